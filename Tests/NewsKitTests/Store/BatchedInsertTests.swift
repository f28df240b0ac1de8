import CSQLiteShim
import Foundation
import GRDB
import Testing

@testable import NewsKit

/// Many rows a statement, bound through SQLite's own calls: every row in, in order, with its
/// values as GRDB would bind them, and `OR IGNORE`/`OR REPLACE` acting row by row.
@Suite("Store: rows inserted many a statement")
struct BatchedInsertTests {
  /// The rows of `table`, each quoted, in insertion order.
  func rows(_ table: String, in database: DatabaseQueue) throws -> [String] {
    try database.read { db in
      try LenientQuery.texts(
        db,
        sql: "SELECT quote(a) || ' ' || quote(b) || ' ' || quote(c) AS value FROM \(table)"
          + " ORDER BY rowid")
    }
  }

  @Test(
    "Any count of rows goes in whole and in order, as one statement a row put it",
    arguments: [0, 1, 3, 4, 17, 255, 256, 257, 600])
  func counts(count: Int) throws {
    let database = try DatabaseQueue()
    try database.write { db in
      try db.execute(sql: "CREATE TABLE t (a, b, c); CREATE TABLE u (a, b, c)")
      var values: [(Int64, String?, Double?)] = []
      for index in 0..<count {
        let text: String? = index % 3 == 0 ? nil : "wiersz \(index) ż"
        let number: Double? = index % 2 == 0 ? nil : 0.5 + Double(index)
        values.append((Int64(index), text, number))
      }
      try BatchedInsert("INSERT INTO t (a, b, c)", width: 3).run(count, in: db) {
        row, binder, first in
        binder.bind(values[row].0, at: first)
        binder.bind(values[row].1, at: first + 1)
        binder.bind(values[row].2, at: first + 2)
      }
      for value in values {
        try db.execute(
          sql: "INSERT INTO u (a, b, c) VALUES (?, ?, ?)", arguments: [value.0, value.1, value.2])
      }
    }
    let batched = try rows("t", in: database)
    #expect(batched.count == count)
    #expect(batched == (try rows("u", in: database)))
  }

  @Test("OR IGNORE keeps a key's first row and OR REPLACE its last, within a statement too")
  func conflicts() throws {
    let database = try DatabaseQueue()
    try database.write { db in
      try db.execute(
        sql: "CREATE TABLE t (a PRIMARY KEY, b, c); CREATE TABLE r (a PRIMARY KEY, b, c)")
      // 300 rows over 100 keys: each key three times, in statements of 256, 16, 16, 4, 4, 4.
      for head in ["INSERT OR IGNORE INTO t", "INSERT OR REPLACE INTO r"] {
        try BatchedInsert("\(head) (a, b, c)", width: 3).run(300, in: db) { row, binder, first in
          binder.bind(Int64(row % 100), at: first)
          binder.bind("take \(row / 100)", at: first + 1)
          binder.bind(bytes: [UInt8(row / 100), 0, 0xff], at: first + 2)
        }
      }
    }
    let ignored = try database.read { db in
      try LenientQuery.texts(db, sql: "SELECT DISTINCT b AS value FROM t")
    }
    let replaced = try database.read { db in
      try LenientQuery.texts(db, sql: "SELECT DISTINCT b || hex(c) AS value FROM r")
    }
    #expect(ignored == ["take 0"])
    #expect(replaced == ["take 2" + "0200FF"])
  }

  @Test("A row too wide for 256 a statement goes in fewer at a time (999 values at most)")
  func wideRows() throws {
    let database = try DatabaseQueue()
    try database.write { db in
      _ = news_sqlite_variable_limit(UnsafeMutableRawPointer(db.sqliteConnection), 999)
      try db.execute(sql: "CREATE TABLE t (a, b, c, d)")
      try BatchedInsert("INSERT INTO t (a, b, c, d)", width: 4).run(300, in: db) {
        row, binder, first in
        for column in 0..<4 { binder.bind(Int64(row * 10 + column), at: first + column) }
      }
    }
    let sums = try database.read { db in
      try LenientQuery.integers(db, sql: "SELECT count(*) AS value FROM t WHERE b = a + 1")
    }
    #expect(sums == [300])
  }

  @Test("A statement whose last run failed is bound and run again, not stopping the program")
  func afterFailure() throws {
    let database = try DatabaseQueue()
    try database.write { db in
      try db.execute(sql: "CREATE TABLE t (a PRIMARY KEY)")
      let statement = try db.makeStatement(sql: "INSERT INTO t (a) VALUES (?)")
      for (key, fails) in [(Int64(1), false), (1, true), (2, false)] {
        var binder = StatementBinder(statement)
        binder.bind(key, at: 1)
        try binder.check()
        if fails {
          #expect(throws: DatabaseError.self) { try statement.execute() }
        } else {
          try statement.execute()
        }
      }
    }
    let keys = try database.read { db in
      try LenientQuery.integers(db, sql: "SELECT a AS value FROM t ORDER BY a")
    }
    #expect(keys == [1, 2])
  }
}
