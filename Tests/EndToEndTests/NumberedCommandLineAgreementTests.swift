import NewsKit
import TestSupport
import Testing

@testable import news

/// The `show N`, `open N`, `story N`, `save N` and `unsave N` lines `NumberedCommandLine` reads without
/// argument-parser mean what argument-parser makes of them: random lines from the words and
/// options a user types, and their mistakes.
@Suite("Numbered lines: the quick reading agrees with argument-parser")
struct NumberedCommandLineAgreementTests {
  static let pieces = [
    "3", "1", "0", "-1", "12", " 4", "x", "", "-", "--", "show", "--json", "--images",
    "--no-stories", "--verbose", "--help", "-h", "--json=1", "--lang", "-l", "--lang=pl",
    "--lang=xx", "-lpl", "pl", "--theme", "dark", "--theme=LIGHT", "--color", "never",
    "--count", "-n", "5", "--unknown", "--timeout", "2.5", "--timeout=0", "--timeout=x",
  ]

  /// The options with a value each, the way most lines are typed.
  static let options = [
    "--json", "--images", "--no-stories", "--lang pl", "-l en", "--theme dark", "--color never",
    "--lang=en", "--color=always", "--timeout 3", "--verbose",
  ]

  /// What argument-parser reads from the line, as the line `news` runs; nil when it refuses it
  /// or reads another command.
  static func argumentParserReading(_ line: [String]) -> NumberedCommandLine? {
    switch Result(catching: { try NewsMain.parse(line) }) {
    case .success(let command as NumberedLineCommand): command.line
    default: nil
    }
  }

  @Test("1,000 random lines: each one read quickly is read the same by argument-parser")
  func randomLinesAgree() {
    QuickReadingAgreement(options: Self.options, pieces: Self.pieces).check(
      seed: 57, most: 4,
      start: { generator in
        [
          ["show", "open", "story"].randomElement(using: &generator) ?? "show",
          "\(Int.random(in: 1...30, using: &generator))",
        ]
      }, quick: NumberedCommandLine.parse, argumentParser: Self.argumentParserReading)
  }

  /// What argument-parser reads from a `mark-read` line, as the line `news` runs.
  static func markReadReading(_ line: [String]) -> MarkReadCommandLine? {
    switch Result(catching: { try NewsMain.parse(line) }) {
    case .success(let command as MarkReadCommand):
      MarkReadCommandLine(numbers: command.numbers, all: command.all, options: command.values)
    default: nil
    }
  }

  @Test("1,000 random mark-read lines: each one read quickly is read the same by argument-parser")
  func markReadLinesAgree() {
    QuickReadingAgreement(options: Self.options + ["--all"], pieces: Self.pieces + ["--all"])
      .check(
        seed: 76, most: 4, start: { _ in ["mark-read"] }, quick: MarkReadCommandLine.parse,
        argumentParser: Self.markReadReading)
  }
}
