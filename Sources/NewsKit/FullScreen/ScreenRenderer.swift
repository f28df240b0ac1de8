import Foundation
import Localization
import TimeZones

/// What the terminal should show: one line per row, and where the cursor stands (nil: hidden).
public struct ScreenFrame: Sendable, Equatable {
  public var lines: [ScreenLine]
  public var cursor: Cursor?
  /// The picture drawn over blank rows of the details, if any.
  public var picture: FramePicture?
  /// The thumbnails drawn over the list's blank column (`images = "list"`).
  public var thumbnails: [FramePicture] = []

  /// Every picture of the frame: the details' and the thumbnails.
  public var pictures: [FramePicture] { (picture.map { [$0] } ?? []) + thumbnails }

  /// A place on the screen, from 0.
  public struct Cursor: Sendable, Equatable {
    public var row: Int
    public var column: Int
  }

  /// The rows as plain text, trailing spaces removed: what a person reads.
  public var text: String {
    lines.map { line in
      var text = line.text
      while text.hasSuffix(" ") { text.removeLast() }
      return text
    }.joined(separator: "\n")
  }
}

/// Draws the full-screen reader: a pure function from its state to the rows of the screen.
///
/// Row 0 says what is shown, the last row is the status line (or the search prompt), and the
/// rows between show the screen in front. Every row fits the width by display width; text from
/// the network is sanitised before it is placed.
public struct ScreenRenderer: Sendable {
  /// The width from which a list row has its date column; below it, the date and source go
  /// on a second row.
  public static let dateColumns = 60

  let theme: Theme
  let timeZone: ZoneRules
  let now: Date
  /// How pictures are drawn on this terminal; nil when they are not (`images = "off"`).
  public var pictures: PictureDrawing?

  /// A renderer with a theme, the zone dates are shown in, and the time ages are counted from.
  public init(theme: Theme, timeZone: ZoneRules, now: Date) {
    self.theme = theme
    self.timeZone = timeZone
    self.now = now
  }

  /// The style of the status line and the selection.
  static let reverse = TextStyle([7])

  /// The whole screen for a state.
  public func render(_ state: ReaderState) -> ScreenFrame {
    var lines = [heading(state)]
    let body: [ScreenLine]
    switch (state.showsHelp, state.screen) {
    case (true, _): body = help(state)
    case (_, .detail): body = Array(detailLines(state).dropFirst(clampedDetailTop(state)))
    case (_, .topics): body = topics(state)
    case (_, .feeds), (_, .feedAddress): body = feedList(state)
    case (_, .watches): body = watchList(state)
    case (_, .list), (_, .search): body = list(state)
    }
    var shown = Array(body.prefix(state.bodyRows))
    shown += Array(repeating: ScreenLine(), count: max(0, state.bodyRows - shown.count))
    // Where a message laid over the body's last rows begins: a picture reaching it is not drawn.
    var overlaid = state.bodyRows
    if case .noBrowser(let link) = state.message, !link.isEmpty, !state.showsHelp {
      // The whole link over the bottom of the body, wrapped where a URL may break, so it can
      // be read and copied (the status line alone would cut it).
      let linkLines = TextWrapper.wrapLink(link, width: max(1, state.columns - 2)).map {
        ScreenLine([Span(" " + $0, theme.link)])
      }
      let rows = Array(([ScreenLine()] + linkLines).suffix(state.bodyRows))
      shown.replaceSubrange((shown.count - rows.count)..<shown.count, with: rows)
      overlaid = min(overlaid, shown.count - rows.count)
    }
    if let notice = overflowingNotice(state) {
      let noticeLines = TextWrapper.wrap(notice, width: max(1, state.columns - 2)).map {
        ScreenLine([Span(" " + $0, theme.heading)])
      }
      let rows = Array(([ScreenLine()] + noticeLines).suffix(state.bodyRows))
      shown.replaceSubrange((shown.count - rows.count)..<shown.count, with: rows)
      overlaid = min(overlaid, shown.count - rows.count)
    }
    if case .confirmRemoval(let name) = state.message, !state.showsHelp {
      // On a narrow terminal the question and its keys do not fit the status line: the
      // whole question, wrapped, over the bottom of the body.
      let question = state.strings.screen.confirmRemoval(TerminalSanitizer.sanitize(name))
      if DisplayWidth.of(question) > state.columns - 2 {
        let questionLines = TextWrapper.wrap(question, width: max(1, state.columns - 2)).map {
          ScreenLine([Span(" " + $0, theme.heading)])
        }
        let rows = Array(([ScreenLine()] + questionLines).suffix(state.bodyRows))
        shown.replaceSubrange((shown.count - rows.count)..<shown.count, with: rows)
        overlaid = min(overlaid, shown.count - rows.count)
      }
    }
    lines += shown
    var cursor: ScreenFrame.Cursor?
    if let (label, editor, keys) = prompt(state), !state.showsHelp {
      let (prompt, column) = promptLine(label: label, editor: editor, state: state)
      lines[lines.count - 1] = ScreenLine([Span(keys, theme.detail)])
      lines.append(prompt)
      // The keys' line takes the body's last row: no picture reaches it.
      overlaid = min(overlaid, state.bodyRows - 1)
      cursor = ScreenFrame.Cursor(row: state.rows - 1, column: column)
    } else {
      lines.append(status(state))
    }
    return ScreenFrame(
      lines: lines.prefix(state.rows).map {
        Self.filled($0.fitted(to: state.columns), state.columns)
      },
      cursor: cursor,
      picture: framePicture(state).flatMap { $0.rows.upperBound <= 1 + overlaid ? $0 : nil },
      thumbnails: frameThumbnails(state).filter { $0.rows.upperBound <= 1 + overlaid })
  }

