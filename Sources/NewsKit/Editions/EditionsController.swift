import Foundation

/// How far a download has come, for the progress bar.
public struct EditionProgress: Sendable, Equatable {
  /// Pages tried, of `total`.
  public var done: Int
  public var total: Int
  /// Of those, pages that failed or had no text.
  public var withoutText: Int
  /// Bytes received.
  public var bytes: Int
  /// Seconds since the download started.
  public var elapsed: Double

  /// Seconds left at the pace so far; nil until a page is done.
  public var remaining: Double? {
    guard done > 0, total > done else { return done >= total ? 0 : nil }
    return elapsed / Double(done) * Double(total - done)
  }
}

/// What a download did.
public struct EditionDownloadResult: Sendable, Equatable {
  /// The edition as it stands after it.
  public var summary: EditionSummary
  /// Pages read by this run, and their bytes.
  public var pages: Int
  public var bytes: Int
  public var seconds: Double
  /// Another process was downloading this edition already: nothing was done.
  public var alreadyRunning: Bool
  /// Editions deleted to keep the library within the configured count and size.
  public var pruned: [Int64]
}

/// An edition about to be downloaded: new, or an unfinished one taken up again.
public struct EditionStart: Sendable, Equatable {
  /// The edition; nil when there was nothing to put in one (no unread feed article).
  public var id: Int64?
  public var resumed: Bool
  /// An edition of the same sources that another process is downloading now: nothing is
  /// started beside it.
  public var running: Int64? = nil
  /// Topics whose headlines could not be fetched (the edition was made without them).
  public var missingTopics: [Topic]
}

/// Makes, lists, opens and deletes editions.
public struct EditionsController: Sendable {
  let environment: NewsEnvironment
  let settings: Settings
  let session: StoreSession

  /// Feed articles an edition takes at most.
  public static let feedArticleLimit = 100

  /// The controller for a run; throws when there is no store.
  public static func open(settings: Settings, environment: NewsEnvironment) throws
    -> EditionsController
  {
    EditionsController(
      environment: environment, settings: settings,
      session: try NewsSchema.required(settings: settings, environment: environment))
  }

  /// What the reader should be told about the store.
  public var notices: [StoreNotice] { session.notices }

  /// The recipe for `edition make`: the topics typed (ids or Polish names), else the
  /// configuration's, else news, world and tech; without topics typed but with `--feeds`, the
  /// feeds alone.
  public func recipe(topics typed: [String], feeds: Bool, perTopic: Int?) throws -> EditionRecipe {
    let topics: [Topic]
    if !typed.isEmpty {
      topics = try typed.map { try Topic.named($0) }
    } else if feeds {
      topics = []
    } else {
      topics = settings.edition.topics ?? EditionRecipe.defaultTopics
    }
    var unique: [Topic] = []
    for topic in topics where !unique.contains(topic) { unique.append(topic) }
    return EditionRecipe(
      topics: unique, feeds: feeds, perTopic: perTopic ?? EditionRecipe.defaultPerTopic,
      language: settings.language.rawValue)
  }

