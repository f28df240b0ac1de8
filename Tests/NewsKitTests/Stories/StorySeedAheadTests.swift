import Foundation
import Testing

@testable import NewsKit

/// A refresh's grouping reads the stories of the days its new articles are from while the
/// refresh goes on downloading, not after the last download (`StoryPipeline.seedAhead`).
@Suite("Stories: the days of what arrives, read while the refresh downloads")
struct StorySeedAheadTests {
  /// The labelled articles split in two: the stored history (every other one) and what a
  /// refresh brings (the rest), in a store whose history is grouped.
  static func history(_ temporary: TemporaryStore) async throws -> (
    session: StoreSession, feeds: [String: Int64], arriving: [Article]
  ) {
    let session = StoryArrivalsTests.session(temporary)
    let articles = try StoryArrivalsTests.labelled()
    let feeds = try StoryArrivalsTests.subscribed(
      Set(articles.compactMap(\.source)), in: session)
    let stored = articles.enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
    let (new, _) = try StoryArrivalsTests.refresh(stored, feeds: feeds, in: session)
    let grouping = StoryPipeline(session: session)
    grouping.stored(new)
    await grouping.finish()
    try #require(try StoryPipelineTests.waiting(in: session) == 0)
    let arriving = articles.enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
    return (session, feeds, arriving)
  }

  @Test("Handed-over articles of other days have their days read before any grouping")
  func seededBeforeGrouping() async throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let (session, feeds, arriving) = try await Self.history(temporary)
    // The history ends in January 2026: the refresh's seeds are read around it, and the
    // Polish articles of March 2022 are four years outside.
    let pipeline = StoryPipeline(session: session, threshold: 10_000)
    pipeline.prepare()
    pipeline.settled()
    let polish = arriving.filter {
      ($0.published ?? .distantFuture) < Date(timeIntervalSince1970: 1_704_067_200)
    }
    try #require(polish.count > 100)
    let times = polish.compactMap { $0.published?.timeIntervalSince1970 }
    #expect(!times.contains { time in pipeline.covered().contains { $0.contains(time) } })
    let (new, arrived) = try StoryArrivalsTests.refresh(polish, feeds: feeds, in: session)
    pipeline.stored(new, arrived: arrived)
    pipeline.settled()
    // Nothing is grouped yet (the threshold is far), and the days are read.
    #expect(try StoryPipelineTests.waiting(in: session) == polish.count)
    let covered = pipeline.covered()
    #expect(times.allSatisfy { time in covered.contains { $0.contains(time) } })
    await pipeline.finish()
    #expect(try StoryPipelineTests.waiting(in: session) == 0)
  }

  @Test("Seeded ahead, the stories are those of a grouping that reads everything at the end")
  func sameStories() async throws {
    var partitions: [Set<Set<String>>] = []
    for ahead in [true, false] {
      let temporary = TemporaryStore()
      defer { temporary.remove() }
      let (session, feeds, arriving) = try await Self.history(temporary)
      let pipeline = StoryPipeline(session: session, threshold: 10_000)
      if ahead { pipeline.prepare() }
      let third = (arriving.count + 2) / 3
      for part in stride(from: 0, to: arriving.count, by: third) {
        let (new, arrived) = try StoryArrivalsTests.refresh(
          Array(arriving[part..<min(arriving.count, part + third)]), feeds: feeds, in: session)
        pipeline.stored(new, arrived: ahead ? arrived : [])
        pipeline.settled()
      }
      await pipeline.finish()
      #expect(try StoryPipelineTests.waiting(in: session) == 0)
      partitions.append(try StoryArrivalsTests.partition(in: session))
    }
    #expect(partitions[0].contains { $0.count > 3 })
    #expect(partitions[0] == partitions[1])
  }
}
