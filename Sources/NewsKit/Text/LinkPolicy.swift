/// Which links `news` keeps from a server: web addresses only.
///
/// A `javascript:`, `data:`, `file:` or any other scheme from an API, a feed or a reader
/// service is stored as no link (null in JSON), so nothing downstream (the browser, the
/// terminal's hyperlinks, edition downloads) ever sees it.
public enum LinkPolicy {
  /// The link cleaned of control characters and surrounding space, when it is an absolute
  /// http or https address with a host; nil otherwise.
  public static func web(_ link: String?) -> String? {
    guard let cleaned = TextCleaner.cleanPlain(link) else { return nil }
    // Only the scheme is compared: the first nine Characters lowercased (the eighth's extent
    // depends on the ninth), not the whole link (9,000 instructions an ASCII link, 22,000 for
    // one with `ó`).
    let lowered = String(cleaned.prefix(9)).lowercased()
    let rest: Substring
    if lowered.hasPrefix("https://") {
      rest = cleaned.dropFirst(8)
    } else if lowered.hasPrefix("http://") {
      rest = cleaned.dropFirst(7)
    } else {
      return nil
    }
    guard let first = rest.first, !"/?#".contains(first) else { return nil }
    return cleaned
  }
}
