import ArgumentParser
import NewsKit

/// `news show N`: the details of article N of the last list.
struct ShowCommand: NumberedCommand, TopLevelCommand, StyledCommand {
  static var base: CommandConfiguration {
    CommandConfiguration(commandName: "show", abstract: HelpLanguage.strings.help.showAbstract)
  }

  @OptionGroup var language: LanguageOption
  @OptionGroup var style: StyleOptions
  @OptionGroup var output: JSONOption

  @OptionGroup var number: ArticleNumber
  @Flag(help: ArgumentHelp(HelpLanguage.strings.pictures.imagesFlag))
  var images = false

  func act(
    on library: LibraryController, number: Int, settings: Settings, environment: NewsEnvironment
  ) async throws -> CommandOutput {
    try await LibraryOutput.show(
      number, images: images, library: library, settings: settings, environment: environment)
  }
}
