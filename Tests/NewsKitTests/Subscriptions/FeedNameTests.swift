import Foundation
import GRDB
import Testing

@testable import NewsKit

/// A feed's name is the user's (issue 58, point 4): its articles carry it as their source, so
/// one feed is one outlet in lists and stories, whatever title the feed itself gives.
@Suite("Feeds: the user's names")
struct FeedNameTests {
  let now = Date(timeIntervalSince1970: 1_700_000_000)

  func item(_ title: String) -> (article: Article, id: String?) {
    (
      Article(
        title: title, summary: "Text.", published: now, publishedHasTime: true,
        source: "TVN24 - najważniejsze", link: "https://tvn24.example/\(title.count)",
        author: nil, language: "pl", topic: nil),
      title
    )
  }

  @Test("Stored and refreshed articles carry the feed's name; renamed, all of them change")
  func renamed() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let store = try temporary.open(now: now)
    let feeds = FeedStore(store)
    let address = try #require(FeedAddress("https://tvn24.example/feed"))
    let subscribed = try feeds.subscribe(
      [FeedCandidate(address: address, title: "TVN24", site: nil)], at: now)
    let feed = try #require(subscribed.first?.feed)
    _ = try feeds.addFeedArticles([item("Pierwszy")], feed: feed.id, at: now)
    func sources() throws -> [String?] {
      try feeds.feedArticles([feed.id], only: .all, limit: 10).map(\.article.source)
    }
    #expect(try sources() == ["TVN24"])
    try feeds.rename(feed.id, to: "Moje TVN")
    _ = try feeds.addFeedArticles([item("Drugi artykuł")], feed: feed.id, at: now + 60)
    #expect(try sources() == ["Moje TVN", "Moje TVN"])
    #expect(try feeds.feeds().first?.title == "Moje TVN")
  }

  @Test("Subscriptions list in the order subscribed, not by name")
  func order() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let feeds = FeedStore(try temporary.open(now: now))
    let candidates = try ["Zeta", "alfa", "Beta"].map { name in
      FeedCandidate(
        address: try #require(FeedAddress("https://\(name.lowercased()).example/feed")),
        title: name, site: nil)
    }
    _ = try feeds.subscribe(candidates, at: now)
    #expect(try feeds.feeds().map(\.title) == ["Zeta", "alfa", "Beta"])
  }

  @Test("An older store's feed articles take their feed's name when it upgrades")
  func upgrade() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    try FileManager.default.createDirectory(
      at: temporary.url.deletingLastPathComponent(), withIntermediateDirectories: true)
    // An older news's connection: the functions its triggers call.
    var configuration = Configuration()
    configuration.prepareDatabase { db in
      try SearchIndex.install(on: db)
      try ArticleKeys.install(on: db, creating: true)
    }
    let queue = try DatabaseQueue(path: temporary.url.path, configuration: configuration)
    try NewsSchema.all.migrator.migrate(queue, upTo: "v17-feed-index")
    try queue.write { db in
      try db.execute(
        sql: """
          INSERT INTO feed (id, url, url_key, title, added_at) VALUES
            (1, 'https://tvn24.example/feed', 'https://tvn24.example/feed', 'TVN24', 1),
            (2, 'https://b.example/feed', 'https://b.example/feed', NULL, 1);
          INSERT INTO article (key, title, published_has_time, source, first_fetched_at,
            last_fetched_at, feed_id) VALUES
            (X'01', 'a', 1, 'TVN24 - najważniejsze', 1, 1, 1),
            (X'02', 'b', 1, 'b.example', 1, 1, 2),
            (X'03', 'c', 1, 'bbc.co.uk', 1, 1, NULL);
          """)
    }
    try queue.close()
    let store = try temporary.open(now: now)
    let sources = try store.database.read { db in
      try LenientQuery.texts(db, sql: "SELECT source AS value FROM article ORDER BY title")
    }
    // A feed without a name keeps what it said; an article of no feed is left alone.
    #expect(sources == ["TVN24", "b.example", "bbc.co.uk"])
  }

  @Test("A feed row's damaged values are read around, in the list and in the names")
  func damagedRows() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let store = try temporary.open(now: now)
    let feeds = FeedStore(store)
    // A title as a BLOB, a time and a number as words, a flag that is no number: the rows are
    // read where SQLite holds them (a cursor), each value taken as what makes sense.
    try store.database.write { db in
      try db.execute(
        sql: """
          INSERT INTO feed (id, url, url_key, title, added_at, last_refresh, ttl_minutes, hidden)
          VALUES
            (1, 'https://a.example/feed', 'a', CAST('Żuraw' AS BLOB), 1, 'wczoraj', 'dużo', 'x'),
            (2, 'https://b.example/feed', 'b', 'Bez szkód', 1, 1700000000, 30, 0),
            (3, 'https://c.example/feed', 'c', NULL, 1, NULL, NULL, 1);
          """)
    }
    let listed = try feeds.feeds()
    #expect(listed.map(\.id) == [1, 2, 3])
    #expect(listed.map(\.title) == ["Żuraw", "Bez szkód", nil])
    #expect(listed.map(\.lastRefresh) == [nil, Date(timeIntervalSince1970: 1_700_000_000), nil])
    #expect(listed.map(\.ttlMinutes) == [nil, 30, nil])
    #expect(listed.map(\.hidden) == [false, false, true])
    #expect(
      try feeds.feedNames() == [1: "Żuraw", 2: "Bez szkód", 3: "https://c.example/feed"])
  }
}
