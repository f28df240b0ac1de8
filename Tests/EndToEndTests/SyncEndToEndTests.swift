import Foundation
import GRDB
import TestSupport
import Testing

/// `news sync` against a real FreshRSS on loopback (../shared/freshrss), with a loopback feed.
@Suite(
  "news sync, against a real FreshRSS",
  .serialized,
  // In CI it always runs: without PHP it fails rather than being skipped.
  .enabled(
    if: FreshRSSServer.available || RequiredPrograms.inCI,
    "PHP is not installed: run ../shared/freshrss/install-deps (as .ci/run does)"))
struct SyncEndToEndTests {
  final class Home: @unchecked Sendable {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("news-sync-\(UUID().uuidString)")
    func variables(_ store: String = "a") -> [String: String] {
      [
        "XDG_DATA_HOME": directory.appendingPathComponent(store).path,
        "XDG_CONFIG_HOME": directory.appendingPathComponent("config").path,
      ]
    }
    var account: URL { directory.appendingPathComponent("config/news/sync.toml") }
    deinit { try? FileManager.default.removeItem(at: directory) }
  }

  static func rss(_ count: Int) -> Data {
    let items = (0..<count).map {
      "<item><title>Wiadomość \($0) zażółć</title><link>http://127.0.0.1/a/\($0)</link>"
        + "<guid>g\($0)</guid><description>Streszczenie \($0)</description></item>"
    }.joined()
    return Data(
      "<rss version=\"2.0\"><channel><title>Kanał testowy</title>\(items)</channel></rss>".utf8)
  }

  /// A loopback feed FreshRSS can subscribe to (it wants a Content-Type).
  static func feedServer(items: Int) throws -> LoopbackServer {
    try LoopbackServer { _ in
      CannedResponse(
        status: 200, headers: [("Content-Type", "application/rss+xml")], body: rss(items))
    }
  }

  func json(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  @Test(
    "login, two-way sync of subscriptions, stars and read marks, an expired token, errors, Polish")
  func twoWay() async throws {
    let server = try await FreshRSSServer()
    defer { server.stop() }
    let feeds = try Self.feedServer(items: 3)
    defer { feeds.stop() }
    let home = Home()
    let password = FreshRSSServer.password

    // A wrong password is 77 and leaves no credentials behind.
    let wrong = try await NewsBinary.run(
      ["sync", "login", server.base, "--user", "test"], environment: home.variables(),
      stdin: Data("wrong\n".utf8))
    #expect(wrong.exitCode == 77 && wrong.stderr.contains("rejected"), "\(wrong.stderr)")
    #expect(!FileManager.default.fileExists(atPath: home.account.path))
    #expect(try await NewsBinary.run(["sync"], environment: home.variables()).exitCode == 78)

    // The password from stdin; the account file is 0600 and nothing prints a secret.
    let login = try await NewsBinary.run(
      ["sync", "login", server.base, "--user", "test", "--verbose"],
      environment: home.variables(), stdin: Data("\(password)\n".utf8))
    #expect(login.exitCode == 0, "\(login.stderr)")
    #expect(login.stdout == "Signed in to \(server.base) as test.\n")
    let attributes = try FileManager.default.attributesOfItem(atPath: home.account.path)
    #expect((attributes[.posixPermissions] as? Int) == 0o600)
    let token = try #require(
      String(contentsOf: home.account, encoding: .utf8).split(separator: "\n")
        .first { $0.hasPrefix("token = ") }?.dropFirst(9).dropLast())
    #expect(
      login.stderr.contains("* POST \(server.base)/accounts/ClientLogin"),
      "the trace ran: \(login.stderr)")
    for output in [login.stdout, login.stderr] {
      #expect(!output.contains(password) && !output.contains(token))
    }

