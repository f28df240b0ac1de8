import Foundation

/// The words shell completion offers that only the store knows: what `news ---completion`
/// prints for a feed or an edition argument. Read from this process's environment, quickly:
/// no network, no settings file, nothing written.
public enum ShellCompletion {
  /// Feed ids, then titles.
  public static func feeds(environment: [String: String] = ProcessInfo.processInfo.environment)
    -> [String]
  {
    StoreLocation.databaseURL(environment: environment).map(StoreCandidates.feeds(at:)) ?? []
  }

  /// Edition ids, newest first.
  public static func editions(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> [String] {
    StoreLocation.databaseURL(environment: environment).map(StoreCandidates.editions(at:)) ?? []
  }
}
