import Foundation
import GRDB

/// The Sync room's part of the store: each synced article's item id and the read and starred
/// states the server last had (so local marks made since are pushed as differences), columns
/// of the shared `article` table. The feeds' stream ids are the Subscriptions room's
/// (`FeedStore`); refusals are settings.
struct SyncStore: Sendable {
  /// The store whose connection this uses.
  let store: ArticleStore

  /// The sync state of `store`.
  init(_ store: ArticleStore) { self.store = store }

  /// Subscriptions the server does not know yet (added locally, or before signing in), but
  /// those it refused.
  func unsyncedFeeds() throws -> [FeedSubscription] {
    let refused = try store.database.reading { db in
      Set(
        try Row.fetchAll(db, sql: "SELECT key FROM setting WHERE key LIKE 'sync.refused.%'")
          .compactMap { LenientRow(row: $0).text("key").flatMap { Int64($0.dropFirst(13)) } })
    }
    return try FeedStore(store).feeds().filter { $0.remoteID == nil && !refused.contains($0.id) }
  }

  /// Remembers that the server refused a subscription, so it is not offered again and again.
  func markRefused(_ feed: Int64) throws {
    try store.setValue("1", for: "sync.refused.\(feed)")
  }

  /// The item ids the store holds.
  func remoteIDs() throws -> Set<String> {
    try store.database.reading { db in
      Set(
        try LenientQuery.texts(db, sql: "SELECT remote_id FROM article WHERE remote_id IS NOT NULL")
      )
    }
  }

  /// Stores items new to the store, read or starred as the server has them: how many were new
  /// and how many of those starred. An item whose link a local article already has (fetched
  /// from the feed before signing in, or saved from a list) is not stored again: the local
  /// article takes its item id and keeps its own marks, which the next push sends.
  func storeRemoteItems(
    _ items: [RemoteItem], feeds: [String: Int64], unread: Set<String>, starred: Set<String>,
    at now: Date, linkOnly: Bool = false
  ) throws -> (new: Int, starred: Int) {
    try store.database.write { db in
      try db.execute(sql: Self.createLinkIndex)
      var new = 0
      var newlyStarred = 0
      let time = now.storeSeconds
      // An id longer than a name is no server's: never stored (`remote_id`).
      for item in items where item.id.utf8.count <= StoreBounds.name {
        let key = "greader:" + item.id
        guard
          try LenientQuery.integer(
            db.cachedStatement(
              sql: ArticleKeyTiers.lookup + " UNION ALL SELECT id FROM article WHERE remote_id = ?2"
            ),
            arguments: [key, item.id]) == nil
        else { continue }
        let article = StoreBounds.article(item.article)
        let read = !unread.contains(item.id)
        let star = starred.contains(item.id)
        if let link = article.link,
          let local = try LenientQuery.integer(
            db.cachedStatement(
              sql: "SELECT id FROM article WHERE link = ? AND remote_id IS NULL ORDER BY id LIMIT 1"
            ), arguments: [link])
        {
          try db.cachedStatement(
            sql: """
              UPDATE article SET remote_id = ?, remote_read = ?, remote_starred = ?,
                feed_id = COALESCE(feed_id, ?) WHERE id = ?
              """
          ).execute(arguments: [item.id, read, star, item.feed.flatMap { feeds[$0] }, local])
          continue
        }
        if linkOnly { continue }
        try db.cachedStatement(
          sql: """
            INSERT INTO article (title, summary, published, published_has_time, source, link,
            author, last_fetched_at, key, first_fetched_at, feed_id, remote_id, remote_read,
            remote_starred, seen_at, read_at, saved_at)
            VALUES (?, news_pack(?), ?, 1, ?, ?, ?, ?, news_key(?), ?, ?, ?, ?, ?, ?, ?, ?)
            """
        ).execute(arguments: [
          article.title, article.summary, article.published?.timeIntervalSince1970,
          article.source, article.link, article.author, time, key, time,
          item.feed.flatMap { feeds[$0] }, item.id, read, star, read ? time : nil,
          read ? time : nil, star ? time : nil,
        ])
        new += 1
        if star { newlyStarred += 1 }
      }
      return (new, newlyStarred)
    }
  }

  /// Local marks the server does not have yet: item ids read here (opened, not only listed)
  /// but unread there, saved here but not starred there, and starred there but no longer saved
  /// here.
  func pendingMarks() throws -> (read: [String], star: [String], unstar: [String]) {
    try store.database.reading { db in
      let read = try LenientQuery.texts(
        db,
        sql: """
          SELECT remote_id FROM article WHERE remote_id IS NOT NULL AND read_at IS NOT NULL
            AND COALESCE(remote_read, 0) = 0
          """)
      let star = try LenientQuery.texts(
        db,
        sql: """
          SELECT remote_id FROM article WHERE remote_id IS NOT NULL AND saved_at IS NOT NULL
            AND COALESCE(remote_starred, 0) = 0
          """)
      let unstar = try LenientQuery.texts(
        db,
        sql: """
          SELECT remote_id FROM article WHERE remote_id IS NOT NULL AND saved_at IS NULL
            AND remote_starred = 1
          """)
      return (read, star, unstar)
    }
  }

