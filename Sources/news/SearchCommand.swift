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
    do {
      let words = SearchPhrase.words(words) {
        FileHandle.standardInput.readData(ofLength: SearchPhrase.standardInputLimit)
      }
      return try await SearchRun.search(
        words, offline: offline, settings: try options.settings(in: environment),
        environment: environment)
    } catch {
      return .failure(error, language: HelpLanguage.current)
    }
  }
}
