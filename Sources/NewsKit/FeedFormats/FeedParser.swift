import Foundation

/// One entry of a feed, as written.
public struct FeedItem: Sendable, Equatable {
  public var title: FeedText?
  /// The entry's own address: RSS `<link>`, else Atom's alternate link (HTML preferred), else a
  /// permalink `<guid>`. Never an Atom `<id>`, which names an entry but need not be an address.
  public var link: String?
  /// The short text (`description`, `summary`).
  public var summary: FeedText?
  /// The full text (`content`, `content:encoded`), when there is one.
  public var content: FeedText?
  public var published: Date?
  public var publishedHasTime = true
  public var author: String?
  /// RSS `<guid>` or Atom `<id>`: what names the entry within its feed.
  public var id: String?
  /// RSS `<source>`: the publisher's name.
  public var sourceName: String?
  /// RSS `<source url>`: the publisher's address.
  public var sourceURL: String?
  /// The files it carries (`Enclosure`), in the feed's order, at most `Enclosure.maximum`.
  public var enclosures: [Enclosure] = []
  /// The pictures it names (Media RSS thumbnails and image contents, image enclosures).
  var images = ImageChoice()

  /// Its picture: the best its feed names; nil when none.
  public var image: String? { images.best }
}

/// A feed's entries.
public struct Feed: Sendable, Equatable {
  public var title: FeedText?
  /// The site the feed belongs to.
  public var link: String?
  public var items: [FeedItem]
  /// RSS `<ttl>`: minutes the feed may be cached before it is fetched again.
  public var ttlMinutes: Int? = nil
}

/// Why a body is not a feed `news` can read.
public enum FeedError: Error, Equatable {
  /// Not RSS or Atom at all (an HTML page, JSON, nothing).
  case notAFeed
  /// The document stops before its first complete entry.
  case truncated
}

/// Reads RSS 0.9x/1.0/2.0 and Atom 0.3/1.0, in any encoding and with any namespace prefixes.
///
/// Only an entry's own children count: a link or date inside `<source>`, `<image>` or
/// `media:group` belongs to something else. Links are resolved against `xml:base` where the
/// document sets one, else against the address the feed came from. A document cut off after
/// some complete entries gives those entries; one cut off before any is `truncated`. Work is
/// linear in the size of the document, whatever it holds.
public enum FeedParser {
  static let rootNames: Set<String> = ["rss", "rdf:rdf", "feed", "channel"]
  /// Elements whose content is read as one piece of text.
  static let textElements: Set<String> = [
    "title", "description", "summary", "content", "content:encoded", "subtitle", "tagline",
    "dc:title", "media:title", "media:description", "link", "guid", "id", "author",
    "dc:creator", "source", "name", "ttl",
  ]
  /// Dates of publication, most authoritative first, then dates of change (used when there is
  /// no publication date): Atom 1.0's `published` over RSS's `pubDate` over Dublin Core over
  /// Atom 0.3's `issued` and `created`.
  static let publishedRank: [String: Int] = [
    "published": 0, "pubdate": 1, "dc:date": 2, "dcterms:issued": 3, "issued": 4,
    "dcterms:created": 5, "created": 6,
  ]
  static let updatedRank: [String: Int] = ["updated": 0, "dcterms:modified": 1, "modified": 2]

  /// The feed in `data`, fetched from `url`; `contentType` is the HTTP header, for its charset.
  /// A body that starts with `{` is read as a JSON Feed.
  public static func parse(_ data: Data, url: URL, contentType: String? = nil) throws -> Feed {
    if data.first(where: { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }) == 0x7B {
      return try JSONFeedParser.parse(data, url: url)
    }
    return try parseCountingSteps(data, url: url, contentType: contentType).feed
  }

  /// `parse`, with the number of steps the work took (bytes examined, tokens, elements).
  static func parseCountingSteps(_ data: Data, url: URL, contentType: String? = nil) throws
    -> (feed: Feed, steps: Int)
  {
    var reader = FeedReader(url: url)
    var tokenizer = XMLTokenizer(FeedEncoding.utf8(data, contentType: contentType))
    while let token = tokenizer.next() {
      reader.steps += 1
      switch token {
      case .start(let name, let attributes, let selfClosing):
        try reader.start(name, attributes, selfClosing: selfClosing, tokenizer: &tokenizer)
      case .end(let name):
        reader.end(name)
      case .text:
        break
      }
    }
    guard reader.sawRoot else { throw FeedError.notAFeed }
    if tokenizer.endedEarly || reader.isOpen, reader.feed.items.isEmpty {
      throw FeedError.truncated
    }
    return (reader.feed, reader.steps + tokenizer.steps + reader.namespaceSteps)
  }
}
