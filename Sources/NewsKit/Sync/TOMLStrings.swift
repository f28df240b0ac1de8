/// TOML basic strings for the small files `news` writes itself (`sync.toml`): every value
/// quoted and escaped so that the file stays valid TOML whatever it holds, control characters
/// included.
enum TOMLStrings {
  /// `"…"` with `\\`, `\"`, the short escapes and `\uXXXX` for every other control character:
  /// the same literal JSON writes, which TOML reads too.
  static func quoted(_ value: String) -> String {
    QuotedString.quoted(value)
  }

  /// The `key = "value"` lines of a file, values unescaped; other lines are passed over.
  static func parse(_ text: String) -> [String: String] {
    var values: [String: String] = [:]
    for line in text.split(whereSeparator: \.isNewline) {
      let parts = line.split(separator: "=", maxSplits: 1)
      guard parts.count == 2 else { continue }
      let name = String(parts[0]).trimmingWhitespace()
      let value = String(parts[1]).trimmingWhitespace()
      guard value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") else { continue }
      values[name] = unescape(value.dropFirst().dropLast())
    }
    return values
  }

  /// A quoted value's text, its escapes read left to right as `quoted` wrote them.
  static func unescape(_ quoted: Substring) -> String {
    var text = String.UnicodeScalarView()
    var scalars = quoted.unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
      guard scalar == "\\", let escaped = scalars.next() else {
        text.append(scalar)
        continue
      }
      switch escaped {
      case "n": text.append("\n")
      case "t": text.append("\t")
      case "r": text.append("\r")
      case "b": text.append("\u{08}")
      case "f": text.append("\u{0C}")
      case "u", "U":
        var hex = ""
        for _ in 0..<(escaped == "u" ? 4 : 8) {
          guard let digit = scalars.next() else { break }
          hex.unicodeScalars.append(digit)
        }
        if let value = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(value) {
          text.append(decoded)
        }
      default: text.append(escaped)
      }
    }
    return String(text)
  }
}
