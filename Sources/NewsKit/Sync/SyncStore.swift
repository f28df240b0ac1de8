import Foundation
import GRDB

/// What the store keeps for sync: stream ids of feeds, item ids and the server's last known
/// read and starred states of articles, and queued unsubscriptions.
extension ArticleStore {
  /// Mirrors the server's subscriptions: each is matched by stream id, else by address (as
  /// `FeedAddress.matchKey` spells it), and takes the server's folder; its title only where the
  /// feed has none or the last one came from the server too (a title the feed or the reader
  /// gave is never replaced by the server's). One the server no longer has is removed (saved
  /// articles stay). Returns the local feed id of each stream id and how many feeds were new.
  func applyRemoteFeeds(_ remote: [RemoteFeed], at now: Date) throws -> (
    ids: [String: Int64], added: Int
  ) {
    var added = 0
    var ids: [String: Int64] = [:]
    try database.write { db in
      var byMatchKey: [String: Int64] = [:]
      for row in try Row.fetchAll(db, sql: "SELECT id, url FROM feed").map(LenientRow.init) {
        if let id = row.integer("id"), let key = row.text("url").flatMap(FeedAddress.init)?.matchKey
        {
          byMatchKey[key] = byMatchKey[key] ?? id
        }
      }
      for feed in remote {
        guard let address = FeedAddress(feed.url) else { continue }
        let existing =
          try LenientQuery.integer(
            db, sql: "SELECT id FROM feed WHERE remote_id = ?", arguments: [feed.id])
          ?? byMatchKey[address.matchKey]
        if let existing {
          guard !ids.values.contains(existing) else { continue }
          try db.execute(
            sql: """
              UPDATE feed SET remote_id = ?, folder = ?, site = COALESCE(site, ?),
                title = CASE WHEN title IS NULL OR title_from_server = 1
                  THEN COALESCE(?, title) ELSE title END,
                title_from_server = CASE WHEN title IS NULL OR title_from_server = 1
                  THEN 1 ELSE 0 END
              WHERE id = ?
              """, arguments: [feed.id, feed.folder, feed.site, feed.title, existing])
          ids[feed.id] = existing
        } else {
          try db.execute(
            sql: """
              INSERT INTO feed (url, url_key, title, site, folder, added_at, remote_id,
                title_from_server)
              VALUES (?, ?, ?, ?, ?, ?, ?, 1)
              """,
            arguments: [
              address.url.absoluteString, address.key, feed.title, feed.site, feed.folder,
              now.timeIntervalSince1970, feed.id,
            ])
          ids[feed.id] = db.lastInsertedRowID
          byMatchKey[address.matchKey] = db.lastInsertedRowID
          added += 1
        }
      }
      let gone = try LenientQuery.integers(
        db, sql: "SELECT id FROM feed WHERE remote_id IS NOT NULL"
      ).filter { !ids.values.contains($0) }
      for id in gone {
        try db.execute(
          sql: "UPDATE article SET feed_id = NULL WHERE feed_id = ? AND saved_at IS NOT NULL",
          arguments: [id])
        try db.execute(sql: "DELETE FROM feed WHERE id = ?", arguments: [id])
      }
      if !gone.isEmpty {
        try db.execute(
          sql: "DELETE FROM article_search WHERE rowid NOT IN (SELECT id FROM article)")
      }
    }
    return (ids, added)
  }

  /// Subscriptions the server does not know yet (added locally, or before signing in), but
  /// those it refused.
  func unsyncedFeeds() throws -> [FeedSubscription] {
    let refused = try database.read { db in
      Set(
        try Row.fetchAll(db, sql: "SELECT key FROM setting WHERE key LIKE 'sync.refused.%'")
          .compactMap { LenientRow(row: $0).text("key").flatMap { Int64($0.dropFirst(13)) } })
    }
    return try feeds().filter { $0.remoteID == nil && !refused.contains($0.id) }
  }

  /// Remembers that the server refused a subscription, so it is not offered again and again.
  func markRefused(_ feed: Int64) throws {
    try setValue("1", for: "sync.refused.\(feed)")
  }

