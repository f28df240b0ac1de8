import Foundation

/// What became of one address given to `news feed add`.
public enum FeedAddOutcome: Sendable, Equatable {
  /// A new subscription.
  case added(FeedSubscription)
  /// It was subscribed already.
  case alreadySubscribed(FeedSubscription)
  /// It could not be added.
  case failed(String, NewsError)
}

/// The newest articles of the subscriptions, and what refreshing them first gave each feed.
public struct FeedReading: Sendable {
  public var model: NewsModel
  /// Each feed refreshed before reading, with its outcome; empty when nothing was fetched.
  public var refreshed: [FeedRefreshResult]
}

/// What `news feed import` did.
public struct FeedImportResult: Sendable, Equatable {
  public var added: Int
  public var alreadySubscribed: Int
  /// Entries whose address is not an http(s) feed (newsboat's `exec:`, `query:` …).
  public var ignored: Int
  /// The ids of the feeds added.
  public var ids: [Int64] = []
}

/// Subscriptions: add (with validation and autodiscovery), remove, list, OPML in and out.
public struct FeedsController: Sendable {
  let environment: NewsEnvironment
  let settings: Settings
  let session: StoreSession

  /// The controller for a run; throws when there is no store (`--no-store`, unusable).
  public static func open(settings: Settings, environment: NewsEnvironment) throws
    -> FeedsController
  {
    FeedsController(
      environment: environment, settings: settings,
      session: try NewsSchema.required(settings: settings, environment: environment))
  }

  /// What the reader should be told about the store.
  public var notices: [StoreNotice] { session.notices }

  /// Subscribes to each address: a feed, or a page that announces one. Each is fetched and
  /// must parse; the articles and validators of that answer are kept, as a first refresh
  /// would keep them. An address already subscribed is reported as such.
  public func add(_ addresses: [String]) async -> [FeedAddOutcome] {
    var outcomes: [FeedAddOutcome] = []
    for text in addresses {
      do {
        let (candidate, response) = try await candidate(for: text)
        let now = environment.now()
        let result = try store { try FeedStore($0).subscribe([candidate], at: now) }
        if let (feed, isNew) = result.first {
          if isNew {
            let refresher = FeedRefresher(
              environment: environment, timeout: settings.timeout, jobs: 1, force: false)
            let record = refresher.interpret(.success(response), feed: feed)
            _ = try store { try FeedStore($0).record([record], at: now) }
          }
          let stored = try store { try FeedStore($0).feeds() }.first { $0.id == feed.id } ?? feed
          outcomes.append(isNew ? .added(stored) : .alreadySubscribed(feed))
        }
      } catch let error as NewsError {
        outcomes.append(.failed(text, Self.ofFeed(text, error)))
      } catch {
        outcomes.append(.failed(text, .storeUnavailable(session.url.path)))
      }
    }
    return outcomes
  }

  /// A failure of the network or of the feed's server, said of the feed at this address; any
  /// other failure (a usage error, the store, no feed there) as it is.
  static func ofFeed(_ address: String, _ error: NewsError) -> NewsError {
    switch error {
    case .server, .network, .timedOut, .badAnswer, .rateLimited, .requestRejected,
      .undecodable(.tooLarge):
      return .feed(address: address, error)
    default: return error
    }
  }

