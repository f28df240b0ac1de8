import Foundation

/// What one `news sync` moved each way.
public struct SyncSummary: Sendable, Equatable {
  public var server: String
  public var user: String
  /// Pulled: subscriptions new here, articles new here, articles newly starred here because they
  /// are starred there, articles newly read here because they were read there.
  public var pulledFeeds = 0
  public var pulledArticles = 0
  public var pulledStarred = 0
  public var pulledRead = 0
  /// Pushed: subscription changes, star changes, read marks.
  public var pushedSubscriptions = 0
  public var pushedStarred = 0
  public var pushedRead = 0
  public var seconds = 0.0
  /// What went wrong without stopping the sync: subscriptions refused, a bound reached.
  public var problems: [NewsError] = []
}

/// How the last sync ended, as `news sync status` tells it.
public enum SyncOutcome: String, Sendable, Equatable {
  case ok
  /// The server could not be reached (69).
  case unreachable
  /// The server refused the sign-in (77).
  case signInRefused = "sign_in_refused"
  /// The server's answer could not be understood, or went past a bound (65).
  case badAnswer = "bad_answer"
  /// The store could not be written (74).
  case notWritable = "not_writable"
  case failed

  /// The outcome a failed sync's error stands for.
  init(_ error: NewsError) {
    switch error.exitCode {
    case 69: self = .unreachable
    case 77: self = .signInRefused
    case 65: self = .badAnswer
    case 74: self = .notWritable
    default: self = .failed
    }
  }

  /// The outcome as stored: a word; an exit code older versions stored is read too.
  init(stored: String) {
    switch stored {
    case "69": self = .unreachable
    case "77": self = .signInRefused
    case "65": self = .badAnswer
    case "74": self = .notWritable
    default: self = SyncOutcome(rawValue: stored) ?? .failed
    }
  }
}

/// What `news sync status` shows; never the password or the token.
public struct SyncStatus: Sendable, Equatable {
  public var server: String
  public var user: String
  public var lastSync: Date?
  /// How the last sync ended; nil before the first.
  public var outcome: SyncOutcome?
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
    guard SyncAccount.isPlain(server), let url = URL(string: server),
      ["http", "https"].contains(url.scheme?.lowercased()), url.host?.isEmpty == false
    else { throw NewsError.usage(.invalidServer(SyncAccount.masked(server))) }
    guard SyncAccount.isPlain(user) else { throw NewsError.usage(.invalidUser(user)) }
    guard !password.isEmpty else { throw NewsError.usage(.missingPassword) }
    let client = GoogleReaderClient(
      account: SyncAccount(server: server, user: user), environment: environment,
      timeout: settings.timeout)
    _ = try await client.login(password: password)
    let account = await client.account
    try SyncAccountFile.save(account, environment: environment.variables)
    return account
  }

  /// Forgets the account; whether there was one.
  public func logout() -> Bool {
    SyncAccountFile.remove(environment: environment.variables)
  }

  func client(_ account: SyncAccount) -> GoogleReaderClient {
    GoogleReaderClient(account: account, environment: environment, timeout: settings.timeout)
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
      server: account.displayServer, user: account.user,
      lastSync: try store.value(for: Self.lastSyncKey).flatMap(Double.init).map {
        Date(timeIntervalSince1970: $0)
      },
      outcome: try store.value(for: Self.outcomeKey).map(SyncOutcome.init(stored:)),
      pending: pending)
  }

  static let lastSyncKey = "sync.last"
  static let outcomeKey = "sync.outcome"

  /// Pushes local changes, then pulls subscriptions, unread and starred articles and the
  /// server's marks. Only items the store does not hold are downloaded. Problems that did not
  /// stop the sync (a subscription the server refused, a bound reached) are in the summary.
  public func sync(store: ArticleStore, bounds: SyncBounds = SyncBounds()) async throws
    -> SyncSummary
  {
    let account = try required()
    let started = environment.now()
    do {
      var summary = SyncSummary(server: account.displayServer, user: account.user)
      let client = GoogleReaderClient(
        account: account, environment: environment, timeout: settings.timeout, bounds: bounds)
      try await pushSubscriptions(client, store: store, into: &summary)
      try await pull(client, store: store, into: &summary)
      summary.seconds = environment.now().timeIntervalSince(started)
      try store.setValue(String(environment.now().timeIntervalSince1970), for: Self.lastSyncKey)
      let outcome = summary.problems.first.map(SyncOutcome.init) ?? .ok
      try store.setValue(outcome.rawValue, for: Self.outcomeKey)
      return summary
    } catch let error as NewsError {
      try? store.setValue(SyncOutcome(error).rawValue, for: Self.outcomeKey)
      throw error
    }
  }

  /// Sends the local changes now, when signed in: what `feed add/remove/import` and
  /// `save/unsave` call. Nothing is lost when the server cannot be reached: the changes stay in
  /// the store (queued unsubscriptions, feeds without a stream id, marks that differ) for the
  /// next sync. A subscription the server refuses is not kept waiting: it is said.
  public func pushNow(store: ArticleStore) async -> PushOutcome {
    guard let account else { return .done }
    var summary = SyncSummary(server: account.displayServer, user: account.user)
    do {
      let client = client(account)
      try await pushSubscriptions(client, store: store, into: &summary)
      _ = try await pushMarks(client, store: store, into: &summary)
      return summary.problems.isEmpty ? .done : .refused(summary.problems)
    } catch {
      return .queued
    }
  }

  /// Unsubscriptions, then subscriptions the server does not have yet. One the server refuses
  /// is recorded as refused (it stays a local subscription, no longer offered to the server)
  /// and told in the summary; the rest go on.
  func pushSubscriptions(
    _ client: GoogleReaderClient, store: ArticleStore, into summary: inout SyncSummary
  ) async throws {
    for stream in try store.queuedUnsubscribes() {
      try await client.unsubscribe(stream)
      try store.dropQueued(stream)
      summary.pushedSubscriptions += 1
    }
    for feed in try store.unsyncedFeeds() {
      do {
        try await client.subscribe(feed.url, title: feed.title, folder: feed.folder)
        // Until a pull gives the server's stream id, the address stands for it, so the next
        // sync does not subscribe again.
        try store.setRemoteID("feed/" + feed.url, ofFeed: feed.id)
        summary.pushedSubscriptions += 1
      } catch let refusal as NewsError {
        guard case .subscriptionRefused = refusal else { throw refusal }
        try store.markRefused(feed.id)
        summary.problems.append(refusal)
      }
    }
  }

  /// Local read and saved marks the server does not have; what was sent.
  func pushMarks(
    _ client: GoogleReaderClient, store: ArticleStore, into summary: inout SyncSummary
  ) async throws -> (read: [String], star: [String], unstar: [String]) {
    let marks = try store.pendingMarks()
    try await client.edit(marks.read, add: GoogleReaderClient.read)
    try await client.edit(marks.star, add: GoogleReaderClient.starred)
    try await client.edit(marks.unstar, remove: GoogleReaderClient.starred)
    try store.markPushed(read: marks.read, star: marks.star, unstar: marks.unstar)
    summary.pushedRead += marks.read.count
    summary.pushedStarred += marks.star.count + marks.unstar.count
    return marks
  }
}

/// What became of local changes pushed at once.
public enum PushOutcome: Sendable, Equatable {
  /// The server has them (or there is no account).
  case done
  /// The server could not be reached: they wait for the next sync.
  case queued
  /// The server refused some (subscriptions it will not take).
  case refused([NewsError])
}
