import ArgumentParser
import NewsKit

/// `news bookmark N`: hands article N of the last list to the configuration's bookmark command.
struct BookmarkCommand: NumberedCommand, TopLevelCommand, LanguageJSONCommand {
  static var base: CommandConfiguration {
    CommandConfiguration(
      commandName: "bookmark", abstract: HelpLanguage.strings.help.bookmarkAbstract)
  }

  @OptionGroup var language: LanguageOption

  @OptionGroup var number: ArticleNumber
  @OptionGroup var output: JSONOption

  func act(
    on library: LibraryController, number: Int, settings: Settings, environment: NewsEnvironment
  ) async throws -> CommandOutput {
    try await ArticleBookmarking.bookmark(
      number, library: library, settings: settings, environment: environment)
  }
}
