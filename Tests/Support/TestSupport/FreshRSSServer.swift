import Foundation

/// A real FreshRSS on loopback, from `../shared/freshrss` (its `start` and `stop` scripts), for
/// the sync tests. Each instance has its own data folder and port.
public final class FreshRSSServer: @unchecked Sendable {
  /// The kit's folder: `NEWS_FRESHRSS_KIT`, else `../shared/freshrss` beside the repository
  /// (found from this file's place in it).
  public static let kit =
    ProcessInfo.processInfo.environment["NEWS_FRESHRSS_KIT"].map { URL(fileURLWithPath: $0) }
    ?? URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("shared/freshrss")

  /// Whether PHP with what FreshRSS needs is installed (`install-deps` installs it).
  public static var available: Bool {
    FileManager.default.isExecutableFile(atPath: kit.appendingPathComponent("start").path)
      && ["/usr/bin/php", "/usr/local/bin/php"].contains {
        FileManager.default.isExecutableFile(atPath: $0)
      }
  }

  public let data: URL
  /// The Google Reader API address, `http://127.0.0.1:PORT/api/greader.php`.
  public let base: String
  let port: Int
  public static let user = "test"
  public static let password = "test-api-pass"

  /// Starts a server on a free port (a few tries, in case another test took one).
  public init() async throws {
    data = FileManager.default.temporaryDirectory
      .appendingPathComponent("news-freshrss-\(UUID().uuidString)")
    var lastError = ""
    for _ in 0..<5 {
      // Below Linux's ephemeral range (32768–60999), where loopback test servers get theirs.
      let port = Int.random(in: 20_000..<32_000)
      let (status, output) = try await Self.waited("start", [data.path, String(port)])
      if status == 0, let line = output.split(separator: "\n").last {
        base = String(line)
        self.port = port
        return
      }
      lastError = output
    }
    throw FreshRSSError(output: lastError)
  }

  /// Stops the server, keeping its data.
  public func pause() {
    _ = try? Self.script("stop", [data.path])
  }

  /// Serves the same data on the same port again.
  public func resume() async throws {
    let (status, output) = try await Self.waited("start", [data.path, String(port)])
    guard status == 0 else { throw FreshRSSError(output: output) }
  }

  /// Stops the server and removes its data.
  public func stop() {
    _ = try? Self.script("stop", [data.path])
    try? FileManager.default.removeItem(at: data)
  }

  /// Makes FreshRSS fetch its feeds now.
  public func actualize() async throws {
    _ = try await Self.waited("actualize", [data.path])
  }

  /// `script`, waited for on a thread of its own rather than one of the few Swift's
  /// concurrency runs tests on (blocked there, it held up every other test's awaits).
  static func waited(_ name: String, _ arguments: [String]) async throws -> (Int32, String) {
    try await withCheckedThrowingContinuation { continuation in
      let thread = Thread { continuation.resume(with: Result { try script(name, arguments) }) }
      thread.start()
    }
  }

  /// Runs one of the kit's scripts with its output in a file (the server `start` leaves running
  /// would hold a pipe open for ever), waited for with waitpid: Foundation's `Process` missed
  /// the exit of these scripts, whose children change session.
  static func script(_ name: String, _ arguments: [String]) throws -> (Int32, String) {
    let log = FileManager.default.temporaryDirectory
      .appendingPathComponent("news-freshrss-\(UUID().uuidString).log")
    defer { try? FileManager.default.removeItem(at: log) }
    let command =
      ([kit.appendingPathComponent(name).path] + arguments).map { "'\($0)'" }
      .joined(separator: " ") + " >'\(log.path)' 2>&1 </dev/null"
    let words: [String] = ["/bin/bash", "-c", command]
    let argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    // Nothing this test process has open goes with it: the server it starts lives on, and a
    // file another test is writing (a script about to run) would stay busy (ETXTBSY).
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
    for descriptor in open.compactMap({ Int32($0) }) where descriptor > 2 {
      posix_spawn_file_actions_addclose(&actions, descriptor)
    }
    var pid: pid_t = 0
    guard posix_spawn(&pid, "/bin/bash", &actions, nil, argv, environ) == 0 else {
      throw FreshRSSError(output: "cannot run \(name)")
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    let output = (try? Data(contentsOf: log)).map { String(decoding: $0, as: UTF8.self) } ?? ""
    return ((status >> 8) & 0xFF, output)
  }
}

/// FreshRSS did not start; what its script said.
public struct FreshRSSError: Error, CustomStringConvertible {
  public let output: String
  public var description: String { "FreshRSS did not start: \(output)" }
}
