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
      try FeedStore(store).feedArticles([], only: .all, limit: 10).compactMap(
        \.article.title
      ).sorted() == ["Item 1001", "Item 1002", "Item 1003"])
  }
}

/// What a cache or a store held by another program says.
@Suite("Busy, not broken")
struct BusyWordingTests {
  @Test("A cache newsboat keeps locked is busy (exit 75), not 'not newsboat's cache'")
  func cacheLocked() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    try FileManager.default.createDirectory(
      at: temporary.directory, withIntermediateDirectories: true)
    let url = temporary.directory.appendingPathComponent("cache.db")
    try NewsboatCacheTests.cache(at: url, rows: 2, bytes: 10)
    // newsboat reloading: a write transaction that holds the file.
    let newsboat = try DatabaseQueue(path: url.path)
    try newsboat.writeWithoutTransaction { db in
      try db.execute(sql: "BEGIN EXCLUSIVE")
      #expect(throws: NewsError.newsboatCacheBusy(url.path)) {
        try NewsboatCache.open(url, wait: 0.1)
      }
      try db.execute(sql: "COMMIT")
    }
    #expect(NewsError.newsboatCacheBusy(url.path).exitCode == 75)
    _ = try NewsboatCache.open(url, wait: 0.1)
  }

  @Test("A write another news keeps busy says so: a notice for a list, exit 75 for a command")
  func storeBusy() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    _ = try temporary.open()
    let session = StoreSession(url: temporary.url, schema: NewsSchema.all, now: Date())
    let busy = DatabaseError(resultCode: .SQLITE_BUSY)
    let kept: Int? = session.tryWrite { _ in throw busy }
    #expect(kept == nil)
    #expect(session.notices == [.keptByOther(temporary.url.path)])
    #expect(throws: NewsError.storeKeptBusy(temporary.url.path)) {
      try session.write { _ in throw busy }
    }
    #expect(throws: NewsError.storeKeptBusy(temporary.url.path)) {
      try session.checked { _ in throw busy }
    }
    // Any other failure is still the store's own.
    #expect(throws: NewsError.storeNotWritable(temporary.url.path, diskFull: false)) {
      try session.write { _ in throw DatabaseError(resultCode: .SQLITE_IOERR) }
    }
    #expect(NewsError.storeKeptBusy("x").exitCode == 75)
    // SQLite refusing a statement is no write error: a read never says the store is unwritable.
    #expect(throws: NewsError.storeFailed(temporary.url.path)) {
      try session.read { _ in throw DatabaseError(resultCode: .SQLITE_ERROR) }
    }
    #expect(throws: NewsError.storeFailed(temporary.url.path)) {
      try session.checked { _ in throw DatabaseError(resultCode: .SQLITE_ERROR) }
    }
  }
}

/// Damage in newsboat's cache is newsboat's: listed with the lines left out, never counted as
/// the article store's.
@Suite("newsboat's damage")
struct NewsboatDamageTests {
  @Test("A blob title and a text date in the cache are listed as the cache's, not the store's")
  func cacheDamage() async throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let now = Date(timeIntervalSince1970: 1_790_000_000)
    let store = try temporary.open(now: now)
    let url = temporary.directory.appendingPathComponent("cache.db")
    try NewsboatCacheTests.cache(at: url, rows: 3, bytes: 10)
    let queue = try DatabaseQueue(path: url.path)
    try queue.inDatabase { db in
      try db.execute(sql: "UPDATE rss_item SET title = x'ff00fe' WHERE id = 2")
    }
    try queue.close()
    var importer = NewsboatImporter()
    importer.urls = NewsboatURLs.parse("https://a.example/feed\n")
    importer.cache = try NewsboatCache.open(url)
    let damage = StoreDamage()
    let summary = try await damage.counting { try importer.write(into: store, at: now) }
    #expect(damage.count == 0)
    #expect(summary.articles == 3)
    let skipped = try #require(summary.skipped.first)
    #expect(skipped.file == "cache.db" && skipped.number == 2 && skipped.line == "title")
    #expect(skipped.why == .damagedValue)
  }
}
