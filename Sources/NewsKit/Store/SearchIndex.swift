import GRDB

/// Keeps the full-text index in step with the articles.
enum SearchIndex {
  static func write(_ db: Database, id: Int64, title: String?, summary: String?) throws {
    try db.cachedStatement(sql: ListStatements.unindex).execute(arguments: [id])
    try db.cachedStatement(sql: ListStatements.index).execute(arguments: [
      id, title.map(TextFolding.fold), summary.map(TextFolding.fold),
    ])
  }

  /// An FTS5 query matching every word of a phrase, each as a prefix, folded like the index.
  static func query(for phrase: String) -> String? {
    let words = TextFolding.fold(phrase)
      .split { !$0.isLetter && !$0.isNumber }
      .map { "\"\($0)\"*" }
    return words.isEmpty ? nil : words.joined(separator: " ")
  }
}
