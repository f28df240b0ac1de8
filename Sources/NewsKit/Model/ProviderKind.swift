import Foundation

/// Where `news` gets its articles.
public enum ProviderKind: String, CaseIterable, Sendable {
  /// The Newscatcher API, with a key.
  case newscatcher
  /// Google News RSS feeds, without a key.
  case google

  /// Google News RSS's address, unless `NEWS_GOOGLE_RSS_URL` gives another.
  public static let googleNewsBaseURL = URL(string: "https://news.google.com/rss")!
}