  /// The feed at an address, or at the first feed the page there announces, with the answer
  /// that gave it.
  func candidate(for text: String) async throws -> (FeedCandidate, HTTPResponse) {
    // The user's own command (`exec:`, `filter:`): run once, and it must give a feed.
    if let address = FeedAddress(command: text) {
      let feed = FeedSubscription(
        id: 0, url: address.stored, title: nil, site: nil, folder: nil, lastRefresh: nil,
        status: nil, error: nil, articles: 0, unread: 0, etag: nil, lastModified: nil,
        dueAt: nil)
      var refresher = FeedRefresher(
        environment: environment, timeout: settings.timeout, jobs: 1, force: true)
      refresher.apiKey = settings.apiKey
      switch await refresher.download(feed) {
      case .success(let response):
        guard let parsed = try? parse(response, address) else {
          throw NewsError.noFeedFound(address.stored, status: nil)
        }
        return (
          FeedCandidate(address: address, title: parsed.title?.cleaned, site: parsed.link),
          response
        )
      case .failure(let failure):
        throw NewsError.feedCommand(address.stored, failure: failure.code)
      }
    }
    guard let address = FeedAddress(text) else { throw NewsError.usage(.invalidFeedURL(text)) }
    let response = try await fetch(address)
    if let feed = try? parse(response, address) {
      return (
        FeedCandidate(address: address, title: feed.title?.cleaned, site: feed.link), response
      )
    }
    for announced in FeedDiscovery.feeds(in: response.body, pageURL: address.url) {
      guard let target = FeedAddress(announced.absoluteString),
        let answer = try? await fetch(target), let feed = try? parse(answer, target)
      else { continue }
      return (FeedCandidate(address: target, title: feed.title?.cleaned, site: feed.link), answer)
    }
    throw NewsError.noFeedFound(address.url.absoluteString, status: nil)
  }

  func fetch(_ address: FeedAddress) async throws -> HTTPResponse {
    let request = HTTPRequest(
      url: address.url,
      headers: [
        (
          "Accept",
          "application/rss+xml, application/atom+xml, application/feed+json, "
            + "application/xml;q=0.9, text/html;q=0.8, */*;q=0.5"
        ),
        ("User-Agent", "news/\(NewsVersion.current)"),
      ], timeout: settings.timeout)
    let sender = ResilientSender(environment: environment, policy: .standard, secret: nil)
    let response: HTTPResponse
    do {
      response = try await sender.fetch(request)
    } catch NewsError.undecodable(.tooLarge) {
      throw NewsError.feedTooLarge(address.url.absoluteString)
    }
    switch response.status {
    case 200..<300: return response
    case 429: throw NewsError.rateLimited(retryAfterSeconds: nil)
    case 500...: throw NewsError.server(status: response.status)
    default: throw NewsError.noFeedFound(address.url.absoluteString, status: response.status)
    }
  }

  func parse(_ response: HTTPResponse, _ address: FeedAddress) throws -> Feed {
    try FeedParser.parse(
      response.body, url: address.url, contentType: response.headers["content-type"])
  }

  /// Unsubscribes from feeds named by id, address or a unique part of the title; all are
  /// found first, so an unknown one changes nothing.
  public func remove(_ references: [String]) throws -> [FeedSubscription] {
    let feeds = try list()
    let chosen = try references.map { try Self.find($0, in: feeds) }
    try store { try FeedStore($0).unsubscribe(chosen.map(\.id), at: environment.now()) }
    return chosen
  }

  /// The subscription a reference names: an id, an address, or a unique part of a title
  /// (case and diacritics ignored).
  static func find(_ reference: String, in feeds: [FeedSubscription]) throws -> FeedSubscription {
    let trimmed = reference.trimmingCharacters(in: .whitespaces)
    if let id = Int64(trimmed), let feed = feeds.first(where: { $0.id == id }) { return feed }
    if let address = FeedAddress(trimmed),
      let feed = feeds.first(where: { FeedAddress($0.url)?.key == address.key })
    {
      return feed
    }
    let folded = TextFolding.fold(trimmed)
    let matches =
      folded.isEmpty
      ? []
      : feeds.filter {
        TextFolding.fold($0.title ?? "").contains(folded)
      }
    guard matches.count <= 1 else {
      // Each with its id, which is what to type instead.
      throw NewsError.usage(
        .ambiguousFeed(reference, matches: matches.map { "\($0.id) \($0.name)" }))
    }
    guard let match = matches.first else { throw NewsError.usage(.unknownFeed(reference)) }
    return match
  }

