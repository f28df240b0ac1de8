import ArgumentParser
import NewsKit

/// `news open N`: opens article N of the last list in the browser, or prints its link.
struct OpenCommand: TopLevelCommand, NumberedLineCommand, LanguageJSONCommand {
  static var base: CommandConfiguration {
    CommandConfiguration(commandName: "open", abstract: HelpLanguage.strings.help.openAbstract)
  }

  @OptionGroup var language: LanguageOption

  @OptionGroup var number: ArticleNumber
  @OptionGroup var output: JSONOption

  /// What argument-parser read, as `NumberedCommandLine.parse` reads a line: one run for both.
  var line: NumberedCommandLine {
    NumberedCommandLine(.open, number: number.value, options: values)
  }
}
