import Foundation
import GRDB
import Testing

@testable import NewsKit

/// A store whose key salt is lost (deleted or garbled) makes a new one: its feeds' articles are
/// then found again by their address, keeping read and saved marks, and `news doctor` says so.
@Suite("Store: a replaced key salt")
struct KeySaltReplacedTests {
  let now = Date(timeIntervalSince1970: 1_700_000_000)

  func items() -> [(article: Article, id: String?)] {
    [
      (article("One", link: "https://a.example/1"), "1"),
      (article("Two", link: "https://a.example/2"), "2"),
      (Article(title: "No address", summary: "s", source: "a.example"), "3"),
    ]
  }

  func marks(_ store: ArticleStore) throws -> [String] {
    try store.database.read { db in
      try LenientQuery.texts(
        db,
        sql: """
          SELECT title || ':' || (read_at IS NOT NULL) || (saved_at IS NOT NULL) AS value
          FROM article ORDER BY title, id
          """)
    }
  }

  @Test("After the salt is lost, a refresh finds its articles by address: no article twice")
  func foundByAddress() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let store = try temporary.open(now: now)
    let feed = try ArticleKeysTests().subscribed(store)
    _ = try FeedStore(store).addFeedArticles(items(), feed: feed.id, at: now)
    try store.database.write { db in
      try db.execute(sql: "UPDATE article SET read_at = ? WHERE title = 'One'", arguments: [1.0])
      try db.execute(sql: "UPDATE article SET saved_at = ? WHERE title = 'Two'", arguments: [1.0])
    }
    #expect(!StoreHealth.keysReplaced(temporary.url))
    try store.database.write { db in
      try db.execute(sql: "DELETE FROM setting WHERE key = ?", arguments: [ArticleKeys.saltSetting])
    }
    let reopened = try temporary.open(now: now)
    #expect(StoreHealth.keysReplaced(temporary.url))
    let later = now.addingTimeInterval(3_600)
    _ = try FeedStore(reopened).addFeedArticles(items(), feed: feed.id, at: later)
    // The two with an address are found again with their marks; the one without comes again.
    #expect(try marks(reopened) == ["No address:00", "No address:00", "One:10", "Two:01"])
    // Found once, they are found by their new key from then on.
    _ = try FeedStore(reopened).addFeedArticles(
      items(), feed: feed.id, at: later.addingTimeInterval(3_600))
    #expect(try ArticleKeysTests.count(reopened) == 4)
  }

  @Test("news doctor says the salt was replaced")
  func doctorSaysSo() async throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let store = try temporary.open(now: now)
    let feed = try ArticleKeysTests().subscribed(store)
    _ = try FeedStore(store).addFeedArticles(items(), feed: feed.id, at: now)
    try store.database.inDatabase { db in
      try db.execute(
        sql: "UPDATE setting SET value = 'garbled' WHERE key = ?",
        arguments: [ArticleKeys.saltSetting])
    }
    _ = try temporary.open(now: now)
    let environment = NewsEnvironment(
      send: { _ in throw NewsError.httpUnavailable }, now: { now },
      variables: ["XDG_DATA_HOME": temporary.directory.path, "HOME": "/nonexistent"])
    let report = await Doctor(environment: environment, values: CommandLineOptions()).examine()
    let line = try #require(report.lines.first { $0.finding == .storeKeysReplaced })
    #expect(line.check == .store && line.status == .warning)
  }
}
