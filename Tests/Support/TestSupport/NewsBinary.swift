import Foundation

/// Runs the built `news` executable as a user would, with a clean environment.
public enum NewsBinary {
  /// What a run printed and how it ended.
  public struct Result: Sendable {
    public let stdout: String
    public let stderr: String
    public let exitCode: Int32
  }

  /// The executable: `NEWS_BINARY` if set, else `news` beside the test bundle.
  public static var url: URL {
    if let path = ProcessInfo.processInfo.environment["NEWS_BINARY"], !path.isEmpty {
      return URL(fileURLWithPath: path)
    }
    let runner = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    return runner.deletingLastPathComponent().appendingPathComponent("news")
  }

  /// A copy of the executable in `folder`, mode 0755, for runs as another user. Copied by
  /// cp, not by this process: a file it had open for writing could be inherited by a child
  /// another test forks meanwhile, and exec would fail with "Text file busy".
  public static func copy(into folder: URL) throws -> URL {
    let copy = folder.appendingPathComponent("news-binary")
    let cp = Process()
    cp.executableURL = URL(fileURLWithPath: "/bin/cp")
    cp.arguments = [url.path, copy.path]
    try cp.run()
    cp.waitUntilExit()
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: copy.path)
    return copy
  }

  /// Runs `news` with arguments and only the given environment variables (plus `PATH`), and
  /// captures stdout and stderr separately. With `interruptAfter`, sends SIGINT (Ctrl-C) that
  /// many seconds after the start.
  /// `wrapper` runs the binary through another program, such as `setpriv` to run it as
  /// another user; `executable` replaces the binary (a copy of it elsewhere).
  public static func run(
    _ arguments: [String], environment: [String: String] = [:], interruptAfter: Double? = nil,
    wrapper: [String] = [], executable: URL? = nil, stdin: Data? = nil
  ) async throws -> Result {
    let run = try CapturedRunResult(prefix: "news-e2e")
    let directory = run.folder
    let process = Process()
    let binary = executable ?? url
    if let program = wrapper.first {
      process.executableURL = URL(fileURLWithPath: program)
      process.arguments = Array(wrapper.dropFirst()) + [binary.path] + arguments
    } else {
      process.executableURL = binary
      process.arguments = arguments
    }
    // NEWS_GOOGLE_RSS_URL points at a closed loopback port unless a test sets it, so no run
    // without a key can reach the real Google News.
    process.environment = [
      "PATH": "/usr/bin:/bin", "HOME": directory.path,
      "NEWS_GOOGLE_RSS_URL": "http://127.0.0.1:9/rss",
    ].merging(
      environment, uniquingKeysWith: { _, new in new })
    try run.attach(process, input: stdin)
    let code: Int32 = try await withCheckedThrowingContinuation { continuation in
      process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
      do {
        try process.run()
        if let interruptAfter {
          DispatchQueue.global().asyncAfter(deadline: .now() + interruptAfter) {
            if process.isRunning { process.interrupt() }
          }
        }
      } catch {
        process.terminationHandler = nil
        continuation.resume(throwing: error)
      }
    }
    return try run.result(exitCode: code)
  }
}
