import ArgumentParser
import Foundation
import NewsKit

/// The options every command takes, before or after the subcommand's name.
struct GlobalOptions: ParsableArguments {
  @Option(
    name: [.short, .long], help: ArgumentHelp(HelpLanguage.strings.help.lang, valueName: "pl|en"),
    completion: .list(["pl", "en"]))
  var lang: String?

  // Numbers are read unconditionally so that `-n -5` or `--timeout -1` reach the range check
  // and its message, instead of being taken for options.
  @Option(
    name: [.customShort("n"), .long], parsing: .unconditional,
    help: ArgumentHelp(HelpLanguage.strings.help.count, valueName: "n"))
  var count: String?

  @Option(
    parsing: .unconditional, help: ArgumentHelp(HelpLanguage.strings.help.page, valueName: "n"))
  var page: String?

  @Option(
    help: ArgumentHelp(HelpLanguage.strings.help.theme, valueName: "auto|light|dark"),
    completion: .list(["auto", "light", "dark"]))
  var theme: String?

  @Option(
    help: ArgumentHelp(HelpLanguage.strings.help.color, valueName: "auto|always|never"),
    completion: .list(["auto", "always", "never"]))
  var color: String?

  @Flag(help: ArgumentHelp(HelpLanguage.strings.help.json))
  var json = false

  @Flag(help: ArgumentHelp(HelpLanguage.strings.help.verbose))
  var verbose = false

  @Flag(help: ArgumentHelp(HelpLanguage.strings.help.noStore))
  var noStore = false

  @Option(
    help: ArgumentHelp(HelpLanguage.strings.help.provider, valueName: "newscatcher|google"),
    completion: .list(["newscatcher", "google"]))
  var provider: String?

  @Option(
    help: ArgumentHelp(HelpLanguage.strings.help.api, valueName: "v1|v2|v3"),
    completion: .list(["v1", "v2", "v3"]))
  var api: String?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(HelpLanguage.strings.help.timeout, valueName: "seconds"))
  var timeout: String?

  /// The values as typed.
  var values: CommandLineOptions {
    CommandLineOptions(
      lang: lang, count: count, page: page, theme: theme, color: color, api: api,
      timeout: timeout, provider: provider, json: json, verbose: verbose, noStore: noStore)
  }

  /// The settings for a run: these options over the environment over the configuration file.
  /// A configuration file that exposes the key gets its warning on stderr here.
  func settings(in environment: NewsEnvironment) throws -> Settings {
    let config = try ConfigLoader.load(environment: environment)
    let settings = try SettingsResolver.resolve(
      values, environment: environment.variables, config: config.file, configPath: config.path)
    if config.keyReadableByOthers, let path = config.path {
      let notice = NoticeView.render(
        .keyReadableByOthers(path), strings: settings.language.strings, now: environment.now())
      FileHandle.standardError.write(Data(notice.utf8))
    }
    return settings
  }

  func validate() throws {
    try ValidationError.localizing { try SettingsResolver.validate(values) }
  }
}

extension ValidationError {
  /// Runs a check and turns the `NewsError` it throws into a validation error whose message is
  /// that error's localized text, so argument-parser reports it as a usage error (64).
  static func localizing(_ check: () throws -> Void) throws {
    do {
      try check()
    } catch let error as NewsError {
      let text = ErrorView.text(error, strings: HelpLanguage.strings)
      throw ValidationError(text.what + "\n" + text.fix)
    }
  }
}
