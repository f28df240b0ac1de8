import ArgumentParser
import NewsKit

/// `news show N`: the details of article N of the last list.
struct ShowCommand: TopLevelCommand, NumberedLineCommand, StyledCommand {
  static var base: CommandConfiguration {
    CommandConfiguration(commandName: "show", abstract: HelpLanguage.strings.help.showAbstract)
  }

  @OptionGroup var language: LanguageOption
  @OptionGroup var style: StyleOptions
  @OptionGroup var output: JSONOption

  @OptionGroup var number: ArticleNumber
  @Flag(help: ArgumentHelp(HelpLanguage.strings.pictures.imagesFlag))
  var images = false

  /// What argument-parser read, as `NumberedCommandLine.parse` reads a line: one run for both.
  var line: NumberedCommandLine {
    NumberedCommandLine(.show, number: number.value, images: images, options: values)
  }
}