  /// The subscriptions, by folder and title, with their article counts (`counting`).
  public func list(counting: Bool = true) throws -> [FeedSubscription] {
    try store { try FeedStore($0).feeds(counting: counting) }
  }

  /// Subscribes to every web feed of an OPML file in one transaction; fetches nothing (the
  /// next refresh does). A file that is not OPML changes nothing.
  public func importOPML(_ data: Data, name: String) throws -> FeedImportResult {
    let entries: [OPMLEntry]
    do {
      entries = try OPML.read(data)
    } catch {
      throw NewsError.notOPML(name)
    }
    var candidates: [FeedCandidate] = []
    var seen: Set<String> = []
    var ignored = 0
    for entry in entries {
      guard let address = FeedAddress(entry.url) else {
        ignored += 1
        continue
      }
      guard seen.insert(address.key).inserted else { continue }
      var candidate = FeedCandidate(
        address: address, title: entry.title, site: entry.site, folder: entry.folder,
        tags: entry.tags)
      candidate.hidden = entry.hidden
      candidates.append(candidate)
    }
    let results = try store { try FeedStore($0).subscribe(candidates, at: environment.now()) }
    let added = results.filter(\.isNew)
    return FeedImportResult(
      added: added.count, alreadySubscribed: entries.count - ignored - added.count,
      ignored: ignored, ids: added.map(\.feed.id))
  }

  /// Every subscription as an OPML 2.0 document.
  public func exportOPML() throws -> String {
    // Command feeds are left out: an OPML file goes to other readers, a command line to none.
    let entries = try list().filter { FeedCommand($0.url) == nil }.map {
      OPMLEntry(
        url: $0.url, title: $0.title, site: $0.site, folder: $0.folder, tags: $0.tags,
        hidden: $0.hidden)
    }
    return OPML.write(
      entries, title: settings.language.strings.feeds.opmlTitle, date: environment.now())
  }

  /// Runs a store operation; a failure to write says whether the disk is full.
  func store<T>(_ body: (ArticleStore) throws -> T) throws -> T {
    do {
      return try session.run(body)
    } catch let error as NewsError {
      throw error
    } catch {
      throw session.failure(error, otherwise: session.writeError())
    }
  }
}

extension FeedsController {
  /// The subscription one reference names, found as `remove` finds it.
  public func subscription(_ reference: String) throws -> FeedSubscription {
    try Self.find(reference, in: list(counting: false))
  }

  /// The subscriptions named (all when none are), each found as `remove` finds them, and of
  /// those the ones with any of `tags` when tags are given.
  func chosen(_ references: [String], tags: [String] = []) throws -> [FeedSubscription] {
    let feeds = try list(counting: false)
    let named = references.isEmpty ? feeds : try references.map { try Self.find($0, in: feeds) }
    guard let tagged = try feedIDs(taggedWith: tags) else { return named }
    return named.filter { tagged.contains($0.id) }
  }

