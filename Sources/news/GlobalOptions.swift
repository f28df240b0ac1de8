import ArgumentParser
import Foundation
import Localization
import NewsKit

/// The options of a command, as typed; each command declares only the groups that apply to it.
protocol CommandOptions {
  /// The values as typed; options the command does not take are nil.
  var values: CommandLineOptions { get }
}

/// A command whose options are the language and JSON: its values are those.
protocol LanguageJSONCommand: CommandOptions {
  var language: LanguageOption { get }
  var output: JSONOption { get }
}

extension LanguageJSONCommand {
  var values: CommandLineOptions { CommandLineOptions(lang: language.lang, json: output.json) }
}

/// A command that prints styled text: its values are the language, JSON, theme and colour.
protocol StyledCommand: LanguageJSONCommand {
  var style: StyleOptions { get }
}

extension StyledCommand {
  var values: CommandLineOptions {
    CommandLineOptions(
      lang: language.lang, theme: style.theme, color: style.color, json: output.json)
  }
}

/// A styled command that shows a list: `--count` too.
protocol StyledListCommand: StyledCommand {
  var count: CountOption { get }
}

extension StyledListCommand {
  var values: CommandLineOptions {
    CommandLineOptions(
      lang: language.lang, count: count.count, theme: style.theme, color: style.color,
      json: output.json)
  }
}

/// A command whose options are the language, JSON and the network's (it may reach a reader
/// service): its values are those.
protocol NetworkedCommand: LanguageJSONCommand {
  var network: NetworkOptions { get }
}

extension NetworkedCommand {
  var values: CommandLineOptions {
    CommandLineOptions(
      lang: language.lang, timeout: network.timeout, json: output.json, verbose: network.verbose)
  }
}

extension CommandOptions {
  /// The settings for a run: these options over the environment over the configuration file.
  /// A configuration file that exposes the key gets its warning on stderr here.
  func settings(in environment: NewsEnvironment) throws -> Settings {
    // `--no-store` is accepted by every command: a command that keeps or reads the store
    // honours it even when it does not declare it (then it has no store to act on, and says so).
    try SettingsLoader.load(
      typed: values, arguments: Invocation.arguments, environment: environment)
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
      let text = ErrorView.text(
        error, strings: HelpLanguage.strings,
        command: ErrorView.example(CommandOptionTable.commandPath(Invocation.arguments)))
      throw ValidationError(text.what + "\n" + text.fix)
    }
  }
}
