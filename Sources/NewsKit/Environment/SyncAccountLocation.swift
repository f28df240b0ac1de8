import Foundation

/// Where the sync account lives (`sync.toml` beside the configuration file): known below the
/// Sync room, so that feeds can tell whether a reader service is fetching theirs.
public enum SyncAccountLocation {
  /// The file's place for an environment.
  public static func path(environment: [String: String]) -> String? {
    ConfigLoader.path(environment: environment).map {
      URL(fileURLWithPath: $0).deletingLastPathComponent().appendingPathComponent("sync.toml").path
    }
  }

  /// Whether an account file is there (signed in to a reader service).
  public static func isSignedIn(_ environment: NewsEnvironment) -> Bool {
    path(environment: environment.variables).flatMap(environment.readFile) != nil
  }
}