  /// Records the stream id of a feed.
  func setRemoteID(_ stream: String, ofFeed id: Int64) throws {
    try database.write { db in
      try db.execute(sql: "UPDATE feed SET remote_id = ? WHERE id = ?", arguments: [stream, id])
    }
  }

  /// Queues an unsubscription for the next sync.
  func queueUnsubscribe(_ stream: String, at now: Date) throws {
    try database.write { db in
      try db.execute(
        sql: "INSERT OR IGNORE INTO sync_queue (stream, queued_at) VALUES (?, ?)",
        arguments: [stream, now.timeIntervalSince1970])
    }
  }

  /// The queued unsubscriptions, oldest first.
  func queuedUnsubscribes() throws -> [String] {
    try database.read { db in
      try LenientQuery.texts(db, sql: "SELECT stream FROM sync_queue ORDER BY id")
    }
  }

  /// Forgets a queued unsubscription once the server has it.
  func dropQueued(_ stream: String) throws {
    try database.write { db in
      try db.execute(sql: "DELETE FROM sync_queue WHERE stream = ?", arguments: [stream])
    }
  }

  /// The item ids the store holds.
  func remoteIDs() throws -> Set<String> {
    try database.read { db in
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
    try database.write { db in
      var new = 0
      var newlyStarred = 0
      let time = now.timeIntervalSince1970
      for item in items {
        let key = "greader:" + item.id
        guard
          try LenientQuery.integer(
            db.cachedStatement(sql: "SELECT id FROM article WHERE key = ? OR remote_id = ?"),
            arguments: [key, item.id]) == nil
        else { continue }
        let article = item.article
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
            VALUES (?, ?, ?, 1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """
        ).execute(arguments: [
          article.title, article.summary, article.published?.timeIntervalSince1970,
          article.source, article.link, article.author, time, key, time,
          item.feed.flatMap { feeds[$0] }, item.id, read, star, read ? time : nil,
          read ? time : nil, star ? time : nil,
        ])
        try SearchIndex.write(
          db, id: db.lastInsertedRowID, title: article.title, summary: article.summary)
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
    try database.read { db in
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
    try database.write { db in
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
    try database.read { db in
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
    try database.write { db in
      for id in remoteIDs {
        try db.execute(
          sql: """
            UPDATE article SET remote_id = NULL, remote_read = NULL, remote_starred = NULL,
              key = key || ':' || id
            WHERE remote_id = ?
            """, arguments: [id])
      }
    }
  }

  /// Records that the server now has these marks.
  func markPushed(read: [String], star: [String], unstar: [String]) throws {
    try database.write { db in
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

  /// The stream ids of subscriptions that have saved articles the server does not know yet
  /// (saved before signing in, and no longer unread or starred there): where to look for them.
  func streamsWithUnlinkedSaved() throws -> [String] {
    try database.read { db in
      try LenientQuery.texts(
        db,
        sql: """
          SELECT DISTINCT feed.remote_id FROM article JOIN feed ON feed.id = article.feed_id
          WHERE article.saved_at IS NOT NULL AND article.remote_id IS NULL
            AND article.link IS NOT NULL AND feed.remote_id LIKE 'feed/%'
          ORDER BY feed.id
          """)
    }
  }

  /// Forgets what a reader service knew, when signing out: feeds become local subscriptions
  /// again (refreshed here), articles lose their item ids and the server's states (another
  /// server's ids would mean other items), queued changes and refusals go. Articles, their
  /// read, seen and saved marks stay.
  func forgetSync() throws {
    try database.write { db in
      try db.execute(
        sql: """
          UPDATE feed SET remote_id = NULL WHERE remote_id IS NOT NULL;
          UPDATE article SET remote_id = NULL, remote_read = NULL, remote_starred = NULL
            WHERE remote_id IS NOT NULL;
          UPDATE article SET key = key || ':' || id WHERE key LIKE 'greader:%';
          DELETE FROM sync_queue;
          DELETE FROM setting WHERE key LIKE 'sync.%';
          """)
    }
  }

  /// The item id of a stored article, when it came from the server.
  func remoteID(ofArticle id: Int64) throws -> String? {
    try database.read { db in
      try LenientQuery.text(db, sql: "SELECT remote_id FROM article WHERE id = ?", arguments: [id])
    }
  }
}