  /// A row with a fill made as wide as the screen with spaces in the fill's style, since
  /// terminals differ in whether erasing paints reverse video.
  static func filled(_ line: ScreenLine, _ columns: Int) -> ScreenLine {
    guard let fill = line.fill, line.width < columns else { return line }
    var padded = line
    padded.spans.append(Span(String(repeating: " ", count: columns - line.width), fill))
    return padded
  }

  /// Row 0: the list's heading, or the picker's.
  func heading(_ state: ReaderState) -> ScreenLine {
    let strings = state.strings
    let title: String
    switch (state.showsHelp, state.screen) {
    case (true, _): title = strings.screen.helpHeading
    case (_, .topics): title = strings.topicsHeading
    case (_, .feeds): title = strings.feeds.listHeading
    case (_, .watches): title = strings.watches.screenHeading
    default:
      title =
        state.subject.map {
          NewsListView.headingTexts(heading(of: $0, in: state.language), strings: strings).title
        }
        ?? "news"
    }
    return ScreenLine([Span(title, theme.heading)])
  }

  /// How the list views name a subject.
  func heading(of subject: ReaderState.Subject, in language: Language) -> NewsListView.Heading {
    let strings = language.strings
    switch subject {
    case .news(.search(let phrase)): return .search(phrase)
    case .news(.topic(let topic)): return .topic(topic)
    case .feeds(let feed): return feed.map { .feed($0.name) } ?? .feeds
    case .tagged(let tag): return .tagged([tag])
    case .query(let saved): return .savedQuery(saved.name, expression: saved.expression)
    case .saved: return .saved
    case .watch(let watch): return .watch(watch.id, watch.phrase)
    case .stored(let phrase): return .storedSearch(phrase)
    case .edition(let edition):
      return .edition(
        edition.id,
        EditionView.heading(
          edition, strings: strings, language: language, timeZone: timeZone, shortDateAt: now))
    }
  }

  /// The status line's parts on the right, least needed first by `order`: they go in that
  /// order when the row is short.
  func statusParts(_ state: ReaderState) -> [(order: Int, text: String)] {
    let strings = state.strings.screen
    var parts: [(order: Int, text: String)] = [(4, strings.page(state.page))]
    if !state.articles.isEmpty && state.screen == .list {
      parts.append((1, strings.position(state.selection + 1, state.articles.count)))
    }
    parts.append((2, state.language.rawValue.uppercased()))
    if case .edition(let edition) = state.subject {
      // An edition is read from the store: offline, as of when it was made.
      parts.append(
        (5, strings.offline(NoticeView.age(of: edition.created, now: now, strings: state.strings))))
    } else if let since = state.offlineSince {
      parts.append(
        (5, strings.offline(NoticeView.age(of: since, now: now, strings: state.strings))))
    } else if let subject = state.subject, !(subject.isFeeds && state.feedsUnreachable) {
      // After an R that reached no feed, what the feeds show is not live.
      parts.append((3, strings.online))
    }
    parts.append((0, strings.helpHint))
    return parts
  }

