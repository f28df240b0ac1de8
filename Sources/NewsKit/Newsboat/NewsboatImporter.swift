import Foundation
import GRDB

/// Writes what newsboat's files hold into the store in one transaction (all or nothing, synced
/// at once as a save is): feeds with their tags, names and hidden state, query feeds as saved
/// queries, `ignore-article` lines as filters, the cache's articles with their read and flagged
/// state, and the read-state file's marks. Running it again changes nothing more.
public struct NewsboatImporter: Sendable {
  public var urls = NewsboatURLs()
  public var config = NewsboatConfig()
  public var cache: NewsboatCache?
  public var readGuids: [String] = []
  /// The flags that make an article saved (newsboat's `s` unless `--saved-flags` says).
  public var savedFlags: Set<Character> = ["s"]

  public init() {}

  /// The cache's articles read at a time, and the most of their contents' bytes.
  static let page = 1_000
  static let pageBytes = 16 << 20

  /// Imports into `store`; returns the summary (its `notifyProgram` and `sources` are the
  /// caller's to fill).
  public func write(into store: ArticleStore, at now: Date) throws -> NewsboatImportSummary {
    let titles = try cache?.feedTitles() ?? [:]
    return try store.database.writeWithoutTransaction { db in
      try db.execute(sql: "PRAGMA synchronous = FULL")
      defer { try? db.execute(sql: "PRAGMA synchronous = NORMAL") }
      var summary = NewsboatImportSummary()
      try db.inTransaction {
        summary = try write(titles: titles, at: now, in: db)
        return .commit
      }
      return summary
    }
  }

  func write(titles: [String: String], at now: Date, in db: Database) throws
    -> NewsboatImportSummary
  {
    var summary = NewsboatImportSummary()
    summary.skipped = urls.skipped + config.skipped
    // Feeds, named by `~Name`, else by the title newsboat read, else by the next refresh.
    let candidates = urls.feeds.map { feed in
      var candidate = FeedCandidate(
        address: feed.address, title: feed.title ?? titles[feed.address.stored],
        site: nil, tags: feed.tags)
      candidate.hidden = feed.hidden
      return candidate
    }
    let subscribed = try FeedStore.subscribe(candidates, at: now, in: db)
    var feedIDs: [String: (id: Int64, source: String?)] = [:]
    for (feed, result) in zip(urls.feeds, subscribed) {
      if let title = feed.title, !result.isNew {
        try FeedStore.setTitle(title, of: result.feed.id, in: db)
      }
      feedIDs[feed.address.key] = (result.feed.id, feed.title ?? result.feed.title)
    }
    summary.feeds = subscribed.count
    summary.newFeeds = subscribed.filter(\.isNew).count
    summary.tags = Set(urls.feeds.flatMap(\.tags).map(TextFolding.fold)).count
    for (number, line, query) in urls.queries {
      do {
        _ = try QueryParser.query(query.expression)
        _ = try SavedQueryStore.save(query, at: now, in: db)
        summary.queries += 1
      } catch let error as NewsError {
        summary.skipped.append(
          .init(file: "urls", number: number, line: line, why: .badQuery(error)))
      }
    }
    for ignore in config.ignores {
      do {
        // The line's own expression first: `a) or (b` reads as one only inside the wrapping.
        _ = try QueryParser.query(ignore.expression)
        _ = try QueryParser.query(ignore.filterQuery)
        _ = try ArticleStore.addFilter(
          phrase: nil, source: nil, query: ignore.filterQuery, at: now, in: db)
        summary.filters += 1
      } catch let error as NewsError {
        summary.skipped.append(
          .init(
            file: "config", number: ignore.number, line: Substring(ignore.line),
            why: .badQuery(error)))
      }
    }
    summary.skipped.sort(by: NewsboatSkip.inFileOrder)
    var read: Set<Int64> = []
    var saved = 0
    if let cache {
      var after: Int64 = 0
      while true {
        let (items, last) = try cache.items(after: after, limit: Self.page, bytes: Self.pageBytes)
        guard let last, last > after else { break }
        after = last
        for item in items {
          guard let key = (FeedAddress(item.feedURL) ?? FeedAddress(command: item.feedURL))?.key,
            let feed = feedIDs[key]
          else { continue }
          let stored = try NewsboatArticles.store(
            item, feed: feed.id, source: feed.source, at: now, in: db)
          summary.articles += 1
          if stored.isNew { summary.newArticles += 1 }
          if !item.unread { read.insert(stored.id) }
          if !savedFlags.isDisjoint(with: item.flags) {
            try NewsboatArticles.save(stored.id, at: now, in: db)
            saved += 1
          }
        }
      }
    }
    try ArticleKeyTiers.settle(in: db)
    // Values of the cache read around are newsboat's damage, listed with the lines left out.
    for value in cache?.damage.noted ?? [] {
      let parts = value.split(separator: "@", maxSplits: 1)
      summary.skipped.append(
        .init(
          file: "cache.db", number: parts.count == 2 ? Int(parts[1]) ?? 0 : 0,
          line: parts.first ?? "", why: .damagedValue))
    }
    read.formUnion(
      try NewsboatArticles.matching(readGuids, feeds: feedIDs.values.map(\.id), in: db))
    try ArticleStore.markRead(read, at: now, in: db)
    summary.read = read.count
    summary.saved = saved
    return summary
  }
}
