import Foundation
import GRDB

/// What lists read of the stored stories: each listed article's story with its coverage.
extension StoryStore {
  /// A story as a list shows it: its id, its size, and its newest articles.
  public struct Story: Sendable, Equatable {
    /// The story's id, as lists and JSON show it.
    public var key: String
    /// How many articles the story has.
    public var size: Int
    /// Its articles, newest first, each with its row id; at most `coverageRead` of them (none
    /// when read without them).
    public var members: [Member]
    /// Its row in the store (0 for a page's story).
    var rowID: Int64 = 0

    /// A story from its parts.
    public init(key: String, size: Int, members: [Member]) {
      self.key = key
      self.size = size
      self.members = members
    }
  }

  /// One article of a story: its row id and what a list says of it.
  public struct Member: Sendable, Equatable {
    public var id: Int64
    public var coverage: ArticleStory.Coverage

    public init(id: Int64, coverage: ArticleStory.Coverage) {
      self.id = id
      self.coverage = coverage
    }
  }

  /// The most articles of one story a list reads: a story of thousands (a burst of one wire
  /// item) is shown by its newest coverage.
  public static let coverageRead = 100

  /// The story of each of these articles that has one, by article id; a story read once
  /// however many of the articles are in it. Without `members`, only its id and size: a list
  /// reads the articles of the stories it shows (`members(of:)`), not of every candidate.
  public func stories(of ids: [Int64], members: Bool = true) throws -> [Int64: Story] {
    try store.database.reading { db in
      var read: [Int64: Story] = [:]
      var found: [Int64: Story] = [:]
      // The story of each listed article in one statement (a statement an article before:
      // 15,000 instructions each, 50 a search).
      try LenientQuery.forEachRow(
        db.cachedStatement(sql: Self.storiesOfStatement), arguments: [ListStatements.json(ids)]
      ) { columns in
        guard let id = columns.integer("article_id") else { return }
        guard let storyID = columns.integer("story_id") else {
          // Alone in its story: the story it stands for, by the key it will keep.
          if let key = columns.text("key") {
            found[id] = Story(key: Self.key(for: key), size: 1, members: [])
          }
          return
        }
        if read[storyID] == nil, let story = try Self.story(storyID, members: members, in: db) {
          read[storyID] = story
        }
        found[id] = read[storyID]
      }
      return found
    }
  }

  /// The story row and key of each article of a JSON array of ids, in its order.
  static let storiesOfStatement = """
    SELECT story_article.article_id AS article_id, story_article.story_id AS story_id,
    hex(article.key) AS key
    FROM json_each(?) AS listed JOIN story_article ON story_article.article_id = listed.value
    JOIN article ON article.id = story_article.article_id
    ORDER BY listed.key
    """

  /// A story's newest articles (`coverageRead`), as `stories(of:)` reads them.
  public func members(of story: Story) throws -> [Member] {
    try store.database.reading { db in try Self.members(of: story.rowID, in: db) }
  }

  /// A stored story with its size and, with `members`, its newest articles; nil when it has no
  /// key.
  static func story(_ id: Int64, members: Bool, in db: Database) throws -> Story? {
    guard
      let key = try Row.fetchOne(
        db.cachedStatement(sql: "SELECT key FROM story WHERE id = ?"), arguments: [id]
      ).flatMap({ LenientRow(row: $0).text("key") })
    else { return nil }
    // Counted, not read from `story.size`: pruning deletes articles under it.
    let size = try LenientQuery.integer(
      db.cachedStatement(sql: "SELECT COUNT(*) FROM story_article WHERE story_id = ?"),
      arguments: [id])
    var story = Story(
      key: key, size: Int(clamping: size ?? 0),
      members: members && (size ?? 0) > 1 ? try Self.members(of: id, in: db) : [])
    story.rowID = id
    return story
  }

  /// The statement `members(of:in:)` runs: the story's articles walked newest first in the
  /// index of its articles by time (`v22-story-member-times`), so a story of thousands reads
  /// `coverageRead` rows, not all of them.
  static let membersStatement = """
    SELECT article.id AS id, article.published AS published,
    article.published_has_time AS published_has_time,
    \(StoredArticle.bounded("article.title", as: "title")),
    \(StoredArticle.bounded("article.source", as: "source")),
    \(StoredArticle.bounded("article.link", as: "link"))
    FROM story_article JOIN article ON article.id = story_article.article_id
    WHERE story_article.story_id = ?
    ORDER BY story_article.at DESC, story_article.article_id DESC
    LIMIT \(coverageRead)
    """

  /// The newest `coverageRead` articles of a stored story.
  static func members(of id: Int64, in db: Database) throws -> [Member] {
    let rows = try Row.fetchAll(db.cachedStatement(sql: membersStatement), arguments: [id])
    return rows.compactMap { row -> Member? in
      let columns = LenientRow(row: row)
      guard let id = columns.integer("id") else { return nil }
      let link = columns.text("link")
      return Member(
        id: id,
        coverage: ArticleStory.Coverage(
          title: columns.text("title"),
          source: columns.text("source") ?? link.flatMap { URL(string: $0)?.host },
          link: link, published: columns.date("published"),
          publishedHasTime: columns.flag("published_has_time") ?? true))
    }
  }
}
