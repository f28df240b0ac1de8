import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A small HTTP/1.1 server on 127.0.0.1 for tests and benchmarks.
///
/// It listens on a free port, answers each request with what the handler returns, closes the
/// connection, and records every request so a test can check what `news` sent. Only loopback is
/// ever bound.
public final class LoopbackServer: @unchecked Sendable {
  /// The handler that answers a request.
  public typealias Handler = @Sendable (ReceivedRequest) -> CannedResponse

  /// The port it listens on.
  public let port: UInt16
  private let listener: Int32
  private let handler: Handler
  private let lock = NSLock()
  private var received: [ReceivedRequest] = []
  private var served: [(start: Date, end: Date)] = []
  private var stopped = false
  private let loopFinished = DispatchSemaphore(value: 0)

  /// The loopback address it listens on, such as 127.0.0.1 or 127.0.0.2.
  public let host: String

  /// Starts listening on a free port of a loopback address (127.0.0.0/8 only).
  public init(host: String = "127.0.0.1", handler: @escaping Handler) throws {
    precondition(host.hasPrefix("127."), "tests never listen beyond loopback")
    self.handler = handler
    self.host = host
    let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    self.listener = listener
    guard listener >= 0 else { throw LoopbackServerError.socket(errno) }
    var reuse: Int32 = 1
    setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr = in_addr(s_addr: inet_addr(host))
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0, listen(listener, 64) == 0 else {
      close(listener)
      throw LoopbackServerError.socket(errno)
    }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        getsockname(listener, $0, &length)
      }
    }
    port = UInt16(bigEndian: address.sin_port)
    // The accept loop on a plain POSIX thread whose start is checked: Foundation's `Thread`
    // gives no sign when it cannot start one, and a server that never accepts leaves its
    // client waiting out its timeout.
    do {
      try Self.startThread { [self] in acceptLoop() }
    } catch {
      // Nothing accepts: nothing to stop later.
      stopped = true
      close(listener)
      throw error
    }
  }

  /// Runs `body` on a new detached POSIX thread; throws when none can be started (after a few
  /// tries, as a busy run may be short of threads for a moment).
  static func startThread(_ body: @escaping () -> Void) throws {
    let box = Unmanaged.passRetained(ThreadBody(body))
    var failure: Int32 = 0
    for attempt in 0..<50 {
      var thread = pthread_t()
      failure = pthread_create(
        &thread, nil,
        { raw in
          Unmanaged<ThreadBody>.fromOpaque(raw!).takeRetainedValue().body()
          return nil
        }, box.toOpaque())
      if failure == 0 {
        pthread_detach(thread)
        return
      }
      usleep(UInt32(10_000 * (attempt + 1)))
    }
    box.release()
    throw LoopbackServerError.thread(failure)
  }

  deinit {
    stop()
  }

  /// A handler that gives the responses in order, repeating the last one.
  public static func sequence(_ responses: [CannedResponse]) -> Handler {
    let counter = Counter()
    return { _ in responses[min(counter.next(), responses.count - 1)] }
  }

  /// The base URL, with a trailing slash: `http://127.0.0.1:PORT/`.
  public var baseURL: String { "http://\(host):\(port)/" }

  /// When each answered request arrived and when its answer was written: the server's own log,
  /// from which tests read how many requests overlapped.
  public var intervals: [(start: Date, end: Date)] {
    lock.withLock { served }
  }

  /// The most requests in flight at one moment among the intervals.
  public static func maximumOverlap(_ intervals: [(start: Date, end: Date)]) -> Int {
    var events: [(time: Date, change: Int)] = []
    for interval in intervals {
      events.append((interval.start, 1))
      events.append((interval.end, -1))
    }
    // At the same instant an end comes before a start.
    events.sort { $0.time == $1.time ? $0.change < $1.change : $0.time < $1.time }
    var current = 0
    var most = 0
    for (_, change) in events {
      current += change
      most = max(most, current)
    }
    return most
  }

  /// The requests received so far, in order.
  public var requests: [ReceivedRequest] {
    lock.withLock { received }
  }

  /// Stops listening; connections being answered finish.
  public func stop() {
    let wasStopped = lock.withLock {
      let was = stopped
      stopped = true
      return was
    }
    guard !wasStopped else { return }
    // Only the accept loop closes the listener, after it has stopped using it: closing it here
    // would let a new server reuse the descriptor number while the loop still accepts on it.
    shutdown(listener, Int32(SHUT_RDWR))
    loopFinished.wait()
  }

  private func acceptLoop() {
    defer {
      close(listener)
      loopFinished.signal()
    }
    while true {
      let connection = accept(listener, nil, nil)
      if connection < 0 {
        let failure = errno
        if lock.withLock({ stopped }) { return }
        // A connection aborted before it was taken, or a moment without descriptors or memory
        // (a busy test run), is no reason to stop serving: the server would go silent and its
        // client wait out its timeout. Only `stop()`'s shutdown ends the loop.
        if [EINTR, ECONNABORTED, EPROTO, EMFILE, ENFILE, ENOBUFS, ENOMEM].contains(failure) {
          if failure != EINTR && failure != ECONNABORTED { usleep(10_000) }
          continue
        }
        return
      }
      // A thread per connection; when none can be had, the connection is served here.
      do {
        try Self.startThread { [self] in serve(connection) }
      } catch {
        serve(connection)
      }
    }
  }

  private func serve(_ connection: Int32) {
    defer { close(connection) }
    guard let (head, rest) = readHead(connection), var request = ReceivedRequest(head: head)
    else {
      return
    }
    request.body = readBody(connection, have: rest, length: request.headers["content-length"])
    lock.withLock { received.append(request) }
    let start = Date()
    let response = handler(request)
    response.write(to: connection, stopped: { [self] in lock.withLock { stopped } })
    let end = Date()
    lock.withLock { served.append((start, end)) }
  }

  /// Reads up to the blank line that ends the request head; the bytes read past it.
  private func readHead(_ connection: Int32) -> (String, Data)? {
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 4096)
    let end = Data("\r\n\r\n".utf8)
    while data.range(of: end) == nil {
      let count = recv(connection, &buffer, buffer.count, 0)
      guard count > 0 else { return nil }
      data.append(buffer, count: count)
      if data.count > 1_000_000 { return nil }
    }
    let split = data.range(of: end)!
    return (
      String(decoding: data[..<split.lowerBound], as: UTF8.self) + "\r\n\r\n",
      Data(data[split.upperBound...])
    )
  }

  /// The request body, `Content-Length` bytes of it (at most 10 MB).
  private func readBody(_ connection: Int32, have: Data, length: String?) -> Data {
    guard let length = length.flatMap({ Int($0) }), length > 0 else { return have }
    var data = have
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while data.count < min(length, 10_000_000) {
      let count = recv(connection, &buffer, buffer.count, 0)
      guard count > 0 else { break }
      data.append(buffer, count: count)
    }
    return data
  }
}

/// A closure handed to a new thread.
private final class ThreadBody {
  let body: () -> Void
  init(_ body: @escaping () -> Void) { self.body = body }
}

/// Why the server could not start.
public enum LoopbackServerError: Error {
  case socket(Int32)
  /// No thread could be started for it (the error `pthread_create` gave).
  case thread(Int32)
}

/// A thread-safe counter from 0.
final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var value = 0

  func next() -> Int {
    lock.withLock {
      defer { value += 1 }
      return value
    }
  }
}
