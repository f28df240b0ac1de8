import Foundation
import GRDB
import Testing

@testable import NewsKit

/// Stories kept in the store: grouped as articles arrive, a batch at a time; a story keeps its
/// id across runs and grows as coverage arrives; what was grouped stays grouped.
@Suite("Stories in the store: ids that last, coverage that grows, batches")
struct StoryStoreTests {
  static let start = Date(timeIntervalSince1970: 1_780_000_000)

  static func story(_ title: String, link: String, hours: Double, source: String) -> Article {
    var made = article(title, link: link, source: source)
    made.published = start.addingTimeInterval(hours * 3600)
    return made
  }

  /// Stores articles as a list of a search.
  static func keep(_ articles: [Article], in store: ArticleStore, hours: Double) throws {
    _ = try store.remember(
      articles, for: StoreSubject(.search("s\(hours)"), language: "en"),
      at: start.addingTimeInterval(hours * 3600))
  }

  /// Each grouped article's story id, by title (an article alone in its story too).
  static func stories(in store: ArticleStore) throws -> [String: String] {
    let rows = try store.database.read {
      try Row.fetchAll($0, sql: "SELECT id, title FROM article")
    }
    let stories = try StoryStore(store).stories(of: rows.map { $0["id"] }, members: false)
    var found: [String: String] = [:]
    for row in rows {
      if let story = stories[row["id"]] { found[row["title"]] = story.key }
    }
    return found
  }

