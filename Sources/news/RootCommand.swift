import ArgumentParser
import NewsKit

/// `news`: the root command; its subcommands do the work.
struct RootCommand: ParsableCommand, NewsCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "news",
      abstract: HelpLanguage.strings.help.rootAbstract,
      discussion: HelpLanguage.strings.help.rootDiscussion,
      version: NewsVersion.current,
      subcommands: [
        SearchCommand.self, TopicCommand.self, TopicsCommand.self, OpenCommand.self,
        ShowCommand.self, SaveCommand.self, UnsaveCommand.self, SavedCommand.self,
        ConfigCommand.self, FeedCommand.self, ReadCommand.self, SyncCommand.self,
      ]
    )
  }

  @OptionGroup var options: GlobalOptions

  /// `news` alone opens the interactive mode on a terminal, and prints its help elsewhere.
  func execute(in environment: NewsEnvironment) async -> CommandOutput {
    guard environment.isTerminal(0), environment.isTerminal(1) else {
      return CommandOutput(
        stdout: HelpText.localize(RootCommand.helpMessage(), strings: HelpLanguage.strings) + "\n")
    }
    do {
      try await Interactive.run(settings: try options.settings(in: environment), in: environment)
      return CommandOutput()
    } catch {
      return .failure(error, language: HelpLanguage.current)
    }
  }
}
