import Foundation
import TestSupport
import Testing

/// `--json` means JSON: every command that takes it prints one document on stdout and nothing
/// else, stdout a pipe, with the same keys every time.
@Suite("news --json, every command, into a pipe")
struct JSONEndToEndTests {
  /// The search fixture for the API, and an Atom feed, on one loopback server.
  static func server() throws -> LoopbackServer {
    try LoopbackServer { request in
      request.path == "/atom.xml"
        ? CannedResponse(
          headers: [("Content-Type", "application/atom+xml")], body: Fixtures.data("atom.xml"))
        : .json(Fixtures.text("v3-search.json"))
    }
  }

  /// Runs `arguments` with `--json`; the document stdout holds, which must be all of it.
  static func document(
    _ arguments: [String], _ environment: [String: String], stdin: Data? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws -> [String: Any] {
    let result = try await NewsBinary.run(
      arguments + ["--json"], environment: environment, stdin: stdin)
    #expect(result.exitCode == 0, "\(arguments): \(result.stderr)", sourceLocation: sourceLocation)
    let parsed = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
    return try #require(
      parsed as? [String: Any], "\(arguments): \(result.stdout)", sourceLocation: sourceLocation)
  }

  @Test("Every command's --json is one JSON object on stdout, exit 0")
  func everyCommand() async throws {
    let server = try Self.server()
    defer { server.stop() }
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("news-json-\(UUID())")
    defer { try? FileManager.default.removeItem(at: home) }
    let environment = [
      "NEWSCATCHER_API_KEY": "k", "NEWSCATCHER_API_URL": server.baseURL,
      "XDG_DATA_HOME": home.path, "XDG_CONFIG_HOME": home.path, "BROWSER": "/bin/true",
    ]
    let feed = server.baseURL + "atom.xml"
    var articleKeys: Set<Set<String>> = []
    func articles(_ object: [String: Any]) {
      for article in object["articles"] as? [[String: Any]] ?? [] {
        articleKeys.insert(Set(article.keys))
      }
    }
    articles(try await Self.document(["search", "x"], environment))
    articles(try await Self.document(["topic", "sport"], environment))
    _ = try await Self.document(["topics"], environment)
    let saved = try await Self.document(["save", "1"], environment)
    #expect(saved["saved_at"] is String)
    articleKeys.insert(Set(saved.keys))
    articles(try await Self.document(["search", "x"], environment))
    let listed = try await Self.document(["saved"], environment)
    let first = try #require((listed["articles"] as? [[String: Any]])?.first)
    #expect(first["saved_at"] is String, "saved --json gives saved_at")
    articles(listed)
    articleKeys.insert(Set(try await Self.document(["show", "1"], environment).keys))
    let unsaved = try await Self.document(["unsave", "1"], environment)
    #expect(unsaved["saved_at"] is NSNull)
    let opened = try await Self.document(["open", "1"], environment)
    #expect(opened["opened"] as? Bool == true && opened["link"] is String)
    let config = try await Self.document(["config"], environment)
    #expect(config["timeout"] as? Int == 10 && config["count"] as? Int == 5)
    let added = try await Self.document(["feed", "add", feed], environment)
    let addedFeed = try #require((added["feeds"] as? [[String: Any]])?.first)
    #expect(addedFeed["status"] as? String == "added" && addedFeed["id"] as? Int == 1)
    #expect(addedFeed["articles"] as? Int == 2 && addedFeed["error"] is NSNull)
    _ = try await Self.document(["feed", "list"], environment)
    _ = try await Self.document(["feed", "refresh"], environment)
    articles(try await Self.document(["read", "--offline"], environment))
    _ = try await Self.document(["feed", "export"], environment)
    let opml = Data(
      #"<opml version="2.0"><body><outline xmlUrl="https://b.example/f"/></body></opml>"#.utf8)
    let imported = try await Self.document(["feed", "import", "-"], environment, stdin: opml)
    #expect(imported["added"] as? Int == 1 && imported["ids"] as? [Int] == [2])
    let removed = try await Self.document(["feed", "remove", "2"], environment)
    #expect((removed["removed"] as? [[String: Any]])?.first?["id"] as? Int == 2)
    let status = try await Self.document(["sync", "status"], environment)
    #expect(status["signed_in"] as? Bool == false && status["outcome"] is NSNull)
    let logout = try await Self.document(["sync", "logout"], environment)
    #expect(logout["signed_in"] as? Bool == false && logout["changed"] as? Bool == false)
    _ = try await Self.document(["edition", "list"], environment)
    // The same keys for an article in every list and in save, show, unsave.
    #expect(articleKeys.count == 1, "\(articleKeys)")
    let keys = try #require(articleKeys.first)
    for key in [
      "title", "link", "seen", "feed", "saved_at", "text", "text_status", "reading_minutes",
      "blocks",
    ] {
      #expect(keys.contains(key), "\(key)")
    }
  }

  @Test("Text as the source meant it: &lt;vector&gt; is text; an RFC 822 date from the API is read")
  func textAndDatesAsMeant() async throws {
    let body = """
      {"status": "ok", "total_hits": 1, "page": 1, "total_pages": 1, "page_size": 1,
       "articles": [{"title": "Why &lt;vector&gt; grows &amp; shrinks",
        "excerpt": "&lt;p&gt;Escaped twice&lt;/p&gt;", "link": "https://example.com/v",
        "clean_url": "example.com", "published_date": "Wed, 02 Oct 2002 13:00:00 GMT"}]}
      """
    let server = try LoopbackServer { _ in .json(body) }
    defer { server.stop() }
    let environment = [
      "NEWSCATCHER_API_KEY": "k", "NEWSCATCHER_API_URL": server.baseURL,
      "NEWSCATCHER_API_VERSION": "v2", "NEWS_LANG": "en",
    ]
    let object = try await Self.document(["search", "x", "--no-store"], environment)
    let article = try #require((object["articles"] as? [[String: Any]])?.first)
    #expect(article["title"] as? String == "Why <vector> grows & shrinks")
    #expect(article["summary"] as? String == "Escaped twice")
    #expect(article["published"] as? String == "2002-10-02T13:00:00Z")
    let text = try await NewsBinary.run(["search", "x", "--no-store"], environment: environment)
    #expect(text.stdout.contains("1. Why <vector> grows & shrinks\n"), "\(text.stdout)")
    #expect(text.stdout.contains("2 Oct 2002, 13:00 · example.com"), "\(text.stdout)")
  }
}
