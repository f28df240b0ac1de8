/// What refreshing one feed gave.
public struct FeedRefreshResult: Sendable, Equatable {
  public var feed: FeedSubscription
  public var outcome: FeedOutcome
}

extension FeedRefreshResult {
  /// The exit code of a refresh: 0 when a feed succeeded or none was due; when every feed due
  /// failed, 69 if the network was to blame for any, else 65 (the answers could not be used).
  public static func exitCode(_ results: [FeedRefreshResult]) -> Int32 {
    let due = results.filter { $0.outcome != .skipped }
    let failures = due.compactMap {
      if case .failed(let failure) = $0.outcome { failure } else { nil }
    }
    guard !due.isEmpty, failures.count == due.count else { return 0 }
    return failures.contains(where: \.isNetwork) ? 69 : 65
  }

  /// Whether the feed could not be refreshed.
  public var failed: Bool {
    if case .failed = outcome { true } else { false }
  }
}
