import CSQLiteShim
import Foundation
import GRDB
import Testing

@testable import NewsKit

/// A refresh writes what it fetched in few transactions and few statements: new articles of
/// many feeds in one `INSERT` (one full-text segment, not one an article), finished feeds in
/// batches, yet a feed that finished is written while a slow one is still loading.
@Suite("Feeds: how a refresh writes")
struct RefreshWriteTests {
  let now = Date(timeIntervalSince1970: 1_700_000_000)

  /// Subscribes to `count` feeds.
  func subscribe(_ count: Int, in store: ArticleStore) throws -> [FeedSubscription] {
    let candidates = try (0..<count).map { index in
      FeedCandidate(
        address: try #require(FeedAddress("https://feeds.example/\(index).xml")),
        title: "Feed \(index)", site: nil)
    }
    return try FeedStore(store).subscribe(candidates, at: now).map(\.feed)
  }

  /// A record of `count` new articles of a feed, with words of its own in every title.
  func record(_ feed: FeedSubscription, count: Int) -> FeedRefreshRecord {
    var record = FeedRefreshRecord(feedID: feed.id, outcome: .updated(new: 0))
    record.items = (0..<count).map { index in
      (article("Item\(index) of feed\(feed.id)", summary: "Summary \(index)"), "id\(index)")
    }
    return record
  }

  func number(_ store: ArticleStore, _ sql: String) throws -> Int64 {
    try #require(try store.database.read { try LenientQuery.integer($0, sql: sql) })
  }

