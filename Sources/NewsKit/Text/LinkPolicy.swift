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
    // Most links are ASCII: their scheme is read from the bytes, without lowercasing the
    // whole link and comparing Characters (9,000 instructions a link).
    if cleaned.utf8.allSatisfy({ $0 < 0x80 }) {
      let bytes = Array(cleaned.utf8)
      for scheme in ["https://", "http://"] where hasScheme(bytes, scheme) {
        let next = bytes.count > scheme.utf8.count ? bytes[scheme.utf8.count] : nil
        guard let next, !"/?#".utf8.contains(next) else { return nil }
        return cleaned
      }
      return nil
    }
    // Only the scheme is compared: the first nine Characters lowercased (the eighth's extent
    // depends on the ninth), not the whole link (22,000 instructions for one with `ó`).
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

  /// Whether ASCII `bytes` start with `scheme` (lowercase), letters compared in either case.
  static func hasScheme(_ bytes: [UInt8], _ scheme: String) -> Bool {
    guard bytes.count >= scheme.utf8.count else { return false }
    return zip(bytes, scheme.utf8).allSatisfy { byte, expected in
      (0x41...0x5A).contains(byte) ? byte | 0x20 == expected : byte == expected
    }
  }
}
