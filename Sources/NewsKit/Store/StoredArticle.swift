import Foundation
import GRDB

/// An article as the store keeps it: the article itself, its row id, and its dates.
public struct StoredArticle: Sendable, Equatable {
  /// The row id.
  public var id: Int64
  /// The article.
  public var article: Article
  /// When it was last fetched.
  public var fetchedAt: Date
  /// When it was saved, if it is.
  public var savedAt: Date?

  init(row: Row) {
    id = row["id"]
    let published: Double? = row["published"]
    article = Article(
      title: row["title"], summary: row["summary"],
      published: published.map(Date.init(timeIntervalSince1970:)),
      publishedHasTime: row["published_has_time"], source: row["source"], link: row["link"],
      author: row["author"], language: row["language"], topic: row["topic"],
      seen: (row["seen_at"] as Double?) != nil)
    fetchedAt = Date(timeIntervalSince1970: row["last_fetched_at"])
    savedAt = (row["saved_at"] as Double?).map(Date.init(timeIntervalSince1970:))
  }

  /// The key that makes an article one row: its normalised link, else its title and source.
  static func key(for article: Article) -> String {
    if let link = article.link {
      return "link:" + ArticleDeduplicator.linkKey(link)
    }
    return "title:" + TextFolding.fold(article.title ?? "") + "\u{0}" + (article.source ?? "")
  }
}

/// Which query or topic, in which language, a list answered.
public struct StoreSubject: Sendable, Equatable {
  /// `search` or `topic`.
  public var kind: String
  /// The folded phrase, or the topic id.
  public var key: String
  /// The language asked for.
  public var language: String

  /// The subject of a query.
  public init(_ subject: NewsQuery.Subject, language: String) {
    switch subject {
    case .search(let phrase):
      kind = "search"
      key = TextFolding.fold(TextCleaner.collapseWhitespace(phrase))
    case .topic(let topic):
      kind = "topic"
      key = topic.rawValue
    }
    self.language = language
  }
}