  /// How SQLite would run a statement in the store: its plan's lines (`EXPLAIN QUERY PLAN`),
  /// its `?` bound to `arguments`.
  static func plan(
    of statement: String, arguments: StatementArguments = [], in store: ArticleStore
  ) throws -> [String] {
    try store.database.read { db in
      try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + statement, arguments: arguments)
        .compactMap { LenientRow(row: $0).text("detail") }
    }
  }

  /// How many story rows the store holds.
  static func storyRows(in store: ArticleStore) throws -> Int? {
    try store.database.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM story") }
  }

  @Test("A story keeps its id across runs and grows as new coverage arrives")
  func storiesLast() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    do {
      let store = try temporary.open()
      try Self.keep(
        [
          Self.story(
            "Russia withdraws troops from Snake Island", link: "https://a/1", hours: 0,
            source: "a"),
          Self.story(
            "Turkey seizes Russian ship carrying grain", link: "https://b/1", hours: 1,
            source: "b"),
        ], in: store, hours: 1)
      #expect(try StoryStore(store).groupNew() == 2)
      #expect(try StoryStore(store).groupNew() == 0)
    }
    let first = try Self.stories(in: temporary.open())
    #expect(Set(first.values).count == 2)
    // Each article alone in its story: no story row yet, the id it will keep all the same.
    #expect(try Self.storyRows(in: temporary.open()) == 0)
    // Another run: more coverage of the first event, and a new one.
    let store = try temporary.open()
    try Self.keep(
      [
        Self.story("Russia abandons Snake Island", link: "https://c/1", hours: 5, source: "c"),
        Self.story("Heatwave closes schools", link: "https://d/1", hours: 6, source: "d"),
      ], in: store, hours: 6)
    #expect(try StoryStore(store).groupNew() == 2)
    let second = try Self.stories(in: store)
    let island = try #require(first["Russia withdraws troops from Snake Island"])
    #expect(second["Russia withdraws troops from Snake Island"] == island)
    #expect(second["Russia abandons Snake Island"] == island)
    #expect(second["Heatwave closes schools"] != island)
    // The second article of the island story made its row; the heatwave stands alone.
    #expect(try Self.storyRows(in: store) == 1)
    let ids = try store.database.read {
      try Int64.fetchAll($0, sql: "SELECT id FROM article ORDER BY id")
    }
    let stories = try StoryStore(store).stories(of: ids)
    #expect(stories.values.filter { $0.key == island }.map(\.size) == [2, 2])
    #expect(stories.values.filter { $0.key == island }.map { $0.members.count } == [2, 2])
  }

  @Test("New articles are grouped in batches, oldest first, one grouper across the batches")
  func batches() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let store = try temporary.open()
    let articles = (0..<5).map {
      Self.story(
        "Parliament passes budget after marathon vote", link: "https://e/\($0)",
        hours: Double($0) * 10, source: "e")
    }
    try Self.keep(articles, in: store, hours: 50)
    #expect(try StoryStore(store).groupNew(batch: 2) == 5)
    #expect(try StoryStore(store).groupNew(batch: 2) == 0)
    let batches = try store.database.read {
      try Int.fetchOne($0, sql: "SELECT COUNT(DISTINCT story_id) FROM story_article")
    }
    #expect(batches == 1)
    // Ten hours apart each: one story going on, whichever batch each came in.
    #expect(Set(try Self.stories(in: store).values).count == 1)
    let counted = try store.database.read {
      try Int.fetchOne($0, sql: "SELECT documents FROM story_word WHERE word = ''")
    }
    #expect(counted == 5)
  }

  @Test("A pruned article leaves its story; the story's id is a stable hash of its first")
  func pruneAndKey() throws {
    #expect(StoryStore.key(for: "link:https://a/1") == StoryStore.key(for: "link:https://a/1"))
    #expect(StoryStore.key(for: "link:https://a/1").count == 17)
    #expect(StoryStore.key(for: "link:https://a/1") != StoryStore.key(for: "link:https://a/2"))
    // FNV-1a of the key as 16 hex digits, zero-padded: ids stay what they were.
    #expect(StoryStore.key(for: "") == "scbf29ce484222325")
    #expect(StoryStore.key(for: "a") == "saf63dc4c8601ec8c")
    #expect(StoryStore.key(for: "k9000") == "s00a93efcb6745273")
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let store = try temporary.open()
    try Self.keep(
      [Self.story("Old story", link: "https://f/1", hours: 0, source: "f")], in: store, hours: 0)
    try StoryStore(store).groupNew()
    try Self.keep(
      [Self.story("New story", link: "https://g/1", hours: 2000, source: "g")], in: store,
      hours: 2000)
    _ = try store.prune(before: Self.start.addingTimeInterval(1000 * 3600))
    #expect(try Self.stories(in: store).keys.sorted() == [])
    try StoryStore(store).groupNew()
    #expect(try Self.stories(in: store).keys.sorted() == ["New story"])
  }

  @Test("Finding the new articles reads the waiting list, not every article by date")
  func newArticlesThroughWaitingList() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let store = try temporary.open()
    let plan = try Self.plan(of: StoryStore.ungroupedStatement, in: store)
    #expect(plan.contains { $0.hasPrefix("SCAN story_pending") }, "\(plan)")
    #expect(!plan.contains { $0.contains("SCAN article") }, "\(plan)")
    #expect(!plan.contains { $0.contains("article_by_date") }, "\(plan)")
  }

  @Test("A store changed by hand: an article grouped and still waiting is not grouped again")
  func waitingButGrouped() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let store = try temporary.open()
    try Self.keep(
      [Self.story("Old story", link: "https://f/1", hours: 0, source: "f")], in: store, hours: 0)
    #expect(try StoryStore(store).groupNew() == 1)
    try store.database.write {
      try $0.execute(sql: "INSERT INTO story_pending SELECT id FROM article")
    }
    #expect(try StoryStore(store).groupNew() == 0)
  }

  @Test("The upgrade to a waiting list takes what the fetch time grouped through left waiting")
  func upgradeToWaitingList() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let store = try temporary.open()
    try Self.keep(
      [Self.story("Grouped", link: "https://f/1", hours: 0, source: "f")], in: store, hours: 0)
    #expect(try StoryStore(store).groupNew() == 1)
    try Self.keep(
      [Self.story("Before", link: "https://f/2", hours: 1, source: "f")], in: store, hours: 1)
    try Self.keep(
      [Self.story("After", link: "https://f/3", hours: 3, source: "f")], in: store, hours: 3)
    // As version 16 left it: no waiting list; grouped through the second hour's fetch.
    try store.database.write { db in
      try db.execute(
        sql: """
          DROP TRIGGER story_pending_insert;
          DROP TABLE story_pending;
          DELETE FROM grdb_migrations WHERE identifier = 'v17-story-pending';
          PRAGMA user_version = 16;
          INSERT INTO setting (key, value) VALUES ('stories-grouped-through', ?);
          """, arguments: [Self.start.addingTimeInterval(2 * 3600).timeIntervalSince1970])
    }
    let upgraded = try temporary.open()
    let waiting = try upgraded.database.read {
      try LenientQuery.texts(
        $0,
        sql: """
          SELECT title FROM story_pending JOIN article ON article.id = story_pending.article_id
          """)
    }
    #expect(waiting == ["After"])
    #expect(try upgraded.value(for: "stories-grouped-through") == nil)
    #expect(try StoryStore(upgraded).groupNew() == 1)
  }

  @Test(
    "Google News's other outlets reach grouping by the article's key, hashed as the store keeps it")
  func evidenceByStoredKey() throws {
    let google = Self.story(
      "Senate approves budget", link: "https://g.example/1", hours: 0, source: "Daily Wire Service")
    let herald = Self.story(
      "Budget vote ends", link: "https://h.example/1", hours: 1, source: "Morning Herald")
    func stories(vouched: Bool) throws -> Int {
      let temporary = TemporaryStore()
      defer { temporary.remove() }
      let store = try temporary.open()
      // Other news around them, so that "budget" weighs as a word few articles have.
      let others = [
        "Storm closes mountain roads", "Local team wins cup final", "Museum opens new wing",
        "Rail strike called off", "Heatwave breaks records", "Court rules on data privacy",
        "Election debate draws viewers", "Airline cancels winter flights",
      ].enumerated().map {
        Self.story($1, link: "https://o.example/\($0)", hours: 1, source: "Other \($0)")
      }
      try Self.keep([google, herald] + others, in: store, hours: 1)
      let evidence = vouched ? [StoredArticle.key(for: google): ["Morning Herald"]] : [:]
      #expect(try StoryStore(store).groupNew(evidence: evidence) == 10)
      return Set(try Self.stories(in: store).values).count
    }
    #expect(try stories(vouched: true) == 9)
    #expect(try stories(vouched: false) == 10)
  }

  @Test("Grouping tells its progress after each batch: articles done, of how many")
  func groupingProgress() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let store = try temporary.open()
    try Self.keep(
      (0..<5).map {
        Self.story("Story \($0) of five", link: "https://p/\($0)", hours: 0, source: "p")
      },
      in: store, hours: 0)
    let reports = Reports()
    let grouped = try StoryStore(store).groupNew(
      batch: 2, progress: StoreProgress(report: { reports.append($0, $1) }))
    #expect(grouped == 5)
    #expect(reports.all == [[2, 5], [4, 5], [5, 5]])
  }
}

/// Progress reports, kept in order.
final class Reports: @unchecked Sendable {
  private let lock = NSLock()
  private var kept: [[Int]] = []
  func append(_ done: Int, _ total: Int) { lock.withLock { kept.append([done, total]) } }
  var all: [[Int]] { lock.withLock { kept } }
}
