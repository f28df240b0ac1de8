import Foundation
import GRDB
import Testing

@testable import NewsKit

/// newsboat's cache read in pages bounded in bytes as well as rows, so that a cache of large
/// articles is never held whole; rows without a guid never end the reading early.
@Suite("newsboat's cache, page by page")
struct NewsboatCacheTests {
  let now = Date(timeIntervalSince1970: 1_790_000_000)

  /// A cache of `rows` articles of `https://a.example/feed`, each `bytes` of content; those
  /// whose number is in `noGuid` have an empty guid.
  static func cache(at url: URL, rows: Int, bytes: Int, noGuid: Range<Int> = 0..<0) throws {
    try NewsboatImportTests.cache(at: url)
    let queue = try DatabaseQueue(path: url.path)
    try queue.write { db in
      try db.execute(sql: "DELETE FROM rss_item")
      let content = "<p>" + String(repeating: "word ", count: bytes / 5) + "</p>"
      for row in 1...rows {
        try db.execute(
          sql: """
            INSERT INTO rss_item (id, guid, title, author, url, feedurl, pubDate, content, unread)
            VALUES (?, ?, ?, '', ?, 'https://a.example/feed', 1790000000, ?, 1)
            """,
          arguments: [
            row, noGuid.contains(row) ? "" : "g\(row)", "Item \(row)", "https://a.example/\(row)",
            content,
          ])
      }
    }
    try queue.close()
  }

  @Test("A page stops once its contents reach the bytes asked for, at one row at least")
  func boundedPages() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    try FileManager.default.createDirectory(
      at: temporary.directory, withIntermediateDirectories: true)
    let url = temporary.directory.appendingPathComponent("cache.db")
    try Self.cache(at: url, rows: 5, bytes: 100_000)
    let cache = try NewsboatCache.open(url)
    let first = try cache.items(after: 0, limit: 1_000, bytes: 150_000)
    #expect(first.items.map(\.id) == [1, 2] && first.last == 2)
    let one = try cache.items(after: 2, limit: 1_000, bytes: 1)
    #expect(one.items.map(\.id) == [3] && one.last == 3)
    let rest = try cache.items(after: 3, limit: 1_000)
    #expect(rest.items.map(\.id) == [4, 5] && rest.last == 5)
    let end = try cache.items(after: 5, limit: 1_000)
    #expect(end.items.isEmpty && end.last == nil)
  }

  @Test("A whole page of rows without a guid does not end the import: the rows after it come")
  func pageWithoutGuids() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let store = try temporary.open(now: now)
    let url = temporary.directory.appendingPathComponent("cache.db")
    let rows = NewsboatImporter.page + 3
    try Self.cache(at: url, rows: rows, bytes: 10, noGuid: 1..<(NewsboatImporter.page + 1))
    var importer = NewsboatImporter()
    importer.urls = NewsboatURLs.parse("https://a.example/feed\n")
    importer.cache = try NewsboatCache.open(url)
    let summary = try importer.write(into: store, at: now)
    #expect(summary.articles == 3)
    #expect(
      try FeedStore(store).feedArticles([], unreadOnly: false, limit: 10).compactMap(
        \.article.title
      ).sorted() == ["Item 1001", "Item 1002", "Item 1003"])
  }
}
