import Foundation
import Localization

extension ReaderState {
  /// Applies an event; returns the work to do. Keys go to the screen in front, the help
  /// overlay first; Ctrl-C quits (130) and Ctrl-Z suspends from anywhere.
  public mutating func apply(_ event: ReaderEvent) -> [ReaderEffect] {
    switch event {
    case .key(.control("c")):
      exitCode = 130
      return request.map { [.cancel($0.id)] } ?? []
    case .key(.control("z")):
      return [.suspend]
    case .key(.control("l")):
      return [.redraw]
    case .key(let typed):
      // The configuration's bindings, except where text is typed.
      let key =
        screen == .search || screen == .feedAddress
        ? typed : bindings.resolve(typed, inPicker: ![.list, .detail].contains(screen))
      if awaitsMacro { return macroKey(typed) }
      if showsHelp {
        helpKey(key)
        return []
      }
      if let feed = pendingRemoval { return removalAnswer(key, feed: feed) }
      // A list's notices were read: the next key puts them away (a long one covers the last
      // rows of the list).
      switch message {
      case .notice, .notices, .filtersOn, .filtersOff: message = nil
      default: break
      }
      if key == .escape, let running = request, screen != .search, screen != .feedAddress {
        request = nil
        message = .cancelled
        return [.cancel(running.id)]
      }
      switch screen {
      case .list: return listKey(key)
      case .detail: return detailKey(key)
      case .topics: return topicKey(key)
      case .feeds: return feedKey(key)
      case .watches: return watchKey(key)
      case .search: return searchKey(key)
      case .feedAddress: return feedAddressKey(key)
      }
    case .resize(let columns, let rows):
      self.columns = max(1, columns)
      self.rows = max(1, rows)
      scrollToSelection()
      return []
    case .tick:
      if isBusy { spinnerFrame += 1 }
      return []
    case .listed(let id, let result):
      return listed(id: id, result)
    case .storedText(let article, let text, let status):
      attach(text, status, to: article)
      return []
    case .preview(let id, let listing):
      // Only onto an empty screen, and only while its request runs: the answer replaces it.
      guard let running = request, running.id == id, articles.isEmpty else { return [] }
      subject = running.subject
      page = running.page
      fetchedArticles = listing.model.articles
      offlineSince = listing.model.offlineSince
      previewID = id
      applyReadFilter()
      return []
    case .watchesListed(let result):
      switch result {
      case .success(let watches):
        self.watches = watches
        watchSelection = min(watchSelection, max(0, watches.count - 1))
      case .failure(let error):
        message = .error(error)
      }
      return []
    case .queriesListed(let queries):
      self.queries = queries
      feedSelection = min(feedSelection, feedEntries.count - 1)
      return []
    case .feedsListed(let result):
      switch result {
      case .success(let subscriptions):
        feeds = subscriptions
        feedSelection = min(feedSelection, feedEntries.count - 1)
        if picksTag { selectFirstTag() }
        picksTag = false
        if let step = pendingFeedStep {
          pendingFeedStep = nil
          return nextUnreadFeed(step: step)
        }
      case .failure(let error):
        message = .error(error)
      }
      return []
    case .savedState(let saved):
      detailSaved = saved
      return []
    case .toggled(.success(let outcome)):
      detailSaved = outcome.saved
      message = outcome.saved ? .saved(outcome.title) : .unsaved(outcome.title)
      return []
    case .toggled(.failure(let error)):
      message = .error(error)
      return []
    case .opened(let outcome):
      switch outcome {
      case .done:
        // Opened is read; a browser that failed marks nothing.
        message = .opened
        if let article = selected { markLocallyRead(article) }
      case .none: message = .noBrowser(selected?.link ?? "")
      default: message = outcome.error(.browser).map { .error($0) }
      }
      return []
    case .ran(let kind, let outcome):
      switch outcome {
      case .done: message = kind == .bookmark ? .bookmarked : kind == .player ? .played : .macroRan
      case .none:
        message = kind == .bookmark ? .noBookmarkCommand : kind == .player ? .noPlayer : nil
      default: message = outcome.error(kind).map { .error($0) }
      }
      return []
    case .downloadProgress(let name, let progress):
      message = .downloading(name, progress)
      return []
    case .downloaded(let result):
      downloads = false
      switch result {
      case .success(let done):
        message = .downloaded((done.path as NSString).lastPathComponent)
      case .failure(let error): message = .error(error)
      }
      return []
    case .notDownloaded:
      message = .notDownloaded
      return []
    case .pictureFetched(let address, let result):
      pictureFetched(address, result)
      return []
    case .thumbnailFetched(let address, let result):
      thumbnails.arrived(address, result)
      return []
    case .refreshedAll(.success(let done)):
      message = .refreshedAll(feeds: done.feeds, failed: done.failed)
      feedsUnreachable = done.feeds > 0 && done.failed == done.feeds
      // The list shown again with what came, where it is a list of feeds.
      guard let subject, subject.isFeeds else { return screen == .feeds ? [.loadFeeds] : [] }
      let said = message
      let effects = fetch(subject, page: 1, keepsSelection: true)
      message = said
      carriedMessage = said
      return effects
    case .refreshedAll(.failure(let error)), .feedsMarkedRead(.failure(let error)):
      message = .error(error)
      return []
    case .feedsMarkedRead(.success(let count)):
      message = .markedRead(count)
      return [.loadFeeds]
    case .pageRead(let article, let text, let status):
      if let reading = readingPage, reading.isSame(as: article) { readingPage = nil }
      _ = apply(.storedText(article, text, status))
      message = text == nil ? .pageRead(status) : nil
      return []
    case .feedAdded(let outcome):
      switch outcome {
      case .added(let feed): message = .subscribed(feed.name, id: feed.id)
      case .alreadySubscribed(let feed): message = .alreadySubscribed(feed.name, id: feed.id)
      case .failed(_, let error): message = .error(error)
      }
      return [.loadFeeds]
    case .feedRemoved(.success(let feed)):
      message = .unsubscribed(feed.name)
      return [.loadFeeds]
    case .feedRemoved(.failure(let error)):
      message = .error(error)
      return []
    }
  }

