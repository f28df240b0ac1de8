import Foundation
import Localization

extension ReaderState {
  /// Keys under the list.
  mutating func listKey(_ key: Key) -> [ReaderEffect] {
    if let effects = sharedKey(key) { return effects }
    switch key {
    case .character("j"), .down: moveSelection(by: 1)
    case .character("k"), .up: moveSelection(by: -1)
    case .character("J"): moveSelection(by: 1)
    case .character("K"): moveSelection(by: -1)
    // A page of rows; at the end of the list the next page, at its top the page before.
    case .pageDown, .character(" "):
      guard selection >= articles.count - 1, let subject else {
        moveSelection(by: listRows)
        return []
      }
      return fetch(subject, page: page + 1)
    case .pageUp:
      guard selection == 0, let subject else {
        moveSelection(by: -listRows)
        return []
      }
      guard page > 1 else {
        message = .firstPage
        return []
      }
      return fetch(subject, page: page - 1)
    case .character("g"), .home: moveSelection(by: -articles.count)
    case .character("G"), .end: moveSelection(by: articles.count)
    case .enter:
      guard selected != nil else { return [] }
      screen = .detail
      detailTop = 0
      detailSaved = nil
      return openSelected()
    case .character("q"):
      exitCode = 0
      return request.map { [.cancel($0.id)] } ?? []
    // newsboat's next and previous unread: selected and opened.
    case .character("n"): return openUnread(step: 1)
    case .character("p"): return openUnread(step: -1)
    case .character("r"):
      guard let subject else { return [] }
      return fetch(subject, page: page, keepsSelection: true)
    case .character("F"):
      // The same list again, with the filters off (or on again).
      guard let subject else { return [] }
      showsFiltered.toggle()
      let effects = fetch(subject, page: page, keepsSelection: true)
      filtersToggled = true
      return effects
    case .character("u"):
      hidesRead.toggle()
      applyReadFilter()
      message = hidesRead ? .readHidden : .readShown
    case .character("A"):
      // In a feed (or all of them) newsboat's "mark feed read": every article of the feed,
      // beyond the page shown.
      if case .feeds(let feed) = subject {
        for index in fetchedArticles.indices { fetchedArticles[index].read = true }
        applyReadFilter()
        return [.markFeedsRead(feed.map { [$0.id] } ?? [])]
      }
      // Elsewhere newsboat's "mark all read": every article of the list, here and in the store.
      let marked = fetchedArticles
      for index in fetchedArticles.indices { fetchedArticles[index].read = true }
      applyReadFilter()
      message = .markedRead(marked.count)
      return marked.isEmpty ? [] : [.markRead(marked)]
    // A letter that does nothing here says where the keys are.
    case .character: message = .keysHint
    default: break
    }
    return []
  }

  /// Opens the selected article's details: it is read from now on (unread means not opened),
  /// in the list as in the store. It stays in a list that hides the read until the next one.
  mutating func openSelected() -> [ReaderEffect] {
    guard let article = selected else { return [] }
    if let index = fetchedArticles.firstIndex(of: article) { fetchedArticles[index].read = true }
    articles[selection].read = true
    return [.detailsOpened(articles[selection])] + pictureOnOpening()
  }

  /// The list shown: the fetched one, less the read (opened) articles while they are hidden;
  /// the selection stays on the same article where it can.
  mutating func applyReadFilter() {
    let current = selected
    articles = hidesRead ? fetchedArticles.filter { !$0.read } : fetchedArticles
    if let current, let index = articles.firstIndex(of: current) {
      selection = index
    }
    selection = min(selection, max(0, articles.count - 1))
    scrollToSelection()
  }

  /// Keys that do the same under the list and in the details: open, save, search, topics,
  /// feeds, language, help. Nil for any other key.
  mutating func sharedKey(_ key: Key) -> [ReaderEffect]? {
    switch key {
    case .character("o"):
      guard let article = selected else { return [] }
      guard let link = article.link else {
        message = .error(.usage(.noLink(selection + 1)))
        return []
      }
      return [.open(link)]
    case .character("s"):
      guard let article = selected else { return [] }
      return [.toggleSave(article)]
    case .character("/"):
      editor.clear()
      screen = .search
    case .character("t") where subject?.isFeeds ?? false:
      // In the feeds a tag is picked: the feeds list, on its first tag.
      screen = .feeds
      message = nil
      picksTag = true
      selectFirstTag()
      return [.loadFeeds]
    case .character("t"):
      topicSelection = {
        if case .news(.topic(let topic)) = subject {
          return Topic.allCases.firstIndex(of: topic) ?? 0
        }
        return 0
      }()
      screen = .topics
    case .character("f"):
      screen = .feeds
      // The provider's failure is its own view's: the feeds do not carry it.
      if !(subject?.isStore ?? false) { message = nil }
      return [.loadFeeds]
    case .character("w"):
      screen = .watches
      return [.loadWatches]
    case .character("S"):
      // newsboat's saved view: the articles kept with s.
      screen = .list
      return fetch(.saved, page: 1)
    case .character("l"):
      return switchLanguage()
    case .character("N"), .control("n"): return nextUnreadFeed(step: 1)
    case .control("p"): return nextUnreadFeed(step: -1)
    case .character("R"): return [.refreshAll]
    case .character("b"):
      guard let article = selected else { return [] }
      guard bookmarks else {
        message = .noBookmarkCommand
        return []
      }
      return [.bookmark(article)]
    case .character("e"):
      // One at a time: its progress is what the status line says meanwhile.
      guard let article = selectedWithEnclosure(), !downloads else { return [] }
      downloads = true
      return [.download(article)]
    case .character("P"):
      guard let article = selectedWithEnclosure() else { return [] }
      guard players else {
        message = .noPlayer
        return []
      }
      return [.play(article)]
    case .character(","):
      awaitsMacro = true
      message = .macroPrompt
    case .character("?"):
      showsHelp = true
      helpTop = 0
    default:
      return nil
    }
    return []
  }

