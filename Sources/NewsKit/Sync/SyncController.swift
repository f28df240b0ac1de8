import Foundation
import Localization

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
  /// What stopped the sync short of its end without losing what it had: a bound reached (65).
  public var problems: [NewsError] = []
  /// Subscriptions the server refused: said once each, with its reason; the sync went on and
  /// they stay local feeds (exit 0).
  public var refused: [NewsError] = []
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

/// Two-way sync with a reader service (the Google Reader API, or tt-rss's): sign in and out,
/// status, and the sync itself (push local changes first, then take the server's state).
public struct SyncController: Sendable {
  let environment: NewsEnvironment
  let settings: Settings

  public init(environment: NewsEnvironment, settings: Settings) {
    self.environment = environment
    self.settings = settings
  }

  /// The account signed in, if any.
  public var account: SyncAccount? { SyncAccountFile.load(environment: environment) }

  /// Signs in; the account is written only when the server accepted it. Without `kind`, the
  /// address is tried as a Google Reader API first, then as tt-rss (`<address>/api/`).
  public func login(
    server: String, user: String, password: String, kind: ReaderServerKind? = nil
  ) async throws -> SyncAccount {
    guard SyncAccount.isPlain(server), let url = URL(string: server),
      ["http", "https"].contains(url.scheme?.lowercased()), url.host?.isEmpty == false
    else { throw NewsError.usage(.invalidServer(SyncAccount.masked(server))) }
    // A `user:password@` in the address is never kept in sync.toml nor sent: the user and the
    // password come on their own.
    let server = SyncAccount.masked(server)
    guard SyncAccount.isPlain(user) else { throw NewsError.usage(.invalidUser(user)) }
    guard !password.isEmpty else { throw NewsError.usage(.missingPassword) }
    let account: SyncAccount
    switch kind {
    case .ttrss?:
      account = try await signIn(ttrss: server, user: user, password: password)
    case nil:
      do {
        account = try await signIn(greader: server, user: user, password: password)
      } catch let error as NewsError {
        // Not a Google Reader API there (404, an answer of another shape): perhaps tt-rss.
        guard case .syncUndecodable(let host, _) = error else { throw error }
        guard let ttrss = try await signInIfTTRSS(server, user: user, password: password) else {
          // Neither API answered there: the hint names the server, when it can be told.
          let kind = await ServerKindProbe.kind(
            ofRootOf: server, environment: environment, timeout: settings.timeout)
          throw NewsError.syncUndecodable(server: host, kind: kind)
        }
        account = ttrss
      }
    default:
      account = try await signIn(greader: server, user: user, password: password)
    }
    try SyncAccountFile.save(account, environment: environment.variables)
    return account
  }

  /// Signs in over the Google Reader API, then tells FreshRSS and Miniflux from the rest.
  func signIn(greader server: String, user: String, password: String) async throws
    -> SyncAccount
  {
    let client = GoogleReaderClient(
      account: SyncAccount(server: server, user: user), environment: environment,
      timeout: settings.timeout)
    _ = try await client.login(password: password)
    var account = await client.account
    account.kind = await ServerKindProbe.kind(
      of: server, environment: environment, timeout: settings.timeout)
    return account
  }

  /// Signs in to tt-rss's API at `<server>/api/`.
  func signIn(ttrss server: String, user: String, password: String) async throws -> SyncAccount {
    let client = TTRSSClient(
      account: SyncAccount(server: TTRSSClient.apiAddress(server), user: user, kind: .ttrss),
      environment: environment, timeout: settings.timeout)
    _ = try await client.login(password: password)
    return await client.account
  }

  /// tt-rss's sign-in when the server is tt-rss: its answer said so (signed in, or an error
  /// of tt-rss's own, such as a refused password, which is thrown); nil when it is not tt-rss
  /// at all (or cannot be reached there), so the Google Reader API's error is the one said.
  func signInIfTTRSS(_ server: String, user: String, password: String) async throws
    -> SyncAccount?
  {
    do {
      return try await signIn(ttrss: server, user: user, password: password)
    } catch let error as NewsError {
      switch error {
      case .syncRejected, .syncAPIDisabled: throw error
      default: return nil
      }
    }
  }

  /// Forgets the account, and what the server knew of the store's feeds and articles (they
  /// stay, as local ones); whether there was an account.
  public func logout(store: ArticleStore?) -> Bool {
    let removed = SyncAccountFile.remove(environment: environment.variables)
    if removed, let store { try? SyncStore(store).forgetSync() }
    return removed
  }

