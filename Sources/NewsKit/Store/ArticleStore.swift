import Foundation
import GRDB

/// The local article store: every article fetched, the lists they came in, the last list
/// shown, and what the reader saved, in one SQLite file in WAL mode.
public final class ArticleStore: Sendable {
  /// The database file.
  public let url: URL
  let database: DatabaseQueue
  /// Whether the store was opened for reading only (a full disk, a file that cannot be
  /// written); every write then fails and is reported by the caller.
  public let isReadOnly: Bool
  /// Whether this run created the store or brought its schema up to date.
  let migrated: Bool
  /// Every room's tables in this file; pruning leaves the articles they still point at.
  let schema: StoreSchema

  init(
    url: URL, database: DatabaseQueue, schema: StoreSchema, isReadOnly: Bool = false,
    migrated: Bool = false
  ) {
    self.url = url
    self.database = database
    self.schema = schema
    self.isReadOnly = isReadOnly
    self.migrated = migrated
  }

  /// Stores a fetched page for its subject, makes it the last list, and returns its articles
  /// marked as seen where an earlier list showed them.
  ///
  /// With `pruneBefore`, old articles are pruned in the same transaction: one commit per list.
  public func remember(
    _ articles: [Article], for subject: StoreSubject, at now: Date, pruneBefore cutoff: Date? = nil
  ) throws -> [Article] {
    try database.write { db in
      let ids = try Self.keep(articles, for: subject, at: now, in: db)
      let shown = try Self.show(ids, at: now, in: db)
      if let cutoff {
        _ = try? Self.pruneDaily(before: cutoff, at: now, keeping: schema.keptArticles, in: db)
      }
      return shown.map(\.article)
    }
  }

  /// Stores articles a source gave without making them a list; returns their ids in order.
  public func keep(_ articles: [Article], for subject: StoreSubject, at now: Date) throws
    -> [Int64]
  {
    try database.write { db in try Self.keep(articles, for: subject, at: now, in: db) }
  }

  /// Makes stored articles the last list and marks them seen; returns them as they were
  /// before, so `seen` tells whether an earlier list showed them. A list shown again as it
  /// stands (the same articles in the same order, all seen) is only read: no write, so no
  /// journal to checkpoint when the store closes.
  public func show(_ ids: [Int64], at now: Date) throws -> [StoredArticle] {
    let unchanged = try database.reading { db -> [StoredArticle]? in
      guard try Self.isLastList(ids, in: db) else { return nil }
      return try Self.articles(ids, in: db)
    }
    if let unchanged { return unchanged }
    return try database.write { db in try Self.show(ids, at: now, in: db) }
  }

  /// Whether `ids` are the last list already, in that order, and every one of them seen. Read
  /// leniently, as everything from the file is: a damaged value only means "changed".
  static func isLastList(_ ids: [Int64], in db: Database) throws -> Bool {
    let rows = try Row.fetchAll(
      db.cachedStatement(
        sql: """
          SELECT last_list.article_id, article.seen_at FROM last_list
          LEFT JOIN article ON article.id = last_list.article_id
          ORDER BY last_list.position
          """))
    guard rows.count == ids.count else { return false }
    return zip(rows.map { LenientRow(row: $0) }, ids).allSatisfy { row, id in
      row.integer("article_id") == id && row.number("seen_at") != nil
    }
  }

  /// The articles with these ids, in that order; ids no longer stored are left out.
  public func articles(_ ids: [Int64]) throws -> [StoredArticle] {
    try database.reading { db in try Self.articles(ids, in: db) }
  }

  /// The articles with these ids, in that order; ids no longer stored are left out.
  static func articles(_ ids: [Int64], in db: Database) throws -> [StoredArticle] {
    try ids.compactMap { id in
      try Row.fetchOne(
        db.cachedStatement(sql: ListStatements.articleByID), arguments: [id]
      ).flatMap(StoredArticle.init(row:))
    }
  }

  /// The most recent list stored for a subject, and when it was fetched.
  public func latestList(for subject: StoreSubject) throws -> (
    articles: [StoredArticle], fetchedAt: Date
  )? {
    try database.reading { db in
      let arguments: StatementArguments = [subject.kind, subject.key, subject.language]
      guard
        let row = try Row.fetchOne(
          db,
          sql: """
            SELECT MAX(fetched_at) AS latest FROM listing
            WHERE kind = ? AND subject = ? AND language = ?
            """,
          arguments: arguments),
        let latest = LenientRow(row: row).number("latest"),
        let fetchedAt = Date.representable(secondsSince1970: latest)
      else { return nil }
      let rows = try Row.fetchAll(
        db,
        sql: """
          SELECT \(StoredArticle.columns) FROM listing JOIN article ON article.id = listing.article_id
          WHERE listing.kind = ? AND listing.subject = ? AND listing.language = ?
          AND listing.fetched_at = ?
          ORDER BY listing.position
          """,
        arguments: arguments + [latest])
      let articles = rows.compactMap(StoredArticle.init(row:))
      return articles.isEmpty ? nil : (articles, fetchedAt)
    }
  }

