import Foundation

/// The feeds list: choose, subscribe (`a`, then an address) and unsubscribe (`d`, then `y`).
extension ReaderState {
  /// Keys in the feeds list: entry 0 is every subscription at once.
  mutating func feedKey(_ key: Key) -> [ReaderEffect] {
    if let done = pickerKey(key, selection: \.feedSelection, last: feeds.count) {
      return done
    }
    switch key {
    case .character("a"):
      addressEditor.clear()
      screen = .feedAddress
    case .character("d"):
      // Entry 0 is every subscription at once: nothing to unsubscribe from.
      guard feedSelection > 0, feeds.indices.contains(feedSelection - 1) else { return [] }
      let feed = feeds[feedSelection - 1]
      pendingRemoval = feed
      message = .confirmRemoval(feed.name)
    case .enter:
      screen = .list
      let feed = feedSelection == 0 ? nil : feeds[feedSelection - 1]
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
