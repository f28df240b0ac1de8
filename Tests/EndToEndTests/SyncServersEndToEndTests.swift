import Foundation
import TestSupport
import Testing

/// The sync scenarios, each against the three real servers of `../shared` (FreshRSS, Miniflux
/// 2.2.6, tt-rss): what a user of each does, and what each server then holds. `.ci/run` starts
/// the kits; a kit that is not up fails these in CI.
@Suite(
  "news sync against FreshRSS, Miniflux and tt-rss",
  .enabled(
    if: ReaderKits.available,
    "the sync kits are not up: start ../shared/miniflux/kit.sh and ../shared/ttrss/kit.sh"))
struct SyncServersEndToEndTests {
  /// One `news` on one computer: its own store, the config folder shared by the devices of a
  /// scenario only when they sign in as one.
  final class Device: @unchecked Sendable {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("news-servers-\(UUID().uuidString)")
    var variables: [String: String] {
      [
        "XDG_DATA_HOME": directory.appendingPathComponent("data").path,
        "XDG_CONFIG_HOME": directory.appendingPathComponent("config").path,
        "BROWSER": "/bin/true",
      ]
    }
    deinit { try? FileManager.default.removeItem(at: directory) }

    func run(_ arguments: [String], password: String? = nil) async throws -> NewsBinary.Result {
      try await NewsBinary.run(
        arguments, environment: variables, stdin: password.map { Data(($0 + "\n").utf8) })
    }

    /// A command's JSON document.
    func json(_ arguments: [String]) async throws -> [String: Any] {
      let result = try await run(arguments + ["--json"])
      #expect(result.exitCode == 0, "\(arguments): \(result.stderr)")
      return try #require(
        try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    /// `sync --json`'s numbers: pulled and pushed.
    func sync() async throws -> (pulled: [String: Int], pushed: [String: Int]) {
      let summary = try await json(["sync"])
      return (
        try #require(summary["pulled"] as? [String: Int]),
        try #require(summary["pushed"] as? [String: Int])
      )
    }

    /// The stored articles of the feeds (`read --offline`), by title: read and seen marks.
    func articles() async throws -> [(title: String, read: Bool, link: String)] {
      let list = try await json(["read", "--offline", "-n", "100"])
      return try #require(list["articles"] as? [[String: Any]]).map {
        ($0["title"] as? String ?? "", $0["read"] as? Bool ?? false, $0["link"] as? String ?? "")
      }
    }

    /// Subscribes here to a new feed of `count` articles titled `<name> 1…` that the kit
    /// serves, and (unless told not to) has the server fetch its feeds.
    func subscribe(_ kit: any ReaderKit, _ name: String, count: Int, refresh: Bool = true)
      async throws
    {
      let address = try kit.publish(
        name, SyncServersEndToEndTests.rss(name, count: count, prefix: name))
      let add = try await run(["feed", "add", address])
      #expect(add.exitCode == 0, "\(kit.name): \(add.stderr)")
      if refresh { try await kit.refresh() }
    }

    /// Signs in as the kit's user; with `sayingKind`, naming the API (`--kind`) instead of
    /// leaving `news` to find it out.
    func signIn(_ kit: any ReaderKit, sayingKind: Bool = false) async throws {
      let kind = sayingKind ? ["--kind", kit.name == "tt-rss" ? "ttrss" : "greader"] : []
      let login = try await run(
        ["sync", "login", kit.server, "--user", kit.user] + kind, password: kit.password)
      #expect(login.exitCode == 0, "\(kit.name) login: \(login.stderr)")
    }
  }

  /// A feed of `count` articles titled `<prefix> 1…`, with links without a port (tt-rss drops
  /// ports from links).
  static func rss(_ name: String, count: Int, prefix: String) -> Data {
    // Each feed's items have words of their own: two feeds' first items are two events.
    let offset = name.utf8.reduce(0) { ($0 &* 31 &+ Int($1)) % 1_000_003 } * 100
    let items = (1...count).map {
      "<item><title>\(prefix) \($0)</title><link>http://news.example/\(name)/\($0)</link>"
        + "<guid isPermaLink=\"false\">\(name)-\($0)</guid>"
        + "<pubDate>Mon, 24 Nov 2025 10:\(String(format: "%02d", $0)):00 +0000</pubDate>"
        + "<description>Summary \($0): \(DistinctWords.words(offset + $0))</description></item>"
    }.joined()
    return Data(
      ("<?xml version=\"1.0\" encoding=\"UTF-8\"?><rss version=\"2.0\"><channel>"
        + "<title>Kanał \(name)</title><link>http://news.example/\(name)/</link>"
        + "\(items)</channel></rss>").utf8)
  }

