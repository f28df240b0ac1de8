import Dispatch
import Foundation

/// Ends `news` with exit code 130 as soon as the user presses Ctrl-C.
///
/// Output is written only once a command has finished, so an interrupted run leaves nothing
/// half-written; on a terminal a line break keeps the shell prompt off the `^C`.
struct InterruptTrap {
  private let source: DispatchSourceSignal

  /// Starts listening for SIGINT; the trap works for as long as the value is kept.
  init(stderrIsTerminal: Bool) {
    signal(SIGINT, SIG_IGN)
    source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
    source.setEventHandler {
      if stderrIsTerminal { FileHandle.standardError.write(Data("\n".utf8)) }
      exit(130)
    }
    source.resume()
  }
}
