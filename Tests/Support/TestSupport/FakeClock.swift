import Foundation

/// A clock that moves only when code under test sleeps, and remembers every sleep.
public final class FakeClock: @unchecked Sendable {
  private let lock = NSLock()
  private var elapsed: Double = 0
  private var recorded: [Double] = []
  private let start: Date

  /// A clock starting at `start`.
  public init(start: Date = Date(timeIntervalSince1970: 1_700_000_000)) {
    self.start = start
  }

  /// The current fake time.
  public func now() -> Date {
    lock.withLock { start.addingTimeInterval(elapsed) }
  }

  /// Advances the clock instead of waiting.
  public func sleep(_ seconds: Double) {
    lock.withLock {
      recorded.append(seconds)
      elapsed += seconds
    }
  }

  /// Moves the clock without counting it as a sleep (time spent in a request).
  public func advance(_ seconds: Double) {
    lock.withLock { elapsed += seconds }
  }

  /// The sleeps so far.
  public var sleeps: [Double] { lock.withLock { recorded } }

  /// Seconds slept in all.
  public var totalSlept: Double { sleeps.reduce(0, +) }
}
