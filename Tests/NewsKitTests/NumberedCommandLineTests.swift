import Testing

@testable import NewsKit

/// Which `show N`, `open N` and `story N` lines are read without argument-parser, and what
/// they say.
@Suite("Numbered lines read without argument-parser")
struct NumberedCommandLineTests {
  @Test("The number and each command's own options, in every spelling")
  func plainLines() throws {
    let show = try #require(
      NumberedCommandLine.parse([
        "show", "--images", "3", "-l", "pl", "--theme=dark", "--color", "never", "--json",
      ]))
    #expect(
      show
        == NumberedCommandLine(
          .show, number: 3, images: true,
          options: CommandLineOptions(lang: "pl", theme: "dark", color: "never", json: true)))
    #expect(NumberedCommandLine.parse(["open", "12"]) == NumberedCommandLine(.open, number: 12))
    #expect(
      NumberedCommandLine.parse(["open", "--lang=en", "1", "--json"])
        == NumberedCommandLine(
          .open, number: 1, options: CommandLineOptions(lang: "en", json: true)))
    #expect(
      NumberedCommandLine.parse(["save", "4", "--timeout=2.5", "--verbose"])
        == NumberedCommandLine(
          .save, number: 4, options: CommandLineOptions(timeout: "2.5", verbose: true)))
    #expect(
      NumberedCommandLine.parse(["unsave", "-l", "en", "7"])
        == NumberedCommandLine(.unsave, number: 7, options: CommandLineOptions(lang: "en")))
    #expect(NumberedCommandLine.Action.allCases.filter(\.changesSyncedState) == [.save, .unsave])
    // `--no-stories` is read from the whole line by the settings; the line only lets it by.
    #expect(
      NumberedCommandLine.parse(["story", "2", "--no-stories", "--color=always"])
        == NumberedCommandLine(.story, number: 2, options: CommandLineOptions(color: "always")))
  }

  @Test(
    "Anything else is left to argument-parser",
    arguments: [
      ["show"], ["show", "0"], ["show", "-1"], ["show", "x"], ["show", "1", "2"],
      ["show", "--help"], ["show", "-h", "1"], ["show", "1", "--version"], ["show", "1", "--"],
      ["show", "-", "1"], ["open", "1", "--images"], ["open", "1", "--theme", "dark"],
      ["story", "1", "--images"], ["show", "1", "--no-stories"], ["show", "1", "--lang=xx"],
      ["show", "1", "-l", "pl", "-l", "en"], ["show", "1", "--json", "--json"],
      ["show", "1", "--json=1"], ["show", "1", "--lang"], ["show", "1", "--lang", "--json"],
      ["show", "1", "--verbose"], ["show", "1", "-n", "3"], ["save", "1", "--json=1"],
      ["save", "1", "--timeout", "0"], ["unsave", "1", "--images"], ["read", "1"],
      ["--lang", "pl", "show", "1"], ["Show", "1"], [],
    ])
  func leftToArgumentParser(line: [String]) {
    #expect(NumberedCommandLine.parse(line) == nil, "\(line)")
  }

  @Test("mark-read: its numbers as typed, --all, its options; anything else to argument-parser")
  func markRead() throws {
    #expect(
      MarkReadCommandLine.parse(["mark-read", "3", "x", "--json", "12", "--timeout=4"])
        == MarkReadCommandLine(
          numbers: ["3", "x", "12"], options: CommandLineOptions(timeout: "4", json: true)))
    #expect(
      MarkReadCommandLine.parse(["mark-read", "--all", "-l", "pl", "--verbose"])
        == MarkReadCommandLine(
          all: true, options: CommandLineOptions(lang: "pl", verbose: true)))
    #expect(MarkReadCommandLine.parse(["mark-read"]) == MarkReadCommandLine())
    for line in [
      ["mark-read", "-1"], ["mark-read", "--all", "--all"], ["mark-read", "--help"],
      ["mark-read", "1", "--"], ["mark-read", "--no-stories"], ["mark-read", "--lang=xx"],
      ["mark-read", "--timeout", "0"], ["mark-read", "-n", "3"], ["show", "1"], [],
    ] {
      #expect(MarkReadCommandLine.parse(line) == nil, "\(line)")
    }
  }
}
