import Foundation
import GRDB

/// The feeds' side of a reader service: the server's subscriptions mirrored, each feed's
/// stream id, and removals the server has still to be told of.
extension FeedStore {
  /// Mirrors the server's subscriptions: each is matched by stream id, else by address (as
  /// `FeedAddress.matchKey` spells it), and takes the server's folder when it is not the one
  /// the server gave last (so the feed moved there; tags made here stay); its title only where the
  /// feed has none or the last one came from the server too (a title the feed or the reader
  /// gave is never replaced by the server's). One the server no longer has is removed (saved
  /// articles stay). Returns the local feed id of each stream id and how many feeds were new.
  func mirror(_ remote: [RemoteFeed], at now: Date) throws -> (
    ids: [String: Int64], added: Int
  ) {
    var added = 0
    var ids: [String: Int64] = [:]
    try store.database.write { db in
      var byMatchKey: [String: Int64] = [:]
      for row in try Row.fetchAll(db, sql: "SELECT id, url FROM feed").map(LenientRow.init) {
        if let id = row.integer("id"),
          let key = row.text("url").flatMap({ FeedAddress($0) })?.matchKey
        {
          byMatchKey[key] = byMatchKey[key] ?? id
        }
      }
      for given in remote where given.id.utf8.count <= StoreBounds.name {
        guard let address = FeedAddress(given.url) else { continue }
        var feed = given
        feed.title = StoreBounds.cut(given.title, to: StoreBounds.title)
        feed.site = StoreBounds.address(given.site)
        feed.folder = StoreBounds.cut(given.folder, to: StoreBounds.name)
        let existing =
          try LenientQuery.integer(
            db, sql: "SELECT id FROM feed WHERE remote_id = ?", arguments: [feed.id])
          ?? byMatchKey[address.matchKey]
        if let existing {
          guard !ids.values.contains(existing) else { continue }
          // The server's folder moves the feed only when it is not the one it gave last.
          let given = try LenientQuery.text(
            db, sql: "SELECT server_folder FROM feed WHERE id = ?", arguments: [existing])
          if given != feed.folder {
            try Self.moveFolder(of: existing, from: given, to: feed.folder, in: db)
          }
          try db.execute(
            sql: """
              UPDATE feed SET remote_id = ?,
                server_folder = ?,
                site = COALESCE(site, ?),
                title = CASE WHEN title IS NULL OR title_from_server = 1
                  THEN COALESCE(?, title) ELSE title END,
                title_from_server = CASE WHEN title IS NULL OR title_from_server = 1
                  THEN 1 ELSE 0 END
              WHERE id = ?
              """,
            arguments: [
              feed.id, feed.folder, feed.site, feed.title, existing,
            ])
          ids[feed.id] = existing
        } else {
          try db.execute(
            sql: """
              INSERT INTO feed (url, url_key, title, site, folder, server_folder, added_at,
                remote_id, title_from_server)
              VALUES (?, ?, ?, ?, ?, ?, ?, ?, 1)
              """,
            arguments: [
              address.url.absoluteString, address.key, feed.title, feed.site, feed.folder,
              feed.folder, now.timeIntervalSince1970, feed.id,
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
    }
    return (ids, added)
  }

  /// Records the stream id of a feed.
  func setRemoteID(_ stream: String, ofFeed id: Int64) throws {
    try store.database.write { db in
      try db.execute(sql: "UPDATE feed SET remote_id = ? WHERE id = ?", arguments: [stream, id])
    }
  }

  /// Queues an unsubscription for the next sync.
  func queueUnsubscribe(_ stream: String, at now: Date) throws {
    try store.database.write { db in
      try db.execute(
        sql: "INSERT OR IGNORE INTO sync_queue (stream, queued_at) VALUES (?, ?)",
        arguments: [stream, now.timeIntervalSince1970])
    }
  }

  /// The queued unsubscriptions, oldest first.
  func queuedUnsubscribes() throws -> [String] {
    try store.database.reading { db in
      try LenientQuery.texts(db, sql: "SELECT stream FROM sync_queue ORDER BY id")
    }
  }

  /// Forgets a queued unsubscription once the server has it.
  func dropQueued(_ stream: String) throws {
    try store.database.write { db in
      try db.execute(sql: "DELETE FROM sync_queue WHERE stream = ?", arguments: [stream])
    }
  }

  /// The stream ids of subscriptions that have saved articles the server does not know yet
  /// (saved before signing in, and no longer unread or starred there): where to look for them.
  func streamsWithUnlinkedSaved() throws -> [String] {
    try store.database.reading { db in
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

  /// Forgets the stream ids and queued removals of a reader service (signing out), in the
  /// caller's transaction: the feeds become local subscriptions again.
  static func forgetServer(in db: Database) throws {
    try db.execute(
      sql: """
        UPDATE feed SET remote_id = NULL WHERE remote_id IS NOT NULL;
        DELETE FROM sync_queue;
        """)
  }
}
