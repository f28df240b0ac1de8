import Foundation

/// What every reader service client shares: who it speaks for, the host messages name, and one
/// request sent without retries (a sync request is not repeated behind the reader's back), the
/// transport's errors turned into the reader service's.
struct ReaderRequest: Sendable {
  let environment: NewsEnvironment

  /// The service's host (and port), as messages name it: never the user information.
  static func host(of account: SyncAccount) -> String {
    guard let url = URL(string: account.server), let name = url.host else {
      return account.displayServer
    }
    return url.port.map { "\(name):\($0)" } ?? name
  }

  /// Sends a request carrying `account`'s credentials (redacted from any trace): the answer,
  /// whatever its status; an answer too large is a bound reached, one that cannot be read is
  /// `undecodable`, a broken one the reader service's.
  func send(_ request: HTTPRequest, account: SyncAccount, undecodable: NewsError) async throws
    -> HTTPResponse
  {
    let host = Self.host(of: account)
    let sender = ResilientSender(
      environment: environment, policy: RetryPolicy(maxRetries: 0), secret: account.token)
    do {
      return try await sender.fetch(request)
    } catch NewsError.undecodable(.tooLarge) {
      throw NewsError.syncLimit(
        server: host, .answerTooLarge(megabytes: CurlTransport.maximumBodySize >> 20), kept: 0)
    } catch NewsError.undecodable {
      throw undecodable
    } catch NewsError.badAnswer(_, let answer) {
      throw NewsError.syncBroken(server: host, answer)
    }
  }
}
