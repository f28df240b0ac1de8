#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Ends `news` with exit code 130 as soon as the user presses Ctrl-C.
///
/// Output is written only once a command has finished, so an interrupted run leaves nothing
/// half-written; on a terminal the line the cursor is on (a spinner, "Refreshing feeds: 5/6",
/// the `^C` the terminal echoed) is erased, so nothing of the run is left behind. A plain signal
/// handler that only calls async-signal-safe functions: no dispatch source and no extra thread
/// at start-up.
public enum InterruptTrap {
  /// Sets the line said on stderr when Ctrl-C comes, such as how to resume a download; nil
  /// for none. Kept as bytes the handler can write without allocating (signal-safe); the
  /// previous line's few bytes are left allocated, since the handler may be reading them.
  public static func sayOnInterrupt(_ text: String?) {
    let bytes = Array((text ?? "").utf8)
    let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, bytes.count))
    buffer.initialize(from: bytes, count: bytes.count)
    farewellLength = 0
    farewellBytes = buffer
    farewellLength = bytes.count
  }

  /// Installs the handler for SIGINT.
  public static func install(stderrIsTerminal: Bool) {
    var action = sigaction()
    if stderrIsTerminal {
      action.__sigaction_handler.sa_handler = exitErasingLine
    } else {
      action.__sigaction_handler.sa_handler = exitQuietly
    }
    sigemptyset(&action.sa_mask)
    sigaction(SIGINT, &action, nil)
  }
}

/// The farewell's bytes: set by `InterruptTrap.sayOnInterrupt` before a long task, read
/// only by the signal handler. (A signal handler can reach nothing but process-wide state.)
nonisolated(unsafe) private var farewellBytes: UnsafeMutablePointer<UInt8>?
nonisolated(unsafe) private var farewellLength = 0

private func sayFarewell() {
  if let bytes = farewellBytes, farewellLength > 0 { _ = write(2, bytes, farewellLength) }
}

private func exitQuietly(_ signal: Int32) {
  sayFarewell()
  _exit(130)
}

/// Goes back to the start of the line and clears it (`\r`, `ESC [ K`): the spinner's frame and
/// label, a progress count, the echoed `^C`. The bytes live on the stack: a global would be
/// initialised lazily, which a signal handler must not do.
private func exitErasingLine(_ signal: Int32) {
  var erase: (UInt8, UInt8, UInt8, UInt8) = (13, 27, 91, 75)
  _ = withUnsafeBytes(of: &erase) { write(2, $0.baseAddress, $0.count) }
  sayFarewell()
  _exit(130)
}
