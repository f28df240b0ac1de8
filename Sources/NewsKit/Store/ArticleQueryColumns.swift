import Foundation

/// The article table's side of queries: what each attribute of an article is in SQL.
extension QueryColumns {
  /// The attributes an article has itself, for a statement about `article`; `age` counts
  /// whole days before `now`.
  public static func articles(now: Date) -> QueryColumns {
    var columns = QueryColumns()
    let date = "COALESCE(article.published, article.first_fetched_at)"
    columns.text = [
      .title: "article.title", .author: "article.author", .link: "article.link",
      .source: "article.source", .lang: "article.language",
      .content: PackedText.read("article.summary"),
      .flags: "CASE WHEN article.saved_at IS NOT NULL THEN 's' ELSE '' END",
      .date: "strftime('%Y-%m-%d %H:%M', \(date), 'unixepoch')",
      // newsboat's: the (first) enclosure's address and type.
      .enclosureURL: EnclosureColumn.firstField(0, of: "article.enclosures"),
      .enclosureType: EnclosureColumn.firstField(1, of: "article.enclosures"),
    ]
    // The full text an edition stored, read as one set (a lookup an article cost 0.4 s).
    columns.alsoMatching = [
      .content:
        "article.id IN (SELECT article_id FROM article_text WHERE news_match(?, text))"
    ]
    columns.number = [
      .date: date,
      .age: "CAST((\(now.timeIntervalSince1970) - \(date)) / 86400 AS INTEGER)",
    ]
    // Read means opened; saved is starred.
    columns.condition = [
      .unread: "article.read_at IS NULL", .saved: "article.saved_at IS NOT NULL",
    ]
    return columns
  }
}