  /// A remembered setting.
  public func value(for key: String) throws -> String? {
    try database.reading { db in
      try Row.fetchOne(db, sql: "SELECT value FROM setting WHERE key = ?", arguments: [key])
        .flatMap { LenientRow(row: $0).text("value") }
    }
  }

  /// Marks articles read (opened, or marked read by the reader), and so seen too, keeping the
  /// times of earlier marks.
  public func markRead(_ ids: [Int64], at now: Date) throws {
    try database.write { db in try Self.markRead(ids, at: now, in: db) }
  }

  /// `markRead`, inside a transaction of the caller's (an import's, all or nothing).
  static func markRead<IDs: Sequence<Int64>>(_ ids: IDs, at now: Date, in db: Database) throws {
    for id in ids {
      try db.cachedStatement(
        sql: """
          UPDATE article SET read_at = COALESCE(read_at, ?1), seen_at = COALESCE(seen_at, ?1)
          WHERE id = ?2
          """
      ).execute(arguments: [now.timeIntervalSince1970, id])
    }
  }

  /// Makes every list shown through this connection mark its articles read as well as seen
  /// (`mark_read = "listed"`): a trigger of this connection alone, gone when it closes. A store
  /// that cannot take it (damaged) is left to the list's own write to report.
  func makeListsMarkRead() {
    try? database.writeWithoutTransaction { db in
      try db.execute(
        sql: """
          CREATE TEMP TRIGGER IF NOT EXISTS list_marks_read AFTER UPDATE OF seen_at ON article
          WHEN NEW.seen_at IS NOT NULL AND NEW.read_at IS NULL
          BEGIN UPDATE article SET read_at = NEW.seen_at WHERE id = NEW.id; END
          """)
    }
  }

  /// Remembers a setting.
  public func setValue(_ value: String, for key: String) throws {
    try database.write { db in
      try db.execute(
        sql: "INSERT OR REPLACE INTO setting (key, value) VALUES (?, ?)", arguments: [key, value])
    }
  }

  /// The setting that says the last list shown had no articles.
  static let emptyListKey = "last_list_empty"

  /// The last list shown, in order.
  public func lastList() throws -> [StoredArticle] {
    try database.reading { db in
      try Row.fetchAll(
        db,
        sql: """
          SELECT \(StoredArticle.withTextColumns)
          FROM last_list JOIN article ON article.id = last_list.article_id
          \(StoredArticle.textJoin)
          ORDER BY last_list.position
          """
      ).compactMap(StoredArticle.init(row:))
    }
  }

  /// Saves an article (at `date`) or forgets that it was saved (nil).
  ///
  /// The commit is synced at once (synchronous FULL for it): a saved article is the one thing
  /// the store must not lose, and the close that would sync it may not copy the log in (another
  /// `news` has the store open, or a search leaves the log to later runs).
  public func setSaved(_ id: Int64, at date: Date?) throws {
    try database.writeWithoutTransaction { db in
      try db.execute(sql: "PRAGMA synchronous = FULL")
      defer { try? db.execute(sql: "PRAGMA synchronous = NORMAL") }
      try db.inTransaction {
        try db.execute(
          sql: "UPDATE article SET saved_at = ? WHERE id = ?",
          arguments: [date?.timeIntervalSince1970, id])
        return .commit
      }
    }
  }

  /// The saved articles, newest saved first.
  public func saved() throws -> [StoredArticle] {
    try database.reading { db in
      try Row.fetchAll(
        db,
        sql: """
          SELECT \(StoredArticle.columns) FROM article WHERE saved_at IS NOT NULL
          ORDER BY saved_at DESC, id DESC
          """
      ).compactMap(StoredArticle.init(row:))
    }
  }

  /// Stored articles matching every word of a phrase (ignoring case and diacritics), the most
  /// relevant first, a recent article raised above an old one of nearly the same relevance,
  /// ties newest first (`SearchRanking`). The words are matched whole first; when fewer than
  /// `limit` articles have them all, as the start of a word too (`orbit` finds `orbital`): a
  /// whole word is the better match, and FTS5 walks a whole word's articles newest first and
  /// stops, where a prefix merges the lists of every word it starts (76 ms for a common one over
  /// 1,000,000 articles). Only the newest `SearchRanking.pool` matches are ranked.
  public func search(_ phrase: String, limit: Int, now: Date) throws -> [StoredArticle] {
    let words = SearchWords.split(TextFolding.fold(phrase))
    guard !words.isEmpty else { return [] }
    return try database.reading { db in
      let found = try Self.ranked(words, prefix: false, limit: limit, now: now, in: db)
      guard found.count < limit else { return found }
      return try Self.ranked(words, prefix: true, limit: limit, now: now, in: db)
    }
  }

  /// The matches of these folded words (whole, or as prefixes), ranked.
  static func ranked(
    _ words: [Substring], prefix: Bool, limit: Int, now: Date, in db: Database
  ) throws -> [StoredArticle] {
    let candidates = try SearchRanking.candidates(words, prefix: prefix, in: db)
    return try articles(Array(SearchRanking.order(candidates, now: now).prefix(limit)), in: db)
  }

