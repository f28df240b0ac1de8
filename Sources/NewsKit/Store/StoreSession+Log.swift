import CSQLiteShim
import Foundation
import GRDB

#if canImport(Glibc)
  import Glibc
#endif

extension StoreSession {
  /// The most a run that keeps the write-ahead log lets earlier runs leave in it: 128 pages. A
  /// search adds about ten; every run that opens the store reads the whole log first.
  static let logLimit = 128 * 4_096

  /// How many pages a run that writes in bulk lets the write-ahead log take before it is copied
  /// into the database: 4,096 (16 MB), where SQLite copies it at 1,000.
  static let bulkLogPages = 4_096

  /// Readies the store for a refresh's writes: the write-ahead log is copied into the database
  /// when it passes `bulkLogPages`, and when the store closes, not each time it passes 1,000
  /// pages. 2,000 new articles into a year's store of 1,000,000 change some 2,600 pages (the
  /// leaves of the index of hashed keys, mostly): the log was copied in during the refresh's
  /// write, before the grouping could start, and again after it, each copy `fdatasync`ed:
  /// 412 → 371 ms; 20,000 typical items into an empty store 1,669 → 1,602 ms. (Statement
  /// journals kept in memory too: no faster, not kept.) What a crash loses is unchanged:
  /// synchronous NORMAL, what was committed is in the log either way.
  public func writeInBulk() {
    _ = try? run { store in
      try store.database.writeWithoutTransaction {
        try $0.execute(sql: "PRAGMA wal_autocheckpoint = \(Self.bulkLogPages)")
      }
    }
  }

  /// Makes this run's close leave the write-ahead log for a later run to copy into the
  /// database, for a run that only keeps a list it fetched or showed, or marks what it showed
  /// (a search, `read --offline`, `show`, `open`, `story`); unless the log already holds
  /// `logLimit` bytes, or this run created or upgraded the store (the schema belongs in the
  /// file, which a read-only store is read from alone), when this close copies it in as every
  /// other close does.
  ///
  /// Closing copies the log into the database: with the log's header written anew by the next
  /// run, four `fdatasync`s and an unlink, 1.3 ms of the 15 a search takes. A list is the one
  /// thing the store may lose to a crash of the machine (synchronous NORMAL); a saved article
  /// is not: the commands that save, unsave, subscribe or sync close as before, and their close
  /// copies in whatever lists earlier runs left in the log.
  ///
  /// Returns whether the close will keep the log: then closing only releases what the end of
  /// the process releases too, and a command that ends right after may leave the store open.
  @discardableResult
  public func keepLogOnClose() -> Bool {
    guard let store, !store.isReadOnly, !store.migrated else { return false }
    var log = stat()
    if stat(path + "-wal", &log) == 0, log.st_size >= Self.logLimit { return false }
    return store.database.inDatabase { db in
      news_sqlite_keep_log_on_close(UnsafeMutableRawPointer(db.sqliteConnection)) == 0
    }
  }
}
