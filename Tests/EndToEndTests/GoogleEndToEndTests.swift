import Foundation
import TestSupport
import Testing

/// The built binary without a key: Google News, the notice, and the same contract.
@Suite("news, end to end, with Google News")
struct GoogleEndToEndTests {
  final class Home: @unchecked Sendable {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("news-google-\(UUID().uuidString)")
    deinit { try? FileManager.default.removeItem(at: directory) }
  }

  func environment(_ server: LoopbackServer, _ home: Home) -> [String: String] {
    ["NEWS_GOOGLE_RSS_URL": server.baseURL + "rss", "XDG_DATA_HOME": home.directory.path]
  }

  func feedServer(_ fixture: String = "google-search-en.xml") throws -> LoopbackServer {
    try LoopbackServer { _ in CannedResponse(status: 200, body: Fixtures.data(fixture)) }
  }

  @Test("Without a key, search uses Google News; it says so once, to a person on a terminal")
  func keyless() async throws {
    let server = try feedServer()
    defer { server.stop() }
    let home = Home()
    // A pipe (a script): no notice, and it is not used up.
    let first = try await NewsBinary.run(
      ["search", "SpaceX"], environment: environment(server, home))
    #expect(first.exitCode == 0 && first.stderr.isEmpty, "\(first.stderr)")
    let terminal = try PseudoTerminalRun(
      ["search", "SpaceX"],
      environment: environment(server, home).merging(["COLUMNS": "200"]) { $1 })
    terminal.read(until: "No Newscatcher key is set, so the news comes from Google News (keyless).")
    #expect(terminal.exitCode() == 0 && terminal.missed.isEmpty, "\(terminal.missed)")
    // ABC's Starship page joins Reuters' story, whose other source Google names (BBC): one
    // line, its outlets named together.
    #expect(
      first.stdout.hasPrefix(
        "Search: “SpaceX”\nFound 3 articles, showing 2\n\n1. SpaceX's Starship flies again & lands\n"
          + "   15 Jul 2025, 14:05 · reuters.com\n   +2 sources: abcnews.go.com, BBC\n"
      ), "\(first.stdout)")
    let alone = try await NewsBinary.run(
      ["search", "SpaceX", "--no-stories"], environment: environment(server, home))
    #expect(alone.stdout.contains("Found 3 articles, showing 3\n"), "\(alone.stdout)")
    #expect(alone.stdout.contains("15 Jul 2025, 14:05 · reuters.com · also in BBC\n"))
    // The details list the story's articles (the store does not keep Google's other outlets).
    let shown = try await NewsBinary.run(["show", "1"], environment: environment(server, home))
    #expect(shown.stdout.contains("\n2 articles on this story\n"), "\(shown.stdout)")
    #expect(shown.stdout.contains("14 Jul 2025, 09:15 · abcnews.go.com\nStarship - SpaceX"))
    #expect(server.requests.first?.path == "/rss/search")
    #expect(server.requests.first?.queryValue("q") == "SpaceX")
    let second = try await NewsBinary.run(
      ["search", "SpaceX"], environment: environment(server, home))
    #expect(second.exitCode == 0 && second.stderr.isEmpty)
  }

  @Test("A Polish topic uses the Polish edition; --json has no notice and names other sources")
  func polishJSON() async throws {
    let server = try feedServer("google-topic-pl.xml")
    defer { server.stop() }
    let home = Home()
    let result = try await NewsBinary.run(
      ["topic", "sport", "-l", "pl", "--json"], environment: environment(server, home))
    #expect(result.exitCode == 0 && result.stderr.isEmpty)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let articles = try #require(object["articles"] as? [[String: Any]])
    #expect(
      articles.first?["title"] as? String == "Świątek wygrywa w Warszawie – „to był trudny mecz”")
    #expect(articles.first?["summary"] is NSNull)
    #expect(articles.first?["other_sources"] as? [String] == [])
    #expect(server.requests.first?.queryValue("ceid") == "PL:pl")
    let text = try PseudoTerminalRun(
      ["topic", "sport", "-l", "pl"],
      environment: environment(server, home).merging(["COLUMNS": "60"]) { $1 })
    // Wrapped by words on a terminal.
    text.read(until: "news: Nie ustawiono klucza Newscatcher, więc wiadomości\r\npochodzą")
    #expect(text.exitCode() == 0 && text.missed.isEmpty, "\(text.missed)")
  }

  @Test("--provider newscatcher without a key is still exit 78; --provider google says nothing")
  func explicitChoice() async throws {
    let server = try feedServer()
    defer { server.stop() }
    let home = Home()
    let newscatcher = try await NewsBinary.run(
      ["search", "x", "--provider", "newscatcher"], environment: environment(server, home))
    #expect(newscatcher.exitCode == 78)
    let google = try await NewsBinary.run(
      ["search", "x", "--provider", "google"],
      environment: environment(server, home).merging(["NEWSCATCHER_API_KEY": "k"]) { _, new in new }
    )
    #expect(google.exitCode == 0 && google.stderr.isEmpty)
    #expect(server.requests.allSatisfy { $0.path.hasPrefix("/rss") })
  }

  @Test("The store works the same: numbers, save, and offline fallback")
  func store() async throws {
    let server = try feedServer()
    let home = Home()
    let variables = environment(server, home)
    _ = try await NewsBinary.run(["search", "SpaceX"], environment: variables)
    // Line 2 is the next story: ABC's page is in the first one's.
    let save = try await NewsBinary.run(["save", "2"], environment: variables)
    #expect(save.stdout == "Saved: “Musk says Mars - next (analysis) - The Verge”\n")
    server.stop()
    let offline = try await NewsBinary.run(["search", "SpaceX"], environment: variables)
    #expect(offline.exitCode == 0)
    #expect(offline.stdout.contains("1. SpaceX's Starship flies again & lands"))
    #expect(
      offline.stderr.hasPrefix("news: Could not reach the news service; showing results saved"))
  }

  @Test("An HTML page instead of a feed is exit 65")
  func notAFeed() async throws {
    let server = try feedServer("not-a-feed.html")
    defer { server.stop() }
    // The home must outlive the run: made inline, it was deleted before the binary created
    // its store there, and the folder was left behind.
    var home: Home? = Home()
    let folder = try #require(home).directory.path
    let result = try await NewsBinary.run(
      ["search", "x"], environment: environment(server, try #require(home)))
    home = nil
    #expect(!FileManager.default.fileExists(atPath: folder))
    #expect(result.exitCode == 65)
    #expect(
      result.stderr.contains("news: The news service sent a response that news cannot read.\n"))
  }
}
