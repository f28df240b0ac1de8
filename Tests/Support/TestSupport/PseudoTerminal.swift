import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Runs the built `news` on a pseudo-terminal, so that it sees a terminal on stdin, stdout and
/// stderr, and lets a test type lines and read the screen.
public final class PseudoTerminalRun: @unchecked Sendable {
  private let master: Int32
  private let slave: Int32
  private let process = Process()
  private var screen: [UInt8] = []
  /// The terminal's settings when the program ended, read before the pty is closed.
  private var finalSettings: termios?
  /// The texts `read(until:)` waited for in vain: a test checks this is empty, since a read
  /// that times out still returns what arrived.
  public private(set) var missed: [String] = []

  /// Starts `news` with arguments and environment variables (plus `PATH`, `HOME`, `TERM`).
  ///
  /// With `controllingTerminal`, `news` runs as a user's shell runs it: under `script`, in a
  /// session of its own whose controlling terminal it is, in the foreground process group,
  /// with job control (a program in another group that reads the terminal is stopped). The
  /// bare pty otherwise is nobody's controlling terminal: process groups do not matter there,
  /// which is how tests once passed while terminal browsers failed for users.
  public init(
    _ arguments: [String], environment: [String: String], controllingTerminal: Bool = false
  ) throws {
    var master: Int32 = -1
    var slave: Int32 = -1
    var size = winsize(ws_row: 40, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
    guard openpty(&master, &slave, nil, nil, &size) == 0 else { throw POSIXError(.EIO) }
    self.master = master
    self.slave = slave
    let terminal = FileHandle(fileDescriptor: slave, closeOnDealloc: false)
    if controllingTerminal {
      // script: a new session on a pty of its own, which bash (with job control: `set -m`)
      // gives to `news` as a job, the way an interactive shell in tmux does. -e: the exit
      // status is the program's; -f: output as it comes; -q: no banners.
      process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
      let line = ([NewsBinary.url.path] + arguments).map(Self.shellQuoted).joined(separator: " ")
      process.arguments = ["-qfec", "set -m; " + line, "/dev/null"]
    } else {
      process.executableURL = NewsBinary.url
      process.arguments = arguments
    }
    process.environment = [
      "PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory(), "TERM": "xterm",
      "NEWS_GOOGLE_RSS_URL": "http://127.0.0.1:9/rss", "SHELL": "/bin/bash",
    ].merging(environment) { _, new in new }
    process.standardInput = terminal
    process.standardOutput = terminal
    process.standardError = terminal
    try process.run()
  }

  /// A word as `sh` reads it back unchanged.
  static func shellQuoted(_ word: String) -> String {
    "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }

  /// Whether the terminal echoes what is typed (as `stty -a` would show `echo`), and reads
  /// lines (`icanon`): a program that turned them off must have turned them back on.
  /// After `exitCode()`, the settings the program left.
  public var isSane: Bool {
    var settings = termios()
    if let finalSettings {
      settings = finalSettings
    } else if tcgetattr(slave, &settings) != 0 {
      return false
    }
    return settings.c_lflag & tcflag_t(ECHO) != 0 && settings.c_lflag & tcflag_t(ICANON) != 0
  }

  /// Everything the program wrote so far.
  public var transcript: String { String(decoding: screen, as: UTF8.self) }

  /// Sends a signal to the program.
  public func signal(_ number: Int32) {
    kill(process.processIdentifier, number)
  }

  /// Gives the terminal a new size and tells the program, as a terminal window would (the pty
  /// is not the program's controlling terminal, so the kernel does not send SIGWINCH itself).
  public func resize(columns: Int, rows: Int) {
    var size = winsize(
      ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    kill(process.processIdentifier, SIGWINCH)
  }

  /// Whether the program is stopped (as by Ctrl-Z), from `/proc/<pid>/stat`; waits up to 5 s for it.
  public func waitUntilStopped() -> Bool {
    for _ in 0..<500 {
      let stat =
        (try? String(contentsOfFile: "/proc/\(process.processIdentifier)/stat", encoding: .utf8))
        ?? ""
      if let state = stat.split(separator: ")").last?.split(separator: " ").first, state == "T" {
        return true
      }
      usleep(10_000)
    }
    return false
  }

  /// Whether the terminal echoes and reads lines now, while the program still runs.
  public var isSaneNow: Bool {
    var settings = termios()
    guard tcgetattr(slave, &settings) == 0 else { return false }
    return settings.c_lflag & tcflag_t(ECHO) != 0 && settings.c_lflag & tcflag_t(ICANON) != 0
  }

  /// Types raw bytes, without Enter.
  public func press(_ bytes: [UInt8]) {
    _ = bytes.withUnsafeBufferPointer { write(master, $0.baseAddress, $0.count) }
  }

  /// Types a line, as if followed by Enter.
  public func type(_ line: String) {
    let bytes = Array((line + "\r").utf8)
    _ = bytes.withUnsafeBufferPointer { write(master, $0.baseAddress, $0.count) }
  }

  /// Reads the screen until `text` appears after what was read before, or `timeout` seconds
  /// pass; returns everything new, whether or not it appeared.
  @discardableResult
  public func read(until text: String, timeout: Double = 30) -> String {
    let start = screen.count
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      let fresh = String(decoding: screen[start...], as: UTF8.self)
      if fresh.contains(text) { return fresh }
      var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
      guard poll(&poller, 1, 100) > 0 else { continue }
      var buffer = [UInt8](repeating: 0, count: 4096)
      let count = Glibc.read(master, &buffer, buffer.count)
      if count <= 0 { break }
      screen += buffer[0..<count]
    }
    let fresh = String(decoding: screen[start...], as: UTF8.self)
    if !fresh.contains(text) && text != "\u{0}" { missed.append(text) }
    return fresh
  }

  /// Waits for the program to end (at most `timeout` seconds) and returns its exit code.
  ///
  /// The exit is also seen by peeking at the child with `waitid(WNOWAIT)`, which leaves it to
  /// Foundation to reap: on a busy machine Foundation's own notice came later than the wait.
  public func exitCode(timeout: Double = 30) -> Int32? {
    let deadline = Date().addingTimeInterval(timeout)
    var ended: Int32?
    while process.isRunning && Date() < deadline {
      if let status = peekedExit() {
        ended = status
        break
      }
      _ = read(until: "\u{0}", timeout: 0.1)
    }
    if ended == nil && process.isRunning {
      process.terminate()
      return nil
    }
    var settings = termios()
    if tcgetattr(slave, &settings) == 0 { finalSettings = settings }
    _ = read(until: "\u{0}", timeout: 0.1)
    close(master)
    close(slave)
    return process.isRunning ? ended : process.terminationStatus
  }

  /// The exit status (or the signal that ended it) of the program when it has ended, without
  /// reaping it; nil while it runs.
  func peekedExit() -> Int32? {
    var info = siginfo_t()
    let pid = process.processIdentifier
    guard waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0 else { return nil }
    guard info._sifields._sigchld.si_pid == pid else { return nil }
    return info._sifields._sigchld.si_status
  }
}
