import Localization

/// Renders `news config`: the effective settings, with the key never shown.
public enum ConfigView {
  /// The settings as aligned `name  value` lines, or as JSON.
  public static func render(_ settings: Settings, config: LoadedConfig) -> String {
    let library = settings.language.strings.library
    let keyText = settings.apiKey == nil ? library.keyNotSet : library.keySet
    let configText =
      (config.path ?? "-") + (config.exists ? "" : " " + library.noConfigFile)
    let rows: [(String, String)] = [
      ("lang", settings.language.rawValue), ("theme", settings.theme.rawValue),
      ("color", settings.color.rawValue), ("count", String(settings.count)),
      ("api", settings.api.rawValue), ("provider", settings.provider.rawValue),
      ("mark_read", settings.listsMarkRead ? "listed" : "opened"),
      ("stories", settings.storiesFold ? "true" : "false"),
      ("start", (settings.readerStart ?? .feeds).rawValue),
      ("browser", settings.browser ?? library.keyNotSet),
      ("bookmark", settings.bookmarkCommand ?? library.keyNotSet),
      ("download-path", settings.downloadPath ?? library.keyNotSet),
      ("player", settings.player ?? library.keyNotSet),
      ("images", settings.images.rawValue),
      ("timeout", NumberText.decimal(settings.timeout, in: .en)), ("key", keyText),
      ("config", configText), ("store", settings.storeURL?.path ?? library.storeOff),
      (
        "edition.topics",
        (settings.edition.topics ?? EditionRecipe.defaultTopics).map(\.rawValue)
          .joined(separator: ", ")
      ),
      ("edition.keep", String(settings.edition.keep)),
      ("edition.max_mb", String(settings.edition.maxBytes / 1_048_576)),
      ("watch.notify", settings.notifyCommand),
    ]
    if settings.json {
      var members: [(String, JSONValue)] = rows.filter {
        ![
          "key", "config", "store", "count", "timeout", "stories", "browser", "bookmark",
          "download-path", "player",
        ]
        .contains($0.0)
          && !$0.0.hasPrefix("edition.") && !$0.0.hasPrefix("watch.")
      }
      .map { ($0.0, .string($0.1)) }
      // Numbers as numbers, so jq compares them as such.
      let timeout = settings.timeout
      members.append(
        (
          "timeout",
          timeout.rounded() == timeout && timeout < 1e9 ? .int(Int(timeout)) : .seconds(timeout)
        ))
      members.append(("count", .int(settings.count)))
      members.append(("stories", .bool(settings.storiesFold)))
      members.append(("key_set", .bool(settings.apiKey != nil)))
      members.append(("browser", .string(settings.browser)))
      members.append(("bookmark", .string(settings.bookmarkCommand)))
      members.append(("download_path", .string(settings.downloadPath)))
      members.append(("player", .string(settings.player)))
      members.append(("config_file", .string(config.exists ? config.path : nil)))
      members.append(("store", .string(settings.storeURL?.path)))
      members.append(
        (
          "edition",
          .object([
            (
              "topics",
              .array(
                (settings.edition.topics ?? EditionRecipe.defaultTopics).map {
                  .string($0.rawValue)
                })
            ),
            ("keep", .int(settings.edition.keep)),
            ("max_mb", .int(settings.edition.maxBytes / 1_048_576)),
          ])
        ))
      members.append(("watch", .object([("notify", .string(settings.notifyCommand))])))
      return JSONValue.object(members).rendered() + "\n"
    }
    let column = (rows.map(\.0.count).max() ?? 0) + 2
    return rows.map { name, value in
      name + String(repeating: " ", count: column - name.count) + TerminalSanitizer.sanitize(value)
    }.joined(separator: "\n") + "\n"
  }
}