  /// Takes the server's read and starred states: the server wins for every synced article
  /// (local marks were pushed before). Read there is read (and seen) here; unread there undoes
  /// a read here (the article is new again), but leaves one that a list only showed as it is.
  /// A list the server did not send whole (a bound was reached) only says what is in it: an
  /// article missing from it keeps its state. Returns how many became read and starred here.
  func applyRemoteState(
    unread: Set<String>, unreadComplete: Bool = true, starred: Set<String>,
    starredComplete: Bool = true, at now: Date
  ) throws -> (read: Int, starred: Int) {
    try store.database.write { db in
      var read = 0
      var newlyStarred = 0
      let time = now.timeIntervalSince1970
      let rows = try Row.fetchAll(
        db,
        sql: """
          SELECT id, remote_id, seen_at, read_at, saved_at, remote_read, remote_starred
          FROM article WHERE remote_id IS NOT NULL
          """)
      for row in rows.map(LenientRow.init) {
        guard let id = row.integer("id"), let remote = row.text("remote_id") else { continue }
        let seen = row.date("seen_at")?.timeIntervalSince1970
        let readAt = row.date("read_at")?.timeIntervalSince1970
        let saved = row.date("saved_at")?.timeIntervalSince1970
        let isRead =
          unread.contains(remote) ? false : unreadComplete ? true : row.integer("remote_read") == 1
        let isStarred =
          starred.contains(remote)
          ? true : starredComplete ? false : row.integer("remote_starred") == 1
        // Only rows whose state changed are written: an incremental sync touches few.
        if (readAt != nil) == isRead, (saved != nil) == isStarred,
          row.integer("remote_read") == (isRead ? 1 : 0),
          row.integer("remote_starred") == (isStarred ? 1 : 0)
        {
          continue
        }
        if isRead && readAt == nil { read += 1 }
        if isStarred && saved == nil { newlyStarred += 1 }
        let newSeen: Double? = isRead ? (seen ?? time) : (readAt != nil ? nil : seen)
        try db.cachedStatement(
          sql: """
            UPDATE article SET remote_read = ?, remote_starred = ?, seen_at = ?, read_at = ?,
              saved_at = ?
            WHERE id = ?
            """
        ).execute(arguments: [
          isRead, isStarred, newSeen, isRead ? (readAt ?? time) : nil,
          isStarred ? (saved ?? time) : nil, id,
        ])
      }
      return (read, newlyStarred)
    }
  }

  /// The item ids of articles saved here and starred there when last synced.
  func savedStarredRemoteIDs() throws -> Set<String> {
    try store.database.reading { db in
      Set(
        try LenientQuery.texts(
          db,
          sql: """
            SELECT remote_id FROM article WHERE remote_id IS NOT NULL AND remote_starred = 1
              AND saved_at IS NOT NULL
            """))
    }
  }

  /// Unties articles from server items that are gone: they stay, with their marks, as local
  /// articles.
  func detach(_ remoteIDs: Set<String>) throws {
    guard !remoteIDs.isEmpty else { return }
    try store.database.write { db in
      for id in remoteIDs {
        try db.execute(
          sql: """
            UPDATE article SET remote_id = NULL, remote_read = NULL, remote_starred = NULL,
              key = \(Self.unmatchedKey)
            WHERE remote_id = ?
            """, arguments: [id])
      }
    }
  }

  /// An article's key once it is no longer a server's item: one stored from the server
  /// (`greader:<item>`) gets a key no item of any server will have; an article of a feed or a
  /// list keeps its own, so its feed still finds it. (SQLite reads the row as it was before the
  /// update, `remote_id` included.)
  static let unmatchedKey = """
    CASE WHEN key = news_key('greader:' || remote_id)
      THEN news_key('greader:' || remote_id || ':' || id) ELSE key END
    """

  /// Records that the server now has these marks.
  func markPushed(read: [String], star: [String], unstar: [String]) throws {
    try store.database.write { db in
      for (ids, column, value) in [
        (read, "remote_read", 1), (star, "remote_starred", 1), (unstar, "remote_starred", 0),
      ] {
        for id in ids {
          try db.execute(
            sql: "UPDATE article SET \(column) = ? WHERE remote_id = ?", arguments: [value, id])
        }
      }
    }
  }

  /// Forgets what a reader service knew, when signing out: feeds become local subscriptions
  /// again (refreshed here), articles lose their item ids and the server's states (another
  /// server's ids would mean other items), queued changes and refusals go. Articles, their
  /// read, seen and saved marks stay. The index only a sync reads (local articles by link) goes.
  func forgetSync() throws {
    try store.database.write { db in
      try FeedStore.forgetServer(in: db)
      try db.execute(
        sql: """
          UPDATE article SET remote_id = NULL, remote_read = NULL, remote_starred = NULL,
            key = \(Self.unmatchedKey)
            WHERE remote_id IS NOT NULL;
          DELETE FROM setting WHERE key LIKE 'sync.%';
          DROP INDEX IF EXISTS article_local_by_link;
          """)
    }
  }

  /// The item id of a stored article, when it came from the server.
  func remoteID(ofArticle id: Int64) throws -> String? {
    try store.database.reading { db in
      try LenientQuery.text(db, sql: "SELECT remote_id FROM article WHERE id = ?", arguments: [id])
    }
  }
}
