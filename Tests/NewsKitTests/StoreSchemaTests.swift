import Foundation
import GRDB
import TestSupport
import Testing

@testable import NewsKit

/// The store's schema as the rooms assemble it: a file made by version 11 (one chain of
/// migrations, all in the Store room) is brought up to date without losing anything, to the
/// same tables a new store gets; pruning leaves what a room points at.
@Suite("Store schema: rooms' migrations in shipped order, upgrades, pruning")
struct StoreSchemaTests {
  /// The tables, indexes and triggers of a store, by name, each with its SQL.
  static func schema(of database: DatabaseQueue) throws -> [String: String] {
    try database.read { db in
      var found: [String: String] = [:]
      for row in try Row.fetchAll(
        db, sql: "SELECT name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%'")
      {
        found[row["name"]] = row["sql"] ?? ""
      }
      return found
    }
  }

  /// A copy of `Tests/Fixtures/stores/v11.sqlite`, made by `news` at version 11 (feed add, read,
  /// save, show, watch add, filter add over loopback; then a stream id, a queued removal, an
  /// edition with a full text and a resolved Google link written with sqlite3).
  static func versionEleven(at temporary: TemporaryStore) throws {
    try FileManager.default.createDirectory(
      at: temporary.url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Fixtures.data("stores/v11.sqlite").write(to: temporary.url)
  }

  @Test("A version-11 store upgrades to the tables a new store has, keeping every row")
  func upgradesVersionEleven() throws {
    let old = TemporaryStore()
    let new = TemporaryStore()
    defer {
      old.remove()
      new.remove()
    }
    try Self.versionEleven(at: old)
    let upgraded = try old.open()
    #expect(upgraded.migrated)
    let fresh = try new.open()
    #expect(try Self.schema(of: fresh.database).count >= 25)
    #expect(try Self.schema(of: upgraded.database) == Self.schema(of: fresh.database))
    let applied = try upgraded.database.read {
      try String.fetchSet($0, sql: "SELECT identifier FROM grdb_migrations")
    }
    #expect(applied == Set(NewsSchema.all.migrations.map(\.identifier)))
    let version = try upgraded.database.read {
      try Int.fetchOne($0, sql: "PRAGMA user_version")
    }
    #expect(version == NewsSchema.all.version)
    // Every article's key in the settled table, none left in a unique index on the row.
    let keys = try upgraded.database.read { db in
      try [
        "SELECT count(*) FROM article", "SELECT count(*) FROM key_settled",
        "SELECT count(*) FROM article JOIN key_settled ON key_settled.key = article.key AND key_settled.id = article.id",
        "SELECT count(*) FROM key_recent",
      ].map { try Int.fetchOne(db, sql: $0) }
    }
    #expect(keys[0] ?? 0 > 0)
    #expect(keys == [keys[0], keys[0], keys[0], 0])

    // What each room kept is still there, read through the room's own store.
    #expect(try upgraded.saved().map(\.article.title) == ["Żółć i ćma: pierwszy"])
    let feeds = try FeedStore(upgraded).feeds()
    #expect(feeds.map(\.title) == ["Loopback Daily"])
    #expect(feeds.map(\.remoteID) == ["feed/1"])
    #expect(try FeedStore(upgraded).queuedUnsubscribes() == ["feed/9"])
    #expect(try SyncStore(upgraded).remoteID(ofArticle: 1) == "item/1")
    let editions = try EditionStore(upgraded).editions(isRunning: { _ in false })
    #expect(editions.map(\.articles) == [1])
    let text = try EditionStore(upgraded).editionArticles(1).first?.article.fullText
    #expect(text == "Full text of the third.")
    #expect(try WatchStore(upgraded).watches().map(\.phrase) == ["story"])
    #expect(try upgraded.filters().map(\.phrase) == ["Third"])
    #expect(
      try GoogleLinkStore(upgraded).publisherLinks(["https://news.google.com/x"])
        == ["https://news.google.com/x": "https://example.org/x"])
    #expect(
      try upgraded.search("zolc", limit: 5, now: .distantFuture).map(\.article.title) == [
        "Żółć i ćma: pierwszy"
      ])
  }

  @Test("Opening an upgraded store again applies nothing")
  func secondOpenIsQuiet() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    try Self.versionEleven(at: temporary)
    _ = try temporary.open()
    #expect(try !temporary.open().migrated)
  }

  @Test("Migrations run in the version they shipped in, a version's in the order of the rooms")
  func shippedOrder() {
    let order = NewsSchema.all.migrations.map(\.identifier)
    #expect(
      order == [
        "v1-articles", "v2-search", "v3-settings", "v4-feeds", "v5-feed-stream", "v5-sync",
        "v6-article-text", "v6-editions", "v7-link", "v8-google-link", "v9-list-filter",
        "v9-watches-filters", "v10-read", "v10-feed-title-source", "v11-feed-ttl", "v12-stories",
        "v13-feed-tags", "v14-filter-query", "v14-feed-hidden", "v14-feed-recent-title",
        "v14-watch-query",
        "v14-saved-queries",
        "v15-search-contentless", "v15-link-index-when-synced", "v16-article-by-date",
        "v16-packed-summaries",
        "v16-feed-recent-dropped", "v16-stories-alone", "v17-hashed-keys",
        "v17-fetch-index-dropped", "v17-feed-index", "v17-story-pending",
        "v18-feed-article-names", "v19-enclosures", "v19-article-guid", "v20-article-image",
        "v21-edition-pictures", "v22-story-seed-words", "v22-story-member-times",
        "v23-feed-read-index", "v24-key-tiers",
      ])
    #expect(NewsSchema.all.rooms.map(\.room).first == "Store")
  }

  @Test("Pruning leaves an edition's articles (the Editions room keeps them), not others")
  func pruningKeepsWhatRoomsPointAt() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let store = try temporary.open()
    let start = Date(timeIntervalSince1970: 1_700_000_000)
    let subject = StoreSubject(.search("old"), language: "en")
    _ = try store.remember(
      [article("In an edition", link: "https://e/1"), article("Alone", link: "https://e/2")],
      for: subject, at: start)
    let kept = try #require(try store.latestList(for: subject)?.articles.first?.id)
    let recipe = EditionRecipe(topics: [.news], feeds: false, perTopic: 1, language: "en")
    _ = try EditionStore(store).createEdition(recipe, articles: [], storedIDs: [kept], at: start)
    let later = start.addingTimeInterval(86_400 * 60)
    _ = try store.remember(
      [article("New", link: "https://e/3")], for: StoreSubject(.search("new"), language: "en"),
      at: later)
    #expect(try store.prune(before: later) == 1)
    let titles = try store.database.read {
      try String.fetchAll($0, sql: "SELECT title FROM article ORDER BY id")
    }
    #expect(titles == ["In an edition", "New"])
    #expect(try EditionStore(store).editionArticles(1).map(\.article.title) == ["In an edition"])
    #expect(NewsSchema.all.keptArticles == ["SELECT article_id FROM edition_article"])
  }

  @Test("An article carries the indexes its reads use, and no index of fetch times")
  func articleIndexes() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let store = try temporary.open()
    let indexes = try store.database.read { db in
      try LenientQuery.texts(
        db,
        sql: """
          SELECT m.name || '(' || group_concat(COALESCE(i.name, 'expression'), ', ') || ')'
            AS value
          FROM sqlite_schema AS m, pragma_index_info(m.name) AS i
          WHERE m.type = 'index' AND m.tbl_name = 'article' GROUP BY m.name ORDER BY m.name
          """)
    }
    #expect(
      indexes == [
        "article_by_date(expression, feed_id)", "article_by_feed(feed_id, read_at)",
        "article_by_remote(remote_id)", "article_by_saved(saved_at)",
      ])
  }

  @Test("A feed's counts read the feed index alone, never an article's row")
  func feedCountsReadTheIndex() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let store = try temporary.open()
    let plan = try store.database.read { db in
      try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + FeedStore.feedQuery)
        .map { LenientRow(row: $0).text("detail") ?? "" }
    }
    let searches = plan.filter { $0.contains("article") }
    #expect(searches.count == 2, "\(plan)")
    for search in searches {
      #expect(search.contains("COVERING INDEX article_by_feed"), "\(plan)")
    }
  }
}
