import Foundation
import GRDB

/// The Queries room's table: saved queries, by name. Over the store's one connection.
public struct SavedQueryStore: Sendable {
  /// The store whose connection this uses.
  let store: ArticleStore

  /// The saved queries of `store`.
  public init(_ store: ArticleStore) { self.store = store }

  /// The saved queries' table, for the store's schema (`NewsSchema`). A name is found by its
  /// folded form (`name_key`), so "Unread" and "unread" are one query.
  public static let tables = StoreTables(
    room: "Queries",
    migrations: [
      StoreMigration(shippedIn: 14, "v14-saved-queries") { db in
        try db.execute(
          sql: """
            CREATE TABLE saved_query (
              name_key TEXT PRIMARY KEY, name TEXT NOT NULL, expression TEXT NOT NULL,
              created_at REAL NOT NULL
            ) WITHOUT ROWID;
            """)
      }
    ])

  /// What shell completion offers: each saved query's name, one a line.
  public static func completions(at url: URL) -> [String] {
    StoreCandidates.query(url) { db in
      try Row.fetchAll(db, sql: "SELECT name FROM saved_query ORDER BY name_key").compactMap {
        LenientRow(row: $0).text("name").map {
          TerminalSanitizer.sanitize($0).split(whereSeparator: \.isNewline).joined(separator: " ")
        }
      }
    }
  }

  /// Saves a query under a name, replacing one of that name; returns whether one was replaced.
  @discardableResult
  public func save(_ query: SavedQuery, at now: Date) throws -> Bool {
    try store.database.write { db in try Self.save(query, at: now, in: db) }
  }

  static func save(_ query: SavedQuery, at now: Date, in db: Database) throws -> Bool {
    let key = TextFolding.fold(query.name)
    let existed =
      try LenientQuery.integer(
        db, sql: "SELECT COUNT(*) FROM saved_query WHERE name_key = ?", arguments: [key]) ?? 0
    try db.execute(
      sql: """
        INSERT INTO saved_query (name_key, name, expression, created_at) VALUES (?, ?, ?, ?)
        ON CONFLICT (name_key) DO UPDATE SET name = excluded.name, expression = excluded.expression
        """, arguments: [key, query.name, query.expression, now.timeIntervalSince1970])
    return existed > 0
  }

  /// Every saved query, by name.
  public func all() throws -> [SavedQuery] {
    try store.database.reading { db in
      try Row.fetchAll(db, sql: "SELECT name, expression FROM saved_query ORDER BY name_key")
        .compactMap { raw in
          let row = LenientRow(row: raw)
          guard let name = row.text("name"), let expression = row.text("expression") else {
            return nil
          }
          return SavedQuery(name: name, expression: expression)
        }
    }
  }

  /// The saved query of a name (case and diacritics aside), or nil.
  public func query(named name: String) throws -> SavedQuery? {
    let key = TextFolding.fold(name)
    return try all().first { TextFolding.fold($0.name) == key }
  }

  /// Removes saved queries by name; an unknown name removes nothing and throws.
  public func remove(_ names: [String]) throws -> [SavedQuery] {
    try store.database.write { db in
      var removed: [SavedQuery] = []
      for name in names {
        let key = TextFolding.fold(name)
        guard
          let row = try Row.fetchOne(
            db, sql: "SELECT name, expression FROM saved_query WHERE name_key = ?",
            arguments: [key]),
          let found = LenientRow(row: row).text("name"),
          let expression = LenientRow(row: row).text("expression")
        else { throw NewsError.usage(.unknownQuery(TerminalSanitizer.sanitize(name))) }
        try db.execute(sql: "DELETE FROM saved_query WHERE name_key = ?", arguments: [key])
        removed.append(SavedQuery(name: found, expression: expression))
      }
      return removed
    }
  }
}
