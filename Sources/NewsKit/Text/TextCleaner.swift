import Foundation

/// Cleans one text field from the network into what `news` shows and prints as JSON.
///
/// HTML tags out, entities decoded (twice where the text was escaped twice), escape sequences
/// and control characters stripped, whitespace collapsed; empty text and placeholders such as
/// `NA` or `unknown` become nil.
public enum TextCleaner {
  /// Values that APIs send to mean "no value".
  static let placeholders: Set<String> = ["na", "n/a", "none", "null", "nil", "unknown", "-"]

  /// The cleaned text, or nil when nothing meaningful is left.
  public static func clean(_ raw: String?) -> String? {
    guard let raw, !raw.isEmpty else { return nil }
    let text = collapseWhitespace(TerminalSanitizer.sanitize(HTMLText.plainText(raw)))
    guard !text.isEmpty, !placeholders.contains(text.lowercased()) else { return nil }
    return text
  }

  /// Cleans text that is not HTML (a domain, a URL): control characters out, spaces collapsed.
  public static func cleanPlain(_ raw: String?) -> String? {
    guard let raw, !raw.isEmpty else { return nil }
    let text = collapseWhitespace(TerminalSanitizer.sanitize(raw))
    guard !text.isEmpty, !placeholders.contains(text.lowercased()) else { return nil }
    return text
  }

  /// Runs of spaces (not non-breaking spaces) become one; the ends are trimmed of all spaces.
  public static func collapseWhitespace(_ text: String) -> String {
    var output = ""
    output.reserveCapacity(text.utf8.count)
    var pendingSpace = false
    for character in text {
      if character == " " || character == "\u{3000}" {
        pendingSpace = !output.isEmpty
      } else {
        if pendingSpace { output.append(" ") }
        pendingSpace = false
        output.append(character)
      }
    }
    // Non-breaking spaces stay inside the text ("10 000") but not at its ends.
    return output.trimmingCharacters(in: .whitespaces)
  }
}
