import Foundation
import GRDB

extension ArticleStore {
  /// Stores a fetched article once: a new row for a key not stored yet, else the stored row
  /// brought up to date; returns its id.
  ///
  /// Values are bound with SQLite's own calls (`StatementBinder`): through GRDB's arguments
  /// the three statements of an article fetched again cost 98,000 instructions, half of them
  /// boxing, converting and copying its twelve values, and a page of 50 was on every search's
  /// path after the answer came.
  static func upsert(_ given: Article, at now: Date, in db: Database) throws -> Int64 {
    let article = StoreBounds.article(given)
    let fetched = now.storeSeconds
    let stored = StoredArticle.key(for: given)
    let find = try db.cachedStatement(sql: ListStatements.articleByKey)
    var key = StatementBinder(find)
    key.bind(stored, at: 1)
    guard let id = try key.firstInteger(in: db) else {
      try writeRow(ListStatements.insertArticle, article, fetched: fetched, in: db) {
        $0.bind(stored, at: 12)
        $0.bind(fetched, at: 13)
      }
      // A row left out (its key stored: `ArticleKeyTiers`) is the stored one.
      if db.changesCount == 0, let id = try key.firstInteger(in: db) { return id }
      return db.lastInsertedRowID
    }
    // An article fetched again as it was (most of them) has only its fetch time and picture
    // changed, without packing its summary again; else every field is written (the full-text
    // index changes only when the text does: its trigger asks).
    let touch = try db.cachedStatement(sql: ListStatements.touchArticle)
    var same = StatementBinder(touch)
    same.bind(fetched, at: 1)
    same.bind(article.image, at: 2)
    same.bind(id, at: 3)
    same.bindFields(of: article, from: 4)
    try same.check()
    try touch.execute()
    guard db.changesCount == 0 else { return id }
    try writeRow(ListStatements.updateArticle, article, fetched: fetched, in: db) {
      $0.bind(id, at: 12)
    }
    return id
  }

  /// Runs `sql` (`insertArticle` or `updateArticle`) with an article's fields, its fetch time
  /// and picture bound first, then what `rest` binds.
  private static func writeRow(
    _ sql: String, _ article: Article, fetched: Double, in db: Database,
    rest: (inout StatementBinder) -> Void
  ) throws {
    let statement = try db.cachedStatement(sql: sql)
    var values = StatementBinder(statement)
    values.bindFields(of: article, from: 1)
    values.bind(fetched, at: 10)
    values.bind(article.image, at: 11)
    rest(&values)
    try values.check()
    try statement.execute()
  }
}

extension StatementBinder {
  /// Binds an article's nine stored fields, in the order every statement that writes an
  /// article names them (title, summary, published, whether it has a time, source, link,
  /// author, language, topic), from parameter `first`.
  mutating func bindFields(of article: Article, from first: Int) {
    bind(article.title, at: first)
    bind(article.summary, at: first + 1)
    bind(article.published?.timeIntervalSince1970, at: first + 2)
    bind(article.publishedHasTime, at: first + 3)
    bind(article.source, at: first + 4)
    bind(article.link, at: first + 5)
    bind(article.author, at: first + 6)
    bind(article.language, at: first + 7)
    bind(article.topic, at: first + 8)
  }
}
