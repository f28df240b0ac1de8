import Foundation

/// A subscription as `news feed list` shows it.
public struct FeedSubscription: Sendable, Equatable {
  public var id: Int64
  public var url: String
  public var title: String?
  /// The site the feed belongs to.
  public var site: String?
  /// The folder, nested folders joined with `/`.
  public var folder: String?
  public var lastRefresh: Date?
  /// `updated`, `not_modified`, `skipped` or `error` after a refresh; nil before the first.
  public var status: String?
  public var error: String?
  /// Articles stored from this feed, and how many of them no list has shown yet.
  public var articles: Int
  public var unread: Int
  /// The validators of the last answer, for a conditional request.
  public var etag: String?
  public var lastModified: String?
  /// Not to be fetched before this time (Retry-After, `<ttl>`, Cache-Control), unless forced.
  public var dueAt: Date?
  /// The reader service's stream id (`feed/…`) once a sync has matched it.
  public var remoteID: String? = nil
  /// The minutes the feed's `<ttl>` asked to be left alone, from its last full answer.
  public var ttlMinutes: Int? = nil
  /// Its tags, in order; the folder, when it has one, is the first.
  public var tags: [String] = []
  /// Left out of lists of every feed (newsboat's `!`); listed when named, by tag or by query.
  public var hidden = false

  /// The name to show: the title, else the address with its password masked (`user:***@`).
  public var name: String { title ?? AddressMask.mask(url) }
}

/// Where a new subscription came from, for `subscribe`.
public struct FeedCandidate: Sendable, Equatable {
  public var address: FeedAddress
  public var title: String?
  public var site: String?
  public var folder: String?
  /// Tags besides the folder (OPML's `category`).
  public var tags: [String]
  /// Whether the feed is hidden (newsboat's `!`), set on a known feed too; nil leaves it.
  public var hidden: Bool? = nil

  public init(
    address: FeedAddress, title: String?, site: String?, folder: String? = nil,
    tags: [String] = []
  ) {
    self.address = address
    self.title = StoreBounds.cut(title, to: StoreBounds.title)
    self.site = StoreBounds.address(site)
    self.folder = folder
    self.tags = tags
  }
}