  @Test("Three feeds' 1,200 new articles reach the search index in a few segments, all found")
  func fewSegments() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let store = try temporary.open(now: now)
    let feeds = try subscribe(3, in: store)
    // No merging: every statement that added to the index would leave a segment of its own.
    try store.database.write { db in
      try db.execute(
        sql: "INSERT INTO article_search (article_search, rank) VALUES ('automerge', 0)")
    }
    let before = try number(store, "SELECT COUNT(*) FROM article_search_data")
    var records = feeds.map { record($0, count: 400) }
    // A feed listing an item twice stores it once.
    records[1].items.append(records[1].items[0])
    let written = try FeedStore(store).record(records, at: now)
    #expect(written.map(\.outcome) == Array(repeating: .updated(new: 400), count: 3))
    #expect(try number(store, "SELECT COUNT(*) FROM article") == 1_200)
    #expect(try number(store, "SELECT COUNT(*) FROM story_pending") == 1_200)
    let segments = try number(store, "SELECT COUNT(*) FROM article_search_data") - before
    #expect(segments < 20, "\(segments) rows of index for 1,200 articles")
    // Stored in the order given: each feed's articles after the one before's, in feed order.
    let titles = try store.database.read { db in
      try LenientQuery.texts(db, sql: "SELECT title AS value FROM article ORDER BY id")
    }
    #expect(titles == records.flatMap { $0.items.prefix(400).map { $0.article.title ?? "" } })
    for feed in feeds {
      let found = try store.database.read { db in
        try LenientQuery.integer(
          db,
          sql: "SELECT COUNT(*) FROM article_search WHERE article_search MATCH ?",
          arguments: ["feed\(feed.id)"])
      }
      #expect(found == 400)
    }
    // Written again, nothing is new; each is marked fetched at the later time.
    let later = now.addingTimeInterval(60)
    let again = try FeedStore(store).record(feeds.map { record($0, count: 400) }, at: later)
    #expect(again.map(\.outcome) == Array(repeating: .notModified, count: 3))
    #expect(
      try number(
        store, "SELECT COUNT(*) FROM article WHERE last_fetched_at = \(later.storeSeconds)")
        == 1_200)
  }

  @Test("A feed that brings 600 articles more than a statement holds stores them all")
  func longerThanAStatement() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let store = try temporary.open(now: now)
    let feed = try #require(try subscribe(1, in: store).first)
    let count = NewFeedArticles.rowsPerStatement + 600
    let written = try FeedStore(store).record([record(feed, count: count)], at: now)
    #expect(written.first?.outcome == .updated(new: count))
    #expect(try number(store, "SELECT COUNT(DISTINCT key) FROM article") == Int64(count))
  }

  @Test("The index reads each summary a statement packed without inflating it, all found")
  func packedOnceIndexedFromMemory() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let store = try temporary.open(now: now)
    let feed = try #require(try subscribe(1, in: store).first)
    // 700 rows: a statement of 500 and one of 200, each summary long enough to be packed and
    // with a word of its own.
    let count = NewFeedArticles.rowsPerStatement + 200
    let inflated = try store.database.write { db -> Int64 in
      var articles = NewFeedArticles()
      for index in 0..<count {
        let summary =
          "Hydrolodzy ostrzegają, że fala kulminacyjna dotrze do Warszawy w czwartek wieczorem; "
          + "wały wytrzymały, a w Sandomierzu ewakuowano dwie dzielnice. Słowo\(index)x."
        _ = articles.add(
          article("Flood \(index)", summary: summary), key: "k\(index)", feedID: feed.id)
      }
      let before = news_text_unpacked_count()
      try articles.write(at: now, in: db)
      return news_text_unpacked_count() - before
    }
    #expect(inflated == 0, "\(inflated) summaries inflated by the index's trigger")
    #expect(
      try number(store, "SELECT COUNT(*) FROM article WHERE typeof(summary) = 'blob'")
        == Int64(count))
    for index in [0, 499, 500, count - 1] {
      let found = try store.database.read { db in
        try LenientQuery.integer(
          db, sql: "SELECT rowid AS value FROM article_search WHERE article_search MATCH ?",
          arguments: ["slowo\(index)x"])
      }
      let id = try store.database.read { db in
        try LenientQuery.integer(
          db, sql: "SELECT id AS value FROM article WHERE title = ?", arguments: ["Flood \(index)"])
      }
      #expect(found != nil && found == id)
    }
    // Read back later, the same bytes unpack to their own text.
    let text = try store.database.read { db in
      try LenientQuery.texts(
        db, sql: "SELECT news_text(summary) AS value FROM article WHERE title = 'Flood 7'")
    }
    #expect(text.first?.hasSuffix("Słowo7x.") == true)
  }

  @Test("Where SQLite binds only 999 values a statement (before 3.32), 1,100 articles are stored")
  func olderSQLite() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let store = try temporary.open(now: now)
    let feed = try #require(try subscribe(1, in: store).first)
    // The store's one connection plays an SQLite of before 3.32.
    let rows = try store.database.write { db in
      _ = news_sqlite_variable_limit(UnsafeMutableRawPointer(db.sqliteConnection), 999)
      return NewFeedArticles.rowsPerStatement(in: db)
    }
    #expect(rows == 999 / NewFeedArticles.valuesPerRow)
    let written = try FeedStore(store).record([record(feed, count: 1_100)], at: now)
    #expect(written.first?.outcome == .updated(new: 1_100))
    #expect(try number(store, "SELECT COUNT(DISTINCT key) FROM article") == 1_100)
  }

  /// The row of the `index`th article of `boundValuesAsGRDBWould`: every kind of value a column
  /// takes (nil, empty, Polish and emoji, long enough to be packed, flags both ways).
  static func varied(_ index: Int) -> (article: Article, guid: String?) {
    let text = index % 7 == 0 ? "" : "Zażółć gęślą jaźń 📰 \(index)"
    var article = Article(
      title: index % 5 == 0 ? nil : text,
      summary: index % 4 == 0
        ? nil : String(repeating: "Powódź na Wiśle \(index). ", count: index % 3 == 0 ? 1 : 12),
      published: index % 3 == 0
        ? nil : Date(timeIntervalSince1970: 1_699_000_000.5 + Double(index)),
      publishedHasTime: index % 2 == 0, source: index % 6 == 0 ? nil : "Źródło \(index % 4)",
      link: index % 9 == 0 ? nil : "https://example.pl/\(index)?ą=1",
      author: index % 2 == 0 ? nil : "Anna Nowak", language: index % 3 == 1 ? "pl" : nil,
      topic: index % 8 == 0 ? "" : nil)
    if index % 4 == 1 {
      article.enclosures = [Enclosure(url: "https://cdn.example/\(index).mp3", type: "audio/mpeg")]
    }
    article.image = index % 5 == 2 ? "https://cdn.example/\(index).jpg" : nil
    return (article, index % 10 == 3 ? nil : "guid-\(index)")
  }

  @Test("Each value reaches its column as GRDB's own binding put it, across statements")
  func boundValuesAsGRDBWould() throws {
    let count = NewFeedArticles.rowsPerStatement + 3
    var columns: [[String]] = []
    for direct in [true, false] {
      let temporary = TemporaryStore()
      defer { temporary.remove() }
      let store = try temporary.open(now: now)
      let feed = try #require(try subscribe(1, in: store).first)
      try store.database.write { db in
        if direct {
          var articles = NewFeedArticles()
          for index in 0..<count {
            let (article, guid) = Self.varied(index)
            _ = articles.add(article, key: "k\(index)", feedID: feed.id, guid: guid)
          }
          try articles.write(at: now, in: db)
        } else {
          // The values as they were handed to GRDB before, one statement an article.
          for index in 0..<count {
            let (article, guid) = Self.varied(index)
            let bounded = StoreBounds.article(article)
            let values: [DatabaseValueConvertible?] = [
              bounded.title, bounded.summary, bounded.published?.timeIntervalSince1970,
              bounded.publishedHasTime, bounded.source, bounded.link, bounded.author,
              bounded.language, bounded.topic, now.storeSeconds, "k\(index)", now.storeSeconds,
              feed.id, guid, EnclosureColumn.text(bounded.enclosures), bounded.image,
            ]
            try db.execute(
              sql: NewFeedArticles.insert(rows: 1), arguments: StatementArguments(values))
          }
        }
        // Each key as `news_key` makes it from the text given, at its article's place.
        for index in [0, 1, 499, 500, count - 1] {
          let id = try LenientQuery.integer(
            db, sql: "SELECT id AS value FROM article WHERE key = news_key(?)",
            arguments: ["k\(index)"])
          #expect(id == Int64(index + 1), "k\(index)")
        }
      }
      columns.append(
        try store.database.read { db in
          try LenientQuery.texts(
            db,
            sql: """
              SELECT quote(title) || quote(summary) || quote(published) || \
              quote(published_has_time) || quote(source) || quote(link) || quote(author) || \
              quote(language) || quote(topic) || quote(first_fetched_at) || \
              quote(last_fetched_at) || length(key) || typeof(key) || quote(feed_id) || \
              quote(guid) || quote(enclosures) || quote(image) AS value
              FROM article ORDER BY id
              """)
        })
    }
    #expect(columns[0].count == count && columns[1].count == count)
    let differing = zip(columns[0], columns[1]).enumerated().first { $0.element.0 != $0.element.1 }
    #expect(
      differing == nil,
      "article \(differing?.offset ?? 0): \(differing?.element.0 ?? "") against \(differing?.element.1 ?? "")"
    )
    #expect(
      columns[0].contains { $0.hasPrefix("NULL") } && columns[0].contains { $0.hasPrefix("''") })
  }
}
