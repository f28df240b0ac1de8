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

  /// A setting that becomes one of `config.toml`: `browser`, `bookmark` (newsboat's
  /// `bookmark-cmd`), `download-path` and `player` (podboat's), `keys.<action>` (a `bind-key`), `macros.<key>` (a `macro` that sets the
  /// browser and opens the article, newsboat's way of running a command on it).
  public struct Setting: Sendable, Equatable {
    public var number: Int
    public var line: String
    public var key: String
    public var value: String
  }

  public var ignores: [Ignore] = []
  public var settings: [Setting] = []
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
      case "browser" where words.count >= 2, "bookmark-cmd" where words.count >= 2,
        "download-path" where words.count >= 2, "player" where words.count >= 2:
        result.settings.append(
          Setting(
            number: number, line: String(line), key: name == "bookmark-cmd" ? "bookmark" : name,
            value: words[1]))
      case "bind-key" where words.count >= 3:
        guard KeyName.key(words[1]) != nil else {
          skip(.unknownKeyName(String(words[1].prefix(40))))
          continue
        }
        guard let action = KeyAction(newsboat: words[2]) else {
          skip(.unknownOperation(String(words[2].prefix(60))))
          continue
        }
        result.settings.append(
          Setting(
            number: number, line: String(line), key: "keys." + action.rawValue, value: words[1]))
      case "unbind-key": skip(.unbindKey)
      case "macro" where words.count >= 3:
        guard case .character = KeyName.key(words[1]),
          let command = macroCommand(words.dropFirst(2))
        else {
          skip(.macroUnsupported)
          continue
        }
        result.settings.append(
          Setting(number: number, line: String(line), key: "macros." + words[1], value: command))
      case "reload-threads": skip(.reloadThreads)
      case "max-items": skip(.maxItems)
      default: skip(.unknownSetting(String(name.prefix(100))))
      }
    }
    return result
  }

  /// The command of a macro written as newsboat users write "run this on the article": `set
  /// browser "<command>"; open-in-browser` (and the browser set back after); nil for any other.
  static func macroCommand(_ words: ArraySlice<String>) -> String? {
    let tokens = words.flatMap { $0.split(separator: ";").map(String.init) }
      .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    guard tokens.count >= 4, tokens[0] == "set", tokens[1] == "browser",
      tokens[3].hasPrefix("open-in-browser")
    else { return nil }
    return tokens[2]
  }
}
