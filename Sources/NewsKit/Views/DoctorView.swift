import Foundation
import Localization

/// Words `news doctor`'s report: a line per finding with a mark, the check's name and what it
/// found (and, for a problem, what to do), then a summary; or one JSON document.
public enum DoctorView {
  /// The report for people: `✓ store      …`; lines wrap under the message's column when the
  /// width is set, and a word (a path) is never broken. On a narrow terminal (under 40 columns
  /// left for the message) each message goes under its name instead, indented by two.
  public static func render(
    _ report: DoctorReport, strings: StringTable, colorEnabled: Bool, width: Int, now: Date
  ) -> String {
    let tools = strings.tools
    let unicode = !report.lines.contains { if case .notUTF8 = $0.finding { true } else { false } }
    let names = report.lines.map { name($0.check, tools) }
    let nameWidth = (names.map { DisplayWidth.of($0) }.max() ?? 0) + 2
    let stacked = width - 2 - nameWidth < 40
    let indent = String(repeating: " ", count: stacked ? 2 : 2 + nameWidth)
    var output = ""
    for (line, name) in zip(report.lines, names) {
      let text = message(line.finding, strings: strings, now: now)
      let lead =
        mark(line.status, unicode: unicode, colorEnabled: colorEnabled) + " " + name
        + (stacked
          ? "\n" + indent : String(repeating: " ", count: nameWidth - DisplayWidth.of(name)))
      var paragraphs = [text.what]
      if let fix = text.fix { paragraphs.append(fix) }
      for (index, paragraph) in paragraphs.enumerated() {
        for (row, piece) in wrap(paragraph, width: width - indent.count).enumerated() {
          output += (index == 0 && row == 0 ? lead : indent) + piece + "\n"
        }
      }
    }
    return output + "\n" + tools.summary(report.count(.problem), report.count(.warning)) + "\n"
  }

  /// The report for programs: `kind`, `exit_code` and each line's `check`, `status`,
  /// `message`, `fix`, `exit_code` and `line` (null where they do not apply).
  public static func renderJSON(_ report: DoctorReport, strings: StringTable, now: Date) -> String {
    let checks = report.lines.map { line -> JSONValue in
      let text = message(line.finding, strings: strings, now: now)
      return .object([
        ("check", .string(line.check.rawValue)),
        ("status", .string(line.status.rawValue)),
        ("message", .string(text.what)),
        ("fix", .string(text.fix)),
        ("exit_code", line.status == .problem ? .int(Int(line.exitCode)) : .null),
        ("line", .int(line.configLine)),
      ])
    }
    return JSONValue.object([
      ("kind", .string("doctor")),
      ("exit_code", .int(Int(report.exitCode))),
      ("checks", .array(checks)),
    ]).rendered() + "\n"
  }

  /// A check's name in the first column.
  static func name(_ check: DoctorCheck, _ tools: ToolStrings) -> String {
    switch check {
    case .libcurl: return tools.libcurlName
    case .store: return tools.storeName
    case .feeds: return tools.feedsName
    case .config: return tools.configName
    case .provider: return tools.providerName
    case .sync: return tools.syncName
    case .terminal: return tools.terminalName
    }
  }

  /// The mark before a line: ✓, !, ✗ or –, coloured when colour is on; plain ASCII when the
  /// locale cannot show them.
  static func mark(_ status: DoctorStatus, unicode: Bool, colorEnabled: Bool) -> String {
    let (symbol, ascii, style): (String, String, [Int]) =
      switch status {
      case .ok: ("✓", "+", [32])
      case .warning: ("!", "!", [33])
      case .problem: ("✗", "x", [1, 31])
      case .skipped: ("–", "-", [2])
      }
    return TextStyle(style).apply(unicode ? symbol : ascii, colorEnabled: colorEnabled)
  }

  /// What a finding says, and what to do about a problem.
  static func message(_ finding: DoctorFinding, strings: StringTable, now: Date)
    -> (what: String, fix: String?)
  {
    let tools = strings.tools
    let safe = TerminalSanitizer.sanitize
    switch finding {
    case .libcurlLoaded(let version): return (tools.libcurlLoaded(safe(version)), nil)
    case .libcurlMissing: return (tools.libcurlMissing, nil)
    case .storeIntact(let path, let bytes, let articles, let space, let days):
      // Free space is worth a word from a megabyte or a tenth of the file.
      let unused = space.unused >= min(1_000_000, bytes / 10) && space.unused > 0
      let figures = strings.store.space(
        unused ? strings.editions.size(space.unused) : nil, space.prunable,
        strings.editions.size(space.prunableBytes), days)
      return (
        tools.storeIntact(safe(path), strings.editions.size(bytes), articles) + "; " + figures, nil
      )
    case .storeNotYet(let path): return (tools.storeNotYet(safe(path)), nil)
    case .storeOff: return (tools.storeOff, nil)
    case .storeDamaged(let path): return (tools.storeDamaged(safe(path)), nil)
    case .storeKeysReplaced: return (tools.storeKeysReplaced, nil)
    case .feedsNone: return (tools.feedsNone, nil)
    case .feedsFine(let count): return (tools.feedsFine(count), nil)
    case .feedsFailing(let failed, let total, let names):
      return (tools.feedsFailing(failed, total, names.map(safe)), tools.feedsFailingFix)
    case .configValid(let path): return (tools.configValid(safe(path)), nil)
    case .configNone(let path): return (tools.configNone(safe(path)), nil)
    case .providerAnswered(let google, let api, let milliseconds):
      return (tools.providerAnswered(google, api.rawValue, milliseconds), nil)
    case .providerSkipped: return (tools.providerSkipped, nil)
    case .providerLimited(let seconds): return (tools.providerLimited(seconds), nil)
    case .syncNotSignedIn: return (tools.syncNotSignedIn, nil)
    case .syncAnswered(let server, let user, let milliseconds):
      return (tools.syncAnswered(safe(server), safe(user), milliseconds), nil)
    case .terminal(let columns, let color, let dark, let unicode):
      return (tools.terminalState(columns, color, dark, unicode), nil)
    case .notUTF8(let setting): return (tools.notUTF8(safe(setting)), nil)
    case .pictures(let graphics, let source):
      return (tools.pictures(graphics, source.rawValue), nil)
    case .tmuxPassthroughOff: return (tools.tmuxPassthroughOff, tools.tmuxPassthroughFix)
    case .notice(let notice): return (NoticeView.text(notice, strings: strings, now: now), nil)
    case .failed(let error), .unreachable(let error):
      let text = ErrorView.text(error, strings: strings)
      return (text.what, text.fix)
    }
  }

  /// Words on lines of at most `width` columns; a word longer than that has a line of its own,
  /// whole, so a path can still be copied.
  static func wrap(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if !line.isEmpty, DisplayWidth.of(line) + 1 + DisplayWidth.of(word) > max(width, 20) {
        lines.append(line)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + word
    }
    return lines + [line]
  }
}
