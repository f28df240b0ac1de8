import Foundation
import GRDB

/// The KeylessLinks room's table: the publishers' addresses of Google News links, once
/// resolved, so each is asked once. Over the store's one connection.
struct GoogleLinkStore: Sendable {
  /// The store whose connection this uses.
  let store: ArticleStore

  /// The resolved links of `store`.
  init(_ store: ArticleStore) { self.store = store }

  /// The resolved links' table, for the store's schema (`NewsSchema`).
  static let tables = StoreTables(
    room: "KeylessLinks",
    migrations: [
      StoreMigration(shippedIn: 8, "v8-google-link") { db in
        try db.execute(
          sql: """
            CREATE TABLE google_link (
              google TEXT PRIMARY KEY, link TEXT NOT NULL, resolved_at REAL NOT NULL
            ) WITHOUT ROWID
            """)
      }
    ])

  /// The known address of each of `links` that has one, read leniently: a damaged row is as
  /// good as none (the link is resolved again).
  func publisherLinks(_ links: [String]) throws -> [String: String] {
    guard !links.isEmpty else { return [:] }
    return try store.database.reading { db in
      var found: [String: String] = [:]
      for link in Set(links) {
        let statement = try db.cachedStatement(sql: "SELECT link FROM google_link WHERE google = ?")
        if let row = try Row.fetchOne(statement, arguments: [link]),
          let address = LenientRow(row: row).text("link")
        {
          found[link] = address
        }
      }
      return found
    }
  }

  /// Keeps resolved addresses by Google link.
  func rememberPublisherLinks(_ links: [String: String], at now: Date) throws {
    guard !links.isEmpty else { return }
    try store.database.write { db in
      for (google, address) in links {
        try db.cachedStatement(
          sql: "INSERT OR REPLACE INTO google_link (google, link, resolved_at) VALUES (?, ?, ?)"
        ).execute(arguments: [google, address, now.timeIntervalSince1970])
      }
    }
  }
}
