import Foundation
import GRDB
import TestSupport
import Testing

@testable import NewsKit

/// Articles found by their keys in two tables, recent and settled (`ArticleKeyTiers`): what
/// the triggers keep, when the recent keys move, and a store of the unique index's layout
/// brought to them.
@Suite("Article keys in a recent and a settled table")
struct ArticleKeyTiersTests {
  let now = Date(timeIntervalSince1970: 1_700_000_000)

  /// How many keys each table holds, recent first.
  static func counts(_ store: ArticleStore) throws -> [Int] {
    try store.database.read { db in
      try ["key_recent", "key_settled"].map {
        try Int.fetchOne(db, sql: "SELECT count(*) FROM \($0)") ?? -1
      }
    }
  }

  /// `count` articles with keys of their own (`<prefix>:<n>`), written by SQL, waiting for no
  /// story.
  static func fill(_ store: ArticleStore, _ count: Int, prefix: String = "fill") throws {
    try store.database.write { db in
      try db.execute(
        sql: """
          WITH RECURSIVE n(value) AS (SELECT 1 UNION ALL SELECT value + 1 FROM n WHERE value < ?)
          INSERT INTO article (key, title, published_has_time, first_fetched_at, last_fetched_at)
          SELECT news_key(? || ':' || value), 'Fill ' || value, 0, 0, 0 FROM n;
          DELETE FROM story_pending;
          """, arguments: [count, prefix])
    }
  }

  @Test("A new article's key is recent, found there and, once settled, in the settled table")
  func foundInEither() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let store = try temporary.open()
    let subject = StoreSubject(.search("tiers"), language: "en")
    let one = [article("One", link: "https://e/1")]
    func ids() throws -> [Int64] {
      try store.database.read { try Int64.fetchAll($0, sql: "SELECT id FROM article ORDER BY id") }
    }
    _ = try store.remember(one, for: subject, at: now)
    #expect(try Self.counts(store) == [1, 0])
    _ = try store.remember(one, for: subject, at: now)
    #expect(try ids() == [1])
    #expect(try !store.settleKeys())
    #expect(try Self.counts(store) == [1, 0])
    #expect(try store.settleKeys(atLeast: 1))
    #expect(try Self.counts(store) == [0, 1])
    _ = try store.remember(one + [article("Two", link: "https://e/2")], for: subject, at: now)
    #expect(try ids() == [1, 2])
    #expect(try Self.counts(store) == [1, 1])
  }

  @Test("A key stored already, recent or settled, leaves a new row out")
  func storedKeyLeavesRowOut() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let store = try temporary.open()
    try Self.fill(store, 2)
    try store.settleKeys(atLeast: 1)
    try Self.fill(store, 3)
    // Inserted one by one, as a feed's page is: the first two are left out.
    try store.database.write { db in
      try db.execute(
        sql: """
          INSERT OR IGNORE INTO article (key, title, published_has_time, first_fetched_at,
            last_fetched_at) VALUES (news_key('fill:4'), 'Fill 4', 0, 0, 0),
            (news_key('fill:1'), 'Again', 0, 0, 0), (news_key('fill:4'), 'Again', 0, 0, 0)
          """)
      #expect(db.changesCount == 1)
    }
    #expect(try Self.counts(store) == [2, 2])
    let titles = try store.database.read {
      try String.fetchAll($0, sql: "SELECT title FROM article ORDER BY id")
    }
    #expect(titles == ["Fill 1", "Fill 2", "Fill 3", "Fill 4"])
  }

  @Test("A deleted article's key goes; a changed key moves to the recent table; a clash aborts")
  func deletesAndChanges() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let store = try temporary.open()
    try Self.fill(store, 3)
    try store.settleKeys(atLeast: 1)
    try store.database.write { db in
      try db.execute(sql: "DELETE FROM article WHERE title = 'Fill 1'")
      try db.execute(sql: "UPDATE article SET key = news_key('moved') WHERE title = 'Fill 2'")
    }
    #expect(try Self.counts(store) == [1, 1])
    let found = try store.database.read { db in
      try ["moved", "fill:2", "fill:3", "fill:1"].map {
        try Int64.fetchOne(db, sql: ArticleKeyTiers.lookup, arguments: [$0])
      }
    }
    #expect(found == [2, nil, 3, nil])
    #expect(throws: DatabaseError.self) {
      try store.database.write { db in
        try db.execute(sql: "UPDATE article SET key = news_key('moved') WHERE title = 'Fill 3'")
      }
    }
    #expect(try Self.counts(store) == [1, 1])
  }

  @Test("The recent keys move once there are enough, and a daily prune moves them")
  func settlesWhenFull() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let store = try temporary.open()
    try Self.fill(store, ArticleKeyTiers.settleAt - 1)
    try store.database.write { db in
      #expect(try !ArticleKeyTiers.settle(in: db))
      _ = try ArticleStore.pruneDaily(before: .distantPast, at: now, keeping: [], in: db)
    }
    #expect(try Self.counts(store) == [ArticleKeyTiers.settleAt - 1, 0])
    try store.database.write { db in
      try db.execute(
        sql: """
          INSERT INTO article (key, published_has_time, first_fetched_at, last_fetched_at)
          VALUES (news_key('last'), 0, 0, 0)
          """)
      try db.execute(sql: "DELETE FROM setting WHERE key = ?", arguments: [ArticleStore.prunedAt])
      _ = try ArticleStore.pruneDaily(before: .distantPast, at: now, keeping: [], in: db)
    }
    #expect(try Self.counts(store) == [0, ArticleKeyTiers.settleAt])
    let last = try store.database.read {
      try Int64.fetchOne($0, sql: ArticleKeyTiers.lookup, arguments: ["last"])
    }
    #expect(last == Int64(ArticleKeyTiers.settleAt))
  }
}

