/// A look for a run of text, as SGR parameters on the 16 base colours plus bold, dim and
/// underline, so the user's own palette decides the exact shades.
public struct TextStyle: Sendable, Equatable {
  /// The SGR parameters, such as `[1, 34]` for bold blue.
  public var parameters: [Int]

  /// A style from SGR parameters.
  public init(_ parameters: [Int]) {
    self.parameters = parameters
  }

  /// No styling.
  public static let plain = TextStyle([])

  /// The text wrapped in this style's escape codes, or the text alone when colour is off.
  public func apply(_ text: String, colorEnabled: Bool) -> String {
    guard colorEnabled, !parameters.isEmpty, !text.isEmpty else { return text }
    let codes = parameters.map(String.init).joined(separator: ";")
    return "\u{1B}[\(codes)m\(text)\u{1B}[0m"
  }
}

/// OSC 8 hyperlinks: text a terminal opens as a link.
public enum Hyperlink {
  /// The link target made safe: http and https only, every byte outside the URL characters
  /// percent-encoded; nil for anything else.
  public static func target(_ link: String) -> String? {
    let lower = link.lowercased()
    guard lower.hasPrefix("http://") || lower.hasPrefix("https://") else { return nil }
    let allowed = Set(
      "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~:/?#[]@!$&'()*+,;=%".utf8)
    var encoded = ""
    for byte in link.utf8 {
      if allowed.contains(byte) {
        encoded.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        encoded += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
      }
    }
    return encoded
  }

  /// The text wrapped in an OSC 8 link to a target made by `target(_:)`.
  public static func wrap(_ text: String, target: String) -> String {
    "\u{1B}]8;;\(target)\u{1B}\\" + text + "\u{1B}]8;;\u{1B}\\"
  }
}

extension String {
  func leftPadded(to width: Int) -> String {
    String(repeating: "0", count: max(0, width - count)) + self
  }
}

/// SGR parameter values used by the themes.
enum SGR {
  static let bold = 1
  static let dim = 2
  static let underline = 4
  static let red = 31
  static let green = 32
  static let yellow = 33
  static let blue = 34
  static let magenta = 35
  static let cyan = 36
  static let brightGreen = 92
  static let brightYellow = 93
  static let brightBlue = 94
  static let brightCyan = 96
}
