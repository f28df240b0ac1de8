import Foundation
import TestSupport
import Testing

/// Tags on subscriptions as a user runs them: `feed tag`, `feed untag`, `read --tag`, `feed
/// list` and its JSON, OPML export read back by Debian's newsboat.
@Suite("news, end to end, feed tags")
struct FeedTagEndToEndTests {
  /// Two feeds of their own words on a loopback server, subscribed in a home of their own.
  static func subscribed(_ server: LoopbackServer, _ home: FeedEndToEndTests.Home) async throws {
    for name in ["volcano", "harbour"] {
      let added = try await NewsBinary.run(
        ["feed", "add", server.baseURL + name + ".xml"], environment: home.variables)
      #expect(added.exitCode == 0, "\(added.stderr)")
    }
  }

  static func server() throws -> LoopbackServer {
    try LoopbackServer { request in
      let name = request.path.dropFirst().split(separator: ".").first.map(String.init) ?? ""
      let items = ["erupts near the village", "ash closes the airport"].enumerated().map {
        """
        <item><title>\(name.capitalized) \($0.element)</title><guid>\(name)-\($0.offset)</guid>
        <link>https://\(name).example/\($0.offset)</link>
        <pubDate>Sat, 28 Nov 2026 1\($0.offset):00:00 GMT</pubDate></item>
        """
      }
      return CannedResponse(
        status: 200,
        body: Data(
          """
          <?xml version="1.0"?><rss version="2.0"><channel><title>\(name.capitalized) News</title>
          <link>https://\(name).example/</link>\(items.joined())</channel></rss>
          """.utf8))
    }
  }

  @Test("tag, untag, read --tag and feed list: outcomes, JSON, exit codes, both languages")
  func tagging() async throws {
    let server = try Self.server()
    defer { server.stop() }
    let home = FeedEndToEndTests.Home()
    try await Self.subscribed(server, home)
    let tagged = try await NewsBinary.run(
      ["feed", "tag", "volcano", "Nature", "two words"], environment: home.variables)
    #expect(tagged.stdout == "“Volcano News”: tags Nature, two words\n", "\(tagged.stderr)")
    let polish = try await NewsBinary.run(
      ["feed", "tag", "2", "Świat", "--lang", "pl"], environment: home.variables)
    #expect(polish.stdout == "„Harbour News”: tagi Świat\n")
    let list = try await NewsBinary.run(["feed", "list"], environment: home.variables)
    #expect(list.stdout.contains("   tags: Nature, two words\n"), "\(list.stdout)")
    let json = try await NewsBinary.run(["feed", "list", "--json"], environment: home.variables)
    let feeds = try #require(
      (try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])?[
        "feeds"] as? [[String: Any]])
    let volcano = try #require(feeds.first { $0["title"] as? String == "Volcano News" })
    #expect(volcano["tags"] as? [String] == ["Nature", "two words"])
    #expect(volcano["folder"] as? String == "Nature")

    // Diacritics and case aside, as search: "swiat" finds "Świat".
    let read = try await NewsBinary.run(
      ["read", "--tag", "swiat", "--offline", "--no-stories"], environment: home.variables)
    #expect(read.exitCode == 0, "\(read.stderr)")
    #expect(read.stdout.hasPrefix("Tagged Świat: the newest articles\nShowing 2 articles\n"))
    #expect(read.stdout.contains("Harbour erupts") && !read.stdout.contains("Volcano"))
    let polishRead = try await NewsBinary.run(
      ["read", "--tag", "swiat", "--offline", "--no-stories", "--lang", "pl"],
      environment: home.variables)
    #expect(polishRead.stdout.hasPrefix("Tag Świat: najnowsze artykuły\n"), "\(polishRead.stdout)")
    let either = try await NewsBinary.run(
      ["read", "--tag", "nature", "--tag", "Świat", "--offline", "--no-stories", "--json"],
      environment: home.variables)
    let articles = try #require(
      (try JSONSerialization.jsonObject(with: Data(either.stdout.utf8)) as? [String: Any])?[
        "articles"] as? [[String: Any]])
    #expect(articles.count == 4)

    let unknown = try await NewsBinary.run(
      ["read", "--tag", "sport", "--offline"], environment: home.variables)
    #expect(unknown.exitCode == 64 && unknown.stdout.isEmpty)
    #expect(unknown.stderr.hasPrefix("news: No subscription has the tag “sport”."))
    let unknownPolish = try await NewsBinary.run(
      ["read", "--tag", "sport", "--offline", "--lang", "pl"], environment: home.variables)
    #expect(unknownPolish.stderr.hasPrefix("news: Żadna subskrypcja nie ma tagu „sport”."))
    let comma = try await NewsBinary.run(
      ["feed", "tag", "1", "a,b"], environment: home.variables)
    #expect(comma.exitCode == 64 && comma.stderr.hasPrefix("news: “a,b” cannot be a tag."))

    let untagged = try await NewsBinary.run(
      ["feed", "untag", "volcano", "NATURE"], environment: home.variables)
    #expect(untagged.stdout == "“Volcano News”: tags two words\n")
    let bare = try await NewsBinary.run(
      ["feed", "untag", "volcano", "two words", "--json"], environment: home.variables)
    #expect(bare.stdout.contains(#""tags": []"#) && bare.stdout.contains(#""folder": null"#))
    let none = try await NewsBinary.run(
      ["feed", "untag", "volcano", "x", "--lang", "pl"], environment: home.variables)
    #expect(none.stdout == "„Volcano News” nie ma już tagów.\n")
  }

  /// newsboat 2.21 (Debian's) reads a feed's folder outline as its tag; 2.33 and later also
  /// read `category`. The export nests each tagged feed in its first tag for both, and for
  /// FreshRSS, which takes the folder.
  @Test(
    "newsboat imports the exported OPML with each feed's first tag",
    .enabled(
      if: RequiredPrograms.present("/usr/bin/newsboat"), "newsboat is installed in CI (.ci/run)"))
  func newsboatReadsTheExport() async throws {
    let server = try Self.server()
    defer { server.stop() }
    let home = FeedEndToEndTests.Home()
    try await Self.subscribed(server, home)
    _ = try await NewsBinary.run(
      ["feed", "tag", "1", "Nature", "Earth"], environment: home.variables)
    let export = try await NewsBinary.run(["feed", "export"], environment: home.variables)
    let folder = home.directory.appendingPathComponent("newsboat")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let opml = folder.appendingPathComponent("news.opml")
    try Data(export.stdout.utf8).write(to: opml)
    let urls = folder.appendingPathComponent("urls")
    try Data().write(to: urls)
    let imported = try await Program.run(
      [
        "newsboat", "-u", urls.path, "-c", folder.appendingPathComponent("cache.db").path, "-i",
        opml.path,
      ], environment: ["HOME": folder.path, "PATH": "/usr/bin:/bin"])
    #expect(imported.exitCode == 0, "\(imported.stderr)")
    let lines = try String(contentsOf: urls, encoding: .utf8).split(separator: "\n")
    #expect(lines.contains("\(server.baseURL)volcano.xml \"Nature\""), "\(lines)")
    #expect(lines.contains("\(server.baseURL)harbour.xml"), "\(lines)")
  }
}
