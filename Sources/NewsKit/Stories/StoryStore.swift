import Foundation
import GRDB

/// The Stories room's tables: each stored article's story, kept so that a story keeps its id
/// across runs and grows as coverage arrives. Over the store's one connection.
///
/// Articles are grouped as they arrive (`groupNew`), a bounded batch at a time: the new ones,
/// oldest first, against the stories of the articles grouped in the 48 hours before them,
/// whose stories stay as they were. A list never regroups the store.
public struct StoryStore: Sendable {
  /// The store whose connection this uses.
  let store: ArticleStore

  /// The stories' tables of `store`.
  public init(_ store: ArticleStore) { self.store = store }

  /// One article's story.
  public struct Membership: Sendable, Equatable {
    /// The story's id, as lists and JSON show it.
    public var key: String
    /// How many articles the story has.
    public var size: Int
  }

  /// Groups every stored article that has no story yet, oldest first, `batch` to a
  /// transaction; returns how many were grouped. One grouper serves all the batches, seeded
  /// once with the articles grouped in the `window` before the first new one, so the work
  /// grows with the articles, however many arrive at once.
  @discardableResult
  public func groupNew(batch: Int = 2_000, window: TimeInterval = 48 * 3600) throws -> Int {
    let waiting = try store.database.read { db in try Self.ungroupedIDs(in: db) }
    guard let first = waiting.first else { return 0 }
    var grouper = StoryGrouper(terms: try store.database.read { db in try Self.terms(in: db) })
    grouper.window = window
    // The grouper's stories are numbered by the stored stories they stand for.
    var storyIDs: [Int64] = []
    var number: [Int64: Int] = [:]
    for article in try store.database.read({ db in
      try Self.grouped(since: first.at - window, in: db)
    }) {
      let index = number[article.storyID] ?? storyIDs.count
      if index == storyIDs.count {
        storyIDs.append(article.storyID)
        number[article.storyID] = index
      }
      grouper.seed(article.input, into: index)
    }
    var grouped = 0
    for start in stride(from: 0, to: waiting.count, by: max(1, batch)) {
      let ids = waiting[start..<min(waiting.count, start + max(1, batch))].map(\.id)
      try store.database.write { db in
        var words: [String: Int] = [:]
        var joined: [Int64: (count: Int, newest: Double)] = [:]
        for article in try Self.articles(ids, in: db) {
          // The grouper's own weights count it, so that words keep their numbers.
          let title = StoryWords.terms(in: article.input.title)
          grouper.terms.count(title)
          for word in Set(title + [""]) { words[word, default: 0] += 1 }
          let index = grouper.add(article.input)
          if index == storyIDs.count {
            storyIDs.append(try Self.newStory(key: Self.key(for: article.input.key), in: db))
          }
          try Self.join(article: article.id, story: storyIDs[index], at: article.at, in: db)
          let before = joined[storyIDs[index]]
          joined[storyIDs[index]] = ((before?.count ?? 0) + 1, max(before?.newest ?? 0, article.at))
          grouped += 1
        }
        // Counts are written once a batch: a word or a story once, however many articles.
        try Self.countWords(words, in: db)
        try Self.count(joined, in: db)
      }
      // What the next batch cannot reach any more is let go.
      let last = waiting[min(waiting.count, start + max(1, batch)) - 1].at
      grouper.forget(before: Date(timeIntervalSince1970: last - window))
    }
    return grouped
  }

  /// The story of each of these articles that has one.
  public func memberships(_ ids: [Int64]) throws -> [Int64: Membership] {
    try store.database.read { db in
      var found: [Int64: Membership] = [:]
      let statement = try db.cachedStatement(
        sql: """
          SELECT story.key, story.size FROM story_article JOIN story ON story.id = story_article.story_id
          WHERE story_article.article_id = ?
          """)
      for id in ids {
        guard let row = try Row.fetchOne(statement, arguments: [id]).map(LenientRow.init),
          let key = row.text("key")
        else { continue }
        found[id] = Membership(key: key, size: Int(row.integer("size") ?? 1))
      }
      return found
    }
  }

  /// A story's id from its first article's key: `s` and 16 hex digits of its FNV-1a hash.
  static func key(for articleKey: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in articleKey.utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    let hex = String(hash, radix: 16)
    return "s" + String(repeating: "0", count: 16 - hex.count) + hex
  }
}
