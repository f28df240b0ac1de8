import GRDB

/// Whether the store has a table, asked of its schema table directly.
///
/// GRDB's `tableExists` reads the whole schema into a set the first time a connection asks
/// (every table's, index's and trigger's name and SQL, hashed), and a connection is opened by
/// every command: measured 0.7 ms of a search's store opening, which runs beside the request
/// and often ends after the answer. One indexed row of `sqlite_master` says the same.
enum TableLookup {
  /// Whether the main database of `db` has a table named `name`, its case aside as SQLite
  /// compares names.
  static func exists(_ name: String, in db: Database) throws -> Bool {
    let found = try LenientQuery.integer(
      db,
      sql: """
        SELECT EXISTS (SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ? COLLATE NOCASE)
        """,
      arguments: [name])
    return found == 1
  }
}
