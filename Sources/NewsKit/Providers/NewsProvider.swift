/// A source of articles: the Newscatcher API or Google News.
protocol NewsProvider: Sendable {
  /// One page of articles for a query or topic. Throws `NewsError`.
  func fetch(_ subject: NewsQuery.Subject) async throws -> NewsModel
}

/// Picks the provider the settings name.
enum Providers {
  static func make(environment: NewsEnvironment, settings: Settings) -> any NewsProvider {
    switch settings.provider {
    case .newscatcher: return NewscatcherService(environment: environment, settings: settings)
    case .google: return GoogleNewsService(environment: environment, settings: settings)
    }
  }
}
