import Foundation

/// `news search`: the provider's articles for a phrase, or with `--offline` the store's.
public enum SearchRun {
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
      return .listing(
        listing, heading: .storedSearch(phrase), settings: settings, environment: environment)
    }
    let listing = try await withProgress(settings, environment) {
      try await ListingController(environment: environment, settings: settings).search(words)
    }
    return .listing(
      listing, heading: .search(phrase), settings: settings, environment: environment)
  }

  /// `news topic`: the latest headlines of a topic named by id or name, behind a spinner.
  public static func topic(_ named: String, settings: Settings, environment: NewsEnvironment)
    async throws -> CommandOutput
  {
    let chosen = try TopicController.topic(named: named)
    let listing = try await withProgress(settings, environment) {
      try await ListingController(environment: environment, settings: settings).headlines(chosen)
    }
    return .listing(listing, heading: .topic(chosen), settings: settings, environment: environment)
  }
}
