import GRDB

/// The statements a fetched list is kept with, by their SQL.
///
/// A run prepares each statement once; preparing them (parsing, planning, the foreign keys of
/// every table that names an article) took 0.4 ms, and happened after the answer came. The
/// list's store now prepares them while the request is on the network
/// (`ArticleStore.prepareListStatements`), and the writes find them in the connection's cache.
enum ListStatements {
  static let articleByKey = ArticleKeyTiers.lookup
  static let articleByID = "SELECT \(StoredArticle.columns) FROM article WHERE id = ?"
  /// The marks of the articles a JSON array of ids names, in its order, in one statement (a
  /// statement an article before: 14,000 instructions each, 66 a search).
  static let articleMarks = """
    SELECT article.id AS id, article.seen_at AS seen_at, article.saved_at AS saved_at
    FROM json_each(?) AS listed JOIN article ON article.id = listed.value ORDER BY listed.key
    """
  static let updateArticle = """
    UPDATE article SET title = ?, summary = news_pack(?), published = ?, published_has_time = ?,
    source = ?, link = ?, author = ?, language = ?, topic = ?, last_fetched_at = ?,
    image = COALESCE(?, image) WHERE id = ?
    """
  /// `updateArticle` for an article fetched again as it was stored (most of a search run
  /// again): only its fetch time and picture change, and its summary is unpacked to be
  /// compared (`news_text`) instead of packed again (`news_pack`, a third of the instructions
  /// of keeping a list of 50 articles). Changes no row when any field differs.
  static let touchArticle = """
    UPDATE article SET last_fetched_at = ?, image = COALESCE(?, image)
    WHERE id = ? AND title IS ? AND news_text(summary) IS ? AND published IS ?
    AND published_has_time IS ? AND source IS ? AND link IS ? AND author IS ? AND language IS ?
    AND topic IS ?
    """
  static let insertArticle = """
    INSERT INTO article (title, summary, published, published_has_time, source, link,
    author, language, topic, last_fetched_at, image, key, first_fetched_at)
    VALUES (?, news_pack(?), ?, ?, ?, ?, ?, ?, ?, ?, ?, news_key(?), ?)
    """
  /// A list's articles in its listing, all in one statement: their ids as a JSON array, each
  /// at its index (50 statements of 27,000 instructions each, one at a time, before). A row
  /// already there has its position and time changed in place: `INSERT OR REPLACE` deleted it
  /// and inserted it again, with both its index entries and its article's foreign key checked
  /// (14,000 instructions a row, a search run again lists the same articles).
  static let keepInListing = """
    INSERT INTO listing (kind, subject, language, article_id, position, fetched_at)
    SELECT ?, ?, ?, value, key, ? FROM json_each(?) WHERE true
    ON CONFLICT (kind, subject, language, article_id)
    DO UPDATE SET position = excluded.position, fetched_at = excluded.fetched_at
    """
  static let clearLastList = "DELETE FROM last_list"
  /// The last list and the marks of its articles, each in one statement over the ids as a JSON
  /// array (two statements an article before).
  static let addToLastList =
    "INSERT INTO last_list (position, article_id) SELECT key + 1, value FROM json_each(?)"
  static let markSeen = """
    UPDATE article SET seen_at = ? WHERE id IN (SELECT value FROM json_each(?))
    AND seen_at IS NULL
    """

  /// Ids as the JSON array the statements above read.
  static func json(_ ids: [Int64]) -> String {
    "[" + ids.map(String.init).joined(separator: ",") + "]"
  }
  static let filters = "SELECT * FROM list_filter ORDER BY id"
  static let setting = "SELECT value FROM setting WHERE key = ?"

  /// The statements above a list uses, in that order; `updateArticle` (an article fetched
  /// again changed, which is rare) is compiled when first needed: with the triggers an update
  /// of an article's text runs, it was the costliest to compile.
  static let all = [
    articleByKey, touchArticle, insertArticle, keepInListing, filters,
    articleMarks, articleByID, clearLastList, addToLastList, markSeen, setting,
  ]
}

extension ArticleStore {
  /// Prepares the statements a fetched list is kept with, for a run about to keep one. A store
  /// that cannot prepare them (read-only, damaged) is left for the write to meet and report.
  public func prepareListStatements() {
    try? database.writeWithoutTransaction { db in
      for sql in ListStatements.all { _ = try db.cachedStatement(sql: sql) }
    }
  }
}
