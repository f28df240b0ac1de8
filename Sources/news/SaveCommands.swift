import ArgumentParser
import Localization
import NewsKit

/// `news save N`: keeps article N of the last list.
struct SaveCommand: TopLevelCommand, NumberedLineCommand, NetworkedCommand {
  static var base: CommandConfiguration {
    CommandConfiguration(commandName: "save", abstract: HelpLanguage.strings.help.saveAbstract)
  }

  @OptionGroup var language: LanguageOption
  @OptionGroup var output: JSONOption
  // Signed in, the change goes to the reader service at once.
  @OptionGroup var network: NetworkOptions

  @OptionGroup var number: ArticleNumber

  /// What argument-parser read, as `NumberedCommandLine.parse` reads a line: one run for both.
  var line: NumberedCommandLine {
    NumberedCommandLine(.save, number: number.value, options: values)
  }
}

/// `news unsave N`: forgets that article N of the last list was saved.
struct UnsaveCommand: TopLevelCommand, NumberedLineCommand, NetworkedCommand {
  static var base: CommandConfiguration {
    CommandConfiguration(commandName: "unsave", abstract: HelpLanguage.strings.help.unsaveAbstract)
  }

  @OptionGroup var language: LanguageOption
  @OptionGroup var output: JSONOption
  // Signed in, the change goes to the reader service at once.
  @OptionGroup var network: NetworkOptions

  @OptionGroup var number: ArticleNumber

  /// What argument-parser read, as `NumberedCommandLine.parse` reads a line: one run for both.
  var line: NumberedCommandLine {
    NumberedCommandLine(.unsave, number: number.value, options: values)
  }
}

/// `news saved`: the saved articles, newest first, rendered like any list.
struct SavedCommand: TopLevelCommand, NewsCommand, StyledListCommand {
  static var base: CommandConfiguration {
    CommandConfiguration(commandName: "saved", abstract: HelpLanguage.strings.help.savedAbstract)
  }

  @OptionGroup var language: LanguageOption
  @OptionGroup var count: CountOption
  @OptionGroup var style: StyleOptions
  @OptionGroup var output: JSONOption

  func execute(in environment: NewsEnvironment) async -> CommandOutput {
    await ListCommandLine(.saved, options: values).execute(in: environment)
  }
}
