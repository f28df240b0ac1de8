import Foundation

/// Runs another program (git, bash, man, the install script) as a test needs it: argv only,
/// never through a shell unless the test names one, with stdout and stderr kept apart.
public enum Program {
  /// The repository the tests belong to.
  public static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// Runs `argv` (the first element a path, or a name looked up on PATH) in `directory`, with
  /// `environment` when given (else this process's), and waits for it without holding one of
  /// the few threads Swift's concurrency runs tests on: blocked there (two on this machine),
  /// a slow program held up every other test's awaits, and their timeouts ran out.
  public static func run(
    _ argv: [String], in directory: URL? = nil, environment: [String: String]? = nil,
    stdin: Data? = nil
  ) async throws -> NewsBinary.Result {
    let run = try CapturedRunResult(prefix: "news-program")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = argv
    process.currentDirectoryURL = directory
    if let environment { process.environment = environment }
    try run.attach(process, input: stdin)
    let code: Int32 = try await withCheckedThrowingContinuation { continuation in
      process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
      do {
        try process.run()
      } catch {
        process.terminationHandler = nil
        continuation.resume(throwing: error)
      }
    }
    return try run.result(exitCode: code)
  }
}
