#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Ends `news` with exit code 130 as soon as the user presses Ctrl-C.
///
/// Output is written only once a command has finished, so an interrupted run leaves nothing
/// half-written; on a terminal a line break keeps the shell prompt off the `^C`. A plain signal
/// handler that only calls async-signal-safe functions: no dispatch source and no extra thread
/// at start-up.
enum InterruptTrap {
  /// Installs the handler for SIGINT.
  static func install(stderrIsTerminal: Bool) {
    var action = sigaction()
    if stderrIsTerminal {
      action.__sigaction_handler.sa_handler = exitWithNewline
    } else {
      action.__sigaction_handler.sa_handler = exitQuietly
    }
    sigemptyset(&action.sa_mask)
    sigaction(SIGINT, &action, nil)
  }
}

private func exitQuietly(_ signal: Int32) {
  _exit(130)
}

private func exitWithNewline(_ signal: Int32) {
  var newline: UInt8 = 10
  _ = write(2, &newline, 1)
  _exit(130)
}
