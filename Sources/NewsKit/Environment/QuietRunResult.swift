import Foundation

/// How a program run in the background, without the terminal, ended.
public enum QuietRunResult: Sendable, Equatable {
  /// It exited with this status.
  case exited(Int32)
  /// It could not be started (not found, not executable).
  case notStarted
  /// It did not finish within its time and was stopped.
  case stopped
}

extension ProcessLauncher {
  /// Runs a program with stdin, stdout and stderr on /dev/null (what it prints is never shown),
  /// with exactly the environment given, and stops it (SIGTERM, then SIGKILL a second later)
  /// when it runs past `seconds`. A name without a slash is looked up in the environment's
  /// `PATH`.
  public static func runQuietly(
    _ command: [String], environment: [String: String], seconds: Double
  ) async -> QuietRunResult {
    guard let name = command.first,
      let executable = locate(name, path: environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin")
    else { return .notStarted }
    let finished = AsyncStream<Int32>.makeStream()
    let state = RunState()
    var started: Process?
    // A program file another process still holds open for writing (a script just saved)
    // cannot be run for a moment (ETXTBSY): tried again for up to a second.
    for attempt in 0..<50 {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: executable)
      process.arguments = Array(command.dropFirst())
      process.environment = environment
      process.standardInput = FileHandle.nullDevice
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      process.terminationHandler = {
        state.finish()
        finished.continuation.yield($0.terminationStatus)
      }
      do {
        try process.run()
        started = process
        break
      } catch let error as NSError where Self.isBusy(error) && attempt < 49 {
        process.terminationHandler = nil
        try? await Task.sleep(nanoseconds: 20_000_000)
      } catch {
        return .notStarted
      }
    }
    guard let process = started else { return .notStarted }
    // The deadline runs on a dispatch queue, not in the task pool: a busy pool must not let a
    // hanging program outlive its time.
    let pid = process.processIdentifier
    let deadline = DispatchWorkItem {
      guard state.stopIfRunning() else { return }
      kill(pid, SIGTERM)
      DispatchQueue.global().asyncAfter(deadline: .now() + 1) {
        if !state.isFinished { kill(pid, SIGKILL) }
      }
    }
    DispatchQueue.global().asyncAfter(deadline: .now() + max(0, seconds), execute: deadline)
    var status: Int32 = -1
    for await value in finished.stream {
      status = value
      break
    }
    deadline.cancel()
    return state.wasStopped ? .stopped : .exited(status)
  }

  /// Whether Foundation could not start a program because its file is busy (ETXTBSY), which
  /// it reports as a Cocoa error over the POSIX one.
  static func isBusy(_ error: NSError) -> Bool {
    let posix =
      error.domain == NSPOSIXErrorDomain
      ? error : error.userInfo[NSUnderlyingErrorKey] as? NSError
    return posix?.domain == NSPOSIXErrorDomain && posix?.code == Int(ETXTBSY)
  }

  /// Whether the program finished, and whether the deadline stopped it; shared between the
  /// termination handler and the deadline.
  final class RunState: @unchecked Sendable {
    private let lock = NSLock()
    private var finished = false
    private var stopped = false
    func finish() { lock.withLock { finished = true } }
    var isFinished: Bool { lock.withLock { finished } }
    var wasStopped: Bool { lock.withLock { stopped } }
    /// Marks the run stopped unless it already finished; true when it was still running.
    func stopIfRunning() -> Bool {
      lock.withLock {
        guard !finished else { return false }
        stopped = true
        return true
      }
    }
  }

  /// The path of a program: as given when it holds a slash, else the first executable of that
  /// name in `path`'s folders.
  static func locate(_ name: String, path: String) -> String? {
    if name.contains("/") {
      return FileManager.default.isExecutableFile(atPath: name) ? name : nil
    }
    for folder in path.split(separator: ":") where !folder.isEmpty {
      let candidate = String(folder) + "/" + name
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }
}
