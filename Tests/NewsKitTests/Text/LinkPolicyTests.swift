import Testing

@testable import NewsKit

/// Which links are kept: absolute http and https addresses with a host, their scheme in any
/// case, read from the link's first nine Characters as it was from the whole link lowercased.
@Suite("Links: only web addresses are kept")
struct LinkPolicyTests {
  /// What `LinkPolicy.web` said before: the whole link lowercased, its scheme compared as
  /// Characters, then the Character after it.
  func reference(_ link: String?) -> String? {
    guard let cleaned = TextCleaner.cleanPlain(link) else { return nil }
    let lowered = cleaned.lowercased()
    for scheme in ["https://", "http://"] where lowered.hasPrefix(scheme) {
      let first = cleaned.dropFirst(scheme.count).first
      return first.map { !"/?#".contains($0) } == true ? cleaned : nil
    }
    return nil
  }

  @Test("Kept and refused as before, ASCII or not")
  func sameAsBefore() {
    let links: [String?] = [
      nil, "", " ", "https://a.example/1", "HTTPS://A.example", "Http://a", "http://", "https://",
      "https:///x", "http://?q", "https://#f", "  https://a.example/ ", "https:/a", "htps://a",
      "javascript:alert(1)", "data:text/html,x", "file:///etc/passwd", "ftp://a", "//a.example",
      "https://kraków.pl/żółć", "HTTPS://KRAKÓW.PL", "https://\u{301}a", "https:// a",
      "http://a\u{7}b", "https://a.example/\u{202E}x", "mailto:a@b", "https:", "h",
      "https:/\u{301}/a", "https://\u{301}", "İttps://a", "HTTPS://Ä", "http://ü/\u{308}",
      "https:／/a", "ｈttps://a", "https://\u{200D}a", "https://🇵🇱", "HTTPS:\u{301}//a",
    ]
    for link in links {
      #expect(LinkPolicy.web(link) == reference(link), "\(String(describing: link))")
    }
    #expect(LinkPolicy.web("HTTPS://A.example/X") == "HTTPS://A.example/X")
    #expect(LinkPolicy.web("javascript:alert(1)") == nil)
  }
}
