import Foundation
import TestSupport
import Testing

/// An article's picture as scripts see it (issue 59, point 1): JSON's `"image"`, from the feed,
/// else from the page once its text is read; kept in the store.
@Suite("news, end to end: where an article's picture comes from")
struct ImageSourcesEndToEndTests {
  static func json(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  @Test("JSON image: the feed's media:thumbnail, else the page's og:image once an edition read it")
  func sources() async throws {
    let server = try LoopbackServer { request in
      let base = "http://127.0.0.1:\(request.headers["host"]?.split(separator: ":").last ?? "")"
      if request.path.hasPrefix("/google") {
        let empty =
          "<?xml version=\"1.0\"?><rss version=\"2.0\"><channel><title>G</title></channel></rss>"
        return CannedResponse(
          headers: [("Content-Type", "application/rss+xml")], body: Data(empty.utf8))
      }
      if request.path == "/page" {
        let words = String(repeating: "Words of the article, written at length. ", count: 40)
        let html = """
          <html><head><meta property="og:image" content="/pics/page.jpg"></head>
          <body><article><p>\(words)</p><p>\(words)</p></article></body></html>
          """
        return CannedResponse(headers: [("Content-Type", "text/html")], body: Data(html.utf8))
      }
      let rss = """
        <?xml version="1.0"?><rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/">
        <channel><title>Pics</title>
        <item><title>With a thumbnail</title><link>\(base)/one</link>
        <pubDate>Tue, 01 Dec 2026 10:00:00 GMT</pubDate>
        <media:thumbnail url="\(base)/pics/one.jpg" width="640"/></item>
        <item><title>With a page</title><link>\(base)/page</link>
        <pubDate>Mon, 30 Nov 2026 10:00:00 GMT</pubDate></item>
        </channel></rss>
        """
      return CannedResponse(
        headers: [("Content-Type", "application/rss+xml")], body: Data(rss.utf8))
    }
    defer { server.stop() }
    let base = "http://127.0.0.1:\(server.port)"
    let home = ScratchHome()
    #expect(try await home.run(["feed", "add", server.baseURL + "feed.xml"]).exitCode == 0)
    let list = try Self.json(
      try await home.run(["read", "--offline", "--no-stories", "--json"]).stdout)
    let articles = try #require(list["articles"] as? [[String: Any]])
    #expect(articles.map { $0["title"] as? String } == ["With a thumbnail", "With a page"])
    #expect(articles[0]["image"] as? String == base + "/pics/one.jpg")
    #expect(articles[1].keys.contains("image") && articles[1]["image"] is NSNull)
    // Nothing was fetched from the pictures' address: pictures wait until asked for.
    #expect(!server.requests.contains { $0.path.hasPrefix("/pics/") })
    // An edition of the feeds reads the page: its og:image becomes the article's, and stays.
    var variables = home.variables()
    variables["NEWS_GOOGLE_RSS_URL"] = server.baseURL + "google"
    let made = try await NewsBinary.run(
      ["edition", "make", "--feeds", "--topic", "tech"], environment: variables)
    #expect(made.exitCode == 0, "\(made.stderr)")
    #expect(server.requests.contains { $0.path == "/page" })
    let shown = try await home.run(["show", "2", "--json"])
    #expect(shown.exitCode == 0, "\(shown.stderr)")
    #expect(try Self.json(shown.stdout)["image"] as? String == base + "/pics/page.jpg")
    let again = try Self.json(
      try await home.run(["read", "--offline", "--no-stories", "--json"]).stdout)
    let kept = try #require(again["articles"] as? [[String: Any]])
    #expect(kept[1]["image"] as? String == base + "/pics/page.jpg")
    // The edition asked for both pictures, to keep them for reading offline.
    #expect(server.requests.contains { $0.path == "/pics/one.jpg" })
    #expect(server.requests.contains { $0.path == "/pics/page.jpg" })
  }
}
