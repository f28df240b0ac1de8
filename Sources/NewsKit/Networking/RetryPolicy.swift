import Foundation

/// When and how long to wait before trying a request again.
///
/// Connection failures, timeouts, 5xx, 408 and 429 are retried, at most `maxRetries` times, with
/// exponential backoff and jitter; a 429's `Retry-After` is honoured. All the waiting of one
/// command together never exceeds `maxTotalWait`, so with the defaults a command ends within
/// 3 × `--timeout` + 10 seconds.
public struct RetryPolicy: Sendable, Equatable {
  /// Attempts after the first.
  public var maxRetries: Int
  /// The first backoff, before jitter.
  public var baseDelay: Double
  /// The longest single backoff, before jitter.
  public var maxDelay: Double
  /// The most time spent waiting between attempts, in all.
  public var maxTotalWait: Double

  /// A policy from its parts.
  public init(
    maxRetries: Int = 2, baseDelay: Double = 0.5, maxDelay: Double = 4, maxTotalWait: Double = 10
  ) {
    self.maxRetries = maxRetries
    self.baseDelay = baseDelay
    self.maxDelay = maxDelay
    self.maxTotalWait = maxTotalWait
  }

  /// The default: two retries, waits of about 0.5 s then 1 s, never more than 10 s in all.
  public static let standard = RetryPolicy()

  /// Whether a status is worth another attempt.
  public static func isRetryable(status: Int) -> Bool {
    status == 408 || status == 429 || (500...599).contains(status)
  }

  /// The backoff before retry number `retry` (1, 2, …): half of the exponential delay fixed,
  /// half random, so clients that failed together do not return together.
  public func backoff(retry: Int, random: Double) -> Double {
    let exponential = min(maxDelay, baseDelay * pow(2, Double(max(0, retry - 1))))
    return exponential / 2 + exponential / 2 * min(max(random, 0), 1)
  }
}

/// Reads `Retry-After`: a number of seconds, or an HTTP date.
public enum RetryAfter {
  /// The longest wait honoured: a server asking for more (a date years away) is waited for a
  /// day at most.
  public static let longest = 86_400

  /// Whole seconds to wait from `now`, a day at most; nil when the header is missing,
  /// unreadable or negative (RFC 9110 allows only a non-negative number of seconds).
  public static func seconds(_ value: String?, now: Date) -> Int? {
    uncapped(value, now: now).map { min($0, longest) }
  }

  static func uncapped(_ value: String?, now: Date) -> Int? {
    guard let value = value?.trimmingCharacters(in: .whitespaces), !value.isEmpty else {
      return nil
    }
    if value.utf8.allSatisfy({ (0x30...0x39).contains($0) }) {
      return Int(value) ?? Int.max
    }
    if value.hasPrefix("-") || value.hasPrefix("+") { return nil }
    guard let date = HTTPDate.parse(value) else {
      // A date past the year 9999 (`… 99999999 …`) is "later", not unreadable.
      let parts = value.split(separator: " ")
      let farYear =
        parts.count == 6 && parts[3].count > 4
        && parts[3].utf8.allSatisfy { (0x30...0x39).contains($0) }
      return farYear ? Int.max : nil
    }
    let interval = date.timeIntervalSince(now).rounded(.up)
    return interval < Double(Int.max) ? max(0, Int(interval)) : Int.max
  }
}
