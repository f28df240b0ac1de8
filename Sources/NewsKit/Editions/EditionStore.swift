import Foundation
import GRDB

/// The Editions room's tables: editions and their articles in order, with when each was
/// opened; making one, recording each page as it is read (into the articles' full text),
/// listing the library, and deleting. Over the store's one connection.
public struct EditionStore: Sendable {
  /// The store whose connection this uses.
  let store: ArticleStore

  /// The editions' tables of `store`.
  public init(_ store: ArticleStore) { self.store = store }

  /// What shell completion offers: the editions' ids, newest first.
  public static func completions(at url: URL) -> [String] {
    StoreCandidates.query(url) {
      try LenientQuery.integers($0, sql: "SELECT id FROM edition ORDER BY created DESC, id DESC")
    }.map(String.init)
  }

  /// A new edition of these articles, in order (each stored, or found stored), then of the
  /// stored articles `storedIDs` names, less what the filters hide when `hiding` (before any
  /// page is downloaded); its id, nil when nothing is left.
  public func createEdition(
    _ recipe: EditionRecipe, articles: [Article], storedIDs: [Int64] = [], hiding: Bool = false,
    at now: Date
  ) throws -> Int64? {
    try store.database.write { db in
      var ids: [Int64] = []
      for article in articles { ids.append(try ArticleStore.upsert(article, at: now, in: db)) }
      ids += storedIDs
      if hiding {
        let hidden = try store.hidden(among: ids, at: now, in: db)
        ids.removeAll { hidden.contains($0) }
      }
      guard !ids.isEmpty else { return nil }
      try db.execute(
        sql: "INSERT INTO edition (created, recipe) VALUES (?, ?)",
        arguments: [now.timeIntervalSince1970, recipe.encoded])
      let edition = db.lastInsertedRowID
      for (position, id) in ids.enumerated() {
        try db.execute(
          sql: """
            INSERT OR IGNORE INTO edition_article (edition_id, article_id, position)
            VALUES (?, ?, ?)
            """,
          arguments: [edition, id, position])
      }
      return edition
    }
  }

  /// The articles of an edition whose page is still to be read: never tried, or failed.
  public func pendingPages(of edition: Int64) throws -> [PendingPage] {
    try store.database.reading { db in
      try Row.fetchAll(
        db,
        sql: """
          SELECT article.id, article.link, article.image FROM edition_article
          JOIN article ON article.id = edition_article.article_id
          LEFT JOIN article_text ON article_text.article_id = article.id
          WHERE edition_article.edition_id = ?
          AND (article_text.status IS NULL OR article_text.status = 'failed')
          ORDER BY edition_article.position
          """,
        arguments: [edition]
      ).compactMap { row in
        let columns = LenientRow(row: row)
        return columns.integer("id").map {
          PendingPage(articleID: $0, link: columns.text("link"), image: columns.text("image"))
        }
      }
    }
  }

  /// Records what reading pages gave, in one transaction. A page that failed never replaces
  /// a text read before.
  public func recordPages(_ results: [PageResult], at now: Date) throws {
    try store.database.write { db in
      for result in results {
        if result.status == .failed {
          try db.cachedStatement(
            sql: """
              INSERT OR IGNORE INTO article_text (article_id, text, status, bytes, fetched_at)
              VALUES (?, NULL, 'failed', 0, ?)
              """
          ).execute(arguments: [result.articleID, now.timeIntervalSince1970])
          continue
        }
        try db.cachedStatement(
          sql: """
            INSERT OR REPLACE INTO article_text (article_id, text, status, bytes, fetched_at)
            VALUES (?, ?, ?, ?, ?)
            """
        ).execute(arguments: [
          result.articleID, result.text, result.status.rawValue, result.text?.utf8.count ?? 0,
          now.timeIntervalSince1970,
        ])
        if let picture = result.picture, let address = result.pictureAddress {
          try db.cachedStatement(
            sql:
              "INSERT OR REPLACE INTO article_picture (article_id, address, data) VALUES (?, ?, ?)"
          ).execute(arguments: [result.articleID, address, picture])
        }
        // The page's picture, where the feed or provider named none.
        if let image = result.image {
          try db.cachedStatement(
            sql: "UPDATE article SET image = COALESCE(image, ?) WHERE id = ?"
          ).execute(arguments: [image, result.articleID])
        }
      }
    }
  }

  /// Marks an edition finished (every page tried).
  public func finishEdition(_ edition: Int64, at now: Date) throws {
    try store.database.write { db in
      try db.execute(
        sql: "UPDATE edition SET finished_at = ? WHERE id = ?",
        arguments: [now.timeIntervalSince1970, edition])
    }
  }