  /// Deletes unsaved articles not fetched since `cutoff` and not in the last list; returns how
  /// many went.
  @discardableResult
  public func prune(before cutoff: Date) throws -> Int {
    try database.write { db in
      try Self.prune(before: cutoff, keeping: schema.keptArticles, in: db)
    }
  }

  /// Deletes as `prune(before:)` does, leaving the articles each of `kept` (queries of article
  /// ids, from the rooms that point at them) names.
  static func prune(before cutoff: Date, keeping kept: [String], in db: Database) throws -> Int {
    let keeping = kept.map { "AND id NOT IN (\($0))" }.joined(separator: " ")
    try db.cachedStatement(
      sql: """
        DELETE FROM article WHERE saved_at IS NULL AND last_fetched_at < ?
        AND id NOT IN (SELECT article_id FROM last_list) \(keeping)
        """
    ).execute(arguments: [cutoff.timeIntervalSince1970])
    let removed = db.changesCount
    // A contentless index deletes by writing each word's deletion beside it, so a large prune
    // first grows the index (a quarter of 100,000 articles: 5.8 → 8.7 MB); merging it into
    // one segment drops both (4.4 MB, 0.2 s). A small prune is left to FTS5's own merging.
    if removed >= SearchIndex.mergeAfter {
      try db.execute(sql: "INSERT INTO article_search (article_search) VALUES ('optimize')")
    }
    // The pages freed go back to the file system (a store with incremental auto-vacuum: every
    // new one, and every one compacted since).
    if removed > 0 { try db.execute(sql: "PRAGMA incremental_vacuum") }
    return removed
  }

  /// Prunes as `prune(before:keeping:in:)` does, once a day at most (`prunedAt`): with no index
  /// of fetch times (14.6 bytes an article), a prune reads the whole table (20 ms over 100,000
  /// articles), which a list does not pay each time. An article kept a day longer than
  /// `NEWS_KEEP_DAYS` says is no loss.
  static func pruneDaily(
    before cutoff: Date, at now: Date, keeping kept: [String], in db: Database
  ) throws -> Int {
    let last = try LenientQuery.text(db, sql: ListStatements.setting, arguments: [prunedAt])
      .flatMap(Double.init)
    if let last, last <= now.timeIntervalSince1970, now.timeIntervalSince1970 - last < 86_400 {
      return 0
    }
    let removed = try prune(before: cutoff, keeping: kept, in: db)
    // Once a day the recent keys move when enough wait, for a store that is only ever
    // searched (a refresh moves them at its end).
    try ArticleKeyTiers.settle(in: db)
    try db.execute(
      sql: "INSERT OR REPLACE INTO setting (key, value) VALUES (?, ?)",
      arguments: [prunedAt, String(now.storeSeconds)])
    return removed
  }

  /// Moves the recent article keys to the settled table once `atLeast` wait (by default
  /// `ArticleKeyTiers.settleAt`); whether they moved.
  @discardableResult
  public func settleKeys(atLeast: Int? = nil) throws -> Bool {
    try database.write {
      try ArticleKeyTiers.settle(in: $0, atLeast: atLeast ?? ArticleKeyTiers.settleAt)
    }
  }

  /// The setting that holds when lists last pruned the store (seconds since 1970).
  static let prunedAt = "store.pruned-at"

  /// Stores articles once each and records them as a page of a subject's list, in order;
  /// returns their ids.
  static func keep(_ articles: [Article], for subject: StoreSubject, at now: Date, in db: Database)
    throws -> [Int64]
  {
    let ids = try articles.map { try upsert($0, at: now, in: db) }
    try db.cachedStatement(sql: ListStatements.keepInListing).execute(arguments: [
      subject.kind, subject.key, subject.language, now.timeIntervalSince1970,
      ListStatements.json(ids),
    ])
    return ids
  }

  static func show(_ ids: [Int64], at now: Date, marking: Bool = true, in db: Database) throws
    -> [StoredArticle]
  {
    let shown = try articles(ids, in: db)
    try makeLastList(shown.map(\.id), at: now, marking: marking, in: db)
    return shown
  }

  /// Makes `ids` the last list, in order, marking them seen with `marking`.
  static func makeLastList(_ ids: [Int64], at now: Date, marking: Bool, in db: Database) throws {
    try db.cachedStatement(sql: ListStatements.clearLastList).execute()
    // An empty list is a list: `show 1` after it says it was empty, not that none was shown.
    if ids.isEmpty {
      try db.execute(
        sql: "INSERT OR REPLACE INTO setting (key, value) VALUES (?, '1')",
        arguments: [Self.emptyListKey])
    }
    let json = ListStatements.json(ids)
    try db.cachedStatement(sql: ListStatements.addToLastList).execute(arguments: [json])
    guard marking else { return }
    try db.cachedStatement(sql: ListStatements.markSeen)
      .execute(arguments: [now.timeIntervalSince1970, json])
  }
}
