/// Tells how far a long piece of store work (an upgrade of the store's layout, a compaction)
/// has come: `done` of `total` units, then that it is over.
public struct StoreProgress: Sendable {
  /// Called as the work goes on, with how much is done of how much.
  public let report: @Sendable (_ done: Int, _ total: Int) -> Void
  /// Called once the work is over (to clear a progress line).
  public let finish: @Sendable () -> Void

  /// Progress told to `report`, its end to `finish`.
  public init(
    report: @escaping @Sendable (_ done: Int, _ total: Int) -> Void,
    finish: @escaping @Sendable () -> Void = {}
  ) {
    self.report = report
    self.finish = finish
  }

  /// Progress no one is told of.
  public static let silent = StoreProgress(report: { _, _ in })

  /// The progress of part `index` (from 0) of work in `count` equal parts: each part's own
  /// done-of-total becomes its share of the whole; the whole is finished by its owner.
  func part(_ index: Int, of count: Int) -> StoreProgress {
    StoreProgress(report: { done, total in
      guard total > 0 else { return }
      report(index * total + min(done, total), count * total)
    })
  }
}
