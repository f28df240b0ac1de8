import Foundation

/// Sends a request, trying again when that may help, within the retry policy's limits.
///
/// Connection failures, timeouts, 5xx, 408 and 429 are retried with backoff; a 429's
/// `Retry-After` is honoured when the wait fits in what is left of the policy's total, and
/// otherwise the 429 is returned at once so the user hears when to come back. Every step is
/// reported through the environment for `--verbose`, with the key masked.
struct ResilientSender: Sendable {
  let environment: NewsEnvironment
  let policy: RetryPolicy
  /// Masked wherever it appears in what is reported.
  let secret: String

  /// The last response, or the last transport error when no attempt got one.
  func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    let attempts = policy.maxRetries + 1
    var waited = 0.0
    var attempt = 1
    while true {
      environment.report(
        .request(
          attempt: attempt, of: attempts, url: mask(request.url.absoluteString),
          headers: request.headers.map { "\($0.name): \(mask($0.value))" }))
      let started = environment.now()
      let reason: RetryReason
      var delay = policy.backoff(retry: attempt, random: environment.random())
      do {
        let response = try await environment.send(request)
        environment.report(
          .response(
            status: response.status, milliseconds: milliseconds(since: started),
            bytes: response.body.count))
        if let remaining = response.headers["x-ratelimit-requests-remaining"] {
          environment.report(.quotaRemaining(mask(remaining)))
        }
        guard RetryPolicy.isRetryable(status: response.status), attempt < attempts else {
          return response
        }
        reason = .status(response.status)
        if response.status == 429,
          let after = RetryAfter.seconds(response.headers["retry-after"], now: environment.now())
        {
          delay = Double(after)
        }
        guard waited + delay <= policy.maxTotalWait else { return response }
      } catch let error as TransportError {
        environment.report(.failed(error, milliseconds: milliseconds(since: started)))
        guard error != .tooLarge, error != .unavailable, attempt < attempts,
          waited + delay <= policy.maxTotalWait
        else {
          throw error
        }
        reason = error == .timedOut ? .timedOut : .connectionFailed
      }
      environment.report(.retrying(afterSeconds: delay, because: reason))
      try await environment.sleep(delay)
      waited += delay
      attempt += 1
    }
  }

  /// `send`, with transport failures turned into the `NewsError` they mean: a timeout, a body
  /// too large (65), no libcurl, or a failed connection naming the host and port.
  func fetch(_ request: HTTPRequest) async throws -> HTTPResponse {
    do {
      return try await send(request)
    } catch TransportError.timedOut {
      throw NewsError.timedOut(seconds: request.timeout)
    } catch TransportError.tooLarge {
      throw NewsError.undecodable(.tooLarge)
    } catch TransportError.unavailable {
      throw NewsError.httpUnavailable
    } catch let error as CancellationError {
      throw error
    } catch {
      let host = request.url.host ?? request.url.absoluteString
      throw NewsError.network(host: request.url.port.map { "\(host):\($0)" } ?? host)
    }
  }

  func mask(_ text: String) -> String {
    secret.isEmpty ? text : text.replacingOccurrences(of: secret, with: "••••")
  }

  func milliseconds(since start: Date) -> Int {
    max(0, Int((environment.now().timeIntervalSince(start) * 1000).rounded()))
  }
}
