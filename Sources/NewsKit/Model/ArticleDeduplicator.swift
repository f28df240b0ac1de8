import Foundation

/// Drops repeated articles: the same link, or the same title from the same source.
///
/// APIs return the same story more than once (syndication, a page crawled twice); showing it
/// twice wastes one of the few places in the list. The first occurrence is kept.
public struct ArticleDeduplicator {
  private var seenLinks: Set<String> = []
  private var seenTitles: Set<String> = []

  /// A deduplicator that has seen nothing yet, with room for `capacity` articles: a page's
  /// sets grown one doubling at a time rehashed every key (a third of deduplicating 50).
  public init(capacity: Int = 0) {
    seenLinks.reserveCapacity(capacity)
    seenTitles.reserveCapacity(capacity)
  }

  /// The articles in order, each story once.
  public static func unique(_ articles: [Article]) -> [Article] {
    var deduplicator = ArticleDeduplicator(capacity: articles.count)
    return articles.filter { deduplicator.admit($0) }
  }

  /// Whether `article` is a story not seen before; remembers it either way.
  public mutating func admit(_ article: Article) -> Bool {
    let link = article.link.map(Self.linkKey)
    let title = article.title.map { TextFolding.fold($0) + "\u{0}" + (article.source ?? "") }
    if let link, seenLinks.contains(link) { return false }
    if let title, seenTitles.contains(title) { return false }
    if let link { seenLinks.insert(link) }
    if let title { seenTitles.insert(title) }
    return true
  }

  /// A link without what does not change the page: scheme and host case, `www.`, the fragment,
  /// a trailing slash.
  static func linkKey(_ link: String) -> String {
    // Most links are ASCII: their bytes give the same key without Unicode's case mapping and
    // Character-wise searching (3 % of a search's instructions for its 100 links).
    link.utf8.allSatisfy({ $0 < 0x80 }) ? asciiLinkKey(link) : unicodeLinkKey(link)
  }

  /// `linkKey` of any link, on its Characters.
  static func unicodeLinkKey(_ link: String) -> String {
    var key = lowercased(link)
    // Searched as a Character only when the byte is there: most links have no fragment, and
    // the search breaks the whole link into Characters (14,600 instructions a link).
    if key.utf8.contains(UInt8(ascii: "#")), let hash = key.firstIndex(of: "#") {
      key = String(key[..<hash])
    }
    for prefix in ["https://", "http://"] where key.hasPrefix(prefix) {
      key.removeFirst(prefix.count)
    }
    if key.hasPrefix("www.") { key.removeFirst(4) }
    while key.hasSuffix("/") { key.removeLast() }
    return key
  }

  /// `text.lowercased()`, which maps each scalar on its own (`lowercaseMapping`), with the
  /// ASCII ones mapped on their bytes: the standard library makes a String of every scalar of
  /// a text that is not all ASCII (22,000 instructions for a link with one `ó`).
  static func lowercased(_ text: String) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      if scalar.isASCII {
        let value = UInt8(scalar.value)
        bytes.append((0x41...0x5A).contains(value) ? value | 0x20 : value)
      } else {
        bytes.append(contentsOf: scalar.properties.lowercaseMapping.utf8)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// `linkKey` of an ASCII link, on its bytes.
  static func asciiLinkKey(_ link: String) -> String {
    var bytes = link.utf8.map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }
    if let hash = bytes.firstIndex(of: UInt8(ascii: "#")) { bytes.removeSubrange(hash...) }
    for prefix in ["https://", "http://"] where bytes.starts(with: prefix.utf8) {
      bytes.removeFirst(prefix.utf8.count)
    }
    if bytes.starts(with: "www.".utf8) { bytes.removeFirst(4) }
    while bytes.last == UInt8(ascii: "/") { bytes.removeLast() }
    return String(decoding: bytes, as: UTF8.self)
  }
}
