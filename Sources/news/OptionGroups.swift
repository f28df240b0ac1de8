import ArgumentParser
import Foundation
import Localization
import NewsKit

/// `--lang`: every command speaks the reader's language.
struct LanguageOption: ParsableArguments {
  @Option(
    name: [.short, .long], help: ArgumentHelp(HelpLanguage.strings.help.lang, valueName: "pl|en"),
    completion: .list(["pl", "en"]))
  var lang: String?

  func validate() throws {
    try ValidationError.localizing { try SettingsResolver.validate(CommandLineOptions(lang: lang)) }
  }
}

/// `--theme`, `--color`: for commands that print styled text.
struct StyleOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(HelpLanguage.strings.help.theme, valueName: "auto|light|dark"),
    completion: .list(["auto", "light", "dark"]))
  var theme: String?

  @Option(
    help: ArgumentHelp(HelpLanguage.strings.help.color, valueName: "auto|always|never"),
    completion: .list(["auto", "always", "never"]))
  var color: String?

  func validate() throws {
    try ValidationError.localizing {
      try SettingsResolver.validate(CommandLineOptions(theme: theme, color: color))
    }
  }
}

/// `--json`: for commands with a machine-readable form.
struct JSONOption: ParsableArguments {
  @Flag(help: ArgumentHelp(HelpLanguage.strings.help.json))
  var json = false
}

/// `--count`: for commands that show a list.
struct CountOption: ParsableArguments {
  // Read unconditionally so that `-n -5` reaches the range check and its message, instead of
  // being taken for an option.
  @Option(
    name: [.customShort("n"), .long], parsing: .unconditional,
    help: ArgumentHelp(HelpLanguage.strings.help.count, valueName: "n"))
  var count: String?

  func validate() throws {
    try ValidationError.localizing {
      try SettingsResolver.validate(CommandLineOptions(count: count))
    }
  }
}

/// `--timeout`, `--verbose`: for the feed commands, which fetch but have no provider or page.
struct NetworkOptions: ParsableArguments {
  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      HelpLanguage.strings.help.timeout, valueName: HelpLanguage.strings.help.secondsValue))
  var timeout: String?

  @Flag(help: ArgumentHelp(HelpLanguage.strings.help.verbose))
  var verbose = false

  func validate() throws {
    try ValidationError.localizing {
      try SettingsResolver.validate(CommandLineOptions(timeout: timeout))
    }
  }
}

/// `--provider`, `--api`, `--no-store`: for commands that fetch lists from a provider and keep
/// what they fetched (with `PageOption` and `NetworkOptions` for `--page`, `--timeout` and
/// `--verbose`).
struct FetchOptions: ParsableArguments {
  @Flag(help: ArgumentHelp(HelpLanguage.strings.help.noStore))
  var noStore = false

  @Flag(help: ArgumentHelp(HelpLanguage.strings.watches.noFilterOption))
  var noFilter = false

  @OptionGroup var stories: StoriesOption

  @OptionGroup var source: SourceOptions
}

/// `--no-stories`: for every command whose list folds a story into one line (the settings
/// read it wherever it stands; declaring it puts it in the command's help).
struct StoriesOption: ParsableArguments {
  @Flag(help: ArgumentHelp(HelpLanguage.strings.stories.noStoriesOption))
  var noStories = false
}

/// `--page` alone: for lists read from the store page by page (`news read`).
struct PageOption: ParsableArguments {
  @Option(
    parsing: .unconditional, help: ArgumentHelp(HelpLanguage.strings.help.page, valueName: "n"))
  var page: String?

  func validate() throws {
    try ValidationError.localizing {
      try SettingsResolver.validate(CommandLineOptions(page: page))
    }
  }
}

/// `--provider`, `--api`: where the news comes from, for every command that fetches a list.
struct SourceOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(HelpLanguage.strings.help.provider, valueName: "newscatcher|google"),
    completion: .list(["newscatcher", "google"]))
  var provider: String?

  @Option(
    help: ArgumentHelp(HelpLanguage.strings.help.api, valueName: "v1|v2|v3"),
    completion: .list(["v1", "v2", "v3"]))
  var api: String?

  func validate() throws {
    try ValidationError.localizing {
      try SettingsResolver.validate(CommandLineOptions(api: api, provider: provider))
    }
  }
}
