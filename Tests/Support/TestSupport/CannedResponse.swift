import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the loopback server answers, and how it misbehaves while answering.
public struct CannedResponse: Sendable {
  /// The status code.
  public var status: Int
  /// Extra header fields.
  public var headers: [(String, String)]
  /// The body.
  public var body: Data
  /// Seconds to wait before answering.
  public var delay: Double = 0
  /// When set, the body is sent a few bytes at a time with this many seconds between pieces.
  public var trickle: Double?
  /// When set, the `Content-Length` sent instead of the body's real size (a body cut short).
  public var declaredLength: Int?
  /// When true, nothing is ever sent: the connection stays open until the server stops.
  public var hang = false
  /// When true, no `Content-Length` is sent and the body ends when the connection closes.
  public var omitLength = false
  /// When set, exactly these bytes are sent instead of a response built from the fields (an
  /// HTTP/0.9 answer, a garbled status line, huge headers).
  public var raw: Data?
  /// When true, the connection is reset (RST) after what was sent instead of closed.
  public var reset = false

  /// A response from its parts.
  public init(status: Int = 200, headers: [(String, String)] = [], body: Data = Data()) {
    self.status = status
    self.headers = headers
    self.body = body
  }

  /// A JSON body with a status.
  public static func json(_ text: String, status: Int = 200, headers: [(String, String)] = [])
    -> CannedResponse
  {
    CannedResponse(
      status: status, headers: [("Content-Type", "application/json")] + headers,
      body: Data(text.utf8))
  }

  /// Exactly these bytes, then the connection closes (or is reset).
  public static func raw(_ bytes: Data, reset: Bool = false) -> CannedResponse {
    var response = CannedResponse()
    response.raw = bytes
    response.reset = reset
    return response
  }

  /// A redirect to `location`.
  public static func redirect(_ status: Int = 302, to location: String) -> CannedResponse {
    CannedResponse(status: status, headers: [("Location", location)])
  }

  /// A server that accepts the request and never answers.
  public static let silence = CannedResponse(hang: true)

  private init(hang: Bool) {
    self.init()
    self.hang = hang
  }

  /// Writes the response as configured; `stopped` says when the server is shutting down.
  func write(to connection: Int32, stopped: () -> Bool) {
    if hang {
      while !stopped() { Thread.sleep(forTimeInterval: 0.02) }
      return
    }
    if delay > 0 { Thread.sleep(forTimeInterval: delay) }
    if reset {
      // SO_LINGER with a zero timeout makes close() send RST instead of FIN.
      var linger = Glibc.linger(l_onoff: 1, l_linger: 0)
      setsockopt(
        connection, SOL_SOCKET, SO_LINGER, &linger, socklen_t(MemoryLayout<Glibc.linger>.size))
    }
    if let raw {
      _ = Self.send(raw, to: connection)
      return
    }
    var head = "HTTP/1.1 \(status) \(status < 400 ? "OK" : "Error")\r\n"
    for (name, value) in headers {
      head += "\(name): \(value)\r\n"
    }
    if !omitLength {
      head += "Content-Length: \(declaredLength ?? body.count)\r\n"
    }
    head += "Connection: close\r\n\r\n"
    guard Self.send(Data(head.utf8), to: connection) else { return }
    guard let trickle else {
      _ = Self.send(body, to: connection)
      return
    }
    var offset = 0
    while offset < body.count && !stopped() {
      let piece = body[offset..<min(offset + 8, body.count)]
      guard Self.send(Data(piece), to: connection) else { return }
      offset += piece.count
      Thread.sleep(forTimeInterval: trickle)
    }
  }

  /// Sends all of `data`; false when the peer has gone.
  static func send(_ data: Data, to connection: Int32) -> Bool {
    data.withUnsafeBytes { raw in
      var offset = 0
      while offset < raw.count {
        let sent = Glibc.send(
          connection, raw.baseAddress! + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
        if sent <= 0 { return false }
        offset += sent
      }
      return true
    }
  }
}
