import Foundation

/// Reads a pattern into `QueryRegexNode`s, folding its characters as the text is folded.
struct QueryRegexParser {
  let scalars: [Unicode.Scalar]
  var position = 0

  init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

  typealias Problem = QueryRegex.Problem

  mutating func parseWhole() throws(Problem) -> QueryRegexNode {
    let node = try alternation()
    guard position == scalars.count else {
      throw Problem(offset: position, kind: .unbalancedParenthesis)
    }
    return node
  }

  var peek: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }

  mutating func alternation() throws(Problem) -> QueryRegexNode {
    var branches = [try sequence()]
    while peek == "|" {
      position += 1
      branches.append(try sequence())
    }
    return branches.count == 1 ? branches[0] : .either(branches)
  }

  mutating func sequence() throws(Problem) -> QueryRegexNode {
    var items: [QueryRegexNode] = []
    while let scalar = peek, scalar != "|", scalar != ")" {
      var item = try atom()
      while let (low, high) = try quantifier() { item = .repeated(item, min: low, max: high) }
      items.append(item)
    }
    return items.count == 1 ? items[0] : .sequence(items)
  }

  /// A quantifier after an atom, if one follows: its bounds.
  mutating func quantifier() throws(Problem) -> (Int, Int?)? {
    switch peek {
    case "*": position += 1; return (0, nil)
    case "+": position += 1; return (1, nil)
    case "?": position += 1; return (0, 1)
    case "{":
      let mark = position
      position += 1
      guard let low = number() else {
        position = mark
        return nil
      }
      var high: Int? = low
      if peek == "," {
        position += 1
        high = number()
      }
      guard peek == "}", low <= QueryRegex.maximumRepeat, (high ?? low) >= low,
        (high ?? 0) <= QueryRegex.maximumRepeat
      else { throw Problem(offset: mark, kind: .badRepeat) }
      position += 1
      return (low, high)
    default: return nil
    }
  }

  mutating func number() -> Int? {
    var digits = ""
    while let scalar = peek, ("0"..."9").contains(scalar), digits.count < 6 {
      digits.unicodeScalars.append(scalar)
      position += 1
    }
    return Int(digits)
  }

  mutating func atom() throws(Problem) -> QueryRegexNode {
    let mark = position
    let scalar = scalars[position]
    position += 1
    switch scalar {
    case "(":
      if peek == "?", position + 1 < scalars.count, scalars[position + 1] == ":" {
        position += 2
      }
      let inner = try alternation()
      guard peek == ")" else { throw Problem(offset: mark, kind: .unbalancedParenthesis) }
      position += 1
      return inner
    case "*", "+", "?": throw Problem(offset: mark, kind: .nothingToRepeat)
    case "^": return .begin
    case "$": return .end
    case ".": return .anyCharacter(except: .of(0x0A...0x0A))
    case "[": return try bracket(openedAt: mark)
    case "\\": return try escape(at: mark)
    default: return Self.literal(scalar)
    }
  }

  /// A character as folded text has it: one byte, or the bytes of its fold in a row.
  static func literal(_ scalar: Unicode.Scalar) -> QueryRegexNode {
    let bytes = TextFolding.foldedUTF8(scalar)
    if bytes.count == 1 { return .bytes(.of(bytes[0]...bytes[0])) }
    return .sequence(bytes.map { .bytes(.of($0...$0)) })
  }

  static let digits = QueryByteSet.of(0x30...0x39)
  static let space: QueryByteSet = {
    var set = QueryByteSet.of(0x09...0x0D)
    set.insert(0x20)
    return set
  }()
  static let word: QueryByteSet = {
    var set = QueryByteSet.of(0x61...0x7A)
    set.insert(0x30...0x39)
    set.insert(0x5F)
    return set
  }()

  /// Any character of more than one byte (other scripts' letters, after folding).
  static let multibyte = QueryRegexNode.anyCharacter(except: .of(0x00...0x7F))

  mutating func escape(at mark: Int) throws(Problem) -> QueryRegexNode {
    guard let scalar = peek else { throw Problem(offset: mark, kind: .badEscape) }
    position += 1
    switch scalar {
    case "d": return .bytes(Self.digits)
    case "s": return .bytes(Self.space)
    case "w": return .either([.bytes(Self.word), Self.multibyte])
    case "D": return .anyCharacter(except: Self.digits)
    case "S": return .anyCharacter(except: Self.space)
    case "W": return .anyCharacter(except: Self.word)
    case "n": return .bytes(.of(0x0A...0x0A))
    case "t": return .bytes(.of(0x09...0x09))
    default:
      // A letter or digit escaped means something this engine does not do (`\b`, `\1`).
      guard !scalar.properties.isAlphabetic, !("0"..."9").contains(scalar) else {
        throw Problem(offset: mark, kind: .badEscape)
      }
      return Self.literal(scalar)
    }
  }
}
