import Foundation
import GRDB
import Testing

@testable import NewsKit

/// A store's connection, once opened and migrated, prepares statements without GRDB's
/// authorizer (`DatabaseQueue.settle`), and still writes, nests and changes its schema.
@Suite("Store: a settled connection")
struct SettledConnectionTests {
  /// The tables and columns GRDB learnt a statement reads, through its authorizer.
  func region(_ database: DatabaseQueue) throws -> DatabaseRegion {
    try database.read { db in
      try db.makeStatement(sql: "SELECT title FROM article").databaseRegion
    }
  }

  @Test("An opened store prepares without the authorizer; a plain connection has it")
  func noAuthorizer() throws {
    let plain = try DatabaseQueue()
    try plain.write { try $0.execute(sql: "CREATE TABLE article (title TEXT)") }
    #expect(!(try region(plain)).isEmpty)
    plain.settle()
    #expect(try region(plain).isEmpty)

    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let store = try temporary.open()
    #expect(try region(store.database).isEmpty)
  }

  @Test("Settled, transactions, savepoints and schema changes work as before")
  func stillWrites() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let store = try temporary.open()
    try store.database.write { db in
      try db.execute(sql: "CREATE TEMP TABLE scratch (value INTEGER)")
      try db.execute(sql: "INSERT INTO scratch VALUES (1)")
      try db.inSavepoint {
        try db.execute(sql: "INSERT INTO scratch VALUES (2)")
        return .rollback
      }
    }
    #expect(
      try store.database.read { try Int.fetchAll($0, sql: "SELECT value FROM scratch") } == [1])
    #expect(try store.database.read { try $0.columns(in: "scratch").map(\.name) } == ["value"])
    _ = try store.remember(
      [article("Start misji")], for: .init(.search("a"), language: "en"), at: Date())
    #expect(try store.lastList().map(\.article.title) == ["Start misji"])
  }
}
