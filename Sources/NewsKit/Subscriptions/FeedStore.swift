import Foundation
import GRDB

/// The Subscriptions room's tables: the feeds (one row per normalised address), their
/// validators, schedule and last outcome, the stream id a reader service gave each, and the
/// removals a reader service has still to be told of. Over the store's one connection.
public struct FeedStore: Sendable {
  /// The store whose connection this uses.
  let store: ArticleStore

  /// The feeds' tables of `store`.
  public init(_ store: ArticleStore) { self.store = store }

  /// What shell completion offers: each subscribed feed's id, then each title (what `feed remove` and `read` accept).
  public static func completions(at url: URL) -> [String] {
    let rows = StoreCandidates.query(url) { db in
      try Row.fetchAll(db, sql: "SELECT id, title FROM feed ORDER BY id").map(LenientRow.init)
    }
    let titles = rows.compactMap { row -> String? in
      // One line per word offered: a title's own line breaks and escapes go.
      let clean = TerminalSanitizer.sanitize(row.text("title") ?? "")
        .split(whereSeparator: \.isNewline).joined(separator: " ")
        .trimmingCharacters(in: .whitespaces)
      return clean.isEmpty ? nil : clean
    }
    return rows.compactMap { $0.integer("id").map(String.init) } + titles
  }

  /// Subscribes to each candidate not subscribed yet, in one transaction (all or nothing);
  /// returns each one's subscription and whether it is new.
  public func subscribe(_ candidates: [FeedCandidate], at now: Date) throws
    -> [(feed: FeedSubscription, isNew: Bool)]
  {
    try store.database.write { db in try Self.subscribe(candidates, at: now, in: db) }
  }

  /// `subscribe`, inside a transaction of the caller's (an import's, all or nothing).
  static func subscribe(_ candidates: [FeedCandidate], at now: Date, in db: Database) throws
    -> [(feed: FeedSubscription, isNew: Bool)]
  {
    var results: [(FeedSubscription, Bool)] = []
    for candidate in candidates {
      if var existing = try Self.feed(key: candidate.address.key, in: db) {
        // An import that files a known feed in a folder moves it there.
        if let folder = candidate.folder, folder != existing.folder {
          try Self.moveFolder(of: existing.id, from: existing.folder, to: folder, in: db)
          existing.folder = folder
        }
        try Self.append(candidate.tags, to: existing.id, in: db)
        if let hidden = candidate.hidden {
          try db.execute(
            sql: "UPDATE feed SET hidden = ? WHERE id = ?", arguments: [hidden, existing.id])
          existing.hidden = hidden
        }
        results.append((existing, false))
        continue
      }
      try db.execute(
        sql: """
          INSERT INTO feed (url, url_key, title, site, folder, added_at, hidden)
          VALUES (?, ?, ?, ?, ?, ?, ?)
          """,
        arguments: [
          candidate.address.stored, candidate.address.key, candidate.title,
          candidate.site, candidate.folder, now.timeIntervalSince1970, candidate.hidden ?? false,
        ])
      if let added = try Self.feed(key: candidate.address.key, in: db) {
        try Self.append(candidate.tags, to: added.id, in: db)
        results.append((added, true))
      }
    }
    return results
  }

  /// Names a feed as the user chose (`feed rename`).
  public func rename(_ feedID: Int64, to name: String) throws {
    try store.database.write { db in try Self.setTitle(name, of: feedID, in: db) }
  }

  /// Names a feed as the reader chose (newsboat's `~Name`, `feed rename`): a reader
  /// service's title no longer replaces it, and its articles carry the name.
  static func setTitle(_ title: String, of feed: Int64, in db: Database) throws {
    let name = StoreBounds.cut(title, to: StoreBounds.title)
    try db.execute(
      sql: "UPDATE feed SET title = ?, title_from_server = 0 WHERE id = ?",
      arguments: [name, feed])
    try db.execute(
      sql: "UPDATE article SET source = ? WHERE feed_id = ? AND source IS NOT ?",
      arguments: [name, feed, name])
  }

