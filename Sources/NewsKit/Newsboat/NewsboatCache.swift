import Foundation
import GRDB

/// newsboat's cache (`cache.db`), read only (also while newsboat runs): its feeds' titles and
/// its articles, a page at a time, every text bounded in SQL.
public struct NewsboatCache: Sendable {
  /// One article of the cache.
  public struct Item: Sendable, Equatable {
    public var id: Int64
    public var guid: String
    public var title: String?
    public var author: String?
    public var link: String?
    public var feedURL: String
    public var published: Date?
    /// The content as newsboat kept it (HTML).
    public var content: String?
    public var unread: Bool
    public var flags: String
    /// Its enclosure (newsboat keeps one: a podcast's audio), when it has one.
    public var enclosure: Enclosure? = nil
  }

  let queue: DatabaseQueue
  let path: String
  /// The values of the cache read around (a blob for a title): newsboat's, not the store's.
  let damage = StoreDamage()

  /// The longest content read of one article; the longest of any other text.
  static let maximumContent = 1_000_000
  static let maximumText = 4_096

  /// Opens the cache at `url` for reading; a file that is not newsboat's cache (not SQLite,
  /// no `rss_item`) is `notNewsboatCache`; one newsboat keeps locked for `wait` seconds is
  /// `newsboatCacheBusy`.
  public static func open(_ url: URL, wait: TimeInterval = 5) throws -> NewsboatCache {
    var configuration = Configuration()
    configuration.readonly = true
    // newsboat writes in short transactions: a read waits for one to end.
    configuration.busyMode = .timeout(wait)
    do {
      let queue = try DatabaseQueue(path: url.path, configuration: configuration)
      try queue.reading { db in
        _ = try Row.fetchAll(
          db, sql: "SELECT id, guid, feedurl, unread, flags FROM rss_item LIMIT 1")
        _ = try Row.fetchAll(db, sql: "SELECT rssurl, title FROM rss_feed LIMIT 1")
      }
      return NewsboatCache(queue: queue, path: url.path)
    } catch {
      throw Self.failure(error, path: url.path)
    }
  }

  /// Each feed's title, by its address as newsboat keeps it.
  public func feedTitles() throws -> [String: String] {
    try reading { db in
      var titles: [String: String] = [:]
      for raw in try Row.fetchAll(
        db,
        sql: "SELECT substr(rssurl, 1, 4096) AS url, substr(title, 1, 1000) AS title FROM rss_feed")
      {
        let row = LenientRow(row: raw)
        if let url = row.text("url"), let title = row.text("title") { titles[url] = title }
      }
      return titles
    }
  }

  /// Up to `limit` articles after the one with id `after`, oldest first, and no more once
  /// their contents reach `bytes` (a cache of 1 MB articles held a gigabyte a page); deleted
  /// ones are not read (newsboat keeps them only so a reload does not bring them back). With
  /// them, the id of the last row read (nil at the end), which a row without a guid can be.
  public func items(after: Int64, limit: Int, bytes: Int = .max) throws -> (
    items: [Item], last: Int64?
  ) {
    try reading { db in
      // Caches of every newsboat since 2.0 have the enclosure's columns; an older one has none.
      let known = try Row.fetchAll(db, sql: "PRAGMA table_info(rss_item)")
        .compactMap { LenientRow(row: $0).text("name") }
      let enclosure =
        known.contains("enclosure_url")
        ? "substr(enclosure_url, 1, \(StoreBounds.address)) AS enclosure_url, "
          + "substr(enclosure_type, 1, \(Enclosure.maximumType)) AS enclosure_type,"
        : ""
      let rows = try Row.fetchCursor(
        db,
        sql: """
          SELECT id, \(enclosure) substr(guid, 1, \(Self.maximumText)) AS guid,
            substr(title, 1, \(Self.maximumText)) AS title,
            substr(author, 1, \(Self.maximumText)) AS author,
            substr(url, 1, \(Self.maximumText)) AS url,
            substr(feedurl, 1, \(Self.maximumText)) AS feedurl, pubDate,
            substr(content, 1, \(Self.maximumContent)) AS content, unread,
            substr(COALESCE(flags, ''), 1, 52) AS flags
          FROM rss_item WHERE id > ? AND COALESCE(deleted, 0) = 0 ORDER BY id LIMIT ?
          """, arguments: [after, limit])
      var items: [Item] = []
      var read = 0
      var last: Int64?
      while read < bytes, let raw = try rows.next() {
        let row = LenientRow(row: raw)
        last = row.integer("id") ?? last
        guard let id = row.integer("id"), let guid = row.text("guid"), !guid.isEmpty,
          let feed = row.text("feedurl")
        else { continue }
        let seconds = row.integer("pubDate") ?? 0
        var item = Item(
          id: id, guid: guid, title: row.text("title"), author: row.text("author"),
          link: row.text("url"), feedURL: feed,
          published: seconds > 0 ? Date(timeIntervalSince1970: Double(seconds)) : nil,
          content: row.text("content"), unread: (row.integer("unread") ?? 1) != 0,
          flags: row.text("flags") ?? "")
        if let url = row.text("enclosure_url"),
          url.hasPrefix("http://") || url.hasPrefix("https://")
        {
          item.enclosure = Enclosure(
            url: url, type: row.text("enclosure_type").map(TerminalSanitizer.sanitize))
        }
        read += item.content?.utf8.count ?? 0
        items.append(item)
      }
      return (items, last)
    }
  }

  /// A read of the cache; a failure on the way (a damaged file) is `notNewsboatCache`.
  func reading<T>(_ body: (Database) throws -> T) throws -> T {
    do {
      return try StoreDamage.$current.withValue(damage) { try queue.reading(body) }
    } catch {
      throw Self.failure(error, path: path)
    }
  }

  /// What a failure to read the cache says: busy while newsboat holds it locked, else that it
  /// is not newsboat's cache.
  static func failure(_ error: Error, path: String) -> NewsError {
    StoreSession.isBusy(error) ? .newsboatCacheBusy(path) : .notNewsboatCache(path)
  }
}
