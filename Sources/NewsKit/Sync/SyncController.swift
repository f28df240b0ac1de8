import Foundation

/// What one `news sync` moved each way.
public struct SyncSummary: Sendable, Equatable {
  public var server: String
  public var user: String
  /// Pulled: subscriptions new here, articles new here, articles starred there, marked read there.
  public var pulledFeeds = 0
  public var pulledArticles = 0
  public var pulledStarred = 0
  public var pulledRead = 0
  /// Pushed: subscription changes, star changes, read marks.
  public var pushedSubscriptions = 0
  public var pushedStarred = 0
  public var pushedRead = 0
  public var seconds = 0.0
}

/// What `news sync status` shows; never the password or the token.
public struct SyncStatus: Sendable, Equatable {
  public var server: String
  public var user: String
  public var lastSync: Date?
  /// `ok`, or the exit code of the last failed sync.
  public var outcome: String?
  /// Local changes the server does not have yet.
  public var pending: Int
}

/// Two-way sync with a reader service over the Google Reader API: sign in and out, status, and
/// the sync itself (push local changes first, then take the server's state).
public struct SyncController: Sendable {
  let environment: NewsEnvironment
  let settings: Settings

  public init(environment: NewsEnvironment, settings: Settings) {
    self.environment = environment
    self.settings = settings
  }

  /// The account signed in, if any.
  public var account: SyncAccount? { SyncAccountFile.load(environment: environment) }

  /// Signs in; the account is written only when the server accepted it.
  public func login(server: String, user: String, password: String) async throws -> SyncAccount {
    guard let url = URL(string: server), ["http", "https"].contains(url.scheme?.lowercased()),
      url.host?.isEmpty == false
    else { throw NewsError.usage(.invalidServer(server)) }
    guard !password.isEmpty else { throw NewsError.usage(.missingPassword) }
    let client = GoogleReaderClient(
      account: SyncAccount(server: server, user: user, password: password),
      environment: environment, timeout: settings.timeout)
    _ = try await client.login()
    let account = await client.account
    try SyncAccountFile.save(account, environment: environment.variables)
    return account
  }

  /// Forgets the account; whether there was one.
  public func logout() -> Bool {
    SyncAccountFile.remove(environment: environment.variables)
  }

  func client(_ account: SyncAccount) -> GoogleReaderClient {
    let variables = environment.variables
    return GoogleReaderClient(
      account: account, environment: environment, timeout: settings.timeout,
      keep: { try? SyncAccountFile.save($0, environment: variables) })
  }

  func required() throws -> SyncAccount {
    guard let account else { throw NewsError.syncNotSignedIn }
    return account
  }

  /// Server, user, last sync and pending changes.
  public func status(store: ArticleStore) throws -> SyncStatus {
    let account = try required()
    let marks = try store.pendingMarks()
    let pending =
      marks.read.count + marks.star.count + marks.unstar.count
      + (try store.queuedUnsubscribes().count) + (try store.unsyncedFeeds().count)
    return SyncStatus(
      server: account.server, user: account.user,
      lastSync: try store.value(for: Self.lastSyncKey).flatMap(Double.init).map {
        Date(timeIntervalSince1970: $0)
      },
      outcome: try store.value(for: Self.outcomeKey), pending: pending)
  }

  static let lastSyncKey = "sync.last"
  static let outcomeKey = "sync.outcome"

  /// Pushes local changes, then pulls subscriptions, unread and starred articles and the
  /// server's marks. Only items the store does not hold are downloaded.
  public func sync(store: ArticleStore) async throws -> SyncSummary {
    let account = try required()
    let started = environment.now()
    do {
      let summary = try await run(account, store: store, started: started)
      try store.setValue(String(environment.now().timeIntervalSince1970), for: Self.lastSyncKey)
      try store.setValue("ok", for: Self.outcomeKey)
      return summary
    } catch let error as NewsError {
      try? store.setValue(String(error.exitCode), for: Self.outcomeKey)
      throw error
    }
  }

  func run(_ account: SyncAccount, store: ArticleStore, started: Date) async throws -> SyncSummary {
    let client = client(account)
    var summary = SyncSummary(server: account.server, user: account.user)
    try await push(client, store: store, into: &summary)
    try await pull(client, store: store, into: &summary)
    summary.seconds = environment.now().timeIntervalSince(started)
    return summary
  }

  /// Sends the local changes now, when signed in: what `feed add/remove/import` and
  /// `save/unsave` call. Nothing is lost when it fails: the changes stay in the store (queued
  /// unsubscriptions, feeds without a stream id, marks that differ) for the next sync.
  /// Returns false when signed in and the server could not take them.
  public func pushNow(store: ArticleStore) async -> Bool {
    guard let account else { return true }
    var summary = SyncSummary(server: account.server, user: account.user)
    do {
      try await push(client(account), store: store, into: &summary)
      return true
    } catch {
      return false
    }
  }

  func push(_ client: GoogleReaderClient, store: ArticleStore, into summary: inout SyncSummary)
    async throws
  {
    for stream in try store.queuedUnsubscribes() {
      try await client.unsubscribe(stream)
      try store.dropQueued(stream)
      summary.pushedSubscriptions += 1
    }
    for feed in try store.unsyncedFeeds() {
      // A feed the server refuses (it cannot fetch it) stays local; the rest of the sync goes on.
      do {
        try await client.subscribe(feed.url, title: feed.title, folder: feed.folder)
        // Until a pull gives the server's stream id, the address stands for it, so the next
        // sync does not subscribe again.
        try store.setRemoteID("feed/" + feed.url, ofFeed: feed.id)
        summary.pushedSubscriptions += 1
      } catch NewsError.syncUndecodable {
        continue
      }
    }
    let marks = try store.pendingMarks()
    try await client.edit(marks.read, add: GoogleReaderClient.read)
    try await client.edit(marks.star, add: GoogleReaderClient.starred)
    try await client.edit(marks.unstar, remove: GoogleReaderClient.starred)
    try store.markPushed(read: marks.read, star: marks.star, unstar: marks.unstar)
    summary.pushedRead = marks.read.count
    summary.pushedStarred = marks.star.count + marks.unstar.count
  }

  func pull(_ client: GoogleReaderClient, store: ArticleStore, into summary: inout SyncSummary)
    async throws
  {
    let now = environment.now()
    // The three lists are asked for at once: the server answers them in parallel.
    async let subscriptions = client.subscriptions()
    async let unreadIDs = client.itemIDs(GoogleReaderClient.readingList, excludingRead: true)
    async let starredIDs = client.itemIDs(GoogleReaderClient.starred)
    let feeds = try store.applyRemoteFeeds(try await subscriptions, at: now)
    summary.pulledFeeds = feeds.added
    let unread = Set(try await unreadIDs)
    let starred = Set(try await starredIDs)
    let known = try store.remoteIDs()
    let missing = unread.union(starred).subtracting(known).sorted()
    let items = try await client.contents(missing)
    summary.pulledArticles = try store.storeRemoteItems(
      items, feeds: feeds.ids, unread: unread, starred: starred, at: now)
    let state = try store.applyRemoteState(unread: unread, starred: starred, at: now)
    summary.pulledRead = state.read
    summary.pulledStarred = starred.count
  }
}
