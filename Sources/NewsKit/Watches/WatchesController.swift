import Foundation
import Localization

/// What one watch found in a run: the articles new to it that are shown (as many as the list
/// shows), how many new ones there were in all, and a failure of its source.
public struct WatchResult: Sendable {
  public var watch: Watch
  public var shown: [Article]
  public var newCount: Int
  public var error: NewsError?
}

/// The outcome of `watch run`: each watch's result, the filters' toll, the exit code; or that
/// another run held the lock.
public struct WatchRunResult: Sendable {
  public var results: [WatchResult] = []
  public var hidden = 0
  /// The new matches the filters looked at, hidden or not.
  public var examined = 0
  public var exitCode: Int32 = 0
  public var busy = false
  /// The feeds refreshed first, for saying which failed (a watch's own failure is its `error`).
  public var refreshed: [FeedRefreshResult] = []
  /// What the notification program's runs should be told to the reader.
  public var notifierNotes: [String] = []
}

/// Adds, lists, removes, reads and runs watches (`news watch`).
public struct WatchesController: Sendable {
  let settings: Settings
  let environment: NewsEnvironment
  let session: StoreSession

  /// What the reader should be told about the store.
  public var notices: [StoreNotice] { session.notices }

  /// How many new feed articles a watch takes in one run, newest first.
  static let feedMatchLimit = 200

  /// The controller for a run; throws when there is no store (`--no-store`, unusable).
  public static func open(settings: Settings, environment: NewsEnvironment) throws
    -> WatchesController
  {
    WatchesController(
      settings: settings, environment: environment,
      session: try NewsSchema.required(settings: settings, environment: environment))
  }

  /// Adds a watch of the phrase in the current language; or, given a query, a watch of the
  /// query in the feeds (the provider cannot be asked one; a phrase then is a usage error).
  public func add(_ words: [String], topic: Topic?, feedsOnly: Bool, query: String? = nil)
    throws -> Watch
  {
    if let query {
      _ = try QueryParser.query(query)
      guard words.isEmpty, topic == nil else { throw NewsError.usage(.queryWithPhrase) }
      return try session.checked {
        try WatchStore($0).addWatch(
          phrase: query, language: settings.language.rawValue, topic: nil, feedsOnly: true,
          query: query, at: environment.now())
      }
    }
    // Nothing to watch is said as such, not as an empty search.
    let phrase: String
    do {
      phrase = try WatchPhrase.make(words)
    } catch NewsError.usage(.emptyPhrase) {
      throw NewsError.usage(.emptyWatchPhrase)
    }
    return try session.checked {
      try WatchStore($0).addWatch(
        phrase: phrase, language: settings.language.rawValue, topic: topic,
        feedsOnly: feedsOnly, at: environment.now())
    }
  }

  /// Every watch with its counts.
  public func list() throws -> [Watch] {
    try session.checked { try WatchStore($0).watches() }
  }

  /// Removes watches by the ids typed; an unknown one removes nothing (64).
  public func remove(_ typed: [String]) throws -> [Watch] {
    let ids = try typed.map(Self.id)
    return try session.checked { try WatchStore($0).removeWatches(ids) }
  }

  /// A watch's matches, newest first, as the last list; they are read from then on.
  public func read(_ typed: String) throws -> (watch: Watch, model: NewsModel) {
    let id = try Self.id(typed)
    guard let watch = try list().first(where: { $0.id == id }) else {
      throw NewsError.usage(.unknownWatch(typed))
    }
    let stories = StoryListing(session: session, settings: settings, now: environment.now())
    let ids = try session.checked {
      try WatchStore($0).readMatches(of: id, limit: stories.candidates(for: settings.count))
    }
    let listed = try session.checked { try $0.articles(ids) }
    guard let shown = stories.show(listed, limit: settings.count, hiding: settings.filtersApply)
    else { throw session.writeError() }
    var model = NewsModel(articles: shown.items.map(\.article), total: nil, page: 1)
    model.hidden = shown.hidden
    return (watch, model)
  }

  /// A watch's id as typed.
  static func id(_ typed: String) throws -> Int64 {
    guard let id = Int64(typed.trimmingCharacters(in: .whitespaces)), id > 0 else {
      throw NewsError.usage(.unknownWatch(typed))
    }
    return id
  }