    // A subscription made while signed in goes to the server at once; its articles come back.
    let added = try await NewsBinary.run(
      ["feed", "add", feeds.baseURL + "feed.xml"], environment: home.variables())
    #expect(added.exitCode == 0, "\(added.stderr)")
    let first = try await NewsBinary.run(
      ["sync", "--json", "--verbose"], environment: home.variables())
    #expect(first.exitCode == 0, "\(first.stderr)")
    #expect(!first.stderr.contains(password) && !first.stderr.contains(token))
    #expect(first.stderr.contains("> Authorization: ••••"), "\(first.stderr)")
    let summary = try json(first.stdout)
    #expect((summary["pushed"] as? [String: Any])?["subscriptions"] as? Int == 0)
    // feed add kept the three articles: the server's copies are linked to them, not added.
    #expect((summary["pulled"] as? [String: Any])?["articles"] as? Int == 0)
    let list = try await NewsBinary.run(["feed", "list", "--json"], environment: home.variables())
    let listed = try json(list.stdout)["feeds"] as? [[String: Any]] ?? []
    #expect(listed.count == 1 && listed.first?["articles"] as? Int == 3, "\(list.stdout)")

    // Listed is not read: nothing waits. Opened (show, open) is: the read marks wait for the
    // sync, which sends them in one batch.
    // The feed's items differ by a number only: one story by their words, listed one by one.
    let read = try await NewsBinary.run(
      ["read", "--offline", "-n", "2", "--no-stories"], environment: home.variables())
    #expect(read.stdout.contains("Wiadomość"), "\(read.stdout)")
    let listedOnly = try await NewsBinary.run(["sync", "status"], environment: home.variables())
    #expect(listedOnly.stdout.contains("Pending local changes: 0"), "\(listedOnly.stdout)")
    for command in [["show", "1"], ["open", "2"]] {
      let opened = try await NewsBinary.run(
        command, environment: home.variables().merging(["BROWSER": "/bin/true"]) { $1 })
      #expect(opened.exitCode == 0, "\(opened.stderr)")
    }
    let status = try await NewsBinary.run(["sync", "status"], environment: home.variables())
    #expect(status.stdout.contains("Pending local changes: 2"), "\(status.stdout)")
    #expect(!status.stdout.contains(password) && !status.stdout.contains(token))
    let push = try json(
      try await NewsBinary.run(["sync", "--json"], environment: home.variables()).stdout)
    #expect((push["pushed"] as? [String: Any])?["read"] as? Int == 2)
    // Saved here: starred there at once.
    // --verbose and --timeout act on save: it reaches the reader service.
    let saving = try await NewsBinary.run(
      ["save", "1", "--verbose", "--timeout", "5"], environment: home.variables())
    #expect(saving.exitCode == 0, "\(saving.stderr)")
    #expect(
      saving.stderr.contains("* POST \(server.base)/reader/api/0/edit-tag"), "\(saving.stderr)")
    #expect(!saving.stderr.contains(token) && !saving.stderr.contains(password))
    let none = try await NewsBinary.run(["sync", "status"], environment: home.variables())
    #expect(none.stdout.contains("Pending local changes: 0"), "\(none.stdout)")

    // Another device (an empty store) gets the subscription, the star and the read marks.
    let other = try json(
      try await NewsBinary.run(["sync", "--json"], environment: home.variables("b")).stdout)
    let pulled = try #require(other["pulled"] as? [String: Any])
    // A sync pulls what is unread or starred: the unread one and the starred (read) one; the
    // other read one stays on the server.
    #expect(pulled["feeds"] as? Int == 1 && pulled["articles"] as? Int == 2)
    // What a sync pulls is grouped into stories then, not by the next list.
    let pulledStore = try DatabaseQueue(
      path: home.directory.appendingPathComponent("b/news/news.sqlite").path)
    let grouped = try await pulledStore.read {
      try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM story_article")
    }
    #expect(grouped == 2)
    #expect(pulled["starred"] as? Int == 1 && pulled["read"] as? Int == 0)
    let unreadThere = try await NewsBinary.run(
      ["read", "--offline", "--unread"], environment: home.variables("b"))
    #expect(unreadThere.stdout.contains("Showing 1 article"), "\(unreadThere.stdout)")
    let saved = try await NewsBinary.run(["saved"], environment: home.variables("b"))
    #expect(saved.stdout.contains("Wiadomość"), "\(saved.stdout)")
    // Unstarred there: the first device loses the star at its next sync.
    _ = try await NewsBinary.run(["saved"], environment: home.variables("b"))
    #expect(
      try await NewsBinary.run(["unsave", "1"], environment: home.variables("b")).exitCode == 0)
    _ = try await NewsBinary.run(["sync"], environment: home.variables("b"))
    _ = try await NewsBinary.run(["sync"], environment: home.variables())
    let unsaved = try await NewsBinary.run(["saved"], environment: home.variables())
    #expect(!unsaved.stdout.contains("Wiadomość"), "\(unsaved.stdout)")

    // The file keeps the token, never the password; an expired token asks to sign in again.
    let text = try String(contentsOf: home.account, encoding: .utf8)
    #expect(!text.contains(password) && !text.contains("password"))
    try text.replacingOccurrences(of: String(token), with: "test/expired")
      .write(to: home.account, atomically: true, encoding: .utf8)
    let expired = try await NewsBinary.run(["sync", "--lang", "pl"], environment: home.variables())
    #expect(expired.exitCode == 77, "\(expired.stderr)")
    #expect(expired.stderr.contains("Zaloguj się ponownie"), "\(expired.stderr)")
    let afterExpiry = try await NewsBinary.run(["sync", "status"], environment: home.variables())
    #expect(
      afterExpiry.stdout.contains("it failed: the server refused the sign-in"),
      "\(afterExpiry.stdout)")
    #expect(!afterExpiry.stdout.contains("(77)") && !afterExpiry.stdout.contains("(ok)"))
    let again = try await NewsBinary.run(
      ["sync", "login", server.base, "--user", "test"],
      environment: home.variables().merging(["NEWS_SYNC_PASSWORD": password]) { $1 })
    #expect(again.exitCode == 0, "\(again.stderr)")
    #expect(try await NewsBinary.run(["sync"], environment: home.variables()).exitCode == 0)

    // Unreachable: 69.
    server.stop()
    let down = try await NewsBinary.run(
      ["sync", "--timeout", "2"], environment: home.variables("b"))
    #expect(down.exitCode == 69, "\(down.stderr)")
    let logout = try await NewsBinary.run(["sync", "logout"], environment: home.variables())
    #expect(logout.stdout == "Signed out. The stored articles stay.\n")
    #expect(!FileManager.default.fileExists(atPath: home.account.path))
  }

  @Test("Signing in with feeds, articles and marks already here merges them with the server's")
  func mergeOnSignIn() async throws {
    let server = try await FreshRSSServer()
    defer { server.stop() }
    let feeds = try Self.feedServer(items: 3)
    defer { feeds.stop() }
    let home = Home()
    // Before signing in: a subscription with its articles, one saved, the first two read
    // (marked read), the third only listed.
    let add = try await NewsBinary.run(
      ["feed", "add", feeds.baseURL + "merge.xml"], environment: home.variables())
    #expect(add.exitCode == 0, "\(add.stderr)")
    let read = try await NewsBinary.run(
      ["read", "--offline", "-n", "3", "--no-stories"], environment: home.variables())
    #expect(read.exitCode == 0)
    let marked = try await NewsBinary.run(["mark-read", "1", "2"], environment: home.variables())
    #expect(marked.stdout == "Marked 2 articles read.\n", "\(marked.stdout)")
    #expect(try await NewsBinary.run(["save", "1"], environment: home.variables()).exitCode == 0)
    let signIn = home.variables().merging(["NEWS_SYNC_PASSWORD": FreshRSSServer.password]) { $1 }
    #expect(
      try await NewsBinary.run(
        ["sync", "login", server.base, "--user", "test"], environment: signIn
      )
      .exitCode == 0)
    let first = try await NewsBinary.run(["sync", "--json"], environment: home.variables())
    #expect(first.exitCode == 0, "\(first.stderr)")
    let summary = try json(first.stdout)
    // The server took the subscription; its copies of the three articles were linked to ours.
    #expect((summary["pushed"] as? [String: Any])?["subscriptions"] as? Int == 1)
    #expect((summary["pulled"] as? [String: Any])?["articles"] as? Int == 0, "\(first.stdout)")
    let list = try json(
      try await NewsBinary.run(["feed", "list", "--json"], environment: home.variables()).stdout)
    let listed = list["feeds"] as? [[String: Any]] ?? []
    #expect(listed.count == 1 && listed.first?["articles"] as? Int == 3, "\(listed)")
    #expect(
      try await NewsBinary.run(["saved"], environment: home.variables()).stdout.contains(
        "Wiadomość"))
    // Another device sees the star and the two read marks made before signing in.
    let other = try json(
      try await NewsBinary.run(["sync", "--json"], environment: home.variables("b")).stdout)
    let pulled = try #require(other["pulled"] as? [String: Any])
    #expect(pulled["starred"] as? Int == 1, "\(other)")
    let unread = try await NewsBinary.run(
      ["read", "--offline", "--unread", "--json"], environment: home.variables("b"))
    #expect(
      (try json(unread.stdout)["articles"] as? [[String: Any]])?.count == 1, "\(unread.stdout)")
  }

  @Test("While signed in, changes go to the server at once, or wait in the store for the next sync")
  func atOnce() async throws {
    let server = try await FreshRSSServer()
    defer { server.stop() }
    let feeds = try Self.feedServer(items: 2)
    defer { feeds.stop() }
    let home = Home()
    let signIn = home.variables().merging(["NEWS_SYNC_PASSWORD": FreshRSSServer.password]) { $1 }
    #expect(
      try await NewsBinary.run(
        ["sync", "login", server.base, "--user", "test"], environment: signIn
      )
      .exitCode == 0)
    // feed add reaches the server without a sync: another device sees it.
    let add = try await NewsBinary.run(
      ["feed", "add", feeds.baseURL + "one.xml"], environment: home.variables())
    #expect(add.exitCode == 0 && add.stderr.isEmpty, "\(add.stderr)")
    let other = try json(
      try await NewsBinary.run(["sync", "--json"], environment: home.variables("b")).stdout)
    #expect((other["pulled"] as? [String: Any])?["feeds"] as? Int == 1)
    // news read while signed in syncs (the server fetched), then save stars at once.
    let read = try await NewsBinary.run(["read"], environment: home.variables())
    #expect(read.exitCode == 0 && read.stdout.contains("Wiadomość"), "\(read.stderr)")
    #expect(try await NewsBinary.run(["save", "1"], environment: home.variables()).exitCode == 0)
    let starred = try json(
      try await NewsBinary.run(["sync", "--json"], environment: home.variables("b")).stdout)
    #expect((starred["pulled"] as? [String: Any])?["starred"] as? Int == 1)
    // The server down: read shows the store with a notice; a removal waits, never lost.
    server.pause()
    let offline = try await NewsBinary.run(
      ["read", "--timeout", "2"], environment: home.variables())
    #expect(offline.exitCode == 0 && offline.stdout.contains("Wiadomość"))
    #expect(offline.stderr.contains("could not be reached"), "\(offline.stderr)")
    let remove = try await NewsBinary.run(
      ["feed", "remove", "1", "--timeout", "2"], environment: home.variables())
    #expect(remove.exitCode == 0 && remove.stderr.contains("next news sync"), "\(remove.stderr)")
    let pending = try await NewsBinary.run(["sync", "status"], environment: home.variables())
    #expect(pending.stdout.contains("Pending local changes: 1"), "\(pending.stdout)")
    try await server.resume()
    let pushed = try json(
      try await NewsBinary.run(["sync", "--json"], environment: home.variables()).stdout)
    #expect((pushed["pushed"] as? [String: Any])?["subscriptions"] as? Int == 1)
    let again = try json(
      try await NewsBinary.run(["sync", "--json"], environment: home.variables()).stdout)
    #expect((again["pushed"] as? [String: Any])?["subscriptions"] as? Int == 0, "applied once")
    let list = try await NewsBinary.run(["feed", "list"], environment: home.variables("b"))
    _ = try await NewsBinary.run(["sync"], environment: home.variables("b"))
    let after = try await NewsBinary.run(["feed", "list"], environment: home.variables("b"))
    #expect(list.stdout.contains("Kanał testowy") && !after.stdout.contains("Kanał testowy"))
  }
}
