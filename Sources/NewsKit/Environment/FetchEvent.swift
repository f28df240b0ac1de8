/// Something that happened on the network, reported for `--verbose`.
///
/// Events carry data only; `VerboseView` words them. Header values that hold the key are
/// already masked when an event is made.
public enum FetchEvent: Sendable, Equatable {
  /// A request is being sent: attempt number, attempts allowed, URL, headers (key masked).
  case request(attempt: Int, of: Int, method: String, url: String, headers: [String])
  /// A response arrived: status, time taken, body size.
  case response(status: Int, milliseconds: Int, bytes: Int)
  /// The attempt failed without a response.
  case failed(TransportError, milliseconds: Int)
  /// The server redirected (status) to a URL (key masked), and it is followed.
  case redirected(status: Int, to: String)
  /// Another attempt follows after a wait, because of what happened.
  case retrying(afterSeconds: Double, because: RetryReason)
  /// The API said how many requests are left in the plan.
  case quotaRemaining(String)
}

/// Why an attempt is repeated.
public enum RetryReason: Sendable, Equatable {
  /// The server answered with this status (5xx, 408 or 429).
  case status(Int)
  /// The request timed out.
  case timedOut
  /// The connection failed.
  case connectionFailed
  /// The answer stopped before its end.
  case cutOff
  /// The connection closed before any answer.
  case noAnswer
}
