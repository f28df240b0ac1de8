import ArgumentParser
import Foundation
import NewsKit

/// `news watch run [<id>...] [--notify] [--offline]`
struct WatchRunCommand: WatchSubcommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "run", abstract: HelpLanguage.strings.watches.watchRunAbstract)
  }

  @OptionGroup var language: LanguageOption
  @OptionGroup var count: CountOption
  @OptionGroup var style: StyleOptions
  @OptionGroup var network: NetworkOptions
  @OptionGroup var output: JSONOption
  @OptionGroup var source: SourceOptions
  @OptionGroup var stories: StoriesOption

  @Flag(help: ArgumentHelp(HelpLanguage.strings.watches.notifyOption))
  var notify = false

  @Flag(help: ArgumentHelp(HelpLanguage.strings.watches.offlineOption))
  var offline = false

  @Argument(
    help: ArgumentHelp(
      HelpLanguage.strings.watches.watchIDArgument, valueName: HelpLanguage.strings.help.idValue))
  var ids: [String] = []

  var values: CommandLineOptions {
    CommandLineOptions(
      lang: language.lang, count: count.count, theme: style.theme, color: style.color,
      api: source.api, timeout: network.timeout, provider: source.provider, json: output.json,
      verbose: network.verbose)
  }

  func act(on watches: WatchesController, settings: Settings, environment: NewsEnvironment)
    async throws -> CommandOutput
  {
    try await WatchCommandRuns.run(
      watches, ids, offline: offline, notify: notify, settings: settings,
      environment: environment)
  }
}

/// `news watch read <id>`
struct WatchReadCommand: WatchSubcommand, StyledListCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "read", abstract: HelpLanguage.strings.watches.watchReadAbstract)
  }

  @OptionGroup var language: LanguageOption
  @OptionGroup var count: CountOption
  @OptionGroup var style: StyleOptions
  @OptionGroup var output: JSONOption
  @OptionGroup var stories: StoriesOption

  @Argument(
    help: ArgumentHelp(
      HelpLanguage.strings.watches.watchIDArgument, valueName: HelpLanguage.strings.help.idValue))
  var id: String

  func act(on watches: WatchesController, settings: Settings, environment: NewsEnvironment)
    async throws -> CommandOutput
  {
    let (watch, model) = try watches.read(id)
    return await .listing(
      Listing(model: model), heading: .watch(watch.id, watch.phrase), settings: settings,
      environment: environment)
  }
}

/// `news watch install [--every <30m>]`
struct WatchInstallCommand: ParsableCommand, NewsCommand, CommandOptions {
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "install", abstract: HelpLanguage.strings.watches.watchInstallAbstract)
  }

  @OptionGroup var language: LanguageOption

  @Option(
    help: ArgumentHelp(
      HelpLanguage.strings.watches.everyOption,
      valueName: HelpLanguage.strings.watches.intervalValue))
  var every = "30m"

  var values: CommandLineOptions { CommandLineOptions(lang: language.lang) }

  func execute(in environment: NewsEnvironment) async -> CommandOutput {
    do {
      return try await WatchCommandRuns.install(
        every: every, settings: try settings(in: environment), environment: environment)
    } catch {
      return .failure(error, language: HelpLanguage.current)
    }
  }
}

/// `news watch uninstall`
struct WatchUninstallCommand: ParsableCommand, NewsCommand, CommandOptions {
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "uninstall", abstract: HelpLanguage.strings.watches.watchUninstallAbstract)
  }

  @OptionGroup var language: LanguageOption

  var values: CommandLineOptions { CommandLineOptions(lang: language.lang) }

  func execute(in environment: NewsEnvironment) async -> CommandOutput {
    do {
      return try await WatchCommandRuns.uninstall(
        settings: try settings(in: environment), environment: environment)
    } catch {
      return .failure(error, language: HelpLanguage.current)
    }
  }
}
