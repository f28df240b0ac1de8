import ArgumentParser
import NewsKit

/// `news download N`: fetches article N's enclosure into `download-path`, with progress.
struct DownloadCommand: NumberedCommand, TopLevelCommand, NetworkedCommand {
  static var base: CommandConfiguration {
    CommandConfiguration(
      commandName: "download", abstract: HelpLanguage.strings.downloads.abstract)
  }

  @OptionGroup var language: LanguageOption

  @OptionGroup var number: ArticleNumber
  @Option(help: ArgumentHelp(HelpLanguage.strings.downloads.enclosureHelp, valueName: "n"))
  var enclosure: Int?
  @Flag(help: ArgumentHelp(HelpLanguage.strings.downloads.playHelp))
  var play = false
  @OptionGroup var network: NetworkOptions
  @OptionGroup var output: JSONOption

  func validate() throws {
    if let enclosure, !(1...Enclosure.maximum).contains(enclosure) {
      throw ValidationError.outOfRange("--enclosure", enclosure, 1...Enclosure.maximum)
    }
  }

  func act(
    on library: LibraryController, number: Int, settings: Settings, environment: NewsEnvironment
  ) async throws -> CommandOutput {
    try await EnclosureDownloading.run(
      number, enclosure: enclosure, play: play, library: library, settings: settings,
      environment: environment)
  }
}
