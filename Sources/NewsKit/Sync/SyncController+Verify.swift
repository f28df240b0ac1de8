import Foundation

extension SyncController {
  /// Asks the reader service something with the saved sign-in: one request, which
  /// succeeds only when the server accepts the sign-in (`news doctor`). Throws `NewsError`:
  /// `syncSignInAgain` when refused, the network's errors when it cannot be reached.
  public static func verify(_ account: SyncAccount, environment: NewsEnvironment, timeout: Double)
    async throws
  {
    try await ReaderServices.client(account, environment: environment, timeout: timeout).verify()
  }
}
