import Foundation

/// What a program run for its output (a command feed's) gave: how it ended, what it wrote on
/// stdout (at most the limit), and whether it wrote more.
public struct CapturedRunResult: Sendable, Equatable {
  public var result: QuietRunResult
  public var output: Data
  /// It wrote more than the limit: stopped, the output cut.
  public var tooLarge: Bool

  public init(result: QuietRunResult, output: Data = Data(), tooLarge: Bool = false) {
    self.result = result
    self.output = output
    self.tooLarge = tooLarge
  }
}

extension ProcessLauncher {
  /// Runs a program (no shell) with `input` on its stdin and exactly the environment given,
  /// reads its stdout up to `limit` bytes (stderr discarded), and stops it (SIGTERM, then
  /// SIGKILL a second later) past `seconds` or past the limit. It runs in a process group of
  /// its own, and the whole group is stopped: a script's children (`yes` under `sh`) go with
  /// it, and nothing is left holding its output open.
  public static func runCapturing(
    _ command: [String], input: Data?, environment: [String: String], seconds: Double,
    limit: Int
  ) async -> CapturedRunResult {
    guard let name = command.first,
      let executable = locate(name, path: environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin")
    else { return CapturedRunResult(result: .notStarted) }
    var output: [Int32] = [-1, -1]
    var feeding: [Int32] = [-1, -1]
    guard Self.closingPipe(&output) else { return CapturedRunResult(result: .notStarted) }
    guard Self.closingPipe(&feeding) else {
      close(output[0])
      close(output[1])
      return CapturedRunResult(result: .notStarted)
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    if input == nil {
      posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    } else {
      posix_spawn_file_actions_adddup2(&actions, feeding[0], 0)
    }
    posix_spawn_file_actions_adddup2(&actions, output[1], 1)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    posix_spawnattr_setflags(
      &attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    posix_spawnattr_setpgroup(&attributes, 0)
    plainSignals(&attributes)
    let argv = [strdup(executable)] + command.dropFirst().map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      argv.forEach { free($0) }
      envp.forEach { free($0) }
    }
    var pid: pid_t = 0
    var spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
    for _ in 0..<50 where spawned == ETXTBSY {
      usleep(20_000)
      spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
    }
    close(output[1])
    close(feeding[0])
    guard spawned == 0 else {
      close(output[0])
      close(feeding[1])
      return CapturedRunResult(result: .notStarted)
    }
    let state = RunState()
    let group = pid
    let stop: @Sendable () -> Void = {
      guard state.stopIfRunning() else { return }
      kill(-group, SIGTERM)
      DispatchQueue.global().asyncAfter(deadline: .now() + 1) { kill(-group, SIGKILL) }
    }
    let writer = feeding[1]
    let body = input ?? Data()
    // Written off the loop: a program that reads nothing must not block the reader.
    DispatchQueue.global().async {
      body.withUnsafeBytes { bytes in
        var offset = 0
        while offset < bytes.count {
          let written = write(writer, bytes.baseAddress! + offset, bytes.count - offset)
          if written <= 0 { break }
          offset += written
        }
      }
      close(writer)
    }
    let deadline = DispatchWorkItem(block: stop)
    DispatchQueue.global().asyncAfter(deadline: .now() + max(0, seconds), execute: deadline)
    let reader = output[0]
    let finished = AsyncStream<(Data, Bool, Int32)>.makeStream()
    // Read and waited for on a thread of their own: waitpid blocks.
    Thread {
      var data = Data()
      var tooLarge = false
      var buffer = [UInt8](repeating: 0, count: 65_536)
      while true {
        let count = read(reader, &buffer, buffer.count)
        if count < 0, errno == EINTR { continue }
        if count <= 0 { break }
        data.append(contentsOf: buffer[0..<count])
        if data.count > limit {
          tooLarge = true
          data = data.prefix(limit)
          stop()
          break
        }
      }
      close(reader)
      var status: Int32 = 0
      while waitpid(group, &status, 0) < 0, errno == EINTR {}
      state.finish()
      // Stopped: what the program's group left running goes too.
      if state.wasStopped { kill(-group, SIGKILL) }
      let exit: Int32 = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
      finished.continuation.yield((data, tooLarge, exit))
    }.start()
    var result = (Data(), false, Int32(-1))
    for await value in finished.stream {
      result = value
      break
    }
    deadline.cancel()
    let ended: QuietRunResult = state.wasStopped && !result.1 ? .stopped : .exited(result.2)
    return CapturedRunResult(result: ended, output: result.0, tooLarge: result.1)
  }

  /// A pipe whose ends no other program started from here inherits (close-on-exec).
  static func closingPipe(_ ends: inout [Int32]) -> Bool {
    guard pipe(&ends) == 0 else { return false }
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    return true
  }
}
