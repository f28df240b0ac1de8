import Foundation

/// A continuation resumed exactly once, by whichever comes first: the answer or a cancellation.
final class OneAnswer<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var continuation: CheckedContinuation<Value, Error>?
  /// What arrived before anyone waited (a cancellation before the transfer started).
  private var early: Result<Value, Error>?
  private var done = false

  /// Registers the waiting continuation; false when the answer was already given (it is
  /// resumed here), so no work should start.
  func wait(with continuation: CheckedContinuation<Value, Error>) -> Bool {
    lock.lock()
    if let early {
      lock.unlock()
      continuation.resume(with: early)
      return false
    }
    self.continuation = continuation
    lock.unlock()
    return true
  }

  /// Resumes the waiting continuation with `result`, unless something already did.
  func give(_ result: Result<Value, Error>) {
    lock.lock()
    guard !done else {
      lock.unlock()
      return
    }
    done = true
    guard let continuation else {
      early = result
      lock.unlock()
      return
    }
    self.continuation = nil
    lock.unlock()
    continuation.resume(with: result)
  }
}
