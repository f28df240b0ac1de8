import ArgumentParser
import NewsKit

/// `news search <phrase...>`: the top articles for a phrase.
struct SearchCommand: ParsableCommand, NewsCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(commandName: "search", abstract: HelpLanguage.strings.help.searchAbstract)
  }

  @OptionGroup var options: GlobalOptions

  @Argument(help: ArgumentHelp(HelpLanguage.strings.help.phraseArgument, valueName: "phrase"))
  var words: [String] = []

  func validate() throws {
    try ValidationError.localizing { _ = try SearchPhrase.make(words) }
  }

  func execute(in environment: NewsEnvironment) async -> CommandOutput {
    do {
      let settings = try SettingsResolver.resolve(
        options.values, environment: environment.variables)
      let environment = environment.tracing(settings)
      let model = try await SearchController(environment: environment, settings: settings)
        .search(words)
      let heading = NewsListView.Heading.search(try SearchPhrase.make(words))
      return CommandOutput(
        stdout: ListPresenter.render(
          model, heading: heading, settings: settings, environment: environment))
    } catch {
      return .failure(error, language: HelpLanguage.current)
    }
  }
}