  /// The selected article when it has an enclosure; without one, that is said.
  mutating func selectedWithEnclosure() -> Article? {
    guard let article = selected else { return nil }
    if article.enclosures.isEmpty { message = .noEnclosure }
    return article.enclosures.isEmpty ? nil : article
  }

  /// Speaks the other language at once, and asks for the list shown in it; the list shown
  /// stays until the answer comes.
  mutating func switchLanguage() -> [ReaderEffect] {
    language = language == .pl ? .en : .pl
    guard let subject else { return [] }
    return fetch(subject, page: page, keepsSelection: true)
  }

  /// Keys while the key help is shown: the keys that scroll the details scroll it (when it is
  /// longer than the screen), any other closes it.
  mutating func helpKey(_ key: Key) {
    switch key {
    case .character("j"), .down: helpTop += 1
    case .character("k"), .up: helpTop = max(0, helpTop - 1)
    // A page less the lines that say where the help is (one or two) and one kept in view.
    case .pageDown, .character(" "): helpTop += max(1, bodyRows - 3)
    case .pageUp: helpTop = max(0, helpTop - max(1, bodyRows - 3))
    case .character("g"), .home: helpTop = 0
    case .character("G"), .end: helpTop = Int.max / 2
    default: showsHelp = false
    }
  }

  /// Keys in the details of the selected article: scroll, back, and the shared keys.
  mutating func detailKey(_ key: Key) -> [ReaderEffect] {
    if let effects = sharedKey(key) { return effects }
    switch key {
    case .escape, .character("q"), .backspace, .left, .character("h"): screen = .list
    case .character("j"), .down: detailTop += 1
    case .character("k"), .up: detailTop = max(0, detailTop - 1)
    case .pageDown, .character(" "): detailTop += bodyRows
    case .pageUp: detailTop = max(0, detailTop - bodyRows)
    case .character("g"), .home: detailTop = 0
    case .character("x"): return readFullText()
    case .character("i"): return togglePicture()
    // As in newsboat's article view: n/p the next or previous unread, J/K the next or previous
    // article of the list, opened here.
    case .character("n"): return openUnread(step: 1)
    case .character("p"): return openUnread(step: -1)
    case .character("J"), .character("K"):
      let step = key == .character("J") ? 1 : -1
      guard articles.indices.contains(selection + step) else {
        message = step > 0 ? .lastArticle : .firstArticle
        return []
      }
      selection += step
      scrollToSelection()
      detailTop = 0
      detailSaved = nil
      return openSelected()
    case .character: message = .keysHint
    default: break
    }
    return []
  }

  /// Keys in the topic picker.
  mutating func topicKey(_ key: Key) -> [ReaderEffect] {
    if let done = pickerKey(key, selection: \.topicSelection, last: Topic.allCases.count - 1) {
      return done
    }
    switch key {
    case .enter:
      screen = .list
      return fetch(.news(.topic(Topic.allCases[topicSelection])), page: 1)
    default: break
    }
    return []
  }

  /// A key at a prompt: Esc clears it and goes `back`, Enter goes `back` with the text typed
  /// (nil when it was empty), anything else edits.
  mutating func promptKey(
    _ key: Key, editor: WritableKeyPath<ReaderState, LineEditor>, back: Screen
  ) -> String? {
    switch key {
    case .escape:
      self[keyPath: editor].clear()
      screen = back
    case .enter:
      let text = self[keyPath: editor].submit().trimmingCharacters(in: .whitespaces)
      screen = back
      return text.isEmpty ? nil : text
    default:
      _ = self[keyPath: editor].apply(key)
    }
    return nil
  }

  /// `x` in the details: the article's page read for its full text, unless it is shown.
  mutating func readFullText() -> [ReaderEffect] {
    guard let article = selected else { return [] }
    if article.fullText != nil {
      message = .fullTextShown
      return []
    }
    guard article.link != nil else {
      message = .error(.usage(.noLink(selection + 1)))
      return []
    }
    readingPage = article
    spinnerFrame = 0
    message = nil
    return [.readPage(article)]
  }

  /// Keys at the search prompt: editing, Enter searches, Esc goes back.
  /// In a view of the store (feeds, saved, a watch) the store is searched, as `search
  /// --offline` does; elsewhere the provider.
  mutating func searchKey(_ key: Key) -> [ReaderEffect] {
    let store = subject?.isStore ?? false
    return promptKey(key, editor: \.editor, back: .list).map {
      fetch(store ? .stored($0) : .news(.search($0)), page: 1)
    } ?? []
  }
}