  /// The last row: what happens or happened on the left; page, place, language, whether the
  /// list is live, and the help key on the right.
  func status(_ state: ReaderState) -> ScreenLine {
    var parts = statusParts(state)
    // A notice too long for the row is shown whole above it.
    var left = overflowingNotice(state) == nil ? statusMessage(state) : ""
    var right: [String] { parts.map(\.text) }
    // The right-hand parts go, least first, until the message fits (a message too long even
    // then is shown whole above, see `overflowingNotice`); the help hint stays. A question
    // waiting for its answer takes the whole row.
    let room = { state.columns - DisplayWidth.of(right.joined(separator: " · ")) - 4 }
    let isQuestion = state.pendingRemoval != nil
    while parts.count > (isQuestion ? 0 : 1), room() < DisplayWidth.of(left),
      let least = parts.indices.min(by: { parts[$0].order < parts[$1].order })
    {
      parts.remove(at: least)
    }
    if DisplayWidth.of(left) > max(0, room()) {
      left = ScreenLine([Span(left)]).fitted(to: max(0, room())).text
    }
    let rightText = right.joined(separator: " · ") + " "
    let gap = state.columns - DisplayWidth.of(left) - DisplayWidth.of(rightText) - 1
    guard gap >= 1 else {
      return ScreenLine([Span(" " + left, Self.reverse)], fill: Self.reverse)
    }
    return ScreenLine(
      [Span(" " + left + String(repeating: " ", count: gap) + rightText, Self.reverse)],
      fill: Self.reverse)
  }

  /// A store notice as the reader words it: what filters hid names the reader's key for it.
  func noticeText(_ notice: StoreNotice, strings: StringTable) -> String {
    if case .hidden(let count, let total) = notice {
      return strings.screen.filtersHid(count, total)
    }
    var text = NoticeView.render(notice, strings: strings, now: now)
    if text.hasPrefix(ErrorView.prefix) { text.removeFirst(ErrorView.prefix.count) }
    return text.trimmingWhitespace()
  }

  /// A message too long for the status line, which the body's last rows show whole instead;
  /// nil when the message fits, or is a spinner or a question.
  func overflowingNotice(_ state: ReaderState) -> String? {
    // Any message: the status line never cuts one mid-word (a question keeps the row).
    guard !state.isLoading, state.readingPage == nil, !state.showsHelp,
      state.pendingRemoval == nil, let message = state.message
    else { return nil }
    // A link no browser opened is shown whole over the list already.
    if case .noBrowser = message { return nil }
    let text = statusMessage(state)
    // What the row keeps at the least: its most needed part.
    let kept = statusParts(state).max { $0.order < $1.order }?.text ?? ""
    let room = state.columns - DisplayWidth.of(kept) - 4
    return DisplayWidth.of(text) > room ? text : nil
  }

