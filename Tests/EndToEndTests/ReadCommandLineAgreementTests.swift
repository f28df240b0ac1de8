import NewsKit
import TestSupport
import Testing

@testable import news

/// The `read` lines `ReadCommandLine` reads without argument-parser mean what argument-parser
/// makes of them: random lines from the words and options a user types, and their mistakes.
@Suite("Read lines: the quick reading agrees with argument-parser")
struct ReadCommandLineAgreementTests {
  static let pieces = [
    "Onet", "@morning", "tvn24.pl", "", " ", "-", "--", "read", "feed", "-x", "--json",
    "--verbose", "--no-store", "--no-filter", "--no-stories", "--offline", "--unread", "--new",
    "--help", "-h", "--json=1", "--lang", "-l", "--lang=pl", "--lang=xx", "-lpl", "pl", "EN",
    "--count", "-n", "-n5", "--count=3", "7", "0", "-5", "101", "--page", "--page=2", "--theme",
    "dark", "--theme=LIGHT", "--color", "never", "--timeout", "2.5", "--timeout=0", "--tag",
    "--tag=pl", "--query", "--query=title =~ 'x'", "--api", "v2", "--unknown",
  ]

  /// The options with a value each, the way most lines are typed.
  static let options = [
    "--json", "--verbose", "--offline", "--unread", "--new", "--no-stories", "--lang pl",
    "-l en", "--count 3", "-n 9", "--page 2", "--theme dark", "--color never", "--timeout 5",
    "--tag pl", "--tag=world", "--query author=~Kowalski", "--lang=en",
  ]

  /// What argument-parser reads from the line, as the line `news` runs; nil when it refuses it
  /// or reads another command.
  static func argumentParserReading(_ line: [String]) -> ReadCommandLine? {
    switch Result(catching: { try NewsMain.parse(line) }) {
    case .success(let command as ReadCommand): command.line
    default: nil
    }
  }

  @Test("1,000 random lines: each one read quickly is read the same by argument-parser")
  func randomLinesAgree() {
    QuickReadingAgreement(options: Self.options, pieces: Self.pieces).check(
      seed: 57, most: 5, start: { _ in ["read"] }, quick: ReadCommandLine.parse,
      argumentParser: Self.argumentParserReading)
  }
}