  /// The edition to download: a new one of the articles the recipe gathers; with `resume`,
  /// the newest unfinished edition (interrupted or incomplete) instead, when there is one.
  /// An edition of the same recipe still downloading in another process is named instead
  /// of starting a second. Throws the network's error when no topic could be fetched and no
  /// feed article is unread.
  public func prepare(_ recipe: EditionRecipe, resume: Bool = false) async throws
    -> EditionStart
  {
    let editions = try list()
    if let running = editions.first(where: { $0.state == .downloading && $0.recipe == recipe }) {
      return EditionStart(id: running.id, resumed: false, running: running.id, missingTopics: [])
    }
    if resume,
      let unfinished = editions.first(where: { [.interrupted, .incomplete].contains($0.state) })
    {
      return EditionStart(id: unfinished.id, resumed: true, missingTopics: [])
    }
    var adjusted = settings
    adjusted.count = recipe.perTopic
    adjusted.page = 1
    let topicSettings = adjusted
    let fetched = await withTaskGroup(of: (Int, Result<NewsModel, Error>).self) { group in
      for (index, topic) in recipe.topics.enumerated() {
        group.addTask {
          do {
            return (
              index,
              .success(
                try await Providers.make(environment: environment, settings: topicSettings)
                  .fetch(.topic(topic)))
            )
          } catch {
            return (index, .failure(error))
          }
        }
      }
      var results: [(Int, Result<NewsModel, Error>)] = []
      for await result in group { results.append(result) }
      return results.sorted { $0.0 < $1.0 }.map(\.1)
    }
    var articles: [Article] = []
    var missing: [Topic] = []
    var firstError: Error?
    for (topic, result) in zip(recipe.topics, fetched) {
      switch result {
      case .success(let model):
        articles += model.articles.prefix(recipe.perTopic).map { article in
          var article = article
          article.topic = article.topic ?? topic.rawValue
          return article
        }
      case .failure(let error):
        missing.append(topic)
        firstError = firstError ?? error
      }
    }
    var keys = Set<String>()
    articles = articles.filter { keys.insert(StoredArticle.key(for: $0)).inserted }
    // Feed articles are in the store already, each under its feed: the edition points to
    // those rows (so reading it marks them read), leaving out stories a topic brought too.
    // With the provider unreachable, the feeds make the edition (they were fetched, or are
    // stored), rather than none at all.
    let providerDown = articles.isEmpty && (firstError as? NewsError)?.exitCode == 69
    let feedArticles = recipe.feeds || providerDown ? try await unreadFeedArticles() : []
    let feedIDs = feedArticles.filter { keys.insert(StoredArticle.key(for: $0.article)).inserted }
      .map(\.id)
    if articles.isEmpty && feedIDs.isEmpty {
      if let firstError { throw firstError }
      return EditionStart(id: nil, resumed: false, missingTopics: missing)
    }
    // What the filters hide is left out before any page is downloaded.
    let id = try write {
      try EditionStore($0).createEdition(
        recipe, articles: articles, storedIDs: feedIDs, hiding: settings.filtersApply,
        at: environment.now())
    }
    return EditionStart(id: id, resumed: false, missingTopics: missing)
  }

  /// The subscriptions' unread (not opened) articles that no edition holds yet, newest first,
  /// after a refresh (whose failures only mean fewer articles).
  func unreadFeedArticles() async throws -> [StoredArticle] {
    let feeds = FeedsController(environment: environment, settings: settings, session: session)
    _ = try? await feeds.refresh([], force: false, jobs: FeedsController.defaultJobs)
    return try read { store in
      let unread = try FeedStore(store).feedArticles(
        [], only: .unread, limit: Self.feedArticleLimit)
      let inEditions = try EditionStore(store).editionArticleIDs(among: unread.map(\.id))
      return unread.filter { !inEditions.contains($0.id) }
    }
  }

  /// Downloads the pages of an edition still missing, writing each as it comes; then keeps
  /// the library within the configured count and size.
  public func download(
    _ id: Int64, jobs: Int, progress: @escaping @Sendable (EditionProgress) -> Void = { _ in }
  ) async throws -> EditionDownloadResult {
    guard let lock = EditionLock.take(storeURL: session.url, edition: id) else {
      return EditionDownloadResult(
        summary: try summary(id), pages: 0, bytes: 0, seconds: 0, alreadyRunning: true,
        pruned: [])
    }
    var held = true
    defer { if held { lock.release(storeURL: session.url, edition: id) } }
    var pending = try read { try EditionStore($0).pendingPages(of: id) }
    // Keyless articles link to Google News: their publishers' pages are the ones to read.
    let links = KeylessLinks(settings: settings, environment: environment, session: session)
    let resolved = await links.resolving(pending.map { Article(link: $0.link) })
    pending = zip(pending, resolved).map {
      PendingPage(articleID: $0.articleID, link: $1.link, image: $0.image)
    }
    let before = try summary(id)
    let started = environment.now()
    let state = ProgressCounter(
      EditionProgress(
        done: before.articles - pending.count, total: before.articles, withoutText: 0, bytes: 0,
        elapsed: 0))
    progress(state.value)
    var reader = PageReader(environment: environment, timeout: settings.timeout, jobs: jobs)
    reader.pictures = settings.images != .off
    try await reader.read(pending) { result in
      try write { try EditionStore($0).recordPages([result], at: environment.now()) }
      progress(
        state.add(result, elapsed: environment.now().timeIntervalSince(started)))
    }
    try write { try EditionStore($0).finishEdition(id, at: environment.now()) }
    // Given back before the edition is looked at: it is no longer downloading.
    lock.release(storeURL: session.url, edition: id)
    held = false
    let pruned = (try? prune(keeping: id)) ?? []
    let done = state.value
    return EditionDownloadResult(
      summary: try summary(id), pages: pending.count, bytes: done.bytes,
      seconds: environment.now().timeIntervalSince(started), alreadyRunning: false,
      pruned: pruned)
  }

