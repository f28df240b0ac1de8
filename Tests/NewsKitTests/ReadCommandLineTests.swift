import Testing

@testable import NewsKit

/// Which `read` lines are read without argument-parser, and what they say.
@Suite("Read lines read without argument-parser")
struct ReadCommandLineTests {
  @Test("References, filters, tags, a query and the shared options, in every spelling")
  func plainLines() throws {
    let line = try #require(
      ReadCommandLine.parse([
        "read", "Onet", "--tag", "pl", "--unread", "@morning", "-n", "5", "--tag=world",
        "--query", "title =~ 'Tusk'", "--lang=pl", "--offline", "--json", "--verbose",
        "--page", "2", "--theme", "dark", "--color", "never", "--timeout=3", "--no-stories",
      ]))
    #expect(line.references == ["Onet", "@morning"])
    #expect(line.tags == ["pl", "world"])
    #expect(line.query == "title =~ 'Tusk'")
    #expect(line.unread && !line.new && line.offline)
    #expect(
      line.options
        == CommandLineOptions(
          lang: "pl", count: "5", page: "2", theme: "dark", color: "never", timeout: "3",
          json: true, verbose: true))
    #expect(ReadCommandLine.parse(["read"]) == ReadCommandLine())
    #expect(ReadCommandLine.parse(["read", "--new"]) == ReadCommandLine(new: true))
  }

  @Test(
    "Anything else is left to argument-parser",
    arguments: [
      ["search", "x"], ["feed", "read"], ["read", "-"], ["read", "--"], ["read", "--help"],
      ["read", "-h"], ["read", "--version"], ["read", "-n", "-5"], ["read", "-n"],
      ["read", "-n", "0"], ["read", "-n5"], ["read", "--lang=xx"],
      ["read", "-l", "pl", "-l", "en"],
      ["read", "--unread", "--unread"], ["read", "--offline=1"], ["read", "--no-store"],
      ["read", "--api", "v2"], ["read", "--provider", "google"], ["read", "--query", "--json"],
      ["read", "--query", "a", "--query", "b"], ["read", "--tag"], ["read", "--tag", "-x"],
      ["read", "--page", "0"], ["read", "--timeout", "never"], ["read", "--line"],
      ["--lang", "pl", "read"], ["read", "--no-filter"],
    ])
  func leftToArgumentParser(line: [String]) {
    #expect(ReadCommandLine.parse(line) == nil, "\(line)")
  }
}
