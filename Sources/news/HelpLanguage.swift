import Localization

/// The language of the help and usage messages for the arguments being parsed.
///
/// argument-parser reads help texts from static configuration, so the language is carried as a
/// task-local value, set once in `NewsMain` for the duration of the run.
enum HelpLanguage {
  @TaskLocal static var current: Language = .en

  /// The string table of the current language.
  static var strings: StringTable { current.strings }
}
