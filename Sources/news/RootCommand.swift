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
        ConfigCommand.self,
      ]
    )
  }

  @OptionGroup var options: GlobalOptions

  /// `news` alone prints its help.
  func execute(in environment: NewsEnvironment) async -> CommandOutput {
    CommandOutput(stdout: RootCommand.helpMessage() + "\n")
  }
}