extension ArticleKeyTiersTests {
  @Test("A refresh's write moves the recent keys once there are enough, its own among them")
  func refreshSettles() async throws {
    // The feed has one more item at each fetch.
    let fetches = Counter()
    let server = try LoopbackServer { request in
      let items = (0...fetches.next()).map {
        "<item><title>Item \($0)</title><guid>item-\($0)</guid></item>"
      }
      return CannedResponse(
        status: 200,
        body: Data(
          ("<rss version=\"2.0\"><channel><title>Tiers</title>" + items.joined()
            + "</channel></rss>").utf8))
    }
    defer { server.stop() }
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let environment = NewsEnvironment(
      send: CurlTransport.send, now: { now },
      variables: ["XDG_DATA_HOME": temporary.directory.path], sleep: { _ in })
    let settings = try SettingsResolver.resolve(
      CommandLineOptions(timeout: "5"), environment: environment.variables)
    let feeds = try FeedsController.open(settings: settings, environment: environment)
    let added = await feeds.add(["http://127.0.0.1:\(server.port)/feed.xml"])
    guard case .added = try #require(added.first) else { throw Failure.notAdded }
    let stored = try Self.counts(try temporary.open())[0]
    try Self.fill(try temporary.open(), ArticleKeyTiers.settleAt - stored - 2)
    // Its new item brings the recent keys to one short: nothing moves.
    _ = try await feeds.refresh([], force: true, jobs: 1)
    #expect(try Self.counts(try temporary.open()) == [ArticleKeyTiers.settleAt - 1, 0])
    _ = try await feeds.refresh([], force: true, jobs: 1)
    let after = try Self.counts(try temporary.open())
    #expect(after == [0, ArticleKeyTiers.settleAt])
  }

  /// Counts calls from the server's threads.
  final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = -1
    func next() -> Int {
      lock.withLock {
        value += 1; return value
      }
    }
  }

  enum Failure: Error { case notAdded }
}

extension ArticleKeyTiersTests {
  @Test("A sync that brings the 16,384th recent key moves them, the server's items among them")
  func syncSettles() async throws {
    let service = FakeReaderService()
    service.feeds = [("feed/1", "http://feeds.example/a.xml", "A")]
    service.items = [
      .init(id: "1", feed: "feed/1", title: "Item 1", link: "http://site.example/1")
    ]
    service.unread = ["1"]
    let home = try SyncMergeTests.Home(service)
    defer { home.temporary.remove() }
    try Self.fill(home.store, ArticleKeyTiers.settleAt - 1)
    _ = try await home.controller.sync(store: home.store)
    #expect(try Self.counts(home.store) == [0, ArticleKeyTiers.settleAt])
    let item = try await home.store.database.read {
      try Int64.fetchOne($0, sql: ArticleKeyTiers.lookup, arguments: ["greader:1"])
    }
    #expect(item == Int64(ArticleKeyTiers.settleAt))
  }

  @Test("A newsboat import that brings the 16,384th recent key moves them")
  func importSettles() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let store = try temporary.open(now: now)
    let url = temporary.directory.appendingPathComponent("cache.db")
    try NewsboatImportTests.cache(at: url)
    try Self.fill(store, ArticleKeyTiers.settleAt - 1)
    let importer = try NewsboatImportTests().importer(cache: url)
    #expect(try importer.write(into: store, at: now).newArticles == 1)
    #expect(try Self.counts(store) == [0, ArticleKeyTiers.settleAt])
  }
}

extension ArticleKeyTiersTests {
  @Test("A store whose article table another tool changed keeps its index; its keys settle")
  func upgradeWithoutRebuild() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    try StoreSchemaTests.versionEleven(at: temporary)
    // The same columns in other words: the upgrade does not know this text and leaves it.
    let old = try DatabaseQueue(path: temporary.url.path)
    try old.writeWithoutTransaction { db in
      try db.execute(
        sql: """
          PRAGMA writable_schema = ON;
          UPDATE sqlite_schema SET sql = replace(sql, 'key TEXT NOT NULL UNIQUE',
            'key text NOT NULL UNIQUE') WHERE name = 'article';
          PRAGMA writable_schema = OFF;
          """)
    }
    try old.close()
    let store = try temporary.open()
    let (articles, settled, unique) = try store.database.read { db in
      (
        try Int.fetchOne(db, sql: "SELECT count(*) FROM article"),
        try Int.fetchOne(
          db,
          sql: """
            SELECT count(*) FROM article
            JOIN key_settled ON key_settled.key = article.key AND key_settled.id = article.id
            """),
        try Int.fetchOne(
          db, sql: "SELECT count(*) FROM pragma_index_list('article') WHERE origin = 'u'")
      )
    }
    #expect(try #require(articles) > 0)
    #expect(settled == articles)
    #expect(unique == 1)
    // A row whose key is stored is left out by the trigger before the index meets it.
    let changed = try store.database.write { db in
      try db.execute(
        sql: """
          INSERT INTO article (key, title, published_has_time, first_fetched_at,
            last_fetched_at) SELECT key, 'Again', 0, 0, 0 FROM article ORDER BY id LIMIT 1
          """)
      return db.changesCount
    }
    #expect(changed == 0)
  }
}
