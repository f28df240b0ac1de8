import Foundation
import GRDB

/// What one refresh of a feed found, to be written to the store.
public struct FeedRefreshRecord: Sendable {
  public var feedID: Int64
  public var outcome: FeedOutcome
  /// The articles of the answer, newest first as the feed lists them, with their ids in it.
  var items: [(article: Article, id: String?)] = []
  var etag: String?
  var lastModified: String?
  var dueAt: Date?
  /// The new address after a permanent redirect.
  var movedTo: String?
  /// The feed's title, when the subscription has none yet.
  var title: String?
  /// The feed's `<ttl>` from a full answer (0: it has none); nil keeps what was stored.
  var ttlMinutes: Int?
}

/// How a feed's refresh ended.
public enum FeedOutcome: Sendable, Equatable {
  /// New articles were stored (how many).
  case updated(new: Int)
  /// The server said nothing changed (304), or the answer held nothing new.
  case notModified
  /// Not due yet (Retry-After, `<ttl>`, Cache-Control), and not forced.
  case skipped
  /// It failed; the reason, as an error.
  case failed(FeedFailure)

  /// How many new articles were stored.
  public var newArticles: Int {
    if case .updated(let new) = self { return new }
    return 0
  }

  /// The contract's status word.
  public var status: String {
    switch self {
    case .updated: return "updated"
    case .notModified: return "not_modified"
    case .skipped: return "skipped"
    case .failed: return "error"
    }
  }
}

/// Why a feed could not be refreshed; stored as a code, worded by the view.
public enum FeedFailure: Error, Sendable, Equatable {
  /// The server answered with this status.
  case http(Int)
  /// 410: the feed is gone for good.
  case gone
  /// No answer within the timeout.
  case timedOut
  /// The connection failed, or the answer broke off.
  case network
  /// The answer is not a feed, or is cut off before its first entry.
  case notAFeed
  /// The answer was larger than `news` reads (8 MB).
  case tooLarge
  /// The answer broke on the way: cut off, no answer at all, not HTTP, a redirect loop.
  case brokenAnswer
  /// The server's certificate could not be verified: nothing was asked of it.
  case untrusted
  /// A command feed's command exited with this status.
  case command(Int)
  /// A command feed's command could not be started.
  case commandNotStarted

  /// The code kept in the store.
  var code: String {
    switch self {
    case .http(let status): return "http:\(status)"
    case .gone: return "gone"
    case .timedOut: return "timeout"
    case .network: return "network"
    case .notAFeed: return "not_a_feed"
    case .tooLarge: return "too_large"
    case .brokenAnswer: return "broken_answer"
    case .untrusted: return "untrusted"
    case .command(let status): return "command:\(status)"
    case .commandNotStarted: return "command_not_started"
    }
  }

  /// The failure a stored code means.
  public init?(code: String) {
    switch code {
    case "gone": self = .gone
    case "timeout": self = .timedOut
    case "network": self = .network
    case "not_a_feed": self = .notAFeed
    case "too_large": self = .tooLarge
    case "broken_answer": self = .brokenAnswer
    case "untrusted": self = .untrusted
    case "command_not_started": self = .commandNotStarted
    case let code where code.hasPrefix("command:"):
      guard let status = Int(code.dropFirst(8)) else { return nil }
      self = .command(status)
    default:
      guard code.hasPrefix("http:"), let status = Int(code.dropFirst(5)) else { return nil }
      self = .http(status)
    }
  }

  /// Whether it is the network's fault (for the exit code: 69 when every due feed failed so).
  public var isNetwork: Bool {
    switch self {
    case .timedOut, .network, .brokenAnswer, .untrusted: return true
    case .http(let status): return status >= 500 || status == 429
    case .gone, .notAFeed, .tooLarge, .command, .commandNotStarted: return false
    }
  }
}

extension FeedStore {
  /// Writes the refreshes in one transaction: new articles of each feed (told apart within the
  /// feed by id, else link, else title), validators, schedule, outcome; returns the records
  /// with the number of new articles filled in.
  public func record(_ records: [FeedRefreshRecord], at now: Date) throws -> [FeedRefreshRecord] {
    try recordArriving(records, at: now).records
  }

