import GRDB

/// The Watches room's migrations: watches and their matches.
extension WatchStore {
  /// The watches' tables, for the store's schema (`NewsSchema`).
  public static let tables = StoreTables(
    room: "Watches",
    migrations: [
      // A watch's matches are kept once per article (its key, the link) and once per story
      // (`story`: the folded title and domain, so the same story from the provider and a feed
      // counts once); a pruned article leaves its match behind (article_id NULL), so it is
      // never new again. `read` turns when the matches are listed; `checked_to` is the last
      // article a run looked at, so the next one reads only newer ones. (The identifier names
      // filters too: version 9 made the Store room's `list_filter` with them.)
      StoreMigration(shippedIn: 9, "v9-watches-filters") { db in
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
            """)
      },
      // A watch may look for a query (newsboat's filter language) in the feeds instead of a
      // phrase: `query` holds it, and `phrase` the same text for lists that name a watch.
      StoreMigration(shippedIn: 14, "v14-watch-query") { db in
        try db.execute(sql: "ALTER TABLE watch ADD COLUMN query TEXT")
      },
    ])
}
