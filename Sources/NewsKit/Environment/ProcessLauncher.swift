import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Runs another program in the foreground, sharing the terminal, and waits for it.
///
/// A terminal program (w3m, lynx, a script that asks something) must be the terminal's
/// foreground process group to read it: one in the background is stopped or gets EIO at its
/// first read. So the program gets a process group of its own, the terminal is handed to that
/// group (`tcsetpgrp`) for as long as it runs, as a shell does for a job, and taken back after,
/// with SIGTTOU ignored meanwhile (a background group may not otherwise take the terminal).
/// Its keys, Ctrl-C included, are its own. Without a terminal, or with `news` itself in the
/// background, the program shares this process's group and the terminal is left alone.
public enum ProcessLauncher {
  /// The program's exit status (128 + the signal that ended it), or nil if it could not be
  /// started; it gets exactly the environment given, and every signal as a fresh program.
  static func run(_ command: [String], environment: [String: String]) async -> Int32? {
    await withCheckedContinuation { continuation in
      // waitpid blocks: on a thread of its own, not one of the task pool's.
      let thread = Thread {
        continuation.resume(returning: runInForeground(command, environment: environment))
      }
      thread.start()
    }
  }

  static func runInForeground(_ command: [String], environment: [String: String]) -> Int32? {
    guard let executable = command.first else { return nil }
    let terminal = foregroundTerminal()
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var flags = Int32(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF)
    if terminal != nil {
      flags |= Int32(POSIX_SPAWN_SETPGROUP)
      posix_spawnattr_setpgroup(&attributes, 0)
    }
    posix_spawnattr_setflags(&attributes, Int16(flags))
    plainSignals(&attributes)
    let argv = command.map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      argv.forEach { free($0) }
      envp.forEach { free($0) }
    }
    var saved = termios()
    let hasSettings = terminal.map { tcgetattr($0, &saved) == 0 } ?? false
    var pid: pid_t = 0
    var spawned = posix_spawn(&pid, executable, nil, &attributes, argv, envp)
    // A program file another process still holds open for writing (a script just saved)
    // cannot be run for a moment (ETXTBSY): tried again for up to a second.
    for _ in 0..<50 where spawned == ETXTBSY {
      usleep(20_000)
      spawned = posix_spawn(&pid, executable, nil, &attributes, argv, envp)
    }
    guard spawned == 0 else { return nil }
    let status = TerminalHandover(terminal: terminal).during(pid) { wait(for: pid, terminal) }
    if let terminal, hasSettings {
      // The program may leave the terminal raw or without echo: it gets back what it had.
      tcsetattr(terminal, TCSADRAIN, &saved)
    }
    return status
  }

  /// Signals blocked or ignored here (SIGPIPE, the ones the reader watches) are not a started
  /// program's: it starts with none blocked and each at its default (with the flags
  /// `POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF`).
  static func plainSignals(_ attributes: inout posix_spawnattr_t) {
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigmask(&attributes, &none)
    var all = sigset_t()
    sigfillset(&all)
    posix_spawnattr_setsigdefault(&attributes, &all)
  }

  /// The terminal on stdin when this process is its foreground group, as `news` run from a
  /// shell is; nil otherwise (a pipe, a file, `news … &`).
  static func foregroundTerminal() -> Int32? {
    guard isatty(0) == 1, tcgetpgrp(0) == getpgrp() else { return nil }
    return 0
  }

  /// Waits for the program to end; stopped (Ctrl-Z in it, or a read before it had the
  /// terminal), it is given the terminal and continued, since only `news` is waiting for it.
  static func wait(for pid: pid_t, _ terminal: Int32?) -> Int32 {
    var status: Int32 = 0
    while true {
      guard waitpid(pid, &status, WUNTRACED) >= 0 else {
        if errno == EINTR { continue }
        return 127
      }
      let signal = status & 0x7F
      if signal == 0x7F {
        if let terminal { tcsetpgrp(terminal, pid) }
        kill(-pid, SIGCONT)
        kill(pid, SIGCONT)
        continue
      }
      return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }
  }
}
