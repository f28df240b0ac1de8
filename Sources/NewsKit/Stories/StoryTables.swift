import GRDB

/// The Stories room's migrations: stories, each article's story, and the story words' counts.
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
      }
    ])
}
