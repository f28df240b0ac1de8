import GRDB

/// Every stored article a batch of ids at a time, for the long changes of an upgrade (packing
/// summaries, filling the search index), with progress between batches.
enum ArticleBatches {
  /// Articles in a batch.
  static let size = 5_000

  /// Calls `body` with each batch's bounds (the articles with ids in `lower <.. upper`), oldest
  /// first, telling `progress` how many of how many articles are done.
  static func forEach(
    in db: Database, progress: StoreProgress,
    _ body: (_ lower: Int64, _ upper: Int64) throws -> Void
  ) throws {
    let total = Int(try LenientQuery.integer(db, sql: "SELECT COUNT(*) FROM article") ?? 0)
    var last: Int64 = 0
    var done = 0
    progress.report(done, total)
    while let upper = try LenientQuery.integer(
      db, sql: "SELECT MAX(id) FROM (SELECT id FROM article WHERE id > ? ORDER BY id LIMIT ?)",
      arguments: [last, size])
    {
      try body(last, upper)
      done += size
      last = upper
      progress.report(min(done, total), total)
    }
  }
}
