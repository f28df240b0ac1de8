import Foundation

/// An HTTP GET as `news` sends it: independent of the client that carries it.
public struct HTTPRequest: Sendable, Equatable {
  /// The full URL, query included.
  public var url: URL
  /// Header fields, in the order they are sent.
  public var headers: [(name: String, value: String)]
  /// Seconds to wait for this request.
  public var timeout: Double
  /// What a POST sends (a form, with its `Content-Type` among the headers); nil for a GET.
  public var body: Data?
  /// Whether the body carries a credential (a password, a write token): then, like a
  /// credential header, it never goes to another origin.
  public var bodyCarriesCredentials = false

  /// A request from its parts.
  public init(
    url: URL, headers: [(name: String, value: String)] = [], timeout: Double = 10,
    body: Data? = nil, bodyCarriesCredentials: Bool = false
  ) {
    self.url = url
    self.headers = headers
    self.timeout = timeout
    self.body = body
    self.bodyCarriesCredentials = bodyCarriesCredentials
  }

  /// The value of a header, matched without regard to case.
  public func header(_ name: String) -> String? {
    headers.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.value
  }

  /// Header fields that carry credentials: never sent to an origin other than the one the
  /// request was made for (curl's rule for `Authorization` and `Cookie`, applied to every
  /// API-key header `news` sends).
  public static let credentialHeaders: Set<String> = [
    "authorization", "cookie", "proxy-authorization", "x-api-key", "x-api-token",
    "x-rapidapi-key",
  ]

  /// Whether the request carries a credential, in a header or in its body.
  public var hasCredentials: Bool {
    bodyCarriesCredentials
      || headers.contains { Self.credentialHeaders.contains($0.name.lowercased()) }
  }

  public static func == (lhs: HTTPRequest, rhs: HTTPRequest) -> Bool {
    lhs.url == rhs.url && lhs.timeout == rhs.timeout && lhs.body == rhs.body
      && lhs.bodyCarriesCredentials == rhs.bodyCarriesCredentials
      && lhs.headers.map { [$0.name, $0.value] } == rhs.headers.map { [$0.name, $0.value] }
  }
}

/// An HTTP response: status, headers with lower-cased names, and body.
public struct HTTPResponse: Sendable, Equatable {
  /// The status code.
  public var status: Int
  /// Header fields, names lower-cased.
  public var headers: [String: String]
  /// The body.
  public var body: Data
  /// Where the answer came from after redirects, and whether every redirect on the way was
  /// permanent (301, 308): then the address asked should be replaced by this one.
  public var finalURL: URL?
  public var movedPermanently = false

  /// A response from its parts; header names are lower-cased.
  public init(status: Int, headers: [String: String] = [:], body: Data = Data()) {
    self.status = status
    self.headers = Dictionary(
      headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { first, _ in first })
    self.body = body
  }
}

/// How a transport can fail before there is a response.
public enum TransportError: Error, Equatable, Sendable {
  /// No answer in time.
  case timedOut
  /// The connection could not be made or broke.
  case connectionFailed
  /// The body was larger than `news` is willing to read.
  case tooLarge
  /// No HTTP library could be loaded (libcurl is not installed).
  case unavailable
  /// The answer began but stopped before its end: a body shorter than announced, or a
  /// connection reset in the middle of the answer.
  case cutOff
  /// What came back is not HTTP (an HTTP/0.9 answer, a garbled status line).
  case notHTTP
  /// The connection was made, then closed or reset before any answer began.
  case noAnswer
  /// The answer's header block is larger than `news` reads.
  case headerTooLarge
  /// The server's certificate could not be verified (no trusted CA, expired, another host's):
  /// nothing was sent, and another try would meet the same certificate.
  case untrusted
  /// The server redirected more times than `news` follows (a redirect loop).
  case tooManyRedirects
  /// A request carrying credentials was redirected to another origin (another scheme, host or
  /// port), which `news` refuses to follow: both origins, without user information.
  case credentialRedirect(from: String, to: String)
  /// A redirect (this status) with no `Location`, an unreadable one, or one outside http(s).
  case unusableRedirect(status: Int)

  /// Whether another attempt may get a whole answer.
  public var isRetryable: Bool {
    switch self {
    case .timedOut, .connectionFailed, .cutOff, .noAnswer: return true
    case .tooLarge, .unavailable, .notHTTP, .headerTooLarge, .untrusted, .tooManyRedirects,
      .credentialRedirect, .unusableRedirect:
      return false
    }
  }
}
