/// Decides which language `news` speaks, from a flag and the environment.
///
/// The order is the contract's: the `--lang` flag, then `NEWS_LANG`, then the first locale
/// variable that is set (`LANGUAGE`, `LC_ALL`, `LC_MESSAGES`, `LANG`), where anything starting
/// with `pl` means Polish; otherwise English. Foundation on Linux ignores these variables, so this
/// is the only place they are read.
public enum LanguageResolver {
  /// The locale variables, in the order they are consulted.
  public static let localeVariables = ["LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"]

  /// Resolves the language; a flag or `NEWS_LANG` that is not `pl` or `en` is passed over.
  public static func resolve(flag: String?, environment: [String: String]) -> Language {
    if let flag, let language = Language(code: flag) {
      return language
    }
    if let value = environment["NEWS_LANG"], let language = Language(code: value) {
      return language
    }
    for name in localeVariables {
      guard let value = environment[name], !value.isEmpty else { continue }
      // LANGUAGE is a colon-separated list of preferences; the first entry counts.
      let first = value.split(separator: ":").first.map(String.init) ?? value
      return first.lowercased().hasPrefix("pl") ? .pl : .en
    }
    return .en
  }
}