  /// Refreshes the named feeds (or all) concurrently and stores what is new, telling
  /// `progress` how many feeds are done, then `grouping` how many of the new articles are
  /// grouped into stories (a first refresh of many feeds: tens of thousands).
  public func refresh(
    _ references: [String], tags: [String] = [], force: Bool, jobs: Int,
    progress: @escaping @Sendable (Int, Int) -> Void = { _, _ in },
    grouping: @escaping @Sendable (Int, Int) -> Void = { _, _ in }
  ) async throws -> [FeedRefreshResult] {
    // A feed a reader service has (it has a stream id) is fetched by the server, never here:
    // fetched twice, every article would be listed twice. Only while signed in, though: with
    // sync.toml removed by hand the ids stay, and nobody else fetches those feeds.
    let serverFetches = SyncAccountLocation.isSignedIn(environment)
    let feeds = try chosen(references, tags: tags).filter {
      $0.remoteID == nil || !serverFetches
    }
    var refresher = FeedRefresher(
      environment: environment, timeout: settings.timeout, jobs: jobs, force: force)
    refresher.apiKey = settings.apiKey
    refresher.progress = progress
    let now = environment.now()
    // What arrives is grouped into stories as it arrives (beside the downloads when there is
    // much of it), not by the next list.
    let stories = StoryPipeline(session: session)
    session.writeInBulk()
    // The stories of now are read while the rest downloads, once a feed brings items: not
    // when every feed answers "not modified".
    refresher.arrived = { items in if items > 0 { stories.prepare() } }
    let written: [FeedRefreshRecord]
    do {
      written = try await refresher.refresh(feeds) { records in
        let (written, arrived) = try store { try FeedStore($0).recordArriving(records, at: now) }
        stories.stored(written.reduce(0) { $0 + $1.outcome.newArticles }, arrived: arrived)
        return written
      }
    } catch {
      // A grouping under way ends before the error is told: none outlives the refresh.
      await stories.settle()
      throw error
    }
    await stories.finish(progress: StoreProgress(report: grouping))
    let byID = Dictionary(uniqueKeysWithValues: try list(counting: false).map { ($0.id, $0) })
    return zip(feeds, written).map { feed, record in
      FeedRefreshResult(feed: byID[feed.id] ?? feed, outcome: record.outcome)
    }
  }

  /// The newest articles across the named feeds (or all), newest first, refreshed first unless
  /// `offline` (feeds not due are not fetched); they become the last list. `page` counts pages
  /// of `limit` articles from 1.
  public func read(
    _ references: [String], tags: [String] = [], query: Query? = nil, only: ReadFilter,
    limit: Int, offline: Bool, page: Int = 1
  ) async throws -> NewsModel {
    try await reading(
      references, tags: tags, query: query, only: only, limit: limit,
      offline: offline, page: page
    ).model
  }

  /// `read`, with what the refresh before it gave each feed (nothing when offline), so a
  /// command can say which feeds failed.
  public func reading(
    _ references: [String], tags: [String] = [], query: Query? = nil, only: ReadFilter,
    limit: Int, offline: Bool, page: Int = 1
  ) async throws -> FeedReading {
    // Named feeds are looked up with their counts; all feeds need only their names. Named
    // feeds none of which has the tags asked for list nothing (no feed has id -1).
    let ids =
      references.isEmpty && tags.isEmpty
      ? [] : try chosen(references, tags: tags).map(\.id)
    let chosenIDs = ids.isEmpty && !(references.isEmpty && tags.isEmpty) ? [-1] : ids
    var refreshed: [FeedRefreshResult] = []
    if !offline {
      // Feeds named on the command line are fetched whatever their <ttl> asked.
      refreshed = try await refresh(
        references, tags: tags, force: !references.isEmpty, jobs: FeedsController.defaultJobs)
    }
    let titles = try store { try FeedStore($0).feedNames() }
    // A page of stories reads more articles than it has lines; pages start at whole pages of
    // articles, so a story folded at the end of one page may stand again on the next.
    let stories = StoryListing(session: session, settings: settings, now: environment.now())
    let listed = try store {
      try FeedStore($0).feedArticles(
        chosenIDs, only: only, limit: stories.candidates(for: limit),
        offset: (max(page, 1) - 1) * limit, matching: query.map { ($0, environment.now()) })
    }
    let shown =
      stories.show(listed, limit: limit, hiding: settings.filtersApply)
      ?? (listed.prefix(limit).map { .init(id: $0.id, article: $0.article) }, 0)
    var model = NewsModel(
      articles: shown.items.map { item in
        var article = item.article
        if let id = article.feed?.id { article.feed?.title = titles[id] ?? nil }
        return article
      }, total: nil, page: max(page, 1))
    model.hidden = shown.hidden
    return FeedReading(model: model, refreshed: refreshed)
  }

  /// Feeds fetched at once unless `--jobs` says otherwise.
  public static let defaultJobs = 32
}
