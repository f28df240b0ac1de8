import Foundation
import Testing

@testable import NewsKit

/// A grouping reads the stored stories within the window of what arrives (either side), and
/// the days of the newest article stored: an old article arriving neither joins a story of
/// years later nor makes the grouping read every article since.
@Suite("Stories in the store: the windows a grouping reads")
struct StoryWindowSeedingTests {
  typealias Stories = StoryStoreTests

  @Test("The windows around the arriving articles, overlapping ones merged, in order")
  func spans() {
    let day = 86_400.0
    #expect(StoryStore.spans(of: [], window: day).isEmpty)
    #expect(
      StoryStore.spans(of: [0, day, 10 * day], window: day) == [
        (-day)...(2 * day), (9 * day)...(11 * day),
      ])
  }

  @Test("A later grouping reads only the hours it has not read: the parts outside, merged")
  func uncovered() {
    let covered: [ClosedRange<Double>] = [10...20, 30...40]
    #expect(StoryStore.uncovered(0...5, by: covered) == [0...5])
    #expect(StoryStore.uncovered(12...18, by: covered).isEmpty)
    #expect(StoryStore.uncovered(5...35, by: covered) == [5...10, 20...30])
    #expect(StoryStore.uncovered(15...50, by: covered) == [20...30, 40...50])
    #expect(StoryStore.uncovered(7...7, by: covered) == [7...7])
    #expect(StoryStore.spans(merging: [30...40, 0...5, 4...12, 40...41]) == [0...12, 30...41])
  }

  @Test("Many old articles added after today's (a seeding of their days) leave today's read")
  func oldArticlesAddedLate() {
    let at = StoryGrouperTests.at(hours:)
    var grouper = StoryGrouper(terms: StoryGrouperTests.terms)
    let first = grouper.add(
      StoryInput(
        key: "a", published: at(0), title: "Earthquake strikes Japan coast near Sendai",
        source: "a"))
    // Eighty articles of ten days before with those words, added after it: in the lists by
    // word they go before it, not after (where the newest are kept and read).
    for index in 0..<80 {
      grouper.add(
        StoryInput(
          key: "old\(index)", published: at(-240 - Double(index)),
          title: "Earthquake drill on Japan coast near Sendai school \(index % 7)",
          source: "old\(index)"))
    }
    let later = grouper.add(
      StoryInput(
        key: "b", published: at(1), title: "Strong earthquake hits Japan's coast off Sendai",
        source: "b"))
    #expect(later == first)
  }

  @Test("An article ten days older than a story does not join it; one of its day does")
  func oldArticle() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let store = try temporary.open()
    // Other news of the day, so that the island's words weigh as rare words do.
    let others = [
      "Heatwave closes schools in Madrid", "Central bank raises interest rates again",
      "Tennis final delayed by rain", "New metro line opens in Warsaw",
    ].enumerated().map { index, title in
      Stories.story(title, link: "https://o/\(index)", hours: 0.5, source: "o\(index)")
    }
    try Stories.keep(
      [
        Stories.story(
          "Russia withdraws troops from Snake Island", link: "https://a/1", hours: 0, source: "a"),
        Stories.story(
          "Russia withdraws its troops from Snake Island", link: "https://b/1", hours: 1,
          source: "b"),
      ] + others, in: store, hours: 1)
    #expect(try StoryStore(store).groupNew() == 6)
    let island = try #require(
      try Stories.stories(in: store)["Russia withdraws troops from Snake Island"])
    #expect(
      try Stories.stories(in: store)["Russia withdraws its troops from Snake Island"] == island)
    // Arriving now: an item of ten days before (a feed's archive), and one of the story's day.
    try Stories.keep(
      [
        Stories.story(
          "Russia withdraws troops from Snake Island again", link: "https://c/1", hours: -240,
          source: "c"),
        Stories.story(
          "Russia abandons Snake Island after withdrawing troops", link: "https://d/1", hours: 3,
          source: "d"),
      ], in: store, hours: 3)
    #expect(try StoryStore(store).groupNew() == 2)
    let stories = try Stories.stories(in: store)
    #expect(stories["Russia withdraws troops from Snake Island again"] != island)
    #expect(stories["Russia abandons Snake Island after withdrawing troops"] == island)
  }

  @Test("A story's mean is over its articles within the window, though an old one came last")
  func meanOverTheWindow() {
    var grouper = StoryGrouper(terms: StoryTerms())
    let start = StoryStoreTests.start
    func input(_ key: String, hours: Double) -> StoryInput {
      StoryInput(
        key: key, published: start.addingTimeInterval(hours * 3_600),
        title: "Snake Island troops withdraw \(key)")
    }
    // Two articles of the story's day, then an item of ten days before seeded into it last.
    let story = grouper.add(input("a", hours: 0), title: ["snake", "islan"], text: [])
    _ = grouper.add(input("b", hours: 1), title: ["snake", "islan"], text: [], into: story)
    _ = grouper.add(input("c", hours: -240), title: ["snake", "islan"], text: [], into: story)
    let oldest = start.addingTimeInterval(2 * 3_600 - grouper.window)
    #expect(grouper.recentCount(of: story, since: oldest) == 2)
  }
}
