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

  /// The article in a row, read defensively (`LenientRow`); nil when the row has no usable id,
  /// so a damaged row is skipped and the rest of a list still shows.
  init?(row: Row) {
    let columns = LenientRow(row: row)
    guard let id = columns.integer("id") else { return nil }
    self.id = id
    article = Article(
      title: columns.text("title"), summary: columns.text("summary"),
      published: columns.date("published"),
      publishedHasTime: columns.flag("published_has_time") ?? true,
      source: columns.text("source"), link: columns.text("link"),
      author: columns.text("author"), language: columns.text("language"),
      topic: columns.text("topic"), seen: columns.number("seen_at") != nil)
    article.read = columns.number("read_at") != nil
    article.enclosures = EnclosureColumn.enclosures(columns.text("enclosures"))
    article.image = columns.text("image")
    if columns.has("text_status") {
      article.fullText = columns.text("full_text")
      article.fullTextStatus = columns.text("text_status").flatMap(FullTextStatus.init(rawValue:))
    }
    if let feedID = columns.integer("feed_id") {
      article.feed = FeedReference(id: feedID, title: nil)
    }
    fetchedAt = columns.date("last_fetched_at") ?? Date(timeIntervalSince1970: 0)
    savedAt = columns.date("saved_at")
    article.savedAt = savedAt
  }

  /// An article as read from the store, for tests and callers that build one by hand.
  init(id: Int64, article: Article, fetchedAt: Date, savedAt: Date?) {
    self.id = id
    self.article = article
    self.fetchedAt = fetchedAt
    self.savedAt = savedAt
  }

  /// The longest text a column of an article row is read with, in characters: far more than
  /// `news` ever writes there (a full text is cut at `FullText.longest` when it is stored).
  static let longestText = 2 * 1_048_576

  /// A column read through a length check in SQL: a value longer than `longestText` (a damaged
  /// or hostile store) comes back as an empty blob, which `LenientRow` counts as damaged and
  /// reads as nothing, so a 50 MB value is never copied out of SQLite.
  /// `reading` turns the column into what is read (a packed summary unpacked: `PackedText`).
  static func bounded(
    _ column: String, as name: String, reading: (String) -> String = { $0 },
    skippedWhen skipped: String? = nil
  ) -> String {
    "CASE " + (skipped.map { "WHEN \($0) THEN NULL " } ?? "")
      + "WHEN length(\(column)) > \(longestText) THEN x'' ELSE \(reading(column)) END AS \(name)"
  }

  /// The columns of an article row `init(row:)` reads, its texts bounded.
  static let columns =
    ([
      "id", "published", "published_has_time", "seen_at", "read_at", "feed_id",
      "last_fetched_at", "saved_at",
    ].map { "article.\($0) AS \($0)" }
    + ["title", "source", "link", "author", "language", "topic", "enclosures", "image"].map {
      bounded("article." + $0, as: $0)
    } + [bounded("article.summary", as: "summary", reading: PackedText.read)])
    .joined(separator: ", ")

  /// The columns of an article row with its full text (`full_text`, `text_status`), for a
  /// query that joins `textJoin`.
  static let withTextColumns =
    columns + ", " + bounded("article_text.text", as: "full_text") + ", "
    + bounded("article_text.status", as: "text_status")
  /// The join that brings an article's full text, where it has one.
  static let textJoin = "LEFT JOIN article_text ON article_text.article_id = article.id"

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
