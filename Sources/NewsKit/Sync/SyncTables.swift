import GRDB

/// The Sync room's migrations: what a reader service knows of each article, in columns of the
/// shared `article` table.
extension SyncStore {
  /// The sync columns, for the store's schema (`NewsSchema`).
  static let tables = StoreTables(
    room: "Sync",
    migrations: [
      // Each synced article's item id and the read and starred states the server last had, so
      // local marks made since are pushed as differences.
      StoreMigration(shippedIn: 5, "v5-sync") { db in
        try db.execute(
          sql: """
            ALTER TABLE article ADD COLUMN remote_id TEXT;
            ALTER TABLE article ADD COLUMN remote_read INTEGER;
            ALTER TABLE article ADD COLUMN remote_starred INTEGER;
            CREATE UNIQUE INDEX article_by_remote ON article(remote_id) WHERE remote_id IS NOT NULL;
            """)
      },
      // Local articles found by link, so that a sync links them to the server's items.
      StoreMigration(shippedIn: 7, "v7-link") { db in
        try db.execute(sql: SyncStore.createLinkIndex)
      },
      // That index is every local article's link again (a twentieth of the store), and only a
      // sync reads it: it is made when a sync first stores items and dropped at sign-out.
      StoreMigration(shippedIn: 15, "v15-link-index-when-synced") { db in
        try db.execute(sql: "DROP INDEX IF EXISTS article_local_by_link")
      },
    ])

  /// The index a sync finds local articles by link with (made once, when first needed).
  static let createLinkIndex =
    "CREATE INDEX IF NOT EXISTS article_local_by_link ON article(link) WHERE remote_id IS NULL"
}
