import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The real terminal of the full-screen reader: termios raw mode and the alternate screen,
/// frames written with one `write`, keys read on a thread of their own.
///
/// Raw mode turns off line reading, echo, signals from keys (Ctrl-C and Ctrl-Z arrive as keys,
/// so the reader can give the terminal back before it stops or ends) and flow control; output
/// processing stays on. Leaving puts back exactly the settings found on entering.
public final class TerminalDevice: @unchecked Sendable {
  let input: Int32
  let output: Int32
  private let lock = NSLock()
  private var saved: termios?
  private var stopped = false
  private var paused = false

  /// Switches to the alternate screen, hides the cursor, stops wrapping at the right edge.
  static let enterSequence = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?7l"
  /// Wrapping and the cursor back, the main screen back as it was.
  static let leaveSequence = "\u{1B}[0m\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l"

  /// The terminal on stdin and stdout.
  public init(input: Int32 = 0, output: Int32 = 1) {
    self.input = input
    self.output = output
  }

  /// Raw mode and the alternate screen; the settings found are kept for `leave`.
  public func enter() {
    lock.lock()
    defer { lock.unlock() }
    var settings = termios()
    guard tcgetattr(input, &settings) == 0 else { return }
    if saved == nil { saved = settings }
    var raw = settings
    raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
    raw.c_cflag |= tcflag_t(CS8)
    withUnsafeMutableBytes(of: &raw.c_cc) { cc in
      cc[Int(VMIN)] = 1
      cc[Int(VTIME)] = 0
    }
    tcsetattr(input, TCSANOW, &raw)
    writeAll(Self.enterSequence)
  }

  /// The terminal as it was found: main screen, cursor, line mode and echo.
  public func leave() {
    lock.lock()
    defer { lock.unlock() }
    guard var settings = saved else { return }
    // Line mode and echo first: whoever sees the main screen back finds the terminal as it was.
    tcsetattr(input, TCSANOW, &settings)
    writeAll(Self.leaveSequence)
    saved = nil
  }

  /// Writes all of `text`, retrying short writes; one call for a whole frame.
  public func write(_ text: String) {
    lock.lock()
    defer { lock.unlock() }
    writeAll(text)
  }

  private func writeAll(_ text: String) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { Glibc.write(output, $0.baseAddress, $0.count) }
      if written < 0 && errno == EINTR { continue }
      guard written > 0 else { return }
      bytes = bytes.dropFirst(written)
    }
  }

  /// Columns and rows of the terminal (80×24 when it does not say).
  public func size() -> (columns: Int, rows: Int) {
    var size = winsize()
    guard ioctl(output, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else {
      return (80, 24)
    }
    return (Int(size.ws_col), Int(size.ws_row))
  }

  /// Stops this process as Ctrl-Z would in a shell, until `fg` continues it.
  ///
  /// SIGSTOP rather than SIGTSTP: the signal watcher takes SIGTSTP (libdispatch reads it from
  /// a signalfd, so it never stops the process); the shell sees a stopped job either way.
  /// `raise`, not `kill(getpid())`: sent to this thread, the stop takes it before the call
  /// returns; sent to the process, another thread could take it while this one went on to set
  /// up the screen again before the stop.
  public func suspend() {
    raise(SIGSTOP)
  }

  /// Reads keys on a thread of its own until `stopReading`, decoding them with the monotonic
  /// clock for Esc's timeout; the end of input (the terminal closed) ends the reader with 129.
  public func startReading(into feed: AsyncStream<ScreenInput>.Continuation) {
    let thread = Thread { [self] in
      var decoder = KeyDecoder()
      var buffer = [UInt8](repeating: 0, count: 1024)
      while !isStopped {
        let now = DispatchTime.now().uptimeNanoseconds
        let wait = decoder.deadline.map { Int32(max(1, ($0 - min($0, now)) / 1_000_000)) } ?? 200
        var poller = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
        let ready = poll(&poller, 1, wait)
        let time = DispatchTime.now().uptimeNanoseconds
        if ready == 0 {
          for key in decoder.flush(at: time) { feed.yield(.event(.key(key))) }
          continue
        }
        if ready < 0 {
          if errno == EINTR { continue }
          feed.yield(.terminate(129))
          return
        }
        // Another program has the terminal: its keys are not ours to read.
        if isPaused {
          usleep(20_000)
          continue
        }
        let count = read(input, &buffer, buffer.count)
        if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
        guard count > 0 else {
          feed.yield(.terminate(129))
          return
        }
        for key in decoder.decode(Array(buffer[0..<count]), at: time) {
          feed.yield(.event(.key(key)))
        }
      }
    }
    thread.start()
  }

  private var isStopped: Bool {
    lock.lock()
    defer { lock.unlock() }
    return stopped
  }

  private var isPaused: Bool {
    lock.lock()
    defer { lock.unlock() }
    return paused
  }

  /// Stops reading keys (true) while another program uses the terminal, or starts again.
  public func pauseInput(_ pause: Bool) {
    lock.lock()
    paused = pause
    lock.unlock()
  }

  /// Ends the reading thread within its poll interval.
  public func stopReading() {
    lock.lock()
    stopped = true
    lock.unlock()
  }
}
