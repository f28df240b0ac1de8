import Foundation

/// The feeds' side of queries: an article's feed title, address and tags.
extension QueryColumns {
  /// The attributes an article has through its feed, for a statement about `article`.
  public static let feeds: QueryColumns = {
    var columns = QueryColumns()
    columns.text = [
      .feedtitle: "(SELECT title FROM feed WHERE feed.id = article.feed_id)",
      .feedurl: "(SELECT url FROM feed WHERE feed.id = article.feed_id)",
      // newsboat's guid: the entry's own name, else its link.
      .guid: "COALESCE(article.guid, article.link)",
      // Tags joined by U+001F, which no tag holds, so that `#` finds whole tags.
      .tags: """
      (SELECT group_concat(tag, char(31)) FROM
        (SELECT tag FROM feed_tag WHERE feed_tag.feed_id = article.feed_id ORDER BY position))
      """,
    ]
    // newsboat's feedindex: the feed's place in the order subscribed (its urls order), from 1.
    columns.number[.feedindex] =
      "(SELECT COUNT(*) FROM feed AS earlier WHERE earlier.id <= article.feed_id)"
    return columns
  }()
}
