import Foundation
import Testing

@testable import NewsKit

/// An entry's link, chosen as feedparser chooses it (measured over feedparser's corpus by
/// `bench/feed-agreement`: 99.8 % of links agree).
@Suite("Feed entry links, as feedparser reads them")
struct FeedLinkTests {
  static let base = URL(string: "http://example.org/feed.xml")!

  static func link(_ entry: String, atom: Bool = true) throws -> String? {
    let document =
      atom
      ? #"<feed xmlns="http://www.w3.org/2005/Atom"><entry>\#(entry)</entry></feed>"#
      : #"<rss version="2.0"><channel><item>\#(entry)</item></channel></rss>"#
    return try #require(try FeedParser.parse(Data(document.utf8), url: base).items.first).link
  }

  @Test(
    "Alternate (or no rel) HTML links first, then any alternate, then the id; never an enclosure",
    arguments: [
      (
        #"<link rel="enclosure" href="/a.mp3"/><link rel="alternate" href="/post"/>"#,
        "http://example.org/post"
      ),
      (#"<link href="/plain"/><link rel="related" href="/other"/>"#, "http://example.org/plain"),
      (
        #"<link rel="alternate" type="application/pdf" href="/p.pdf"/><link href="/html"/>"#,
        "http://example.org/html"
      ),
      (
        #"<link rel="alternate" type="application/pdf" href="/p.pdf"/>"#, "http://example.org/p.pdf"
      ),
      (#"<link rel="enclosure" href="/a.mp3"/>"#, nil),
      // Links as text, without href (feedparser's entry_link_no_href_link_priority): the
      // alternate one, whichever comes first.
      (
        #"<link rel="enclosure" type="text/html">http://www.example.com/enclosure</link>"#
          + #"<link rel="alternate" type="text/html">http://www.example.com/alternate</link>"#,
        "http://www.example.com/alternate"
      ),
      (
        #"<link rel="alternate" type="text/html">http://www.example.com/alternate</link>"#
          + #"<link rel="enclosure" type="text/html">http://www.example.com/enclosure</link>"#,
        "http://www.example.com/alternate"
      ),
      (
        #"<link rel="enclosure" href="/a.mp3"/><id>http://example.org/by-id</id>"#,
        "http://example.org/by-id"
      ),
      (#"<id>http://example.org/thing</id>"#, "http://example.org/thing"),
      (#"<id>tag:example.org,2024:1</id>"#, nil),
      (#"<id>HTTP://www.example.org/Thing</id>"#, "http://www.example.org/Thing"),
      (#"<link>http://example.org/text-link</link>"#, "http://example.org/text-link"),
    ] as [(String, String?)])
  func atomLinks(entry: String, expected: String?) throws {
    #expect(try Self.link(entry) == expected)
  }

  @Test(
    "An RSS guid is the link when there is none, unless isPermaLink is false; relative ones resolve",
    arguments: [
      (#"<guid>http://example.org/g</guid>"#, "http://example.org/g"),
      (#"<guid isPermaLink="false">http://example.org/g</guid>"#, nil),
      (#"<guid>relative/link</guid>"#, "http://example.org/relative/link"),
      (
        #"<link>http://example.org/l</link><guid>http://example.org/g</guid>"#,
        "http://example.org/l"
      ),
      (#"<guid>javascript:alert(1)</guid>"#, nil),
    ] as [(String, String?)])
  func rssGuids(entry: String, expected: String?) throws {
    #expect(try Self.link(entry, atom: false) == expected)
  }

  @Test("A CDF item's href is its link")
  func cdf() throws {
    let document =
      #"<CHANNEL><ITEM HREF="http://www.example.org/"><TITLE>T</TITLE></ITEM></CHANNEL>"#
    let feed = try FeedParser.parse(Data(document.utf8), url: Self.base)
    #expect(feed.items.first?.link == "http://www.example.org/")
  }
}
