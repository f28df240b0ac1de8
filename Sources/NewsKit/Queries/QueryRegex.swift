import Foundation

/// A regular expression of newsboat's filters (POSIX extended, case-insensitive), matched
/// against text folded as search folds it: `=~ "zolc"` and `=~ "Żółć"` find `żółć`.
///
/// Compiled to a Thompson automaton over the bytes of folded UTF-8 and run as a DFA built as
/// it is needed (`QueryRegexMatcher`), so a match costs a few steps a byte whatever the pattern;
/// no backtracking, so no pattern can take exponential time. Supported: literals, `.`, `[...]`
/// (ranges, `^`, `[:alpha:]` and the other POSIX classes), `\d \w \s` and their negations,
/// `^`, `$`, `*`, `+`, `?`, `{m}`, `{m,}`, `{m,n}`, `|` and groups. Bounded: a pattern of at
/// most `maximumLength` characters and `maximumStates` automaton states.
public struct QueryRegex: Sendable {
  /// The longest pattern taken, in characters.
  public static let maximumLength = 1_000
  /// The most automaton states a pattern may compile to (`a{100}{100}` would be 10,000).
  static let maximumStates = 20_000
  /// The most a `{m,n}` counts to.
  static let maximumRepeat = 255

  /// Why a pattern was refused: where (a character offset) and what.
  public struct Problem: Error, Equatable, Sendable {
    public typealias Kind = RegexFault
    public var offset: Int
    public var kind: Kind
  }

  /// One automaton state: a byte set to step over (`bytes` indexes `sets`), a fork, an
  /// anchor, or the match.
  struct State: Sendable {
    enum Kind: UInt8, Sendable { case bytes, split, begin, end, match }
    var kind: Kind
    var next: Int32 = -1
    var other: Int32 = -1
    var set: Int32 = -1
  }

  var states: [State] = []
  /// 256-bit byte sets, four words each.
  var sets: [UInt64] = []
  var start: Int32 = 0

  public init(_ pattern: String) throws(Problem) {
    guard pattern.count <= Self.maximumLength else {
      throw Problem(offset: Self.maximumLength, kind: .tooLarge)
    }
    var parser = QueryRegexParser(Array(pattern.unicodeScalars))
    let tree = try parser.parseWhole()
    var builder = QueryRegexBuilder()
    let match = builder.add(State(kind: .match))
    start = try builder.compile(tree, then: match)
    states = builder.states
    sets = builder.sets
  }

  /// Whether a set holds a byte.
  @inline(__always)
  func set(_ index: Int32, has byte: UInt8) -> Bool {
    sets[Int(index) * 4 + Int(byte >> 6)] & (1 << UInt64(byte & 63)) != 0
  }
}

/// A parsed pattern.
indirect enum QueryRegexNode: Sendable {
  /// One byte of a set (ASCII after folding), or a byte sequence (a folded character).
  case bytes(QueryByteSet)
  case sequence([QueryRegexNode])
  case either([QueryRegexNode])
  case repeated(QueryRegexNode, min: Int, max: Int?)
  case begin, end
  /// Any one character (a whole UTF-8 sequence), or any but the ASCII bytes of a set.
  case anyCharacter(except: QueryByteSet)
}

/// A set of bytes, 256 bits.
struct QueryByteSet: Sendable, Equatable {
  var words: [UInt64] = [0, 0, 0, 0]
  mutating func insert(_ byte: UInt8) { words[Int(byte >> 6)] |= 1 << UInt64(byte & 63) }
  mutating func insert(_ range: ClosedRange<UInt8>) { for byte in range { insert(byte) } }
  func contains(_ byte: UInt8) -> Bool { words[Int(byte >> 6)] & (1 << UInt64(byte & 63)) != 0 }
  static func of(_ bytes: ClosedRange<UInt8>) -> QueryByteSet {
    var set = QueryByteSet()
    set.insert(bytes)
    return set
  }
}
