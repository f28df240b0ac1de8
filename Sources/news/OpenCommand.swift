import ArgumentParser
import NewsKit

/// `news open N`: opens article N of the last list in the browser, or prints its link.
struct OpenCommand: NumberedCommand, TopLevelCommand, LanguageJSONCommand {
  static var base: CommandConfiguration {
    CommandConfiguration(commandName: "open", abstract: HelpLanguage.strings.help.openAbstract)
  }

  @OptionGroup var language: LanguageOption

  @OptionGroup var number: ArticleNumber
  @OptionGroup var output: JSONOption

  func act(
    on library: LibraryController, number: Int, settings: Settings, environment: NewsEnvironment
  ) async throws -> CommandOutput {
    try await ArticleOpening.open(
      number, library: library, settings: settings, environment: environment)
  }
}
