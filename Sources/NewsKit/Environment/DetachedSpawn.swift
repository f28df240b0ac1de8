import Foundation

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
