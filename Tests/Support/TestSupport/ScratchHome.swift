import Foundation

/// A folder standing in for a user's home in an end-to-end run: data and configuration under
/// it, removed when the value goes.
public final class ScratchHome: @unchecked Sendable {
  /// The folder, made on first write by the binary.
  public let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("news-home-\(UUID().uuidString)")

  public init() {}

  /// The variables that point `news` at this home, in English unless `language` says.
  public func variables(language: String = "en") -> [String: String] {
    [
      "XDG_DATA_HOME": directory.path, "XDG_CONFIG_HOME": directory.path,
      "HOME": directory.path, "NEWS_LANG": language, "NO_COLOR": "1",
    ]
  }

  /// Runs the built binary in this home.
  public func run(_ arguments: [String], language: String = "en") async throws
    -> NewsBinary.Result
  {
    try await NewsBinary.run(arguments, environment: variables(language: language))
  }

  deinit { try? FileManager.default.removeItem(at: directory) }
}
