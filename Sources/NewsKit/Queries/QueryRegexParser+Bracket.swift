import Foundation

/// Bracket expressions: `[abc]`, `[a-z]`, `[^0-9]`, `[[:alpha:]]`.
extension QueryRegexParser {
  /// The POSIX classes, as bytes of folded text (letters are lower case there); `alpha` and
  /// `alnum` take other scripts' letters too.
  static func posixClass(_ name: String) -> (QueryByteSet, multibyte: Bool)? {
    var set = QueryByteSet()
    switch name {
    case "alpha", "lower", "upper": set.insert(0x61...0x7A)
    case "alnum":
      set.insert(0x61...0x7A)
      set.insert(0x30...0x39)
    case "digit": set = Self.digits
    case "space", "blank": set = Self.space
    case "punct":
      for byte in UInt8(0x21)...0x7E where !Self.word.contains(byte) { set.insert(byte) }
      set.insert(0x5F)
    case "xdigit":
      set.insert(0x30...0x39)
      set.insert(0x61...0x66)
    default: return nil
    }
    return (set, ["alpha", "alnum", "lower", "upper"].contains(name))
  }

  mutating func bracket(openedAt mark: Int) throws(Problem) -> QueryRegexNode {
    var negated = false
    if peek == "^" {
      negated = true
      position += 1
    }
    var ascii = QueryByteSet()
    var others: [QueryRegexNode] = []
    var first = true
    while true {
      guard let scalar = peek else { throw Problem(offset: mark, kind: .unclosedBracket) }
      if scalar == "]" && !first { break }
      first = false
      position += 1
      if scalar == "[", peek == ":" {
        let rest = scalars[position...]
        if let close = rest.indices.first(where: {
          $0 + 1 < scalars.count && scalars[$0] == ":" && scalars[$0 + 1] == "]" && $0 > position
        }) {
          let name = String(String.UnicodeScalarView(scalars[(position + 1)..<close]))
          guard let (set, multibyte) = Self.posixClass(name) else {
            throw Problem(offset: position - 1, kind: .badRange)
          }
          for byte in UInt8(0)...0x7F where set.contains(byte) { ascii.insert(byte) }
          if multibyte { others.append(Self.multibyte) }
          position = close + 2
          continue
        }
      }
      var low = scalar
      if scalar == "\\", let escaped = peek {
        position += 1
        low = escaped
      }
      var high = low
      if peek == "-", position + 1 < scalars.count, scalars[position + 1] != "]" {
        high = scalars[position + 1]
        position += 2
        guard high.value >= low.value, high.value - low.value <= 1_024 else {
          throw Problem(offset: position - 3, kind: .badRange)
        }
      }
      for value in low.value...high.value {
        guard let member = Unicode.Scalar(value) else { continue }
        let bytes = TextFolding.foldedUTF8(member)
        if bytes.count == 1 {
          ascii.insert(bytes[0])
        } else if !negated {
          others.append(.sequence(bytes.map { .bytes(.of($0...$0)) }))
        }
      }
    }
    position += 1
    // A negated set leaves out its ASCII members; a character of another script it names is
    // let through (folded text is ASCII for Latin scripts).
    if negated { return .anyCharacter(except: ascii) }
    return others.isEmpty ? .bytes(ascii) : .either([.bytes(ascii)] + others)
  }
}
