import Foundation
import TestSupport
import Testing

/// `news feed` as a user runs it: add, list (text and JSON), export, remove, import, in both
/// languages, with the contract's exit codes.
@Suite("news, end to end, feed subscriptions")
struct FeedEndToEndTests {
  final class Home: @unchecked Sendable {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("news-feeds-\(UUID().uuidString)")
    var variables: [String: String] { ["XDG_DATA_HOME": directory.path] }
    deinit { try? FileManager.default.removeItem(at: directory) }
  }

  @Test("add, list, export, remove, import: outcomes, exit codes, JSON and Polish")
  func lifecycle() async throws {
    let server = try LoopbackServer { request in
      request.path == "/feed.xml"
        ? CannedResponse(status: 200, body: Fixtures.data("atom.xml"))
        : CannedResponse(status: 200, body: Fixtures.data("not-a-feed.html"))
    }
    defer { server.stop() }
    let home = Home()
    let feed = server.baseURL + "feed.xml"
    let add = try await NewsBinary.run(["feed", "add", feed], environment: home.variables)
    #expect(add.exitCode == 0 && add.stderr.isEmpty, "\(add.stderr)")
    #expect(add.stdout == "Subscribed to “Example Atom Feed” (feed 1).\n")
    let none = try await NewsBinary.run(
      ["feed", "add", server.baseURL + "page", "--lang", "pl"], environment: home.variables)
    #expect(none.exitCode == 65)
    #expect(none.stderr.hasPrefix("news: Pod adresem \(server.baseURL)page nie ma kanału"))
    let bad = try await NewsBinary.run(["feed", "add", "notaurl"], environment: home.variables)
    #expect(bad.exitCode == 64)
    let list = try await NewsBinary.run(["feed", "list", "--json"], environment: home.variables)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [String: Any])
    let feeds = try #require(object["feeds"] as? [[String: Any]])
    #expect(feeds.count == 1)
    #expect(
      Set(feeds[0].keys) == [
        "id", "title", "url", "site", "folder", "tags", "last_refresh", "status", "error",
        "articles", "unread", "hidden",
      ])
    #expect(feeds[0]["hidden"] as? Bool == false)
    let polish = try await NewsBinary.run(
      ["feed", "list", "--lang", "pl"], environment: home.variables)
    #expect(polish.stdout.hasPrefix("Kanały\n\n1  Example Atom Feed\n"))
    // feed add keeps what it fetched, as a first refresh would. When: by the wall clock, which
    // a loaded machine may move on by minutes between two commands.
    let refreshed = polish.stdout.split(separator: "\n").first { $0.contains("odświeżony") } ?? ""
    #expect(
      refreshed.hasSuffix(" (były nowe artykuły) · 2 artykuły, 2 nieprzeczytane")
        && (refreshed.contains("odświeżony przed chwilą")
          || refreshed.contains(" minut") && refreshed.contains(" temu")),
      "\(polish.stdout)")
    let export = try await NewsBinary.run(["feed", "export"], environment: home.variables)
    #expect(export.stdout.contains("xmlUrl=\"\(feed)\""))
    let unknown = try await NewsBinary.run(["feed", "remove", "zzz"], environment: home.variables)
    #expect(unknown.exitCode == 64 && unknown.stderr.hasPrefix("news: No subscription matches"))
    let remove = try await NewsBinary.run(["feed", "remove", "atom"], environment: home.variables)
    #expect(remove.stdout == "Unsubscribed from “Example Atom Feed”.\n")
    let file = home.directory.appendingPathComponent("subs.opml")
    try Data(export.stdout.utf8).write(to: file)
    let imported = try await NewsBinary.run(
      ["feed", "import", file.path, "--lang", "pl"], environment: home.variables)
    #expect(imported.stdout == "Zaimportowano 1 kanał.\n")
    let notOPML = try await NewsBinary.run(
      ["feed", "import", Fixtures.directory.appendingPathComponent("atom.xml").path],
      environment: home.variables)
    #expect(notOPML.exitCode == 65)
    let missing = try await NewsBinary.run(
      ["feed", "import", "/nonexistent.opml"], environment: home.variables)
    #expect(missing.exitCode == 64)
  }

  /// The static binary carries only the part of ICU's data Foundation's URL parser reads for
  /// host names (IDNA): without it every host came back nil and every address was refused.
  @Test("An address with a host name outside ASCII is kept, in its IDNA form (static binary)")
  func internationalHostName() async throws {
    let home = Home()
    try FileManager.default.createDirectory(at: home.directory, withIntermediateDirectories: true)
    let file = home.directory.appendingPathComponent("idn.opml")
    try Data(
      """
      <?xml version="1.0"?><opml version="2.0"><body>
      <outline text="Zażółć" xmlUrl="http://ZAŻÓŁĆ.example/rss"/>
      <outline text="Bücher" xmlUrl="https://bücher.example/feed?q=1"/>
      </body></opml>
      """.utf8
    ).write(to: file)
    let imported = try await NewsBinary.run(
      ["feed", "import", file.path], environment: home.variables)
    #expect(
      imported.exitCode == 0 && imported.stdout == "Imported 2 feeds.\n", "\(imported.stderr)")
    let list = try await NewsBinary.run(["feed", "export"], environment: home.variables)
    #expect(
      list.stdout.contains("xmlUrl=\"http://xn--za-6ja4f8n1l.example/rss\""), "\(list.stdout)")
    #expect(list.stdout.contains("xmlUrl=\"https://xn--bcher-kva.example/feed?q=1\""))
  }

  @Test("--verbose after a feed subcommand traces its requests (the root command took it before)")
  func verboseAfterSubcommand() async throws {
    let server = try LoopbackServer { _ in
      CannedResponse(status: 200, body: Fixtures.data("atom.xml"))
    }
    defer { server.stop() }
    let home = Home()
    let add = try await NewsBinary.run(
      ["feed", "add", server.baseURL + "feed.xml", "--verbose"], environment: home.variables)
    #expect(add.exitCode == 0)
    #expect(add.stderr.contains("* GET \(server.baseURL)feed.xml"), "\(add.stderr)")
    let quiet = try await NewsBinary.run(["feed", "refresh"], environment: home.variables)
    #expect(quiet.stderr.isEmpty, "\(quiet.stderr)")
    let read = try await NewsBinary.run(["read", "--verbose"], environment: home.variables)
    #expect(read.stderr.contains("* GET"), "\(read.stderr)")
    // --timeout after the subcommand is the one used (the root command took it too).
    let silent = try LoopbackServer { _ in
      var response = CannedResponse(status: 200)
      response.hang = true
      return response
    }
    defer { silent.stop() }
    let slow = try await NewsBinary.run(
      ["feed", "add", silent.baseURL + "feed.xml", "--timeout", "1"], environment: home.variables)
    #expect(slow.exitCode == 69)
    #expect(slow.stderr.contains("within 1 second"), "\(slow.stderr)")
  }

  @Test("feed refresh and read: summary in both languages, JSON, exit 69 when every feed fails")
  func refreshAndRead() async throws {
    let server = try LoopbackServer { _ in
      CannedResponse(status: 200, body: Fixtures.data("google-topic-pl.xml"))
    }
    let home = Home()
    // Imported, so nothing is fetched before the refresh.
    let opml =
      #"<opml version="2.0"><body><outline xmlUrl="\#(server.baseURL)pl.xml"/></body></opml>"#
    let added = try await NewsBinary.run(
      ["feed", "import", "-"], environment: home.variables, stdin: Data(opml.utf8))
    #expect(added.exitCode == 0)
    let refresh = try await NewsBinary.run(
      ["feed", "refresh", "--lang", "pl"], environment: home.variables)
    #expect(refresh.exitCode == 0)
    #expect(
      refresh.stdout.split(separator: "\n").joined(separator: " ") + "\n"
        == "Odświeżono 1 kanał: 3 nowe artykuły (w 1 kanale).\n"
    )
    // Messages wrap by words like the lists: at 40 columns no line is wider, no word is split.
    var narrow = home.variables
    narrow["COLUMNS"] = "40"
    for arguments in [
      ["feed", "refresh", "--lang", "pl", "--force"], ["feed", "add", server.baseURL + "pl.xml"],
    ] {
      let result = try await NewsBinary.run(arguments, environment: narrow)
      let lines = result.stdout.split(separator: "\n")
      #expect(!lines.isEmpty && lines.allSatisfy { $0.count <= 40 }, "\(result.stdout)")
      #expect(!result.stdout.contains("pominię\nte"))
    }
    let read = try await NewsBinary.run(["read", "--json", "-n", "2"], environment: home.variables)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(read.stdout.utf8)) as? [String: Any])
    #expect(object["kind"] as? String == "feed")
    let articles = try #require(object["articles"] as? [[String: Any]])
    #expect(articles.count == 2)
    #expect((articles[0]["feed"] as? [String: Any])?["id"] as? Int == 1)
    #expect(articles.allSatisfy { $0["new"] as? Bool == true && $0["read"] as? Bool == false })
    // Listed is not read: the feed still has its 3 unread articles (issue 58: it said 0).
    let listedUnread = try await feedUnread(home)
    #expect(listedUnread == 3)
    // The numbers of `read` are the last list, as for every list.
    let show = try await NewsBinary.run(["show", "1"], environment: home.variables)
    #expect(show.exitCode == 0 && show.stdout.hasPrefix(articles[0]["title"] as? String ?? "?"))
    #expect(try await feedUnread(home) == 2)
    // New means no list showed it: the one `-n 2` left out; unread means not opened: 2.
    let new = try await NewsBinary.run(
      ["read", "--new", "--offline", "--lang", "pl"], environment: home.variables)
    #expect(new.stdout.contains("1 artykuł"), "\(new.stdout)")
    #expect(new.exitCode == 0)
    let unread = try await NewsBinary.run(
      ["read", "--unread", "--offline"], environment: home.variables)
    #expect(unread.stdout.contains("Showing 2 articles"), "\(unread.stdout)")
    let marked = try await NewsBinary.run(["mark-read", "--all"], environment: home.variables)
    #expect(marked.exitCode == 0)
    // Nothing left to list is said as the marks' doing, not as feeds without articles.
    let noNew = try await NewsBinary.run(
      ["read", "--new", "--offline", "--lang", "pl"], environment: home.variables)
    #expect(noNew.stdout.contains("Nie ma nic nowego"), "\(noNew.stdout)")
    #expect(noNew.stdout.contains("news read bez --unread i --new"))
    #expect(!noNew.stdout.contains("Nie ma jeszcze artykułów"))
    let noUnread = try await NewsBinary.run(
      ["read", "--unread", "--offline"], environment: home.variables)
    #expect(noUnread.stdout.contains("No unread articles: every one has been opened."))
    #expect(!noUnread.stdout.contains("No articles from your feeds yet"), "\(noUnread.stdout)")
    // One feed named: its name heads the list, in either language.
    let one = try await NewsBinary.run(
      ["read", "1", "--offline", "--lang", "pl"], environment: home.variables)
    #expect(one.stdout.hasPrefix("Kanał „Sport - Najnowsze"), "\(one.stdout)")
    server.stop()
    let failed = try await NewsBinary.run(
      ["feed", "refresh", "--json", "--timeout", "1"], environment: home.variables)
    #expect(failed.exitCode == 69)
    #expect(
      failed.stdout.contains("\"status\" : \"error\"")
        || failed.stdout.contains("\"status\": \"error\""))
    // Why, in one line on stderr: a script sees what the 69 means.
    #expect(
      failed.stderr
        == "news: The feed could not be refreshed (the reasons are listed with each); check your"
        + " connection, then run news feed refresh again.\n", "\(failed.stderr)")
    let polish = try await NewsBinary.run(
      ["feed", "refresh", "--timeout", "1", "--lang", "pl"], environment: home.variables)
    #expect(polish.exitCode == 69)
    // Each failure a line on stderr, then why the exit code; stdout has the summary alone.
    let lines = polish.stderr.split(separator: "\n")
    #expect(lines.count == 2, "\(polish.stderr)")
    #expect(lines.first?.hasPrefix("news: 1 Sport - Najnowsze") == true, "\(polish.stderr)")
    #expect(lines.first?.hasSuffix(": błąd: nie udało się połączyć") == true, "\(polish.stderr)")
    #expect(lines.last?.hasPrefix("news: Nie udało się odświeżyć kanału") == true)
    #expect(polish.stdout == "Odświeżono 1 kanał: 1 z błędem.\n", "\(polish.stdout)")
    // read shows what was stored, says which feed failed, and exits as refresh does.
    let read69 = try await NewsBinary.run(["read", "--timeout", "1"], environment: home.variables)
    #expect(read69.exitCode == 69 && read69.stdout.contains("Showing 3 articles"))
    #expect(
      read69.stderr.hasPrefix("news: Could not refresh the feed: Sport - Najnowsze"),
      "\(read69.stderr)")
  }

  @Test("read with one feed of two failing: the list, one stderr line naming it, exit 0")
  func readWithOneFeedFailing() async throws {
    let atom = try LoopbackServer { _ in
      CannedResponse(status: 200, body: Fixtures.data("atom.xml"))
    }
    defer { atom.stop() }
    let sport = try LoopbackServer { _ in
      CannedResponse(status: 200, body: Fixtures.data("google-topic-pl.xml"))
    }
    let home = Home()
    let added = try await NewsBinary.run(
      ["feed", "add", atom.baseURL + "atom.xml", sport.baseURL + "sport.xml"],
      environment: home.variables)
    #expect(added.exitCode == 0)
    sport.stop()
    let read = try await NewsBinary.run(
      ["read", "--timeout", "1"], environment: home.variables.merging(["NEWS_LANG": "pl"]) { $1 })
    #expect(read.exitCode == 0)
    #expect(read.stdout.hasPrefix("Kanały: najnowsze artykuły\n"), "\(read.stdout)")
    let lines = read.stderr.split(separator: "\n")
    #expect(lines.count == 1, "\(read.stderr)")
    #expect(
      lines.first?.hasPrefix("news: Nie udało się odświeżyć 1 z 2 kanałów: Sport - Najnowsze")
        == true, "\(read.stderr)")
    #expect(read.stderr.contains("(błąd: nie udało się połączyć)"))
    // Offline, nothing is fetched and nothing is said.
    let offline = try await NewsBinary.run(["read", "--offline"], environment: home.variables)
    #expect(offline.exitCode == 0 && offline.stderr.isEmpty)
  }

  @Test("A feed larger than news reads is said to be too large, by feed add and by a refresh")
  func oversizedFeed() async throws {
    let huge = Data(
      ("<rss version=\"2.0\"><channel><title>Big</title>"
        + String(repeating: "<!-- padding -->", count: 600_000) + "</channel></rss>").utf8)
    let small = Data("<rss version=\"2.0\"><channel><title>Small</title></channel></rss>".utf8)
    let grown = Locked(false)
    let server = try LoopbackServer { _ in
      CannedResponse(status: 200, body: grown.value ? huge : small)
    }
    defer { server.stop() }
    let home = Home()
    let add = try await NewsBinary.run(
      ["feed", "add", server.baseURL + "big.xml"], environment: home.variables)
    grown.value = true
    let tooBig = try await NewsBinary.run(
      ["feed", "add", server.baseURL + "other.xml"], environment: home.variables)
    #expect(add.exitCode == 0)
    #expect(tooBig.exitCode == 65)
    #expect(
      tooBig.stderr.hasPrefix(
        "news: The feed at \(server.baseURL)other.xml is larger than news reads"),
      "\(tooBig.stderr)")
    #expect(!tooBig.stderr.contains("news service") && !tooBig.stderr.contains("--api"))
    let refresh = try await NewsBinary.run(["feed", "refresh"], environment: home.variables)
    #expect(
      refresh.stderr.contains("failed: the feed is larger than news reads"), "\(refresh.stderr)")
    #expect(refresh.exitCode == 65)
  }

  @Test(
    "Empty-state advice fits the state: subscribe when there is no feed, refresh when there are")
  func emptyStateAdvice() async throws {
    let home = Home()
    let none = try await NewsBinary.run(["read", "--offline"], environment: home.variables)
    #expect(none.stdout.contains("Subscribe with news feed add"), "\(none.stdout)")
    let opml =
      #"<opml version="2.0"><body><outline xmlUrl="http://127.0.0.1:9/f.xml"/></body></opml>"#
    _ = try await NewsBinary.run(
      ["feed", "import", "-"], environment: home.variables, stdin: Data(opml.utf8))
    let subscribed = try await NewsBinary.run(["read", "--offline"], environment: home.variables)
    #expect(!subscribed.stdout.contains("Subscribe"), "\(subscribed.stdout)")
    #expect(subscribed.stdout.contains("news feed refresh"), "\(subscribed.stdout)")
    let polish = try await NewsBinary.run(
      ["read", "--offline", "--lang", "pl"], environment: home.variables)
    #expect(polish.stdout.contains("Pobierz je poleceniem news feed refresh"), "\(polish.stdout)")
  }

  @Test("An ambiguous feed name lists the candidates with their ids; read --page pages like search")
  func ambiguityAndPages() async throws {
    let items = (1...5).map {
      "<item><title>Story \($0)</title><link>http://site.example/\($0)</link>"
        + "<pubDate>Mon, 0\($0) Jun 2026 10:00:00 GMT</pubDate></item>"
    }.joined()
    let server = try LoopbackServer { _ in
      CannedResponse(
        status: 200,
        body: Data(
          "<rss version=\"2.0\"><channel><title>Tech News</title>\(items)</channel></rss>".utf8))
    }
    defer { server.stop() }
    let home = Home()
    let opml =
      #"<opml version="2.0"><body><outline text="Tech Crunch" xmlUrl="http://127.0.0.1:9/c.xml"/></body></opml>"#
    _ = try await NewsBinary.run(
      ["feed", "add", server.baseURL + "news.xml"], environment: home.variables)
    _ = try await NewsBinary.run(
      ["feed", "import", "-"], environment: home.variables, stdin: Data(opml.utf8))
    let ambiguous = try await NewsBinary.run(
      ["feed", "remove", "tech"], environment: home.variables)
    #expect(ambiguous.exitCode == 64)
    #expect(
      ambiguous.stderr.contains("2 Tech Crunch") && ambiguous.stderr.contains("1 Tech News"),
      "\(ambiguous.stderr)")
    let second = try await NewsBinary.run(
      ["read", "--offline", "-n", "2", "--page", "2", "--json"], environment: home.variables)
    #expect(second.exitCode == 0, "\(second.stderr)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(second.stdout.utf8)) as? [String: Any])
    #expect(object["page"] as? Int == 2)
    let titles = (object["articles"] as? [[String: Any]] ?? []).compactMap {
      $0["title"] as? String
    }
    #expect(titles == ["Story 3", "Story 2"])
  }

  /// The unread count `feed list --json` gives the first feed.
  func feedUnread(_ home: Home) async throws -> Int? {
    let list = try await NewsBinary.run(["feed", "list", "--json"], environment: home.variables)
    let object = try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [String: Any]
    return ((object?["feeds"] as? [[String: Any]])?.first?["unread"]) as? Int
  }
}
