import GRDB

extension ArticleKeyTiers {
  /// Brings a store to the two key tables: its `article` table made again without the unique
  /// index of keys (an index SQLite cannot drop alone), its keys in the settled table.
  ///
  /// The rows are copied as they are, ids and all, in batches with progress; the table's
  /// indexes and triggers (every room's) are made again from the schema's own text. Runs in
  /// its migration's transaction, foreign keys off (GRDB's way), so dropping the old table
  /// deletes nothing that names an article: a run killed midway leaves the store as it was.
  /// The pages the old table leaves free are given back once, after (as after version 16).
  ///
  /// A table whose definition is not the text its first version wrote (changed by another
  /// tool) is not made again: its keys are read into the settled table all the same, and its
  /// unique index stays, slower to write but as correct (the triggers leave a stored key's row
  /// out before the index meets it).
  static func upgrade(_ db: Database, progress: StoreProgress) throws {
    try db.execute(sql: tables)
    if try !hasUniqueKeyIndex(db) || !rebuild(db, progress: progress) {
      try settleStoredKeys(db)
    }
    try db.execute(sql: triggers)
  }

  /// Every stored article's key into the settled table (the first of two rows that share a
  /// key, in a table without the unique index: the one a look-up found before).
  private static func settleStoredKeys(_ db: Database) throws {
    try db.execute(
      sql: """
        INSERT OR IGNORE INTO key_settled (key, id)
        SELECT key, id FROM article WHERE key IS NOT NULL ORDER BY key, id
        """)
  }

  /// Whether `article` has the unique index of keys its first version made.
  private static func hasUniqueKeyIndex(_ db: Database) throws -> Bool {
    try LenientQuery.integer(
      db,
      sql: """
        SELECT 1 FROM pragma_index_list('article') AS i, pragma_index_info(i.name) AS c
        WHERE i."unique" = 1 AND i.origin = 'u' AND c.name = 'key' LIMIT 1
        """) != nil
  }

  /// The article table made again without its unique index of keys, its keys settled; false
  /// (nothing done) when its definition is not the text this program wrote.
  private static func rebuild(_ db: Database, progress: StoreProgress) throws -> Bool {
    let definition = try LenientQuery.text(
      db, sql: "SELECT sql AS value FROM sqlite_schema WHERE type = 'table' AND name = 'article'")
    // The columns as the table has them (every room's added ones too), the key not unique.
    guard let definition, let columns = definition.firstIndex(of: "("),
      case let body = String(definition[columns...]),
      let unique = body.range(of: "key TEXT NOT NULL UNIQUE")
    else { return false }
    // Every index and trigger of the table but the key's own, in the order they were made.
    let companions = try LenientQuery.texts(
      db,
      sql: """
        SELECT sql AS value FROM sqlite_schema
        WHERE tbl_name = 'article' AND type IN ('index', 'trigger') AND sql IS NOT NULL
        ORDER BY rowid
        """)
    let made =
      "CREATE TABLE article_rebuilt "
      + body.replacingCharacters(in: unique, with: "key TEXT NOT NULL")
    try db.execute(sql: made)
    let copying = progress.part(0, of: 2)
    try ArticleBatches.forEach(in: db, progress: copying) { lower, upper in
      try db.execute(
        sql: "INSERT INTO article_rebuilt SELECT * FROM article WHERE id > ? AND id <= ?",
        arguments: [lower, upper])
    }
    // The old index read in order: the settled table written from its first leaf to its last.
    try settleStoredKeys(db)
    let finishing = progress.part(1, of: 2)
    finishing.report(0, companions.count + 1)
    try db.execute(sql: "DROP TABLE article")
    try db.execute(sql: "ALTER TABLE article_rebuilt RENAME TO article")
    for (done, sql) in companions.enumerated() {
      try db.execute(sql: sql)
      finishing.report(done + 1, companions.count + 1)
    }
    try db.execute(
      sql: """
        INSERT OR REPLACE INTO setting (key, value)
        SELECT ?, '1' WHERE EXISTS (SELECT 1 FROM article)
        """,
      arguments: [StoreOpener.compactionPending])
    return true
  }
}
