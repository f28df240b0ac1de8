import Foundation
import GRDB
import Localization
import Testing

@testable import NewsKit

/// `news sync` against an in-memory reader service: signing in merges what was here, conflicts
/// resolve as the contract says, and a hostile server is bounded. No PHP needed.
@Suite("Sync: merging and bounds")
struct SyncMergeTests {
  /// A signed-in home with its own store, syncing with `service`.
  struct Home {
    let temporary = TemporaryStore()
    let store: ArticleStore
    let controller: SyncController
    let service: FakeReaderService

    init(_ service: FakeReaderService) throws {
      self.service = service
      store = try temporary.open()
      var environment = NewsEnvironment.live()
      let fake = service.environment()
      environment.send = fake.send
      environment.now = fake.now
      environment.variables = ["XDG_CONFIG_HOME": temporary.directory.path]
      try SyncAccountFile.save(
        SyncAccount(server: FakeReaderService.server, user: "u", token: "u/t"),
        environment: environment.variables)
      let settings = try SettingsResolver.resolve(
        CommandLineOptions(timeout: "5"), environment: environment.variables)
      controller = SyncController(environment: environment, settings: settings)
    }

    func rows() throws -> [Row] {
      try store.database.read { db in
        try Row.fetchAll(
          db,
          sql: """
            SELECT id, link, remote_id, seen_at, read_at, saved_at, feed_id FROM article ORDER BY id
            """)
      }
    }
  }

  static let now = Date(timeIntervalSince1970: 1.7e9)

  /// A local subscription to `url` with articles (title, link) as a refresh would store them.
  static func subscribe(_ store: ArticleStore, _ url: String, articles: [(String, String)]) throws
    -> Int64
  {
    let address = try #require(FeedAddress(url))
    let feed = try FeedStore(store).subscribe(
      [FeedCandidate(address: address, title: "Local", site: nil)], at: now)[0].feed
    _ = try FeedStore(store).addFeedArticles(
      articles.map { (Article(title: $0.0, link: $0.1), nil) }, feed: feed.id, at: now)
    return feed.id
  }

  @Test(
    "Signing in with local feeds and articles merges them: no feed or article twice; local saved and read marks reach the server"
  )
  func merge() async throws {
    let service = FakeReaderService()
    service.feeds = [("feed/1", "http://feeds.example/a.xml", "Server title")]
    service.items = [
      .init(id: "11", feed: "feed/1", title: "One", link: "http://site.example/1"),
      .init(id: "12", feed: "feed/1", title: "Two", link: "http://site.example/2"),
      .init(id: "13", feed: "feed/1", title: "Three", link: "http://site.example/3"),
    ]
    service.unread = ["11", "12", "13"]
    let home = try Home(service)
    defer { home.temporary.remove() }
    let feed = try Self.subscribe(
      home.store, "http://feeds.example/a.xml",
      articles: [("One", "http://site.example/1"), ("Two", "http://site.example/2")])
    let local = try home.rows()
    let first = try #require(local.first?["id"] as Int64?)
    let second = try #require(local.last?["id"] as Int64?)
    try home.store.setSaved(first, at: Self.now)
    try await home.store.database.write { db in
      try db.execute(
        sql: "UPDATE article SET seen_at = ?, read_at = ? WHERE id = ?",
        arguments: [1.7e9, 1.7e9, second])
    }

    let summary = try await home.controller.sync(store: home.store)

    #expect(try FeedStore(home.store).feeds().count == 1)
    let rows = try home.rows()
    #expect(rows.count == 3)
    #expect(Set(rows.compactMap { $0["link"] as String? }).count == 3)
    #expect(rows.allSatisfy { ($0["feed_id"] as Int64?) == feed })
    // Only the third is new; the first two were linked, not stored again.
    #expect(summary.pulledArticles == 1 && summary.pulledFeeds == 0)
    #expect(summary.problems.isEmpty)
    // Saved here → starred there; read here → read there; and still so here.
    #expect(service.locked { service.starred } == ["11"])
    #expect(service.locked { service.unread } == ["11", "13"])
    #expect(summary.pushedStarred == 1 && summary.pushedRead == 1)
    #expect(try home.store.saved().map(\.id) == [first])
    // A second sync changes nothing and counts nothing as pulled.
    let again = try await home.controller.sync(store: home.store)
    #expect(again.pulledArticles == 0 && again.pulledStarred == 0 && again.pulledRead == 0)
    #expect(try home.rows().count == 3)
  }

