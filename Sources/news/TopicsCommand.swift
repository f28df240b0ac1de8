import ArgumentParser
import NewsKit

/// `news topics`: the topics with their names; needs no network and no key.
struct TopicsCommand: TopLevelCommand, NewsCommand, CommandOptions {
  static var base: CommandConfiguration {
    CommandConfiguration(commandName: "topics", abstract: HelpLanguage.strings.help.topicsAbstract)
  }

  @OptionGroup var language: LanguageOption
  @OptionGroup var style: StyleOptions
  @OptionGroup var output: JSONOption

  @Option(
    help: ArgumentHelp(HelpLanguage.strings.help.api, valueName: "v1|v2|v3"),
    completion: .list(["v1", "v2", "v3"]))
  var api: String?

  var values: CommandLineOptions {
    CommandLineOptions(
      lang: language.lang, theme: style.theme, color: style.color, api: api, json: output.json)
  }

  func validate() throws {
    try ValidationError.localizing { try SettingsResolver.validate(CommandLineOptions(api: api)) }
  }

  func execute(in environment: NewsEnvironment) async -> CommandOutput {
    do {
      return TopicsView.output(settings: try settings(in: environment), environment: environment)
    } catch {
      return .failure(error, language: HelpLanguage.current)
    }
  }
}