  /// A feed name no other scenario uses.
  static func feedName() -> String { "f" + UUID().uuidString.prefix(8).lowercased() }

  /// Runs a scenario against a kit, from nothing, when no other scenario is using that kit:
  /// one server's scenarios take turns, the three servers' run side by side.
  func scenario(_ name: String, _ body: (any ReaderKit) async throws -> Void) async throws {
    await KitTurns.shared.take(name)
    do {
      let kit = try ReaderKits.kit(name)
      try await kit.begin()
      defer { kit.end() }
      try await body(kit)
      await KitTurns.shared.give(name)
    } catch {
      await KitTurns.shared.give(name)
      throw error
    }
  }

  @Test(
    "Login, first sync: the server's feed and every article arrive once; listing is not reading",
    arguments: ReaderKits.names)
  func firstSync(server: String) async throws {
    try await scenario(server) { kit in
      let name = Self.feedName()
      let device = Device()
      try await device.signIn(kit)
      // Subscribed from news: the server takes it and fetches it.
      let address = try kit.publish(name, Self.rss(name, count: 18, prefix: "\(name) item"))
      let add = try await device.run(["feed", "add", address])
      #expect(add.exitCode == 0 && add.stderr.isEmpty, "\(kit.name): \(add.stderr)")
      try await kit.refresh()
      // Another device signs in and syncs: all 18 (Miniflux 2.2.6 with short ids gave 12).
      let other = Device()
      try await other.signIn(kit, sayingKind: true)
      let (pulled, _) = try await other.sync()
      #expect(pulled["feeds"] == 1 && pulled["articles"] == 18, "\(kit.name): \(pulled)")
      // Listing is not reading: nothing goes up as read.
      _ = try await other.run(["read", "--offline", "-n", "18"])
      let (_, pushed) = try await other.sync()
      #expect(pushed["read"] == 0, "\(kit.name)")
      // The first device has each article once: its own copies linked to the server's.
      _ = try await device.sync()
      let articles = try await device.articles()
      #expect(articles.count == 18, "\(kit.name): \(articles.map(\.title))")
      #expect(Set(articles.map(\.link)).count == 18)
      // A refresh signed in leaves the server's feed to the server: still one copy.
      let refresh = try await device.run(["feed", "refresh"])
      #expect(refresh.exitCode == 0, "\(kit.name): \(refresh.stderr)")
      #expect(try await device.articles().count == 18)
    }
  }