  /// The library, newest first.
  /// Looks up the picture an edition keeps at an address, for drawing it offline; nil when no
  /// edition keeps it or the store cannot be read.
  public static func storedPicture(settings: Settings, environment: NewsEnvironment)
    -> @Sendable (String) -> Data?
  {
    { address in
      try? EditionsController.open(settings: settings, environment: environment).read {
        try EditionStore($0).picture(address)
      }
    }
  }

  public func list() throws -> [EditionSummary] {
    let url = session.url
    return try read {
      try EditionStore($0).editions { EditionLock.isHeld(storeURL: url, edition: $0) }
    }
  }

  /// One edition's summary.
  public func summary(_ id: Int64) throws -> EditionSummary {
    guard let found = try list().first(where: { $0.id == id }) else {
      throw NewsError.usage(.unknownEdition(String(id)))
    }
    return found
  }

  /// The edition an id names (the newest when nil).
  public func find(_ reference: String?) throws -> EditionSummary {
    let editions = try list()
    guard let reference else {
      guard let newest = editions.first else { throw NewsError.usage(.noEditions) }
      return newest
    }
    let trimmed = reference.trimmingCharacters(in: .whitespaces)
    guard let id = Int64(trimmed), let found = editions.first(where: { $0.id == id }) else {
      throw NewsError.usage(.unknownEdition(reference))
    }
    return found
  }

  /// A page of an edition's articles, with their full text; they become the last list, so
  /// `news show 3` shows the third.
  public func articles(of edition: EditionSummary, page: Int, pageSize: Int) throws -> NewsModel {
    let all = try read { try EditionStore($0).editionArticles(edition.id) }
    let start = min((max(page, 1) - 1) * pageSize, all.count)
    let stored = Array(all[start...].prefix(pageSize))
    // An edition is a fixed issue, paged by its articles: its stories fold within the page.
    let shown =
      StoryListing(session: session, settings: settings, now: environment.now())
      .show(stored, hiding: settings.filtersApply)
      ?? (stored.map { .init(id: $0.id, article: $0.article) }, 0)
    // The store's list carries the seen marks and stories; the edition's rows carry the text.
    let texts = Dictionary(
      stored.map { ($0.id, $0.article) }, uniquingKeysWith: { first, _ in first })
    let articles = shown.items.map { line -> Article in
      var article = texts[line.id] ?? line.article
      article.seen = line.article.seen
      article.story = line.article.story
      return article
    }
    // Keyless articles show their publishers' addresses where the store knows them, as
    // every list does (the Google link stays as `google_link`).
    let linked = KeylessLinks(settings: settings, environment: environment, session: session)
      .known(articles)
    var model = NewsModel(articles: linked, total: all.count, page: max(page, 1))
    model.hidden = shown.hidden
    return model
  }

  /// Deletes the editions named by id; all are checked first, so an unknown one deletes none.
  public func delete(_ references: [String]) throws -> [Int64] {
    let editions = try list()
    let ids = try references.map { reference -> Int64 in
      guard let id = Int64(reference.trimmingCharacters(in: .whitespaces)),
        editions.contains(where: { $0.id == id })
      else { throw NewsError.usage(.unknownEdition(reference)) }
      return id
    }
    return try write { try EditionStore($0).deleteEditions(ids) }
  }

  /// Deletes the oldest editions beyond the configured count, then while the texts kept pass
  /// the configured size; never the edition just made.
  func prune(keeping current: Int64) throws -> [Int64] {
    var editions = try list().filter { $0.state != .downloading || $0.id == current }
    var doomed: [Int64] = []
    while editions.count > settings.edition.keep
      || editions.reduce(0, { $0 + $1.bytes }) > settings.edition.maxBytes,
      let oldest = editions.last, oldest.id != current
    {
      doomed.append(oldest.id)
      editions.removeLast()
    }
    guard !doomed.isEmpty else { return [] }
    return try write { try EditionStore($0).deleteEditions(doomed) }
  }

  func read<T>(_ body: (ArticleStore) throws -> T) throws -> T {
    try session.read(body)
  }

  func write<T>(_ body: (ArticleStore) throws -> T) throws -> T {
    try session.write(body)
  }
}

/// The progress of a download, added to from the tasks that read pages.
final class ProgressCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var current: EditionProgress

  init(_ start: EditionProgress) {
    current = start
  }

  var value: EditionProgress { lock.withLock { current } }

  func add(_ result: PageResult, elapsed: Double) -> EditionProgress {
    lock.withLock {
      current.done += 1
      current.bytes += result.downloaded
      if result.status != .text { current.withoutText += 1 }
      current.elapsed = elapsed
      return current
    }
  }
}
