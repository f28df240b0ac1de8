/// A string literal that JSON and TOML both read: in double quotes, with quotes, backslashes
/// and every control character escaped (`\n`, `\r`, `\t`, else `\u00XX`), and the line and
/// paragraph separators too (some JSON readers take them for line ends).
public enum QuotedString {
  /// `value` as such a literal.
  public static func quoted(_ value: String) -> String {
    var output = "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case _
      where scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0x2028
        || scalar.value == 0x2029:
        let hex = String(scalar.value, radix: 16, uppercase: false)
        output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: output.unicodeScalars.append(scalar)
      }
    }
    return output + "\""
  }
}
