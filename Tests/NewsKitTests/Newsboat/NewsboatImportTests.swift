import Foundation
import GRDB
import Testing

@testable import NewsKit

/// The import's transaction: all of it lands or none of it; run twice, nothing doubles.
@Suite("import newsboat: one transaction")
struct NewsboatImportTests {
  let now = Date(timeIntervalSince1970: 1_790_000_000)

  /// A cache with newsboat 2.21's two tables: one article of `https://a.example/feed`, one it
  /// deleted, and one of a feed no longer in `urls`.
  static func cache(at url: URL) throws {
    let queue = try DatabaseQueue(path: url.path)
    try queue.write { db in
      try db.execute(
        sql: """
          CREATE TABLE rss_feed (rssurl VARCHAR(1024) PRIMARY KEY NOT NULL, url VARCHAR(1024) NOT NULL,
            title VARCHAR(1024) NOT NULL, lastmodified INTEGER(11) NOT NULL DEFAULT 0,
            is_rtl INTEGER(1) NOT NULL DEFAULT 0, etag VARCHAR(128) NOT NULL DEFAULT "");
          CREATE TABLE rss_item (id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL, guid VARCHAR(64) NOT NULL,
            title VARCHAR(1024) NOT NULL, author VARCHAR(1024) NOT NULL, url VARCHAR(1024) NOT NULL,
            feedurl VARCHAR(1024) NOT NULL, pubDate INTEGER NOT NULL, content VARCHAR(65535) NOT NULL,
            unread INTEGER(1) NOT NULL, enclosure_url VARCHAR(1024), enclosure_type VARCHAR(1024),
            enqueued INTEGER(1) NOT NULL DEFAULT 0, flags VARCHAR(52),
            deleted INTEGER(1) NOT NULL DEFAULT 0, base VARCHAR(128) NOT NULL DEFAULT "");
          INSERT INTO rss_feed (rssurl, url, title) VALUES
            ('https://a.example/feed', 'https://a.example/', 'Alpha');
          INSERT INTO rss_item (guid, title, author, url, feedurl, pubDate, content, unread, flags)
            VALUES ('a-1', 'One', 'Ann', 'https://a.example/1', 'https://a.example/feed',
              1790000000, '<p>Text</p>', 0, 's');
          INSERT INTO rss_item (guid, title, author, url, feedurl, pubDate, content, unread, deleted)
            VALUES ('a-2', 'Deleted', '', 'https://a.example/2', 'https://a.example/feed',
              1790000000, '', 1, 1);
          INSERT INTO rss_item (guid, title, author, url, feedurl, pubDate, content, unread)
            VALUES ('z-1', 'Not in urls', '', 'https://z.example/1', 'https://z.example/feed',
              1790000000, '', 1);
          """)
    }
    try queue.close()
  }

  func importer(cache url: URL) throws -> NewsboatImporter {
    var importer = NewsboatImporter()
    importer.urls = NewsboatURLs.parse(
      "https://a.example/feed news \"~Alpha News\"\n\"query:Unread:unread = \\\"yes\\\"\"\n")
    importer.config = NewsboatConfig.parse("ignore-article \"*\" \"title =~ \\\"ad\\\"\"\n")
    importer.cache = try NewsboatCache.open(url)
    return importer
  }

  @Test("Run twice: the same counts, nothing new the second time, nothing doubled")
  func twice() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let store = try temporary.open(now: now)
    let url = temporary.directory.appendingPathComponent("cache.db")
    try Self.cache(at: url)
    let first = try importer(cache: url).write(into: store, at: now)
    let second = try importer(cache: url).write(into: store, at: now)
    #expect(
      first.feeds == 1 && first.newFeeds == 1 && first.articles == 1 && first.newArticles == 1)
    #expect(first.read == 1 && first.saved == 1 && first.queries == 1 && first.filters == 1)
    #expect(second.newFeeds == 0 && second.newArticles == 0 && second.read == 1)
    #expect(try FeedStore(store).feeds().map(\.name) == ["Alpha News"])
    #expect(try store.filters().count == 1)
    #expect(try SavedQueryStore(store).all().count == 1)
    #expect(try store.saved().map(\.article.title) == ["One"])
    // Deleted articles and those of feeds left out of urls stay out.
    #expect(
      try FeedStore(store).feedArticles([], only: .all, limit: 10).map(\.article.title)
        == ["One"])
  }

  @Test("A cache that breaks during the import leaves the store as it was")
  func allOrNothing() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let store = try temporary.open(now: now)
    let url = temporary.directory.appendingPathComponent("cache.db")
    try Self.cache(at: url)
    let importer = try importer(cache: url)
    // The cache loses its articles' table after it was opened: the feeds, query and filter
    // written before the articles are read must go too.
    let other = try DatabaseQueue(path: url.path)
    try other.write { try $0.execute(sql: "DROP TABLE rss_item") }
    try other.close()
    #expect(throws: NewsError.notNewsboatCache(url.path)) {
      try importer.write(into: store, at: now)
    }
    #expect(try FeedStore(store).feeds().isEmpty)
    #expect(try store.filters().isEmpty)
    #expect(try SavedQueryStore(store).all().isEmpty)
  }

  @Test("ignore-article: the line's own query is read alone; too deep is left out, long is kept")
  func ignoreQueries() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let store = try temporary.open(now: now)
    var importer = NewsboatImporter()
    importer.urls = NewsboatURLs.parse("https://a.example/feed\n")
    let long = (0..<100).map { #"title =~ \"w\#($0)\""# }.joined(separator: " or ")
    let deep = QueryDepthTests.nested(QueryParser.maximumNesting + 1)
      .replacingOccurrences(of: "\"", with: "\\\"")
    importer.config = NewsboatConfig.parse(
      #"ignore-article "https://a.example/feed" "title =~ \"x\") or (title =~ \"y\""\#n"#
        + "ignore-article \"*\" \"\(long)\"\n" + "ignore-article \"*\" \"\(deep)\"\n")
    #expect(importer.config.ignores.count == 3)
    let summary = try importer.write(into: store, at: now)
    #expect(summary.filters == 1)
    #expect(summary.skipped.map(\.number) == [1, 3])
    #expect(summary.skipped.allSatisfy { $0.file == "config" })
    #expect(try store.filters().count == 1)
  }
}
