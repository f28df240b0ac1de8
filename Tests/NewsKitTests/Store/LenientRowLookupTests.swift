import Foundation
import GRDB
import Testing

@testable import NewsKit

/// A row's columns found by name without GRDB's look-up (which lower-cases every name at
/// every read): the column GRDB finds, for names in any case and names given twice, except
/// that a name given exactly wins over an earlier one that differs in case.
@Suite("Store: a row's columns found by name")
struct LenientRowLookupTests {
  @Test("Each name, in any case, finds the column GRDB finds; an exact name wins over case")
  func sameAsGRDB() throws {
    let database = try DatabaseQueue()
    let rows = try database.read { db in
      try Row.fetchAll(
        db,
        sql: """
          SELECT 7 AS id, 'Tytuł' AS Title, 3.5 AS "SCORE", x'00' AS data, NULL AS missing,
          1 AS twice, 2 AS TWICE
          """)
    }
    let row = try #require(rows.first)
    let lenient = LenientRow(row: row)
    for name in ["id", "ID", "title", "Title", "TITLE", "score", "Score", "data", "missing"] {
      #expect(lenient.has(name), "\(name)")
      #expect(lenient.databaseValue(name) == (row[name] as DatabaseValue), "\(name)")
    }
    // GRDB takes the leftmost of two names equal in any case; the look-up takes the exact one
    // first, and the leftmost in any case when none is exact.
    #expect(lenient.integer("twice") == 1)
    #expect(lenient.integer("TWICE") == 2)
    #expect(lenient.integer("Twice") == 1)
    #expect((row["Twice"] as DatabaseValue) == 1.databaseValue)
    #expect(lenient.text("title") == "Tytuł")
    #expect(lenient.number("score") == 3.5)
    #expect(lenient.integer("missing") == nil)
  }

  @Test("A name the row lacks is not found, and reads as NULL instead of stopping the program")
  func absent() throws {
    let row = Row(["id": 1, "title": "a"])
    let lenient = LenientRow(row: row)
    for name in ["summary", "i", "idx", "titl", "títle", ""] {
      #expect(!lenient.has(name), "\(name)")
      #expect(row.hasColumn(name) == false, "\(name)")
      #expect(lenient.databaseValue(name) == .null, "\(name)")
      #expect(lenient.text(name) == nil, "\(name)")
    }
  }

  @Test("A stored article reads the same from a row whose names are in capitals")
  func storedArticle() throws {
    let lower = Row([
      "id": 5, "title": "Hello", "summary": "World", "published": 1_700_000_000,
      "published_has_time": 1, "source": "S", "link": "https://a.example/x",
    ])
    let upper = Row([
      "ID": 5, "TITLE": "Hello", "Summary": "World", "PUBLISHED": 1_700_000_000,
      "Published_Has_Time": 1, "SOURCE": "S", "Link": "https://a.example/x",
    ])
    let first = try #require(StoredArticle(row: lower))
    let second = try #require(StoredArticle(row: upper))
    #expect(first == second)
    #expect(first.article.title == "Hello")
    #expect(first.article.link == "https://a.example/x")
  }
}
