import Foundation

/// The defaults a person keeps in `$XDG_CONFIG_HOME/news/config.toml`.
///
/// A small, strict subset of TOML: `key = value` lines, `[edition]` tables (or dotted keys such
/// as `edition.keep`), comments after `#`, strings in double or single quotes, whole numbers. Every key and value is checked here, so a mistake is reported
/// with its line; nothing in the file is ever printed back except that line's number and key.
public struct ConfigFile: Sendable, Equatable {
  public var lang: String?
  public var theme: String?
  public var color: String?
  public var count: String?
  public var api: String?
  public var provider: String?
  /// The API key. Never printed.
  public var key: String?
  /// The topics of an edition made without `--topic`, comma-separated ids or Polish names
  /// (written as a string or as an array of strings).
  public var editionTopics: String?
  /// How many editions the library keeps; the oldest go first.
  public var editionKeep: String?
  /// How many megabytes of full text and pictures the library keeps; the oldest go first.
  public var editionMaxMB: String?
  /// The program `watch run --notify` runs (a name on PATH or a path); no shell.
  public var watchNotify: String?
  /// What makes an article read for a reader service: `opened` (its details, the browser, its
  /// full text) or `listed` (shown in a list, for people who read headlines only).
  public var markRead: String?
  /// Whether lists show stories (`true`, the default) or every article on its own (`false`).
  public var stories: String?
  /// Where the full-screen reader opens: `feeds` (the default once there are subscriptions)
  /// or `news`.
  public var start: String?
  /// Seconds to wait for each request, as `--timeout` takes them.
  public var timeout: String?
  /// The browser: words with `%u` for the address (newsboat's `browser`); no shell.
  public var browser: String?
  /// The command `b` and `news bookmark` run with an article (newsboat's `bookmark-cmd`).
  public var bookmark: String?
  /// The folder `news download` saves into (newsboat's `download-path`).
  public var downloadPath: String?
  /// The program a downloaded file is played with (newsboat's `player`).
  public var player: String?
  /// Whether pictures are fetched: `off`, `ask` (the default: when asked) or `on`.
  public var images: String?
  /// `[keys]`: an action's name and the keys bound to it.
  public var keyBindings: [String: [String]] = [:]
  /// `[macros]`: a key, and the command `,` and that key run.
  public var macros: [String: String] = [:]

  /// The keys a file may set.
  public static let keys = [
    "lang", "theme", "color", "count", "api", "provider", "timeout", "key", "mark_read", "stories",
    "start", "browser", "bookmark", "download-path", "player", "images",
    "edition.topics", "edition.keep", "edition.max_mb", "watch.notify",
  ]

  /// An empty file.
  public init() {}

  /// The tables (`[name]`) a file may have: the part of the key before its dot.
  public static var tables: [String] {
    keys.compactMap {
      $0.split(separator: ".").count == 2 ? String($0.split(separator: ".")[0]) : nil
    }
    .reduce(into: []) { if !$0.contains($1) { $0.append($1) } } + ["keys", "macros"]
  }

  /// Reads the file's text; throws `ConfigFileError` for the first bad line.
  public static func parse(_ text: String) throws(ConfigFileError) -> ConfigFile {
    let reading = parseAll(text)
    if let first = reading.problems.first { throw first }
    return reading.file
  }

  /// Reads the whole file: the settings of its good lines and every bad line's problem, in
  /// order (`news doctor` names them all; a run stops at the first).
  public static func parseAll(_ text: String) -> (file: ConfigFile, problems: [ConfigFileError]) {
    var file = ConfigFile()
    var problems: [ConfigFileError] = []
    var table = ""
    var seen: [String: Int] = [:]
    for (offset, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      do {
        try read(String(rawLine), number: offset + 1, into: &file, table: &table, seen: &seen)
      } catch {
        problems.append(ConfigFileError(line: offset + 1, problem: error))
      }
    }
    return (file, problems)
  }

