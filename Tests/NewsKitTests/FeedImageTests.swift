import Foundation
import TestSupport
import Testing

@testable import NewsKit

/// Where an article's picture comes from (issue 59, point 1): feeds, JSON Feed, Newscatcher's
/// `media`, a page's `og:image`; only http(s), relative addresses resolved.
@Suite("Article pictures: from feeds, providers and pages")
struct FeedImageTests {
  func parse(_ text: String, _ url: String = "https://pics.example/feed") throws -> Feed {
    try FeedParser.parse(Data(text.utf8), url: try #require(URL(string: url)), contentType: nil)
  }

  @Test("Media RSS: the widest under 2,000 px, in a group too; an image enclosure; none is nil")
  func mediaRSS() throws {
    let rss = """
      <?xml version="1.0"?><rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/">
      <channel><title>P</title>
      <item><title>A</title><link>https://pics.example/a</link>
      <media:thumbnail url="/small.jpg" width="150"/>
      <media:group><media:thumbnail url="https://pics.example/640.jpg" width="640"/>
      <media:content url="https://pics.example/1200.jpg" medium="image" width="1200"/>
      <media:content url="https://pics.example/huge.jpg" type="image/jpeg" width="4000"/>
      <media:content url="https://pics.example/a.mp4" type="video/mp4" width="1900"/></media:group>
      </item>
      <item><title>B</title><link>https://pics.example/b</link>
      <enclosure url="https://pics.example/b.png" type="image/png" length="1000"/></item>
      <item><title>C</title><link>https://pics.example/c</link>
      <media:thumbnail url="javascript:alert(1)"/></item>
      <item><title>D</title><link>https://pics.example/d</link>
      <enclosure url="https://pics.example/d.mp3" type="audio/mpeg"/></item>
      </channel></rss>
      """
    let items = try parse(rss).items
    #expect(
      items.map(\.image) == [
        "https://pics.example/1200.jpg", "https://pics.example/b.png", nil, nil,
      ])
    // The picture is an enclosure too, as the feed wrote it.
    #expect(items[1].enclosures.map(\.url) == ["https://pics.example/b.png"])
  }

  @Test("Atom: an image enclosure, relative to xml:base")
  func atom() throws {
    let atom = """
      <?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom" xml:base="https://a.example/blog/">
      <title>A</title><entry><title>E</title><link href="e"/>
      <link rel="enclosure" href="img/e.webp" type="image/webp"/></entry></feed>
      """
    #expect(try parse(atom).items.first?.image == "https://a.example/blog/img/e.webp")
  }

  @Test("JSON Feed: image, else banner_image")
  func jsonFeed() throws {
    let json = """
      {"version": "https://jsonfeed.org/version/1.1", "title": "J", "items": [
        {"id": "1", "url": "https://j.example/1", "title": "One", "image": "/1.jpg"},
        {"id": "2", "url": "https://j.example/2", "title": "Two", "banner_image": "https://j.example/b.jpg"},
        {"id": "3", "url": "https://j.example/3", "title": "Three", "image": "data:image/png;base64,AA"}
      ]}
      """
    let items = try parse(json, "https://j.example/feed.json").items
    #expect(items.map(\.image) == ["https://j.example/1.jpg", "https://j.example/b.jpg", nil])
  }

  @Test("The choice: widths unknown, all too wide, a bounded count")
  func choice() {
    var unknown = ImageChoice()
    unknown.add("https://x.example/1.jpg", width: nil)
    unknown.add("https://x.example/2.jpg", width: "not a number")
    #expect(unknown.best == "https://x.example/1.jpg")
    var wide = ImageChoice()
    wide.add("https://x.example/5000.jpg", width: "5000")
    wide.add("https://x.example/3000.jpg", width: "3000")
    #expect(wide.best == "https://x.example/3000.jpg")
    var many = ImageChoice()
    for index in 0..<100 { many.add("https://x.example/\(index).jpg", width: "\(index)") }
    #expect(many.candidates.count == ImageChoice.maximumCandidates)
    #expect(ImageChoice().best == nil)
  }

  func decode(_ body: Data, version: APIVersion) throws -> NewsModel {
    try NewscatcherDecoder.decode(
      HTTPResponse(status: 200, headers: [:], body: body), version: version,
      endpoint: "http://127.0.0.1/search", page: 1, now: Date(timeIntervalSince1970: 0))
  }

  @Test("Newscatcher's media, in every generation; \"NA\" and non-web addresses are none")
  func newscatcher() throws {
    let v2 = try decode(Fixtures.data("v2-search.json"), version: .v2)
    #expect(v2.articles.contains { $0.image == "https://www.example.com/tesla.jpg" })
    // v1's capture has "media": null.
    let v1 = try decode(Fixtures.data("v1-search.json"), version: .v1)
    #expect(v1.articles.allSatisfy { $0.image == nil })
    let v3 = """
      {"status": "ok", "total_hits": 3, "page": 1, "total_pages": 1, "page_size": 3, "articles": [
        {"title": "A", "link": "https://n.example/a", "media": "https://n.example/a.jpg"},
        {"title": "B", "link": "https://n.example/b", "media": "NA"},
        {"title": "C", "link": "https://n.example/c", "media": null}]}
      """
    let model = try decode(Data(v3.utf8), version: .v3)
    #expect(model.articles.map(\.image) == ["https://n.example/a.jpg", nil, nil])
  }

  @Test("A page's og:image (relative, resolved), else twitter:image; a script address is none")
  func page() throws {
    func image(_ head: String) throws -> String? {
      let html = "<html><head>\(head)</head><body><p>Text.</p></body></html>"
      return ReadableExtractor.page(
        Data(html.utf8), contentType: "text/html", url: URL(string: "https://p.example/news/1")
      )
      .image
    }
    #expect(
      try image(#"<meta property="og:image" content="/img/1.jpg">"#)
        == "https://p.example/img/1.jpg")
    #expect(
      try image(
        #"<meta name="twitter:image" content="https://t.example/1.png"><meta property="og:image" content="https://o.example/1.png">"#
      )
        == "https://o.example/1.png")
    #expect(
      try image(#"<meta name="twitter:image" content="https://t.example/1.png">"#)
        == "https://t.example/1.png")
    #expect(try image(#"<meta property="og:image" content="javascript:alert(1)">"#) == nil)
    #expect(try image("") == nil)
  }
}
