#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One question to the terminal and its answer: echo, canonical mode and signals off while
/// the answer is read, the modes put back before returning whatever happened.
enum TerminalExchange {
  /// How long, in all, a terminal that has begun to answer is given to finish: 500 ms.
  static let lateAnswer: Int32 = 500

  /// Writes `query` on `descriptor` and reads until `complete` says the answer is whole, or
  /// `timeout` milliseconds pass; what was read, nil when the terminal's modes cannot be set.
  static func ask(
    _ query: String, descriptor: Int32, timeout: Int32, complete: ([UInt8]) -> Bool
  ) -> [UInt8]? {
    var saved = termios()
    guard tcgetattr(descriptor, &saved) == 0 else { return nil }
    var raw = saved
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG)
    guard tcsetattr(descriptor, TCSANOW, &raw) == 0 else { return nil }
    defer { _ = tcsetattr(descriptor, TCSANOW, &saved) }
    _ = query.withCString { write(descriptor, $0, strlen($0)) }
    var reply: [UInt8] = []
    var remaining = timeout
    while remaining > 0 {
      var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      let started = milliseconds()
      guard poll(&poller, 1, remaining) > 0 else { break }
      var buffer = [UInt8](repeating: 0, count: 512)
      let count = read(descriptor, &buffer, buffer.count)
      guard count > 0 else { break }
      // A terminal that has begun to answer is waited for a while longer (a loaded machine's
      // kitty answers in parts past 100 ms): an answer left unread would be echoed onto the
      // screen once the modes are back, or read as keys.
      if reply.isEmpty { remaining += max(0, lateAnswer - timeout) }
      reply += buffer[0..<count]
      // An answer past 4 kB is no terminal's: read no more.
      if complete(reply) || reply.count > 4_096 { break }
      remaining -= Int32(max(1, milliseconds() - started))
    }
    return reply
  }

  /// A monotonic clock in milliseconds.
  static func milliseconds() -> Int {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return now.tv_sec * 1000 + now.tv_nsec / 1_000_000
  }
}
