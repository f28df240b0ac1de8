import Foundation

/// newsboat's ways through what is unread: the next unread article (`n`, `p`), the next feed
/// with unread articles (`N`, Ctrl-N, Ctrl-P), and macros (`,` and a key).
extension ReaderState {
  /// Selects and opens the next (`step` 1) or previous (-1) unread article of the list after
  /// the selection; says so when there is none.
  mutating func openUnread(step: Int) -> [ReaderEffect] {
    var index = selection + step
    while articles.indices.contains(index), articles[index].read { index += step }
    guard articles.indices.contains(index) else {
      message = step > 0 ? .noUnreadAfter : .noUnreadBefore
      return []
    }
    selection = index
    scrollToSelection()
    screen = .detail
    detailTop = 0
    detailSaved = nil
    return openSelected()
  }

  /// Lists the next (`step` 1) or previous (-1) feed after the one shown that has unread
  /// articles, in the order subscribed; hidden feeds are passed. The feeds are listed first
  /// when the reader has not seen them yet.
  mutating func nextUnreadFeed(step: Int) -> [ReaderEffect] {
    guard !feeds.isEmpty else {
      pendingFeedStep = step
      return [.loadFeeds]
    }
    let visible = feeds.filter { !$0.hidden }
    var current: Int?
    if case .feeds(let feed?) = subject { current = visible.firstIndex { $0.id == feed.id } }
    // From the one shown, around the list once; from none, the first (or last) of them.
    let count = visible.count
    guard count > 0 else {
      message = .noUnreadFeed
      return []
    }
    let start = current ?? (step > 0 ? -1 : count)
    for offset in 1...count {
      let index = ((start + step * offset) % count + count) % count
      if index == current { break }
      guard visible[index].unread > 0 else { continue }
      screen = .list
      return fetch(.feeds(visible[index]), page: 1) + [.loadFeeds]
    }
    message = .noUnreadFeed
    return []
  }

  /// The key after `,`: the macro bound to it runs with the selected article's address.
  mutating func macroKey(_ key: Key) -> [ReaderEffect] {
    awaitsMacro = false
    message = nil
    guard case .character(let character) = key, let command = bindings.macros[character] else {
      if key != .escape { message = .noMacro(Self.keyText(key)) }
      return []
    }
    guard let article = selected else { return [] }
    guard let link = article.link else {
      message = .error(.usage(.noLink(selection + 1)))
      return []
    }
    return [.macro(command, link: link)]
  }

  /// Marks an article read in the lists (the store marked it).
  mutating func markLocallyRead(_ article: Article) {
    for index in fetchedArticles.indices where fetchedArticles[index].isSame(as: article) {
      fetchedArticles[index].read = true
    }
    for index in articles.indices where articles[index].isSame(as: article) {
      articles[index].read = true
    }
  }

  /// A key as the status line names it.
  static func keyText(_ key: Key) -> String {
    switch key {
    case .character(let character): String(character)
    case .control(let character): "^" + character.uppercased()
    default: "?"
    }
  }
}