  /// `record`, with the new articles as stored and the ids they were given (those whose ids
  /// are certain: `NewFeedArticles.write`), for the refresh's grouping into stories.
  public func recordArriving(_ records: [FeedRefreshRecord], at now: Date) throws -> (
    records: [FeedRefreshRecord], arrived: [ArrivedArticle]
  ) {
    try store.database.write { db in
      var written: [FeedRefreshRecord] = []
      // New articles are gathered across the records and inserted together (`NewFeedArticles`).
      var fresh = NewFeedArticles()
      for var record in records {
        var new = 0
        // A feed with nothing stored (its first refresh) has none of its articles to look up.
        let stored = try !record.items.isEmpty && Self.hasArticles(record.feedID, in: db)
        // Its articles carry the feed's name, the user's where they gave one (`~Name`, `feed
        // rename`): one feed is one outlet in lists and stories, never two names.
        let name = try record.items.isEmpty ? nil : Self.name(of: record.feedID, in: db)
        for (given, id) in record.items {
          var article = given
          if let name = name ?? StoreBounds.cut(record.title, to: StoreBounds.title) {
            article.source = name
          }
          let key =
            "feed:\(record.feedID):"
            + (id.map { "id:" + $0 } ?? article.link.map { "link:" + $0 }
              ?? "title:" + (article.title ?? ""))
          if fresh.contains(key) { continue }
          if stored, try Self.refetched(article, key: key, feedID: record.feedID, at: now, in: db) {
            continue
          }
          if fresh.add(article, key: key, feedID: record.feedID, guid: id) { new += 1 }
        }
        if case .updated = record.outcome {
          record.outcome = new > 0 ? .updated(new: new) : .notModified
        }
        // A feed not fetched keeps its last outcome (a gone feed stays gone in the list).
        if record.outcome == .skipped {
          written.append(record)
          continue
        }
        var error: String?
        if case .failed(let failure) = record.outcome { error = failure.code }
        // One statement kept for every feed: prepared again for each, it was 250,000
        // instructions a feed, a sixth of a refresh that finds nothing new.
        try db.cachedStatement(
          sql: """
            UPDATE feed SET last_refresh = ?, status = ?, error = ?,
              etag = COALESCE(?, etag), last_modified = COALESCE(?, last_modified), due_at = ?,
              url = COALESCE(?, url), title = COALESCE(title, ?),
              ttl_minutes = COALESCE(?, ttl_minutes)
            WHERE id = ?
            """
        ).execute(
          arguments: [
            now.timeIntervalSince1970, record.outcome.status, error,
            StoreBounds.whole(record.etag, within: StoreBounds.name),
            StoreBounds.whole(record.lastModified, within: StoreBounds.name),
            record.dueAt?.timeIntervalSince1970, StoreBounds.address(record.movedTo),
            StoreBounds.cut(record.title, to: StoreBounds.title), record.ttlMinutes, record.feedID,
          ])
        written.append(record)
      }
      let writing = !fresh.rows.isEmpty
      let arrived = try fresh.write(at: now, in: db)
      // The recent keys move to the settled table in the write that brings them to
      // `ArticleKeyTiers.settleAt` (one in eight refreshes of 2,000 new articles): the recent
      // table never holds many more, nor leaves many pages free when it empties.
      if writing { try ArticleKeyTiers.settle(in: db) }
      return (written, arrived)
    }
  }

  /// Every subscription's id and name, without counting articles (for labelling a list).
  public func feedNames() throws -> [Int64: String] {
    try store.database.reading { db in
      var names: [Int64: String] = [:]
      let sql =
        "SELECT id, \(StoredArticle.bounded("title", as: "title")), "
        + "\(StoredArticle.bounded("url", as: "url")) FROM feed"
      try LenientQuery.forEachRow(try db.makeStatement(sql: sql)) { columns in
        guard let id = columns.integer("id") else { return }
        names[id] = columns.text("title") ?? columns.text("url") ?? ""
      }
      return names
    }
  }

  /// Stores articles of one feed in one transaction (for seeding a store); how many were new.
  public func addFeedArticles(
    _ articles: [(article: Article, id: String?)], feed: Int64, at now: Date
  )
    throws -> Int
  {
    var record = FeedRefreshRecord(feedID: feed, outcome: .updated(new: 0))
    record.items = articles
    guard case .updated(let new) = try self.record([record], at: now).first?.outcome else {
      return 0
    }
    return new
  }

  /// Stores a feed article unless the feed already brought it; whether it was new.
  static func insertIfNew(
    _ article: Article, key: String, feedID: Int64, at now: Date, in db: Database
  ) throws -> Bool {
    if try refetched(article, key: key, feedID: feedID, at: now, in: db) { return false }
    var one = NewFeedArticles()
    _ = one.add(article, key: key, feedID: feedID)
    try one.write(at: now, in: db)
    return true
  }

