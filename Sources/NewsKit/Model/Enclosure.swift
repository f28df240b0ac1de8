/// A file an article carries (a podcast's audio, a video): RSS `<enclosure>`, Atom's
/// `rel="enclosure"` link, Media RSS audio and video.
public struct Enclosure: Sendable, Equatable, Hashable {
  /// Its address (http or https).
  public var url: String
  /// Its media type as the feed gave it (`audio/mpeg`), nil when none.
  public var type: String?
  /// Its size in bytes as the feed gave it, nil when none or not a number.
  public var length: Int?

  public init(url: String, type: String? = nil, length: Int? = nil) {
    self.url = url
    self.type = type
    self.length = length
  }

  /// The most enclosures kept for one article.
  public static let maximum = 16
  /// The longest media type kept.
  public static let maximumType = 100
}
