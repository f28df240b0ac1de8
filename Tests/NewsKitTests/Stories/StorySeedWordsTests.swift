import Foundation
import GRDB
import TestSupport
import Testing

@testable import NewsKit

/// A grouped article's story words are kept for a week of article times, and a grouping
/// seeds with them instead of reading each seed's title and summary again.
@Suite("Stories in the store: the recent articles' words, kept")
struct StorySeedWordsTests {
  typealias Stories = StoryStoreTests

  /// The words of the 592 labelled Polish and English articles, title and summary, as
  /// grouping reads them.
  static func labelledWords() throws -> [(title: [String], text: [String])] {
    try StoryQualityPLENTests.articles().map { item in
      StoryGrouping.read(
        StoryInput(key: item.link, published: nil, title: item.title, text: item.summary ?? ""))
    }
  }

  /// Each kept article's words, by title.
  static func kept(in store: ArticleStore) throws -> [String: (title: [String], text: [String])] {
    let rows = try store.database.read {
      try Row.fetchAll(
        $0,
        sql: """
          SELECT article.title AS title, story_seed.words AS words FROM story_seed
          JOIN article ON article.id = story_seed.article_id
          """)
    }
    var found: [String: (title: [String], text: [String])] = [:]
    for row in rows {
      let data: Data = row["words"]
      found[row["title"]] = StorySeedWords.decode(data)
    }
    return found
  }

