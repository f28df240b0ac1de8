import Foundation
import GRDB
import Testing

@testable import NewsKit

/// A refresh's grouping reads through a read-only connection of its own, beside the refresh's
/// writes on the store's one connection (WAL), instead of after the write under way.
@Suite("Stories: a refresh's grouping reads beside its writes")
struct StoryPipelineReaderTests {
  @Test("Seeding reads while a write holds the store's connection, and sees what is committed")
  func readsBesideWrite() async throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let session = StoryPipelineTests.session(temporary)
    try StoryPipelineTests.keep(StoryPipelineTests.firstThree, in: session, hours: 1)
    let store = try #require(session.store)
    let writing = DispatchSemaphore(value: 0)
    let release = DispatchSemaphore(value: 0)
    let written = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      _ = try? store.database.write { db in
        try db.execute(sql: "DELETE FROM story_pending")
        writing.signal()
        release.wait()
        // Rolled back: the three wait for their story as before.
        throw CancellationError()
      }
      written.signal()
    }
    writing.wait()
    let pipeline = StoryPipeline(session: session)
    pipeline.prepare()
    let seeded = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      pipeline.settled()
      seeded.signal()
    }
    // Reading after the write, it would wait as long as the write goes on: here, for ever.
    let besides = seeded.wait(timeout: .now() + 20)
    release.signal()
    written.wait()
    #expect(besides == .success)
    // The write rolled back: the three still wait, and are grouped.
    pipeline.stored(3)
    await pipeline.finish()
    #expect(try StoryPipelineTests.waiting(in: session) == 0)
    let stories = try session.run { try StoryStoreTests.stories(in: $0) }
    #expect(stories["Russian troops leave Snake Island"] != nil)
  }
}
