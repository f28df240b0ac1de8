import Foundation

extension SyncController {
  /// A sync that is waited for at most `seconds`: whether it finished in time. `news read`
  /// uses it so that a slow server never holds reading up beyond `--timeout` (each request is
  /// bounded by it, but a sync makes several). A sync given up on goes on while the process
  /// lives; what it did not commit is rolled back by SQLite when the process ends.
  public func sync(store: ArticleStore, within seconds: Double) async -> Bool {
    let work = Task { try await self.sync(store: store) }
    let sleep = environment.sleep
    let deadline = Task { try await sleep(seconds) }
    let first = FirstAnswer()
    return await withCheckedContinuation { continuation in
      Task {
        let finished = (try? await work.value) != nil
        deadline.cancel()
        if first.claim() { continuation.resume(returning: finished) }
      }
      Task {
        let expired = (try? await deadline.value) != nil
        if expired, first.claim() { continuation.resume(returning: false) }
      }
    }
  }
}

/// Lets exactly one of several racing tasks answer.
final class FirstAnswer: @unchecked Sendable {
  private let lock = NSLock()
  private var answered = false

  /// True for the first caller only.
  func claim() -> Bool {
    lock.withLock {
      defer { answered = true }
      return !answered
    }
  }
}
