import Foundation
import NewsKit

/// Reads the API password for `news sync login`: from `NEWS_SYNC_PASSWORD`, else from the
/// terminal without echo (the prompt on stderr), else the first line of stdin.
enum PasswordReader {
  static func read(prompt: String, environment: NewsEnvironment) -> String? {
    if let password = environment.variables["NEWS_SYNC_PASSWORD"], !password.isEmpty {
      return password
    }
    guard environment.isTerminal(0) else { return readLine(strippingNewline: true) }
    FileHandle.standardError.write(Data(prompt.utf8))
    var saved = termios()
    let canHide = tcgetattr(0, &saved) == 0
    if canHide {
      var silent = saved
      silent.c_lflag &= ~tcflag_t(ECHO)
      tcsetattr(0, TCSAFLUSH, &silent)
    }
    defer {
      if canHide { tcsetattr(0, TCSAFLUSH, &saved) }
      FileHandle.standardError.write(Data("\n".utf8))
    }
    return readLine(strippingNewline: true)
  }
}
