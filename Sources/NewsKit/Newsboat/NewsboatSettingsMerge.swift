import Foundation

/// newsboat's `browser`, `bookmark-cmd`, `download-path`, `player`, `bind-key` and `macro` lines merged into the text of
/// `config.toml`: what the file sets already stays (the line is said as kept), the rest is
/// written, the top-level keys before the first table, `[keys]` and `[macros]` after.
public enum NewsboatSettingsMerge {
  /// The merged text (nil when nothing is to be written), the lines written, and the settings
  /// kept as the file has them.
  public static func merge(_ existing: String, _ settings: [NewsboatConfig.Setting]) -> (
    text: String?, written: [String], kept: [NewsboatConfig.Setting]
  ) {
    let file = ConfigFile.parseAll(existing).file
    var kept: [NewsboatConfig.Setting] = []
    var top: [String] = []
    var keys: [(String, [String])] = []
    var macros: [(String, String)] = []
    // The last line of newsboat's wins, as there.
    var latest: [String: NewsboatConfig.Setting] = [:]
    var bound: [String: [String]] = [:]
    for setting in settings where usable(setting.value) {
      if setting.key.hasPrefix("keys.") {
        bound[setting.key, default: []].append(setting.value)
      }
      latest[setting.key] = setting
    }
    for setting in settings where !usable(setting.value) { kept.append(setting) }
    let hasKeys = !file.keyBindings.isEmpty || existing.contains("[keys]")
    let hasMacros = !file.macros.isEmpty || existing.contains("[macros]")
    for (key, setting) in latest.sorted(by: { $0.value.number < $1.value.number }) {
      let parts = key.split(separator: ".", maxSplits: 1).map(String.init)
      switch parts[0] {
      case "browser", "bookmark", "download-path", "player":
        let now =
          [
            "browser": file.browser, "bookmark": file.bookmark, "download-path": file.downloadPath,
            "player": file.player,
          ][parts[0]] ?? nil
        if now == nil {
          top.append(parts[0] + " = " + quoted(setting.value))
        } else if now != setting.value {
          kept.append(setting)
        }
      case "keys":
        var names: [String] = []
        for name in bound[key] ?? [] where !names.contains(name) { names.append(name) }
        if !hasKeys {
          keys.append((parts[1], names))
        } else if file.keyBindings[parts[1]].map(Set.init) != Set(names) {
          kept += settings.filter { $0.key == key }
        }
      default:
        if !hasMacros {
          macros.append((parts[1], setting.value))
        } else if file.macros[parts[1]] != setting.value {
          kept.append(setting)
        }
      }
    }
    var written = top
    var appended = ""
    if !keys.isEmpty {
      let lines = keys.map { action, names in
        action + " = "
          + (names.count == 1
            ? quoted(names[0]) : "[" + names.map(quoted).joined(separator: ", ") + "]")
      }
      appended += "\n[keys]\n" + lines.joined(separator: "\n") + "\n"
      written += lines.map { "[keys] " + $0 }
    }
    if !macros.isEmpty {
      let lines = macros.map { key, command in quotedKey(key) + " = " + quoted(command) }
      appended += "\n[macros]\n" + lines.joined(separator: "\n") + "\n"
      written += lines.map { "[macros] " + $0 }
    }
    guard !written.isEmpty else { return (nil, [], kept) }
    // Top-level keys go before the first table, where TOML reads them as top-level.
    var lines = existing.isEmpty ? [] : existing.components(separatedBy: "\n")
    // A file that starts blank (the import's own [watch]) gets them at its top.
    while lines.first?.trimmingCharacters(in: .whitespaces) == "" { lines.removeFirst() }
    let firstTable =
      lines.firstIndex { $0.trimmingCharacters(in: .whitespaces).hasPrefix("[") } ?? lines.count
    lines.insert(
      contentsOf: top + (!top.isEmpty && firstTable < lines.count ? [""] : []), at: firstTable)
    var text = lines.joined(separator: "\n")
    if !text.isEmpty, !text.hasSuffix("\n") { text += "\n" }
    return (text + appended, written, kept)
  }

  /// Whether a value can be written into the file: not empty, at most 8 KB, no control or
  /// format character to break or hide in it.
  static func usable(_ value: String) -> Bool {
    !value.trimmingCharacters(in: .whitespaces).isEmpty && value.utf8.count <= 8_192
      && !value.unicodeScalars.contains {
        $0.properties.generalCategory == .control || $0.properties.generalCategory == .format
      }
  }

  static func quoted(_ value: String) -> String {
    "\""
      + value.replacingOccurrences(of: "\\", with: "\\\\")
      .replacingOccurrences(of: "\"", with: "\\\"") + "\""
  }

  /// A macro's key as a TOML key: bare when it is a letter or digit, else quoted.
  static func quotedKey(_ key: String) -> String {
    key.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } ? key : quoted(key)
  }
}
