import Foundation
import GRDB

/// What the reader's `A` does in feed views: every unread article of some feeds marked read.
extension FeedsController {
  /// Marks read every unread article of the feeds (every feed but the hidden ones when
  /// `feedIDs` is empty), in one transaction; how many it marked. A reader service gets the
  /// marks at the next sync, as it gets `mark-read`'s.
  public func markRead(feeds feedIDs: [Int64]) throws -> Int {
    let now = environment.now()
    return try store { store in
      try store.database.write { db in
        var sql = "SELECT id AS value FROM article WHERE feed_id IS NOT NULL AND read_at IS NULL"
        if feedIDs.isEmpty {
          sql += " AND feed_id NOT IN (SELECT id FROM feed WHERE hidden = 1)"
        } else {
          sql += " AND feed_id IN (" + feedIDs.map { _ in "?" }.joined(separator: ",") + ")"
        }
        let ids = try LenientQuery.integers(
          db, sql: sql, arguments: StatementArguments(feedIDs))
        try ArticleStore.markRead(ids, at: now, in: db)
        return ids.count
      }
    }
  }
}
