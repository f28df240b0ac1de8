import ArgumentParser
import Foundation
import NewsKit

/// `news edition`: offline editions with the articles' full text.
struct EditionCommand: TopLevelCommand {
  static var base: CommandConfiguration {
    CommandConfiguration(
      commandName: "edition", abstract: HelpLanguage.strings.editions.abstract,
      subcommands: [
        EditionMakeCommand.self, EditionListCommand.self, EditionReadCommand.self,
        EditionResumeCommand.self, EditionDeleteCommand.self,
      ])
  }
}

/// What the edition subcommands share: open the store, act, print its notices first.
protocol EditionSubcommand: ParsableCommand, NewsCommand, CommandOptions {
  func act(on editions: EditionsController, settings: Settings, environment: NewsEnvironment)
    async throws -> CommandOutput
}

extension EditionSubcommand {
  func execute(in environment: NewsEnvironment) async -> CommandOutput {
    await onStore(self, in: environment, open: EditionsController.open, notices: \.notices) {
      try await act(on: $0, settings: $1, environment: environment)
    }
  }
}

/// `news edition list`: the library.
struct EditionListCommand: EditionSubcommand, StyledCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(commandName: "list", abstract: HelpLanguage.strings.editions.listAbstract)
  }

  @OptionGroup var language: LanguageOption
  @OptionGroup var style: StyleOptions
  @OptionGroup var output: JSONOption

  func act(on editions: EditionsController, settings: Settings, environment: NewsEnvironment)
    async throws -> CommandOutput
  {
    let library = try editions.list()
    if settings.json {
      return CommandOutput(
        stdout: EditionView.renderJSON(library, strings: settings.language.strings))
    }
    let context = RenderContext(settings: settings, environment: environment)
    return CommandOutput(stdout: EditionView(context: context).render(library))
  }
}

/// `news edition delete <id>...`
struct EditionDeleteCommand: EditionSubcommand, LanguageJSONCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "delete", abstract: HelpLanguage.strings.editions.deleteAbstract)
  }

  @OptionGroup var language: LanguageOption

  @Argument(
    help: ArgumentHelp(
      HelpLanguage.strings.editions.idArgument, valueName: HelpLanguage.strings.help.idValue),
    completion: .custom { _, _, _ in ShellCompletion.editions(in: .live()) })
  var ids: [String]

  @OptionGroup var output: JSONOption

  func act(on editions: EditionsController, settings: Settings, environment: NewsEnvironment)
    async throws -> CommandOutput
  {
    let deleted = try editions.delete(ids)
    if settings.json { return CommandOutput(stdout: ChangeJSONView.deleted(deleted)) }
    return CommandOutput(stdout: settings.language.strings.editions.deleted(deleted) + "\n")
  }
}
