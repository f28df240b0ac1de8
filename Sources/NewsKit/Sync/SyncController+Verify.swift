import Foundation

extension SyncController {
  /// Asks the reader service for a write token with the saved sign-in: one request, which
  /// succeeds only when the server accepts the sign-in (`news doctor`). Throws `NewsError`:
  /// `syncSignInAgain` when refused, the network's errors when it cannot be reached.
  public static func verify(_ account: SyncAccount, environment: NewsEnvironment, timeout: Double)
    async throws
  {
    let client = GoogleReaderClient(account: account, environment: environment, timeout: timeout)
    _ = try await client.get("reader/api/0/token")
  }
}
