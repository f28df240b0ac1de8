import Foundation

extension ListingController {
  /// At most this many requests make one list when filters hide articles: the page asked for
  /// and the next ones, until the page is full.
  static let refillRequests = 5

  /// The page kept and shown: the fetched articles the filters let through, with the store's
  /// seen and saved marks, their row ids, and their stories (`StoryListing.heads`, nil with
  /// `--no-stories`). When the filters hid some or stories folded some (several articles of
  /// one story make one line) and the page came out short, the next pages are asked for (up to
  /// `refillRequests` requests in all, while the provider has more) and their articles fill
  /// it; a request that fails ends the filling, keeping what came. The model's `hidden` counts
  /// what the filters hid of the articles looked at up to the last one shown. A first page
  /// that asked for the story window (`StoryWindow`) holds more articles than lines: all of
  /// them are stored and grouped, and only those the lines stand for are listed and marked
  /// seen, once the lines are known (`relist`: nothing is stored twice).
  func filled(
    _ model: NewsModel, key: StoreSubject, session: StoreSession, now: Date,
    more: (Int) async throws -> NewsModel
  ) async -> (model: NewsModel, ids: [Int64], heads: [Int64: StoryStore.Story]?) {
    var fetched = model.articles
    // The page is listed at once when it is only its lines, else once they are known.
    var listed = fetched.count <= settings.count
    guard var kept = remembered(fetched, key: key, session: session, now: now, listing: listed)
    else {
      return (model, [], nil)
    }
    let stories = StoryListing(session: session, settings: settings, now: now, ranked: true)
    var heads = stories.heads(of: kept.ids, fetched: fetched)
    var lines = stories.lineCount(kept.ids, heads: heads)
    var requests = 1
    // A first page that asked for the story window goes on after it.
    var page = max(settings.page, fetched.count / max(1, settings.count))
    var last = model
    while settings.filtersApply && kept.list.hidden > 0 || lines < kept.articles.count,
      lines < settings.count, requests < Self.refillRequests, hasMore(after: last, page: page)
    {
      page += 1
      requests += 1
      guard let next = try? await more(page), !next.articles.isEmpty else { break }
      last = next
      // A provider's pages may overlap: an article already listed is not listed twice.
      let links = Set(fetched.compactMap(\.link))
      fetched += next.articles.filter { $0.link.map { !links.contains($0) } ?? true }
      guard
        let again = remembered(fetched, key: key, session: session, now: now, listing: false)
      else { break }
      kept = again
      listed = false
      heads = stories.heads(of: kept.ids, fetched: fetched)
      lines = stories.lineCount(kept.ids, heads: heads)
    }
    if lines > settings.count {
      // The page ends at its last line shown: what came after it stays in the store, unlisted.
      let length = stories.prefixLength(kept.ids, heads: heads, lines: settings.count)
      let end = kept.list.positions[length - 1] + 1
      fetched = Array(fetched.prefix(end))
      if let cut = relisted(
        kept.list.kept.prefix(end), fetched: fetched, session: session, now: now)
      {
        kept = cut
        listed = true
      }
    }
    // The page as it stands: cut above, unless that write failed.
    if !listed,
      let all = relisted(
        kept.list.kept.prefix(fetched.count), fetched: fetched, session: session, now: now)
    {
      kept = all
    }
    var filled = model
    filled.articles = kept.articles
    filled.hidden = kept.list.hidden
    return (filled, kept.ids, heads)
  }

  /// Whether the provider has a page after `page`, whose answer was `last`: it was full, and
  /// the total it gave (when it gave one) goes further.
  func hasMore(after last: NewsModel, page: Int) -> Bool {
    guard last.articles.count >= settings.count else { return false }
    return last.total.map { $0 > page * settings.count } ?? false
  }

  /// Keeps `fetched` as the list of `key`, and with `listing` as the last list, leaving out
  /// what the filters hide; the articles shown (with the store's seen and saved marks) and the
  /// list as kept. Nil when the store could not be written.
  func remembered(
    _ fetched: [Article], key: StoreSubject, session: StoreSession, now: Date, listing: Bool
  ) -> ShownPage? {
    let cutoff = now.addingTimeInterval(-Double(settings.keepDays) * 86_400)
    return session.tryWrite({
      try $0.remember(
        fetched, for: key, at: now, pruneBefore: cutoff, hiding: settings.filtersApply,
        listing: listing)
    }).map { ShownPage(list: $0, fetched: fetched) }
  }

  /// Makes the kept articles `kept` (the first of `fetched`'s) the last list, marked seen.
  func relisted(
    _ kept: ArraySlice<Int64>, fetched: [Article], session: StoreSession, now: Date
  ) -> ShownPage? {
    session.tryWrite({ try $0.relist(Array(kept), at: now, hiding: settings.filtersApply) })
      .map { ShownPage(list: $0, fetched: fetched) }
  }
}

/// A page as a list write left it: the fetched articles shown, with the store's marks.
struct ShownPage {
  /// The list as the store kept it.
  let list: KeptList
  /// The articles shown: the fetched ones (which keep what the store does not hold, the other
  /// outlets of a story) with the store's seen and saved marks.
  let articles: [Article]

  /// The articles of `fetched` that `list` shows, with its marks.
  /// A position past `fetched` (a list kept of more than it) ends the articles there.
  init(list: KeptList, fetched: [Article]) {
    self.list = list
    var articles: [Article] = []
    for (position, mark) in zip(list.positions, list.marks) {
      guard position < fetched.count else { break }
      var article = fetched[position]
      article.seen = mark.seen
      article.savedAt = mark.savedAt
      articles.append(article)
    }
    self.articles = articles
  }

  /// The row ids of the articles shown, in order.
  var ids: [Int64] { Array(list.ids.prefix(articles.count)) }
}

extension Settings {
  /// The same settings, for another page of the list.
  func onPage(_ page: Int) -> Settings {
    var settings = self
    settings.page = page
    return settings
  }

  /// The settings of a search's or a topic's request for `page`: the first page, when stories
  /// fold, asks for the story window in one request.
  func requesting(_ page: Int) -> Settings {
    var settings = onPage(page)
    if page == 1, storiesFold { settings.requestSize = StoryWindow.size }
    return settings
  }
}
