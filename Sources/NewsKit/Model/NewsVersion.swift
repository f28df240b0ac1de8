/// The version of `news`.
public enum NewsVersion {
  /// The version string `news --version` prints.
  public static let current = "0.1.0"
}
