import ArgumentParser
import Foundation
import NewsKit

/// `news store`: looks after the store of articles.
struct StoreCommand: TopLevelCommand {
  static var base: CommandConfiguration {
    CommandConfiguration(
      commandName: "store", abstract: HelpLanguage.strings.store.storeAbstract,
      subcommands: [StoreCompactCommand.self])
  }
}

/// `news store compact`: gives the store's unused space back, with progress on a terminal.
struct StoreCompactCommand: ParsableCommand, NewsCommand, CommandOptions, LanguageJSONCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "compact", abstract: HelpLanguage.strings.store.compactAbstract)
  }

  @OptionGroup var language: LanguageOption
  @OptionGroup var output: JSONOption

  func execute(in environment: NewsEnvironment) async -> CommandOutput {
    await onStore(self, in: environment, open: StoreController.open, notices: \.notices) {
      controller, settings in
      let (path, compaction) = try controller.compact()
      return CommandOutput(
        stdout: settings.json
          ? StoreView.compactedJSON(path: path, compaction)
          : StoreView.compacted(
            path: path, compaction, strings: settings.language.strings,
            width: TerminalDecisions.stdoutWidth(environment)))
    }
  }
}
