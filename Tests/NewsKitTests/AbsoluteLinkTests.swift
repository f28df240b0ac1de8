import Foundation
import PropertyBased
import Testing

@testable import NewsKit

/// A link taken as written only where Foundation's `URL` would resolve it to itself.
@Suite("Links taken as written resolve as URL resolves them")
struct AbsoluteLinkTests {
  static let base = URL(string: "https://feeds.example.org/news/rss.xml")!

  /// Pieces of links: schemes, hosts, ports, every kind of character URL treats apart.
  static let pieces: [String] = [
    "http://", "https://", "HTTP://", "Https://", "ftp://", "//", "a", "Z", "0", "9", "x.pl",
    ".", "..", "-", "_", "~", ":", ":80", ":8080", ":123456", "/", "/./", "/../", "/.", "?",
    "#", "%", "%2F", "%2f", "%zz", "%4", "@", "user@", "[", "]", "[::1]", " ", "\t", "ż", "東",
    "!", "$", "&", "'", "(", ")", "*", "+", ",", ";", "=", "\\", "\"", "<", ">", "|", "^", "`",
    "{", "}", "\u{7F}", "\u{1}", "#a", "x#",
  ]
  static let link = Gen<String?>.element(of: pieces).map { $0! }.array(of: 0...10)
    .map { $0.joined() }
  /// Paths of RFC 3986's characters alone, most of which are taken as written.
  static let path = Gen<String?>.element(
    of: [
      "/", "a", "Z", "0", ".", "-", "_", "~", ":", "?", "#", "#a", "%2F", "%2e", "%zz", "@", "!",
      "$", "&", "'", "(", ")", "*", "+", ",", ";", "=", "/./", "/..",
    ]
  ).map { $0! }.array(of: 0...10).map { $0.joined() }
  static let scheme = Gen<String?>.element(of: ["http://", "https://", "http://", "https://"])
    .map { $0! }

  @Test("A link taken as written is what URL makes of it, on random links")
  func agreesWithURL() async {
    await propertyCheck(count: 4000, input: Self.scheme, Self.link, Self.link, Self.path) {
      scheme, host, rest, path in
      for link in [
        scheme + host + rest, host + rest, scheme + "news.example" + rest,
        scheme + "news.example/" + path,
      ] {
        guard AbsoluteLink.isPlain(link) else { continue }
        #expect(FeedReader.resolveThroughURL(link, Self.base) == link, "\(link.debugDescription)")
      }
    }
  }

  @Test("Usual item links are taken as written; others go through URL")
  func usualLinks() {
    for link in [
      "https://www.example.com/2026/12/04/story-title-here/",
      "http://example.pl/wiadomosci/kraj,123.html?utm_source=rss&utm_medium=feed#comments",
      "https://news.example:8443/a/b;c=d/e~f_g-h.i?q=%C5%BC&x=1",
      "https://example.com", "https://example.com/x?q=a/b#top?x:y",
    ] {
      #expect(AbsoluteLink.isPlain(link), "\(link)")
      #expect(FeedReader.resolveThroughURL(link, Self.base) == link)
    }
    for link in [
      "/relative/path", "HTTPS://EXAMPLE.COM/x", "https://example.com/a/../b",
      "https://example.com/ż", "https://user@example.com/", "https://example.com/a b",
      "https://[::1]/", "https://example.com:99999999/", "https://example.com/%zz",
      "mailto:x@example.com", "https://example.com?x", "https://example.com/x#a#b",
    ] {
      #expect(!AbsoluteLink.isPlain(link), "\(link)")
    }
  }
}
