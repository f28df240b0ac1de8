import Foundation
import GRDB

/// What the store could give back, for `news doctor`: the free pages a compaction returns to
/// the file system, and the articles pruning would remove now with about how much they take.
public struct StoreSpace: Sendable, Equatable {
  /// Bytes of free pages inside the file.
  public let unused: Int
  /// Unsaved articles not fetched within the days kept, outside the last list and the rooms'
  /// keeps (an edition's articles).
  public let prunable: Int
  /// Their share of the pages in use: an estimate, as rows differ in size.
  public let prunableBytes: Int

  /// Measures a store's space: pages from SQLite's header, prunable articles as `prune` finds
  /// them (`ArticleStore.prune(before:keeping:in:)`).
  static func measure(_ db: Database, articles: Int, before cutoff: Date, keeping kept: [String])
    throws -> StoreSpace
  {
    let pageSize = Int(try LenientQuery.integer(db, sql: "PRAGMA page_size") ?? 0)
    let pages = Int(try LenientQuery.integer(db, sql: "PRAGMA page_count") ?? 0)
    let free = Int(try LenientQuery.integer(db, sql: "PRAGMA freelist_count") ?? 0)
    let keeping = kept.map { "AND id NOT IN (\($0))" }.joined(separator: " ")
    let prunable = Int(
      try LenientQuery.integer(
        db,
        sql: """
          SELECT COUNT(*) FROM article WHERE saved_at IS NULL AND last_fetched_at < ?
          AND id NOT IN (SELECT article_id FROM last_list) \(keeping)
          """, arguments: [cutoff.timeIntervalSince1970]) ?? 0)
    let used = max(0, pages - free) * pageSize
    return StoreSpace(
      unused: free * pageSize, prunable: prunable,
      prunableBytes: articles > 0 ? Int(Double(used) * Double(prunable) / Double(articles)) : 0)
  }
}
