import GRDB

/// The Editions room's migrations: editions and their articles. The articles' full text is
/// the Store room's (`article_text`).
extension EditionStore {
  /// The editions' tables, for the store's schema (`NewsSchema`). Articles in an edition are
  /// never pruned.
  public static let tables = StoreTables(
    room: "Editions",
    migrations: [
      // Editions and their articles in order, with when each was opened.
      StoreMigration(shippedIn: 6, "v6-editions") { db in
        try db.execute(
          sql: """
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
      },
      // The pictures of editions' articles, fetched with their pages, so that an edition
      // reads offline with them; by address for the reader and `show`, which ask by address.
      StoreMigration(shippedIn: 21, "v21-edition-pictures") { db in
        try db.execute(
          sql: """
            CREATE TABLE article_picture (
              article_id INTEGER PRIMARY KEY REFERENCES article(id) ON DELETE CASCADE,
              address TEXT NOT NULL, data BLOB NOT NULL
            );
            CREATE INDEX article_picture_by_address ON article_picture(address);
            """)
      },
    ],
    keptArticles: "SELECT article_id FROM edition_article")
}
