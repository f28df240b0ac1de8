import Foundation
import TestSupport
import Testing

/// Search that speaks Polish (issue 58, point 7): inflected forms meet in offline search,
/// watches, filters and the query language, whole words first.
@Suite("news, end to end: inflected forms in search, watches, filters and queries")
struct InflectionEndToEndTests {
  /// A Polish feed: the quake in Japan (inflected), an older article naming Japan whole, and
  /// potatoes, which share a beginning with the earth and nothing else.
  static func server() throws -> LoopbackServer {
    let items = [
      ("Silne trzęsienie ziemi w Japonii", "Mon, 01 Jun 2026 10:00:00 GMT", "q"),
      ("Japonia otwiera nowy port", "Mon, 25 May 2026 10:00:00 GMT", "j"),
      ("Ziemniaki drożeją przed latem", "Mon, 01 Jun 2026 09:00:00 GMT", "z"),
    ].map { title, date, slug in
      "<item><title>\(title)</title><link>https://pl.example/\(slug)</link>"
        + "<pubDate>\(date)</pubDate></item>"
    }
    let rss =
      "<?xml version=\"1.0\" encoding=\"utf-8\"?><rss version=\"2.0\"><channel><title>PAP</title>"
      + items.joined() + "</channel></rss>"
    return try LoopbackServer { _ in
      CannedResponse(headers: [("Content-Type", "application/rss+xml")], body: Data(rss.utf8))
    }
  }

  static func titles(_ result: NewsBinary.Result) throws -> [String] {
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let articles = try #require(object["articles"] as? [[String: Any]])
    return articles.compactMap { $0["title"] as? String }
  }

  @Test(
    "search --offline trzesienie japonia finds Japonii; Japonia whole comes first; ziemia is not ziemniaki"
  )
  func offlineSearch() async throws {
    let server = try Self.server()
    defer { server.stop() }
    let home = ScratchHome()
    // A watch made before the articles came, so they are new to it.
    #expect(
      try await home.run(["watch", "add", "trzęsienie", "japonia", "--feeds-only"]).exitCode == 0)
    #expect(try await home.run(["feed", "add", server.baseURL + "pap.xml"]).exitCode == 0)
    let quake = try await home.run(["search", "--offline", "trzesienie", "japonia", "--json"])
    #expect(try Self.titles(quake) == ["Silne trzęsienie ziemi w Japonii"], "\(quake.stdout)")
    // The article with the word as typed first, though older than the inflected one.
    let japan = try await home.run(["search", "--offline", "japonia", "--json", "--no-stories"])
    #expect(
      try Self.titles(japan) == ["Japonia otwiera nowy port", "Silne trzęsienie ziemi w Japonii"])
    let earth = try await home.run(["search", "--offline", "ziemia", "--json"])
    #expect(try Self.titles(earth) == ["Silne trzęsienie ziemi w Japonii"])
    // A watch meets the forms as search does.
    let watched = try await home.run(["watch", "run", "--offline", "--json"])
    #expect(watched.stdout.contains("Silne trzęsienie ziemi w Japonii"), "\(watched.stdout)")
    // The query language's word match too.
    let query = try await home.run([
      "read", "--offline", "--json", "--no-stories", "--query", #"title # "japonia""#,
    ])
    #expect(
      Set(try Self.titles(query)) == [
        "Japonia otwiera nowy port", "Silne trzęsienie ziemi w Japonii",
      ])
    // And a filter hides every form of its phrase.
    #expect(try await home.run(["filter", "add", "japonia"]).exitCode == 0)
    let read = try await home.run(["read", "--offline", "--json", "--no-stories"])
    #expect(try Self.titles(read) == ["Ziemniaki drożeją przed latem"], "\(read.stdout)")
  }
}
