import Foundation
import GRDB

/// The Watches room's tables: the watches (saved phrases) and the articles each has matched.
/// Over the store's one connection.
public struct WatchStore: Sendable {
  /// The store whose connection this uses.
  let store: ArticleStore

  /// The watches' tables of `store`.
  public init(_ store: ArticleStore) { self.store = store }

  /// Adds a watch; returns it with its id.
  public func addWatch(
    phrase: String, language: String, topic: Topic?, feedsOnly: Bool, query: String? = nil,
    at now: Date
  ) throws -> Watch {
    try store.database.write { db in
      try db.execute(
        sql: """
          INSERT INTO watch (phrase, lang, topic, feeds_only, query, created_at)
          VALUES (?, ?, ?, ?, ?, ?)
          """,
        arguments: [
          phrase, language, topic?.rawValue, feedsOnly, query, now.timeIntervalSince1970,
        ])
      return Watch(
        id: db.lastInsertedRowID, phrase: phrase, language: language, topic: topic,
        feedsOnly: feedsOnly, query: query)
    }
  }

  /// Every watch, oldest first, with its counts: its matches, and those still stored and not
  /// opened (unread, as everywhere).
  public func watches() throws -> [Watch] {
    try store.database.reading { db in try Self.watches(in: db) }
  }

  static func watches(in db: Database) throws -> [Watch] {
    try Row.fetchAll(
      db.cachedStatement(
        sql: """
          SELECT watch.*, COUNT(watch_match.article_key) AS matches,
          COALESCE(SUM(article.id IS NOT NULL AND article.read_at IS NULL), 0) AS unread
          FROM watch LEFT JOIN watch_match ON watch_match.watch_id = watch.id
          LEFT JOIN article ON article.id = watch_match.article_id
          GROUP BY watch.id ORDER BY watch.id
          """)
    ).compactMap { raw in
      let row = LenientRow(row: raw)
      guard let id = row.integer("id"), let phrase = row.text("phrase") else { return nil }
      return Watch(
        id: id, phrase: phrase, language: row.text("lang") ?? "en",
        topic: row.text("topic").flatMap(Topic.init(rawValue:)),
        feedsOnly: (row.integer("feeds_only") ?? 0) != 0, lastRun: row.date("last_run"),
        matches: Int(row.integer("matches") ?? 0), unread: Int(row.integer("unread") ?? 0),
        query: row.text("query"))
    }
  }

  /// Removes watches by id with their matches (the articles stay); an unknown id removes
  /// nothing and throws.
  public func removeWatches(_ ids: [Int64]) throws -> [Watch] {
    try store.database.write { db in
      let known = try Self.watches(in: db)
      let chosen = try ids.map { id in
        guard let watch = known.first(where: { $0.id == id }) else {
          throw NewsError.usage(.unknownWatch(String(id)))
        }
        return watch
      }
      for watch in chosen {
        try db.execute(sql: "DELETE FROM watch_match WHERE watch_id = ?", arguments: [watch.id])
        try db.execute(sql: "DELETE FROM watch WHERE id = ?", arguments: [watch.id])
      }
      return chosen
    }
  }

  /// Feed articles stored after `after` (an article id) matching a phrase as `search
  /// --offline` does, newest first, at most `limit`. The index is walked newest first and
  /// stops early, so a common word costs what the newest matches cost, not every match.
  public func feedMatches(_ phrase: String, after: Int64, limit: Int) throws -> [Int64] {
    let words = SearchWords.split(TextFolding.fold(phrase))
    return try store.database.reading { db in
      // Each word as the start of a word, spelled out as the words it starts where it can be.
      guard let query = SearchIndex.match(words, prefix: true, in: db) else { return [] }
      return try Row.fetchAll(
        db,
        sql: """
          SELECT article.id FROM (
            SELECT rowid FROM article_search WHERE article_search MATCH ? AND rowid > ?
            ORDER BY rowid DESC LIMIT ?
          ) AS hit JOIN article ON article.id = hit.rowid
          WHERE article.feed_id IS NOT NULL ORDER BY article.id DESC LIMIT ?
          """,
        arguments: [query, after, limit * 4, limit]
      ).compactMap { LenientRow(row: $0).integer("id") }
    }
  }

