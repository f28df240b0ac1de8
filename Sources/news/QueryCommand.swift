import ArgumentParser
import Foundation
import NewsKit

/// `news query`: queries saved under a name, read with `news read @NAME`.
struct QueryCommand: TopLevelCommand {
  static var base: CommandConfiguration {
    CommandConfiguration(
      commandName: "query", abstract: HelpLanguage.strings.queries.queryAbstract,
      subcommands: [QueryAddCommand.self, QueryListCommand.self, QueryRemoveCommand.self])
  }
}

/// What the query subcommands share: open the store, act, print its notices first.
protocol QuerySubcommand: ParsableCommand, NewsCommand, CommandOptions {
  func act(on queries: QueriesController, settings: Settings, width: Int) throws -> String
}

extension QuerySubcommand {
  func execute(in environment: NewsEnvironment) async -> CommandOutput {
    await onStore(self, in: environment, open: QueriesController.open, notices: \.notices) {
      CommandOutput(
        stdout: try act(
          on: $0, settings: $1, width: TerminalDecisions.stdoutWidth(environment)))
    }
  }
}

/// `news query add <name> <query>`
struct QueryAddCommand: QuerySubcommand, LanguageJSONCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "add", abstract: HelpLanguage.strings.queries.queryAddAbstract)
  }

  @OptionGroup var language: LanguageOption
  @OptionGroup var output: JSONOption

  @Argument(
    help: ArgumentHelp(
      HelpLanguage.strings.queries.nameArgument,
      valueName: HelpLanguage.strings.queries.nameValue))
  var name: String

  @Argument(
    help: ArgumentHelp(
      HelpLanguage.strings.queries.expressionArgument,
      valueName: HelpLanguage.strings.queries.queryValue))
  var expression: String

  func act(on queries: QueriesController, settings: Settings, width: Int) throws -> String {
    let (query, replaced) = try queries.add(name, expression)
    return settings.json
      ? SavedQueryView.addedJSON(query, replaced: replaced)
      : SavedQueryView.added(
        query, replaced: replaced, strings: settings.language.strings, width: width)
  }
}

/// `news query list`
struct QueryListCommand: QuerySubcommand, LanguageJSONCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "list", abstract: HelpLanguage.strings.queries.queryListAbstract)
  }

  @OptionGroup var language: LanguageOption
  @OptionGroup var output: JSONOption

  func act(on queries: QueriesController, settings: Settings, width: Int) throws -> String {
    let all = try queries.list()
    return settings.json
      ? SavedQueryView.listJSON(all)
      : SavedQueryView.list(all, strings: settings.language.strings, width: width)
  }
}

/// `news query remove <name>...`
struct QueryRemoveCommand: QuerySubcommand, LanguageJSONCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "remove", abstract: HelpLanguage.strings.queries.queryRemoveAbstract)
  }

  @OptionGroup var language: LanguageOption
  @OptionGroup var output: JSONOption

  @Argument(
    help: ArgumentHelp(
      HelpLanguage.strings.queries.nameArgument,
      valueName: HelpLanguage.strings.queries.nameValue),
    completion: .custom { _, _, _ in ShellCompletion.queries(in: .live()) })
  var names: [String]

  func act(on queries: QueriesController, settings: Settings, width: Int) throws -> String {
    let removed = try queries.remove(names)
    return settings.json
      ? SavedQueryView.listJSON(removed)
      : SavedQueryView.removed(removed, strings: settings.language.strings, width: width)
  }
}
