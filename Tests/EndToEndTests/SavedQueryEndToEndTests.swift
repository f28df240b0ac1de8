import Foundation
import TestSupport
import Testing

/// Saved queries, filters by query and watches by query as a user runs them: outcomes, JSON,
/// `read @NAME`, exit 64, both languages.
@Suite("news, end to end, saved queries, query filters and query watches")
struct SavedQueryEndToEndTests {
  static func json(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  @Test("query add, list, remove and read @NAME: outcomes, JSON, unknown names, Polish")
  func savedQueries() async throws {
    let server = try FeedTagEndToEndTests.server()
    defer { server.stop() }
    let home = FeedEndToEndTests.Home()
    try await FeedTagEndToEndTests.subscribed(server, home)
    func run(_ arguments: [String]) async throws -> NewsBinary.Result {
      try await NewsBinary.run(arguments, environment: home.variables)
    }
    let added = try await run(["query", "add", "Ash", #"title =~ "ash""#])
    #expect(added.exitCode == 0, "\(added.stderr)")
    #expect(added.stdout == "Saved @Ash: title =~ \"ash\". Read it with news read @Ash.\n")
    let changed = try await run([
      "query", "add", "@ash", #"title =~ "ash" and feedtitle =~ "volcano""#, "--json",
    ])
    #expect(try Self.json(changed.stdout)["replaced"] as? Bool == true)
    let bad = try await run(["query", "add", "broken", "title =~"])
    #expect(bad.exitCode == 64 && bad.stderr.contains("is not a query: at character"))
    let list = try await run(["query", "list"])
    #expect(list.stdout == "Saved queries\n@ash · title =~ \"ash\" and feedtitle =~ \"volcano\"\n")

    let read = try await run(["read", "@ASH", "--offline", "--no-stories"])
    #expect(read.exitCode == 0, "\(read.stderr)")
    #expect(
      read.stdout.hasPrefix("@ash: the newest articles\nShowing 1 article\n"), "\(read.stdout)")
    #expect(read.stdout.contains("Volcano ash closes the airport"))
    let json = try Self.json(try await run(["read", "@ash", "--offline", "--json"]).stdout)
    #expect(json["query"] as? String == #"title =~ "ash" and feedtitle =~ "volcano""#)
    // A saved query and --query must both match.
    let both = try await run(
      ["read", "@ash", "--offline", "--no-stories", "--query", #"title =~ "harbour""#])
    #expect(both.stdout.contains("No article matches the query."), "\(both.stdout)")

    // With tags too, the heading names both.
    _ = try await run(["feed", "tag", "1", "Nature"])
    let tagged = try await run(
      ["read", "--offline", "--no-stories", "--tag", "nature", "--query", #"title =~ "ash""#])
    #expect(
      tagged.stdout.hasPrefix(
        "Tagged Nature, matching title =~ \"ash\": the newest articles\nShowing 1 article\n"),
      "\(tagged.stdout)")
    let polishTagged = try await run(
      [
        "read", "--offline", "--no-stories", "--tag", "nature", "--query", #"title =~ "ash""#,
        "--lang", "pl",
      ])
    #expect(polishTagged.stdout.hasPrefix("Tag Nature, pasujące do title =~ \"ash\": najnowsze"))
    let unknown = try await run(["read", "@nope", "--offline", "--lang", "pl"])
    #expect(unknown.exitCode == 64 && unknown.stdout.isEmpty)
    #expect(unknown.stderr.hasPrefix("news: Nie ma zapisanego zapytania „nope”."))
    let removed = try await run(["query", "remove", "ash", "--lang", "pl"])
    #expect(removed.stdout == "Usunięto @ash.\n")
    let empty = try await run(["query", "list", "--json"])
    #expect(try Self.json(empty.stdout)["queries"] as? [Any] != nil)
    #expect((try Self.json(empty.stdout)["queries"] as? [Any])?.isEmpty == true)
    let again = try await run(["query", "remove", "ash"])
    #expect(again.exitCode == 64)
  }

  @Test("filter add --query hides what the query matches; watch add --query finds it in feeds")
  func filtersAndWatches() async throws {
    let server = try FeedTagEndToEndTests.server()
    defer { server.stop() }
    let home = FeedEndToEndTests.Home()
    func run(_ arguments: [String]) async throws -> NewsBinary.Result {
      try await NewsBinary.run(arguments, environment: home.variables)
    }
    // The watch is added before the feeds, so their articles are new to it.
    let watch = try await run([
      "watch", "add", "--query", #"title =~ "erupts" and feedtitle =~ "harbour""#,
    ])
    #expect(watch.exitCode == 0, "\(watch.stderr)")
    let mixed = try await run(["watch", "add", "volcano", "--query", #"title = "x""#])
    #expect(mixed.exitCode == 64)
    #expect(mixed.stderr.hasPrefix("news: A watch looks for a query or for a phrase, not both"))
    try await FeedTagEndToEndTests.subscribed(server, home)
    let ran = try await run(["watch", "run", "--offline", "--json"])
    #expect(ran.exitCode == 0, "\(ran.stderr)")
    let watches = try #require(try Self.json(ran.stdout)["watches"] as? [[String: Any]])
    let found = (watches.first?["new"] as? [[String: Any]] ?? []).compactMap {
      $0["title"] as? String
    }
    #expect(found == ["Harbour erupts near the village"], "\(ran.stdout)")
    let listed = try Self.json(try await run(["watch", "list", "--json"]).stdout)
    let first = try #require((listed["watches"] as? [[String: Any]])?.first)
    #expect(first["query"] as? String == #"title =~ "erupts" and feedtitle =~ "harbour""#)
    #expect(first["feeds_only"] as? Bool == true)

    let filter = try await run(["filter", "add", "--query", #"title =~ "ash""#])
    #expect(filter.stdout == "Filter 1 added: matching title =~ \"ash\".\n", "\(filter.stdout)")
    let read = try await run(["read", "--offline", "--no-stories"])
    #expect(!read.stdout.contains(" ash "), "\(read.stdout)")
    #expect(read.stdout.contains("erupts"))
    #expect(read.stderr.contains("2"), "the filter says what it hid: \(read.stderr)")
    let filters = try Self.json(try await run(["filter", "list", "--json"]).stdout)
    let only = try #require((filters["filters"] as? [[String: Any]])?.first)
    #expect(only["query"] as? String == #"title =~ "ash""# && only["hid_last"] as? Int == 2)
    let invalid = try await run(["filter", "add", "--query", "title =~ (", "--lang", "pl"])
    #expect(invalid.exitCode == 64 && invalid.stderr.contains("nie jest zapytaniem"))
  }
}
