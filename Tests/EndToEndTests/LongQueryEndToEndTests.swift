import Foundation
import TestSupport
import Testing

/// A query that is accepted runs, whatever its length: saved as a filter, a watch or a saved
/// query, 30 `or`s no longer stop every later list (they overflowed SQLite's parser and read
/// as "could not write"); one nested too deeply is refused when it is added.
@Suite("news, end to end, long and deep queries")
struct LongQueryEndToEndTests {
  @Test("30 'or's as a filter, a watch and a saved query: every later list works")
  func longQueries() async throws {
    let server = try FeedTagEndToEndTests.server()
    defer { server.stop() }
    let home = FeedEndToEndTests.Home()
    try await FeedTagEndToEndTests.subscribed(server, home)
    func run(_ arguments: [String]) async throws -> NewsBinary.Result {
      try await NewsBinary.run(arguments, environment: home.variables)
    }
    let long = (0..<30).map { #"title =~ "nothing\#($0)""# }.joined(separator: " or ")
    for command in [
      ["filter", "add", "--query", long], ["watch", "add", "--query", long],
      ["query", "add", "long", long],
    ] {
      let added = try await run(command)
      #expect(added.exitCode == 0, "\(command[0]): \(added.stderr)")
    }
    let saved = try await run(["read", "@long", "--offline"])
    #expect(saved.exitCode == 0, "\(saved.stderr)")
    let read = try await run(["read", "--offline", "--no-stories"])
    #expect(read.exitCode == 0 && read.stderr.isEmpty, "\(read.stderr)")
    #expect(read.stdout.contains("Volcano ash closes the airport"))
    let shown = try await run(["show", "1"])
    #expect(shown.exitCode == 0, "\(shown.stderr)")
    var deep = #"title =~ "a""#
    for level in 0..<17 { deep = #"title =~ "b" \#(level % 2 == 0 ? "and" : "or") (\#(deep))"# }
    let refused = try await run(["filter", "add", "--query", deep])
    #expect(refused.exitCode == 64)
    #expect(refused.stderr.contains("nest too deeply here: at most 16 levels"), "\(refused.stderr)")
  }
}