  @Test(
    "Read and star both ways: opened here is read there, read there is read here",
    arguments: ReaderKits.names)
  func marksBothWays(server: String) async throws {
    try await scenario(server) { kit in
      let name = Self.feedName()
      let here = Device()
      let there = Device()
      try await here.signIn(kit)
      try await here.subscribe(kit, name, count: 4)
      try await there.signIn(kit)
      _ = try await here.sync()
      _ = try await there.sync()
      // Here: open one (show), mark one read, save one (star, at once).
      _ = try await here.run(["read", "--offline", "-n", "4"])
      let titles = try await here.articles().map(\.title)
      #expect(try await here.run(["show", "1"]).exitCode == 0)
      #expect(try await here.run(["mark-read", "2"]).exitCode == 0)
      #expect(try await here.run(["save", "3"]).exitCode == 0)
      _ = try await here.sync()
      // There: the two read, the one starred.
      let (pulled, _) = try await there.sync()
      #expect(pulled["read"] == 2 && pulled["starred"] == 1, "\(kit.name): \(pulled)")
      let readThere = try await there.articles().filter(\.read).map(\.title)
      #expect(Set(readThere) == Set(titles[0...1]), "\(kit.name)")
      let saved = try await there.json(["saved"])
      #expect((saved["articles"] as? [[String: Any]])?.first?["title"] as? String == titles[2])
      // There: read the fourth and unstar the third; here gets both.
      _ = try await there.run(["saved"])
      #expect(try await there.run(["unsave", "1"]).exitCode == 0)
      let list = try await there.json(["read", "--offline", "-n", "4"])
      let position = try #require(
        (list["articles"] as? [[String: Any]])?.firstIndex { $0["title"] as? String == titles[3] })
      #expect(try await there.run(["show", String(position + 1)]).exitCode == 0)
      _ = try await there.sync()
      let (back, _) = try await here.sync()
      #expect(back["read"] == 1, "\(kit.name): \(back)")
      let readHere = try await here.articles().filter(\.read).map(\.title)
      #expect(Set(readHere) == Set([titles[0], titles[1], titles[3]]), "\(kit.name)")
      let savedHere = try await here.json(["saved"])
      #expect((savedHere["articles"] as? [[String: Any]])?.isEmpty == true, "\(kit.name)")
    }
  }

  @Test("Subscribe and unsubscribe from both sides", arguments: ReaderKits.names)
  func subscriptionsBothWays(server: String) async throws {
    try await scenario(server) { kit in
      let first = Self.feedName()
      let second = Self.feedName()
      let here = Device()
      let there = Device()
      try await here.signIn(kit)
      try await there.signIn(kit)
      try await here.subscribe(kit, first, count: 2, refresh: false)
      try await there.subscribe(kit, second, count: 2)
      _ = try await here.sync()
      _ = try await there.sync()
      for device in [here, there] {
        let feeds = try await device.json(["feed", "list"])["feeds"] as? [[String: Any]] ?? []
        #expect(feeds.count == 2, "\(kit.name): \(feeds)")
      }
      // Each removes the feed the other added.
      #expect(try await here.run(["feed", "remove", "Kanał \(second)"]).exitCode == 0)
      #expect(try await there.run(["feed", "remove", "Kanał \(first)"]).exitCode == 0)
      _ = try await here.sync()
      _ = try await there.sync()
      for device in [here, there] {
        let feeds = try await device.json(["feed", "list"])["feeds"] as? [[String: Any]] ?? []
        #expect(feeds.isEmpty, "\(kit.name): \(feeds)")
      }
    }
  }

  /// A feed's first tag is its folder on the server: tagged here before the first sync, it
  /// arrives on the other device in that folder, as its first tag. tt-rss's API cannot make a
  /// category, so there it stays untagged (docs/sync.md).
  @Test(
    "A first tag goes to the server as the folder and comes back as the first tag",
    arguments: ReaderKits.names)
  func tagAsFolder(server: String) async throws {
    try await scenario(server) { kit in
      let name = Self.feedName()
      let (here, there) = (Device(), Device())
      // Subscribed and tagged before signing in: the first sync subscribes on the server, in
      // the folder named by the first tag.
      let address = try kit.publish(name, Self.rss(name, count: 1, prefix: name))
      let add = try await here.run(["feed", "add", address])
      #expect(add.exitCode == 0, "\(kit.name): \(add.stderr)")
      #expect(try await here.run(["feed", "tag", "Kanał \(name)", "Tech", "later"]).exitCode == 0)
      try await here.signIn(kit)
      _ = try await here.sync()
      try await kit.refresh()
      try await there.signIn(kit)
      _ = try await there.sync()
      let feeds = try await there.json(["feed", "list"])["feeds"] as? [[String: Any]] ?? []
      let feed = try #require(feeds.first, "\(kit.name): \(feeds)")
      let expected = kit.name == "tt-rss" ? [] : ["Tech"]
      #expect(feed["tags"] as? [String] == expected, "\(kit.name): \(feed)")
      // Pulls here keep the tags made here, also where the server has no folder (tt-rss).
      _ = try await here.sync()
      let mine = try await here.json(["feed", "list"])["feeds"] as? [[String: Any]] ?? []
      #expect(mine.first?["tags"] as? [String] == ["Tech", "later"], "\(kit.name): \(mine)")
    }
  }

  @Test(
    "A feed here before login that the server has is matched, not subscribed again; one it refuses is said once, exit 0",
    arguments: ReaderKits.names)
  func feedBeforeLogin(server: String) async throws {
    try await scenario(server) { kit in
      let name = Self.feedName()
      let address = try kit.publish(name, Self.rss(name, count: 3, prefix: name))
      let there = Device()
      try await there.signIn(kit)
      _ = try await there.run(["feed", "add", address])
      try await kit.refresh()
      // Here, before login: the same feed with the scheme in capitals, and a feed the server
      // cannot fetch (gone by the time it tries).
      let here = Device()
      let shouted = address.replacingOccurrences(of: "http://", with: "HTTP://")
      #expect(try await here.run(["feed", "add", shouted]).exitCode == 0)
      let gone = try kit.publish(name + "-gone", Self.rss(name + "x", count: 1, prefix: "x"))
      #expect(try await here.run(["feed", "add", gone]).exitCode == 0)
      try await kit.unpublish(name + "-gone")
      _ = try await here.run(["read", "--offline", "-n", "10"])
      try await here.signIn(kit)
      // The refusal is said, with the server's reason, and the rest of the sync goes on.
      let first = try await here.run(["sync"])
      #expect(first.exitCode == 0, "\(kit.name): \(first.stderr)")
      #expect(
        first.stderr.contains("refused to subscribe to \(gone)"), "\(kit.name): \(first.stderr)")
      let second = try await here.run(["sync"])
      #expect(second.exitCode == 0 && second.stderr.isEmpty, "\(kit.name): \(second.stderr)")
      let status = try await here.run(["sync", "status"])
      #expect(status.stdout.contains("it worked"), "\(kit.name): \(status.stdout)")
      // One subscription to the feed, on both sides; its articles once.
      let feeds = try await here.json(["feed", "list"])["feeds"] as? [[String: Any]] ?? []
      #expect(feeds.filter { ($0["title"] as? String) == "Kanał \(name)" }.count == 1)
      let titles = try await here.articles().map(\.title).filter { $0.hasPrefix(name) }
      #expect(titles.count == 3, "\(kit.name): \(titles)")
    }
  }

  @Test(
    "An article deleted on the server: a new device never gets it; one that saved it keeps it saved",
    arguments: ReaderKits.names)
  func deletedOnServer(server: String) async throws {
    try await scenario(server) { kit in
      let name = Self.feedName()
      let device = Device()
      try await device.signIn(kit)
      try await device.subscribe(kit, name, count: 3)
      let fresh = Device()
      try await fresh.signIn(kit)
      _ = try await fresh.sync()
      let list = try await fresh.articles()
      let position = try #require(list.firstIndex { $0.title == "\(name) 2" })
      #expect(try await fresh.run(["save", String(position + 1)]).exitCode == 0)
      try await kit.deleteArticle(titled: "\(name) 2")
      // A device that never had it does not get it; one that had it keeps its copy as read
      // nowhere else, and its sync does not fail.
      let later = Device()
      try await later.signIn(kit)
      _ = try await later.sync()
      let titles = try await later.articles().map(\.title)
      #expect(!titles.contains("\(name) 2") && titles.count == 2, "\(kit.name): \(titles)")
      let again = try await fresh.run(["sync"])
      #expect(again.exitCode == 0, "\(kit.name): \(again.stderr)")
      // A deletion is not an unstar: the saved article stays saved, here, sync after sync.
      _ = try await fresh.run(["sync"])
      let saved = try await fresh.json(["saved"])["articles"] as? [[String: Any]] ?? []
      #expect(saved.map { $0["title"] as? String } == ["\(name) 2"], "\(kit.name): \(saved)")
    }
  }

  @Test(
    "A changed password: the next sync asks to sign in again (77); signing in again works",
    arguments: ReaderKits.names)
  func changedPassword(server: String) async throws {
    try await scenario(server) { kit in
      let device = Device()
      try await device.signIn(kit)
      #expect(try await device.run(["sync"]).exitCode == 0)
      try await kit.setPassword("a-new-pass")
      let refused = try await device.run(["sync"])
      #expect(refused.exitCode == 77, "\(kit.name): \(refused.stderr)")
      #expect(refused.stderr.contains("sign in again") || refused.stderr.contains("Sign in again"))
      let wrong = try await device.run(
        ["sync", "login", kit.server, "--user", kit.user], password: kit.password)
      #expect(wrong.exitCode == 77, "\(kit.name): \(wrong.stderr)")
      let right = try await device.run(
        ["sync", "login", kit.server, "--user", kit.user], password: "a-new-pass")
      #expect(right.exitCode == 0, "\(kit.name): \(right.stderr)")
      #expect(try await device.run(["sync"]).exitCode == 0)
    }
  }

  @Test(
    "Marks made offline wait in the store and go at the next sync, once",
    arguments: ReaderKits.names)
  func offlineMarks(server: String) async throws {
    try await scenario(server) { kit in
      let name = Self.feedName()
      let device = Device()
      try await device.signIn(kit)
      try await device.subscribe(kit, name, count: 3)
      _ = try await device.sync()
      // The server unreachable: a wrong port in the account, as a network down would be.
      let account = device.directory.appendingPathComponent("config/news/sync.toml")
      let saved = try String(contentsOf: account, encoding: .utf8)
      let port = try #require(URL(string: kit.server)?.port)
      try saved.replacingOccurrences(of: ":\(port)", with: ":9")
        .write(to: account, atomically: true, encoding: .utf8)
      _ = try await device.run(["read", "--offline", "-n", "3"])
      let opened = try #require(try await device.articles().first?.title)
      _ = try await device.run(["read", "--offline", "-n", "3"])
      _ = try await device.run(["show", "1"])
      let save = try await device.run(["save", "2", "--timeout", "2"])
      #expect(save.exitCode == 0 && save.stderr.contains("next news sync"), "\(save.stderr)")
      let down = try await device.run(["sync", "--timeout", "2"])
      #expect(down.exitCode == 69, "\(kit.name): \(down.stderr)")
      let pending = try await device.run(["sync", "status"])
      #expect(pending.stdout.contains("Pending local changes: 2"), "\(kit.name): \(pending.stdout)")
      #expect(pending.stdout.contains("the server could not be reached"), "\(pending.stdout)")
      try saved.write(to: account, atomically: true, encoding: .utf8)
      let (_, pushed) = try await device.sync()
      #expect(pushed["read"] == 1 && pushed["starred"] == 1, "\(kit.name): \(pushed)")
      let (_, again) = try await device.sync()
      #expect(again["read"] == 0 && again["starred"] == 0)
      let other = Device()
      try await other.signIn(kit)
      let (pulled, _) = try await other.sync()
      #expect(pulled["starred"] == 1 && pulled["read"] == 0, "\(kit.name): \(pulled)")
      // A new device takes what is unread or starred there: the opened one is neither.
      let titles = try await other.articles().map(\.title)
      #expect(titles.count == 2 && !titles.contains(opened), "\(kit.name): \(titles)")
    }
  }

  @Test("Two devices taking turns agree on every mark", arguments: ReaderKits.names)
  func twoDevices(server: String) async throws {
    try await scenario(server) { kit in
      let name = Self.feedName()
      let a = Device()
      let b = Device()
      try await a.signIn(kit)
      try await b.signIn(kit)
      try await a.subscribe(kit, name, count: 6)
      for turn in 1...3 {
        let (device, other) = turn % 2 == 1 ? (a, b) : (b, a)
        _ = try await device.sync()
        _ = try await device.run(["read", "--offline", "-n", "6"])
        let list = try await device.articles()
        let unread = try #require(list.firstIndex { !$0.read })
        #expect(try await device.run(["show", String(unread + 1)]).exitCode == 0)
        _ = try await device.sync()
        _ = try await other.sync()
        // What is unread is the same on both, one fewer each turn (an article read before a
        // device first synced never reaches it: a sync takes what is unread or starred).
        let mine = try await device.articles().filter { !$0.read }.map(\.title).sorted()
        let theirs = try await other.articles().filter { !$0.read }.map(\.title).sorted()
        #expect(
          mine.count == 6 - turn && mine == theirs, "\(kit.name) turn \(turn): \(mine) \(theirs)")
      }
    }
  }

  @Test("Messages name the server: Miniflux at FreshRSS's address, tt-rss without API access")
  func messagesNameTheServer() async throws {
    try await scenario("Miniflux") { kit in
      let device = Device()
      for language in ["en", "pl"] {
        let wrong = try await device.run(
          [
            "sync", "login", kit.server + "/api/greader.php", "--user", kit.user, "--lang",
            language,
          ],
          password: kit.password)
        #expect(wrong.exitCode == 65, "\(wrong.stderr)")
        #expect(wrong.stderr.contains("https://host,"), "\(language): \(wrong.stderr)")
        #expect(!wrong.stderr.contains("FreshRSS") && !wrong.stderr.contains("tt-rss"))
      }
      // Miniflux's default category is no folder.
      try await device.signIn(kit)
      let name = Self.feedName()
      try await device.subscribe(kit, name, count: 1, refresh: false)
      _ = try await device.sync()
      let feeds = try await device.json(["feed", "list"])["feeds"] as? [[String: Any]] ?? []
      #expect(feeds.count == 1 && feeds.first?["folder"] is NSNull, "\(feeds)")
      #expect(feeds.first?["tags"] as? [String] == [], "\(feeds)")
    }
    try await scenario("tt-rss") { kit in
      let ttrss = try #require(kit as? TTRSSKit)
      try await ttrss.setAPIAccess(false)
      let device = Device()
      for (language, words) in [("en", "Enable API"), ("pl", "Enable API")] {
        let refused = try await device.run(
          ["sync", "login", ttrss.server, "--user", ttrss.user, "--lang", language],
          password: ttrss.password)
        #expect(refused.exitCode == 77, "\(refused.stderr)")
        #expect(
          refused.stderr.contains(words) && refused.stderr.contains("tt-rss"),
          "\(refused.stderr)")
        #expect(!refused.stderr.contains("greader.php"))
      }
      try await ttrss.setAPIAccess(true)
    }
  }
}
