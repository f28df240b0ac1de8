import Foundation
import GRDB

/// A feed's tags (the `feed_tag` table): read with the feeds, added, removed, and the feeds of
/// a tag. A feed's folder is its first tag; changing the first tag moves the folder with it.
extension FeedStore {
  /// Each feed's tags, in order, by feed id.
  static func tagsByFeed(in db: Database) throws -> [Int64: [String]] {
    var tags: [Int64: [String]] = [:]
    let rows = try Row.fetchCursor(
      db,
      sql: """
        SELECT feed_id, \(StoredArticle.bounded("tag", as: "tag")) FROM feed_tag
        ORDER BY feed_id, position, tag
        """)
    while let row = try rows.next() {
      let columns = LenientRow(row: row)
      guard let id = columns.integer("feed_id"), let tag = columns.text("tag") else { continue }
      tags[id, default: []].append(tag)
    }
    return tags
  }

  /// Adds tags to a feed, after those it has, each once (case aside); returns its tags.
  public func tag(_ feedID: Int64, with tags: [String]) throws -> [String] {
    try store.database.write { db in
      try Self.append(tags, to: feedID, in: db)
      return try Self.tags(of: feedID, in: db)
    }
  }

  /// Adds tags after a feed's own, each once (case aside), up to `FeedTags.maximumCount`.
  static func append(_ tags: [String], to feedID: Int64, in db: Database) throws {
    var current = try Self.tags(of: feedID, in: db)
    for tag in tags where !current.contains(where: { Self.same($0, tag) }) {
      guard current.count < FeedTags.maximumCount else { break }
      try db.execute(
        sql: """
          INSERT OR IGNORE INTO feed_tag (feed_id, tag, position)
          VALUES (?, ?, (SELECT COALESCE(MAX(position), -1) + 1 FROM feed_tag WHERE feed_id = ?))
          """, arguments: [feedID, tag, feedID])
      current.append(tag)
    }
    try Self.keepFolder(of: feedID, in: db)
  }

  /// Removes tags from a feed (case aside); returns its tags. Removing its first tag moves its
  /// folder to the next one (or none).
  public func untag(_ feedID: Int64, removing tags: [String]) throws -> [String] {
    try store.database.write { db in
      for tag in try Self.tags(of: feedID, in: db)
      where tags.contains(where: { Self.same($0, tag) }) {
        try db.execute(
          sql: "DELETE FROM feed_tag WHERE feed_id = ? AND tag = ?", arguments: [feedID, tag])
      }
      try Self.keepFolder(of: feedID, in: db)
      return try Self.tags(of: feedID, in: db)
    }
  }

  /// The ids of the feeds that have a tag (case and diacritics aside).
  public func feedIDs(taggedWith tag: String) throws -> [Int64] {
    try store.database.reading { db in
      try Self.tagsByFeed(in: db).filter { $0.value.contains { Self.same($0, tag) } }.map(\.key)
        .sorted()
    }
  }

  /// A feed's tags, in order.
  public func tags(of feedID: Int64) throws -> [String] {
    try store.database.reading { db in try Self.tags(of: feedID, in: db) }
  }

  static func tags(of feedID: Int64, in db: Database) throws -> [String] {
    try LenientQuery.texts(
      db, sql: "SELECT tag FROM feed_tag WHERE feed_id = ? ORDER BY position, tag",
      arguments: [feedID])
  }

  /// Two spellings of one tag: case and diacritics aside.
  static func same(_ left: String, _ right: String) -> Bool {
    TextFolding.fold(left) == TextFolding.fold(right)
  }

  /// Puts the feed in folder `new` (first among its tags), out of folder `old` (that tag goes);
  /// its other tags stay.
  static func moveFolder(of feedID: Int64, from old: String?, to new: String?, in db: Database)
    throws
  {
    for tag in [old, new].compactMap({ $0 }) {
      try db.execute(
        sql: "DELETE FROM feed_tag WHERE feed_id = ? AND tag = ?", arguments: [feedID, tag])
    }
    if let new, !new.isEmpty {
      try db.execute(
        sql: """
          INSERT INTO feed_tag (feed_id, tag, position)
          VALUES (?, ?, (SELECT COALESCE(MIN(position), 1) - 1 FROM feed_tag WHERE feed_id = ?))
          """, arguments: [feedID, new, feedID])
    }
    try keepFolder(of: feedID, in: db)
  }

  /// Sets the folder to the first tag, so a reader service and OPML see what the list shows.
  static func keepFolder(of feedID: Int64, in db: Database) throws {
    let first = try tags(of: feedID, in: db).first
    try db.execute(
      sql: "UPDATE feed SET folder = ? WHERE id = ? AND folder IS NOT ?",
      arguments: [first, feedID, first])
  }
}
