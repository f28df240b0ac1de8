import Foundation
import Localization

/// Speaks tt-rss's JSON API (`…/api/`, API level 15 and later): every call is a POST of a JSON
/// object with `op`, and after `login` the session id `sid`, which is a secret like a token
/// (never printed, sent only to this origin, no redirect followed with it).
///
/// Answers are `{"status": 0, "content": …}`, or `{"status": 1, "content": {"error": …}}`:
/// `LOGIN_ERROR` is a refused sign-in (77), `API_DISABLED` the account's API switched off (77),
/// `NOT_LOGGED_IN` a session that ended (sign in again, 77). Anything else that is not such an
/// object cannot be understood (65).
actor TTRSSClient: ReaderService {
  let environment: NewsEnvironment
  let timeout: Double
  private(set) var account: SyncAccount
  let bounds: SyncBounds
  let deadline: Date

  /// Headlines tt-rss sends at most in one answer.
  static let pageSize = 200
  /// Article ids named in one `getArticle` or `updateArticle` call.
  var batch: Int { 200 }

  init(
    account: SyncAccount, environment: NewsEnvironment, timeout: Double,
    bounds: SyncBounds = SyncBounds()
  ) {
    self.account = account
    self.environment = environment
    self.timeout = timeout
    self.bounds = bounds
    self.deadline = environment.now().addingTimeInterval(bounds.seconds)
  }

  /// The API's address for a server's: `<server>/api/`, unless it already ends in `/api`.
  static func apiAddress(_ server: String) -> String {
    var base = server
    while base.hasSuffix("/") { base.removeLast() }
    return base.hasSuffix("/api") ? base + "/" : base + "/api/"
  }

  var host: String { ReaderRequest.host(of: account) }

  var undecodable: NewsError { .syncUndecodable(server: host, kind: .ttrss) }

  func login(password: String) async throws -> String {
    let content = try await call("login", ["user": account.user, "password": password])
    guard let session = (content as? [String: Any])?["session_id"] as? String,
      !session.isEmpty, SyncAccount.isPlain(session)
    else { throw undecodable }
    account.token = session
    return session
  }

  func verify() async throws {
    _ = try await call("getApiLevel", [:])
  }

  func subscriptions() async throws -> [RemoteFeed] {
    let categories = try await call("getCategories", [:]) as? [[String: Any]] ?? []
    var names: [Int: String] = [:]
    for category in categories {
      if let id = Self.integer(category["id"]), id > 0,
        let title = TextCleaner.cleanPlain(category["title"] as? String)
      {
        names[id] = title
      }
    }
    guard let feeds = try await call("getFeeds", ["cat_id": -3]) as? [[String: Any]] else {
      throw undecodable
    }
    return feeds.compactMap { feed in
      guard let id = Self.integer(feed["id"]), id > 0, let url = feed["feed_url"] as? String,
        !url.isEmpty
      else { return nil }
      return RemoteFeed(
        id: "feed/\(id)", url: url, title: TextCleaner.clean(feed["title"] as? String),
        site: nil, folder: Self.integer(feed["cat_id"]).flatMap { names[$0] })
    }
  }

  func itemIDs(_ list: RemoteList, pages: Int?) async throws -> (ids: [String], limit: SyncLimit?) {
    var parameters: [String: Any] = [
      "limit": Self.pageSize, "show_content": false, "order_by": "date_reverse",
    ]
    switch list {
    case .unread:
      parameters["feed_id"] = -4
      parameters["view_mode"] = "unread"
    case .starred:
      parameters["feed_id"] = -1
      parameters["view_mode"] = "all_articles"
    case .feed(let stream):
      guard let feed = Self.feedNumber(stream) else { return ([], nil) }
      parameters["feed_id"] = feed
      parameters["view_mode"] = "all_articles"
      // A feed's newest first: what a saved article is looked for among.
      parameters["order_by"] = nil
    }
    var walkBounds = bounds
    if let pages { walkBounds.pagesPerList = pages }
    var walk = PageWalk(bounds: walkBounds, deadline: deadline)
    var ids: [String] = []
    var skip = 0
    while true {
      parameters["skip"] = skip
      guard let headlines = try await call("getHeadlines", parameters) as? [[String: Any]] else {
        throw undecodable
      }
      let found = headlines.compactMap { Self.integer($0["id"]) }.filter { $0 > 0 }
      ids += found.prefix(walk.room).map(String.init)
      skip += headlines.count
      // A full page may have more behind it; the offset stands for a continuation.
      let next = headlines.count >= Self.pageSize ? String(skip) : nil
      if let limit = walk.record(count: headlines.count, continuation: next, now: environment.now())
      {
        return (ids, limit)
      }
      if next == nil { return (ids, nil) }
    }
  }

  func contents(_ ids: [String]) async throws -> [RemoteItem] {
    guard !ids.isEmpty else { return [] }
    guard
      let articles = try await call("getArticle", ["article_id": ids.joined(separator: ",")])
        as? [[String: Any]]
    else { throw undecodable }
    return articles.compactMap(Self.item)
  }

  func mark(_ ids: [String], _ mark: RemoteMark) async throws {
    // field 2 is unread, 0 starred; mode 0 switches off, 1 on.
    let (field, mode) =
      switch mark {
      case .read: (2, 0)
      case .star: (0, 1)
      case .unstar: (0, 0)
      }
    let numbers = ids.filter { UInt64($0) != nil }
    for start in stride(from: 0, to: numbers.count, by: batch) {
      let chunk = numbers[start..<min(start + batch, numbers.count)]
      _ = try await call(
        "updateArticle",
        ["article_ids": chunk.joined(separator: ","), "field": field, "mode": mode])
    }
  }

  func subscribe(_ url: String, title: String?, folder: String?) async throws {
    var parameters: [String: Any] = ["feed_url": url]
    if let folder {
      // tt-rss's API cannot make a category: an existing one of that name is used.
      let categories = try await call("getCategories", [:]) as? [[String: Any]] ?? []
      if let match = categories.first(where: {
        TextCleaner.cleanPlain($0["title"] as? String) == folder
      }), let id = Self.integer(match["id"]), id > 0 {
        parameters["category_id"] = id
      }
    }
    let content = try await call("subscribeToFeed", parameters) as? [String: Any]
    let status = content?["status"] as? [String: Any]
    // 0: subscribed already, 1: subscribed; 2 a bad address, 3 no feed there, 4 several feeds,
    // 5 the feed could not be fetched.
    switch Self.integer(status?["code"]) {
    case 0, 1: return
    case let code:
      let message = (status?["message"] as? String).flatMap(TextCleaner.cleanPlain)
      let reason = message ?? code.map { Self.subscribeReasons[$0] ?? "code \($0)" }
      throw NewsError.subscriptionRefused(url: url, server: host, reason: reason)
    }
  }

  /// tt-rss's codes for a subscription it did not make, in its own words (its UI's).
  static let subscribeReasons = [
    2: "Specified URL seems to be invalid.",
    3: "Specified URL doesn't seem to contain any feeds.",
    4: "Specified URL contains several feeds.",
    5: "Couldn't download the specified URL.",
  ]

  func unsubscribe(_ stream: String) async throws {
    var number = Self.feedNumber(stream)
    if number == nil, stream.hasPrefix("feed/"),
      let address = FeedAddress(String(stream.dropFirst(5)))
    {
      // Subscribed from here before a sync told its id: found by its address.
      number = try await subscriptions().first {
        FeedAddress($0.url)?.matchKey == address.matchKey
      }.flatMap { Self.feedNumber($0.id) }
    }
    guard let number else { return }
    // FEED_NOT_FOUND: gone already, which is what was asked.
    _ = try await call("unsubscribeFeed", ["feed_id": number], accepting: ["FEED_NOT_FOUND"])
  }

  func overTime() -> SyncLimit? {
    environment.now() >= deadline ? .time(Int(bounds.seconds)) : nil
  }
}
