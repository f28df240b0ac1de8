import Foundation
import GRDB
import Testing

@testable import NewsKit

/// A long refresh groups what arrived while the rest downloads, with one grouper throughout.
@Suite("Stories grouped beside a refresh")
struct StoryPipelineTests {
  static let start = StoryStoreTests.start

  static func session(_ temporary: TemporaryStore) -> StoreSession {
    StoreSession(url: temporary.url, schema: NewsSchema.all, now: start)
  }

  /// How many stored articles wait for their story.
  static func waiting(in session: StoreSession) throws -> Int? {
    try session.run { store in
      try store.database.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM story_pending") }
    }
  }

  static func keep(_ articles: [Article], in session: StoreSession, hours: Double) throws {
    try session.run { try StoryStoreTests.keep(articles, in: $0, hours: hours) }
  }

  /// Two articles of one story and one of another, stored first.
  static let firstThree = [
    StoryStoreTests.story(
      "Russia withdraws troops from Snake Island", link: "https://a/1", hours: 0, source: "a"),
    StoryStoreTests.story(
      "Russian troops leave Snake Island", link: "https://b/1", hours: 1, source: "b"),
    StoryStoreTests.story(
      "Heatwave closes schools across Spain", link: "https://c/1", hours: 1, source: "c"),
  ]

  /// The three Snake Island articles are one story; the heatwave and the budget are not in it.
  static func expectIsland(in session: StoreSession) throws {
    let stories = try session.run { try StoryStoreTests.stories(in: $0) }
    let island = try #require(stories["Russia withdraws troops from Snake Island"])
    #expect(stories["Russian troops leave Snake Island"] == island)
    #expect(stories["Snake Island: Russia abandons troops' positions"] == island)
    #expect(stories["Heatwave closes schools across Spain"] != island)
    #expect(stories["Parliament passes budget after marathon vote"] != island)
  }

  @Test("Once enough articles are stored they are grouped while the refresh goes on")
  func groupsDuringRefresh() async throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let session = Self.session(temporary)
    let pipeline = StoryPipeline(session: session, threshold: 3)
    try Self.keep(Self.firstThree, in: session, hours: 1)
    pipeline.stored(3)
    pipeline.settled()
    #expect(try Self.waiting(in: session) == 0)
    // Fewer than the threshold: they wait for the end of the refresh.
    try Self.keep(
      [
        StoryStoreTests.story(
          "Snake Island: Russia abandons troops' positions", link: "https://d/1", hours: 5,
          source: "d"),
        StoryStoreTests.story(
          "Parliament passes budget after marathon vote", link: "https://e/1", hours: 6,
          source: "e"),
      ], in: session, hours: 6)
    pipeline.stored(2)
    await pipeline.settle()
    #expect(try Self.waiting(in: session) == 2)
    await pipeline.finish()
    #expect(try Self.waiting(in: session) == 0)
    try Self.expectIsland(in: session)
  }

  @Test("A refresh with few new articles is grouped once, at its end, telling the progress")
  func groupsAtEnd() async throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let session = Self.session(temporary)
    let pipeline = StoryPipeline(session: session, threshold: 1_000)
    try Self.keep(
      (0..<4).map {
        StoryStoreTests.story(
          "Parliament passes budget after marathon vote", link: "https://e/\($0)",
          hours: Double($0), source: "e\($0)")
      }, in: session, hours: 4)
    pipeline.stored(4)
    pipeline.settled()
    #expect(try Self.waiting(in: session) == 4)
    let reports = Reports()
    await pipeline.finish(progress: StoreProgress(report: { reports.append($0, $1) }))
    #expect(try Self.waiting(in: session) == 0)
    #expect(reports.all == [[4, 4]])
    let stories = try session.run { try StoryStoreTests.stories(in: $0) }
    #expect(Set(stories.values).count == 1)
  }

  /// Stores one article as a feed refresh would, `hours` after the start.
  static func keep(_ title: String, link: String, hours: Double, in session: StoreSession) throws {
    try keep(
      [StoryStoreTests.story(title, link: link, hours: hours, source: link)], in: session,
      hours: hours)
  }

  @Test(
    "An article of a later grouping joins a stored story the first grouping's articles could not reach",
    arguments: [
      // The first grouping's article is of the same hours, and shares no word with the story.
      2.0,
      // It is of eight days later: the later article's hours were not read for the first.
      200.0,
    ],
    // Seeded at the first grouping, or ahead, while the feeds download.
    [false, true])
  func laterGroupingReachesStoredStory(firstAt: Double, ahead: Bool) async throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let session = Self.session(temporary)
    try Self.keep(Self.firstThree, in: session, hours: 1)
    _ = try session.run { try StoryStore($0).groupNew() }
    let pipeline = StoryPipeline(session: session, threshold: 1)
    if ahead { pipeline.prepare() }
    try Self.keep(
      "Parliament passes budget after marathon vote", link: "https://e/1", hours: firstAt,
      in: session)
    pipeline.stored(1)
    pipeline.settled()
    #expect(try Self.waiting(in: session) == 0)
    try Self.keep(
      "Snake Island: Russia abandons troops' positions", link: "https://d/1", hours: 3,
      in: session)
    pipeline.stored(1)
    await pipeline.finish()
    try Self.expectIsland(in: session)
  }

  @Test("Seeded ahead, a refresh's few articles join the stored stories at its end")
  func seededAhead() async throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let session = Self.session(temporary)
    try Self.keep(Self.firstThree, in: session, hours: 1)
    _ = try session.run { try StoryStore($0).groupNew() }
    let pipeline = StoryPipeline(session: session)
    pipeline.prepare()
    try Self.keep(
      "Parliament passes budget after marathon vote", link: "https://e/1", hours: 2, in: session)
    try Self.keep(
      "Snake Island: Russia abandons troops' positions", link: "https://d/1", hours: 3,
      in: session)
    pipeline.stored(2)
    await pipeline.finish()
    #expect(try Self.waiting(in: session) == 0)
    try Self.expectIsland(in: session)
  }

  @Test("Seeding ahead stops when asked, and a refresh that stored nothing groups nothing")
  func seedingAheadStops() async throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let session = Self.session(temporary)
    try Self.keep(Self.firstThree, in: session, hours: 1)
    _ = try session.run { try StoryStore($0).groupNew() }
    let seeding = try session.run { store in
      try StoryStore(store).seededGrouper(
        for: [], batch: 10, window: 48 * 3600, evidence: false, filtering: false)
    }
    #expect(seeding.seeded.count == 3)
    #expect(throws: CancellationError.self) {
      try session.run { store in
        try StoryStore(store).seededGrouper(
          for: [], batch: 10, window: 48 * 3600, evidence: false, filtering: false,
          cancelled: { true })
      }
    }
    let pipeline = StoryPipeline(session: session)
    pipeline.prepare()
    await pipeline.finish()
    #expect(try Self.waiting(in: session) == 0)
    let stories = try session.run { try StoryStoreTests.stories(in: $0) }
    #expect(stories.count == 3)
    #expect(
      stories["Russian troops leave Snake Island"]
        == stories["Russia withdraws troops from Snake Island"])
  }
}
