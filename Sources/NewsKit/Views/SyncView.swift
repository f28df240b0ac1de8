import Foundation
import Localization

/// Renders what `news sync` did and `news sync status` knows, as text or JSON.
public enum SyncView {
  /// The one-paragraph summary of a sync, wrapped to the width.
  public static func render(_ summary: SyncSummary, strings: StringTable, width: Int) -> String {
    let text = strings.sync.summary(
      TerminalSanitizer.sanitize(summary.server), summary.seconds, summary.pulledFeeds,
      summary.pulledArticles, summary.pulledStarred, summary.pulledRead,
      summary.pushedSubscriptions, summary.pushedStarred, summary.pushedRead)
    return TextWrapper.wrap(text, width: width).joined(separator: "\n") + "\n"
  }

  /// The contract's JSON: server, user, pulled, pushed, seconds.
  public static func renderJSON(_ summary: SyncSummary) -> String {
    JSONValue.object([
      ("server", .string(TerminalSanitizer.sanitize(summary.server))),
      ("user", .string(TerminalSanitizer.sanitize(summary.user))),
      (
        "pulled",
        .object([
          ("feeds", .int(summary.pulledFeeds)), ("articles", .int(summary.pulledArticles)),
          ("starred", .int(summary.pulledStarred)), ("read", .int(summary.pulledRead)),
        ])
      ),
      (
        "pushed",
        .object([
          ("subscriptions", .int(summary.pushedSubscriptions)),
          ("starred", .int(summary.pushedStarred)), ("read", .int(summary.pushedRead)),
        ])
      ),
      ("seconds", .seconds(summary.seconds)),
    ]).rendered() + "\n"
  }

  /// Server, user, last sync, pending changes: one a line. Never the password or the token.
  public static func render(_ status: SyncStatus, strings: StringTable, now: Date) -> String {
    let sync = strings.sync
    let last =
      status.lastSync.map {
        sync.statusLastSync(
          NoticeView.age(of: $0, now: now, strings: strings),
          words(status.outcome ?? .ok, strings: sync))
      } ?? sync.statusNever
    return [
      sync.statusServer(AddressMask.mask(TerminalSanitizer.sanitize(status.server))),
      sync.statusUser(TerminalSanitizer.sanitize(status.user)), last,
      sync.statusPending(status.pending),
    ].joined(separator: "\n") + "\n"
  }

  /// The status as JSON; nil when not signed in (`"signed_in": false`, the rest null or 0).
  public static func renderJSON(_ status: SyncStatus?) -> String {
    JSONValue.object([
      ("signed_in", .bool(status != nil)),
      ("server", .string(status.map { AddressMask.mask(TerminalSanitizer.sanitize($0.server)) })),
      ("user", .string(status.map { TerminalSanitizer.sanitize($0.user) })),
      ("last_sync", .string(status?.lastSync.map(JSONView.iso8601))),
      ("outcome", .string(status?.outcome?.rawValue)), ("pending", .int(status?.pending ?? 0)),
    ]).rendered() + "\n"
  }

  /// How a sync ended, in words.
  static func words(_ outcome: SyncOutcome, strings: SyncStrings) -> String {
    switch outcome {
    case .ok: return strings.outcomeOK
    case .unreachable: return strings.outcomeUnreachable
    case .signInRefused: return strings.outcomeSignInRefused
    case .badAnswer: return strings.outcomeBadAnswer
    case .notWritable: return strings.outcomeNotWritable
    case .failed: return strings.outcomeFailed
    }
  }
}
