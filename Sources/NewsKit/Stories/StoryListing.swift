import Foundation

/// Shows a list as stories, over the store or within its page.
///
/// Every list (search, topic, read, saved, watches, editions) is kept as it always was, which
/// makes it the last list; then the articles that arrived are grouped (`groupNew`, a bounded
/// batch at a time: only what is new), the list's stories are read, and the list is folded.
/// When folding changed it, the last list becomes the lines shown, so that `open 3` opens the
/// third line's article and `story 3` lists its story.
public struct StoryListing: Sendable {
  /// The store the list was kept in; nil groups the page within itself (`--no-store`).
  let session: StoreSession?
  /// Whether a story is listed once (not with `--no-stories`).
  let folding: Bool
  /// Whether the list is ranked (a search, a topic), so that a story of many sources moves up;
  /// a list newest first stays newest first.
  var ranked = false
  let now: Date

  /// A listing over `session` for a run's settings and time.
  public init(session: StoreSession?, settings: Settings, now: Date, ranked: Bool = false) {
    self.init(session: session, folding: settings.storiesFold, now: now, ranked: ranked)
  }

  /// A listing over `session` that folds stories or not; `ranked` for a list by relevance.
  public init(session: StoreSession?, folding: Bool, now: Date, ranked: Bool = false) {
    self.session = session
    self.folding = folding
    self.ranked = ranked
    self.now = now
  }

  /// `items`, the last list as the store shows it (row ids, in order), as stories: at most
  /// `limit` lines; the last list becomes the lines. `fetched` are the articles this run
  /// fetched, whose providers' other sources (Google News's) count as evidence when they are
  /// grouped. A store that fails leaves the list as it was; the session says why.
  /// `heads` are the items' stories when the caller has read them already (`heads(of:)`).
  public func fold(
    _ items: [StoryFolding.Item], limit: Int? = nil, fetched: [Article] = [],
    heads: [Int64: StoryStore.Story]? = nil
  ) -> [Article] {
    let lines = folded(items, limit: limit, fetched: fetched, heads: heads)
    if let session, lines.map(\.id) != items.map(\.id) {
      _ = session.tryWrite { try $0.show(lines.map(\.id), at: now) }
    }
    return lines.map(\.article)
  }

  /// `items` as stories, as `fold` makes them, leaving the last list to the caller (a list
  /// of several parts, `watch run`'s).
  public func folded(
    _ items: [StoryFolding.Item], limit: Int? = nil, fetched: [Article] = [],
    heads known: [Int64: StoryStore.Story]? = nil
  ) -> [StoryFolding.Item] {
    guard let session else {
      return StoryFolding.fold(
        items, stories: StoryFolding.pageStories(items.map(\.article)), folding: folding,
        limit: limit, ranked: ranked)
    }
    let heads = known ?? stories(of: items.map(\.id), fetched: fetched, in: session)
    return withCoverage(
      StoryFolding.fold(items, stories: heads, folding: folding, limit: limit, ranked: ranked),
      heads: heads,
      in: session)
  }

  /// The lines with their stories' other articles, read for the stories shown only (a list of
  /// 20 lines reads up to 80 candidates' stories, each by its id and size).
  func withCoverage(
    _ lines: [StoryFolding.Item], heads: [Int64: StoryStore.Story], in session: StoreSession
  ) -> [StoryFolding.Item] {
    guard folding else { return lines }
    return lines.map { line in
      guard let head = heads[line.id], line.article.story != nil,
        let members = try? session.run({ try StoryStore($0).members(of: head) })
      else { return line }
      var filled = line
      filled.article.story?.others = members.filter { $0.id != line.id }.map(\.coverage)
      return filled
    }
  }

  /// How many stored articles a list of `limit` lines reads: more than `limit` when stories
  /// fold, so that a page of stories is full.
  public func candidates(for limit: Int) -> Int {
    folding ? limit.multipliedReportingOverflow(by: 4).partialValue : limit
  }

