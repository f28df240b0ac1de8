import Foundation
import Localization

/// Words the store's notices for stderr, and how long ago something happened.
public enum NoticeView {
  /// The notice as a line prefixed like errors, ending in a newline.
  public static func render(_ notice: StoreNotice, strings: StringTable, now: Date) -> String {
    ErrorView.prefix + text(notice, strings: strings, now: now) + "\n"
  }

  /// The notice's words alone.
  public static func text(_ notice: StoreNotice, strings: StringTable, now: Date) -> String {
    let library = strings.library
    let text: String
    switch notice {
    case .movedAside(let path):
      text = library.movedAside(TerminalSanitizer.sanitize(path))
    case .unavailable(let path):
      text = library.unavailable(TerminalSanitizer.sanitize(path))
    case .busy(let path):
      text = library.busy(TerminalSanitizer.sanitize(path))
    case .readOnly(let path, let diskFull):
      text = library.readOnly(TerminalSanitizer.sanitize(path), diskFull)
    case .notWritten(let path, let diskFull):
      text = library.notWritten(TerminalSanitizer.sanitize(path), diskFull)
    case .keptByOther(let path):
      text = library.keptByOther(TerminalSanitizer.sanitize(path))
    case .offline(let fetchedAt):
      text = library.offlineNotice(age(of: fetchedAt, now: now, strings: strings))
    case .keyReadableByOthers(let path):
      text = library.keyReadableByOthers(TerminalSanitizer.sanitize(path))
    case .unknownLanguage(let value, let used):
      text = library.unknownLanguage(TerminalSanitizer.sanitize(value), used.rawValue)
    case .provider(let kind):
      text = strings.providerNotice(kind == .google)
    case .hidden(let count, let total):
      text = strings.watches.hiddenNotice(count, total)
    }
    return text
  }

  /// "just now", "5 minutes ago", "2 hours ago", "3 days ago" in the reader's language.
  public static func age(of date: Date, now: Date, strings: StringTable) -> String {
    let seconds = max(0, Int(now.timeIntervalSince(date)))
    let library = strings.library
    switch seconds {
    case ..<60: return library.justNow
    case ..<3600: return library.minutesAgo(seconds / 60)
    case ..<86_400: return library.hoursAgo(seconds / 3600)
    default: return library.daysAgo(seconds / 86_400)
    }
  }
}
