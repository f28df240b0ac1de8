import ArgumentParser
import Foundation
import NewsKit

/// `news watch`: phrases looked for across the news and every feed.
struct WatchCommand: TopLevelCommand {
  static var base: CommandConfiguration {
    CommandConfiguration(
      commandName: "watch", abstract: HelpLanguage.strings.watches.watchAbstract,
      subcommands: [
        WatchAddCommand.self, WatchListCommand.self, WatchRemoveCommand.self,
        WatchRunCommand.self, WatchReadCommand.self, WatchInstallCommand.self,
        WatchUninstallCommand.self,
      ])
  }
}

/// What the watch subcommands share: open the store, act, print its notices first.
protocol WatchSubcommand: ParsableCommand, NewsCommand, CommandOptions {
  func act(on watches: WatchesController, settings: Settings, environment: NewsEnvironment)
    async throws -> CommandOutput
}

extension WatchSubcommand {
  func execute(in environment: NewsEnvironment) async -> CommandOutput {
    await onStore(self, in: environment, open: WatchesController.open, notices: \.notices) {
      try await act(on: $0, settings: $1, environment: environment)
    }
  }

}

/// `news watch add <phrase...> [--topic <t>] [--feeds-only]`
struct WatchAddCommand: WatchSubcommand, LanguageJSONCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "add", abstract: HelpLanguage.strings.watches.watchAddAbstract)
  }

  @OptionGroup var language: LanguageOption
  @OptionGroup var output: JSONOption

  @Option(
    help: ArgumentHelp(
      HelpLanguage.strings.watches.topicOption, valueName: HelpLanguage.strings.help.topicValue))
  var topic: String?

  @Flag(help: ArgumentHelp(HelpLanguage.strings.watches.feedsOnlyOption))
  var feedsOnly = false

  @Option(
    help: ArgumentHelp(
      HelpLanguage.strings.queries.watchQueryOption,
      valueName: HelpLanguage.strings.queries.queryValue))
  var query: String?

  @Argument(
    help: ArgumentHelp(
      HelpLanguage.strings.watches.phraseArgument,
      valueName: HelpLanguage.strings.help.phraseValue))
  var words: [String] = []

  func act(on watches: WatchesController, settings: Settings, environment: NewsEnvironment)
    async throws -> CommandOutput
  {
    try WatchCommandRuns.add(
      words, topic: topic, feedsOnly: feedsOnly, query: query, watches: watches,
      settings: settings,
      environment: environment)
  }
}

/// `news watch list`
struct WatchListCommand: WatchSubcommand, LanguageJSONCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "list", abstract: HelpLanguage.strings.watches.watchListAbstract)
  }

  @OptionGroup var language: LanguageOption
  @OptionGroup var output: JSONOption

  func act(on watches: WatchesController, settings: Settings, environment: NewsEnvironment)
    async throws -> CommandOutput
  {
    try WatchCommandRuns.list(watches, settings: settings, environment: environment)
  }
}

/// `news watch remove <id>...`
struct WatchRemoveCommand: WatchSubcommand, LanguageJSONCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "remove", abstract: HelpLanguage.strings.watches.watchRemoveAbstract)
  }

  @OptionGroup var language: LanguageOption
  @OptionGroup var output: JSONOption

  @Argument(
    help: ArgumentHelp(
      HelpLanguage.strings.watches.watchIDArgument, valueName: HelpLanguage.strings.help.idValue))
  var ids: [String]

  func act(on watches: WatchesController, settings: Settings, environment: NewsEnvironment)
    async throws -> CommandOutput
  {
    try WatchCommandRuns.remove(ids, watches: watches, settings: settings, environment: environment)
  }
}
