import Foundation
import GRDB
import TestSupport
import Testing

@testable import NewsKit

/// `news_fold` on SQLite's bytes gives what it gave through GRDB's `DatabaseFunction`: the
/// index's triggers delete an article's words by folding its text again, so a store indexed by
/// one must read the same words from the other.
@Suite("The index's fold reads values as GRDB did")
struct SearchFoldTests {
  /// The function as it was defined before, beside the new one.
  static let reference = DatabaseFunction("news_fold_reference", argumentCount: 1, pure: true) {
    values in
    String.fromDatabaseValue(values[0]).map(TextFolding.fold)
  }

  /// Bytes of every kind: ASCII, Polish and other scripts, marks, NUL, invalid UTF-8, a BOM.
  static let pieces: [[UInt8]] = [
    Array("A".utf8), Array("z".utf8), Array(" ".utf8), Array("Ż".utf8), Array("ł".utf8),
    Array("Ą".utf8), Array("東".utf8), Array("Ё".utf8), Array("ß".utf8), Array("ﬃ".utf8),
    Array("e\u{301}".utf8), Array("👍".utf8), Array("’".utf8), Array("\u{A0}".utf8),
    [0], [0xFF], [0xC5], [0xE2, 0x80], [0xEF, 0xBB, 0xBF], [0x1B],
    // Runs longer than the eight bytes folded at once, with the letters' neighbours.
    Array("Plain ASCII @[`{ Text".utf8), Array("ZAZOLC GESLA".utf8),
  ]

  /// Whether both functions give the same value (type and bytes) for the SQL expression.
  func same(_ db: Database, _ expression: String, _ argument: DatabaseValueConvertible?) throws
    -> Bool
  {
    let row = try #require(
      try Row.fetchOne(
        db,
        sql: """
          SELECT quote(news_fold(\(expression))) AS new,
            quote(news_fold_reference(\(expression))) AS old
          """, arguments: [argument]))
    let new: String? = row["new"]
    let old: String? = row["old"]
    return new == old
  }

  @Test("Random bytes as TEXT and as a BLOB, and values of other types, fold the same")
  func agrees() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let store = try temporary.open(now: Date(timeIntervalSince1970: 1_790_000_000))
    store.database.writeWithoutTransaction { $0.add(function: Self.reference) }
    var random = SeededGenerator(seed: 57)
    let cases = (0..<2_000).map { _ in
      (0..<Int.random(in: 0...16, using: &random)).flatMap { _ in
        Self.pieces.randomElement(using: &random)!
      }
    }
    let disagreeing = try store.database.read { db -> [[UInt8]] in
      try cases.filter { bytes in
        try !same(db, "CAST(?1 AS TEXT)", Data(bytes)) || !same(db, "?1", Data(bytes))
      }
    }
    #expect(disagreeing.isEmpty, "\(disagreeing.prefix(5))")
    let others: [DatabaseValueConvertible?] = [nil, 7, 2.5, "Zażółć GĘŚLĄ jaźń", "", Data()]
    let otherAgreeing = try store.database.read { db in try others.map { try same(db, "?1", $0) } }
    #expect(otherAgreeing == Array(repeating: true, count: others.count))
  }

  @Test("Polish and ASCII fold as TextFolding folds them, and the index finds them")
  func folds() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let store = try temporary.open(now: Date(timeIntervalSince1970: 1_790_000_000))
    let folded = try store.database.read { db in
      try LenientQuery.texts(
        db, sql: "SELECT news_fold(?) AS value UNION ALL SELECT news_fold(?)",
        arguments: ["Łódź ŚWIAT", "Plain ASCII"])
    }
    #expect(folded == ["lodz swiat", "plain ascii"])
  }
}
