import ArgumentParser
import Foundation
import Localization
import NewsKit

/// The options of a command, as typed; each command declares only the groups that apply to it.
protocol CommandOptions {
  /// The values as typed; options the command does not take are nil.
  var values: CommandLineOptions { get }
}

extension CommandOptions {
  /// The settings for a run: these options over the environment over the configuration file.
  /// A configuration file that exposes the key gets its warning on stderr here.
  func settings(in environment: NewsEnvironment) throws -> Settings {
    let config = try ConfigLoader.load(environment: environment)
    var values = values
    // Accepted by every command: a command that keeps or reads the store honours it even
    // when it does not declare it (then it has no store to act on, and says so).
    values.noStore = values.noStore || Invocation.noStore
    let settings = try SettingsResolver.resolve(
      values, environment: environment.variables, config: config.file, configPath: config.path)
    // Said at once on stderr, wrapped like every notice: a key others can read, and a
    // NEWS_LANG news does not speak (passed over unless --lang overrides it).
    var notices: [StoreNotice] = []
    if config.keyReadableByOthers, let path = config.path {
      notices.append(.keyReadableByOthers(path))
    }
    if values.lang == nil, let value = environment.variables["NEWS_LANG"],
      !value.trimmingCharacters(in: .whitespaces).isEmpty, Language(code: value) == nil
    {
      notices.append(.unknownLanguage(value, used: settings.language))
    }
    if !notices.isEmpty {
      StandardStream.write(
        ListPresenter.render(notices, settings: settings, environment: environment), to: 2)
    }
    return settings
  }
}

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

  @OptionGroup var source: SourceOptions
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

/// Every option: for the commands that fetch lists (`search`, `topic`, `news` alone) and for
/// `news config`, which shows what they would use.
struct GlobalOptions: ParsableArguments, CommandOptions {
  @OptionGroup var language: LanguageOption
  @OptionGroup var count: CountOption
  @OptionGroup var style: StyleOptions
  @OptionGroup var output: JSONOption
  // `--page` is its own group, under the same name in `news read`, for the reason below.
  @OptionGroup var paging: PageOption
  @OptionGroup var fetch: FetchOptions
  // The same group, under the same name, as the subcommands that declare it: argument-parser
  // gives an option both a parent and a child declare to both only when they match; a parent's
  // differently shaped `--timeout` or `--verbose` took the value from the child.
  @OptionGroup var network: NetworkOptions

  var values: CommandLineOptions {
    CommandLineOptions(
      lang: language.lang, count: count.count, page: paging.page, theme: style.theme,
      color: style.color, api: fetch.source.api, timeout: network.timeout,
      provider: fetch.source.provider,
      json: output.json, verbose: network.verbose, noStore: fetch.noStore)
  }
}

extension ValidationError {
  /// Runs a check and turns the `NewsError` it throws into a validation error whose message is
  /// that error's localized text, so argument-parser reports it as a usage error (64).
  /// A number outside what an option takes, worded like every other usage error.
  static func outOfRange(_ option: String, _ value: Int, _ range: ClosedRange<Int>)
    -> ValidationError
  {
    ValidationError(
      ErrorView.text(
        .usage(
          .invalidValue(
            option: option, value: "\(value)", allowed: ["\(range.lowerBound)…\(range.upperBound)"])
        ),
        strings: HelpLanguage.strings
      ).what)
  }

  static func localizing(_ check: () throws -> Void) throws {
    do {
      try check()
    } catch let error as NewsError {
      let text = ErrorView.text(error, strings: HelpLanguage.strings)
      throw ValidationError(text.what + "\n" + text.fix)
    }
  }
}