  func client(_ account: SyncAccount, bounds: SyncBounds = SyncBounds()) -> any ReaderService {
    ReaderServices.client(
      account, environment: environment, timeout: settings.timeout, bounds: bounds)
  }

  func required() throws -> SyncAccount {
    guard let account else { throw NewsError.syncNotSignedIn }
    return account
  }

  /// Server, user, last sync and pending changes.
  public func status(store: ArticleStore) throws -> SyncStatus {
    let account = try required()
    let marks = try SyncStore(store).pendingMarks()
    let pending =
      marks.read.count + marks.star.count + marks.unstar.count
      + (try FeedStore(store).queuedUnsubscribes().count)
      + (try SyncStore(store).unsyncedFeeds().count)
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
      let client = client(account, bounds: bounds)
      try await pushUnsubscribes(client, store: store, into: &summary)
      var remote = try await client.subscriptions()
      if try await pushSubscriptions(client, store: store, remote: remote, into: &summary) {
        // The server's ids of what was just subscribed.
        remote = try await client.subscriptions()
      }
      try await pull(client, store: store, subscriptions: remote, into: &summary)
      // What arrived is grouped into stories now, not by the next list (a first sync of
      // 100,000 would make that list wait); grouping that fails leaves it to the next list.
      _ = try? StoryStore(store).groupNew()
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
      try await pushUnsubscribes(client, store: store, into: &summary)
      if try !SyncStore(store).unsyncedFeeds().isEmpty {
        let remote = try await client.subscriptions()
        _ = try await pushSubscriptions(client, store: store, remote: remote, into: &summary)
      }
      _ = try await pushMarks(client, store: store, into: &summary)
      return summary.refused.isEmpty ? .done : .refused(summary.refused)
    } catch {
      return .queued
    }
  }

  /// Sends the queued unsubscriptions.
  func pushUnsubscribes(
    _ client: any ReaderService, store: ArticleStore, into summary: inout SyncSummary
  ) async throws {
    for stream in try FeedStore(store).queuedUnsubscribes() {
      try await client.unsubscribe(stream)
      try FeedStore(store).dropQueued(stream)
      summary.pushedSubscriptions += 1
    }
  }

  /// Subscriptions the server does not have yet: one it has already (the same address, but
  /// for the case of scheme and host, a default port or a trailing slash) is matched, never
  /// subscribed again; the rest are subscribed. One the server refuses stays a local feed, no
  /// longer offered, and is told in the summary once; the rest go on. Whether any was
  /// subscribed (the server's ids for them come with its next list).
  func pushSubscriptions(
    _ client: any ReaderService, store: ArticleStore, remote: [RemoteFeed],
    into summary: inout SyncSummary
  ) async throws -> Bool {
    var known: [String: String] = [:]
    for feed in remote {
      if let key = FeedAddress(feed.url)?.matchKey { known[key] = known[key] ?? feed.id }
    }
    var subscribed = false
    // A feed the user's own command makes stays here: its command line is theirs alone.
    for feed in try SyncStore(store).unsyncedFeeds() where FeedCommand(feed.url) == nil {
      if let key = FeedAddress(feed.url)?.matchKey, let stream = known[key] {
        try FeedStore(store).setRemoteID(stream, ofFeed: feed.id)
        continue
      }
      do {
        try await client.subscribe(feed.url, title: feed.title, folder: feed.folder)
        // Until a pull gives the server's stream id, the address stands for it, so the next
        // sync does not subscribe again.
        try FeedStore(store).setRemoteID("feed/" + feed.url, ofFeed: feed.id)
        summary.pushedSubscriptions += 1
        subscribed = true
      } catch let refusal as NewsError {
        guard case .subscriptionRefused = refusal else { throw refusal }
        try SyncStore(store).markRefused(feed.id)
        summary.refused.append(refusal)
      }
    }
    return subscribed
  }

  /// Local read and saved marks the server does not have; what was sent.
  func pushMarks(
    _ client: any ReaderService, store: ArticleStore, into summary: inout SyncSummary
  ) async throws -> (read: [String], star: [String], unstar: [String]) {
    let marks = try SyncStore(store).pendingMarks()
    try await client.mark(marks.read, .read)
    try await client.mark(marks.star, .star)
    try await client.mark(marks.unstar, .unstar)
    try SyncStore(store).markPushed(read: marks.read, star: marks.star, unstar: marks.unstar)
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
  /// The server refused some subscriptions; they stay local feeds.
  case refused([NewsError])
}
