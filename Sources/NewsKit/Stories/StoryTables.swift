import GRDB

/// The Stories room's migrations: stories, each article's story (and its time, in a story of
/// two or more), the story words' counts, and the recent articles' story words.
extension StoryStore {
  /// The stories' tables, for the store's schema (`NewsSchema`).
  public static let tables = StoreTables(
    room: "Stories",
    migrations: [
      // A story keeps its `key` (the id lists and JSON show) for good; `newest` is its newest
      // article's time, `size` how many it has. Each grouped article has one story, at the time
      // it was grouped by (`at`: published, else first fetched). `story_word` counts in how many
      // grouped articles (title and text read) each story word stands; the empty word the total.
      StoreMigration(shippedIn: 12, "v12-stories") { db in
        try db.execute(
          sql: """
            CREATE TABLE story (
              id INTEGER PRIMARY KEY AUTOINCREMENT, key TEXT NOT NULL UNIQUE,
              newest REAL, size INTEGER NOT NULL DEFAULT 0
            );
            CREATE TABLE story_article (
              article_id INTEGER PRIMARY KEY REFERENCES article(id) ON DELETE CASCADE,
              story_id INTEGER NOT NULL REFERENCES story(id) ON DELETE CASCADE,
              at REAL NOT NULL
            );
            CREATE INDEX story_article_by_story ON story_article(story_id);
            CREATE INDEX story_article_by_time ON story_article(at);
            CREATE TABLE story_word (word TEXT PRIMARY KEY, documents INTEGER NOT NULL)
              WITHOUT ROWID;
            """)
      },
      // An article alone in its story has no story row: its `story_id` is NULL until a second
      // article joins it, when the story is made with the key it would have had (from its
      // first article's key), so ids never change. Most stories have one article: over
      // 100,000 typical feed articles, 98,000 story rows and their keys' index were 5 MB.
      // The time an article was grouped by is its own date (published, else first fetched),
      // read through the Store room's `article_by_date`: no copy of it here, nor its index.
      StoreMigration(shippedIn: 16, "v16-stories-alone") { db in
        try db.execute(
          sql: """
            CREATE TABLE story_article_alone (
              article_id INTEGER PRIMARY KEY REFERENCES article(id) ON DELETE CASCADE,
              story_id INTEGER REFERENCES story(id) ON DELETE CASCADE
            );
            INSERT INTO story_article_alone (article_id, story_id)
              SELECT article_id,
                CASE WHEN story_id IN (
                  SELECT story_id FROM story_article GROUP BY story_id HAVING COUNT(*) > 1)
                THEN story_id END
              FROM story_article;
            DROP TABLE story_article;
            ALTER TABLE story_article_alone RENAME TO story_article;
            DELETE FROM story WHERE id NOT IN (
              SELECT story_id FROM story_article WHERE story_id IS NOT NULL);
            CREATE INDEX story_article_by_story ON story_article(story_id)
              WHERE story_id IS NOT NULL;
            """)
      },
      // The articles waiting to be grouped, named as they are stored (a trigger), taken off
      // as they are grouped: grouping reads the few that arrived without asking the Store room
      // for an index of fetch times (14.6 bytes an article; it goes in `v17-fetch-index-dropped`).
      // Empty once a list or refresh has grouped what came; it replaces the setting that held the
      // newest fetch time grouped, and takes what that setting left waiting (fetched since).
      StoreMigration(shippedIn: 17, "v17-story-pending") { db in
        try db.execute(
          sql: """
            CREATE TABLE story_pending (
              article_id INTEGER PRIMARY KEY REFERENCES article(id) ON DELETE CASCADE
            );
            INSERT INTO story_pending (article_id)
              SELECT id FROM article
              WHERE NOT EXISTS (SELECT 1 FROM story_article WHERE article_id = article.id)
                AND last_fetched_at >= COALESCE(
                  (SELECT CAST(value AS REAL) FROM setting WHERE key = 'stories-grouped-through'),
                  -1e300);
            CREATE TRIGGER story_pending_insert AFTER INSERT ON article BEGIN
              INSERT OR IGNORE INTO story_pending (article_id) VALUES (NEW.id);
            END;
            DELETE FROM setting WHERE key = 'stories-grouped-through';
            """)
      },
      // Each grouped article's story words, kept for a week of article times
      // (`StorySeedWords`): a grouping seeds the days around what arrives with the stored
      // articles of those days, and read each one's words from its text every time. In time
      // order, so the week is one range and what is older goes from the front. An article
      // changed (its title, summary or time) or deleted loses its words, read again from its
      // text when next seeded.
      StoreMigration(shippedIn: 22, "v22-story-seed-words") { db in
        try db.execute(
          sql: """
            CREATE TABLE story_seed (
              at REAL NOT NULL, article_id INTEGER NOT NULL, words BLOB NOT NULL,
              PRIMARY KEY (at, article_id)
            ) WITHOUT ROWID;
            CREATE TRIGGER story_seed_changed
            AFTER UPDATE OF title, summary, published, first_fetched_at ON article
            WHEN OLD.title IS NOT NEW.title OR OLD.summary IS NOT NEW.summary
              OR OLD.published IS NOT NEW.published
              OR OLD.first_fetched_at IS NOT NEW.first_fetched_at
            BEGIN
              DELETE FROM story_seed
              WHERE at = COALESCE(OLD.published, OLD.first_fetched_at) AND article_id = OLD.id;
            END;
            CREATE TRIGGER story_seed_deleted AFTER DELETE ON article BEGIN
              DELETE FROM story_seed
              WHERE at = COALESCE(OLD.published, OLD.first_fetched_at) AND article_id = OLD.id;
            END;
            """)
      },
      // A story's articles in time order: a list shows a story's newest 100 (its coverage),
      // and read every article of the story to sort them by their time (a story of 1,400
      // articles: 1,400 rows read, 5 ms, for each such story a list shows). The time of each
      // article in a story of two or more is kept beside it, in the index of the story's
      // articles; an article alone in its story keeps none (it is given its time when a second
      // joins). A changed article time moves it.
      StoreMigration(shippedIn: 22, "v22-story-member-times") { db in
        try db.execute(
          sql: """
            ALTER TABLE story_article ADD COLUMN at REAL;
            UPDATE story_article SET at = (
              SELECT COALESCE(published, first_fetched_at) FROM article
              WHERE article.id = story_article.article_id)
            WHERE story_id IS NOT NULL;
            DROP INDEX story_article_by_story;
            CREATE INDEX story_article_by_story ON story_article(story_id, at)
              WHERE story_id IS NOT NULL;
            CREATE TRIGGER story_article_time AFTER UPDATE OF published, first_fetched_at ON article
            WHEN OLD.published IS NOT NEW.published
              OR OLD.first_fetched_at IS NOT NEW.first_fetched_at
            BEGIN
              UPDATE story_article SET at = COALESCE(NEW.published, NEW.first_fetched_at)
              WHERE article_id = NEW.id AND story_id IS NOT NULL;
            END;
            """)
      },
    ])
}
