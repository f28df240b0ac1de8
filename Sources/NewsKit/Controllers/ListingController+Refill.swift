import Foundation

extension ListingController {
  /// At most this many requests make one list when filters hide articles: the page asked for
  /// and the next ones, until the page is full.
  static let refillRequests = 5

  /// The page kept and shown: the fetched articles the filters let through, with the store's
  /// seen and saved marks, and their row ids. When the filters hid some or stories folded
  /// some (several articles of one story make one line) and the page came out short, the next
  /// pages are asked for (up to `refillRequests` requests in all, while the provider has more)
  /// and their articles fill it; a request that fails ends the filling, keeping what came.
  /// The model's `hidden` counts what the filters hid of the articles looked at up to the
  /// last one shown. A first page that asked for the story window (`StoryWindow`) holds more
  /// articles than lines: all of them are stored and grouped, and only those the lines stand
  /// for are marked seen.
  func filled(
    _ model: NewsModel, key: StoreSubject, session: StoreSession, now: Date,
    more: (Int) async throws -> NewsModel
  ) async -> (model: NewsModel, ids: [Int64]) {
    var fetched = model.articles
    // Articles are marked seen once the lines are known, unless the page is only its lines.
    var marked = fetched.count <= settings.count
    guard var kept = remembered(fetched, key: key, session: session, now: now, marking: marked)
    else {
      return (model, [])
    }
    let stories = StoryListing(session: session, settings: settings, now: now, ranked: true)
    var lines = stories.lineCount(kept.ids, fetched: fetched)
    var requests = 1
    // A first page that asked for the story window goes on after it.
    var page = max(settings.page, fetched.count / max(1, settings.count))
    var last = model
    while settings.filtersApply && kept.hidden > 0 || lines < kept.articles.count,
      lines < settings.count, requests < Self.refillRequests, hasMore(after: last, page: page)
    {
      page += 1
      requests += 1
      guard let next = try? await more(page), !next.articles.isEmpty else { break }
      last = next
      // A provider's pages may overlap: an article already listed is not listed twice.
      let links = Set(fetched.compactMap(\.link))
      fetched += next.articles.filter { $0.link.map { !links.contains($0) } ?? true }
      guard let again = remembered(fetched, key: key, session: session, now: now, marking: false)
      else { break }
      kept = again
      marked = false
      lines = stories.lineCount(kept.ids, fetched: fetched)
    }
    if lines > settings.count {
      // The page ends at its last line shown: what came after it stays in the store.
      let length = stories.prefixLength(kept.ids, lines: settings.count, fetched: fetched)
      fetched = Array(fetched.prefix(kept.positions[length - 1] + 1))
      if let cut = remembered(fetched, key: key, session: session, now: now) {
        kept = cut
        marked = true
      }
    }
    if !marked, let all = remembered(fetched, key: key, session: session, now: now) {
      kept = all
    }
    var filled = model
    filled.articles = kept.articles
    filled.hidden = kept.hidden
    return (filled, kept.ids)
  }

  /// Whether the provider has a page after `page`, whose answer was `last`: it was full, and
  /// the total it gave (when it gave one) goes further.
  func hasMore(after last: NewsModel, page: Int) -> Bool {
    guard last.articles.count >= settings.count else { return false }
    return last.total.map { $0 > page * settings.count } ?? false
  }

  /// Keeps `fetched` as the list of `key` and the last list, leaving out what the filters
  /// hide; the articles shown (with the store's seen and saved marks), their row ids, their
  /// positions in `fetched`, and how many were hidden. Nil when the store could not be written.
  func remembered(
    _ fetched: [Article], key: StoreSubject, session: StoreSession, now: Date,
    marking: Bool = true
  ) -> (articles: [Article], ids: [Int64], positions: [Int], hidden: Int)? {
    let cutoff = now.addingTimeInterval(-Double(settings.keepDays) * 86_400)
    guard
      let stored = session.tryWrite({
        try $0.remember(
          fetched, for: key, at: now, pruneBefore: cutoff, hiding: settings.filtersApply,
          marking: marking)
      })
    else { return nil }
    var shown: [Article] = []
    var positions: [Int] = []
    for (index, position) in stored.positions.enumerated() where index < stored.articles.count {
      var article = fetched[position]
      article.seen = stored.articles[index].seen
      article.savedAt = stored.articles[index].savedAt
      shown.append(article)
      positions.append(position)
    }
    return (shown, Array(stored.ids.prefix(shown.count)), positions, stored.hidden)
  }
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