  /// The library, newest first, with each edition's counts; `isRunning` tells whether a
  /// process is downloading an edition now.
  public func editions(isRunning: (Int64) -> Bool) throws -> [EditionSummary] {
    try store.database.reading { db in
      try Row.fetchAll(
        db,
        sql: """
          SELECT edition.id, edition.created, edition.recipe,
            COUNT(edition_article.article_id) AS articles,
            COALESCE(SUM(article_text.status IN ('text', 'no_text', 'unavailable')), 0) AS done,
            COALESCE(SUM(article_text.status != 'text'), 0) AS without_text,
            COUNT(article_text.article_id) AS tried,
            COALESCE(SUM(article_text.bytes), 0)
              + COALESCE(SUM(length(article_picture.data)), 0) AS bytes,
            COUNT(edition_article.read_at) AS read
          FROM edition
          LEFT JOIN edition_article ON edition_article.edition_id = edition.id
          LEFT JOIN article_text ON article_text.article_id = edition_article.article_id
          LEFT JOIN article_picture ON article_picture.article_id = edition_article.article_id
          GROUP BY edition.id ORDER BY edition.id DESC
          """
      ).compactMap { row in
        let columns = LenientRow(row: row)
        guard let id = columns.integer("id") else { return nil }
        let articles = Int(columns.integer("articles") ?? 0)
        let done = Int(columns.integer("done") ?? 0)
        // Every page tried (failed ones are kept as such) and no process at it: it finished.
        let tried = Int(columns.integer("tried") ?? 0)
        let state: EditionState =
          done >= articles
          ? .complete
          : isRunning(id) ? .downloading : tried >= articles ? .incomplete : .interrupted
        return EditionSummary(
          id: id, created: columns.date("created") ?? Date(timeIntervalSince1970: 0),
          recipe: EditionRecipe(encoded: columns.text("recipe") ?? ""), articles: articles,
          done: done, withoutText: Int(columns.integer("without_text") ?? 0),
          bytes: Int(columns.integer("bytes") ?? 0), read: Int(columns.integer("read") ?? 0),
          state: state)
      }
    }
  }

  /// An edition's articles in order, each with its full text where it was read.
  public func editionArticles(_ edition: Int64) throws -> [StoredArticle] {
    try store.database.reading { db in
      try Row.fetchAll(
        db,
        sql: """
          SELECT \(StoredArticle.withTextColumns)
          FROM edition_article JOIN article ON article.id = edition_article.article_id
          \(StoredArticle.textJoin)
          WHERE edition_article.edition_id = ?
          ORDER BY edition_article.position
          """,
        arguments: [edition]
      ).compactMap(StoredArticle.init(row:))
    }
  }

  /// Which of `ids` some edition holds (`edition_article_by_article`).
  public func editionArticleIDs(among ids: [Int64]) throws -> Set<Int64> {
    guard !ids.isEmpty else { return [] }
    return try store.database.reading { db in
      Set(
        try LenientQuery.integers(
          db,
          sql: "SELECT DISTINCT article_id AS value FROM edition_article WHERE article_id IN ("
            + ids.map { _ in "?" }.joined(separator: ",") + ")",
          arguments: StatementArguments(ids)))
    }
  }

  /// Notes that an article was opened, for the read count of every edition holding it.
  public func markOpened(_ articleID: Int64, at now: Date) throws {
    try store.database.write { db in
      try db.execute(
        sql: "UPDATE edition_article SET read_at = ? WHERE article_id = ? AND read_at IS NULL",
        arguments: [now.timeIntervalSince1970, articleID])
    }
  }

  /// The bytes of a picture an edition keeps, by its address; nil when none does.
  public func picture(_ address: String) throws -> Data? {
    try store.database.reading { db in
      try Row.fetchOne(
        db, sql: "SELECT data FROM article_picture WHERE address = ? LIMIT 1", arguments: [address]
      ).flatMap { LenientRow(row: $0).data("data") }
    }
  }

  /// Deletes editions, and the texts no other edition or saved article holds; returns the ids
  /// that existed.
  public func deleteEditions(_ ids: [Int64]) throws -> [Int64] {
    try store.database.write { db in
      var deleted: [Int64] = []
      for id in ids {
        try db.execute(sql: "DELETE FROM edition WHERE id = ?", arguments: [id])
        if db.changesCount > 0 { deleted.append(id) }
      }
      try db.execute(
        sql: """
          DELETE FROM article_text
          WHERE article_id NOT IN (SELECT article_id FROM edition_article)
          AND article_id NOT IN (SELECT id FROM article WHERE saved_at IS NOT NULL)
          """)
      try db.execute(
        sql:
          "DELETE FROM article_picture WHERE article_id NOT IN (SELECT article_id FROM edition_article)"
      )
      return deleted
    }
  }
}
