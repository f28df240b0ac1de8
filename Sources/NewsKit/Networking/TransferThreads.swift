import Foundation

/// Threads for blocking transfers, started as needed and kept for the next one.
///
/// A refresh of 1,000 feeds started a thread a feed (1,006 `clone3`s); with the threads kept,
/// it starts as many as run at once (`--jobs`, 32 by default). Concurrency is bounded by the
/// callers (`ConcurrencyGate`); `maximum` is only a net, set well above it, since a transfer
/// whose caller stopped waiting (a cancelled task) still holds its thread until its timeout
/// and the next ones would wait behind it.
///
/// One pool for the process, as libcurl's own state is: the threads are the process's.
final class TransferThreads: @unchecked Sendable {
  /// The threads of the process.
  static let shared = TransferThreads(maximum: 256)

  /// The most threads started.
  let maximum: Int

  private let condition = NSCondition()
  /// Work waiting for a thread (under `condition`).
  private var queue: [@Sendable () -> Void] = []
  /// Threads waiting for work (under `condition`).
  private var idle = 0
  /// Threads started (under `condition`).
  private var started = 0

  /// A pool that starts at most `maximum` threads.
  init(maximum: Int) {
    self.maximum = max(1, maximum)
  }

  /// Runs `body` on a kept thread: an idle one, else a new one, else (`maximum` started) the
  /// first that is free.
  func run(_ body: @escaping @Sendable () -> Void) {
    condition.lock()
    queue.append(body)
    let start = idle < queue.count && started < maximum
    if start { started += 1 }
    condition.signal()
    condition.unlock()
    if start { PlainThread.start { self.work() } }
  }

  /// How many threads have been started, for tests.
  var threadsStarted: Int {
    condition.lock()
    defer { condition.unlock() }
    return started
  }

  /// How many threads wait for work, for tests.
  var threadsIdle: Int {
    condition.lock()
    defer { condition.unlock() }
    return idle
  }

  /// A thread's life: take the oldest work, run it, wait for more.
  private func work() {
    while true {
      condition.lock()
      while queue.isEmpty {
        idle += 1
        condition.wait()
        idle -= 1
      }
      let body = queue.removeFirst()
      condition.unlock()
      body()
    }
  }
}
