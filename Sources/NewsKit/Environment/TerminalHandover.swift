import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Gives the terminal's foreground to another process group and takes it back, as a shell
/// does for a job.
struct TerminalHandover {
  /// The terminal to hand over; nil when there is none to hand.
  let terminal: Int32?

  /// Runs `body` with the program `pid` (leader of its own group) in the foreground, then
  /// makes this process's group the foreground again. SIGTTOU is ignored meanwhile: the kernel
  /// stops a background group that sets the foreground unless it ignores that signal.
  func during<Result>(_ pid: pid_t, _ body: () -> Result) -> Result {
    guard let terminal else { return body() }
    var ignore = sigaction()
    ignore.__sigaction_handler.sa_handler = SIG_IGN
    sigemptyset(&ignore.sa_mask)
    var previous = sigaction()
    sigaction(SIGTTOU, &ignore, &previous)
    tcsetpgrp(terminal, pid)
    let result = body()
    tcsetpgrp(terminal, getpgrp())
    sigaction(SIGTTOU, &previous, nil)
    return result
  }
}
