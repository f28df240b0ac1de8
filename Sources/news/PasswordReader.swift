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
    // Echo goes off before the prompt shows, and nothing typed is discarded (TCSANOW, not
    // TCSAFLUSH): a password typed as soon as the prompt appears is neither shown nor lost.
    var saved = termios()
    let canHide = tcgetattr(0, &saved) == 0
    if canHide {
      var silent = saved
      silent.c_lflag &= ~tcflag_t(ECHO)
      tcsetattr(0, TCSANOW, &silent)
    }
    defer {
      if canHide { tcsetattr(0, TCSANOW, &saved) }
      FileHandle.standardError.write(Data("\n".utf8))
    }
    FileHandle.standardError.write(Data(prompt.utf8))
    return readLine(strippingNewline: true)
  }
}
