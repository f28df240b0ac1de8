import ArgumentParser
import NewsKit

/// `news`: the root command; its subcommands do the work.
struct RootCommand: ParsableCommand, NewsCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "news",
      abstract: HelpLanguage.strings.help.rootAbstract,
      discussion: HelpLanguage.strings.help.rootDiscussion,
      version: HelpLanguage.strings.tools.versionLine(
        NewsMain.build.version, NewsMain.build.commit, NewsMain.build.dirty),
      subcommands: [
        SearchCommand.self, TopicCommand.self, TopicsCommand.self, OpenCommand.self,
        BookmarkCommand.self, DownloadCommand.self,
        ShowCommand.self, StoryCommand.self, SaveCommand.self, UnsaveCommand.self,
        SavedCommand.self, MarkReadCommand.self,
        ConfigCommand.self, FeedCommand.self, ReadCommand.self, SyncCommand.self,
        EditionCommand.self, WatchCommand.self, FilterCommand.self, QueryCommand.self,
        StoreCommand.self,
        ImportCommand.self, DoctorCommand.self,
      ]
    )
  }

  @OptionGroup var options: GlobalOptions

  @Flag(help: ArgumentHelp(HelpLanguage.strings.help.line))
  var line = false

  /// `news` alone on a terminal opens the full-screen reader, or the line-based interactive
  /// mode with `--line` or `TERM=dumb`; elsewhere, and with `--json` (a script's flag, with no
  /// command to answer in JSON), it prints its help.
  func execute(in environment: NewsEnvironment) async -> CommandOutput {
    guard environment.isTerminal(0), environment.isTerminal(1), !options.output.json else {
      let help = HelpText.localize(
        RootCommand.helpMessage(columns: HelpLayout.unwrapped), strings: HelpLanguage.strings)
      return CommandOutput(
        stdout: HelpLayout.reflow(help, width: TerminalDecisions.stdoutWidth(environment)) + "\n")
    }
    do {
      let settings = try options.settings(in: environment)
      return try await FullScreenSession.reader(
        line: line, countGiven: options.values.count != nil, settings: settings,
        environment: environment)
    } catch {
      return .failure(error, language: HelpLanguage.current)
    }
  }
}
