import Foundation
import TestSupport
import Testing

/// Without a key, articles link to Google News; shown, opened or saved, they get the
/// publisher's address, asked once and kept.
@Suite("news, keyless links to the publishers' pages")
struct KeylessLinksEndToEndTests {
  @Test("show, open and save give the publisher's address; a refusal keeps the Google link")
  func resolvedWhenShownOpenedSaved() async throws {
    let reuters = FakeGoogleNews.tokenID("reuters-starship")
    let refused = FakeGoogleNews.tokenID("bbc-starship")
    let legacy = FakeGoogleNews.legacyID("https://abcnews.go.com/Technology/starship")
    let google = FakeGoogleNews(
      addresses: [reuters: "https://www.reuters.com/science/starship-2025-07-15/"],
      refused: [refused])
    let base = Locked("")
    let server = try LoopbackServer { request in
      if request.path == "/rss/search" {
        let feed = Fixtures.text("google-search-en.xml")
          .replacingOccurrences(of: "https://news.google.com/rss/articles/", with: base.value)
          .replacingOccurrences(of: "CBMiAAA", with: reuters)
          .replacingOccurrences(of: "CBMiDDD", with: refused)
          .replacingOccurrences(of: "CBMiCCC", with: legacy)
        return CannedResponse(body: Data(feed.utf8))
      }
      return google.answer(request)
    }
    defer { server.stop() }
    base.value = server.baseURL + "rss/articles/"
    let browser = try StandInBrowser()
    defer { browser.remove() }
    let home = browser.home
    let environment = [
      "NEWS_GOOGLE_RSS_URL": server.baseURL + "rss", "XDG_DATA_HOME": home.path,
      "BROWSER": browser.program.path,
    ]
    // Every article on its own line, numbered 1–3 (ABC's page is in Reuters' story).
    let search = try await NewsBinary.run(
      ["search", "SpaceX", "--no-stories"], environment: environment)
    #expect(search.exitCode == 0, "\(search.stderr)")

    let show = try await NewsBinary.run(["show", "1", "--json"], environment: environment)
    let article = try #require(
      try JSONSerialization.jsonObject(with: Data(show.stdout.utf8)) as? [String: Any])
    #expect(article["link"] as? String == "https://www.reuters.com/science/starship-2025-07-15/")
    #expect(article["google_link"] as? String == base.value + reuters + "?oc=5")
    #expect(show.stderr.isEmpty, "\(show.stderr)")

