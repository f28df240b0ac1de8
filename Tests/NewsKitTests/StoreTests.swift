import Foundation
import GRDB
import Localization
import TestSupport
import Testing

@testable import NewsKit

/// A fresh store in its own temporary folder.
struct TemporaryStore {
  let directory: URL
  let url: URL

  init() {
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("news-store-\(UUID().uuidString)")
    url = directory.appendingPathComponent("news/news.sqlite")
  }

  func open(now: Date = Date(timeIntervalSince1970: 1_700_000_000)) throws -> ArticleStore {
    let opened = StoreOpener.open(at: url, schema: NewsSchema.all, now: now)
    return try #require(opened.store)
  }

  func remove() {
    try? FileManager.default.removeItem(at: directory)
  }
}

func article(
  _ title: String, link: String? = nil, summary: String? = nil, source: String = "example.com"
)
  -> Article
{
  Article(
    title: title, summary: summary, source: source,
    link: link ?? "https://\(source)/\(title.hashValue)")
}

@Suite("The article store")
struct StoreTests {
  let day: TimeInterval = 86_400
  let start = Date(timeIntervalSince1970: 1_700_000_000)

  @Test("A new file gets every migration")
  func migrationsFromEmpty() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let store = try temporary.open()
    let (migrations, tables) = try store.database.read { db in
      (
        try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY identifier"),
        try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type IN ('table')")
      )
    }
    #expect(
      migrations == [
        "v1-articles", "v10-feed-title-source", "v10-read", "v11-feed-ttl", "v12-stories",
        "v13-feed-tags", "v14-feed-hidden", "v14-feed-recent-title", "v14-filter-query",
        "v14-saved-queries",
        "v14-watch-query", "v15-link-index-when-synced", "v15-search-contentless",
        "v16-article-by-date", "v16-feed-recent-dropped",
        "v16-packed-summaries", "v16-stories-alone", "v17-feed-index",
        "v17-fetch-index-dropped", "v17-hashed-keys", "v17-story-pending",
        "v18-feed-article-names", "v19-article-guid", "v19-enclosures", "v2-search",
        "v20-article-image", "v21-edition-pictures", "v22-story-member-times",
        "v22-story-seed-words", "v23-feed-read-index", "v24-key-tiers",
        "v3-settings", "v4-feeds", "v5-feed-stream", "v5-sync", "v6-article-text", "v6-editions",
        "v7-link", "v8-google-link", "v9-list-filter", "v9-watches-filters",
      ])
    #expect(
      Set(["article", "listing", "last_list", "article_search", "google_link"]).isSubset(
        of: Set(tables)))
    let mode = try store.database.read { try String.fetchOne($0, sql: "PRAGMA journal_mode") }
    #expect(mode == "wal")
    // The header records the version, which counts every migration (a new one must raise it).
    let version = try store.database.read { try Int.fetchOne($0, sql: "PRAGMA user_version") }
    #expect(version == NewsSchema.all.version)
    #expect(NewsSchema.all.version == NewsSchema.all.migrator.migrations.count)
  }

  /// A store file made by an older `news`: migrated only up to `migration`.
  func olderStore(at temporary: TemporaryStore, upTo migration: String) throws -> DatabaseQueue {
    try FileManager.default.createDirectory(
      at: temporary.url.deletingLastPathComponent(), withIntermediateDirectories: true)
    let queue = try DatabaseQueue(path: temporary.url.path)
    try NewsSchema.all.migrator.migrate(queue, upTo: migration)
    return queue
  }

  @Test("A file of the previous version is migrated, and its articles become searchable")
  func migrationFromPreviousVersion() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    do {
      let queue = try olderStore(at: temporary, upTo: "v1-articles")
      try queue.write { db in
        try db.execute(
          sql: """
            INSERT INTO article (key, title, summary, published_has_time, link, first_fetched_at, last_fetched_at)
            VALUES ('link:old', 'Żółć w starym pliku', 'Zapisane przed wersją 2', 1, 'https://old', 1, 1)
            """)
      }
    }
    let store = try temporary.open()
    let found = try store.search("zolc", limit: 5, now: start)
    #expect(found.map(\.article.title) == ["Żółć w starym pliku"])
    let version = try store.database.read { try Int.fetchOne($0, sql: "PRAGMA user_version") }
    #expect(version == NewsSchema.all.version)
  }

  @Test("A store whose header is behind (made before the header was kept) still gets migrated")
  func headerBehind() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    do {
      let queue = try olderStore(at: temporary, upTo: "v4-feeds")
      try queue.write { try $0.execute(sql: "PRAGMA user_version = 0") }
    }
    let store = try temporary.open()
    let applied = try store.database.read {
      try String.fetchAll($0, sql: "SELECT identifier FROM grdb_migrations")
    }
    #expect(applied.contains("v5-sync"))
  }

  @Test("Each article is stored once, by link, and refreshed when fetched again")
  func deduplicates() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let store = try temporary.open()
    let first = StoreSubject(.search("SpaceX"), language: "en")
    let second = StoreSubject(.topic(.tech), language: "en")
    _ = try store.remember(
      [article("A", link: "https://x.com/a"), article("B")], for: first, at: start)
    _ = try store.remember(
      [article("A, updated", link: "http://www.x.com/a/")], for: second, at: start + 60)
    let count = try store.database.read {
      try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM article")
    }
    #expect(count == 2)
    let listings = try store.database.read {
      try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM listing")
    }
    #expect(listings == 3)
    #expect(try store.latestList(for: second)?.articles.first?.article.title == "A, updated")
    #expect(try store.latestList(for: first)?.articles.map(\.article.title) == ["A, updated", "B"])
  }

  @Test(
    "Fetched again unchanged, an article stays searchable; changed, it is found by its new words")
  func searchIndexFollowsText() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let store = try temporary.open()
    let subject = StoreSubject(.search("x"), language: "en")
    let link = "https://x.com/story"
    _ = try store.remember([article("Wisła wylewa", link: link)], for: subject, at: start)
    _ = try store.remember([article("Wisła wylewa", link: link)], for: subject, at: start + 60)
    #expect(try store.search("wisla", limit: 5, now: start).count == 1)
    _ = try store.remember(
      [article("Odra wylewa", link: link, summary: "Powódź")], for: subject, at: start + 120)
    #expect(try store.search("odra", limit: 5, now: start).count == 1)
    #expect(try store.search("powodz", limit: 5, now: start).count == 1)
    #expect(try store.search("wisla", limit: 5, now: start).isEmpty)
    // The word both texts share is indexed once, for the one article.
    let indexed = try store.database.read {
      try Int.fetchOne(
        $0, sql: "SELECT COUNT(*) FROM article_search WHERE article_search MATCH 'wylewa'")
    }
    #expect(indexed == 1)
    try store.database.write {
      try $0.execute(sql: "INSERT INTO article_search (article_search) VALUES ('integrity-check')")
    }
  }

  @Test("The last list keeps the order shown, and the latest list shown wins")
  func lastList() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let store = try temporary.open()
    let subject = StoreSubject(.search("x"), language: "pl")
    _ = try store.remember([article("1"), article("2"), article("3")], for: subject, at: start)
    #expect(try store.lastList().map(\.article.title) == ["1", "2", "3"])
    let list = try store.lastList()
    try store.setSaved(list[2].id, at: start + 10)
    try store.setSaved(list[0].id, at: start + 20)
    _ = try store.show(try store.saved().map(\.id), at: start + 30)
    #expect(try store.lastList().map(\.article.title) == ["1", "3"])
  }

  /// A store whose last list is articles 1, 2 and 3 (a search for "x"), and its count of
  /// changes so far.
  struct ThreeListed {
    let temporary = TemporaryStore()
    let store: ArticleStore
    let ids: [Int64]

    init(at start: Date) throws {
      store = try temporary.open()
      let subject = StoreSubject(.search("x"), language: "en")
      _ = try store.remember([article("1"), article("2"), article("3")], for: subject, at: start)
      ids = try store.lastList().map(\.id)
    }

    func changes() throws -> Int { try store.database.read { $0.totalChangesCount } }
  }

  @Test("A list shown again as it stands writes nothing; a changed or unseen one is written")
  func unchangedListIsOnlyRead() throws {
    let listed = try ThreeListed(at: start)
    defer { listed.temporary.remove() }
    let (store, ids, changes) = (listed.store, listed.ids, listed.changes)

    let before = try changes()
    let again = try store.show(ids, at: start + 60)
    #expect(try changes() == before)
    #expect(again.map(\.article.title) == ["1", "2", "3"] && again.allSatisfy(\.article.seen))

    _ = try store.show(ids.reversed(), at: start + 120)
    #expect(try changes() > before)
    #expect(try store.lastList().map(\.article.title) == ["3", "2", "1"])

    // An article that was never shown (fetched for another list) makes the list a new one.
    let other = StoreSubject(.search("y"), language: "en")
    _ = try store.remember([article("4")], for: other, at: start + 180)
    let four = try #require(try store.lastList().first?.id)
    try store.database.write {
      try $0.execute(sql: "UPDATE article SET seen_at = NULL WHERE id = ?", arguments: [four])
    }
    let cleared = try changes()
    _ = try store.show([four], at: start + 240)
    let written = try changes()
    #expect(written > cleared)
    let shown = try store.show([four], at: start + 300)
    #expect(try changes() == written)
    #expect(shown.map(\.article.seen) == [true])
  }

  @Test("An offline list shown again as it stands writes nothing, unless a filter is counted")
  func unchangedFilteredListIsOnlyRead() throws {
    let listed = try ThreeListed(at: start)
    defer { listed.temporary.remove() }
    let (store, ids, changes) = (listed.store, listed.ids, listed.changes)

    let before = try changes()
    let again = try store.showFiltered(ids, at: start + 60)
    #expect(try changes() == before)
    #expect(again.articles.map(\.article.title) == ["1", "2", "3"] && again.hidden == 0)
    #expect(again.articles.map(\.article.seen) == [true, true, true])

    _ = try store.showFiltered(Array(ids.prefix(2)), at: start + 120)
    #expect(try changes() > before)
    #expect(try store.lastList().map(\.article.title) == ["1", "2"])

    // With a filter, each showing counts what it hid: written even when nothing changed.
    _ = try store.addFilter(phrase: "nothing-matches", source: nil, at: start)
    let counted = try changes()
    _ = try store.showFiltered(Array(ids.prefix(2)), at: start + 180)
    #expect(try changes() > counted)
    // `--no-filter` leaves the filters out, so the unchanged list is only read again.
    let unfiltered = try changes()
    _ = try store.showFiltered(Array(ids.prefix(2)), at: start + 240, hiding: false)
    #expect(try changes() == unfiltered)
  }

  @Test("Articles shown before come back marked as seen")
  func seen() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let store = try temporary.open()
    let subject = StoreSubject(.topic(.sport), language: "en")
    let first = try store.remember([article("old"), article("older")], for: subject, at: start)
    #expect(first.map(\.seen) == [false, false])
    let second = try store.remember([article("new"), article("old")], for: subject, at: start + 60)
    #expect(second.map(\.seen) == [false, true])
  }

  @Test("Saved articles come newest first, and unsaving removes them")
  func saving() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let store = try temporary.open()
    _ = try store.remember(
      [article("a"), article("b"), article("c")], for: StoreSubject(.search("x"), language: "en"),
      at: start)
    let list = try store.lastList()
    try store.setSaved(list[0].id, at: start + 1)
    try store.setSaved(list[2].id, at: start + 2)
    #expect(try store.saved().map(\.article.title) == ["c", "a"])
    try store.setSaved(list[2].id, at: nil)
    #expect(try store.saved().map(\.article.title) == ["a"])
  }

  @Test(
    "Full-text search ignores case and Polish diacritics, ł included",
    arguments: [
      ("zolc", "Żółć i gęślą jaźń"), ("GESLA", "Żółć i gęślą jaźń"),
      ("jazn zolc", "Żółć i gęślą jaźń"),
      ("lodz", "Łódź bez prądu"), ("Łódź", "Łódź bez prądu"), ("kosm", "Polak w kosmosie"),
      ("pradu", "Łódź bez prądu"),
    ])
  func fullText(query: String, title: String) throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let store = try temporary.open()
    _ = try store.remember(
      [
        article("Żółć i gęślą jaźń"), article("Łódź bez prądu"),
        article("Other", summary: "Polak w kosmosie"), article("Unrelated"),
      ], for: StoreSubject(.search("x"), language: "pl"), at: start)
    let found = try store.search(query, limit: 10, now: start)
    let titles = found.map { $0.article.title == "Other" ? $0.article.summary! : $0.article.title! }
    #expect(titles == [title])
    #expect(try store.search("  ", limit: 10, now: start).isEmpty)
    #expect(try store.search("\"; DROP TABLE article; --", limit: 10, now: start).isEmpty)
  }

  @Test("Pruning removes old unsaved articles, keeps saved ones and the last list")
  func prune() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let store = try temporary.open()
    let subject = StoreSubject(.search("x"), language: "en")
    _ = try store.remember([article("old"), article("kept")], for: subject, at: start)
    try store.setSaved(try store.lastList()[1].id, at: start)
    _ = try store.remember([article("recent")], for: subject, at: start + 40 * day)
    let removed = try store.prune(before: start + 10 * day)
    #expect(removed == 1)
    let titles = try store.database.read {
      try String.fetchAll($0, sql: "SELECT title FROM article ORDER BY id")
    }
    #expect(titles == ["kept", "recent"])
    #expect(try store.search("old", limit: 5, now: start).isEmpty)
    #expect(try store.search("kept", limit: 5, now: start).count == 1)
  }

  @Test("Every statement a list is kept with prepares against the store's schema")
  func listStatementsPrepare() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let store = try temporary.open()
    try store.database.read { db in
      for sql in ListStatements.all { _ = try db.makeStatement(sql: sql) }
    }
    store.prepareListStatements()
    let subject = StoreSubject(.search("x"), language: "en")
    let shown = try store.remember([article("a"), article("b")], for: subject, at: start)
    #expect(shown.map(\.title) == ["a", "b"])
  }

  @Test("Pruning with nothing old removes nothing; an old article in the last list stays")
  func pruneNothingDue() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let store = try temporary.open()
    let subject = StoreSubject(.search("x"), language: "en")
    _ = try store.remember([article("a"), article("b")], for: subject, at: start)
    #expect(try store.prune(before: start - day) == 0)
    // Both are older than the cutoff now, and both are the last list.
    #expect(try store.prune(before: start + day) == 0)
    #expect(try store.lastList().map(\.article.title) == ["a", "b"])
    _ = try store.remember([article("c")], for: subject, at: start + 2 * day)
    #expect(try store.prune(before: start + day) == 2)
    #expect(try store.lastList().map(\.article.title) == ["c"])
  }

  @Test("Two processes' worth of writers at once do not corrupt the store")
  func concurrentWriters() async throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let first = try temporary.open()
    let second = try temporary.open()
    try await withThrowingTaskGroup(of: Void.self) { group in
      for (index, store) in [first, second].enumerated() {
        group.addTask {
          for page in 0..<40 {
            let articles = (0..<5).map { article("w\(index)-p\(page)-a\($0)") }
            _ = try store.remember(
              articles, for: StoreSubject(.search("w\(index)"), language: "en"),
              at: Date(timeIntervalSince1970: 1_700_000_000 + Double(page)))
          }
        }
      }
      try await group.waitForAll()
    }
    let (count, check) = try await first.database.read { db in
      (
        try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM article"),
        try String.fetchOne(db, sql: "PRAGMA integrity_check")
      )
    }
    #expect(count == 400)
    #expect(check == "ok")
  }

  @Test("Many openers of a brand-new file at once all get a working store")
  func concurrentCreation() async throws {
    for _ in 0..<5 {
      let temporary = TemporaryStore()
      defer { temporary.remove() }
      let opened = await withTaskGroup(of: Bool.self) { group in
        for _ in 0..<6 {
          group.addTask {
            await Task.detached {
              StoreOpener.open(at: temporary.url, schema: NewsSchema.all, now: Date()).store != nil
            }.value
          }
        }
        return await group.reduce(into: [Bool]()) { $0.append($1) }
      }
      #expect(opened == Array(repeating: true, count: 6))
    }
  }

  @Test("A damaged file is moved aside with a notice and a fresh store is started")
  func damagedFile() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    try FileManager.default.createDirectory(
      at: temporary.url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("this is not a database, just text that is long enough".utf8).write(to: temporary.url)
    let opened = StoreOpener.open(at: temporary.url, schema: NewsSchema.all, now: start)
    let store = try #require(opened.store)
    let aside = temporary.url.path + ".damaged-1700000000"
    #expect(opened.notices == [.movedAside(aside)])
    #expect(FileManager.default.fileExists(atPath: aside))
    _ = try store.remember(
      [article("works")], for: StoreSubject(.search("x"), language: "en"), at: start)
    #expect(try store.lastList().count == 1)
  }

  @Test("A store that cannot be created is reported, not fatal")
  func unavailable() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    try FileManager.default.createDirectory(
      at: temporary.directory, withIntermediateDirectories: true)
    // A file where the store's folder should be.
    try Data("x".utf8).write(to: temporary.directory.appendingPathComponent("news"))
    let opened = StoreOpener.open(at: temporary.url, schema: NewsSchema.all, now: start)
    #expect(opened.store == nil)
    #expect(opened.notices == [.unavailable(temporary.url.path)])
  }

  @Test("The store's place follows XDG_DATA_HOME, then HOME")
  func location() {
    #expect(
      StoreLocation.databaseURL(environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/a"])?.path
        == "/data/news/news.sqlite")
    #expect(
      StoreLocation.databaseURL(environment: ["HOME": "/home/a"])?.path
        == "/home/a/.local/share/news/news.sqlite")
    #expect(
      StoreLocation.databaseURL(environment: ["XDG_DATA_HOME": "relative", "HOME": "/h"])?.path
        == "/h/.local/share/news/news.sqlite")
    #expect(StoreLocation.databaseURL(environment: [:]) == nil)
    // As Foundation's URLs put the path together before: a trailing or doubled slash, spaces.
    for base in ["/data/", "/data//x", "/a b/c", "/", "/data/./x/.."] {
      let expected = URL(fileURLWithPath: base, isDirectory: true)
        .appendingPathComponent("news", isDirectory: true)
        .appendingPathComponent(StoreLocation.fileName)
      let found = StoreLocation.databaseURL(environment: ["XDG_DATA_HOME": base])
      #expect(found?.path == expected.path, "\(base)")
      #expect(found?.standardizedFileURL == expected.standardizedFileURL, "\(base)")
    }
    #expect(
      StoreLocation.databaseURL(environment: ["HOME": "/home/a/"])?.path
        == "/home/a/.local/share/news/news.sqlite")
  }
}
