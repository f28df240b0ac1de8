import Foundation

/// A progress line on stderr for long work on the store (an upgrade of its layout, a
/// compaction): `Upgrading the store: 42 %`, drawn only on a terminal, not with `--json`, and
/// only once the work has lasted a second, so that quick work shows nothing; erased at the end.
public final class StoreProgressLine: @unchecked Sendable {
  /// Seconds of work before the line appears.
  public static let delay = 1.0

  /// The line for a percentage (`Upgrading the store: 42 %`).
  let text: @Sendable (Int) -> String
  /// The terminal's width: a longer line is not drawn (a wrapped line cannot be erased).
  let width: Int
  let now: @Sendable () -> Date
  let write: @Sendable (String) -> Void
  private let lock = NSLock()
  private var started: Date?
  private var shown: Int?

  init(
    text: @escaping @Sendable (Int) -> String, width: Int, now: @escaping @Sendable () -> Date,
    write: @escaping @Sendable (String) -> Void
  ) {
    self.text = text
    self.width = width
    self.now = now
    self.write = write
  }

  /// The progress of work worded by `text` (the line for a percentage), drawn as the settings
  /// and the terminal allow; silent for JSON, or when stderr is not a terminal.
  public static func progress(
    _ text: @escaping @Sendable (Int) -> String, settings: Settings?, environment: NewsEnvironment
  ) -> StoreProgress {
    guard settings?.json != true, environment.isTerminal(2) else { return .silent }
    let width = TerminalDecisions.width(
      environment: environment.variables, terminalColumns: environment.terminalColumns(2))
    return StoreProgressLine(
      text: text, width: width, now: environment.now, write: { StandardStream.write($0, to: 2) }
    ).progress
  }

  /// An upgrade's progress (`Upgrading the store: 42 %`), in the settings' language.
  public static func upgrade(settings: Settings?, environment: NewsEnvironment) -> StoreProgress {
    let strings = (settings?.language ?? .en).strings.store
    return progress(
      { strings.progress(strings.upgrading, $0) }, settings: settings, environment: environment)
  }

  /// The progress this line draws.
  var progress: StoreProgress {
    StoreProgress(report: { self.report($0, $1) }, finish: { self.finish() })
  }

  /// Draws `done` of `total` as a percentage, when a second has gone by and the figure changed.
  func report(_ done: Int, _ total: Int) {
    let percent = total > 0 ? min(100, done * 100 / total) : 0
    let drawn: String? = lock.withLock { () -> String? in
      let time = now()
      guard let started else {
        self.started = time
        return nil
      }
      guard time.timeIntervalSince(started) >= Self.delay, shown != percent else { return nil }
      let line = text(percent)
      guard DisplayWidth.of(line) < width else { return nil }
      shown = percent
      return "\r" + line + Spinner.erase.dropFirst()
    }
    if let drawn { write(drawn) }
  }

  /// Erases the line, when one was drawn, and starts over.
  func finish() {
    let drawn: Bool = lock.withLock {
      defer {
        started = nil
        shown = nil
      }
      return shown != nil
    }
    if drawn { write(Spinner.erase) }
  }
}
