import Foundation

/// One row of the reader's feeds list: every subscription at once, a saved query, a tag (its
/// feeds follow it, indented), or a feed.
public enum ReaderFeedEntry: Sendable, Equatable {
  case all
  /// A saved query (`@NAME`), after every subscription.
  case query(SavedQuery)
  /// A tag, with the unread articles of its feeds.
  case tag(String, unread: Int)
  /// A feed, indented under a tag when `tagged`.
  case feed(FeedSubscription, tagged: Bool)

  /// The rows for these subscriptions: every subscription first; then, when any feed has a
  /// tag, each tag (by name, case and diacritics aside) followed by its feeds, and the feeds
  /// without a tag last. A feed with several tags is under each.
  public static func entries(for feeds: [FeedSubscription]) -> [ReaderFeedEntry] {
    guard feeds.contains(where: { !$0.tags.isEmpty }) else {
      return [.all] + feeds.map { .feed($0, tagged: false) }
    }
    var byTag: [String: (name: String, feeds: [FeedSubscription])] = [:]
    for feed in feeds {
      for tag in feed.tags {
        byTag[TextFolding.fold(tag), default: (tag, [])].feeds.append(feed)
      }
    }
    var entries: [ReaderFeedEntry] = [.all]
    for key in byTag.keys.sorted() {
      guard let group = byTag[key] else { continue }
      entries.append(.tag(group.name, unread: group.feeds.reduce(0) { $0 + $1.unread }))
      entries += group.feeds.map { .feed($0, tagged: true) }
    }
    entries += feeds.filter(\.tags.isEmpty).map { .feed($0, tagged: false) }
    return entries
  }
}

extension ReaderState {
  /// The feeds list's rows.
  public var feedEntries: [ReaderFeedEntry] {
    let entries = ReaderFeedEntry.entries(for: feeds)
    return [entries[0]] + queries.map { .query($0) } + entries.dropFirst()
  }

  /// The row selected in the feeds list.
  var selectedFeedEntry: ReaderFeedEntry? {
    let entries = feedEntries
    return entries.indices.contains(feedSelection) ? entries[feedSelection] : nil
  }

  /// Selects the feeds list's first tag, when it has one.
  mutating func selectFirstTag() {
    let first = feedEntries.firstIndex {
      if case .tag = $0 { return true }
      return false
    }
    if let first { feedSelection = first }
  }
}
