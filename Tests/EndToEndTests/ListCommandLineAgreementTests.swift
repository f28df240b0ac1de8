import NewsKit
import TestSupport
import Testing

@testable import news

/// The lines `ListCommandLine` reads without argument-parser mean what argument-parser makes
/// of them: random lines from the words and options a user types, and their mistakes.
@Suite("Search, topic and saved lines: the quick reading agrees with argument-parser")
struct ListCommandLineAgreementTests {
  static let pieces = [
    "SpaceX", "Elon", "sport", "business", "świat", "", " ", "-", "--", "search", "topic", "-x",
    "--json", "--verbose", "--no-store", "--no-filter", "--offline", "--help", "-h", "--line",
    "--json=1", "--lang", "-l", "--lang=pl", "--lang=xx", "-lpl", "pl", "EN", "--count", "-n",
    "-n5", "--count=3", "7", "0", "-5", "101", "--page", "--page=2", "--theme", "dark",
    "--theme=LIGHT", "--color", "never", "--provider", "google", "--api", "v2", "v9",
    "--timeout", "2.5", "--timeout=0", "--unknown",
  ]

  /// What argument-parser reads from the line, as the line `news` runs; nil when it refuses it
  /// or reads another command.
  static func argumentParserReading(_ line: [String]) -> ListCommandLine? {
    switch Result(catching: { try NewsMain.parse(line) }) {
    case .success(let command as SearchCommand):
      ListCommandLine(
        .search(command.words, offline: command.offline), options: command.options.values)
    case .success(let command as TopicCommand):
      ListCommandLine(.topic(command.topic), options: command.options.values)
    case .success(let command as SavedCommand): ListCommandLine(.saved, options: command.values)
    default: nil
    }
  }

  /// The options with a value each, the way most lines are typed.
  static let options = [
    "--json", "--verbose", "--no-store", "--offline", "--lang pl", "-l en", "--count 3", "-n 9",
    "--page 2", "--theme dark", "--color never", "--provider google", "--api v1",
    "--timeout 5", "--lang=en",
  ]

  @Test("1,000 random lines: each one read quickly is read the same by argument-parser")
  func randomLinesAgree() {
    // A command, a topic or a word (none for `saved`), then options typed well and pieces of
    // lines typed badly.
    QuickReadingAgreement(options: Self.options, pieces: Self.pieces).check(
      seed: 25, most: 4,
      start: { generator in
        let command = ["search", "topic", "saved"].randomElement(using: &generator) ?? ""
        let word = ["sport", "SpaceX"].randomElement(using: &generator) ?? ""
        return command == "saved" ? [command] : [command, word]
      }, quick: ListCommandLine.parse, argumentParser: Self.argumentParserReading)
  }
}