    // Asked once: opening it again needs no request to Google.
    let batchesBefore = server.requests.filter { $0.method == "POST" }.count
    let open = try await NewsBinary.run(["open", "1"], environment: environment)
    #expect(open.exitCode == 0)
    #expect(
      try browser.noted()
        == "https://www.reuters.com/science/starship-2025-07-15/\n")
    #expect(server.requests.filter { $0.method == "POST" }.count == batchesBefore)
    // A list shows what is known, asking nobody.
    let again = try await NewsBinary.run(
      ["search", "SpaceX", "--json", "--no-stories"], environment: environment)
    let list = try #require(
      try JSONSerialization.jsonObject(with: Data(again.stdout.utf8)) as? [String: Any])
    let first = try #require((list["articles"] as? [[String: Any]])?.first)
    #expect(first["link"] as? String == "https://www.reuters.com/science/starship-2025-07-15/")
    #expect(first["google_link"] as? String == base.value + reuters + "?oc=5")
    #expect(server.requests.filter { $0.method == "POST" }.count == batchesBefore)

    // Refused: the Google link stays, silently.
    // (The BBC item is the same story as Reuters': one article, "also in BBC".)
    let second = try await NewsBinary.run(["show", "3", "--json"], environment: environment)
    let kept = try #require(
      try JSONSerialization.jsonObject(with: Data(second.stdout.utf8)) as? [String: Any])
    #expect(second.exitCode == 0 && second.stderr.isEmpty)
    #expect(kept["link"] as? String == base.value + refused + "?oc=5")
    #expect(kept["google_link"] is NSNull)

    // A legacy id needs no request at all.
    let before = server.requests.count
    let saved = try await NewsBinary.run(["save", "2", "--json"], environment: environment)
    let legacyArticle = try #require(
      try JSONSerialization.jsonObject(with: Data(saved.stdout.utf8)) as? [String: Any])
    #expect(legacyArticle["link"] as? String == "https://abcnews.go.com/Technology/starship")
    #expect(server.requests.count == before)
  }

  @Test("A keyless edition reads the publishers' pages, so its articles have full text")
  func keylessEditionHasFullText() async throws {
    let id = FakeGoogleNews.tokenID("sport-story")
    let base = Locked("")
    let google = Locked(FakeGoogleNews(addresses: [:]))
    let server = try LoopbackServer { request in
      switch request.path {
      case "/rss/headlines/section/topic/SPORTS", "/rss/search", "/rss":
        let feed = Fixtures.text("google-search-en.xml")
          .replacingOccurrences(
            of: "https://news.google.com/rss/articles/CBMiAAA",
            with: base.value + "rss/articles/" + id)
        return CannedResponse(body: Data(feed.utf8))
      case "/publisher/story":
        let paragraphs = (1...6).map {
          "<p>Paragraph \($0) of the publisher's own page, long enough to be the article's text.</p>"
        }
        return CannedResponse(
          headers: [("Content-Type", "text/html")],
          body: Data(
            ("<html><body><article>" + paragraphs.joined() + "</article></body></html>").utf8))
      default:
        return google.value.answer(request)
      }
    }
    defer { server.stop() }
    base.value = server.baseURL
    google.value = FakeGoogleNews(addresses: [id: server.baseURL + "publisher/story"])
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("news-ke-\(UUID())")
    defer { try? FileManager.default.removeItem(at: home) }
    let environment = ["NEWS_GOOGLE_RSS_URL": server.baseURL + "rss", "XDG_DATA_HOME": home.path]
    let made = try await NewsBinary.run(
      ["edition", "make", "--topic", "sport", "--json"], environment: environment)
    #expect(server.requests.contains { $0.path == "/publisher/story" }, "\(made.stderr)")
    let read = try await NewsBinary.run(["edition", "read", "--json"], environment: environment)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(read.stdout.utf8)) as? [String: Any])
    let article = try #require(
      (object["articles"] as? [[String: Any]])?.first { ($0["text"] as? String) != nil })
    #expect(
      (article["text"] as? String)?.contains("Paragraph 1 of the publisher's own page") == true)
    // The publisher's address is known: it is the link, and the Google one is google_link.
    #expect(article["link"] as? String == server.baseURL + "publisher/story", "\(article)")
    #expect((article["google_link"] as? String)?.contains("/rss/articles/") == true, "\(article)")
  }

  @Test("In the reader, o opens a keyless article at its publisher's address")
  func readerOpensPublisher() async throws {
    let id = FakeGoogleNews.tokenID("reader-story")
    let base = Locked("")
    let google = FakeGoogleNews(addresses: [id: "https://publisher.example/story"])
    let server = try LoopbackServer { request in
      if request.path.hasPrefix("/rss/articles/") || request.method == "POST" {
        return google.answer(request)
      }
      let feed = Fixtures.text("google-search-en.xml").replacingOccurrences(
        of: "https://news.google.com/rss/articles/CBMiAAA", with: base.value + id)
      return CannedResponse(body: Data(feed.utf8))
    }
    defer { server.stop() }
    base.value = server.baseURL + "rss/articles/"
    let browser = try StandInBrowser()
    defer { browser.remove() }
    let home = browser.home
    let run = try PseudoTerminalRun(
      [],
      environment: [
        "NEWS_GOOGLE_RSS_URL": server.baseURL + "rss", "XDG_DATA_HOME": home.path,
        "BROWSER": browser.program.path, "NO_COLOR": "1",
      ])
    run.read(until: "1/")
    run.press(Array("o".utf8))
    run.read(until: "Opened in the browser.")
    run.press(Array("q".utf8))
    #expect(run.exitCode() == 0)
    #expect(try browser.noted() == "https://publisher.example/story\n")
    #expect(run.missed.isEmpty, "never appeared: \(run.missed)")
  }
}