  /// The status line's message: the spinner while a request runs, else the last message.
  func statusMessage(_ state: ReaderState) -> String {
    let strings = state.strings
    let frame = Spinner.frames[state.spinnerFrame % Spinner.frames.count]
    if state.isLoading {
      return frame + " " + strings.screen.loading + " " + strings.screen.escCancels
    }
    if state.readingPage != nil { return frame + " " + strings.screen.readingPage }
    switch state.message {
    case nil: return ""
    case .error(let error):
      return ErrorView.text(error, strings: strings).what
    case .notice(let notice): return noticeText(notice, strings: strings)
    case .notices(let notices):
      return notices.map { noticeText($0, strings: strings) }.joined(separator: " ")
    case .filtersOff: return strings.screen.filtersOff
    case .filtersOn: return strings.screen.filtersOn
    case .cancelled: return strings.screen.cancelled
    case .opened: return strings.screen.opened
    case .noBrowser: return strings.library.noBrowser
    case .saved(let title):
      return strings.library.savedConfirmation(TerminalSanitizer.sanitize(title))
    case .unsaved(let title):
      return strings.library.unsavedConfirmation(TerminalSanitizer.sanitize(title))
    case .firstPage: return strings.screen.noMorePages
    case .lastPage: return strings.screen.lastPage
    case .readHidden: return strings.screen.readHidden
    case .readShown: return strings.screen.readShown
    case .markedRead(let count): return strings.screen.markedRead(count)
    case .lastArticle: return strings.screen.lastArticle
    case .keysHint: return strings.screen.keysHint
    case .noUnreadAfter: return strings.screen.noUnreadAfter
    case .noUnreadBefore: return strings.screen.noUnreadBefore
    case .noUnreadFeed: return strings.screen.noUnreadFeed
    case .refreshedAll(let feeds, let failed): return strings.screen.refreshedAll(feeds, failed)
    case .bookmarked: return strings.screen.bookmarked
    case .noBookmarkCommand: return strings.screen.noBookmarkCommand
    case .macroPrompt: return strings.screen.macroPrompt
    case .noMacro(let key): return strings.screen.noMacro(TerminalSanitizer.sanitize(key))
    case .macroRan: return strings.screen.macroRan
    case .downloading(let name, let progress):
      return strings.downloads.progress(
        TerminalSanitizer.sanitize(name), progress.bytes, progress.total)
    case .downloaded(let name):
      return strings.downloads.downloadedInReader(TerminalSanitizer.sanitize(name), state.players)
    case .noEnclosure: return strings.downloads.noEnclosure
    case .notDownloaded: return strings.downloads.notDownloaded
    case .noPlayer: return strings.downloads.noPlayer
    case .played: return strings.downloads.played
    case .picturesOff: return strings.pictures.off
    case .noPicture: return strings.pictures.none
    case .firstArticle: return strings.screen.firstArticle
    case .fullTextShown: return strings.screen.fullTextShown
    case .pageRead(.failed): return strings.screen.pageFailed
    case .pageRead(.noText): return strings.screen.pageWithoutText
    case .pageRead(.unavailable), .pageRead(.text): return strings.screen.pageUnavailable
    case .subscribed(let name, let id):
      return strings.feeds.added(TerminalSanitizer.sanitize(name), id)
    case .alreadySubscribed(let name, let id):
      return strings.feeds.alreadySubscribed(TerminalSanitizer.sanitize(name), id)
    case .unsubscribed(let name): return strings.feeds.removed(TerminalSanitizer.sanitize(name))
    case .confirmRemoval(let name):
      // Too long for the row: the body shows it whole (see `render`).
      let question = strings.screen.confirmRemoval(TerminalSanitizer.sanitize(name))
      if DisplayWidth.of(question) > state.columns - 2 { return "" }
      // The name gives way, so the keys of the answer stay in the row.
      let sentence = DisplayWidth.of(strings.screen.confirmRemoval(""))
      let room = max(8, state.columns - sentence - 3)
      return strings.screen.confirmRemoval(
        ScreenLine([Span(TerminalSanitizer.sanitize(name))]).fitted(to: room).text)
    }
  }

  /// The prompt in front, if one is: its label, its line, and what its keys do.
  func prompt(_ state: ReaderState) -> (String, LineEditor, String)? {
    let strings = state.strings.screen
    switch state.screen {
    case .search: return (strings.searchLabel, state.editor, strings.searchKeys)
    case .feedAddress:
      return (strings.feedAddressLabel, state.addressEditor, strings.feedAddressKeys)
    case .list, .detail, .topics, .feeds, .watches: return nil
    }
  }

  /// A prompt's row and the cursor's column in it, the line scrolled so the cursor stays in
  /// view.
  func promptLine(label: String, editor: LineEditor, state: ReaderState) -> (ScreenLine, Int) {
    let labelWidth = DisplayWidth.of(label)
    let room = max(1, state.columns - labelWidth - 1)
    var characters = editor.text.map { TerminalSanitizer.sanitize(String($0)) }
    var cursor = editor.cursor
    // Drop characters from the start until the cursor fits.
    while cursor > 0, characters.prefix(cursor).reduce(0, { $0 + DisplayWidth.of($1) }) > room {
      characters.removeFirst()
      cursor -= 1
    }
    let column = labelWidth + characters.prefix(cursor).reduce(0) { $0 + DisplayWidth.of($1) }
    return (
      ScreenLine([Span(label, theme.heading), Span(characters.joined())]),
      min(column, state.columns - 1)
    )
  }
}
