import Localization

/// The language of the help and usage messages: argument-parser reads help texts from static
/// configuration, so it is a task-local value, set once in `NewsMain` for the run.
enum HelpLanguage {
  @TaskLocal static var current: Language = .en

  /// The string table of the current language, lent (see `Language.strings`).
  static var strings: StringTable {
    _read { yield current.strings }
  }
}
