/// Masks the password of every address in a text: `https://ann:pw@host/feed` is shown as
/// `https://ann:***@host/feed`, wherever it stands in a line, a message or a JSON value.
///
/// A feed may be subscribed with its credentials in its address; they are sent with its
/// requests and written by `feed export` (so the OPML imports back), and shown nowhere else.
public enum AddressMask {
  /// What a password reads as.
  public static let hidden = "***"

  /// The text with the password of each `scheme://user:password@` masked; a user name alone
  /// stays, and so does everything else.
  public static func mask(_ text: String) -> String {
    guard text.contains("@"), text.contains("://") else { return text }
    var output = ""
    var rest = Substring(text)
    while let scheme = rest.range(of: "://") {
      output += rest[..<scheme.upperBound]
      rest = rest[scheme.upperBound...]
      // The authority ends at a path, query or fragment, or where the address ends in text.
      let end =
        rest.firstIndex { "/?#".contains($0) || $0.isWhitespace || "\"'<>".contains($0) }
        ?? rest.endIndex
      guard let at = rest[..<end].lastIndex(of: "@"),
        let colon = rest[..<at].firstIndex(of: ":")
      else { continue }
      output += rest[...colon] + hidden
      rest = rest[at...]
    }
    return output + rest
  }
}
