import GRDB

/// The versions of the store's schema, applied in order to a new or older file.
///
/// v1 holds the articles (one row per link), which query or topic brought each one and when, and
/// the last list shown. v2 adds full-text search over folded title and summary, so `zolc` finds
/// `żółć`; SQLite's own diacritics folding leaves `ł` alone, so the text is folded in Swift.
/// v3 keeps small settings, such as which provider the reader was last told about. v4 adds
/// feed subscriptions and ties feed articles to their feed. v5 remembers what a reader service
/// (sync) knows of each article and feed. v6 adds editions and the full text of articles. v7
/// finds local articles by link, so that a sync links them to the server's items. v8 keeps the
/// publishers' addresses of Google News links. v9 adds watches (saved phrases and the articles
/// each has matched) and filters (what the reader never wants to see). v10 tells read (opened)
/// from seen (listed), and where a feed's title came from. v11 keeps a feed's <ttl>.
enum StoreMigrations {
  /// The schema's version, kept in the file's header (`PRAGMA user_version`) once every
  /// migration has run: opening an up-to-date store reads one number instead of asking the
  /// migrator (0.5 ms). Raise it with every new migration.
  static let version = 11

  /// Brings a store up to date: nothing when its header says so, else the migrator, which
  /// applies what is missing, then the header is set. Returns whether anything was applied.
  @discardableResult
  static func migrate(_ database: DatabaseQueue) throws -> Bool {
    let current = try database.read {
      try LenientQuery.integer($0, sql: "PRAGMA user_version") ?? 0
    }
    guard current != version else { return false }
    try migrator.migrate(database)
    try database.write { try $0.execute(sql: "PRAGMA user_version = \(version)") }
    return true
  }

