import Foundation

/// Runs another program in the foreground, sharing the terminal, and waits for it.
public enum ProcessLauncher {
  /// The program's exit status, or nil if it could not be started; it gets exactly the
  /// environment given.
  static func run(_ command: [String], environment: [String: String]) async -> Int32? {
    guard let executable = command.first else { return nil }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = Array(command.dropFirst())
    process.environment = environment
    return await withCheckedContinuation { continuation in
      process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
      do {
        try process.run()
      } catch {
        process.terminationHandler = nil
        continuation.resume(returning: nil)
      }
    }
  }
}

extension ProcessLauncher {
  /// Runs this program again with `arguments`, in a session of its own, with stdin, stdout and
  /// stderr on /dev/null; true when it started.
  public static func spawnDetached(_ arguments: [String]) -> Bool {
    let executable =
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? CommandLine.arguments[0]
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for descriptor: Int32 in 0...2 {
      posix_spawn_file_actions_addopen(
        &actions, descriptor, "/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY, 0)
    }
    // Nothing else this process has open goes with it: a pipe inherited from whatever started
    // `news` would keep that program waiting for the download to end.
    let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
    for descriptor in open.compactMap({ Int32($0) }) where descriptor > 2 {
      posix_spawn_file_actions_addclose(&actions, descriptor)
    }
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    // POSIX_SPAWN_SETSID (glibc 2.26+), which Swift does not see: it is defined for _GNU_SOURCE.
    posix_spawnattr_setflags(&attributes, 0x80)
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    return posix_spawn(&pid, executable, &actions, &attributes, argv, environ) == 0
  }
}
