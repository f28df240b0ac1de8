import Foundation
import GRDB
import Testing

@testable import NewsKit

/// Whether a table exists, asked of the schema table directly: the answer GRDB's reading of
/// the whole schema gave, for tables, other kinds of objects and names in any case.
@Suite("Store: a table looked up without reading the schema")
struct TableLookupTests {
  @Test("Tables are found in any case; views, indexes and absent names are not tables")
  func tables() throws {
    let database = try DatabaseQueue()
    try database.write { db in
      try db.execute(
        sql: """
          CREATE TABLE Setting (key TEXT PRIMARY KEY, value TEXT);
          CREATE INDEX setting_by_value ON Setting(value);
          CREATE VIEW article AS SELECT key FROM Setting;
          CREATE TEMP TABLE scratch (x);
          """)
    }
    for name in ["Setting", "setting", "SETTING"] {
      #expect(try database.read { try TableLookup.exists(name, in: $0) }, "\(name)")
      #expect(try database.read { try $0.tableExists(name) }, "\(name)")
    }
    // A view, an index, a temporary table and a name never made: not tables of the store.
    for name in ["article", "setting_by_value", "scratch", "feed", "", "setting'--"] {
      #expect(try !database.read { try TableLookup.exists(name, in: $0) }, "\(name)")
    }
  }

  @Test("A new store file has no settings table until its first upgrade; then it has one")
  func newFile() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    try FileManager.default.createDirectory(
      at: temporary.url.deletingLastPathComponent(), withIntermediateDirectories: true)
    let empty = try DatabaseQueue(path: temporary.url.path)
    #expect(try empty.read { try TableLookup.exists("setting", in: $0) } == false)
    try empty.close()
    let store = try temporary.open()
    #expect(try store.database.read { try TableLookup.exists("setting", in: $0) })
    #expect(try store.database.read { try TableLookup.exists("article", in: $0) })
  }
}
