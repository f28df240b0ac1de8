import GRDB

/// Where an article is found by its key: two tables of (key, id), not a unique index on the
/// article row.
///
/// Keys are hashes (`ArticleKeys`), so each new one lands on a leaf of their index at random:
/// in a store of 1,000,000 articles a refresh's 2,000 new articles read, changed and logged
/// 2,000 different leaves of it, most of what a year's store cost a refresh over an empty one
/// (docs/performance.md). New keys go to a small table (`key_recent`), whose few leaves take
/// all of a refresh's inserts; once it holds `settleAt` keys they move to the large one
/// (`key_settled`) in key order, a pass over its leaves every eight refreshes of that size.
/// A key is looked up in both. Triggers on `article` keep both tables as its rows come, change
/// key and go, so every statement that writes an article stays as it was; a key stored already
/// leaves the new row out (as `INSERT OR IGNORE` would).
enum ArticleKeyTiers {
  /// Keys the recent table holds before they move to the settled one.
  static let settleAt = 16_384

  /// The id of the article whose key is `news_key(?1)`, from either table (its first row:
  /// SQLite reads the settled table only when the recent one has no such key).
  static let lookup = """
    SELECT id FROM key_recent WHERE key = news_key(?1)
    UNION ALL SELECT id FROM key_settled WHERE key = news_key(?1)
    """

  /// Whether `key` (a trigger's `NEW.key`) is stored, in SQL.
  private static func taken(_ key: String) -> String {
    """
    EXISTS (SELECT 1 FROM key_recent WHERE key = \(key))
      OR EXISTS (SELECT 1 FROM key_settled WHERE key = \(key))
    """
  }

  /// The two tables.
  static let tables = """
    CREATE TABLE key_settled (key BLOB PRIMARY KEY, id INTEGER NOT NULL) WITHOUT ROWID;
    CREATE TABLE key_recent (key BLOB PRIMARY KEY, id INTEGER NOT NULL) WITHOUT ROWID;
    """

  /// The triggers that keep the tables as articles come, change key and go.
  static let triggers = """
    CREATE TRIGGER article_key_taken BEFORE INSERT ON article WHEN \(taken("NEW.key"))
    BEGIN SELECT RAISE(IGNORE); END;
    CREATE TRIGGER article_key_added AFTER INSERT ON article BEGIN
      INSERT INTO key_recent (key, id) VALUES (NEW.key, NEW.id);
    END;
    CREATE TRIGGER article_key_clash BEFORE UPDATE OF key ON article
    WHEN OLD.key IS NOT NEW.key AND (\(taken("NEW.key")))
    BEGIN SELECT RAISE(ABORT, 'UNIQUE constraint failed: article.key'); END;
    CREATE TRIGGER article_key_changed AFTER UPDATE OF key ON article
    WHEN OLD.key IS NOT NEW.key BEGIN
      DELETE FROM key_recent WHERE key = OLD.key;
      DELETE FROM key_settled WHERE key = OLD.key;
      INSERT INTO key_recent (key, id) VALUES (NEW.key, NEW.id);
    END;
    CREATE TRIGGER article_key_removed AFTER DELETE ON article BEGIN
      DELETE FROM key_recent WHERE key = OLD.key;
      DELETE FROM key_settled WHERE key = OLD.key;
    END;
    """

  /// Moves the recent keys into the settled table once there are `settleAt` of them (or
  /// `atLeast`); whether they moved. Run where many articles arrive (each write of a refresh's
  /// new articles, a sync, an import) and once a day (`ArticleStore.pruneDaily`).
  @discardableResult
  static func settle(in db: Database, atLeast: Int = settleAt) throws -> Bool {
    let waiting =
      try LenientQuery.integer(
        db.cachedStatement(sql: "SELECT count(*) FROM key_recent")) ?? 0
    guard waiting >= atLeast, waiting > 0 else { return false }
    // Read in key order (the recent table's own), written in key order: one pass over the
    // settled table's leaves, each changed once.
    try db.execute(
      sql: """
        INSERT INTO key_settled (key, id) SELECT key, id FROM key_recent;
        DELETE FROM key_recent;
        """)
    return true
  }
}
