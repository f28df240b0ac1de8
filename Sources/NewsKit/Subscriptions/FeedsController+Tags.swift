import Foundation

/// What `news feed tag`, `feed untag` and `read --tag` do with a subscription's tags.
extension FeedsController {
  /// Adds tags to the subscription a reference names (found as `remove` finds it); every tag
  /// is checked before any is added. Returns the feed with its tags.
  public func tag(_ reference: String, with tags: [String]) throws -> FeedSubscription {
    let cleaned = try tags.map(FeedTags.clean)
    var feed = try subscription(reference)
    feed.tags = try store { try FeedStore($0).tag(feed.id, with: cleaned) }
    feed.folder = feed.tags.first
    return feed
  }

  /// Removes tags from the subscription a reference names; a tag it does not have is no
  /// error, but said (`missing`). Returns the feed with the tags it keeps.
  public func untag(_ reference: String, removing tags: [String]) throws -> (
    feed: FeedSubscription, missing: [String]
  ) {
    var feed = try subscription(reference)
    let before = try store { try FeedStore($0).tags(of: feed.id) }
    let missing = tags.filter { typed in !before.contains { FeedStore.same($0, typed) } }
    feed.tags = try store { try FeedStore($0).untag(feed.id, removing: tags) }
    feed.folder = feed.tags.first
    return (feed, missing)
  }

  /// Names the subscription a reference names as the user wants it shown: in lists, stories
  /// and the reader, and on its articles; a refresh or a reader service no longer renames it.
  public func rename(_ reference: String, to name: String) throws -> FeedSubscription {
    let cleaned = TerminalSanitizer.sanitize(name).trimmingCharacters(in: .whitespacesAndNewlines)
    guard !cleaned.isEmpty else { throw NewsError.usage(.emptyFeedName) }
    var feed = try subscription(reference)
    try store { try FeedStore($0).rename(feed.id, to: cleaned) }
    feed.title = StoreBounds.cut(cleaned, to: StoreBounds.title)
    return feed
  }

  /// Each tag as the subscriptions spell it (`swiat` → `Świat`), or as typed when none has it.
  public func spelled(_ tags: [String]) throws -> [String] {
    let known = try list(counting: false).flatMap(\.tags)
    return tags.map { typed in known.first { FeedStore.same($0, typed) } ?? typed }
  }

  /// The ids of the subscriptions that have any of `tags` (case and diacritics aside), nil for
  /// no tags; a tag no subscription has is an error, so a typo does not list nothing.
  func feedIDs(taggedWith tags: [String]) throws -> Set<Int64>? {
    guard !tags.isEmpty else { return nil }
    var chosen: Set<Int64>?
    for tag in tags {
      guard !tag.trimmingCharacters(in: .whitespaces).isEmpty else {
        throw NewsError.usage(.emptyTag)
      }
      let ids = Set(try store { try FeedStore($0).feedIDs(taggedWith: tag) })
      guard !ids.isEmpty else { throw NewsError.usage(.unknownTag(tag)) }
      chosen = chosen.map { $0.union(ids) } ?? ids
    }
    return chosen
  }
}