  @Test(
    "An article saved here before signing in, read and unstarred there, is found and starred; nothing else is stored"
  )
  func savedBeforeLogin() async throws {
    let service = FakeReaderService()
    service.feeds = [("feed/1", "http://feeds.example/a.xml", "A")]
    service.items = [
      .init(id: "31", feed: "feed/1", title: "Saved here", link: "http://site.example/31"),
      .init(id: "32", feed: "feed/1", title: "Read there", link: "http://site.example/32"),
    ]
    let home = try Home(service)
    defer { home.temporary.remove() }
    _ = try Self.subscribe(
      home.store, "http://feeds.example/a.xml", articles: [("Saved here", "http://site.example/31")]
    )
    try home.store.setSaved(try #require(try home.rows().first?["id"] as Int64?), at: Self.now)
    let summary = try await home.controller.sync(store: home.store)
    #expect(service.locked { service.starred } == ["31"])
    #expect(summary.pushedStarred == 1)
    #expect(try home.rows().count == 1)
    #expect(try home.store.saved().count == 1)
  }

  @Test("Conflicts: marks made here since the last sync win; otherwise the server's state does")
  func conflicts() async throws {
    let service = FakeReaderService()
    service.feeds = [("feed/1", "http://feeds.example/a.xml", "A")]
    service.items = [
      .init(id: "21", feed: "feed/1", title: "Starred there", link: "http://site.example/21"),
      .init(id: "22", feed: "feed/1", title: "Read there", link: "http://site.example/22"),
    ]
    service.unread = ["21", "22"]
    service.starred = ["21"]
    let home = try Home(service)
    defer { home.temporary.remove() }
    _ = try await home.controller.sync(store: home.store)
    let saved = try home.store.saved()
    #expect(saved.map(\.article.title) == ["Starred there"])
    // Here: unsave the starred one. There: read the other one.
    try home.store.setSaved(try #require(saved.first?.id), at: nil)
    service.locked { _ = service.unread.remove("22") }
    let summary = try await home.controller.sync(store: home.store)
    #expect(service.locked { service.starred }.isEmpty)
    #expect(summary.pushedStarred == 1)
    #expect(summary.pulledRead == 1)
    let read = try home.rows().filter { ($0["remote_id"] as String?) == "22" }
    #expect(read.first.map { ($0["seen_at"] as Double?) != nil } == true)
    #expect(read.first.map { ($0["read_at"] as Double?) != nil } == true)
  }

  @Test(
    "A continuation that repeats or never ends is bounded: what was fetched is kept, the bound said (65)",
    arguments: [FakeReaderService.Paging.repeating, .growing])
  func runawayContinuation(paging: FakeReaderService.Paging) async throws {
    let service = FakeReaderService()
    service.feeds = [("feed/1", "http://feeds.example/a.xml", "A")]
    service.items = (1...3).map {
      .init(id: "\($0)", feed: "feed/1", title: "T\($0)", link: "http://site.example/\($0)")
    }
    service.unread = ["1", "2", "3"]
    service.paging = paging
    let home = try Home(service)
    defer { home.temporary.remove() }
    let summary = try await home.controller.sync(
      store: home.store, bounds: SyncBounds(pagesPerList: 7, idsPerList: 1_000, seconds: 600))
    let problem = try #require(summary.problems.first)
    if paging == .repeating {
      #expect(problem == .syncLimit(server: "127.0.0.1:9", .repeatedContinuation, kept: 3))
    } else {
      #expect(problem == .syncLimit(server: "127.0.0.1:9", .pages(7), kept: 3))
    }
    #expect(problem.exitCode == 65)
    #expect(try home.rows().count == 3)
    let idRequests = service.locked { service.requests }.filter {
      $0.url.path.hasSuffix("items/ids")
    }
    // Two lists, each stopped at its bound.
    #expect(idRequests.count <= 14)
    let text = ErrorView.render(problem, strings: .english)
    #expect(text.contains("127.0.0.1:9") && text.contains("kept 3 articles"))
  }

  @Test("Item ids past the bound are not read: the list is cut and the rest kept as it was")
  func tooManyIDs() async throws {
    let service = FakeReaderService()
    service.feeds = [("feed/1", "http://feeds.example/a.xml", "A")]
    service.items = (1...50).map {
      .init(id: "\($0)", feed: "feed/1", title: "T\($0)", link: "http://site.example/\($0)")
    }
    service.unread = Set((1...50).map(String.init))
    service.paging = .growing
    let home = try Home(service)
    defer { home.temporary.remove() }
    let summary = try await home.controller.sync(
      store: home.store, bounds: SyncBounds(pagesPerList: 100, idsPerList: 20, seconds: 600))
    #expect(summary.problems.first == .syncLimit(server: "127.0.0.1:9", .items(20), kept: 20))
    #expect(try home.rows().count == 20)
  }

  @Test("The whole sync is bounded in time, on the injected clock")
  func timeBound() async throws {
    let service = FakeReaderService()
    service.feeds = [("feed/1", "http://feeds.example/a.xml", "A")]
    service.items = [.init(id: "1", feed: "feed/1", title: "T", link: "http://site.example/1")]
    service.unread = ["1"]
    service.paging = .growing
    let home = try Home(service)
    defer { home.temporary.remove() }
    // Every reading of the clock is a minute later.
    let ticks = Ticks()
    var environment = home.controller.environment
    environment.now = { Date(timeIntervalSince1970: 1.7e9 + 60 * Double(ticks.next())) }
    let controller = SyncController(environment: environment, settings: home.controller.settings)
    let summary = try await controller.sync(
      store: home.store, bounds: SyncBounds(pagesPerList: 1_000, idsPerList: 1_000, seconds: 600))
    #expect(
      summary.problems.contains {
        if case .syncLimit(_, .time(600), _) = $0 { true } else { false }
      })
  }

  @Test(
    "Items with full text: a batch too large for the body bound is halved until it fits; every item arrives"
  )
  func shrinkingBatches() async throws {
    let service = FakeReaderService()
    service.feeds = [("feed/1", "http://feeds.example/a.xml", "A")]
    service.items = (1...300).map {
      .init(
        id: "\($0)", feed: "feed/1", title: "T\($0)", link: "http://site.example/\($0)",
        content: String(repeating: "word ", count: 100))
    }
    service.unread = Set((1...300).map(String.init))
    service.largestBatch = 100
    let home = try Home(service)
    defer { home.temporary.remove() }
    let summary = try await home.controller.sync(store: home.store)
    #expect(summary.problems.isEmpty)
    #expect(summary.pulledArticles == 300)
    let batches = service.locked { service.requests }
      .filter { $0.url.path.hasSuffix("items/contents") }
      .map { FakeReaderService.fields(String(decoding: $0.body ?? Data(), as: UTF8.self)) }
      .map { $0.filter { $0.0 == "i" }.count }
    // 250 and 125 are refused; 62 fits and stays the size for the rest.
    #expect(batches.prefix(3) == [250, 125, 62])
    #expect(batches.dropFirst(2).allSatisfy { $0 <= 62 })
  }

  @Test("A single item too large is left out and said; the others are stored")
  func singleItemTooLarge() async throws {
    let service = FakeReaderService()
    service.feeds = [("feed/1", "http://feeds.example/a.xml", "A")]
    service.items = [.init(id: "1", feed: "feed/1", title: "T", link: "http://site.example/1")]
    service.unread = ["1"]
    service.largestBatch = 0
    let home = try Home(service)
    defer { home.temporary.remove() }
    let summary = try await home.controller.sync(store: home.store)
    let problem = try #require(summary.problems.first)
    #expect(problem == .syncLimit(server: "127.0.0.1:9", .articleTooLarge(megabytes: 8), kept: 0))
    let said = ErrorView.text(problem, strings: Language.en.strings).what
    #expect(said.hasPrefix("An article from the reader service"))
    // Any other answer too large (a sign-in of 500 MB) is an answer, not an article.
    let answer = ErrorView.text(
      .syncLimit(server: "127.0.0.1:9", .answerTooLarge(megabytes: 8), kept: 0),
      strings: Language.en.strings
    ).what
    #expect(answer.contains("sent an answer larger than news reads") && !answer.contains("rticle"))
    let polish = ErrorView.text(
      .syncLimit(server: "127.0.0.1:9", .answerTooLarge(megabytes: 8), kept: 0),
      strings: Language.pl.strings
    ).what
    #expect(polish.contains("odpowiedź większą") && !polish.contains("rtykuł"))
  }

  @Test(
    "A subscription the server refuses is said with its reason, once, without stopping the sync; it is not offered again"
  )
  func refusedSubscription() async throws {
    let service = FakeReaderService()
    service.refuse = "Feed not found"
    service.feeds = [("feed/1", "http://feeds.example/a.xml", "A")]
    service.items = [
      .init(id: "5", feed: "feed/1", title: "Still here", link: "http://s.example/5")
    ]
    service.unread = ["5"]
    let home = try Home(service)
    defer { home.temporary.remove() }
    _ = try Self.subscribe(home.store, "http://feeds.example/broken.xml", articles: [])
    let summary = try await home.controller.sync(store: home.store)
    #expect(
      summary.refused == [
        .subscriptionRefused(
          url: "http://feeds.example/broken.xml", server: "127.0.0.1:9", reason: "Feed not found")
      ])
    // The refusal stopped nothing: the rest was pulled, and nothing counts as a problem.
    #expect(summary.problems.isEmpty && summary.pulledArticles == 1)
    let second = try await home.controller.sync(store: home.store)
    #expect(second.problems.isEmpty && second.refused.isEmpty)
    let edits = service.locked { service.requests }.filter {
      $0.url.path.hasSuffix("subscription/edit")
    }
    #expect(edits.count == 1)
    // The local subscription stays (it is the user's) beside the server's, and is not
    // "pending" any more.
    #expect(
      try FeedStore(home.store).feeds().map(\.url).contains("http://feeds.example/broken.xml"))
    #expect(try FeedStore(home.store).feeds().count == 2)
    #expect(try home.controller.status(store: home.store).pending == 0)
  }

  @Test(
    "Items with neither title nor link are dropped; javascript: and file: links are stored as none")
  func hostileItems() async throws {
    let service = FakeReaderService()
    service.feeds = [("feed/1", "http://feeds.example/a.xml", "A")]
    service.items = [
      .init(id: "1", feed: "feed/1", title: nil, link: nil),
      .init(id: "2", feed: "feed/1", title: "Script", link: "javascript:alert(1)"),
      .init(id: "3", feed: "feed/1", title: "File", link: "file:///etc/passwd"),
      .init(id: "4", feed: "feed/1", title: nil, link: "JavaScript:alert(2)"),
      .init(id: "5", feed: "feed/1", title: "Web", link: "https://site.example/5"),
    ]
    service.unread = ["1", "2", "3", "4", "5"]
    let home = try Home(service)
    defer { home.temporary.remove() }
    let summary = try await home.controller.sync(store: home.store)
    #expect(summary.pulledArticles == 3)
    let links = try home.rows().map { $0["link"] as String? }
    #expect(links == [nil, nil, "https://site.example/5"])
  }

  /// Counts up, for a clock that moves a step at each reading.
  final class Ticks: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func next() -> Int {
      lock.withLock {
        value += 1
        return value
      }
    }
  }
}
