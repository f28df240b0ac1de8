import Foundation
import Localization

/// Words `news import newsboat`: what came over and what was left out, as text and as the
/// contract's JSON.
///
/// ```
/// Imported from newsboat
///   feeds           3 (3 new)
///   tags            4
///   articles        7 (7 new)
///   …
/// Left out
///   urls:6  exec:~/bin/make-feed.sh: exec: feeds run a command; news fetches addresses only
/// ```
public enum NewsboatImportView {
  /// The summary in words, wrapped to `width`.
  public static func render(_ summary: NewsboatImportSummary, strings: StringTable, width: Int)
    -> String
  {
    let words = strings.newsboat
    let rows: [(String, Int, Int?)] = [
      (words.feedsLabel, summary.feeds, summary.newFeeds), (words.tagsLabel, summary.tags, nil),
      (words.articlesLabel, summary.articles, summary.newArticles),
      (words.readLabel, summary.read, nil), (words.savedLabel, summary.saved, nil),
      (words.queriesLabel, summary.queries, nil), (words.filtersLabel, summary.filters, nil),
    ]
    let labelWidth = rows.map(\.0.count).max() ?? 0
    let numberWidth = rows.map { String($0.1).count }.max() ?? 1
    var lines = [words.heading]
    for (label, count, new) in rows {
      let number = String(repeating: " ", count: numberWidth - String(count).count) + "\(count)"
      lines.append(
        "  " + label + String(repeating: " ", count: labelWidth - label.count + 2) + number
          + (new.map { " " + words.new($0) } ?? ""))
    }
    var paragraphs: [String] = []
    if let program = summary.notifyProgram {
      paragraphs.append(words.notifyTaken(TerminalSanitizer.sanitize(program)))
    }
    if !summary.configWritten.isEmpty {
      paragraphs.append(words.configWritten(summary.configWritten.map(TerminalSanitizer.sanitize)))
    }
    if !summary.sources.isEmpty {
      paragraphs.append(words.readFrom(summary.sources.map(TerminalSanitizer.sanitize)))
    }
    var text = lines.joined(separator: "\n") + "\n"
    if !paragraphs.isEmpty { text += TextWrapper.paragraphs(paragraphs, width: width) }
    if !summary.skipped.isEmpty {
      text += words.leftOutHeading + "\n"
      for skip in summary.skipped {
        let line =
          "\(skip.file):\(skip.number)  " + TerminalSanitizer.sanitize(skip.line) + " — "
          + why(skip.why, strings: strings)
        text +=
          TextWrapper.wrap(line, width: max(width - 4, 20)).enumerated().map {
            ($0.offset == 0 ? "  " : "    ") + $0.element
          }.joined(separator: "\n") + "\n"
      }
    }
    return text + TextWrapper.paragraphs([words.nextStep], width: width)
  }

  /// Why a line was left out, in the reader's words.
  static func why(_ reason: NewsboatSkip.Reason, strings: StringTable) -> String {
    let words = strings.newsboat
    switch reason {
    case .execFeed: return words.execFeed
    case .filterFeed: return words.filterFeed
    case .notAnAddress: return words.notAnAddress
    case .addressTooLong: return words.addressTooLong(StoreBounds.address)
    case .badQuery(let error): return words.badQuery(ErrorView.text(error, strings: strings).what)
    case .unknownSetting(let name): return words.unknownSetting(TerminalSanitizer.sanitize(name))
    case .unknownOperation(let name):
      return words.unknownOperation(TerminalSanitizer.sanitize(name))
    case .unknownKeyName(let name): return words.unknownKeyName(TerminalSanitizer.sanitize(name))
    case .unbindKey: return words.unbindKey
    case .macroUnsupported: return words.macroUnsupported
    case .settingKept(let key): return words.settingKept(TerminalSanitizer.sanitize(key))
    case .reloadThreads: return words.reloadThreads
    case .maxItems: return words.maxItems
    case .notifyKept: return words.notifyKept
    case .notifyUnusable: return words.notifyUnusable
    case .tooManyLines: return words.tooManyLines
    case .damagedValue: return words.damagedValue
    case .badTag(let tag): return words.badTag(TerminalSanitizer.sanitize(tag))
    }
  }

  /// `{"feeds", "tags", "articles", "read", "saved", "queries", "filters", "skipped": [{"line",
  /// "why"}]}`, as the contract has it, with `new_feeds`, `new_articles`, `notify_program`,
  /// `sources`, and each skipped line's `file` and `number`.
  public static func renderJSON(_ summary: NewsboatImportSummary, strings: StringTable) -> String {
    JSONValue.object([
      ("feeds", .int(summary.feeds)), ("new_feeds", .int(summary.newFeeds)),
      ("tags", .int(summary.tags)), ("articles", .int(summary.articles)),
      ("new_articles", .int(summary.newArticles)), ("read", .int(summary.read)),
      ("saved", .int(summary.saved)), ("queries", .int(summary.queries)),
      ("filters", .int(summary.filters)),
      ("notify_program", .string(summary.notifyProgram)),
      ("config_written", .array(summary.configWritten.map { .string($0) })),
      ("sources", .array(summary.sources.map { .string($0) })),
      (
        "skipped",
        .array(
          summary.skipped.map { skip in
            .object([
              ("file", .string(skip.file)), ("number", .int(skip.number)),
              ("line", .string(skip.line)), ("why", .string(why(skip.why, strings: strings))),
            ])
          })
      ),
    ]).rendered() + "\n"
  }
}