  @Test("Words come back as they went, in every script of the labelled set; damage reads as none")
  func roundTrip() throws {
    let all = try Self.labelledWords()
    #expect(all.count > 500)
    for words in all {
      let back = try #require(
        StorySeedWords.decode(Data(StorySeedWords.encode(title: words.title, text: words.text))))
      #expect(back.title == words.title && back.text == words.text)
    }
    let bytes = StorySeedWords.encode(title: ["żółw", "x"], text: ["ünïcode", ""])
    #expect(StorySeedWords.decode(Data(bytes))?.text == ["ünïcode", ""])
    // Cut anywhere, another version, bytes after the end, a count larger than the blob.
    for end in 0..<bytes.count {
      #expect(StorySeedWords.decode(Data(bytes[0..<end])) == nil)
    }
    #expect(StorySeedWords.decode(Data([StorySeedWords.version + 1] + bytes.dropFirst())) == nil)
    #expect(StorySeedWords.decode(Data(bytes + [0])) == nil)
    #expect(StorySeedWords.decode(Data([StorySeedWords.version, 0xff, 0xff, 0xff, 0x7f])) == nil)
    #expect(StorySeedWords.decode(Data(repeating: StorySeedWords.version, count: 100_000)) == nil)
  }

  @Test("Grouping keeps each article's words as read from its text, a week of them")
  func keptAsRead() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let store = try temporary.open()
    let old = Stories.story(
      "Harbour council approves new budget", link: "https://o/1", hours: -24 * 9, source: "o")
    let recent = [
      Stories.story(
        "Russia withdraws troops from Snake Island", link: "https://a/1", hours: 0, source: "a"),
      Stories.story(
        "Russia withdraws its troops from Snake Island", link: "https://b/1", hours: 1,
        source: "b"),
      Stories.story("Tennis final delayed by rain", link: "https://c/1", hours: 2, source: "c"),
    ]
    try Stories.keep([old] + recent, in: store, hours: 2)
    #expect(try StoryStore(store).groupNew() == 4)
    let kept = try Self.kept(in: store)
    // The article of nine days before the batch's middle one is grouped, its words not kept.
    #expect(Set(kept.keys) == Set(recent.compactMap(\.title)))
    for article in recent {
      let words = try #require(kept[article.title ?? ""])
      let read = StoryGrouping.read(
        StoryInput(
          key: "", published: nil, title: article.title ?? "", text: article.summary ?? ""))
      #expect(words.title == read.title && words.text == read.text)
      #expect(!words.title.isEmpty)
    }
  }

  @Test("A seed is grouped by its kept words, not its text read again")
  func seedsReadKeptWords() throws {
    let island = "Russia withdraws troops from Snake Island"
    let again = "Russia withdraws its troops from Snake Island"
    /// Whether the second island article joins the first, whose kept words were `replaced`.
    func joins(replaced: Bool) throws -> Bool {
      let temporary = TemporaryStore()
      defer { temporary.remove() }
      let store = try temporary.open()
      try Stories.keep(
        [
          Stories.story(island, link: "https://a/1", hours: 0, source: "a"),
          Stories.story(
            "Heatwave closes schools in Madrid", link: "https://o/1", hours: 0, source: "o"),
          Stories.story("Central bank raises rates", link: "https://p/1", hours: 0, source: "p"),
        ], in: store, hours: 0)
      #expect(try StoryStore(store).groupNew() == 3)
      if replaced {
        try store.database.write { db in
          try db.execute(
            sql: """
              UPDATE story_seed SET words = ?
              WHERE article_id = (SELECT id FROM article WHERE title = ?)
              """,
            arguments: [
              Data(StorySeedWords.encode(title: ["tenni", "final", "rain"], text: [])), island,
            ])
        }
      }
      try Stories.keep(
        [Stories.story(again, link: "https://b/1", hours: 1, source: "b")], in: store, hours: 1)
      #expect(try StoryStore(store).groupNew() == 1)
      let stories = try Stories.stories(in: store)
      return stories[again] == stories[island]
    }
    #expect(try joins(replaced: false))
    // The island article's kept words say something else: the grouping believes them.
    #expect(try !joins(replaced: true))
  }

  @Test("Seeds with kept words, or read from their text, make the same stories")
  func sameStories() throws {
    let (earlier, later) = try StorySeedingTests.labelledArticles()
    // Fetched the evening of the set's last day (11 July 2022): the words of its last week
    // are kept.
    let now = Date(timeIntervalSince1970: 1_657_562_400)
    func grouped(keeping: Bool) throws -> (stories: Set<Set<String>>, kept: Int) {
      let temporary = TemporaryStore()
      defer { temporary.remove() }
      let store = try temporary.open()
      _ = try store.keep(earlier, for: StoreSubject(.search("a"), language: "en"), at: now)
      try StoryStore(store).groupNew()
      let kept = try #require(
        try store.database.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM story_seed") })
      if !keeping { try store.database.write { try $0.execute(sql: "DELETE FROM story_seed") } }
      let ids = try store.keep(
        later, for: StoreSubject(.search("b"), language: "en"), at: now.addingTimeInterval(60))
      try StoryStore(store).groupNew()
      let stories = try StoryStore(store).stories(of: ids)
      let byStory = Dictionary(grouping: zip(later, ids), by: { stories[$0.1]?.key ?? "alone" })
      return (Set(byStory.values.map { Set($0.map { $0.0.link ?? "" }) }), kept)
    }
    let withKept = try grouped(keeping: true)
    let withRead = try grouped(keeping: false)
    #expect(withKept.kept > 40)
    #expect(withKept.stories == withRead.stories)
    #expect(withKept.stories.count < later.count)
  }

  @Test("Seeds read from their text are kept by the next grouping's write")
  func seedsKeptOnTheWay() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let store = try temporary.open()
    let first = [
      Stories.story(
        "Russia withdraws troops from Snake Island", link: "https://a/1", hours: 0, source: "a"),
      Stories.story(
        "Heatwave closes schools in Madrid", link: "https://o/1", hours: 0, source: "o"),
    ]
    try Stories.keep(first, in: store, hours: 0)
    try StoryStore(store).groupNew()
    // A store grouped by an earlier version: no words kept.
    try store.database.write { try $0.execute(sql: "DELETE FROM story_seed") }
    try Stories.keep(
      [Stories.story("Tennis final delayed by rain", link: "https://c/1", hours: 1, source: "c")],
      in: store, hours: 1)
    #expect(try StoryStore(store).groupNew() == 1)
    #expect(
      Set(try Self.kept(in: store).keys)
        == Set(first.compactMap(\.title) + ["Tennis final delayed by rain"]))
  }

  @Test(
    "An article changed or deleted loses its kept words; one fetched again unchanged keeps them")
  func changedOrDeleted() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let store = try temporary.open()
    let island = Stories.story(
      "Russia withdraws troops from Snake Island", link: "https://a/1", hours: 0, source: "a")
    let heat = Stories.story(
      "Heatwave closes schools in Madrid", link: "https://o/1", hours: 0, source: "o")
    try Stories.keep([island, heat], in: store, hours: 0)
    try StoryStore(store).groupNew()
    #expect(try Self.kept(in: store).count == 2)
    // The same articles again: nothing changed, nothing lost.
    try Stories.keep([island, heat], in: store, hours: 1)
    #expect(try Self.kept(in: store).count == 2)
    try store.database.write { db in
      try db.execute(
        sql: "UPDATE article SET summary = 'Now with a summary' WHERE title = ?",
        arguments: [heat.title])
      try db.execute(sql: "DELETE FROM article WHERE title = ?", arguments: [island.title])
    }
    #expect(try Self.kept(in: store).isEmpty)
  }
}
