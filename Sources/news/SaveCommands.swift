import ArgumentParser
import Localization
import NewsKit

/// `news save N`: keeps article N of the last list.
struct SaveCommand: NumberedCommand, TopLevelCommand, NetworkedCommand {
  var changesSyncedState: Bool { true }

  static var base: CommandConfiguration {
    CommandConfiguration(commandName: "save", abstract: HelpLanguage.strings.help.saveAbstract)
  }

  @OptionGroup var language: LanguageOption
  @OptionGroup var output: JSONOption
  // Signed in, the change goes to the reader service at once.
  @OptionGroup var network: NetworkOptions

  @OptionGroup var number: ArticleNumber

  func act(
    on library: LibraryController, number: Int, settings: Settings, environment: NewsEnvironment
  ) async throws -> CommandOutput {
    LibraryOutput.confirmation(
      await library.resolving(
        try library.save(number), settings: settings, environment: environment),
      settings: settings, text: \.savedConfirmation)
  }
}

/// `news unsave N`: forgets that article N of the last list was saved.
struct UnsaveCommand: NumberedCommand, TopLevelCommand, NetworkedCommand {
  var changesSyncedState: Bool { true }

  static var base: CommandConfiguration {
    CommandConfiguration(commandName: "unsave", abstract: HelpLanguage.strings.help.unsaveAbstract)
  }

  @OptionGroup var language: LanguageOption
  @OptionGroup var output: JSONOption
  // Signed in, the change goes to the reader service at once.
  @OptionGroup var network: NetworkOptions

  @OptionGroup var number: ArticleNumber

  func act(
    on library: LibraryController, number: Int, settings: Settings, environment: NewsEnvironment
  ) async throws -> CommandOutput {
    LibraryOutput.confirmation(
      try library.unsave(number), settings: settings, text: \.unsavedConfirmation)
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
    do {
      return await LibraryOutput.saved(
        settings: try settings(in: environment), environment: environment)
    } catch {
      return .failure(error, language: HelpLanguage.current)
    }
  }
}
