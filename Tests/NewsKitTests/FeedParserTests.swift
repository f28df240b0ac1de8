import Foundation
import NewsKit
import TestSupport
import Testing

@Suite("RSS and Atom")
struct FeedParserTests {
  let feedURL = URL(string: "https://news.google.com/rss/search?q=x")!

  func parse(_ fixture: String) throws -> Feed {
    try FeedParser.parse(Fixtures.data(fixture), url: feedURL)
  }

  func iso(_ date: Date?) -> String? { date.map(JSONView.iso8601) }

  @Test("RSS 2.0: titles with entities, sources with their address, RFC 822 dates")
  func rss2() throws {
    let feed = try parse("google-search-en.xml")
    #expect(feed.title?.value == "\"SpaceX\" - Google News")
    #expect(feed.items.count == 4)
    let first = feed.items[0]
    #expect(first.title?.value == "SpaceX's Starship flies again & lands - Reuters")
    #expect(first.link == "https://news.google.com/rss/articles/CBMiAAA?oc=5")
    #expect(first.sourceName == "Reuters" && first.sourceURL == "https://www.reuters.com")
    #expect(iso(first.published) == "2025-07-15T14:05:00Z")
    #expect(first.summary?.value.hasPrefix("<a href=") == true)
  }

  @Test("CDATA, HTML entities XML does not know, numeric zones, missing seconds, relative links")
  func polishEdition() throws {
    let feed = try parse("google-topic-pl.xml")
    #expect(feed.items.count == 3)
    #expect(
      feed.items[0].title?.value
        == "Świątek wygrywa w Warszawie – „to był trudny mecz” - Przegląd Sportowy")
    #expect(iso(feed.items[0].published) == "2023-07-29T17:45:00Z")
    #expect(
      feed.items[1].title?.value == "Lewandowski strzela dwa gole\u{A0}dla Barcelony - Sport.pl")
    #expect(iso(feed.items[1].published) == "2023-07-29T14:00:00Z")
    #expect(feed.items[2].published == nil && feed.items[2].sourceName == nil)
    #expect(feed.items[2].link == "https://news.google.com/rss/articles/PL3")
  }

  @Test("Atom: alternate links resolved against the feed, author names, summary over content")
  func atom() throws {
    let feed = try FeedParser.parse(
      Fixtures.data("atom.xml"), url: URL(string: "https://blog.example.org/feed.atom")!)
    #expect(feed.title?.value == "Example Atom Feed")
    #expect(feed.items.count == 2)
    let first = feed.items[0]
    #expect(first.title?.value == "Ca&#322;a prawda o <b>HTML</b>")
    #expect(first.link == "https://blog.example.org/posts/1")
    #expect(iso(first.published) == "2025-07-15T14:05:00Z")
    #expect(first.author == "Anna Kowalska")
    #expect(first.summary?.value == "<p>A short <i>summary</i>.</p>")
    #expect(first.content?.value == "<p>The whole text.</p>")
    #expect(feed.items[1].link == nil && feed.items[1].published == nil)
  }

  @Test("RSS 1.0 (RDF) with Dublin Core dates and creators")
  func rss1() throws {
    let feed = try parse("rss1.xml")
    #expect(feed.items.map(\.title?.value) == ["RSS 1.0 item"])
    #expect(iso(feed.items[0].published) == "2004-03-01T15:00:00Z")
    #expect(feed.items[0].author == "Jan Nowak")
  }

  @Test("An HTML page, JSON or nothing is not a feed; a cut-off feed is truncated")
  func broken() {
    #expect(throws: FeedError.notAFeed) { try parse("not-a-feed.html") }
    #expect(throws: FeedError.notAFeed) {
      try FeedParser.parse(Data("{\"a\":1}".utf8), url: feedURL)
    }
    #expect(throws: FeedError.notAFeed) { try FeedParser.parse(Data(), url: feedURL) }
    #expect(throws: FeedError.truncated) { try parse("truncated.xml") }
    #expect(throws: FeedError.truncated) {
      try FeedParser.parse(Data("<rss><channel><item><title>x".utf8), url: feedURL)
    }
  }

  @Test(
    "RFC 822 dates as feeds write them",
    arguments: [
      ("Tue, 15 Jul 2025 14:05:00 GMT", "2025-07-15T14:05:00Z"),
      ("Tue, 15 Jul 2025 14:05 GMT", "2025-07-15T14:05:00Z"),
      ("15 Jul 2025 14:05:00 +0200", "2025-07-15T12:05:00Z"),
      ("Tue, 5 Jul 2025 09:00:00 EST", "2025-07-05T14:00:00Z"),
      ("Tue, 15 Jul 25 14:05:00 PDT", "2025-07-15T21:05:00Z"),
      ("Tue, 15 July 2025 14:05:00 -05:00", "2025-07-15T19:05:00Z"),
      ("Tue, 15 Jul 2025 14:05:00 XYZ", "2025-07-15T14:05:00Z"),
      ("2025-07-15T14:05:00+02:00", "2025-07-15T12:05:00Z"),
    ])
  func dates(text: String, expected: String) throws {
    let feed = try FeedParser.parse(
      Data("<rss><channel><item><pubDate>\(text)</pubDate></item></channel></rss>".utf8),
      url: feedURL)
    #expect(iso(feed.items.first?.published) == expected)
  }

  @Test("Unreadable dates are left out")
  func badDates() throws {
    for text in ["yesterday", "Tue, 45 Jul 2025 14:05:00 GMT", ""] {
      let feed = try FeedParser.parse(
        Data(
          "<rss><channel><item><title>t</title><pubDate>\(text)</pubDate></item></channel></rss>"
            .utf8), url: feedURL)
      #expect(feed.items.first?.published == nil)
    }
  }
}