  /// Shows stored articles (read with `candidates(for:)`) as a list of at most `limit` lines,
  /// leaving out what the filters hide with `hiding`: only the articles the lines stand for
  /// become the last list and are marked seen. The lines with their row ids, and how many
  /// articles the filters hid; nil when the store could not be written (the caller shows
  /// `listed` as it is).
  public func show(_ listed: [StoredArticle], limit: Int? = nil, hiding: Bool) -> (
    items: [StoryFolding.Item], hidden: Int
  )? {
    guard let session else { return nil }
    var ids = listed.map(\.id)
    var hidden = 0
    var hiding = hiding
    // The candidates' stories are read once, by id and size: for the page's length and its
    // folding.
    var heads: [Int64: StoryStore.Story]?
    if folding, let limit {
      // Filtered first, so that the lines counted are the lines shown.
      guard let passed = session.tryWrite({ try $0.filtered(ids, hiding: hiding, at: now) }) else {
        return nil
      }
      let read = stories(of: passed.ids, fetched: [], in: session)
      heads = read
      let length = StoryFolding.prefixLength(passed.ids, stories: read, lines: limit)
      let shown = Array(passed.ids.prefix(length))
      // What the filters hid counts up to the last article shown, as a page of `limit` would.
      let end = shown.last.flatMap { ids.firstIndex(of: $0) }.map { $0 + 1 } ?? ids.count
      hidden = end - shown.count
      ids = shown
      hiding = false
    } else if let limit {
      ids = Array(ids.prefix(limit))
    }
    // Folded with the stories read above, the lines become the last list in the same write
    // as the articles: a list shown again as it stands writes nothing.
    let listing = heads.map { heads in
      { (shown: [StoredArticle]) in
        StoryFolding.fold(
          shown.map { StoryFolding.Item(id: $0.id, article: $0.article) }, stories: heads,
          folding: folding, limit: limit, ranked: ranked
        ).map(\.id)
      }
    }
    guard
      let shown = session.tryWrite({
        try $0.showFiltered(ids, at: now, hiding: hiding, lines: listing)
      })
    else { return nil }
    let items = shown.articles.map { StoryFolding.Item(id: $0.id, article: $0.article) }
    let lines =
      heads.map {
        withCoverage(
          StoryFolding.fold(
            items, stories: $0, folding: folding, limit: limit, ranked: ranked), heads: $0,
          in: session)
      } ?? folded(items, limit: limit)
    if heads == nil, lines.map(\.id) != items.map(\.id) {
      _ = session.tryWrite { try $0.show(lines.map(\.id), at: now) }
    }
    return (lines, hidden + shown.hidden)
  }

  /// The stories of the stored articles `ids` (what arrived grouped first), read once for a
  /// list's `lineCount`, `prefixLength` and `fold`; nil with `--no-stories` or no store.
  /// `fetched` as for `fold`.
  public func heads(of ids: [Int64], fetched: [Article] = []) -> [Int64: StoryStore.Story]? {
    guard folding, let session else { return nil }
    return stories(of: ids, fetched: fetched, in: session)
  }

  /// How many lines these stored articles make folded (all of them without `heads`), for a
  /// list that fills its page with stories.
  public func lineCount(_ ids: [Int64], heads: [Int64: StoryStore.Story]?) -> Int {
    guard let heads else { return ids.count }
    return StoryFolding.lineCount(ids, stories: heads)
  }

  /// How many of the stored articles `ids` make the first `lines` lines folded.
  public func prefixLength(_ ids: [Int64], heads: [Int64: StoryStore.Story]?, lines: Int) -> Int {
    guard let heads else { return min(lines, ids.count) }
    return StoryFolding.prefixLength(ids, stories: heads, lines: lines)
  }

  /// Groups what arrived, then reads the stories of `ids` by id and size (their articles are
  /// read for the lines shown, `withCoverage`); nothing when the store fails.
  func stories(of ids: [Int64], fetched: [Article], in session: StoreSession)
    -> [Int64: StoryStore.Story]
  {
    var evidence: [String: [String]] = [:]
    for article in fetched where !article.otherSources.isEmpty {
      evidence[StoredArticle.key(for: article)] = article.otherSources
    }
    _ = session.tryWrite { try StoryStore($0).groupNew(evidence: evidence) }
    return (try? session.run { try StoryStore($0).stories(of: ids, members: false) }) ?? [:]
  }
}
