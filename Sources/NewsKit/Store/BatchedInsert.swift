import GRDB

/// An `INSERT` of many rows a statement, each row's values bound through `StatementBinder`:
/// one statement a row cost a statement's run and GRDB's handling of its arguments for each
/// (three a grouped article, 8 % of a first refresh).
///
/// Rows go in 256, 64, 16, 4 or 1 at a time, the largest that the rows left fill, so that the
/// five statements, compiled once a connection, serve any count; and in order: `OR IGNORE` and
/// `OR REPLACE` act on each row as they would one statement a row.
struct BatchedInsert {
  /// The statement's text up to `VALUES`, such as `INSERT OR IGNORE INTO t (a, b)`.
  let head: String
  /// What follows the rows, such as an upsert's `ON CONFLICT` clause; empty for none.
  let tail: String
  /// The values of a row.
  let width: Int
  /// The statements' texts, by how many rows they insert, largest first.
  private let statements: [(rows: Int, sql: String)]

  init(_ head: String, width: Int, tail: String = "") {
    let width = max(1, width)
    self.head = head
    self.tail = tail
    self.width = width
    let row = "(" + Array(repeating: "?", count: width).joined(separator: ", ") + ")"
    // 999 values a statement: SQLite's limit before 3.32 (Debian 11, Ubuntu 20.04).
    statements = [256, 64, 16, 4, 1].filter { $0 == 1 || $0 * width <= 999 }.map { rows in
      (
        rows,
        head + " VALUES " + Array(repeating: row, count: rows).joined(separator: ", ") + tail
      )
    }
  }

  /// Inserts `count` rows: `bind(row, &binder, first)` binds the `row`th row's values to the
  /// parameters from `first`.
  func run(
    _ count: Int, in db: Database, bind: (Int, inout StatementBinder, Int) -> Void
  ) throws {
    var done = 0
    while done < count {
      let (rows, sql) =
        statements.first { $0.rows <= count - done } ?? statements[statements.count - 1]
      let statement = try db.cachedStatement(sql: sql)
      var binder = StatementBinder(statement)
      for row in 0..<rows { bind(done + row, &binder, row * width + 1) }
      try binder.check()
      try statement.execute()
      done += rows
    }
  }
}