  static var migrator: DatabaseMigrator {
    var migrator = DatabaseMigrator()
    migrator.registerMigration("v1-articles") { db in
      try db.execute(
        sql: """
          CREATE TABLE article (
            id INTEGER PRIMARY KEY,
            key TEXT NOT NULL UNIQUE,
            title TEXT, summary TEXT, published REAL, published_has_time INTEGER NOT NULL,
            source TEXT, link TEXT, author TEXT, language TEXT, topic TEXT,
            first_fetched_at REAL NOT NULL, last_fetched_at REAL NOT NULL,
            seen_at REAL, saved_at REAL
          );
          CREATE TABLE listing (
            kind TEXT NOT NULL, subject TEXT NOT NULL, language TEXT NOT NULL,
            article_id INTEGER NOT NULL REFERENCES article(id) ON DELETE CASCADE,
            position INTEGER NOT NULL, fetched_at REAL NOT NULL,
            PRIMARY KEY (kind, subject, language, article_id)
          );
          CREATE INDEX listing_by_article ON listing(article_id);
          CREATE TABLE last_list (
            position INTEGER PRIMARY KEY,
            article_id INTEGER NOT NULL REFERENCES article(id) ON DELETE CASCADE
          );
          CREATE INDEX article_by_saved ON article(saved_at) WHERE saved_at IS NOT NULL;
          CREATE INDEX article_by_fetched ON article(last_fetched_at);
          """)
    }
    migrator.registerMigration("v2-search") { db in
      try db.execute(
        sql: """
          CREATE VIRTUAL TABLE article_search USING fts5(
            title, summary, tokenize = 'unicode61 remove_diacritics 2'
          );
          """)
      let rows = try Row.fetchAll(db, sql: "SELECT id, title, summary FROM article")
      for row in rows.map(LenientRow.init) {
        guard let id = row.integer("id") else { continue }
        try SearchIndex.write(db, id: id, title: row.text("title"), summary: row.text("summary"))
      }
    }
    migrator.registerMigration("v3-settings") { db in
      try db.execute(
        sql: "CREATE TABLE setting (key TEXT PRIMARY KEY, value TEXT NOT NULL)")
    }
    migrator.registerMigration("v4-feeds") { db in
      // Subscriptions, keyed by their normalised address; articles of a feed point to it and
      // are told apart within it by guid (or link), whatever other feeds carry.
      try db.execute(
        sql: """
          CREATE TABLE feed (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            url TEXT NOT NULL, url_key TEXT NOT NULL UNIQUE,
            title TEXT, site TEXT, folder TEXT,
            added_at REAL NOT NULL, last_refresh REAL, status TEXT, error TEXT,
            etag TEXT, last_modified TEXT, due_at REAL
          );
          ALTER TABLE article ADD COLUMN feed_id INTEGER REFERENCES feed(id) ON DELETE CASCADE;
          CREATE INDEX article_by_feed ON article(feed_id, published) WHERE feed_id IS NOT NULL;
          CREATE INDEX article_feed_recent
            ON article(COALESCE(published, first_fetched_at) DESC, id DESC)
            WHERE feed_id IS NOT NULL;
          """)
    }
    migrator.registerMigration("v5-sync") { db in
      // What the reader service knows: each synced article's item id and the read and starred
      // states the server last had (so local marks made since are pushed as differences), each
      // feed's stream id, and unsubscriptions waiting for the server.
      try db.execute(
        sql: """
          ALTER TABLE article ADD COLUMN remote_id TEXT;
          ALTER TABLE article ADD COLUMN remote_read INTEGER;
          ALTER TABLE article ADD COLUMN remote_starred INTEGER;
          CREATE UNIQUE INDEX article_by_remote ON article(remote_id) WHERE remote_id IS NOT NULL;
          ALTER TABLE feed ADD COLUMN remote_id TEXT;
          CREATE TABLE sync_queue (
            id INTEGER PRIMARY KEY AUTOINCREMENT, stream TEXT NOT NULL UNIQUE,
            queued_at REAL NOT NULL
          );
          """)
    }
    migrator.registerMigration("v6-editions") { db in
      // An article's full text, kept once however many editions hold it (`status`: `text`,
      // `failed` — tried again on resume — or `no_text`); editions and their articles in order,
      // with when each was opened. Articles in an edition are never pruned.
      try db.execute(
        sql: """
          CREATE TABLE article_text (
            article_id INTEGER PRIMARY KEY REFERENCES article(id) ON DELETE CASCADE,
            text TEXT, status TEXT NOT NULL, bytes INTEGER NOT NULL DEFAULT 0,
            fetched_at REAL NOT NULL
          );
          CREATE TABLE edition (
            id INTEGER PRIMARY KEY AUTOINCREMENT, created REAL NOT NULL, recipe TEXT NOT NULL,
            finished_at REAL
          );
          CREATE TABLE edition_article (
            edition_id INTEGER NOT NULL REFERENCES edition(id) ON DELETE CASCADE,
            article_id INTEGER NOT NULL REFERENCES article(id) ON DELETE CASCADE,
            position INTEGER NOT NULL, read_at REAL,
            PRIMARY KEY (edition_id, article_id)
          );
          CREATE INDEX edition_article_by_article ON edition_article(article_id);
          """)
    }
    migrator.registerMigration("v7-link") { db in
      try db.execute(
        sql: "CREATE INDEX article_local_by_link ON article(link) WHERE remote_id IS NULL")
    }
    migrator.registerMigration("v8-google-link") { db in
      // Google News links resolved to the publishers' addresses, so each is asked once.
      try db.execute(
        sql: """
          CREATE TABLE google_link (
            google TEXT PRIMARY KEY, link TEXT NOT NULL, resolved_at REAL NOT NULL
          ) WITHOUT ROWID
          """)
    }
    migrator.registerMigration("v9-watches-filters") { db in
      // A watch's matches are kept once per article (its key, the link) and once per story
      // (`story`: the folded title and domain, so the same story from the provider and a feed
      // counts once); a pruned article leaves its match behind (article_id NULL), so it is
      // never new again. `read` turns when the matches are listed; `checked_to` is the last
      // article a run looked at, so the next one reads only newer ones. A filter hides by
      // phrase, by source, or both.
      try db.execute(
        sql: """
          CREATE TABLE watch (
            id INTEGER PRIMARY KEY AUTOINCREMENT, phrase TEXT NOT NULL, lang TEXT NOT NULL,
            topic TEXT, feeds_only INTEGER NOT NULL DEFAULT 0, created_at REAL NOT NULL,
            last_run REAL, checked_to INTEGER NOT NULL DEFAULT 0
          );
          CREATE TABLE watch_match (
            watch_id INTEGER NOT NULL REFERENCES watch(id) ON DELETE CASCADE,
            article_id INTEGER REFERENCES article(id) ON DELETE SET NULL,
            article_key TEXT NOT NULL, story TEXT NOT NULL, matched_at REAL NOT NULL,
            read INTEGER NOT NULL DEFAULT 0,
            PRIMARY KEY (watch_id, article_key), UNIQUE (watch_id, story)
          );
          CREATE INDEX watch_match_by_article ON watch_match(article_id);
          CREATE TABLE list_filter (
            id INTEGER PRIMARY KEY AUTOINCREMENT, phrase TEXT, source TEXT,
            created_at REAL NOT NULL, hid_last INTEGER NOT NULL DEFAULT 0
          );
          """)
    }
    migrator.registerMigration("v10-read") { db in
      // An article is read when it was opened (details, browser, full text) or marked read,
      // seen when a list showed it; only read goes to a reader service. What a server already
      // had as read stays read. A feed's title taken from a reader service is marked so: the
      // server's next title may replace it, never one the feed or the reader gave.
      try db.execute(
        sql: """
          ALTER TABLE article ADD COLUMN read_at REAL;
          UPDATE article SET read_at = seen_at WHERE remote_read = 1 AND seen_at IS NOT NULL;
          ALTER TABLE feed ADD COLUMN title_from_server INTEGER NOT NULL DEFAULT 0;
          """)
    }
    migrator.registerMigration("v11-feed-ttl") { db in
      // A feed's <ttl> (minutes) is kept: a 304 carries no body to read it from again.
      try db.execute(sql: "ALTER TABLE feed ADD COLUMN ttl_minutes INTEGER")
    }
    return migrator
  }
}

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
