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
      let insert = try db.cachedStatement(sql: ListStatements.insertArticle)
      var values = StatementBinder(insert)
      bindFields(of: article, from: 1, to: &values)
      values.bind(fetched, at: 10)
      values.bind(article.image, at: 11)
      values.bind(stored, at: 12)
      values.bind(fetched, at: 13)
      try values.check()
      try insert.execute()
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
    bindFields(of: article, from: 4, to: &same)
    try same.check()
    try touch.execute()
    guard db.changesCount == 0 else { return id }
    let update = try db.cachedStatement(sql: ListStatements.updateArticle)
    var values = StatementBinder(update)
    bindFields(of: article, from: 1, to: &values)
    values.bind(fetched, at: 10)
    values.bind(article.image, at: 11)
    values.bind(id, at: 12)
    try values.check()
    try update.execute()
    return id
  }

  /// Binds an article's nine stored fields, in the order every statement above names them
  /// (title, summary, published, whether it has a time, source, link, author, language,
  /// topic), from parameter `first`.
  private static func bindFields(
    of article: Article, from first: Int, to binder: inout StatementBinder
  ) {
    binder.bind(article.title, at: first)
    binder.bind(article.summary, at: first + 1)
    binder.bind(article.published?.timeIntervalSince1970, at: first + 2)
    binder.bind(article.publishedHasTime, at: first + 3)
    binder.bind(article.source, at: first + 4)
    binder.bind(article.link, at: first + 5)
    binder.bind(article.author, at: first + 6)
    binder.bind(article.language, at: first + 7)
    binder.bind(article.topic, at: first + 8)
  }
}
