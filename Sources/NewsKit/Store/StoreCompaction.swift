import CSQLiteShim
import Foundation
import GRDB

/// What `news store compact` did: the store's size before and after, in bytes.
public struct StoreCompaction: Sendable, Equatable {
  /// The store's file and its log, before.
  public let before: Int
  /// The same, after.
  public let after: Int
  /// What was given back to the file system.
  public var freed: Int { max(0, before - after) }
}

extension ArticleStore {
  /// Gives the store's unused space back to the file system: the search index built again
  /// from the articles (in one transaction: it also mends an index that drifted from them, as
  /// one whose text was changed by a tool that does not fold it), then `VACUUM`, which rewrites
  /// the file without its free pages and turns on incremental auto-vacuum (so pruning gives
  /// space back from then on), telling `progress` how far it has come; the log is then copied
  /// in and emptied.
  public func compact(progress: StoreProgress) throws -> StoreCompaction {
    // The size before anything is written (the rebuild's pages are given back with the rest).
    try database.writeWithoutTransaction { try $0.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)") }
    let before = StoreFiles.size(of: url)
    try database.write { db in
      try db.execute(sql: "INSERT INTO article_search (article_search) VALUES ('delete-all')")
      try SearchIndex.fill(db, progress: progress.part(0, of: 2))
    }
    let compacted = try Self.compact(database, at: url, progress: progress.part(1, of: 2))
    return StoreCompaction(before: before, after: compacted.after)
  }

  /// Virtual machine steps a VACUUM takes per article, measured over stores of 100,000
  /// articles (4.3 million steps for either of two stores of 43 and 87 MB): the estimate a
  /// compaction's progress is measured against.
  static let vacuumStepsPerArticle = 43
  /// Steps between two progress reports.
  static let progressSteps: Int32 = 10_000

  static func compact(_ database: DatabaseQueue, at url: URL, progress: StoreProgress) throws
    -> StoreCompaction
  {
    try database.writeWithoutTransaction { db in
      try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)")
      let before = StoreFiles.size(of: url)
      let articles = Int(try LenientQuery.integer(db, sql: "SELECT COUNT(*) FROM article") ?? 0)
      let counter = StepCounter(
        total: max(1, articles * vacuumStepsPerArticle), every: Int(progressSteps),
        progress: progress)
      try db.execute(sql: "PRAGMA auto_vacuum = INCREMENTAL")
      let context = Unmanaged.passRetained(counter)
      news_sqlite_progress(
        UnsafeMutableRawPointer(db.sqliteConnection), progressSteps,
        { context in
          guard let context else { return 0 }
          Unmanaged<StepCounter>.fromOpaque(context).takeUnretainedValue().tick()
          return 0
        }, context.toOpaque())
      defer {
        news_sqlite_progress(UnsafeMutableRawPointer(db.sqliteConnection), 0, nil, nil)
        context.release()
      }
      try db.execute(sql: "VACUUM")
      try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)")
      progress.report(1, 1)
      return StoreCompaction(before: before, after: StoreFiles.size(of: url))
    }
  }
}

/// Counts a statement's virtual machine steps and reports them as progress against an
/// estimate, never past 99 % before the work is over.
final class StepCounter: @unchecked Sendable {
  let total: Int
  let every: Int
  let progress: StoreProgress
  private var steps = 0

  init(total: Int, every: Int, progress: StoreProgress) {
    self.total = total
    self.every = every
    self.progress = progress
  }

  func tick() {
    steps += every
    progress.report(min(steps, total * 99 / 100), total)
  }
}