  /// Feed articles stored after `after` a query matches, newest first, at most `limit`; a
  /// query that no longer parses matches none.
  public func feedMatches(query text: String, after: Int64, limit: Int, now: Date) throws
    -> [Int64]
  {
    guard let query = try? QueryParser.query(text) else { return [] }
    let condition = QueryCompiler.condition(query, columns: store.schema.queryColumns(now: now))
    return try store.database.reading { db in
      try Row.fetchAll(
        db,
        sql: "SELECT article.id FROM article WHERE article.feed_id IS NOT NULL AND article.id > ? "
          + "AND \(condition.sql) ORDER BY article.id DESC LIMIT ?",
        arguments: StatementArguments([after] + condition.arguments + [limit])
      ).compactMap { LenientRow(row: $0).integer("id") }
    }
  }

  /// The newest article id now: where the next run's feed matching starts.
  public func newestArticleID() throws -> Int64 {
    try store.database.reading { db in
      try LenientQuery.integer(db, sql: "SELECT MAX(id) FROM article") ?? 0
    }
  }

  /// Where a watch's feed matching goes on from.
  public func checkedTo(_ watch: Int64) throws -> Int64 {
    try store.database.reading { db in
      try LenientQuery.integer(
        db, sql: "SELECT checked_to FROM watch WHERE id = ?", arguments: [watch]) ?? 0
    }
  }

  /// Records articles as a watch's matches and the run's time; returns the ids new to it (not
  /// matched before by link, nor by the same story from the same domain), in the order given.
  public func recordMatches(
    _ ids: [Int64], watch: Int64, at now: Date, checkedTo: Int64? = nil
  ) throws -> [Int64] {
    try store.database.write { db in
      var new: [Int64] = []
      for item in try ArticleStore.articles(ids, in: db) {
        try db.cachedStatement(
          sql: """
            INSERT OR IGNORE INTO watch_match (watch_id, article_id, article_key, story, matched_at)
            VALUES (?, ?, ?, ?, ?)
            """
        ).execute(arguments: [
          watch, item.id, StoredArticle.key(for: item.article),
          WatchStory.key(
            title: item.article.title, link: item.article.link, source: item.article.source),
          now.timeIntervalSince1970,
        ])
        if db.changesCount > 0 { new.append(item.id) }
      }
      try db.execute(
        sql: "UPDATE watch SET last_run = ?, checked_to = MAX(checked_to, ?) WHERE id = ?",
        arguments: [now.timeIntervalSince1970, checkedTo ?? 0, watch])
      return new
    }
  }

  /// A watch's matches still in the store, newest first, at most `limit`, marked read.
  public func readMatches(of watch: Int64, limit: Int) throws -> [Int64] {
    try store.database.write { db in
      let ids = try Row.fetchAll(
        db,
        sql: """
          SELECT article_id FROM watch_match WHERE watch_id = ? AND article_id IS NOT NULL
          ORDER BY matched_at DESC, article_id DESC LIMIT ?
          """,
        arguments: [watch, limit]
      ).compactMap { LenientRow(row: $0).integer("article_id") }
      try db.execute(sql: "UPDATE watch_match SET read = 1 WHERE watch_id = ?", arguments: [watch])
      return ids
    }
  }

  /// Marks articles read for a watch (a run printed them).
  public func markMatchesRead(_ ids: [Int64], watch: Int64) throws {
    try store.database.write { db in
      for id in ids {
        try db.execute(
          sql: "UPDATE watch_match SET read = 1 WHERE watch_id = ? AND article_id = ?",
          arguments: [watch, id])
      }
    }
  }
}
