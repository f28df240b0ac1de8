import ArgumentParser
import Foundation
import NewsKit

/// `news import`: subscriptions, articles and their state from another reader.
struct ImportCommand: TopLevelCommand {
  static var base: CommandConfiguration {
    CommandConfiguration(
      commandName: "import", abstract: HelpLanguage.strings.newsboat.importAbstract,
      subcommands: [ImportNewsboatCommand.self])
  }
}

/// `news import newsboat [--from <dir>] [--read-state <file>] [--saved-flags <letters>]`
struct ImportNewsboatCommand: ParsableCommand, NewsCommand, CommandOptions, LanguageJSONCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "newsboat", abstract: HelpLanguage.strings.newsboat.newsboatAbstract)
  }

  @OptionGroup var language: LanguageOption
  @OptionGroup var output: JSONOption

  @Option(
    help: ArgumentHelp(
      HelpLanguage.strings.newsboat.fromOption,
      valueName: HelpLanguage.strings.newsboat.folderValue))
  var from: String?

  @Option(
    help: ArgumentHelp(
      HelpLanguage.strings.newsboat.readStateOption,
      valueName: HelpLanguage.strings.newsboat.fileValue))
  var readState: String?

  @Option(
    help: ArgumentHelp(
      HelpLanguage.strings.newsboat.savedFlagsOption,
      valueName: HelpLanguage.strings.newsboat.lettersValue))
  var savedFlags: String?

  func execute(in environment: NewsEnvironment) async -> CommandOutput {
    await onStore(
      self, in: environment, open: NewsboatImportController.open, notices: \.notices
    ) { controller, settings in
      let summary = try controller.run(from: from, readState: readState, savedFlags: savedFlags)
      let strings = settings.language.strings
      return CommandOutput(
        stdout: settings.json
          ? NewsboatImportView.renderJSON(summary, strings: strings)
          : NewsboatImportView.render(
            summary, strings: strings, width: TerminalDecisions.stdoutWidth(environment)))
    }
  }
}
