/// The version of `news`.
public enum NewsVersion {
  /// The release number, as requests' `User-Agent` carries it.
  public static let current = "0.1.0"
}

/// Which build a binary is: its release number and the commit it was built from.
public struct BuildInfo: Sendable, Equatable {
  /// The release number (`NewsVersion.current`).
  public var version: String
  /// The commit's full hash; nil when built outside a git checkout.
  public var commit: String?
  /// Whether tracked files differed from that commit when it was built.
  public var dirty: Bool

  /// A build from its parts.
  public init(version: String = NewsVersion.current, commit: String?, dirty: Bool) {
    self.version = version
    self.commit = commit
    self.dirty = dirty
  }
}
