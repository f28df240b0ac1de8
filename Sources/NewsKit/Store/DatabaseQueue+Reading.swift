import GRDB

extension DatabaseQueue {
  /// Reads in one deferred transaction (a consistent view of the store), as `read` does, but
  /// without the `PRAGMA query_only` GRDB sets around it and clears after.
  ///
  /// SQLite compiles every flag pragma with an instruction that expires all the statements
  /// the connection has prepared, so each `read` made the next statements be compiled again:
  /// 19 of a search's 63 compilations, 1.35 M of its 46 M instructions. A write inside the
  /// block is not refused by SQLite here; the store's readers do not write.
  func reading<T>(_ body: (Database) throws -> T) throws -> T {
    try unsafeRead { db in
      guard !db.isInsideTransaction else { return try body(db) }
      try db.beginTransaction(.deferred)
      do {
        let value = try body(db)
        try db.commit()
        return value
      } catch {
        if db.isInsideTransaction { try? db.rollback() }
        throw error
      }
    }
  }
}
