import Localization

/// Words the outcome of `news feed refresh`: one summary line for stdout, each failure a line
/// for stderr; and the contract's JSON, `{"feeds": [{"id", "url", "status", "new", "error"}]}`.
public enum FeedRefreshView {
  /// The summary (stdout) and the failures (stderr, as errors), wrapped to the width.
  public static func render(_ results: [FeedRefreshResult], strings: StringTable, width: Int)
    -> (stdout: String, stderr: String)
  {
    var updated = 0
    var new = 0
    var unchanged = 0
    var skipped = 0
    var failures: [String] = []
    for result in results {
      switch result.outcome {
      case .updated(let count):
        updated += 1
        new += count
      case .notModified: unchanged += 1
      case .skipped: skipped += 1
      case .failed:
        failures.append(
          ErrorView.prefix
            + "\(result.feed.id) \(DisplayCut.middle(TerminalSanitizer.sanitize(result.feed.name))): "
            + outcome(result.outcome, strings: strings))
      }
    }
    let summary = strings.feeds.summary(
      results.count, updated, new, unchanged, skipped, failures.count)
    // Feeds not fetched because their servers asked to wait: how to fetch them anyway.
    let hint = skipped > 0 ? [strings.feeds.notDueHint(skipped)] : []
    return (
      TextWrapper.paragraphs([summary] + hint, width: width),
      TextWrapper.paragraphs(failures, width: width)
    )
  }

  /// For `news read`: one line naming the feeds whose refresh failed, each with why; empty when
  /// none did.
  public static func notRefreshed(_ results: [FeedRefreshResult], strings: StringTable) -> String {
    let failed = results.filter(\.failed)
    guard !failed.isEmpty else { return "" }
    let due = results.filter { $0.outcome != .skipped }.count
    let named = failed.map {
      DisplayCut.middle(TerminalSanitizer.sanitize($0.feed.name)) + " ("
        + outcome($0.outcome, strings: strings) + ")"
    }
    return ErrorView.prefix
      + strings.feeds.notRefreshed(failed.count, due, named.joined(separator: ", ")) + "\n"
  }

  /// An outcome in words, as `news feed list` and the summary show it.
  public static func outcome(_ outcome: FeedOutcome, strings: StringTable) -> String {
    let words = strings.feeds
    switch outcome {
    case .updated(let count): return words.updated(count)
    case .notModified: return words.unchanged
    case .skipped: return words.skipped
    case .failed(.gone): return words.gone
    case .failed(let failure): return words.failed(reason(failure, strings: strings))
    }
  }

  /// Why a refresh failed, in words: "HTTP 404", "could not connect".
  static func reason(_ failure: FeedFailure, strings: StringTable) -> String {
    let words = strings.feeds
    switch failure {
    case .http(let status): return words.failedHTTP(status)
    case .gone: return words.gone
    case .timedOut: return words.timedOut
    case .network: return words.network
    case .tooLarge: return words.tooLarge
    case .brokenAnswer: return words.brokenAnswer
    case .untrusted: return words.untrusted
    case .notAFeed: return words.notAFeed
    case .command(let status): return words.commandFailed(status)
    case .commandNotStarted: return words.commandNotStarted
    }
  }

  /// The stored status and error of a subscription, in words.
  static func stored(status: String?, error: String?, strings: StringTable) -> String {
    switch status {
    case "updated": return strings.feeds.hadNew
    case "not_modified": return strings.feeds.unchanged
    case "skipped": return strings.feeds.skipped
    default:
      return error.flatMap(FeedFailure.init(code:)).map {
        outcome(.failed($0), strings: strings)
      } ?? "?"
    }
  }

  public static func renderJSON(_ results: [FeedRefreshResult]) -> String {
    let items = results.map { result -> JSONValue in
      var new: Int?
      if case .updated(let count) = result.outcome { new = count }
      var error: String?
      if case .failed(let failure) = result.outcome { error = failure.code }
      return .object([
        ("id", .int(Int(result.feed.id))),
        ("url", .string(AddressMask.mask(TerminalSanitizer.sanitize(result.feed.url)))),
        ("status", .string(result.outcome.status)), ("new", .int(new ?? 0)),
        ("error", .string(error)),
      ])
    }
    return JSONValue.object([("feeds", .array(items))]).rendered() + "\n"
  }
}
