import Foundation
import Localization

extension ConfigFile {
  /// A value as a line writes it.
  enum Written: Equatable {
    /// Text in quotes, unquoted.
    case text(String)
    /// A number without quotes (a fraction for seconds), as written.
    case number(String)
    /// A list of quoted strings in brackets.
    case list([String])
    /// `true` or `false`, without quotes.
    case boolean(String)

    var kind: ConfigWritten {
      switch self {
      case .text: .text
      case .number: .number
      case .list: .list
      case .boolean: .boolean
      }
    }
  }

  /// The keys that take a number, without quotes.
  static let numberKeys: Set = ["count", "timeout", "edition.keep", "edition.max_mb"]
  /// The keys that take `true` or `false`, without quotes.
  static let booleanKeys: Set = ["stories"]
  /// The keys that take a list (or the same as one comma-separated string).
  static let listKeys: Set = ["edition.topics"]

  /// What a key takes, for the sentence that says how to write it.
  public static func form(_ key: String) -> ConfigForm {
    switch key {
    case "lang": .oneOf(["pl", "en"])
    case "theme": .oneOf(["auto", "light", "dark"])
    case "color": .oneOf(["auto", "always", "never"])
    case "api": .oneOf(["v1", "v2", "v3"])
    case "provider": .oneOf(["newscatcher", "google"])
    case "mark_read": .oneOf(["opened", "listed"])
    case "start": .oneOf(ReaderStart.allCases.map(\.rawValue))
    case "stories": .boolean
    case "count": .wholeNumber(1...100)
    case "timeout": .seconds
    case "edition.keep": .wholeNumber(1...10_000)
    case "edition.max_mb": .wholeNumber(1...1_000_000)
    case "edition.topics": .list(Topic.allCases.map(\.rawValue))
    case "watch.notify": .text(example: "notify-send")
    case "browser": .text(example: "w3m %u")
    case "bookmark": .text(example: "~/bin/bookmark")
    case "download-path": .text(example: "~/Podcasts")
    case "player": .text(example: "mpv")
    case "images": .oneOf(PictureSetting.allCases.map(\.rawValue))
    case let key where key.hasPrefix("keys."): .text(example: "j")
    case let key where key.hasPrefix("macros."): .text(example: "mpv %u")
    default: .text(example: "…")
    }
  }

  /// A quoted string, a number or a list of quoted strings; nil for anything else (a bare
  /// word, a broken quote).
  static func written(_ text: String) -> Written? {
    if text.hasPrefix("[") {
      guard text.hasSuffix("]") else { return nil }
      var items: [String] = []
      for part in text.dropFirst().dropLast().split(separator: ",") {
        let item = part.trimmingCharacters(in: .whitespaces)
        guard !item.isEmpty else { continue }
        guard let value = quoted(item) else { return nil }
        items.append(value)
      }
      return .list(items)
    }
    if let value = quoted(text) { return .text(value) }
    if text == "true" || text == "false" { return .boolean(text) }
    let isNumber =
      !text.isEmpty && text.first != "." && text.last != "."
      && text.allSatisfy { $0.isASCII && ($0.isNumber || $0 == ".") }
      && text.filter { $0 == "." }.count <= 1
    return isNumber ? .number(text) : nil
  }

  /// The text of a string in double or single quotes; nil for anything else.
  static func quoted(_ text: String) -> String? {
    guard text.count >= 2, let quote = text.first, quote == "\"" || quote == "'",
      text.last == quote
    else { return nil }
    let inner = String(text.dropFirst().dropLast())
    guard !inner.contains(quote) || quote == "\"" && inner.contains("\\\"") else { return nil }
    return quote == "\""
      ? inner.replacingOccurrences(of: "\\\"", with: "\"")
        .replacingOccurrences(of: "\\\\", with: "\\") : inner
  }

  /// The value a key keeps from what a line wrote, checked for its kind and its values;
  /// throws what is wrong.
  static func checked(_ written: Written, for key: String) throws(ConfigFileError.Problem)
    -> String
  {
    if listKeys.contains(key) {
      let items: [String]
      switch written {
      case .text(let text): items = text.split(separator: ",").map(String.init)
      case .list(let list): items = list
      case .number, .boolean: throw .wrongType(key: key, written: written.kind)
      }
      let names = items.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
      guard !names.isEmpty else { throw .invalidValue(key: key) }
      if let unknown = names.first(where: { Topic(matching: $0) == nil }) {
        throw .unknownItem(key: key, item: isPlainName(unknown) ? unknown : nil)
      }
      return names.joined(separator: ",")
    }
    if booleanKeys.contains(key) {
      // A quoted "false" is text, as TOML reads it: said, not taken for the word.
      guard case .boolean(let value) = written else {
        throw .wrongType(key: key, written: written.kind)
      }
      return value
    }
    let value: String
    switch (written, numberKeys.contains(key)) {
    case (.number(let number), true), (.text(let number), false): value = number
    default: throw .wrongType(key: key, written: written.kind)
    }
    guard isValid(value, for: key) else { throw .invalidValue(key: key) }
    return value
  }

  static func isValid(_ value: String, for key: String) -> Bool {
    let options: CommandLineOptions
    switch key {
    case "edition.keep": return Int(value).map { (1...10_000).contains($0) } ?? false
    case "edition.max_mb": return Int(value).map { (1...1_000_000).contains($0) } ?? false
    case "mark_read": return ["opened", "listed"].contains(value)
    case "start": return ReaderStart(rawValue: value) != nil
    case "timeout": return SettingsResolver.parseTimeout(value) != nil
    case "lang": options = CommandLineOptions(lang: value)
    case "theme": options = CommandLineOptions(theme: value)
    case "color": options = CommandLineOptions(color: value)
    case "count": options = CommandLineOptions(count: value)
    case "api": options = CommandLineOptions(api: value)
    case "provider": options = CommandLineOptions(provider: value)
    default: return !value.trimmingCharacters(in: .whitespaces).isEmpty
    }
    return (try? SettingsResolver.validate(options)) != nil
  }
}
