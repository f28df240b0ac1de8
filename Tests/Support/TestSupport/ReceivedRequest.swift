import Foundation

/// A request as it arrived at the loopback server.
public struct ReceivedRequest: Sendable {
  /// The method, such as `GET`.
  public let method: String
  /// The request target as sent: path and raw, still percent-encoded query.
  public let target: String
  /// Header fields with lower-cased names.
  public let headers: [String: String]
  /// The body, as `Content-Length` announced it (empty for a GET).
  public internal(set) var body = Data()

  /// Parses a request head (request line and headers).
  init?(head: String) {
    var lines = head.components(separatedBy: "\r\n")
    let requestLine = lines.removeFirst().split(separator: " ")
    guard requestLine.count >= 2 else { return nil }
    method = String(requestLine[0])
    target = String(requestLine[1])
    var headers: [String: String] = [:]
    for line in lines where !line.isEmpty {
      guard let colon = line.firstIndex(of: ":") else { continue }
      let name = line[..<colon].lowercased()
      headers[name] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
    self.headers = headers
  }

  /// The path without the query.
  public var path: String {
    String(target.split(separator: "?", maxSplits: 1).first ?? "")
  }

  /// The raw query string, still percent-encoded.
  public var rawQuery: String {
    let parts = target.split(separator: "?", maxSplits: 1)
    return parts.count > 1 ? String(parts[1]) : ""
  }

  /// The query parameters, decoded, in order.
  public var query: [(name: String, value: String)] {
    rawQuery.split(separator: "&").map { pair in
      let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
      let name = parts[0].removingPercentEncoding ?? parts[0]
      let value = parts.count > 1 ? (parts[1].removingPercentEncoding ?? parts[1]) : ""
      return (name, value)
    }
  }

  /// The decoded value of a query parameter.
  public func queryValue(_ name: String) -> String? {
    query.first { $0.name == name }?.value
  }
}
