import ArgumentParser
import Foundation
import NewsKit

/// `news filter`: hide articles you never want to see, from every list.
struct FilterCommand: TopLevelCommand {
  static var base: CommandConfiguration {
    CommandConfiguration(
      commandName: "filter", abstract: HelpLanguage.strings.watches.filterAbstract,
      subcommands: [FilterAddCommand.self, FilterListCommand.self, FilterRemoveCommand.self])
  }
}

/// What the filter subcommands share: open the store, act, print its notices first.
protocol FilterSubcommand: ParsableCommand, NewsCommand, CommandOptions {
  func act(on filters: FiltersController, settings: Settings, width: Int) throws -> String
}

extension FilterSubcommand {
  func execute(in environment: NewsEnvironment) async -> CommandOutput {
    await onStore(self, in: environment, open: FiltersController.open, notices: \.notices) {
      CommandOutput(
        stdout: try act(
          on: $0, settings: $1, width: TerminalDecisions.stdoutWidth(environment)))
    }
  }
}

/// `news filter add <phrase...> [--source <domain>]`
struct FilterAddCommand: FilterSubcommand, LanguageJSONCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "add", abstract: HelpLanguage.strings.watches.filterAddAbstract)
  }

  @OptionGroup var language: LanguageOption
  @OptionGroup var output: JSONOption

  @Option(
    help: ArgumentHelp(
      HelpLanguage.strings.watches.sourceOption,
      valueName: HelpLanguage.strings.watches.domainValue))
  var source: String?

  @Option(
    help: ArgumentHelp(
      HelpLanguage.strings.queries.filterQueryOption,
      valueName: HelpLanguage.strings.queries.queryValue))
  var query: String?

  @Argument(
    help: ArgumentHelp(
      HelpLanguage.strings.watches.phraseArgument,
      valueName: HelpLanguage.strings.help.phraseValue))
  var words: [String] = []

  func act(on filters: FiltersController, settings: Settings, width: Int) throws -> String {
    FilterListView.added(
      try filters.add(words, source: source, query: query), settings: settings, width: width)
  }
}

/// `news filter list`
struct FilterListCommand: FilterSubcommand, LanguageJSONCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "list", abstract: HelpLanguage.strings.watches.filterListAbstract)
  }

  @OptionGroup var language: LanguageOption
  @OptionGroup var output: JSONOption

  func act(on filters: FiltersController, settings: Settings, width: Int) throws -> String {
    FilterListView.list(try filters.list(), settings: settings, width: width)
  }
}

/// `news filter remove <id>...`
struct FilterRemoveCommand: FilterSubcommand, LanguageJSONCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "remove", abstract: HelpLanguage.strings.watches.filterRemoveAbstract)
  }

  @OptionGroup var language: LanguageOption
  @OptionGroup var output: JSONOption

  @Argument(
    help: ArgumentHelp(
      HelpLanguage.strings.watches.filterIDArgument, valueName: HelpLanguage.strings.help.idValue))
  var ids: [String]

  func act(on filters: FiltersController, settings: Settings, width: Int) throws -> String {
    FilterListView.removed(try filters.remove(ids), settings: settings, width: width)
  }
}
