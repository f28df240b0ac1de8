import Foundation

/// A generation of the Newscatcher API.
public enum APIVersion: String, CaseIterable, Sendable {
  /// The legacy RapidAPI-hosted generation.
  case v1
  /// The second generation.
  case v2
  /// The current generation.
  case v3

  /// Reads `v1`, `v2` or `v3` (any case); nil for anything else.
  public init?(name: String) {
    self.init(rawValue: name.lowercased())
  }

  /// Where this generation lives when `NEWSCATCHER_API_URL` does not say otherwise.
  public var defaultBaseURL: URL {
    switch self {
    case .v1: return URL(string: "https://newscatcher.p.rapidapi.com/v1/")!
    case .v2: return URL(string: "https://api.newscatcherapi.com/v2/")!
    case .v3: return URL(string: "https://v3-api.newscatcherapi.com/api/")!
    }
  }
}
