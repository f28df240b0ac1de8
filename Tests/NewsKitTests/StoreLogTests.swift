import Foundation
import GRDB
import TestSupport
import Testing

@testable import NewsKit

/// A run that only keeps a list leaves the write-ahead log to a later run; every other run
/// copies it into the database when it closes.
@Suite("The store's write-ahead log")
struct StoreLogTests {
  let start = Date(timeIntervalSince1970: 1_700_000_000)
  let subject = StoreSubject(.search("x"), language: "en")

  func logSize(_ temporary: TemporaryStore) throws -> Int {
    try fileSize(atPath: temporary.url.path + "-wal")
  }

  /// A run as a search makes it: opens the store, keeps the log, stores `articles`, closes.
  func searchRun(_ temporary: TemporaryStore, _ articles: [Article], at time: Date) throws {
    let session = StoreSession(url: temporary.url, schema: NewsSchema.all, now: time)
    session.keepLogOnClose()
    _ = try session.run { try $0.remember(articles, for: subject, at: time) }
  }

  /// The database file alone, as a copy of it would be read: immutable, no log.
  func titlesInFileAlone(_ temporary: TemporaryStore) throws -> [String] {
    var configuration = Configuration()
    configuration.readonly = true
    let database = try DatabaseQueue(
      path: "file:" + temporary.url.path + "?immutable=1", configuration: configuration)
    return try database.read { try String.fetchAll($0, sql: "SELECT title FROM article") }
  }

  @Test("A list kept by a search stays in the log; a save copies it and itself into the file")
  func listInLogSaveInFile() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    _ = try temporary.open()  // created and migrated, then closed as every run closes
    #expect(try logSize(temporary) == 0)

    try searchRun(temporary, [article("kept")], at: start)
    #expect(try logSize(temporary) > 0)
    #expect(try titlesInFileAlone(temporary).isEmpty)

    do {
      let session = StoreSession(url: temporary.url, schema: NewsSchema.all, now: start)
      let id = try #require(try session.run { try $0.lastList().first?.id })
      try session.run { try $0.setSaved(id, at: start + 60) }
    }
    #expect(try logSize(temporary) == 0)
    #expect(try titlesInFileAlone(temporary) == ["kept"])
  }

  @Test("A run that creates the store copies its log in: the schema and its list are in the file")
  func creatingRunCopiesIn() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    try searchRun(temporary, [article("first")], at: start)
    #expect(try logSize(temporary) == 0)
    #expect(try titlesInFileAlone(temporary) == ["first"])
  }

  @Test("A log earlier runs left at logLimit is copied in by the next run's close")
  func logStaysSmall() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    _ = try temporary.open()
    var largest = 0
    for run in 0..<60 {
      let articles = (0..<20).map { article("run \(run) article \($0)", summary: "words \($0)") }
      try searchRun(temporary, articles, at: start + Double(run))
      largest = max(largest, try logSize(temporary))
    }
    // One run may take it past the limit before the next one copies it in.
    #expect(largest > StoreSession.logLimit)
    #expect(largest < StoreSession.logLimit * 2)
    #expect(try titlesInFileAlone(temporary).count > 0)
  }

  /// Keeps 40 lists of 50 articles, each with a summary of 1,200 bytes that packs poorly
  /// (about 3,000 pages written, in 40 transactions), in a run that writes in bulk or not;
  /// returns the largest the log grew to.
  func manyWrites(_ temporary: TemporaryStore, bulk: Bool) throws -> Int {
    let session = StoreSession(url: temporary.url, schema: NewsSchema.all, now: start)
    if bulk { session.writeInBulk() }
    var generator = SystemRandomNumberGenerator()
    var largest = 0
    for list in 0..<40 {
      let articles = (0..<50).map { index in
        let words = (0..<150).map { _ in
          String(UInt32.random(in: 0...99_999_999, using: &generator))
        }
        return article("bulk \(list) \(index)", summary: words.joined(separator: " "))
      }
      _ = try session.run {
        try $0.remember(articles, for: StoreSubject(.search("\(list)"), language: "en"), at: start)
      }
      largest = max(largest, try logSize(temporary))
    }
    return largest
  }

  @Test("A run writing in bulk copies its log in once, when it closes; others at 1,000 pages")
  func bulkWritesCopiedInOnClose() throws {
    for bulk in [false, true] {
      let temporary = TemporaryStore()
      defer { temporary.remove() }
      _ = try temporary.open()
      let largest = try manyWrites(temporary, bulk: bulk)
      let pages = largest / 4_096
      if bulk {
        #expect(pages > 2_000, "\(pages) pages")
      } else {
        #expect(pages < 1_600, "\(pages) pages")
      }
      // Closed, the log is in the file either way.
      #expect(try logSize(temporary) == 0)
      #expect(try titlesInFileAlone(temporary).count == 2_000)
    }
  }

  /// A search's listing, with `temporary` as the place of the store.
  func listing(_ temporary: TemporaryStore) async throws -> Listing {
    let environment = NewsEnvironment(
      send: { _ in HTTPResponse(status: 200, body: Fixtures.data("v3-search.json")) },
      now: { [start] in start },
      variables: ["NEWSCATCHER_API_KEY": "k", "XDG_DATA_HOME": temporary.directory.path])
    let settings = try SettingsResolver.resolve(
      CommandLineOptions(), environment: environment.variables)
    return try await ListingController(environment: environment, settings: settings)
      .search(["x"])
  }

  @Test("A search's listing holds its store open only when the close would keep the log")
  func listingHoldsTheStoreOpen() async throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    // The run that creates the store copies its log in when it closes: nothing is held.
    let creating = try await listing(temporary)
    #expect(creating.openStore == nil && !creating.model.articles.isEmpty)
    #expect(try logSize(temporary) == 0)

    let keeping = try await listing(temporary)
    let store = try #require(keeping.openStore?.store)
    // Still open: the connection reads the list it kept, and the log is still there.
    #expect(try store.lastList().count == keeping.model.articles.count)
    #expect(try logSize(temporary) > 0)
  }
}
