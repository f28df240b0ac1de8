import Foundation

/// Reads the API password for `news sync login`: from `NEWS_SYNC_PASSWORD`, else from the
/// terminal without echo (the prompt on stderr), else the first line of stdin.
public enum PasswordReader {
  /// What the reader typed, or that they pressed Ctrl-C.
  public enum Answer: Equatable, Sendable {
    case password(String)
    case interrupted
  }

  public static func read(prompt: String, environment: NewsEnvironment) -> Answer {
    if let password = environment.variables["NEWS_SYNC_PASSWORD"], !password.isEmpty {
      return .password(password)
    }
    guard environment.isTerminal(0) else { return .password(readLine() ?? "") }
    return readHidden(prompt: prompt)
  }

  /// Reads a line with the terminal's echo, line editing and signals off, doing Backspace,
  /// Ctrl-U, Ctrl-D and Ctrl-C by hand, so that the terminal is restored whatever is pressed
  /// (a Ctrl-C delivered as a signal would end `news` with echo still off). Echo goes off before
  /// the prompt shows, and nothing typed ahead is discarded.
  static func readHidden(prompt: String) -> Answer {
    var saved = termios()
    guard tcgetattr(0, &saved) == 0 else { return .password(readLine() ?? "") }
    var quiet = saved
    quiet.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG)
    withUnsafeMutableBytes(of: &quiet.c_cc) { characters in
      characters[Int(VMIN)] = 1
      characters[Int(VTIME)] = 0
    }
    tcsetattr(0, TCSANOW, &quiet)
    defer {
      tcsetattr(0, TCSANOW, &saved)
      StandardStream.write("\n", to: 2)
    }
    StandardStream.write(prompt, to: 2)
    var typed: [UInt8] = []
    var byte: UInt8 = 0
    while Glibc.read(0, &byte, 1) == 1 {
      switch byte {
      case 0x0A, 0x0D: return .password(String(decoding: typed, as: UTF8.self))
      case 0x03: return .interrupted
      case 0x04 where typed.isEmpty: return .password("")
      case 0x7F, 0x08:
        // One character back: its UTF-8 continuation bytes, then its first byte.
        while let last = typed.last, last & 0xC0 == 0x80 { typed.removeLast() }
        if !typed.isEmpty { typed.removeLast() }
      case 0x15: typed.removeAll()
      default: typed.append(byte)
      }
    }
    return .password(String(decoding: typed, as: UTF8.self))
  }
}
