import GRDB

/// The Subscriptions room's migrations: the feeds, the `feed_id` that ties an article to its
/// feed, stream ids and queued removals for a reader service, where a title came from, `<ttl>`.
extension FeedStore {
  /// The feeds' tables, for the store's schema (`NewsSchema`).
  public static let tables = StoreTables(
    room: "Subscriptions",
    migrations: [
      // Subscriptions, keyed by their normalised address; articles of a feed point to it and
      // are told apart within it by guid (or link), whatever other feeds carry.
      StoreMigration(shippedIn: 4, "v4-feeds") { db in
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
      },
      // Each feed's stream id at a reader service, and removals waiting to be sent there.
      // Version 5 made both under the Sync room's `v5-sync`; a file made then has them.
      StoreMigration(shippedIn: 5, "v5-feed-stream") { db in
        if try !db.columns(in: "feed").contains(where: { $0.name == "remote_id" }) {
          try db.execute(sql: "ALTER TABLE feed ADD COLUMN remote_id TEXT")
        }
        try db.execute(
          sql: """
            CREATE TABLE IF NOT EXISTS sync_queue (
              id INTEGER PRIMARY KEY AUTOINCREMENT, stream TEXT NOT NULL UNIQUE,
              queued_at REAL NOT NULL
            );
            """)
      },
      // A feed's title taken from a reader service is marked so: the server's next title may
      // replace it, never one the feed or the reader gave. Version 10 added it under the Store
      // room's `v10-read`; a file made then has it.
      StoreMigration(shippedIn: 10, "v10-feed-title-source") { db in
        if try !db.columns(in: "feed").contains(where: { $0.name == "title_from_server" }) {
          try db.execute(
            sql: "ALTER TABLE feed ADD COLUMN title_from_server INTEGER NOT NULL DEFAULT 0")
        }
      },
      // A feed's <ttl> (minutes) is kept: a 304 carries no body to read it from again.
      StoreMigration(shippedIn: 11, "v11-feed-ttl") { db in
        try db.execute(sql: "ALTER TABLE feed ADD COLUMN ttl_minutes INTEGER")
      },
      // A feed's tags, in order. Its folder (OPML's, a reader service's) is its first tag: a
      // feed added in a folder gets it as a tag (the trigger), `FeedStore.moveFolder` and
      // `keepFolder` keep the two in step after, and the folders of a store made before are
      // its feeds' first tags. `server_folder` is the folder a reader service last gave: only a
      // change there moves the feed, so a sync keeps tags made here (before tags, a synced
      // feed's folder was the server's).
      StoreMigration(shippedIn: 13, "v13-feed-tags") { db in
        try db.execute(
          sql: """
            CREATE TABLE feed_tag (
              feed_id INTEGER NOT NULL REFERENCES feed(id) ON DELETE CASCADE,
              tag TEXT NOT NULL, position INTEGER NOT NULL,
              PRIMARY KEY (feed_id, tag)
            ) WITHOUT ROWID;
            CREATE INDEX feed_tag_by_tag ON feed_tag(tag COLLATE NOCASE);
            ALTER TABLE feed ADD COLUMN server_folder TEXT;
            UPDATE feed SET server_folder = folder WHERE remote_id IS NOT NULL;
            INSERT INTO feed_tag (feed_id, tag, position)
              SELECT id, folder, 0 FROM feed WHERE folder IS NOT NULL AND folder != '';
            CREATE TRIGGER feed_folder_added AFTER INSERT ON feed
              WHEN NEW.folder IS NOT NULL AND NEW.folder != ''
            BEGIN
              INSERT OR IGNORE INTO feed_tag (feed_id, tag, position) VALUES (NEW.id, NEW.folder, 0);
            END;
            """)
      },
      // A feed may be hidden (newsboat's `!`): kept and refreshed, left out of lists of every
      // feed, listed when named or by a tag or query.
      StoreMigration(shippedIn: 14, "v14-feed-hidden") { db in
        try db.execute(sql: "ALTER TABLE feed ADD COLUMN hidden INTEGER NOT NULL DEFAULT 0")
      },
      // The feeds' newest-first index holds each article's feed, title and dates too, so a query
      // of titles and dates reads the index alone, in list order, and stops at the page's end
      // (a scan of the table read every article's summary and content along). SQLite counts an
      // index covering only when it holds the columns an indexed expression is made of.
      StoreMigration(shippedIn: 14, "v14-feed-recent-title") { db in
        try db.execute(
          sql: """
            DROP INDEX IF EXISTS article_feed_recent;
            CREATE INDEX article_feed_recent
              ON article(
                COALESCE(published, first_fetched_at) DESC, id DESC, feed_id, title, published,
                first_fetched_at)
              WHERE feed_id IS NOT NULL;
            """)
      },
      // The feeds' own newest-first index goes: lists walk the Store room's `article_by_date`
      // (every article by date), which stories read too. The titles and dates
      // `v14-feed-recent-title` copied into it were 15 of the 132 MB of a store of 100,000
      // typical feed articles; a query of titles reads the table in order, as other queries
      // do (the table is half the size since summaries are packed).
      StoreMigration(shippedIn: 16, "v16-feed-recent-dropped") { db in
        try db.execute(sql: "DROP INDEX IF EXISTS article_feed_recent")
      },
      // A feed's articles by the feed alone: what reads this index (a feed's counts, its
      // articles for a list, sorted then, and what a removed feed takes along) never read the
      // publication time it held beside the feed (4 of its 18 bytes an article).
      StoreMigration(shippedIn: 17, "v17-feed-index") { db in
        try db.execute(
          sql: """
            DROP INDEX IF EXISTS article_by_feed;
            CREATE INDEX article_by_feed ON article(feed_id) WHERE feed_id IS NOT NULL;
            """)
      },
      // A feed's articles carry its name as their source (issue 58): a name the user gave
      // (newsboat's `~Name`) was shown on the imported articles but not on those refreshes
      // brought, which said the feed's own title, so one feed read as two outlets.
      StoreMigration(shippedIn: 18, "v18-feed-article-names") { db in
        try db.execute(
          sql: """
            UPDATE article SET source = (SELECT title FROM feed WHERE feed.id = article.feed_id)
            WHERE feed_id IS NOT NULL
              AND (SELECT title FROM feed WHERE feed.id = article.feed_id) IS NOT NULL
              AND source IS NOT (SELECT title FROM feed WHERE feed.id = article.feed_id)
            """)
      },
      // A feed article's own name within its feed (RSS `<guid>`, Atom `<id>`), for the query
      // attribute `guid` (issue 58); its key keeps only a hash of it. Nothing to fill: an
      // article without one reads as its link, as newsboat's guid does.
      StoreMigration(shippedIn: 19, "v19-article-guid") { db in
        try db.execute(sql: "ALTER TABLE article ADD COLUMN guid TEXT")
      },
      // A feed's articles by the feed and their read time: a feed's unread count (`feed list`,
      // `FeedStore.feeds`) counts the index's entries, where it read each article's row: over
      // 100,000 articles 36 ms of SQLite, now 7. An unread article's entry holds a NULL, a read
      // one's its time, 9 bytes.
      StoreMigration(shippedIn: 23, "v23-feed-read-index") { db in
        try db.execute(
          sql: """
            DROP INDEX IF EXISTS article_by_feed;
            CREATE INDEX article_by_feed ON article(feed_id, read_at) WHERE feed_id IS NOT NULL;
            """)
      },
    ], queryColumns: .feeds)
}
