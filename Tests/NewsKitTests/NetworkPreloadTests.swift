import Testing

@testable import NewsKit

/// Which command lines start loading libcurl before they are parsed.
@Suite("Loading libcurl ahead of a request")
struct NetworkPreloadTests {
  static let commands = [
    "search", "topic", "topics", "open", "show", "save", "unsave", "saved", "config", "feed",
    "read", "sync", "edition", "watch", "filter", "doctor", "help", "mark-read", "story",
    "query", "import", "store", "bookmark", "download",
  ]

  @Test(
    "The commands that fetch load it; offline, help, version and the rest do not",
    arguments: [
      ([], true),
      (["--lang", "pl"], true),
      (["search", "SpaceX"], true),
      (["--lang", "pl", "search", "x"], true),
      (["topic", "sport", "--json"], true),
      (["read"], true),
      (["feed", "refresh"], true),
      (["feed", "add", "https://example.com/feed"], true),
      (["feed", "tag", "Onet", "pl"], true),
      (["feed", "list"], false),
      (["feed", "--json", "list"], false),
      (["feed", "export"], false),
      (["sync", "now"], true),
      (["edition", "make"], true),
      (["edition", "resume", "3"], true),
      (["download", "1"], true),
      (["search", "--offline", "x"], false),
      (["search", "--help"], false),
      (["--version"], false),
      (["topics"], false),
      (["saved"], false),
      (["edition", "list"], false),
      (["doctor"], false),
      (["query", "list"], false),
      (["import", "newsboat"], false),
      (["store", "compact"], false),
    ])
  func expected(line: [String], loads: Bool) {
    #expect(NetworkPreload.expected(line, commands: Self.commands) == loads, "\(line)")
    #expect(NetworkPreload.expected(line) == loads, "\(line), the option table's names")
  }

  @Test("The option table names every command, as the parser's root does")
  func tableNamesEveryCommand() {
    #expect(Set(NetworkPreload.commands) == Set(Self.commands))
  }
}
