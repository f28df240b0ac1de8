import Foundation
import GRDB
import TestSupport
import Testing

/// A store with a value far longer than `news` ever writes, in an article and in a feed (a
/// damaged or hostile store): every reading command reads around it, says one value was
/// damaged, and never copies it out of SQLite (it was read whole, several times over, before
/// being refused: 4.4 GB for `read --offline` with 50 MB values).
@Suite("news, end to end, a store value too long to be true")
struct OversizedStoreValueTests {
  @Test("read, saved, show, feed list (text and JSON) read around it, and keep the rest")
  func readAround() async throws {
    let server = try LoopbackServer { _ in
      CannedResponse(status: 200, body: Fixtures.data("atom.xml"))
    }
    defer { server.stop() }
    let home = FeedEndToEndTests.Home()
    let add = try await NewsBinary.run(
      ["feed", "add", server.baseURL + "feed.xml"], environment: home.variables)
    #expect(add.exitCode == 0, "\(add.stderr)")
    _ = try await NewsBinary.run(["read", "--offline"], environment: home.variables)
    _ = try await NewsBinary.run(["save", "1"], environment: home.variables)
    // 2.2 million characters: more than the 2 Mi a text column is read with.
    let long = String(repeating: "Ω", count: 2_200_000)
    let store = home.directory.appendingPathComponent("news/news.sqlite").path
    let queue = try StoreConnection.open(store)
    try await queue.write { db in
      try db.execute(
        sql: "UPDATE article SET summary = ?, title = CAST(? AS BLOB)", arguments: [long, long])
      try db.execute(sql: "UPDATE feed SET title = ?, site = ?", arguments: [long, long])
    }
    try queue.close()
    for arguments in [
      ["read", "--offline"], ["read", "--offline", "--json"], ["saved"], ["saved", "--json"],
      ["show", "1"], ["show", "1", "--json"], ["feed", "list"], ["feed", "list", "--json"],
    ] {
      let run = try await NewsBinary.run(arguments, environment: home.variables)
      #expect(run.exitCode == 0, "\(arguments): \(run.stderr)")
      #expect(!run.stdout.contains("ΩΩΩΩ"), "\(arguments)")
      #expect(
        run.stderr.contains("in the article store were damaged")
          || run.stderr.contains("in the article store was damaged"), "\(arguments): \(run.stderr)")
    }
    let list = try await NewsBinary.run(["read", "--offline"], environment: home.variables)
    // The rest of the article is kept: its link and its source.
    #expect(list.stdout.contains("http"), "\(list.stdout)")
  }
}
