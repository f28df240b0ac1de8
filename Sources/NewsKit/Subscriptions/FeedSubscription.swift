import Foundation
import GRDB

/// A subscription as `news feed list` shows it.
public struct FeedSubscription: Sendable, Equatable {
  public var id: Int64
  public var url: String
  public var title: String?
  /// The site the feed belongs to.
  public var site: String?
  /// The folder, nested folders joined with `/`.
  public var folder: String?
  public var lastRefresh: Date?
  /// `updated`, `not_modified`, `skipped` or `error` after a refresh; nil before the first.
  public var status: String?
  public var error: String?
  /// Articles stored from this feed, and how many of them no list has shown yet.
  public var articles: Int
  public var unread: Int
  /// The validators of the last answer, for a conditional request.
  public var etag: String?
  public var lastModified: String?
  /// Not to be fetched before this time (Retry-After, `<ttl>`, Cache-Control), unless forced.
  public var dueAt: Date?
  /// The reader service's stream id (`feed/…`) once a sync has matched it.
  public var remoteID: String? = nil
  /// The minutes the feed's `<ttl>` asked to be left alone, from its last full answer.
  public var ttlMinutes: Int? = nil

  /// The name to show: the title, else the address with its password masked (`user:***@`).
  public var name: String { title ?? AddressMask.mask(url) }
}

/// Where a new subscription came from, for `subscribe`.
public struct FeedCandidate: Sendable, Equatable {
  public var address: FeedAddress
  public var title: String?
  public var site: String?
  public var folder: String?

  public init(address: FeedAddress, title: String?, site: String?, folder: String? = nil) {
    self.address = address
    self.title = title
    self.site = site
    self.folder = folder
  }
}

extension ArticleStore {
  /// Subscribes to each candidate not subscribed yet, in one transaction (all or nothing);
  /// returns each one's subscription and whether it is new.
  public func subscribe(_ candidates: [FeedCandidate], at now: Date) throws
    -> [(feed: FeedSubscription, isNew: Bool)]
  {
    try database.write { db in
      var results: [(FeedSubscription, Bool)] = []
      for candidate in candidates {
        if var existing = try Self.feed(key: candidate.address.key, in: db) {
          // An import that files a known feed in a folder moves it there.
          if let folder = candidate.folder, folder != existing.folder {
            try db.execute(
              sql: "UPDATE feed SET folder = ? WHERE id = ?", arguments: [folder, existing.id])
            existing.folder = folder
          }
          results.append((existing, false))
          continue
        }
        try db.execute(
          sql: """
            INSERT INTO feed (url, url_key, title, site, folder, added_at)
            VALUES (?, ?, ?, ?, ?, ?)
            """,
          arguments: [
            candidate.address.url.absoluteString, candidate.address.key, candidate.title,
            candidate.site, candidate.folder, now.timeIntervalSince1970,
          ])
        if let added = try Self.feed(key: candidate.address.key, in: db) {
          results.append((added, true))
        }
      }
      return results
    }
  }

  /// Removes subscriptions and the articles they brought, except saved ones, which stay.
  public func unsubscribe(_ ids: [Int64], at now: Date) throws {
    try database.write { db in
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
      try db.execute(
        sql: "DELETE FROM article_search WHERE rowid NOT IN (SELECT id FROM article)")
    }
  }

  /// Every subscription, by folder and title, with its article counts.
  public func feeds() throws -> [FeedSubscription] {
    try database.read { db in
      try Row.fetchAll(db, sql: Self.feedQuery + " ORDER BY folder, title, id")
        .compactMap(Self.subscription)
    }
  }

  /// The columns `subscription(_:)` reads, its texts bounded in SQL (`StoredArticle.bounded`).
  static let columns =
    (["id", "last_refresh", "due_at", "ttl_minutes"].map { "feed.\($0) AS \($0)" }
    + ["url", "title", "site", "folder", "status", "error", "etag", "last_modified", "remote_id"]
    .map { StoredArticle.bounded("feed." + $0, as: $0) }).joined(separator: ", ")

  /// Each feed with its counts, counted per feed (`article_by_feed`): grouping a join by the
  /// feed made SQLite copy every column, a damaged 50 MB one included, before grouping.
  static let feedQuery = """
    SELECT \(columns),
      (SELECT COUNT(*) FROM article WHERE article.feed_id = feed.id) AS articles,
      (SELECT COUNT(*) FROM article WHERE article.feed_id = feed.id AND article.seen_at IS NULL)
        AS unread
    FROM feed
    """

  static func feed(key: String, in db: Database) throws -> FeedSubscription? {
    try Row.fetchOne(
      db, sql: feedQuery + " WHERE feed.url_key = ?", arguments: [key]
    ).flatMap(subscription)
  }

  static func subscription(_ row: Row) -> FeedSubscription? {
    let columns = LenientRow(row: row)
    guard let id = columns.integer("id"), let url = columns.text("url") else { return nil }
    return FeedSubscription(
      id: id, url: url, title: columns.text("title"), site: columns.text("site"),
      folder: columns.text("folder"), lastRefresh: columns.date("last_refresh"),
      status: columns.text("status"), error: columns.text("error"),
      articles: Int(columns.integer("articles") ?? 0), unread: Int(columns.integer("unread") ?? 0),
      etag: columns.text("etag"), lastModified: columns.text("last_modified"),
      dueAt: columns.date("due_at"), remoteID: columns.text("remote_id"),
      ttlMinutes: columns.integer("ttl_minutes").map { Int(clamping: $0) })
  }
}