  /// The feed's stored name, nil before it has one.
  static func name(of feedID: Int64, in db: Database) throws -> String? {
    try LenientQuery.text(
      db, sql: "SELECT title AS value FROM feed WHERE id = ?", arguments: [feedID])
  }

  /// Whether the store holds any article of the feed.
  static func hasArticles(_ feedID: Int64, in db: Database) throws -> Bool {
    try LenientQuery.integer(
      db.cachedStatement(sql: "SELECT 1 FROM article WHERE feed_id = ? LIMIT 1"),
      arguments: [feedID]) != nil
  }

  /// Whether the feed already brought this article; if so it is marked fetched now.
  static func refetched(
    _ given: Article, key: String, feedID: Int64, at now: Date, in db: Database
  ) throws -> Bool {
    // A refresh looks up thousands of articles: each statement is compiled once per connection,
    // its values bound with SQLite's own calls (GRDB's arguments and rows were a fifth of the
    // look-ups of a batch of 2,000 new items on a year's store: 18 -> 15 ms).
    let find = try db.cachedStatement(sql: ArticleKeyTiers.lookup)
    var lookup = StatementBinder(find)
    lookup.bind(key, at: 1)
    if let existing = try lookup.firstInteger(in: db) {
      // Still in the feed: fetched again, so pruning keeps it (else it would come back "new").
      let touch = try db.cachedStatement(sql: "UPDATE article SET last_fetched_at = ? WHERE id = ?")
      var fetched = StatementBinder(touch)
      fetched.bind(now.storeSeconds, at: 1)
      fetched.bind(existing, at: 2)
      try fetched.check()
      try touch.execute()
      return true
    }
    // The store's key salt was replaced: the article may be here under a key of the old one.
    guard let through = try ArticleKeys.replacedThrough(in: db) else { return false }
    return try ArticleKeys.rekeyed(
      link: StoreBounds.address(given.link), feed: feedID, key: key, through: through, at: now,
      in: db) != nil
  }

  /// The newest articles of the given feeds (all feeds when empty), newest first; only the
  /// unread (not opened) or the new (never shown) ones as `only` says.
  public func feedArticles(
    _ feedIDs: [Int64], only: ReadFilter, limit: Int, offset: Int = 0,
    matching query: (query: Query, now: Date)? = nil
  ) throws -> [StoredArticle] {
    return try store.database.reading { db in
      // Ordered as the index `article_by_date` is (walked backwards), so SQLite walks it and
      // stops at the limit.
      // A query reads the table in order instead, keeping the newest `limit` as it goes: a
      // query that matches few articles walked all of that index, a seek into the table for
      // each article (190 ms over 100,000, against 45 ms for the whole table in order).
      var sql =
        " FROM article" + (query == nil ? "" : " NOT INDEXED") + " WHERE feed_id IS NOT NULL"
      var arguments: [DatabaseValueConvertible] = []
      if !feedIDs.isEmpty {
        sql += " AND feed_id IN (" + feedIDs.map { _ in "?" }.joined(separator: ",") + ")"
        arguments += feedIDs
      } else if query == nil {
        // Every feed but the hidden ones (newsboat's `!`), which a query still reads.
        sql += " AND feed_id NOT IN (SELECT id FROM feed WHERE hidden = 1)"
      }
      if let condition = only.condition { sql += " AND " + condition }
      if let query {
        // `age` counts whole days before the caller's clock.
        let condition = QueryCompiler.condition(
          query.query, columns: store.schema.queryColumns(now: query.now))
        sql += " AND " + condition.sql
        arguments += condition.arguments
      }
      sql += " ORDER BY COALESCE(published, first_fetched_at) DESC, id DESC LIMIT ? OFFSET ?"
      arguments += [limit, offset]
      guard query == nil else {
        return try Row.fetchAll(
          db, sql: "SELECT \(StoredArticle.columns)" + sql,
          arguments: StatementArguments(arguments)
        ).compactMap(StoredArticle.init(row:))
      }
      // The page's ids from the index alone, then its articles: articles of one date are
      // ordered by id after the index is read, so SQLite read every article of the page's
      // last date in full (a summary unpacked each) to keep a few: 4,000 of them, 30 ms, where
      // 200 feeds gave their items the same times.
      let ids = try LenientQuery.integers(
        db, sql: "SELECT id AS value" + sql, arguments: StatementArguments(arguments))
      return try ArticleStore.articles(ids, in: db)
    }
  }
}
