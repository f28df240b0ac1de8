import Foundation
import PropertyBased
import TestSupport
import Testing

@testable import NewsKit

/// Feeds as they are found in the wild, one small document per class of trouble
/// (`Tests/Fixtures/feeds`), and the parser's linearity on any input.
@Suite("Feeds in the wild")
struct FeedCorpusTests {
  let url = URL(string: "https://feeds.example.net/path/feed.xml")!

  func parse(_ name: String, contentType: String? = nil) throws -> Feed {
    try FeedParser.parse(Fixtures.data("feeds/" + name), url: url, contentType: contentType)
  }

  func titles(_ feed: Feed) -> [String?] { feed.items.map { $0.title?.cleaned } }

  @Test("A guid that is no permalink never becomes the link; a <link> after it wins")
  func guidBeforeLink() throws {
    let feed = try parse("guid-before-link.xml")
    #expect(
      feed.items.map(\.link) == [
        "https://news.example.com/2025/07/story", "https://news.example.com/2025/07/permalink",
        nil,
      ])
    #expect(feed.items[0].id == "https://cms.example.com/internal/4711")
  }

  @Test("Links and dates inside <source>, media:group or <image> do not override the entry's")
  func nestedLinks() throws {
    let atom = try parse("nested-links.xml")
    #expect(atom.items[0].link == "https://www.example.org/1")
    #expect(atom.items[0].published.map(JSONView.iso8601) == "2025-07-15T14:05:00Z")
    // As feedparser reads it: an entry with no link of its own takes its id when that is a
    // web address.
    #expect(atom.items[1].link == "https://www.example.org/?p=2")
    #expect(atom.items[1].id == "https://www.example.org/?p=2")
    let rss = try parse("rss-image-source.xml")
    #expect(rss.items.count == 1)
    #expect(rss.items[0].link == "https://example.net/item")
    #expect(rss.items[0].title?.cleaned == "Item after a source")
    #expect(rss.items[0].sourceURL == "https://agency.example.net/feed")
    #expect(rss.title?.cleaned == "RSS with an image and a source")
  }

  @Test("Titles with inline markup keep all their text")
  func inlineMarkup() throws {
    #expect(
      titles(try parse("inline-markup.xml")) == [
        "Breaking: Big news today", "Rock & roll forever", "Markets rally & fall",
      ])
  }

  @Test("Atom text constructs: text stays literal, html and xhtml lose tags, base64 is decoded")
  func atomTextTypes() throws {
    let feed = try parse("atom-text-types.xml")
    #expect(
      titles(feed) == [
        "Use the <blink> tag & regret it", "Default text keeps <b>literal</b> markup",
        "HTML title with bold & more", "XHTML title with bold and more text",
        "Base64 title: zażółć gęślą", "<b>bold</b> in base64",
      ])
    #expect(feed.items[5].summary?.cleaned == "Summary in base64")
  }

  @Test("Escaped markup in XHTML or base64 stays text; the best date wins; a broken URL is no link")
  func precedence() throws {
    let atom03 = """
      <feed version="0.3" xmlns="http://purl.org/atom/ns#"><entry>
      <title type="application/xhtml+xml"><div xmlns="http://www.w3.org/1999/xhtml">History of \
      the &lt;blink&gt; tag</div></title>
      <issued>Thu, 01 Jan 2004 19:48:21 GMT</issued><published>Sat, 01 Jan 2010 19:48:21 GMT</published>
      </entry><entry><title mode="base64">PHA+SGlzdG9yeSBvZiB0aGUgJmx0O2JsaW5rJmd0OyB0YWc8L3A+</title>
      <updated>2010-12-01T10:14:55Z</updated><updated>2003-12-31T10:14:55Z</updated></entry></feed>
      """
    let feed = try FeedParser.parse(Data(atom03.utf8), url: url)
    #expect(
      titles(feed) == ["History of the <blink> tag", "<p>History of the &lt;blink&gt; tag</p>"])
    #expect(
      feed.items.map { $0.published.map(JSONView.iso8601) } == [
        "2010-01-01T19:48:21Z", "2003-12-31T10:14:55Z",
      ])
    let rss =
      "<rss><channel><item><title>t</title><guid>http://example.c[o.test/</guid></item></channel></rss>"
    #expect(try FeedParser.parse(Data(rss.utf8), url: url).items.first?.link == nil)
  }

  @Test("Namespace prefixes on the root and everywhere; xml:base resolves relative links")
  func prefixes() throws {
    let atom = try parse("prefixed-atom.xml")
    #expect(atom.title?.cleaned == "Prefixed Atom")
    #expect(titles(atom) == ["Prefixed entry", "Entry with its own base"])
    #expect(
      atom.items.map(\.link) == [
        "https://base.example.org/blog/posts/1", "https://base.example.org/archive/2.html",
      ])
    let rss = try parse("prefixed-rss.xml")
    #expect(titles(rss) == ["Prefixed item"])
    #expect(rss.items[0].link == "https://example.com/prefixed")
  }

  @Test("dc:title and media:title stand in for a missing title; dcterms dates are read")
  func fallbacks() throws {
    let rdf = try parse("rss1-default-ns.xml")
    #expect(titles(rdf) == ["Title from Dublin Core", "Issued date"])
    #expect(
      rdf.items.map { $0.published.map(JSONView.iso8601) } == [
        "2025-07-16T10:00:00Z", "2025-07-14T06:30:00Z",
      ])
    #expect(
      titles(try parse("media-title.xml")) == ["Title from media:group", "Title from media:title"])
  }

  @Test("A document cut short keeps every complete item; one cut before any is truncated")
  func truncation() throws {
    #expect(titles(try parse("cut-after-items.xml")) == ["First complete", "Second complete"])
    #expect(titles(try parse("unclosed-root.xml")) == ["Only item"])
    #expect(throws: FeedError.truncated) {
      try FeedParser.parse(Data("<rss><channel><item><title>x</ti".utf8), url: url)
    }
  }

  @Test(
    "Every encoding a feed declares, in its prolog or its HTTP header",
    arguments: [
      ("iso-8859-2.xml", nil, "Zażółć gęślą jaźń - Łódź"),
      (
        "windows-1250-header-only.xml", "application/rss+xml; charset=windows-1250",
        "Zażółć gęślą jaźń – Łódź"
      ),
      ("windows-1252-undeclared.xml", nil, "It’s “quoted” — café"),
      ("latin1-declared.xml", nil, "It’s a café"),
      ("euc-kr.xml", nil, "한국어 뉴스 제목"),
      ("shift_jis.xml", nil, "日本語のニュース"),
      ("gb2312.xml", nil, "中文新闻标题"),
      ("utf-16.xml", nil, "UTF-16 z BOM: źdźbło"),
      ("utf-8-declared-latin2.xml", "text/xml; charset=utf-8", "Zażółć gęślą jaźń – Łódź"),
      ("utf-8-declared-latin2.xml", nil, "Zażółć gęślą jaźń – Łódź"),
    ] as [(String, String?, String)])
  func encodings(name: String, contentType: String?, title: String) throws {
    let feed = try parse(name, contentType: contentType)
    #expect(titles(feed) == [title])
    #expect(feed.items.first?.link == "https://example.com/e")
  }

  @Test(
    "Dates: obsolete zone names, GMT+hhmm, impossible offsets, years and foreign digits are null",
    arguments: [
      ("Tue, 15 Jul 2025 14:05:00 ET", "2025-07-15T19:05:00Z"),
      ("Tue, 15 Jul 2025 14:05:00 PT", "2025-07-15T22:05:00Z"),
      ("Tue, 15 Jul 2025 14:05:00 CT", "2025-07-15T20:05:00Z"),
      ("Tue, 15 Jul 2025 14:05:00 MT", "2025-07-15T21:05:00Z"),
      ("Tue, 15 Jul 2025 14:05:00 AT", "2025-07-15T18:05:00Z"),
      ("Tue, 15 Jul 2025 14:05:00 MET", "2025-07-15T13:05:00Z"),
      ("Tue, 15 Jul 2025 14:05:00 MEST", "2025-07-15T12:05:00Z"),
      ("Tue, 15 Jul 2025 14:05:00 GMT+0200", "2025-07-15T12:05:00Z"),
      ("Tue, 15 Jul 2025 14:05:00 UTC-05:00", "2025-07-15T19:05:00Z"),
      ("Tue, 15 Jul 2025 14:05:00 +530", "2025-07-15T08:35:00Z"),
      ("Tue, 15 Jul 2025 14:05:00 +9999", nil),
      ("Tue, 15 Jul 2025 14:05:00 +2500", nil),
      ("Tue, 15 Jul 2025 14:05:00 +0275", nil),
      ("Fri, 31 Dec 9999 23:30:00 -0500", nil),
      ("9999-12-31T23:30:00-05:00", nil),
      ("2025-07-15T14:05:00+99:00", nil),
      ("Tue, 15 Jul 10000 14:05:00 GMT", nil),
      // Digits of other scripts in the zone once trapped (SIGILL) `feed add` and every refresh.
      ("Mon, 01 Jan 2024 10:00:00 +٠٢٠٠", nil),
      ("Mon, 01 Jan 2024 10:00:00 +²", nil),
      ("Mon, 01 Jan 2024 10:00:00 GMT+０２００", nil),
      ("Mon, 01 Jan 2024 10:00:00 +0٢", nil),
      ("Mon, 01 Jan 9223372036854775807 10:00:00 GMT", nil),
    ] as [(String, String?)])
  func dates(text: String, expected: String?) throws {
    let feed = try FeedParser.parse(
      Data(
        "<rss><channel><item><title>t</title><pubDate>\(text)</pubDate></item></channel></rss>".utf8
      ),
      url: url)
    #expect(feed.items.first?.published.map(JSONView.iso8601) == expected)
  }

  /// Inputs that made the old tokenizer and tag stripper quadratic, built `size` units long.
  static func hostile(_ kind: Int, size: Int) -> String {
    let body: String
    switch kind {
    case 0: body = String(repeating: "<p>", count: size) + String(repeating: "</q>", count: size)
    case 1: body = "<title>" + String(repeating: "<a ", count: size) + "</title>"
    case 2: body = "<title>" + String(repeating: "&lt;a ", count: size) + "</title>"
    case 3: body = String(repeating: "<![CDATA[", count: size)
    case 4: body = "<description>" + String(repeating: "<b", count: size) + "</description>"
    case 5: body = String(repeating: "<title>", count: size)
    // Each nested base longer than its parent's, once without end.
    case 7: body = String(repeating: "<a xml:base=\"a/\">", count: size)
    // Declarations in force that every unprefixed element once searched.
    case 8:
      body =
        String(repeating: "<p xmlns:p=\"urn:p\">", count: size)
        + String(repeating: "<x/>", count: size * 4)
    default: body = String(repeating: "<item><link>x</link>", count: size)
    }
    return "<rss><channel><item>" + body + "</item></channel></rss>"
  }

  @Test("The parser is linear: doubling any hostile input at most about doubles the steps")
  func linear() async throws {
    await propertyCheck(
      count: 60, input: Gen<Int>.value(in: 0...8), Gen<Int>.value(in: 500...4000)
    ) { kind, size in
      // Every hostile shape is still a feed: the steps are always measured.
      let small = try FeedParser.parseCountingSteps(
        Data(Self.hostile(kind, size: size).utf8), url: url)
      let large = try FeedParser.parseCountingSteps(
        Data(Self.hostile(kind, size: size * 2).utf8), url: url)
      #expect(Double(large.steps) <= Double(small.steps) * 2.2 + 100, "kind \(kind)")
    }
  }

  @Test("Tag stripping works in pieces of bounded size, so it is linear")
  func textPathsLinear() {
    for input in ["<b", "<![CDATA[", "<a href=\"", "<!--x", "<script>"] {
      var small = 0
      var large = 0
      _ = HTMLText.stripTags(String(repeating: input, count: 5000), steps: &small)
      _ = HTMLText.stripTags(String(repeating: input, count: 10000), steps: &large)
      #expect(Double(large) <= Double(small) * 2.2, "\(input)")
    }
  }
}
