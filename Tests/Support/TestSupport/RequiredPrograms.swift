import Foundation

/// Whether a test that needs programs from the system runs: when they are all installed here,
/// and always in CI (`CI` set), where a missing program must fail the test, never skip it.
public enum RequiredPrograms {
  /// True when every program at `paths` is executable, or when running in CI.
  public static func present(_ paths: String...) -> Bool {
    inCI || paths.allSatisfy(FileManager.default.isExecutableFile(atPath:))
  }

  /// Whether this is a CI run.
  public static var inCI: Bool { ProcessInfo.processInfo.environment["CI"] != nil }
}
