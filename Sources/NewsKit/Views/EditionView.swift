import Foundation
import Localization
import TimeZones

/// Renders the library of editions (`news edition list`), an edition's heading, the progress
/// line of a download and its summary.
///
/// ```
/// Editions
///
///  3  News, World, Tech + feeds · 23 November 2026, 18:02
///     42 articles, 5 read, 1.2 MB · complete (3 with the summary only)
/// ```
public struct EditionView: Sendable {
  let context: RenderContext

  public init(context: RenderContext) {
    self.context = context
  }

  /// What an edition holds, in words: its topics and "feeds".
  public static func contents(_ recipe: EditionRecipe, strings: StringTable) -> String {
    var parts = recipe.topics.map { $0.name(in: strings) }
    if recipe.feeds { parts.append(strings.editions.feedsPart) }
    return parts.joined(separator: ", ")
  }

  /// The heading of `edition read`.
  public func heading(_ edition: EditionSummary) -> String {
    Self.heading(
      edition, strings: context.strings, language: context.language, timeZone: context.timeZone)
  }

  /// The heading of an edition in a language and time zone (the reader words it anew when the
  /// language changes, with the short date its one row has room for, relative to `now`).
  public static func heading(
    _ edition: EditionSummary, strings: StringTable, language: Language, timeZone: ZoneRules,
    shortDateAt now: Date? = nil
  ) -> String {
    let date =
      if let now {
        DateText.short(
          edition.created, includesTime: true, in: language, timeZone: timeZone, now: now)
      } else {
        DateText.format(edition.created, includesTime: true, in: language, timeZone: timeZone)
      }
    return strings.editions.heading(
      strings.editions.name(edition.id), contents(edition.recipe, strings: strings), date)
  }

  func date(_ date: Date) -> String {
    DateText.format(date, includesTime: true, in: context.language, timeZone: context.timeZone)
  }

  /// The library as text, ending in a newline.
  public func render(_ editions: [EditionSummary]) -> String {
    let strings = context.strings.editions
    let theme = context.theme
    var lines = wrap(strings.listHeading, theme.heading, width: context.width)
    guard !editions.isEmpty else {
      lines += wrap(strings.noEditions, theme.detail, width: context.width)
      lines += wrap(strings.noEditionsHint, theme.detail, width: context.width)
      return lines.joined(separator: "\n") + "\n"
    }
    let idWidth = editions.map { String($0.id).count }.max() ?? 1
    let indent = String(repeating: " ", count: idWidth + 2)
    let width = max(context.width - indent.count, 12)
    for edition in editions {
      lines.append("")
      let number =
        String(repeating: " ", count: idWidth - String(edition.id).count) + "\(edition.id)"
      let title =
        Self.contents(edition.recipe, strings: context.strings) + " · " + date(edition.created)
      for (offset, line) in TextWrapper.wrap(title, width: width).enumerated() {
        let lead = offset == 0 ? context.styled(number, theme.index) + "  " : indent
        lines.append(lead + context.styled(line, theme.title))
      }
      var state = strings.counts(edition.articles, edition.read, strings.size(edition.bytes))
      state += " · " + stateText(edition)
      if edition.withoutText > 0 && edition.state == .complete {
        state += " (" + strings.withoutText(edition.withoutText) + ")"
      }
      lines += wrap(state, theme.detail, width: width).map { indent + $0 }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  func stateText(_ edition: EditionSummary) -> String {
    let strings = context.strings.editions
    switch edition.state {
    case .complete: return strings.complete
    case .downloading: return strings.downloading(edition.done, edition.articles)
    case .interrupted: return strings.interrupted(edition.done, edition.articles, edition.id)
    case .incomplete: return strings.incomplete(edition.done, edition.articles, edition.id)
    }
  }

  /// The contract's `edition list --json`.
  public static func renderJSON(_ editions: [EditionSummary], strings: StringTable) -> String {
    JSONValue.object([
      (
        "editions",
        .array(
          editions.map { edition in
            .object([
              ("id", .int(Int(edition.id))),
              ("created", .string(JSONView.iso8601(edition.created))),
              ("title", .string(contents(edition.recipe, strings: strings))),
              ("topics", .array(edition.recipe.topics.map { .string($0.rawValue) })),
              ("feeds", .bool(edition.recipe.feeds)),
              ("lang", .string(edition.recipe.language)),
              ("articles", .int(edition.articles)),
              ("bytes", .int(edition.bytes)),
              ("read", .int(edition.read)),
              ("state", .string(edition.state.rawValue)),
              ("done", .int(edition.done)),
              ("total", .int(edition.articles)),
              ("without_text", .int(edition.withoutText)),
            ])
          })
      )
    ]).rendered() + "\n"
  }

  /// The progress line of a download, fitted to `width` (the bar takes what the words leave).
  public func progress(_ progress: EditionProgress, width: Int) -> String {
    let strings = context.strings.editions
    let size = strings.size(progress.bytes)
    let left = progress.remaining.map(strings.duration)
    // One column is left free: a line that fills the last column makes some terminals wrap.
    // On a narrow terminal the time left goes first, then the bytes, then the bar.
    let variants = [
      strings.progress(progress.done, progress.total, size, left),
      strings.progress(progress.done, progress.total, size, nil),
      strings.progress(progress.done, progress.total, nil, nil),
    ]
    let words = variants.first { DisplayWidth.of($0) < width } ?? variants[2]
    let room = width - DisplayWidth.of(words) - 4
    guard room >= 10 else {
      return DisplayWidth.of(words) < width
        ? words : ScreenLine([Span(words)]).fitted(to: max(width - 1, 1)).text
    }
    let barWidth = min(room, 30)
    let filled = progress.total == 0 ? barWidth : barWidth * progress.done / progress.total
    let bar =
      "[" + String(repeating: "█", count: filled)
      + String(repeating: "·", count: barWidth - filled) + "]"
    return bar + " " + words
  }

  /// The line after a download.
  public func summary(_ download: EditionDownloadResult) -> String {
    let strings = context.strings.editions
    let edition = download.summary
    guard edition.state == .complete else {
      return strings.madeIncomplete(
        edition.id, edition.articles, edition.articles - edition.withoutText,
        edition.articles - edition.done, strings.size(edition.bytes),
        strings.duration(download.seconds))
    }
    return strings.made(
      edition.id, edition.articles, edition.articles - edition.withoutText,
      strings.size(edition.bytes), strings.duration(download.seconds))
  }

  func wrap(_ text: String, _ style: TextStyle, width: Int) -> [String] {
    TextWrapper.wrap(text, width: width).map { context.styled($0, style) }
  }
}
