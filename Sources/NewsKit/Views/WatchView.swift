import Foundation
import Localization

/// Words `news watch`: the list of watches, what was added or removed, and a run's new
/// matches, as text and as the contract's JSON.
public struct WatchView: Sendable {
  let context: RenderContext
  let now: Date

  /// A view for a reader, at this time (for "last run 5 minutes ago").
  public init(context: RenderContext, now: Date) {
    self.context = context
    self.now = now
  }

  var strings: StringTable { context.strings }

  /// `watch list`: a heading and a paragraph per watch, or what to do when there is none.
  public func list(_ watches: [Watch]) -> String {
    let words = strings.watches
    guard !watches.isEmpty else {
      return TextWrapper.paragraphs([words.noWatches, words.noWatchesHint], width: context.width)
    }
    let rows = watches.map { watch in
      let run = watch.lastRun.map {
        words.lastRun(NoticeView.age(of: $0, now: now, strings: strings))
      }
      return [
        "\(watch.id). "
          + (watch.query.map { strings.queries.queryLabel(TerminalSanitizer.sanitize($0)) }
            ?? words.quoted(TerminalSanitizer.sanitize(watch.phrase))),
        watch.language,
        words.sources(watch.topic.map { $0.name(in: strings) }, watch.feedsOnly),
        run ?? words.neverRun, words.counts(watch.matches, watch.unread),
      ].joined(separator: " · ")
    }
    return TextWrapper.paragraphs([words.listHeading] + rows, width: context.width)
  }

  /// `watch add`: the new watch's id and phrase.
  public func added(_ watch: Watch) -> String {
    TextWrapper.paragraphs(
      [strings.watches.added(watch.id, TerminalSanitizer.sanitize(watch.phrase))],
      width: context.width)
  }

  /// `watch remove`: each watch removed.
  public func removed(_ watches: [Watch]) -> String {
    TextWrapper.paragraphs(
      watches.map { strings.watches.removed(TerminalSanitizer.sanitize($0.phrase)) },
      width: context.width)
  }

  /// `watch run`: each watch's heading and its new matches, numbered on across the watches as
  /// the last list is; a line for those not shown.
  public func run(_ run: WatchRunResult) -> String {
    let words = strings.watches
    let total = run.results.reduce(0) { $0 + $1.shown.count }
    let block = ArticleBlock(context: context, indexWidth: String(total).count + 1)
    var lines: [String] = []
    var number = 0
    for result in run.results {
      if !lines.isEmpty { lines.append("") }
      lines += TextWrapper.wrap(
        words.runHeading(
          result.watch.id, TerminalSanitizer.sanitize(result.watch.phrase), result.newCount),
        width: context.width
      ).map { context.styled($0, context.theme.heading) }
      for article in result.shown {
        number += 1
        lines.append("")
        lines += block.lines(article, number: number)
      }
      if result.newCount > result.shown.count {
        lines.append("")
        lines += TextWrapper.wrap(
          words.moreMatches(result.newCount - result.shown.count, result.watch.id),
          width: context.width
        ).map { context.styled($0, context.theme.detail) }
      }
    }
    return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
  }

  /// One watch as JSON: `{"id", "phrase", "query", "lang", "topic", "feeds_only", "last_run",
  /// "matches", "unread"}` (`query` null for a phrase; for a query, `phrase` is it too).
  static func json(_ watch: Watch) -> JSONValue {
    .object([
      ("id", .int(Int(watch.id))), ("phrase", .string(watch.phrase)),
      ("query", .string(watch.query)), ("lang", .string(watch.language)),
      ("topic", .string(watch.topic?.rawValue)),
      ("feeds_only", .bool(watch.feedsOnly)),
      ("last_run", .string(watch.lastRun.map(JSONView.iso8601))),
      ("matches", .int(watch.matches)), ("unread", .int(watch.unread)),
    ])
  }

  /// `watch list --json` (and `watch remove --json`): `{"watches": [...]}`.
  public static func listJSON(_ watches: [Watch]) -> String {
    JSONValue.object([("watches", .array(watches.map(json)))]).rendered() + "\n"
  }

  /// `watch add --json`: the watch's object.
  public static func addedJSON(_ watch: Watch) -> String {
    json(watch).rendered() + "\n"
  }

  /// `watch run --json`: `{"watches": [{"id", "phrase", "lang", "new": [<article>...],
  /// "error"}], "hidden"}`, the error as the reader's sentence or null.
  public static func runJSON(_ run: WatchRunResult, strings: StringTable) -> String {
    let watches = run.results.map { result -> JSONValue in
      .object([
        ("id", .int(Int(result.watch.id))), ("phrase", .string(result.watch.phrase)),
        ("lang", .string(result.watch.language)),
        ("new", .array(result.shown.map { JSONView.article($0) })),
        ("error", .string(result.error.map { ErrorView.text($0, strings: strings).what })),
      ])
    }
    return JSONValue.object([("watches", .array(watches)), ("hidden", .int(run.hidden))])
      .rendered() + "\n"
  }
}

/// Words `watch install`: where the units went, and that the timer runs or the crontab line.
public enum WatchTimerView {
  public static func installed(
    _ installed: WatchTimer.Installed, minutes: Int, strings: StringTable, width: Int
  ) -> String {
    let words = strings.watches
    var lines = [
      words.installed(TerminalSanitizer.sanitize(installed.folder), words.every(minutes))
    ]
    if installed.enabled {
      lines.append(words.enabled)
    } else if let line = installed.cronLine {
      lines.append(words.cronInstead)
      // The crontab line whole, never wrapped, so that it can be copied.
      return TextWrapper.paragraphs(lines, width: width) + TerminalSanitizer.sanitize(line) + "\n"
    }
    return TextWrapper.paragraphs(lines, width: width)
  }
}
