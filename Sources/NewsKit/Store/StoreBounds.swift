import Foundation

/// The longest values the store takes, cut or refused on the way in, far below what it reads
/// back (`StoredArticle.longestText`): a 7 MB title from a server or a 50 MB address in
/// newsboat's `urls` was stored whole, then read back as damage by every later command.
public enum StoreBounds {
  /// An address (a feed's, an article's link, a site): longer is no address `news` keeps.
  public static let address = 8_192
  /// A title (an article's, a feed's), cut with an ellipsis beyond.
  public static let title = 4_096
  /// A name (an author, an outlet), cut beyond.
  public static let name = 1_024
  /// A summary, cut beyond (a list shows 600 characters of it).
  public static let summary = 65_536
  /// A language or topic code.
  public static let code = 64

  /// `text` cut to at most `bytes` of UTF-8 at a character's start, with `…` when cut.
  public static func cut(text: String, to bytes: Int) -> String {
    guard text.utf8.count > bytes else { return text }
    let scalars = text.unicodeScalars
    var end = scalars.startIndex
    var used = 0
    for index in scalars.indices {
      used += UTF8.width(scalars[index])
      // Room is left for the ellipsis (3 bytes).
      guard used <= bytes - 3 else { break }
      end = scalars.index(after: index)
    }
    return String(scalars[..<end]) + "…"
  }

  /// `text` cut to at most `bytes`, nil kept.
  public static func cut(_ text: String?, to bytes: Int) -> String? {
    text.map { cut(text: $0, to: bytes) }
  }

  /// An address kept only when at most `address` bytes long (a cut address is a wrong one).
  public static func address(_ text: String?) -> String? {
    whole(text, within: address)
  }

  /// A value that means nothing cut (an address, a validator), kept only whole within `bytes`.
  public static func whole(_ text: String?, within bytes: Int) -> String? {
    guard let text, text.utf8.count <= bytes else { return nil }
    return text
  }

  /// An article as the store keeps it: each text within its bound.
  public static func article(_ article: Article) -> Article {
    var kept = article
    kept.title = cut(article.title, to: title)
    kept.summary = cut(article.summary, to: summary)
    kept.link = Self.address(article.link)
    kept.source = cut(article.source, to: name)
    kept.author = cut(article.author, to: name)
    kept.language = whole(article.language, within: code)
    kept.topic = whole(article.topic, within: code)
    kept.image = Self.address(article.image)
    return kept
  }
}
