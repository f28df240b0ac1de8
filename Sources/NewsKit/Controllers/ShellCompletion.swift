import Foundation

/// The words shell completion offers that only the store knows: what `news ---completion`
/// prints for a feed or an edition argument. Read quickly: no network, no settings file,
/// nothing written.
public enum ShellCompletion {
  /// Feed ids, then titles.
  public static func feeds(in environment: NewsEnvironment) -> [String] {
    StoreLocation.databaseURL(environment: environment.variables).map(FeedStore.completions(at:))
      ?? []
  }

  /// What `read` takes: the feeds' words, then each saved query as `@NAME`.
  public static func readable(in environment: NewsEnvironment) -> [String] {
    feeds(in: environment) + queries(in: environment).map { "@" + $0 }
  }

  /// The saved queries' names.
  public static func queries(in environment: NewsEnvironment) -> [String] {
    StoreLocation.databaseURL(environment: environment.variables).map(
      SavedQueryStore.completions(at:)) ?? []
  }

  /// Edition ids, newest first.
  public static func editions(in environment: NewsEnvironment) -> [String] {
    StoreLocation.databaseURL(environment: environment.variables).map(
      EditionStore.completions(at:)) ?? []
  }
}
