import Foundation

extension SyncController {
  /// Takes the server's state: subscriptions, then the unread and starred lists (bounded walks),
  /// then the items the store lacks, in batches stored as they arrive. Local articles the
  /// server also has are linked to its items, not stored twice, and their local marks go up
  /// before the server's read and starred states are taken, so nothing marked here is lost.
  func pull(
    _ client: any ReaderService, store: ArticleStore, subscriptions: [RemoteFeed],
    into summary: inout SyncSummary
  ) async throws {
    let now = environment.now()
    // The two lists are asked for at once: the server answers them in parallel.
    async let unreadList = client.itemIDs(.unread, pages: nil)
    async let starredList = client.itemIDs(.starred, pages: nil)
    let feeds = try FeedStore(store).mirror(subscriptions, at: now)
    summary.pulledFeeds = feeds.added
    let unreadPage = try await unreadList
    let starredPage = try await starredList
    var unread = Set(unreadPage.ids)
    var starred = Set(starredPage.ids)
    let missing = unread.union(starred).subtracting(try SyncStore(store).remoteIDs()).sorted()
    let contentsLimit = try await download(
      missing, client: client, store: store, feeds: feeds.ids, unread: unread, starred: starred,
      at: now, into: &summary)
    try await linkSaved(client, store: store, feeds: feeds.ids, unread: unread, starred: starred)
    try store.settleKeys()
    if starredPage.limit == nil {
      try await keepDeletedStars(client, store: store, starred: starred)
    }
    let pushed = try await pushMarks(client, store: store, into: &summary)
    unread.subtract(pushed.read)
    starred.formUnion(pushed.star)
    starred.subtract(pushed.unstar)
    let state = try SyncStore(store).applyRemoteState(
      unread: unread, unreadComplete: unreadPage.limit == nil, starred: starred,
      starredComplete: starredPage.limit == nil, at: now)
    summary.pulledRead += state.read
    summary.pulledStarred += state.starred
    for limit in [unreadPage.limit, starredPage.limit, contentsLimit].compactMap({ $0 }) {
      summary.problems.append(
        .syncLimit(server: await client.host, limit, kept: summary.pulledArticles))
    }
  }

  /// Finds the server's items for articles saved here before signing in that are neither unread
  /// nor starred there: the first page of their feeds' streams (at most `linkedFeeds` feeds),
  /// matched by link, so the push that follows stars them. Nothing new is stored.
  func linkSaved(
    _ client: any ReaderService, store: ArticleStore, feeds: [String: Int64],
    unread: Set<String>, starred: Set<String>
  ) async throws {
    let streams = try FeedStore(store).streamsWithUnlinkedSaved().prefix(Self.linkedFeeds)
    guard !streams.isEmpty else { return }
    let known = try SyncStore(store).remoteIDs()
    var ignored = SyncSummary(server: "", user: "")
    for stream in streams {
      let page = try await client.itemIDs(.feed(stream), pages: 1)
      let unknown = page.ids.filter { !known.contains($0) }
      _ = try await download(
        unknown, client: client, store: store, feeds: feeds, unread: unread, starred: starred,
        at: environment.now(), into: &ignored, linkOnly: true)
    }
  }

  /// Saved articles whose items left the server's starred list: those the server still has
  /// were unstarred there (the state taken next unsaves them here); those it no longer has were
  /// deleted there, and a deletion never unsaves: they are kept as local articles, no longer
  /// tied to the server.
  func keepDeletedStars(_ client: any ReaderService, store: ArticleStore, starred: Set<String>)
    async throws
  {
    let vanished = try SyncStore(store).savedStarredRemoteIDs().subtracting(starred).sorted()
    guard !vanished.isEmpty else { return }
    var present = Set<String>()
    let size = await client.batch
    for start in stride(from: 0, to: vanished.count, by: size) {
      let chunk = Array(vanished[start..<min(start + size, vanished.count)])
      present.formUnion(try await client.contents(chunk).map(\.id))
    }
    try SyncStore(store).detach(Set(vanished).subtracting(present))
  }

  /// Feeds looked through for saved articles the server does not know, per sync.
  static let linkedFeeds = 20

  /// Downloads items in batches and stores each batch as it comes, so memory holds one batch
  /// and an interrupted sync keeps what it had. A batch whose answer is larger than `news`
  /// reads is halved and asked again (items with full text are large); a single item too
  /// large is left out. Returns the bound that stopped it early, if any.
  func download(
    _ ids: [String], client: any ReaderService, store: ArticleStore, feeds: [String: Int64],
    unread: Set<String>, starred: Set<String>, at now: Date, into summary: inout SyncSummary,
    linkOnly: Bool = false
  ) async throws -> SyncLimit? {
    var size = await client.batch
    var start = 0
    var tooLarge: SyncLimit?
    while start < ids.count {
      if let over = await client.overTime() { return over }
      let chunk = Array(ids[start..<min(start + size, ids.count)])
      let items: [RemoteItem]
      do {
        items = try await client.contents(chunk)
      } catch NewsError.syncLimit(_, let limit, _) where limit.isAnswerTooLarge {
        if size > 1 {
          size = max(1, size / 2)
        } else {
          // One article alone is too large: it is left out, and said to be an article.
          if case .answerTooLarge(let megabytes) = limit {
            tooLarge = .articleTooLarge(megabytes: megabytes)
          }
          start += 1
        }
        continue
      }
      let stored = try SyncStore(store).storeRemoteItems(
        items, feeds: feeds, unread: unread, starred: starred, at: now, linkOnly: linkOnly)
      summary.pulledArticles += stored.new
      summary.pulledStarred += stored.starred
      start += chunk.count
    }
    return tooLarge
  }
}

extension SyncLimit {
  var isAnswerTooLarge: Bool {
    if case .answerTooLarge = self { return true }
    return false
  }
}
