import Foundation

/// Counts the stored values a command had to read around: a blob where text belongs, text where
/// a number or a date belongs, a date outside the calendar. `LenientRow` notes each one it
/// repairs or drops; the command says so once, on stderr, after it has run.
///
/// A task-local, so that the rows of one command are counted by that command alone (tests run
/// many at once) and no layer between the command and the store has to carry it.
public final class StoreDamage: @unchecked Sendable {
  @TaskLocal static var current: StoreDamage?

  private let lock = NSLock()
  /// Each value once, however often it is read: its column and its row's id.
  private var values: Set<String> = []

  public init() {}

  /// How many damaged values were read.
  public var count: Int { lock.withLock { values.count } }

  /// The damaged values read, each as `column@id`, sorted.
  public var noted: [String] { lock.withLock { values.sorted() } }

  func note(_ value: String) { lock.withLock { _ = values.insert(value) } }

  /// Runs `body` counting the damaged values it reads into `self`.
  public func counting<T>(_ body: () async throws -> T) async rethrows -> T {
    try await Self.$current.withValue(self) { try await body() }
  }

  /// Notes one damaged value for the command running, if it counts.
  static func noteValue(_ value: @autoclosure () -> String) { current?.note(value()) }
}
