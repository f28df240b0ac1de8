import Foundation

/// What a list command shows: the model, and the notices for stderr.
public struct Listing: Sendable {
  /// The articles, marked seen where an earlier list showed them.
  public var model: NewsModel
  /// What the reader should be told about the store or the network.
  public var notices: [StoreNotice]
  /// The store the list was kept in, held open when its close would only release what the
  /// process's end releases too (the close keeps the write-ahead log). It closes when the last
  /// holder lets go; `news` holds it until it exits, sparing a search the 0.6 ms of a close.
  public var openStore: StoreSession?

  /// A listing from its parts; a model whose filters hid articles says so last.
  public init(model: NewsModel, notices: [StoreNotice] = []) {
    self.model = model
    self.notices = notices + .hiding(model.hidden, of: model.articles.count + model.hidden)
  }

  /// The answer of a list read from the store when there is no store at `path` (it cannot be
  /// created): nothing, and the notice that says why.
  public static func nothingStored(_ path: String) -> Listing {
    Listing(model: NewsModel(articles: [], total: nil, page: 1), notices: [.unavailable(path)])
  }
}

/// Fetches a search or a topic and keeps what it fetched, falling back to the store when the
/// network fails.
///
/// Every fetched article is stored once (by link) with its subject, language and time; the
/// list becomes the last list, so `news open 3` means the third article shown. When the
/// network fails (what would be exit 69) and the store has a list for the same subject and
/// language, that list is shown instead with a notice of its age. A store that fails is
/// reported and left out; it never stops a list from being shown.
public struct ListingController: Sendable {
  let environment: NewsEnvironment
  let settings: Settings

  /// A controller for a run; the store (unless `--no-store` was given) is opened by each list,
  /// while its request is on the network.
  public init(environment: NewsEnvironment, settings: Settings) {
    self.environment = environment
    self.settings = settings
  }

  /// The top articles for the words typed. Throws `NewsError`.
  public func search(_ words: [String]) async throws -> Listing {
    let phrase = try SearchPhrase.make(words)
    return try await list(.search(phrase)) { page in
      try await SearchController(environment: environment, settings: settings.requesting(page))
        .search(words)
    }
  }

  /// The latest headlines of a topic. Throws `NewsError`.
  public func headlines(_ topic: Topic) async throws -> Listing {
    try await list(.topic(topic)) { page in
      try await TopicController(environment: environment, settings: settings.requesting(page))
        .headlines(topic)
    }
  }

  /// The key under which the store remembers which provider the reader was told about.
  static let notifiedProviderKey = "notified-provider"

  /// Says once which provider is used when the reader did not choose one: again only when it
  /// changes (a key was set or removed), or every time when there is no store to remember it.
  /// The list the store last kept for a search or a topic in this language, as it was, with
  /// when it was fetched; nil when there is none. Nothing is marked seen: the reader shows it
  /// while the network answers.
  public func stored(_ subject: NewsQuery.Subject) -> Listing? {
    guard let url = settings.storeURL else { return nil }
    let session = StoreSession(
      url: url, schema: NewsSchema.all, now: environment.now(),
      progress: StoreProgressLine.upgrade(settings: settings, environment: environment))
    let key = StoreSubject(subject, language: settings.language.rawValue)
    guard let stored = try? session.run({ try $0.latestList(for: key) }) ?? nil,
      !stored.articles.isEmpty
    else { return nil }
    return Listing(
      model: NewsModel(
        articles: stored.articles.map(\.article), total: nil, page: 1,
        offlineSince: stored.fetchedAt))
  }

  /// The first-run word on where the news comes from: for a person, so only when stderr is a
  /// terminal (a script's stderr stays quiet, and the notice waits for the person's first run).
  func providerNotice(_ session: StoreSession?) -> [StoreNotice] {
    guard !settings.providerChosen, !settings.json, environment.isTerminal(2) else { return [] }
    if let session,
      (try? session.run { try $0.value(for: Self.notifiedProviderKey) })
        == settings.provider.rawValue
    {
      return []
    }
    return [.provider(settings.provider)]
  }

