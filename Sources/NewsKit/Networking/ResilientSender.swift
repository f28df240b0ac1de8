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
  /// Masks the key wherever it appears in what is reported.
  let redactor: Redactor

  /// A sender that masks `secret` in its trace.
  init(environment: NewsEnvironment, policy: RetryPolicy, secret: String?) {
    self.environment = environment
    self.policy = policy
    self.redactor = Redactor(secret: secret)
  }

  /// The last transport error, with how many attempts were made.
  struct GaveUp: Error {
    let error: TransportError
    let attempts: Int
  }

  /// The last response, or `GaveUp` with the last transport error when no attempt got one.
  func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    let attempts = policy.maxRetries + 1
    let follower = RedirectFollower(environment: environment, redactor: redactor)
    var waited = 0.0
    var attempt = 1
    while true {
      environment.report(
        .request(
          attempt: attempt, of: attempts, method: request.body == nil ? "GET" : "POST",
          url: redactor.mask(request.url.absoluteString),
          headers: request.headers.map { redactor.maskHeader(name: $0.name, value: $0.value) }))
      let reason: RetryReason
      var delay = policy.backoff(retry: attempt, random: environment.random())
      do {
        let response = try await follower.send(request)
        if let remaining = response.headers["x-ratelimit-requests-remaining"] {
          environment.report(.quotaRemaining(redactor.mask(remaining)))
        }
        guard RetryPolicy.isRetryable(status: response.status), attempt < attempts else {
          return response
        }
        reason = .status(response.status)
        if response.status == 429,
          let after = RetryAfter.seconds(response.headers["retry-after"], now: environment.now())
        {
          // The server may ask for a longer wait, never for none at all.
          delay = max(delay, Double(after))
        }
        guard waited + delay <= policy.maxTotalWait else { return response }
      } catch let error as TransportError {
        guard error.isRetryable, attempt < attempts, waited + delay <= policy.maxTotalWait
        else {
          throw GaveUp(error: error, attempts: attempt)
        }
        switch error {
        case .timedOut: reason = .timedOut
        case .cutOff: reason = .cutOff
        case .noAnswer: reason = .noAnswer
        default: reason = .connectionFailed
        }
      }
      environment.report(.retrying(afterSeconds: delay, because: reason))
      try await environment.sleep(delay)
      waited += delay
      attempt += 1
    }
  }

  /// `send`, with transport failures turned into the `NewsError` they mean: a timeout (with the
  /// host, the limit per try and the tries made), a body
  /// too large (65), an answer cut off or not HTTP (65), a redirect loop, no libcurl, or a
  /// failed connection naming the host and port.
  func fetch(_ request: HTTPRequest) async throws -> HTTPResponse {
    let host = request.url.host ?? request.url.absoluteString
    let origin = request.url.port.map { "\(host):\($0)" } ?? host
    do {
      return try await send(request)
    } catch let gaveUp as GaveUp {
      switch gaveUp.error {
      case .timedOut:
        throw NewsError.timedOut(host: origin, seconds: request.timeout, tries: gaveUp.attempts)
      case .tooLarge: throw NewsError.undecodable(.tooLarge)
      case .unavailable: throw NewsError.httpUnavailable
      case .connectionFailed: throw NewsError.network(host: origin)
      case .cutOff: throw NewsError.badAnswer(host: origin, .cutOff)
      case .notHTTP: throw NewsError.badAnswer(host: origin, .notHTTP)
      case .noAnswer: throw NewsError.badAnswer(host: origin, .noAnswer)
      case .untrusted: throw NewsError.badAnswer(host: origin, .untrusted)
      case .headerTooLarge: throw NewsError.badAnswer(host: origin, .headerTooLarge)
      case .tooManyRedirects: throw NewsError.badAnswer(host: origin, .redirectLoop)
      case .credentialRedirect(let from, let to):
        throw NewsError.redirectRefused(from: from, to: to)
      case .unusableRedirect(let status):
        throw NewsError.badAnswer(host: origin, .unusableRedirect(status: status))
      }
    }
  }
}