  /// Removes subscriptions and the articles they brought, except saved ones, which stay.
  public func unsubscribe(_ ids: [Int64], at now: Date) throws {
    try store.database.write { db in
      for id in ids {
        // A feed the reader service knows is unsubscribed there too, at the next push.
        try db.execute(
          sql: """
            INSERT OR IGNORE INTO sync_queue (stream, queued_at)
            SELECT remote_id, ? FROM feed WHERE id = ? AND remote_id IS NOT NULL
            """, arguments: [now.timeIntervalSince1970, id])
        try db.execute(
          sql: "UPDATE article SET feed_id = NULL WHERE feed_id = ? AND saved_at IS NOT NULL",
          arguments: [id])
        try db.execute(sql: "DELETE FROM feed WHERE id = ?", arguments: [id])
      }
    }
  }

  /// Every subscription in the user's order (as subscribed: a newsboat `urls` file's or an OPML
  /// file's order, then the order added), with its article counts (the unread: not opened)
  /// unless `counting` is false (counting the unread reads every article's row: 200 ms at 100,000, too much for
  /// finding a feed by name).
  public func feeds(counting: Bool = true) throws -> [FeedSubscription] {
    try store.database.reading { db in
      let tags = try Self.tagsByFeed(in: db)
      let query =
        counting ? Self.feedQuery : "SELECT \(Self.columns), 0 AS articles, 0 AS unread FROM feed"
      var feeds: [FeedSubscription] = []
      try LenientQuery.forEachRow(try db.makeStatement(sql: query + " ORDER BY id")) { row in
        guard var feed = Self.subscription(row) else { return }
        feed.tags = tags[feed.id] ?? []
        feeds.append(feed)
      }
      return feeds
    }
  }

  /// The columns `subscription(_:)` reads, its texts bounded in SQL (`StoredArticle.bounded`).
  static let columns =
    (["id", "last_refresh", "due_at", "ttl_minutes", "hidden"].map { "feed.\($0) AS \($0)" }
    + ["url", "title", "site", "folder", "status", "error", "etag", "last_modified", "remote_id"]
    .map { StoredArticle.bounded("feed." + $0, as: $0) }).joined(separator: ", ")

  /// Each feed with its counts, counted per feed in `article_by_feed` alone (it holds the read
  /// time): grouping a join by the feed made SQLite copy every column, a damaged 50 MB one
  /// included, before grouping, and the unread count read every article's row.
  static let feedQuery = """
    SELECT \(columns),
      (SELECT COUNT(*) FROM article WHERE article.feed_id = feed.id) AS articles,
      (SELECT COUNT(*) FROM article WHERE article.feed_id = feed.id AND article.read_at IS NULL)
        AS unread
    FROM feed
    """

  static func feed(key: String, in db: Database) throws -> FeedSubscription? {
    try Row.fetchOne(
      db, sql: feedQuery + " WHERE feed.url_key = ?", arguments: [key]
    ).flatMap(subscription)
  }

  /// A subscription from a row GRDB copied.
  static func subscription(_ row: Row) -> FeedSubscription? {
    subscription(LenientRow(row: row))
  }

  /// A subscription from its row as `columns` reads it; nil without an id or an address.
  static func subscription(_ columns: LenientRow) -> FeedSubscription? {
    guard let id = columns.integer("id"), let url = columns.text("url") else { return nil }
    var feed = FeedSubscription(
      id: id, url: url, title: columns.text("title"), site: columns.text("site"),
      folder: columns.text("folder"), lastRefresh: columns.date("last_refresh"),
      status: columns.text("status"), error: columns.text("error"),
      articles: Int(columns.integer("articles") ?? 0), unread: Int(columns.integer("unread") ?? 0),
      etag: columns.text("etag"), lastModified: columns.text("last_modified"),
      dueAt: columns.date("due_at"), remoteID: columns.text("remote_id"),
      ttlMinutes: columns.integer("ttl_minutes").map { Int(clamping: $0) })
    feed.hidden = (columns.integer("hidden") ?? 0) != 0
    return feed
  }
}
