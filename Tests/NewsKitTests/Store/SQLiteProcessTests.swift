import Foundation
import GRDB
import Testing

@testable import NewsKit

/// SQLite's process-wide settings (`SQLiteProcess`), which `news` makes at launch.
@Suite("SQLite's process settings")
struct SQLiteProcessTests {
  @Test("Once SQLite is in use, configuring it changes nothing and the store works on")
  func lateCallChangesNothing() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let store = try temporary.open()
    #expect(!SQLiteProcess.configure())
    try store.database.write { db in
      try db.execute(sql: "INSERT INTO setting (key, value) VALUES ('test', 'kept')")
    }
    let value = try store.database.read { db in
      try String.fetchOne(db, sql: "SELECT value FROM setting WHERE key = 'test'")
    }
    #expect(value == "kept")
  }
}
