import Foundation

/// The feeds list: choose, subscribe (`a`, then an address) and unsubscribe (`d`, then `y`).
extension ReaderState {
  /// Keys in the feeds list: entry 0 is every subscription at once, then tags and feeds.
  mutating func feedKey(_ key: Key) -> [ReaderEffect] {
    let last = feedEntries.count - 1
    if let done = pickerKey(key, selection: \.feedSelection, last: last) {
      return done
    }
    switch (key, selectedFeedEntry) {
    case (.character("a"), _):
      addressEditor.clear()
      screen = .feedAddress
    case (.character("d"), .feed(let feed, _)):
      // Only a feed can be unsubscribed from: not every feed at once, not a tag.
      pendingRemoval = feed
      message = .confirmRemoval(feed.name)
    // newsboat's feed list: A marks the feed read (every feed, on the first line), R reloads
    // all, N goes to the next feed with unread articles.
    case (.character("A"), .feed(let feed, _)): return [.markFeedsRead([feed.id])]
    case (.character("A"), .all): return [.markFeedsRead([])]
    case (.character("R"), _): return [.refreshAll]
    case (.character("N"), _), (.control("n"), _): return nextUnreadFeed(step: 1)
    case (.control("p"), _): return nextUnreadFeed(step: -1)
    case (.enter, .all):
      screen = .list
      return fetch(.feeds(nil), page: 1)
    case (.enter, .query(let saved)):
      screen = .list
      return fetch(.query(saved), page: 1)
    case (.enter, .tag(let tag, _)):
      screen = .list
      return fetch(.tagged(tag), page: 1)
    case (.enter, .feed(let feed, _)):
      screen = .list
      return fetch(.feeds(feed), page: 1)
    default: break
    }
    return []
  }

  /// The answer to "unsubscribe?": `y` unsubscribes, any other key keeps the feed.
  mutating func removalAnswer(_ key: Key, feed: FeedSubscription) -> [ReaderEffect] {
    pendingRemoval = nil
    guard key == .character("y") || key == .character("Y") else {
      message = nil
      return []
    }
    return [.removeFeed(feed)]
  }

  /// Keys at the feed address prompt: editing, Enter subscribes, Esc goes back to the feeds.
  mutating func feedAddressKey(_ key: Key) -> [ReaderEffect] {
    promptKey(key, editor: \.addressEditor, back: .feeds).map { [.addFeed($0)] } ?? []
  }
}
