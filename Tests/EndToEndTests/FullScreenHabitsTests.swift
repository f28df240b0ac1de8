import Foundation
import TestSupport
import Testing

/// Newsboat habits in the full-screen reader, through a pseudo-terminal: the full text of an
/// article read from its page on demand, and feeds added and removed from the feeds list.
@Suite("news, full-screen: full text on demand, feeds added and removed")
struct FullScreenHabitsTests {
  /// The article's page and an Atom feed, on a host of their own.
  static func pages() throws -> LoopbackServer {
    try LoopbackServer { request in
      switch request.path {
      case "/swiatek":
        let paragraphs = (1...6).map {
          "<p>Paragraph \($0) of the whole story: Iga Świątek won the final in Warsaw after a "
            + "long match that the crowd will remember for years to come.</p>"
        }
        return CannedResponse(
          headers: [("Content-Type", "text/html; charset=utf-8")],
          body: Data(
            ("<html><head><title>Świątek</title></head><body><nav>Home · Sport</nav><article>"
              + "<h1>Świątek wins in Warsaw</h1>" + paragraphs.joined() + "</article></body></html>")
              .utf8))
      case "/atom.xml":
        return CannedResponse(
          headers: [("Content-Type", "application/atom+xml")], body: Fixtures.data("atom.xml"))
      default:
        return CannedResponse(status: 404)
      }
    }
  }

  /// The headlines fixture, its first article's link pointing at `pages`.
  static func api(linkingTo pages: LoopbackServer) throws -> LoopbackServer {
    let headlines = Fixtures.text("v2-latest-headlines.json").replacingOccurrences(
      of: "https://sport.example.com/swiatek", with: pages.baseURL + "swiatek")
    return try LoopbackServer { _ in .json(headlines) }
  }

  static func environment(_ api: LoopbackServer, home: URL) -> [String: String] {
    [
      "NEWSCATCHER_API_KEY": "k", "NEWSCATCHER_API_URL": api.baseURL,
      "XDG_DATA_HOME": home.path, "NO_COLOR": "1", "PATH": "/nonexistent",
    ]
  }

  @Test("x in the details reads the page and shows its text; again later, from the store")
  func fullTextOnDemand() async throws {
    let pages = try Self.pages()
    defer { pages.stop() }
    let api = try Self.api(linkingTo: pages)
    defer { api.stop() }
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("news-x-\(UUID())")
    defer { try? FileManager.default.removeItem(at: home) }
    let run = try PseudoTerminalRun([], environment: Self.environment(api, home: home))
    run.read(until: "1/2")
    run.press([0x0D])
    let details = run.read(until: "x full text")
    #expect(!details.contains("Paragraph 1"))
    run.press(Array("x".utf8))
    let text = run.read(until: "Paragraph 1 of the whole story")
    #expect(!text.contains("Home · Sport"), "the page's navigation is not the article")
    #expect(pages.requests.filter { $0.path == "/swiatek" }.count == 1)
    run.press(Array("x".utf8))
    run.read(until: "The full text is shown under the summary.")
    run.press(Array("qq".utf8))
    #expect(run.exitCode() == 0)
    // Kept with the article: the next reader shows it with no request for the page.
    let again = try PseudoTerminalRun([], environment: Self.environment(api, home: home))
    again.read(until: "1/2")
    again.press([0x0D])
    again.read(until: "Paragraph 6 of the whole story")
    again.press(Array("qq".utf8))
    #expect(again.exitCode() == 0)
    #expect(pages.requests.filter { $0.path == "/swiatek" }.count == 1)
    #expect(
      run.missed.isEmpty && again.missed.isEmpty, "never appeared: \(run.missed + again.missed)")
  }

  @Test("f, a, an address, Enter subscribes; d, y unsubscribes; another key keeps the feed")
  func addAndRemoveFeeds() async throws {
    let pages = try Self.pages()
    defer { pages.stop() }
    let api = try Self.api(linkingTo: pages)
    defer { api.stop() }
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("news-fa-\(UUID())")
    defer { try? FileManager.default.removeItem(at: home) }
    let environment = Self.environment(api, home: home)
    let run = try PseudoTerminalRun([], environment: environment)
    run.read(until: "1/2")
    run.press(Array("f".utf8))
    run.read(until: "a adds one by its address.")
    run.press(Array("a".utf8))
    run.read(until: "Feed address: ")
    run.press(Array((pages.baseURL + "atom.xml").utf8) + [0x0D])
    // The feed's own row in the list (the message names it in quotes), after the message.
    let added = run.read(until: "  Example Atom Feed")
    #expect(added.contains("Subscribed to “Example Atom Feed” (feed 1)."))
    run.press(Array("Gd".utf8))
    run.read(until: "Unsubscribe from “Example Atom Feed”? y yes, any other key no.")
    run.press(Array("n".utf8))
    run.press(Array("d".utf8))
    run.read(until: "any other key no.")
    run.press(Array("y".utf8))
    run.read(until: "Unsubscribed from “Example Atom Feed”.")
    run.press(Array("qq".utf8))
    #expect(run.exitCode() == 0)
    #expect(run.missed.isEmpty, "never appeared: \(run.missed)")
    let list = try await NewsBinary.run(["feed", "list"], environment: environment)
    #expect(list.exitCode == 0 && list.stdout.contains("No subscriptions yet."), "\(list.stdout)")
  }

  @Test(
    "With subscriptions the reader opens on them and / searches the store; start = news keeps the headlines"
  )
  func opensOnFeeds() async throws {
    let pages = try Self.pages()
    defer { pages.stop() }
    let api = try Self.api(linkingTo: pages)
    defer { api.stop() }
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("news-of-\(UUID())")
    defer { try? FileManager.default.removeItem(at: home) }
    var environment = Self.environment(api, home: home)
    environment["XDG_CONFIG_HOME"] = home.path
    let added = try await NewsBinary.run(
      ["feed", "add", pages.baseURL + "atom.xml"], environment: environment)
    #expect(added.exitCode == 0, "\(added.stderr)")
    let run = try PseudoTerminalRun([], environment: environment)
    let first = run.read(until: "prawda o HTML")
    #expect(first.contains("Feeds: the newest articles") && !first.contains("Topic: News"))
    // The provider is not asked for the headlines the reader no longer opens on.
    #expect(api.requests.isEmpty)
    run.press(Array("/".utf8))
    run.read(until: "Search: ")
    run.press(Array("prawda".utf8) + [0x0D])
    run.read(until: "Articles on this computer: “prawda”")
    run.press(Array("qq".utf8))
    #expect(run.exitCode() == 0)
    #expect(api.requests.isEmpty, "the store was searched, not the provider")
    // Configured to open on the news, it does.
    try FileManager.default.createDirectory(
      at: home.appendingPathComponent("news"), withIntermediateDirectories: true)
    try Data("start = \"news\"\n".utf8).write(to: home.appendingPathComponent("news/config.toml"))
    let news = try PseudoTerminalRun([], environment: environment)
    news.read(until: "1/2")
    news.press(Array("qq".utf8))
    #expect(news.exitCode() == 0)
    #expect(!api.requests.isEmpty)
    #expect(
      run.missed.isEmpty && news.missed.isEmpty, "never appeared: \(run.missed + news.missed)")
  }
}
