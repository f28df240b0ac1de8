import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the loopback server answers.
public struct CannedResponse: Sendable {
  /// The status code.
  public var status: Int
  /// Extra header fields.
  public var headers: [(String, String)]
  /// The body.
  public var body: Data

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

  func write(to connection: Int32) {
    var head = "HTTP/1.1 \(status) \(status < 400 ? "OK" : "Error")\r\n"
    for (name, value) in headers {
      head += "\(name): \(value)\r\n"
    }
    head += "Content-Length: \(body.count)\r\nConnection: close\r\n\r\n"
    var bytes = Data(head.utf8)
    bytes.append(body)
    bytes.withUnsafeBytes { raw in
      var offset = 0
      while offset < raw.count {
        let sent = send(
          connection, raw.baseAddress! + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
        if sent <= 0 { return }
        offset += sent
      }
    }
  }
}
