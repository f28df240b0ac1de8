import ArgumentParser
import Foundation
import NewsKit

/// `news search <phrase...>`: the top articles for a phrase (`-` reads it from stdin), or with
/// `--offline` the stored articles that match it.
struct SearchCommand: ParsableCommand, NewsCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(commandName: "search", abstract: HelpLanguage.strings.help.searchAbstract)
  }

  @OptionGroup var options: GlobalOptions

  @Flag(help: ArgumentHelp(HelpLanguage.strings.help.offline))
  var offline = false

  @Argument(
    help: ArgumentHelp(
      HelpLanguage.strings.help.phraseArgument, valueName: HelpLanguage.strings.help.phraseValue))
  var words: [String] = []

  func validate() throws {
    try ValidationError.localizing { _ = try SearchPhrase.make(words) }
  }

  func execute(in environment: NewsEnvironment) async -> CommandOutput {
    do {
      let settings = try options.settings(in: environment)
      let words = SearchPhrase.words(words) {
        FileHandle.standardInput.readData(ofLength: SearchPhrase.standardInputLimit)
      }
      let phrase = try SearchPhrase.make(words)
      if offline {
        let listing: Listing
        do {
          let library = try LibraryController.open(settings: settings, environment: environment)
          listing = Listing(
            model: try library.search(words, limit: settings.count), notices: library.notices)
        } catch NewsError.storeUnavailable(let path) {
          // No store, so nothing stored to match: an empty list, and why.
          listing = .nothingStored(path)
        }
        return .listing(
          listing, heading: .storedSearch(phrase), settings: settings, environment: environment)
      }
      let listing = try await withProgress(settings, environment) {
        try await ListingController(environment: environment, settings: settings).search(words)
      }
      return .listing(
        listing, heading: .search(phrase), settings: settings, environment: environment)
    } catch {
      return .failure(error, language: HelpLanguage.current)
    }
  }
}
