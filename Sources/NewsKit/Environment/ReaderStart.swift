/// Where the full-screen reader opens (`start` in the configuration).
public enum ReaderStart: String, Sendable, CaseIterable {
  /// The newest articles of the subscriptions.
  case feeds
  /// The provider's latest headlines.
  case news

  /// Where to open: as configured, else the feeds when there are subscriptions (a newsboat
  /// user lives in them), else the news.
  public static func choose(_ configured: ReaderStart?, hasSubscriptions: Bool) -> ReaderStart {
    configured ?? (hasSubscriptions ? .feeds : .news)
  }
}
