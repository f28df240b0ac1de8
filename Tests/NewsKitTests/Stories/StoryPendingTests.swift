import Foundation
import GRDB
import Testing

@testable import NewsKit

/// A grouped batch's articles are taken off the waiting list a few hundred a statement: those
/// that were waiting are told apart from those grouped or gone since.
@Suite("Stories: the waiting list let go a batch at a time")
struct StoryPendingTests {
  @Test("Of 600 ids (three statements, the last padded), the waiting ones are found and let go")
  func waitingFound() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let store = try temporary.open()
    let articles = (0..<700).map { index in
      article("Artykuł \(index)", link: "https://example.pl/\(index)", source: "Źródło")
    }
    _ = try store.remember(
      articles, for: StoreSubject(.search("s"), language: "pl"), at: Date(timeIntervalSince1970: 0))
    let ids = try store.database.read { db in
      try LenientQuery.integers(db, sql: "SELECT id AS value FROM article ORDER BY id")
    }
    try #require(ids.count == 700)
    // Every third one no longer waits (grouped by another run); the list asks for the first
    // 600 and three ids of no article.
    try store.database.write { db in
      try db.execute(sql: "DELETE FROM story_pending WHERE article_id % 3 = 0")
    }
    let asked = Array(ids.prefix(600)) + [-1, 0, Int64.max]
    let waited = try store.database.write { db in try StoryStore.grouped(asked, in: db) }
    #expect(waited == Set(ids.prefix(600).filter { $0 % 3 != 0 }))
    let left = try store.database.read { db in
      try LenientQuery.integers(db, sql: "SELECT article_id AS value FROM story_pending")
    }
    #expect(Set(left) == Set(ids.suffix(100).filter { $0 % 3 != 0 }))
  }
}
