import Foundation

/// What newsboat's `config` file holds that `news` takes or says it leaves: `ignore-article`
/// lines (they become filters), `notify-program` (the watches' notification program), and
/// `browser`, `reload-threads` and `max-items`, which have no counterpart. Every other
/// setting is listed as left out.
public struct NewsboatConfig: Sendable, Equatable {
  /// An `ignore-article` line: the feed it is for (`*` for every feed) and its query.
  public struct Ignore: Sendable, Equatable {
    public var number: Int
    public var line: String
    public var feed: String
    public var expression: String

    /// The query as a filter reads it: the feed's own lines gain `feedurl = "…"`.
    public var filterQuery: String {
      guard feed != "*" else { return expression }
      let quoted = feed.replacingOccurrences(of: "\\", with: "\\\\")
        .replacingOccurrences(of: "\"", with: "\\\"")
      return "(\(expression)) and feedurl = \"\(quoted)\""
    }
  }

  public var ignores: [Ignore] = []
  /// The `notify-program`, as written (`~` not yet expanded), and its line.
  public var notifyProgram: (number: Int, line: Substring, program: String)?
  public var skipped: [NewsboatSkip] = []

  public static func == (left: NewsboatConfig, right: NewsboatConfig) -> Bool {
    left.ignores == right.ignores && left.skipped == right.skipped
      && left.notifyProgram?.program == right.notifyProgram?.program
  }

  /// Reads the file's text, a line at a time as newsboat does (`#` comments, quoted words).
  public static func parse(_ text: String) -> NewsboatConfig {
    var result = NewsboatConfig()
    for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let number = offset + 1
      guard number <= NewsboatURLs.maximumLines else {
        result.skipped.append(
          .init(file: "config", number: number, line: line, why: .tooManyLines))
        break
      }
      let words = NewsboatTokens.split(line)
      guard let name = words.first else { continue }
      func skip(_ why: NewsboatSkip.Reason) {
        result.skipped.append(.init(file: "config", number: number, line: line, why: why))
      }
      switch name {
      case "ignore-article" where words.count >= 3:
        result.ignores.append(
          Ignore(number: number, line: String(line), feed: words[1], expression: words[2]))
      case "notify-program" where words.count >= 2:
        result.notifyProgram = (number, line, words[1])
      case "browser": skip(.browser)
      case "reload-threads": skip(.reloadThreads)
      case "max-items": skip(.maxItems)
      default: skip(.unknownSetting(String(name.prefix(100))))
      }
    }
    return result
  }
}
