import Foundation
import Testing

@testable import NewsKit

/// The query language's regular expressions: POSIX extended as newsboat reads them, folded
/// like search, never backtracking; checked against Foundation's engine on thousands of
/// random patterns and texts.
@Suite("Query regular expressions")
struct QueryRegexTests {
  func matches(_ pattern: String, _ text: String) throws -> Bool {
    QueryRegexMatcher(try QueryRegex(pattern)).matches(text)
  }

  @Test("Folded both ways: case, Polish diacritics and ł, in the pattern and in the text")
  func folding() throws {
    #expect(try matches("zolc", "Żółć w starym pliku"))
    #expect(try matches("ŻÓŁĆ", "zolc"))
    #expect(try matches("^łódź$", "LODZ"))
    #expect(try matches("świat|sport", "Sport w TVP"))
    #expect(try !matches("^sport", "TVP Sport"))
    #expect(try matches("[ł-ł]ódź", "Łódź"))
    #expect(try matches("Привет", "привет, мир"))
  }

  @Test("The syntax: classes, anchors, repeats, groups, escapes")
  func syntax() throws {
    let cases: [(String, String, Bool)] = [
      ("elon.*musk", "Elon R. Musk buys", true), ("^a.c$", "abc", true), ("^a.c$", "abcd", false),
      ("[[:digit:]]{4}", "in 2024", true), ("[[:digit:]]{4}", "in 202", false),
      ("colou?r", "COLOR", true), ("(ab)+c", "ababc", true), ("(ab){2,}c", "abc", false),
      ("[^a-z ]", "only letters", false), ("[^a-z ]", "one 1", true), ("a\\.b", "axb", false),
      ("a\\.b", "a.b", true), ("\\d+ dead", "12 dead", true), ("\\w+@\\w+", "a@b", true),
      ("x|", "anything", true), ("(?:ab|cd)e", "cde", true), ("$", "", true), ("^$", "a", false),
      ("[]a]", "]", true), ("a{0}b", "b", true), ("é", "CAFÉ", true), (".", "ż", true),
      ("^.$", "ż", true), ("^..$", "ż", false),
    ]
    for (pattern, text, expected) in cases {
      #expect(try matches(pattern, text) == expected, "\(pattern) on \(text)")
    }
  }

  @Test("Patterns refused, with where: unbalanced, unclosed, nothing to repeat, \\b, too large")
  func refused() {
    let cases: [(String, QueryRegex.Problem.Kind, Int)] = [
      ("(ab", .unbalancedParenthesis, 0), ("ab)", .unbalancedParenthesis, 2),
      ("[ab", .unclosedBracket, 0), ("*a", .nothingToRepeat, 0), ("a|+", .nothingToRepeat, 2),
      ("\\bword", .badEscape, 0), ("a{3,1}", .badRepeat, 1), ("a{999}", .badRepeat, 1),
      ("[z-a]", .badRange, 1), ("((a{200}){200}){200}", .tooLarge, 0),
      (String(repeating: "a", count: 1_001), .tooLarge, 1_000),
    ]
    for (pattern, kind, offset) in cases {
      #expect(throws: QueryRegex.Problem(offset: offset, kind: kind), "\(pattern)") {
        try QueryRegex(pattern)
      }
    }
  }

  @Test("No pattern backtracks: (a*)*b over 30,000 a's answers in one pass")
  func noBacktracking() throws {
    let text = String(repeating: "a", count: 30_000)
    #expect(try !matches("(a*)*b", text))
    #expect(try !matches("(a|aa)+$b", text))
  }

  /// A small random generator of patterns over a few letters, and texts of the same letters.
  struct Random: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return state
    }
  }

  static func pattern(depth: Int, using random: inout Random) -> String {
    let atoms = ["a", "b", "c", ".", "[ab]", "[^a]", "A"]
    var text = ""
    for _ in 0..<Int.random(in: 1...3, using: &random) {
      var atom = atoms.randomElement(using: &random)!
      if depth > 0, Int.random(in: 0..<4, using: &random) == 0 {
        atom =
          "(" + pattern(depth: depth - 1, using: &random) + "|"
          + pattern(depth: depth - 1, using: &random) + ")"
      }
      atom += ["", "", "*", "+", "?", "{1,2}"].randomElement(using: &random)!
      text += atom
    }
    if Int.random(in: 0..<5, using: &random) == 0 { text = "^" + text }
    if Int.random(in: 0..<5, using: &random) == 0 { text += "$" }
    return text
  }

  @Test("Agrees with Foundation's engine (case-insensitive) on 3,000 random patterns and texts")
  func agreesWithFoundation() throws {
    try Self.agreeWithFoundation(count: 3_000, seed: 42, depth: 2, longest: 8, letters: "abcAB ")
  }

  /// Checks `count` random patterns (groups nested `depth` deep) each on a random text of up
  /// to `longest` of `letters` against Foundation's engine, case-insensitive.
  static func agreeWithFoundation(
    count: Int, seed: UInt64, depth: Int, longest: Int, letters: String
  ) throws {
    var random = Random(state: seed)
    for _ in 0..<count {
      let pattern = Self.pattern(depth: depth, using: &random)
      let text = String(
        (0..<Int.random(in: 0...longest, using: &random)).map { _ in
          letters.randomElement(using: &random)!
        })
      let reference = try NSRegularExpression(pattern: pattern, options: [.caseInsensitive])
      let expected =
        reference.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
      #expect(
        QueryRegexMatcher(try QueryRegex(pattern)).matches(text) == expected,
        "\(pattern) on “\(text)”")
    }
  }
}