  /// Runs the watches named (all when none are): refreshes the feeds unless `offline`, asks
  /// the provider once per watch, records what is new to each, and makes what is shown the
  /// last list; with `notify`, tells the desktop. One run at a time, notifications included:
  /// another one holding the lock makes this one `busy`.
  public func run(_ typed: [String], offline: Bool, notify: Bool = false) async throws
    -> WatchRunResult
  {
    let lock: OpeningLock
    do {
      lock = try OpeningLock(path: session.url.path + ".watch-run", timeout: 0)
    } catch {
      return WatchRunResult(busy: true)
    }
    defer { lock.release() }
    let all = try list()
    let ids = try typed.map(Self.id)
    let chosen =
      try ids.isEmpty
      ? all
      : ids.map { id in
        guard let watch = all.first(where: { $0.id == id }) else {
          throw NewsError.usage(.unknownWatch(String(id)))
        }
        return watch
      }
    var run = WatchRunResult()
    var answered = 0
    var failed = 0
    if !offline {
      let feeds = try FeedsController.open(settings: settings, environment: environment)
      run.refreshed = try await feeds.refresh(
        [], force: false, jobs: FeedsController.defaultJobs)
      if run.refreshed.contains(where: { $0.outcome != .skipped }) {
        if FeedRefreshResult.exitCode(run.refreshed) == 0 { answered += 1 } else { failed += 1 }
      }
    }
    var found: [(watch: Watch, new: [Int64], error: NewsError?)] = []
    // Feed articles are looked at once per watch: each run goes on from the newest one the
    // last run saw.
    let newest = try session.checked { try WatchStore($0).newestArticleID() }
    for watch in chosen {
      var candidates: [Int64] = []
      var failure: NewsError?
      if !offline, !watch.feedsOnly, watch.query == nil {
        do {
          candidates += try await providerMatches(watch)
          answered += 1
        } catch {
          failure = error as? NewsError ?? .undecodable(.unexpectedShape)
          failed += 1
        }
      }
      candidates += try session.checked { store in
        let after = try WatchStore(store).checkedTo(watch.id)
        if let query = watch.query {
          return try WatchStore(store).feedMatches(
            query: query, after: after, limit: Self.feedMatchLimit, now: environment.now())
        }
        return try WatchStore(store).feedMatches(
          watch.phrase, after: after, limit: Self.feedMatchLimit)
      }
      let new = try session.checked {
        try WatchStore($0).recordMatches(
          candidates, watch: watch.id, at: environment.now(), checkedTo: newest)
      }
      found.append((watch, new, failure))
    }
    // Shown: each watch's new matches the filters let through, as many as a list shows; they
    // become the last list, numbered on across the watches.
    // Each watch's matches are folded into stories on their own: as many lines as a list
    // shows, and the articles those lines stand for are the ones read.
    let stories = StoryListing(session: session, settings: settings, now: environment.now())
    var shownIDs: [[Int64]] = []
    for item in found {
      let kept = try session.checked {
        try $0.filtered(item.new, hiding: settings.filtersApply, at: environment.now())
      }
      run.hidden += kept.hidden
      run.examined += item.new.count
      shownIDs.append(
        Array(
          kept.ids.prefix(
            stories.prefixLength(
              kept.ids, heads: stories.heads(of: kept.ids), lines: settings.count))))
    }
    let shown = try session.checked {
      try $0.showFiltered(shownIDs.flatMap { $0 }, at: environment.now(), hiding: false)
    }
    let byID = Dictionary(
      shown.articles.map { ($0.id, $0.article) }, uniquingKeysWith: { first, _ in first })
    let refreshed = try list()
    var lineIDs: [Int64] = []
    for (index, item) in found.enumerated() {
      try session.checked {
        try WatchStore($0).markMatchesRead(shownIDs[index], watch: item.watch.id)
      }
      let lines = stories.folded(
        shownIDs[index].compactMap { id in byID[id].map { .init(id: id, article: $0) } },
        limit: settings.count)
      lineIDs += lines.map(\.id)
      run.results.append(
        WatchResult(
          watch: refreshed.first { $0.id == item.watch.id } ?? item.watch,
          shown: lines.map(\.article), newCount: item.new.count, error: item.error))
    }
    // The last list is the lines, numbered on across the watches.
    if lineIDs != shownIDs.flatMap({ $0 }) {
      _ = session.tryWrite { try $0.show(lineIDs, at: environment.now()) }
    }
    run.exitCode = answered == 0 && failed > 0 ? 69 : 0
    if notify {
      run.notifierNotes = await WatchNotifier.notify(
        run, settings: settings, environment: environment)
    }
    return run
  }

  /// The provider's articles for a watch, stored: a search for its phrase, or its topic's
  /// headlines that match the phrase.
  func providerMatches(_ watch: Watch) async throws -> [Int64] {
    var asked = settings
    asked.language = Language(rawValue: watch.language) ?? settings.language
    asked.count = max(settings.count, 20)
    asked.page = 1
    let provider = Providers.make(environment: environment, settings: asked)
    let subject: NewsQuery.Subject = watch.topic.map { .topic($0) } ?? .search(watch.phrase)
    var articles = try await provider.fetch(subject).articles
    if watch.topic != nil {
      articles = articles.filter {
        PhraseMatch.matches(watch.phrase, ($0.title ?? "") + " " + ($0.summary ?? ""))
      }
    }
    let key = StoreSubject(subject, language: asked.language.rawValue)
    return try session.checked { try $0.keep(articles, for: key, at: environment.now()) }
  }
}
