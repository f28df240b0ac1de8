import Foundation
import Localization

/// `news search`: the provider's articles for a phrase, or with `--offline` the store's.
public enum SearchCommandRuns {
  /// The list for the words (stdin's, for `-`, already read), behind a spinner; offline, the
  /// stored articles matching them, or an empty list and why when there is no store.
  public static func search(
    _ words: [String], offline: Bool, settings: Settings, environment: NewsEnvironment
  ) async throws -> CommandOutput {
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
      return await .listing(
        listing, heading: .storedSearch(phrase), settings: settings, environment: environment)
    }
    let label = settings.language.strings.screen.searching
    let listing = try await withProgress(settings, environment, label) {
      try await ListingController(environment: environment, settings: settings).search(words)
    }
    return await .listing(
      listing, heading: .search(phrase), settings: settings, environment: environment)
  }

  /// `news topic`: the latest headlines of a topic named by id or name, behind a spinner.
  public static func topic(_ named: String, settings: Settings, environment: NewsEnvironment)
    async throws -> CommandOutput
  {
    let chosen = try TopicController.topic(named: named)
    let label = settings.language.strings.screen.fetchingHeadlines
    let listing = try await withProgress(settings, environment, label) {
      try await ListingController(environment: environment, settings: settings).headlines(chosen)
    }
    return await .listing(
      listing, heading: .topic(chosen), settings: settings, environment: environment)
  }

  /// Runs a search, topic or saved line, as `ListCommandLine.parse` or argument-parser read it: the
  /// settings from its options (and `--no-store`, `--no-filter` anywhere in `arguments`),
  /// stdin's words for `-`.
  public static func run(
    _ line: ListCommandLine, arguments: [String], environment: NewsEnvironment,
    language: Language
  ) async -> CommandOutput {
    do {
      let settings = try SettingsLoader.load(
        typed: line.options, arguments: arguments, environment: environment)
      switch line.request {
      case .search(let typed, let offline):
        let words = SearchPhrase.words(typed) {
          FileHandle.standardInput.readData(ofLength: SearchPhrase.standardInputLimit)
        }
        return try await search(
          words, offline: offline, settings: settings, environment: environment)
      case .topic(let name):
        return try await topic(name, settings: settings, environment: environment)
      case .saved:
        return await LibraryOutput.saved(settings: settings, environment: environment)
      }
    } catch {
      return .failure(error, language: language)
    }
  }
}
