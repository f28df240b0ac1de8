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
    case .key(let key):
      if showsHelp {
        showsHelp = false
        return []
      }
      if key == .escape, let running = request, screen != .search {
        request = nil
        message = .cancelled
        return [.cancel(running.id)]
      }
      switch screen {
      case .list: return listKey(key)
      case .detail: return detailKey(key)
      case .topics: return topicKey(key)
      case .feeds: return feedKey(key)
      case .search: return searchKey(key)
      }
    case .resize(let columns, let rows):
      self.columns = max(1, columns)
      self.rows = max(1, rows)
      scrollToSelection()
      return []
    case .tick:
      if isLoading { spinnerFrame += 1 }
      return []
    case .listed(let id, let result):
      return listed(id: id, result)
    case .storedText(let article, let text, let status):
      // Onto the article it was asked for, wherever the selection has gone since.
      for index in fetchedArticles.indices where fetchedArticles[index] == article {
        fetchedArticles[index].fullText = text
        fetchedArticles[index].fullTextStatus = status
      }
      for index in articles.indices where articles[index] == article {
        articles[index].fullText = text
        articles[index].fullTextStatus = status
      }
      return []
    case .preview(let id, let listing):
      // Only onto an empty screen, and only while its request runs: the answer replaces it.
      guard let running = request, running.id == id, articles.isEmpty else { return [] }
      subject = running.subject
      page = running.page
      fetchedArticles = listing.model.articles
      offlineSince = listing.model.offlineSince
      applyReadFilter()
      return []
    case .feedsListed(let result):
      switch result {
      case .success(let subscriptions):
        feeds = subscriptions
        feedSelection = min(feedSelection, subscriptions.count)
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
    case .opened(let opened):
      message = opened ? .opened : .noBrowser(selected?.link ?? "")
      return []
    }
  }

  /// An answer: shown if it answers the request that runs, dropped otherwise.
  mutating func listed(id: Int, _ result: Result<Listing, NewsError>) -> [ReaderEffect] {
    guard let running = request, running.id == id else { return [] }
    request = nil
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
      fetchedArticles = listing.model.articles
      applyReadFilter()
      total = listing.model.total
      offlineSince = listing.model.offlineSince
      if !sameList {
        selection = 0
        top = 0
        if screen == .detail { screen = .list }
      }
      selection = min(selection, max(0, articles.count - 1))
      scrollToSelection()
      // The status line already says the list is from the store; a refresh (r) that found
      // the network down says so in words too, since the list it shows did not change.
      message = listing.notices.first { if case .offline = $0 { false } else { true } }
        .map { .notice($0) }
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
}