  /// An answer: shown if it answers the request that runs, dropped otherwise.
  mutating func listed(id: Int, _ result: Result<Listing, NewsError>) -> [ReaderEffect] {
    guard let running = request, running.id == id else { return [] }
    request = nil
    defer { carriedMessage = nil }
    // The reader may have moved in the store's copy while the answer came: the same article
    // stays selected (and open) when the answer has it.
    let previewed = previewID == id ? selected?.link : nil
    // `F` asked for this list: say what it did when the list has nothing else to say.
    let filtersSaid = filtersToggled
    filtersToggled = false
    previewID = nil
    switch result {
    case .success(let listing)
    where listing.model.articles.isEmpty && running.page > page && running.subject == subject
      && !articles.isEmpty:
      // `n` past the end: the list shown stays, and the reader hears why.
      message = .lastPage
    case .success(let listing):
      let sameList = running.keepsSelection && subject == running.subject
      subject = running.subject
      page = running.page
      let texts = fetchedArticles.filter { $0.fullText != nil || $0.fullTextStatus != nil }
      fetchedArticles = listing.model.articles
      // Text read while the list was shown stays with its article.
      for article in texts { attach(article.fullText, article.fullTextStatus, to: article) }
      applyReadFilter()
      total = listing.model.total
      hiddenByFilters = listing.model.hidden
      offlineSince = listing.model.offlineSince
      if let previewed, let index = articles.firstIndex(where: { $0.link == previewed }) {
        selection = index
      } else if !sameList {
        selection = 0
        top = 0
        if screen == .detail { screen = .list }
      }
      selection = min(selection, max(0, articles.count - 1))
      scrollToSelection()
      // The status line already says the list is from the store; a refresh (r) that found
      // the network down says so in words too, since the list it shows did not change.
      let said = listing.notices.filter { if case .offline = $0 { false } else { true } }
      message = said.count > 1 ? .notices(said) : said.first.map { .notice($0) }
      if message == nil { message = carriedMessage }
      if message == nil, filtersSaid {
        message = running.filters ? .filtersOn : .filtersOff
      }
      if message == nil, running.keepsSelection, sameList,
        let offline = listing.notices.first(where: { if case .offline = $0 { true } else { false } }
        )
      {
        message = .notice(offline)
      }
    case .failure(let error):
      message = .error(error)
    }
    return []
  }

  /// Puts an article's full text onto it in the lists, wherever the selection has gone since;
  /// a list that already carries a text keeps it.
  mutating func attach(_ text: String?, _ status: FullTextStatus?, to article: Article) {
    for index in fetchedArticles.indices where fetchedArticles[index].isSame(as: article) {
      guard fetchedArticles[index].fullText == nil || text != nil else { continue }
      fetchedArticles[index].fullText = text
      fetchedArticles[index].fullTextStatus = status
    }
    for index in articles.indices where articles[index].isSame(as: article) {
      guard articles[index].fullText == nil || text != nil else { continue }
      articles[index].fullText = text
      articles[index].fullTextStatus = status
    }
  }
}

extension Article {
  /// Whether two copies are the same article: the same link, or without links equal.
  func isSame(as other: Article) -> Bool {
    if let link { return link == other.link }
    return self == other
  }
}
