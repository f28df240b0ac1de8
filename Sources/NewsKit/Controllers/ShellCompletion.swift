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

  /// Edition ids, newest first.
  public static func editions(in environment: NewsEnvironment) -> [String] {
    StoreLocation.databaseURL(environment: environment.variables).map(
      EditionStore.completions(at:)) ?? []
  }
}
