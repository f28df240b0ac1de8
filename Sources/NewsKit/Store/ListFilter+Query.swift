import Foundation
import GRDB

/// Filters by query: the articles of a list a query hides, read in SQL.
extension ArticleStore {
  /// The ids among `ids` a query matches, read in SQL in slices of 500; a query that no longer
  /// parses (written by a later version) matches none.
  func queryMatches(_ text: String, among ids: [Int64], at now: Date, in db: Database) throws
    -> Set<Int64>
  {
    guard !ids.isEmpty, let query = try? QueryParser.query(text) else { return [] }
    let condition = QueryCompiler.condition(query, columns: schema.queryColumns(now: now))
    var matching: Set<Int64> = []
    for start in stride(from: 0, to: ids.count, by: 500) {
      let slice = ids[start..<min(start + 500, ids.count)]
      let sql =
        "SELECT article.id FROM article WHERE article.id IN ("
        + slice.map { _ in "?" }.joined(separator: ",") + ") AND " + condition.sql
      let arguments = slice.map { $0 as DatabaseValueConvertible } + condition.arguments
      for row in try Row.fetchAll(db, sql: sql, arguments: StatementArguments(arguments)) {
        if let id = LenientRow(row: row).integer("id") { matching.insert(id) }
      }
    }
    return matching
  }
}
