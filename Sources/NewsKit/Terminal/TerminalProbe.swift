#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Asks the operating system about the terminal; used only by `NewsEnvironment.live`.
enum TerminalProbe {
  /// Whether a file descriptor is a terminal.
  static func isTerminal(_ descriptor: Int32) -> Bool {
    isatty(descriptor) == 1
  }

  /// The background of the controlling terminal, asked only when `news` is in its foreground
  /// process group (a background job must not touch the terminal). A Ctrl-C during the question
  /// ends `news` with 130, after the terminal's modes are restored.
  static func background() -> BackgroundQuery.Answer {
    let descriptor = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
    guard descriptor >= 0 else { return .unknown }
    defer { close(descriptor) }
    guard tcgetpgrp(descriptor) == getpgrp() else { return .unknown }
    let answer = BackgroundQuery.ask(descriptor: descriptor)
    if answer == .interrupted { _exit(130) }
    return answer
  }

  /// What the controlling terminal can draw pictures with; nil when there is none this process
  /// may ask (no terminal, or a job in the background).
  static func graphics() -> GraphicsQuery.Answer? {
    let descriptor = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    guard tcgetpgrp(descriptor) == getpgrp() else { return nil }
    guard var answer = GraphicsQuery.ask(descriptor: descriptor) else { return nil }
    // A terminal that keeps its cell size to itself (xterm: window reports are off) may still
    // give the window's pixels with its size: the cells are the pixels over the rows and
    // columns.
    var size = winsize()
    if answer.cellWidth == nil, ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0,
      size.ws_col > 0, size.ws_row > 0, size.ws_xpixel >= size.ws_col,
      size.ws_ypixel >= size.ws_row
    {
      answer.cellWidth = Int(size.ws_xpixel / size.ws_col)
      answer.cellHeight = Int(size.ws_ypixel / size.ws_row)
    }
    return answer
  }

  /// The terminal's width in columns, if the descriptor is a terminal that says.
  static func columns(_ descriptor: Int32) -> Int? {
    var size = winsize()
    guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
  }
}
