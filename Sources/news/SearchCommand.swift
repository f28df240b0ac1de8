import ArgumentParser
import Foundation
import NewsKit

/// `news search <phrase...>`: the top articles for a phrase (`-` reads it from stdin), or with
/// `--offline` the stored articles that match it.
struct SearchCommand: TopLevelCommand, NewsCommand {
  static var base: CommandConfiguration {
    CommandConfiguration(commandName: "search", abstract: HelpLanguage.strings.help.searchAbstract)
  }

  @OptionGroup var options: GlobalOptions

  @Flag(help: ArgumentHelp(HelpLanguage.strings.help.offline))
  var offline = false

  @Argument(
    help: ArgumentHelp(
      HelpLanguage.strings.help.phraseArgument, valueName: HelpLanguage.strings.help.phraseValue))
  var words: [String] = []

  func validate() throws {
    try ValidationError.localizing { _ = try SearchPhrase.make(words) }
  }

  func execute(in environment: NewsEnvironment) async -> CommandOutput {
    await ListCommandLine(.search(words, offline: offline), options: options.values)
      .execute(in: environment)
  }
}

/// A search or topic line, read by `ListCommandLine.parse` or built by the command from what
/// argument-parser read: one run for both.
extension ListCommandLine: NewsCommand {
  func execute(in environment: NewsEnvironment) async -> CommandOutput {
    await SearchCommandRuns.run(
      self, arguments: Invocation.arguments, environment: environment,
      language: HelpLanguage.current)
  }
}
