import CSQLiteShim
import Foundation
import GRDB

/// A refresh's new feed articles, gathered and then written with a few `INSERT`s of many rows.
///
/// Each statement that adds to `article` also adds to the full-text index (its trigger), and
/// SQLite opens a savepoint on the index for every such statement, which makes FTS5 write what
/// it holds in memory as a new segment and merge segments. Written one statement an article,
/// 20,000 articles made 20,000 segments: 40–57 % of a first refresh's CPU. One statement
/// for hundreds of rows writes one segment for all of them.
struct NewFeedArticles {
  /// The most rows one statement inserts where SQLite allows it: 6,500 values.
  static let rowsPerStatement = 500
  /// The values a row binds.
  static let valuesPerRow = 16

  /// The rows one statement may insert on this connection: 500, or fewer where SQLite binds
  /// fewer values a statement (999 before 3.32, which Debian 11 and Ubuntu 20.04 ship).
  static func rowsPerStatement(in db: Database) -> Int {
    let limit = news_sqlite_variable_limit(UnsafeMutableRawPointer(db.sqliteConnection), -1)
    return max(1, min(rowsPerStatement, Int(limit) / valuesPerRow))
  }

  /// One new article: bounded as the store keeps it, its key (unhashed) and feed.
  struct Row {
    var article: Article
    var key: String
    var feedID: Int64
    /// The entry's own name within its feed, bounded.
    var guid: String?
  }

  private(set) var rows: [Row] = []
  /// The keys gathered, so an article a feed lists twice is added once.
  private var keys: Set<String> = []

  /// Whether an article with this key is gathered.
  func contains(_ key: String) -> Bool { keys.contains(key) }

  /// Adds an article unless one with its key is already gathered; whether it was added.
  mutating func add(_ article: Article, key: String, feedID: Int64, guid: String? = nil) -> Bool {
    guard keys.insert(key).inserted else { return false }
    rows.append(
      Row(
        article: StoreBounds.article(article), key: key, feedID: feedID,
        guid: StoreBounds.whole(guid, within: StoreBounds.address)))
    return true
  }

  /// Inserts what was gathered, in the order it was added, and forgets it; returns the
  /// articles added with the ids they were given, where those are certain (see `added`).
  ///
  /// `OR IGNORE`: a key already stored was looked up before it was gathered, so only two keys
  /// whose hashes collide are ignored, as a lookup would have found the first one.
  @discardableResult
  mutating func write(at now: Date, in db: Database) throws -> [ArrivedArticle] {
    let full = Self.rowsPerStatement(in: db)
    var arrived: [ArrivedArticle] = []
    var start = 0
    while start < rows.count {
      let chunk = rows[start..<min(start + full, rows.count)]
      let statement =
        chunk.count == full || chunk.count == 1
        ? try db.cachedStatement(sql: Self.insert(rows: chunk.count))
        : try db.makeStatement(sql: Self.insert(rows: chunk.count))
      var binder = StatementBinder(statement)
      for index in chunk.indices {
        let first = (index - start) * Self.valuesPerRow + 1
        Self.bind(rows[index], at: now.storeSeconds, from: first, to: &binder)
      }
      try binder.check()
      let before = try Self.largestID(in: db)
      try statement.execute()
      if let first = Self.added(chunk.count, after: before, in: db) {
        for (offset, row) in chunk.enumerated() {
          arrived.append(
            ArrivedArticle(
              id: first + Int64(offset), article: row.article, fetched: now.storeSeconds))
        }
      }
      start += chunk.count
    }
    rows.removeAll(keepingCapacity: true)
    keys.removeAll(keepingCapacity: true)
    return arrived
  }

  /// Binds a row's values, in the order of `insert`'s columns, to the parameters from `first`.
  static func bind(_ row: Row, at now: Double, from first: Int, to binder: inout StatementBinder) {
    let article = row.article
    binder.bindFields(of: article, from: first)
    binder.bind(now, at: first + 9)
    binder.bind(row.key, at: first + 10)
    binder.bind(now, at: first + 11)
    binder.bind(row.feedID, at: first + 12)
    binder.bind(row.guid, at: first + 13)
    binder.bind(EnclosureColumn.text(article.enclosures), at: first + 14)
    binder.bind(article.image, at: first + 15)
  }

  /// The largest article id stored (0 for none): the rightmost row of the table, no scan.
  static func largestID(in db: Database) throws -> Int64 {
    try LenientQuery.integer(db.cachedStatement(sql: "SELECT max(id) AS value FROM article")) ?? 0
  }

  /// The first id of the `count` rows the statement just run inserted, when they are
  /// certainly `before + 1 … before + count` in order: every row went in (none ignored) and
  /// the last has the id after `before`'s `count`th. SQLite gives each new row one more than
  /// the largest id then stored, so rows that went in one after another have consecutive
  /// ids; anything else (an id chosen at random beyond the largest possible, a hash collision
  /// ignored) leaves the ids unknown, and those articles are read back as before.
  static func added(_ count: Int, after before: Int64, in db: Database) -> Int64? {
    guard count > 0, db.changesCount == count, before < Int64.max - Int64(count),
      db.lastInsertedRowID == before + Int64(count)
    else { return nil }
    return before + 1
  }

  /// The statement inserting `rows` articles.
  static func insert(rows: Int) -> String {
    let row = "(?, news_pack(?), ?, ?, ?, ?, ?, ?, ?, ?, news_key(?), ?, ?, ?, ?, ?)"
    return """
      INSERT OR IGNORE INTO article (title, summary, published, published_has_time, source, link,
      author, language, topic, last_fetched_at, key, first_fetched_at, feed_id, guid,
      enclosures, image) VALUES
      """ + Array(repeating: row, count: rows).joined(separator: ",")
  }
}
