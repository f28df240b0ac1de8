import Foundation

/// One entry of a feed, as written.
public struct FeedItem: Sendable, Equatable {
  public var title: String?
  public var link: String?
  /// The short text (`description`, `summary`).
  public var summary: String?
  /// The full text (`content`, `content:encoded`), when there is one.
  public var content: String?
  public var published: Date?
  public var publishedHasTime = true
  public var author: String?
  /// RSS `<source>`: the publisher's name.
  public var sourceName: String?
  /// RSS `<source url>`: the publisher's address.
  public var sourceURL: String?
}

/// A feed's entries.
public struct Feed: Sendable, Equatable {
  public var title: String?
  public var items: [FeedItem]
}

/// Why a body is not a feed `news` can read.
public enum FeedError: Error, Equatable {
  /// Not RSS or Atom at all (an HTML page, JSON, nothing).
  case notAFeed
  /// The document stops before it ends.
  case truncated
}

/// Reads RSS 2.0, RSS 0.9x/1.0 (RDF) and Atom 1.0 into `Feed`.
///
/// Tolerant of what real feeds do (missing titles or dates, HTML in CDATA or escaped, HTML
/// entities, relative links, which are resolved against the feed's own link or address), strict
/// about what makes a body unusable: a document that is no feed, or one cut off before its end.
public enum FeedParser {
  static let itemElements: Set<String> = ["item", "entry"]
  static let dateElements: Set<String> = [
    "pubdate", "published", "updated", "dc:date", "issued", "modified",
  ]
  static let authorElements: Set<String> = ["author", "dc:creator", "name"]

  /// The feed in `data`, fetched from `url`.
  public static func parse(_ data: Data, url: URL) throws -> Feed {
    var tokenizer = XMLTokenizer([UInt8](data))
    var stack: [String] = []
    var root: String?
    var feed = Feed(title: nil, items: [])
    var baseLink: String?
    var item: FeedItem?
    var text = ""
    while let token = tokenizer.next() {
      switch token {
      case .start(let name, let attributes, let selfClosing):
        if root == nil {
          guard ["rss", "rdf:rdf", "feed"].contains(name) else { throw FeedError.notAFeed }
          root = name
        }
        if itemElements.contains(name) {
          item = FeedItem()
        }
        if name == "link", let href = attributes["href"] {
          let rel = attributes["rel"] ?? "alternate"
          if rel == "alternate" {
            if var current = item {
              if current.link == nil { current.link = href }
              item = current
            } else if baseLink == nil {
              baseLink = href
            }
          }
        }
        if name == "source", item != nil {
          item?.sourceURL = attributes["url"]
        }
        if !selfClosing {
          stack.append(name)
          text = ""
        }
      case .text(let value):
        text += value
      case .end(let name):
        guard let index = stack.lastIndex(of: name) else { continue }
        let parent = index > 0 ? stack[index - 1] : nil
        stack.removeSubrange(index...)
        let value = text.trimmingCharacters(in: .whitespacesAndNewlines)
        defer { text = "" }
        if itemElements.contains(name), let finished = item {
          feed.items.append(finished)
          item = nil
          continue
        }
        guard item != nil else {
          if name == "title", parent == "channel" || parent == "feed" { feed.title = value }
          if name == "link", parent == "channel", !value.isEmpty, baseLink == nil {
            baseLink = value
          }
          continue
        }
        assign(value, element: name, parent: parent, to: &item!)
      }
    }
    guard root != nil else { throw FeedError.notAFeed }
    guard stack.isEmpty else { throw FeedError.truncated }
    let base = baseLink.flatMap { URL(string: $0, relativeTo: url) } ?? url
    feed.items = feed.items.map { resolve($0, against: base) }
    return feed
  }

  static func assign(_ value: String, element: String, parent: String?, to item: inout FeedItem) {
    guard !value.isEmpty else { return }
    switch element {
    case "title" where parent == "item" || parent == "entry":
      item.title = value
    case "link" where item.link == nil:
      item.link = value
    case "guid" where item.link == nil && value.hasPrefix("http"):
      item.link = value
    case "source":
      item.sourceName = value
    case "description", "summary":
      item.summary = item.summary ?? value
    case "content", "content:encoded":
      item.content = item.content ?? value
    case _ where dateElements.contains(element):
      if item.published == nil, let parsed = FeedDate.parse(value) {
        item.published = parsed.date
        item.publishedHasTime = parsed.hasTime
      }
    case _ where authorElements.contains(element):
      if element != "name" || parent == "author" { item.author = item.author ?? value }
    default:
      break
    }
  }

  static func resolve(_ item: FeedItem, against base: URL) -> FeedItem {
    var resolved = item
    if let link = item.link, let url = URL(string: link, relativeTo: base) {
      resolved.link = url.absoluteString
    }
    return resolved
  }
}
