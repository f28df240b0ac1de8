/// Where `news` gets its articles.
public enum ProviderKind: String, CaseIterable, Sendable {
  /// The Newscatcher API, with a key.
  case newscatcher
  /// Google News RSS feeds, without a key.
  case google
}