  /// Reads line `number` into the file, or throws what is wrong with it; `seen` holds the
  /// line each key was first set on.
  static func read(
    _ rawLine: String, number: Int, into file: inout ConfigFile, table: inout String,
    seen: inout [String: Int]
  ) throws(ConfigFileError.Problem) {
    let line = stripComment(rawLine).trimmingCharacters(in: .whitespaces)
    guard !line.isEmpty else { return }
    if line.hasPrefix("["), line.hasSuffix("]"), !line.contains("=") {
      let name = line.dropFirst().dropLast().trimmingCharacters(in: .whitespaces)
      guard tables.contains(name) else {
        throw .unknownKey(isPlainName(name) ? "[\(name)]" : nil)
      }
      table = name + "."
      return
    }
    guard let equals = line.firstIndex(of: "=") else { throw .syntax }
    let key = table + line[..<equals].trimmingCharacters(in: .whitespaces)
    let rawValue = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
    if key.hasPrefix("keys.") || key.hasPrefix("macros.") {
      if let first = seen[key] { throw .duplicate(key: key, firstLine: first) }
      seen[key] = number
      return try readBinding(key, rawValue, into: &file)
    }
    guard keys.contains(key) else { throw .unknownKey(isPlainName(key) ? key : nil) }
    if let first = seen[key] { throw .duplicate(key: key, firstLine: first) }
    seen[key] = number
    guard let written = written(rawValue) else {
      // A bare word where a quoted string belongs: say how to write it.
      let bare = !rawValue.isEmpty && !"\"'[".contains(rawValue.first ?? " ")
      throw bare ? .unquoted(key: key) : .syntax
    }
    let value = try checked(written, for: key)
    switch key {
    case "lang": file.lang = value
    case "theme": file.theme = value
    case "color": file.color = value
    case "count": file.count = value
    case "api": file.api = value
    case "provider": file.provider = value
    case "timeout": file.timeout = value
    case "edition.topics": file.editionTopics = value
    case "edition.keep": file.editionKeep = value
    case "edition.max_mb": file.editionMaxMB = value
    case "watch.notify": file.watchNotify = value
    case "mark_read": file.markRead = value
    case "stories": file.stories = value
    case "start": file.start = value
    case "browser": file.browser = value
    case "bookmark": file.bookmark = value
    case "download-path": file.downloadPath = value
    case "player": file.player = value
    case "images": file.images = value
    default: file.key = value
    }
  }

  /// A quoted string or a bare number; nil for anything else.
  static func parseValue(_ text: String) -> String? {
    if text.count >= 2, let quote = text.first, quote == "\"" || quote == "'", text.last == quote {
      let inner = String(text.dropFirst().dropLast())
      guard !inner.contains(quote) || quote == "\"" && inner.contains("\\\"") else { return nil }
      return quote == "\""
        ? inner.replacingOccurrences(of: "\\\"", with: "\"")
          .replacingOccurrences(of: "\\\\", with: "\\") : inner
    }
    return Int(text).map(String.init)
  }

  /// Whether a key is a short setting name that is safe to repeat in an error: anything else
  /// (a quoted string, a long token) may be a secret written on the wrong line.
  static func isPlainName(_ key: String) -> Bool {
    (1...24).contains(key.utf8.count)
      && key.utf8.allSatisfy {
        (0x61...0x7A).contains($0) || (0x41...0x5A).contains($0) || $0 == 0x5F || $0 == 0x2D
          || $0 == 0x2E
      }
  }

  /// The `lang` a file sets, read line by line so that a mistake elsewhere in the file does not
  /// hide it: the language the file's own errors are said in.
  public static func language(in text: String) -> String? {
    var table = ""
    for rawLine in text.split(separator: "\n") {
      let line = stripComment(String(rawLine)).trimmingCharacters(in: .whitespaces)
      if line.hasPrefix("[") { table = line }
      guard table.isEmpty, let equals = line.firstIndex(of: "="),
        line[..<equals].trimmingCharacters(in: .whitespaces) == "lang",
        let value = parseValue(
          line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)),
        ["pl", "en"].contains(value)
      else { continue }
      return value
    }
    return nil
  }

  /// The line without a `#` comment (a `#` inside quotes stays).
  static func stripComment(_ line: String) -> String {
    var quote: Character?
    for index in line.indices {
      let character = line[index]
      if let open = quote {
        if character == open { quote = nil }
      } else if character == "\"" || character == "'" {
        quote = character
      } else if character == "#" {
        return String(line[..<index])
      }
    }
    return line
  }
}
