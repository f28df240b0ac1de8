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
    // The write's outcome, set before `written` is signalled and read after it.
    nonisolated(unsafe) var outcome: Error?
    Thread.detachNewThread {
      do {
        try store.database.write { db in
          try db.execute(sql: "DELETE FROM story_pending")
          writing.signal()
          release.wait()
          // Rolled back: the three wait for their story as before.
          throw CancellationError()
        }
      } catch {
        outcome = error
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
    #expect(outcome is CancellationError, "\(String(describing: outcome))")
    // The write rolled back: the three still wait, and are grouped.
    pipeline.stored(3)
    await pipeline.finish()
    #expect(try StoryPipelineTests.waiting(in: session) == 0)
    let stories = try session.run { try StoryStoreTests.stories(in: $0) }
    #expect(stories["Russian troops leave Snake Island"] != nil)
  }

  /// How many articles another process counts in the store (Python's sqlite3: opened, read,
  /// closed, as another `news` would).
  static func countedElsewhere(_ url: URL) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "python3", "-c",
      "import sqlite3,sys; c=sqlite3.connect(sys.argv[1]); "
        + "print(c.execute('SELECT COUNT(*) FROM article').fetchone()[0]); c.close()",
      url.path,
    ]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  @Test("The grouping's reader leaves the store's locks alone: another process cannot take the WAL")
  func readerKeepsLocks() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let session = StoryPipelineTests.session(temporary)
    try StoryPipelineTests.keep(StoryPipelineTests.firstThree, in: session, hours: 1)
    let wal = temporary.url.path + "-wal"
    try #require(FileManager.default.fileExists(atPath: wal))
    // The pipeline opens its reader to seed, and closes it.
    let pipeline = StoryPipeline(session: session)
    pipeline.prepare()
    pipeline.settled()
    // Another process opens the store and closes it: were this one's locks gone (a
    // descriptor of the file closed), it would check the WAL in and delete it.
    #expect(try Self.countedElsewhere(temporary.url) == "3")
    #expect(FileManager.default.fileExists(atPath: wal))
    // What this process writes next is still seen by others.
    try StoryPipelineTests.keep(
      [
        StoryStoreTests.story(
          "Parliament passes budget after marathon vote", link: "https://e/1", hours: 6,
          source: "e")
      ], in: session, hours: 6)
    #expect(try Self.countedElsewhere(temporary.url) == "4")
  }
}
