import Testing

@testable import NewsKit

/// Which search and topic lines are read without argument-parser, and what they say.
@Suite("Search and topic lines read without argument-parser")
struct ListCommandLineTests {
  @Test("Words and the shared options, in their long, short and `=` spellings")
  func plainLines() throws {
    let search = try #require(
      ListCommandLine.parse([
        "search", "Elon", "--lang", "pl", "Musk", "-n", "3", "--theme=dark", "--json",
        "--no-store", "--verbose", "--no-filter", "--page", "2", "--api", "v3", "--timeout=2.5",
        "--provider", "newscatcher", "--color", "never",
      ]))
    #expect(search.request == .search(["Elon", "Musk"], offline: false))
    #expect(
      search.options
        == CommandLineOptions(
          lang: "pl", count: "3", page: "2", theme: "dark", color: "never", api: "v3",
          timeout: "2.5", provider: "newscatcher", json: true, verbose: true, noStore: true))
    let offline = try #require(
      ListCommandLine.parse(["search", "--offline", "mission", "-l", "en"]))
    #expect(offline.request == .search(["mission"], offline: true))
    #expect(offline.options == CommandLineOptions(lang: "en"))
    let topic = try #require(ListCommandLine.parse(["topic", "sport", "--count=7"]))
    #expect(topic.request == .topic("sport"))
    #expect(topic.options == CommandLineOptions(count: "7"))
    let saved = try #require(
      ListCommandLine.parse(["saved", "-n", "4", "--json", "--color=never", "-l", "pl"]))
    #expect(saved.request == .saved)
    #expect(
      saved.options == CommandLineOptions(lang: "pl", count: "4", color: "never", json: true))
    #expect(ListCommandLine.parse(["saved"]) == ListCommandLine(.saved, options: .init()))
  }

  @Test(
    "Anything else is left to argument-parser",
    arguments: [
      ["topics"], ["search"], ["search", "-"], ["search", "x", "--"], ["search", "--help", "x"],
      ["search", "x", "-h"], ["search", "x", "--count", "-5"], ["search", "x", "--count"],
      ["search", "x", "--count", "0"], ["search", "x", "-n5"], ["search", "x", "-lpl"],
      ["search", "x", "--lang=xx"], ["search", "x", "--lang", "pl", "--lang", "en"],
      ["search", "x", "--json", "--json"], ["search", "x", "--json=1"], ["search", "x", "--line"],
      ["search", " "], ["topic"], ["topic", "sprot"], ["topic", "sport", "world"],
      ["topic", "sport", "--offline"], ["--lang", "pl", "search", "x"], ["search", "x", "-l=pl"],
      ["search", "x", "--timeout", "never"], ["search", "x", "--theme", "--json"],
      ["saved", "x"], ["saved", "--offline"], ["saved", "--no-store"], ["saved", "--verbose"],
      ["saved", "--page", "2"], ["saved", "--api", "v2"], ["saved", "-n", "0"], ["saved", "-"],
    ])
  func leftToArgumentParser(line: [String]) {
    #expect(ListCommandLine.parse(line) == nil, "\(line)")
  }
}