  /// A list, with the provider notice when it is due; the notice counts as given only once a
  /// list has been shown, so a first run that fails does not use it up.
  ///
  /// The request goes out first and the store opens while it is on the network: the two took
  /// 3 ms each, one after the other.
  func list(
    _ subject: NewsQuery.Subject, fetch: @escaping @Sendable (Int) async throws -> NewsModel
  ) async throws -> Listing {
    let first = settings.page
    let fetching = Task { try await fetch(first) }
    return try await withTaskCancellationHandler {
      let session = settings.storeURL.map {
        StoreSession(
          url: $0, schema: NewsSchema.all, now: environment.now(),
          listsMarkRead: settings.listsMarkRead,
          progress: StoreProgressLine.upgrade(settings: settings, environment: environment))
      }
      let keepsLog = session?.keepLogOnClose() ?? false
      session?.store?.prepareListStatements()
      var listing = try await list(
        subject, session: session, fetch: { try await fetching.value }, more: fetch)
      if keepsLog { listing.openStore = session }
      return listing
    } onCancel: {
      fetching.cancel()
    }
  }

  func list(
    _ subject: NewsQuery.Subject, session: StoreSession?,
    fetch: () async throws -> NewsModel, more: (Int) async throws -> NewsModel
  ) async throws -> Listing {
    let notice = providerNotice(session)
    var listing = try await fetchListing(subject, session: session, fetch: fetch, more: more)
    if !notice.isEmpty {
      listing.notices += notice
      _ = session?.tryWrite {
        try $0.setValue(settings.provider.rawValue, for: Self.notifiedProviderKey)
      }
    }
    return listing
  }

  func fetchListing(
    _ subject: NewsQuery.Subject, session: StoreSession?, fetch: () async throws -> NewsModel,
    more: (Int) async throws -> NewsModel
  ) async throws -> Listing {
    let key = StoreSubject(subject, language: settings.language.rawValue)
    let now = environment.now()
    let stories = StoryListing(session: session, settings: settings, now: now, ranked: true)
    do {
      var model = try await fetch()
      let fetched = model.articles
      // Without a store (or when it could not keep the page), the page is grouped within itself.
      var items = model.articles.enumerated().map {
        StoryFolding.Item(id: Int64($0.offset), article: $0.element)
      }
      var folding = StoryListing(session: nil, settings: settings, now: now, ranked: true)
      var heads: [Int64: StoryStore.Story]?
      if let session {
        // The stored rows carry the seen flags; the fetched articles keep what the store
        // does not hold (the other outlets of a story). A page the filters thinned, or
        // stories folded, is filled from the next ones.
        let kept = await filled(model, key: key, session: session, now: now, more: more)
        model = kept.model
        if kept.ids.count == model.articles.count {
          items = zip(kept.ids, model.articles).map { StoryFolding.Item(id: $0, article: $1) }
          folding = stories
          heads = kept.heads
        }
      }
      model.articles = folding.fold(items, limit: settings.count, fetched: fetched, heads: heads)
      // Keyless articles resolved before show their publishers' addresses.
      if let session, settings.provider == .google {
        model.articles = KeylessLinks(
          settings: settings, environment: environment, session: session
        )
        .known(model.articles)
      }
      return Listing(model: model, notices: session?.notices ?? [])
    } catch let error as NewsError where error.exitCode == 69 {
      guard let session, let stored = try? session.run({ try $0.latestList(for: key) }) ?? nil
      else { throw error }
      let shown = session.tryWrite {
        try $0.showFiltered(stored.articles.map(\.id), at: now, hiding: settings.filtersApply)
      }
      let items = (shown?.articles ?? stored.articles).map {
        StoryFolding.Item(id: $0.id, article: $0.article)
      }
      var model = NewsModel(
        articles: stories.fold(items, limit: settings.count), total: nil,
        page: settings.page, offlineSince: stored.fetchedAt)
      model.hidden = shown?.hidden ?? 0
      return Listing(
        model: model,
        notices: session.notices + [.offline(fetchedAt: stored.fetchedAt)])
    }
  }
}
