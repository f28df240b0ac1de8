import Foundation
import Testing

@testable import NewsKit

/// The threads transfers run on are kept and used again: a refresh starts as many as run at
/// once, not one a feed.
@Suite struct TransferThreadsTests {
  /// Runs `count` pieces of work that all wait until every one has started, so that they run
  /// at once; returns when all have ended.
  func runTogether(_ count: Int, on threads: TransferThreads) {
    let started = DispatchSemaphore(value: 0)
    let release = DispatchSemaphore(value: 0)
    let ended = DispatchSemaphore(value: 0)
    for _ in 0..<count {
      threads.run {
        started.signal()
        release.wait()
        ended.signal()
      }
    }
    for _ in 0..<count { started.wait() }
    for _ in 0..<count { release.signal() }
    for _ in 0..<count { ended.wait() }
  }

  /// Waits (at most 10 s) until every thread started waits for work again.
  func settle(_ threads: TransferThreads) {
    for _ in 0..<10_000 where threads.threadsIdle < threads.threadsStarted { usleep(1_000) }
  }

  @Test("Work done one piece after another runs on one thread")
  func oneAfterAnother() {
    let threads = TransferThreads(maximum: 64)
    for _ in 0..<200 {
      let done = DispatchSemaphore(value: 0)
      threads.run { done.signal() }
      done.wait()
      settle(threads)
    }
    #expect(threads.threadsStarted == 1)
  }

  @Test("Work at once gets a thread each; the next rounds reuse them")
  func reused() {
    let threads = TransferThreads(maximum: 64)
    for _ in 0..<6 {
      runTogether(8, on: threads)
      settle(threads)
    }
    #expect(threads.threadsStarted == 8)
  }

  /// A count shared by the pieces of work.
  final class Tally: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func add() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
  }

  @Test("Work beyond the threads allowed waits for one and is never left behind")
  func allRun() {
    let threads = TransferThreads(maximum: 16)
    let tally = Tally()
    let done = DispatchSemaphore(value: 0)
    for _ in 0..<1_000 {
      threads.run {
        tally.add()
        done.signal()
      }
    }
    for _ in 0..<1_000 { done.wait() }
    #expect(tally.value == 1_000)
    #expect(threads.threadsStarted <= 16)
  }
}
