import GRDB

/// The Store room's tables: the articles (one row per link, which query or topic brought each
/// one and when, the last list shown), their full-text index, small settings, list filters and
/// articles' full text.
///
/// The `article` table is shared: other rooms add the columns that say what they know of an
/// article (`feed_id` by Subscriptions, `remote_id` and the server's marks by Sync) in their own
/// migrations, and every room may read it; the other tables here are the Store room's alone.
enum ArticleTables {
  static let tables = StoreTables(
    room: "Store",
    migrations: [
      StoreMigration(shippedIn: 1, "v1-articles") { db in
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
      },
      // Full-text search over folded title and summary, so `zolc` finds `żółć`; SQLite's own
      // diacritics folding leaves `ł` alone, so the text is folded in Swift. This first index
      // kept its own copy of the text; `v16-packed-summaries` replaces it and fills it.
      StoreMigration(shippedIn: 2, "v2-search") { db in
        try db.execute(
          sql: """
            CREATE VIRTUAL TABLE article_search USING fts5(
              title, summary, tokenize = 'unicode61 remove_diacritics 2'
            );
            """)
      },
      // Small settings, such as which provider the reader was last told about.
      StoreMigration(shippedIn: 3, "v3-settings") { db in
        try db.execute(
          sql: "CREATE TABLE setting (key TEXT PRIMARY KEY, value TEXT NOT NULL)")
      },
      // An article's full text, kept once however many editions hold it (`status`: `text`,
      // `failed` — tried again on resume — or `no_text`). Version 6 made it with the editions'
      // tables under `v6-editions`; a file made then has it already.
      StoreMigration(shippedIn: 6, "v6-article-text") { db in
        try db.execute(
          sql: """
            CREATE TABLE IF NOT EXISTS article_text (
              article_id INTEGER PRIMARY KEY REFERENCES article(id) ON DELETE CASCADE,
              text TEXT, status TEXT NOT NULL, bytes INTEGER NOT NULL DEFAULT 0,
              fetched_at REAL NOT NULL
            );
            """)
      },
      // Filters hide from lists by phrase, by source, or both. Version 9 made the table with
      // the watches' under `v9-watches-filters`; a file made then has it already.
      StoreMigration(shippedIn: 9, "v9-list-filter") { db in
        try db.execute(
          sql: """
            CREATE TABLE IF NOT EXISTS list_filter (
              id INTEGER PRIMARY KEY AUTOINCREMENT, phrase TEXT, source TEXT,
              created_at REAL NOT NULL, hid_last INTEGER NOT NULL DEFAULT 0
            );
            """)
      },
      // An article is read when it was opened (details, browser, full text) or marked read,
      // seen when a list showed it; only read goes to a reader service. What a server already
      // had as read stays read.
      StoreMigration(shippedIn: 10, "v10-read") { db in
        try db.execute(
          sql: """
            ALTER TABLE article ADD COLUMN read_at REAL;
            UPDATE article SET read_at = seen_at WHERE remote_read = 1 AND seen_at IS NOT NULL;
            """)
      },
      // A filter may hide by a query (newsboat's filter language, `filter add --query`).
      StoreMigration(shippedIn: 14, "v14-filter-query") { db in
        try db.execute(sql: "ALTER TABLE list_filter ADD COLUMN query TEXT")
      },
      // The index kept its own copy of the text (a quarter of the store): dropped here,
      // made again without it by `v16-packed-summaries` in the same upgrade.
      StoreMigration(shippedIn: 15, "v15-search-contentless") { db in
        try db.execute(sql: SearchIndex.drop)
      },
      // Every article by its date (published, else first fetched), oldest first: the feeds'
      // lists walk it backwards, newest first, and stop at the page's end; stories find the
      // articles of their time window by it. New articles, the newest, land at its end, where
      // SQLite fills pages whole. The feed is in it so that a list of feeds passes over the
      // other articles (a search's) without reading them.
      StoreMigration(shippedIn: 16, "v16-article-by-date") { db in
        try db.execute(
          sql: """
            CREATE INDEX article_by_date ON article(COALESCE(published, first_fetched_at), feed_id)
            """)
      },
      // Summaries packed (`PackedText`), fetch times in whole seconds, and an index of which
      // articles have each word, nothing more (`SearchIndex`): the store of 100,000 typical
      // feed articles went from 131.7 to 60.6 MB. A store of an older layout is changed here, in
      // this one transaction: a run killed midway leaves the store as it was, and the next run
      // starts the upgrade again.
      StoreMigration(
        shippedIn: 16, "v16-packed-summaries",
        reporting: { db, progress in
          try db.execute(sql: SearchIndex.drop)
          try PackedText.packStore(db, progress: progress.part(0, of: 2))
          try db.execute(sql: SearchIndex.create)
          try SearchIndex.fill(db, progress: progress.part(1, of: 2))
          // The pages given up are free now; the opener gives them back once (a VACUUM,
          // outside this transaction), resumed by the next run if this one is killed. A new
          // store has nothing to give back (and a copy of it costs room a small disk may lack).
          try db.execute(
            sql: """
              INSERT OR REPLACE INTO setting (key, value)
              SELECT ?, '1' WHERE EXISTS (SELECT 1 FROM article)
              """,
            arguments: [StoreOpener.compactionPending])
        }),
      // Keys as 8 bytes (`ArticleKeys`): a key's text (a feed's guid, an article's address) was
      // kept in the row and again in its unique index. Changed in batches, with progress, in
      // this one transaction; the pages freed are given back once, as after version 16.
      StoreMigration(
        shippedIn: 17, "v17-hashed-keys",
        reporting: { db, progress in
          try ArticleKeys.install(on: db, creating: true)
          try ArticleBatches.forEach(in: db, progress: progress) { lower, upper in
            // Two keys that met (one chance in 10^8 for a million articles) leave the second
            // as it was: found by nothing, it is stored again when its feed next brings it.
            try db.execute(
              sql: """
                UPDATE OR IGNORE article SET key = news_key(key)
                WHERE id > ? AND id <= ? AND typeof(key) = 'text'
                """, arguments: [lower, upper])
          }
          try db.execute(
            sql: """
              INSERT OR REPLACE INTO setting (key, value)
              SELECT ?, '1' WHERE EXISTS (SELECT 1 FROM article)
              """,
            arguments: [StoreOpener.compactionPending])
        }),
      // No index of fetch times: grouping finds its waiting articles in the Stories room's
      // `story_pending`, and lists prune once a day, reading the table (`pruneDaily`).
      StoreMigration(shippedIn: 17, "v17-fetch-index-dropped") { db in
        try db.execute(sql: "DROP INDEX IF EXISTS article_by_fetched")
      },
      // The files an article carries (a podcast's audio): `EnclosureColumn`, issue 58.
      StoreMigration(shippedIn: 19, "v19-enclosures") { db in
        try db.execute(sql: "ALTER TABLE article ADD COLUMN enclosures TEXT")
      },
      // The article's picture's address, issue 59.
      StoreMigration(shippedIn: 20, "v20-article-image") { db in
        try db.execute(sql: "ALTER TABLE article ADD COLUMN image TEXT")
      },
      // Keys in two tables, recent and settled, not in a unique index on the row
      // (`ArticleKeyTiers`): a refresh into a year's store wrote a leaf of that index for
      // almost every new article. The table is made again once, with progress.
      StoreMigration(shippedIn: 24, "v24-key-tiers", reporting: ArticleKeyTiers.upgrade),
    ])
}
