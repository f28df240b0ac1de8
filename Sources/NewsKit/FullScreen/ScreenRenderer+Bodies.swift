import Foundation
import Localization

extension ScreenRenderer {
  /// The list: one row per article, the selected one in reverse video and marked with `›` (so
  /// it shows without colour too). Wide rows add the date, wider ones the source.
  func list(_ state: ReaderState) -> [ScreenLine] {
    let strings = state.strings
    guard !state.articles.isEmpty else {
      var texts: [String] =
        state.subject.map {
          NewsListView.headingTexts(heading(of: $0, in: state.language), strings: strings).empty
        } ?? [strings.screen.start]
      // Here the way forward is a key, not a command or a flag.
      if texts.count > 1 {
        switch state.subject {
        case .news: texts[1] = strings.screen.noResultsKeys
        case .saved: texts[1] = strings.screen.noSavedKeys
        case .feeds, .tagged, .query: texts[1] = strings.screen.noFeedArticlesKeys
        case .edition, .watch, .stored, nil: break
        }
      }
      if state.hiddenByFilters > 0 {
        texts = [
          strings.watches.allHidden,
          strings.screen.filtersHid(state.hiddenByFilters, state.hiddenByFilters),
        ]
      }
      // With nothing to show, an error gets the room: what happened and what to do.
      if case .error(let error) = state.message, !state.isLoading {
        let text = ErrorView.text(error, strings: strings)
        texts = [text.what, text.fix]
      }
      return [ScreenLine()]
        + texts.flatMap { text in
          TextWrapper.wrap(text, width: max(1, state.columns - 2)).map {
            ScreenLine([Span(" " + $0, theme.detail)])
          }
        }
    }
    let numberWidth = String(state.articles.count).count
    // As wide as the widest date of the list: "15 Jul 09:40", or "Jul 2024" for another year.
    let dateWidth = state.articles.reduce(6) { max($0, listDate($1, state: state).count) }
    return state.articles.indices.dropFirst(state.top).prefix(state.listRows).flatMap { index in
      let article = state.articles[index].sanitizedForOutput()
      let selected = index == state.selection
      if state.showsThumbnails {
        return thumbnailRows(
          article, number: index + 1, numberWidth: numberWidth, selected: selected, state: state)
      }
      guard state.articleRows == 1 else {
        return narrowRows(
          article, number: index + 1, numberWidth: numberWidth, selected: selected, state: state)
      }
      return [
        row(
          article, number: index + 1, numberWidth: numberWidth, dateWidth: dateWidth,
          selected: selected, state: state)
      ]
    }
  }

  /// An article's date as its row shows it, with the time of day when it has one ("2 Dec
  /// 21:36"); empty when it has none.
  func listDate(_ article: Article, state: ReaderState) -> String {
    article.published.map {
      DateText.listed(
        $0, includesTime: article.publishedHasTime, in: state.language, timeZone: timeZone,
        now: now)
    } ?? ""
  }

  /// A list row's start: the selection's mark, the number (dim when read) and newsboat's flag
  /// column (N for an article no list had shown).
  func lead(
    _ article: Article, number: Int, numberWidth: Int, selected: Bool, state: ReaderState
  ) -> [Span] {
    let numberText = String(repeating: " ", count: numberWidth - String(number).count) + "\(number)"
    return [
      Span(selected ? "› " : "  "),
      Span(numberText, article.read ? theme.seen : theme.index), Span(" "),
      Span(article.seen ? " " : state.strings.screen.newFlag, theme.index), Span(" "),
    ]
  }

  /// An article in a narrow list (under `dateColumns`): its number, flag and title, then its
  /// date and source under the title rather than out of sight.
  func narrowRows(
    _ article: Article, number: Int, numberWidth: Int, selected: Bool, state: ReaderState
  ) -> [ScreenLine] {
    let lead = lead(
      article, number: number, numberWidth: numberWidth, selected: selected, state: state)
    let used = lead.reduce(0) { $0 + DisplayWidth.of($1.text) }
    let others = article.story?.others.count ?? 0
    let more = others > 0 ? [Span(" +\(others)", theme.detail)] : []
    let room = max(1, state.columns - used - more.reduce(0) { $0 + DisplayWidth.of($1.text) } - 1)
    let title = ScreenLine(
      [Span(article.title ?? state.strings.untitled, article.read ? theme.seen : theme.title)]
    ).fitted(to: room)
    let details = [listDate(article, state: state), article.source ?? ""].filter { !$0.isEmpty }
    let second = ScreenLine([Span(details.joined(separator: " · "), theme.date)])
      .fitted(to: max(1, state.columns - used - 1))
    let lines = [
      ScreenLine(lead + title.spans + more),
      ScreenLine([Span(String(repeating: " ", count: used))] + second.spans),
    ]
    return selected ? lines.map { $0.highlighted() } : lines
  }

  /// One article's row.
  func row(
    _ article: Article, number: Int, numberWidth: Int, dateWidth: Int, selected: Bool,
    state: ReaderState
  ) -> ScreenLine {
    var spans = lead(
      article, number: number, numberWidth: numberWidth, selected: selected, state: state)
    if state.columns >= Self.dateColumns {
      // The column stays when an article has no date, so the titles line up.
      let text = listDate(article, state: state)
      spans += [
        Span(text.padding(toLength: dateWidth, withPad: " ", startingAt: 0), theme.date),
        Span("  "),
      ]
    }
    let used = spans.reduce(0) { $0 + DisplayWidth.of($1.text) }
    var source: [Span] = []
    // A story's line says how many other articles tell it: "+4".
    if let others = article.story?.others.count, others > 0 {
      source = [Span(" +\(others)", theme.detail)]
    }
    if state.columns >= 80, let name = article.source {
      // A long name is cut with "…", never silently: 16 columns below 100, so titles keep room.
      let text = ScreenLine([Span(name)]).fitted(to: state.columns < 100 ? 16 : 24).text
      source += [Span("  "), Span(text, theme.source)]
    }
    let room = state.columns - used - source.reduce(0) { $0 + DisplayWidth.of($1.text) } - 1
    var title = ScreenLine(
      [Span(article.title ?? state.strings.untitled, article.read ? theme.seen : theme.title)])
    title = title.fitted(to: max(1, room))
    let gap = max(0, room - title.width)
    spans += title.spans + [Span(String(repeating: " ", count: gap))] + source
    let line = ScreenLine(spans)
    return selected ? line.highlighted() : line
  }

  /// The selected article in full: title, date and source, author, saved or not, summary,
  /// link; wrapped to the width with a margin of one column.
  func detailLines(_ state: ReaderState) -> [ScreenLine] {
    guard let stored = state.selected else { return list(state) }
    let article = stored.sanitizedForOutput()
    let strings = state.strings
    let width = max(1, state.columns - 2)
    func wrapped(_ text: String, _ style: TextStyle) -> [ScreenLine] {
      TextWrapper.wrap(text, width: width).map { ScreenLine([Span(" " + $0, style)]) }
    }
    var lines =
      [ScreenLine()] + pictureRows(state) + wrapped(article.title ?? strings.untitled, theme.title)
    var meta: [Span] = []
    if let date = article.published {
      meta.append(
        Span(
          DateText.format(
            date, includesTime: article.publishedHasTime, in: state.language, timeZone: timeZone),
          theme.date))
    }
    if let source = article.source {
      if !meta.isEmpty { meta.append(Span(" · ", theme.detail)) }
      meta.append(Span(source, theme.source))
    }
    if !meta.isEmpty { lines.append(ScreenLine([Span(" ")] + meta)) }
    if let author = article.author {
      lines += wrapped(strings.library.author(author), theme.detail)
    }
    if let text = article.fullText {
      let minutes = ReadableText(stored: text).readingMinutes
      lines += wrapped(strings.library.readingTime(minutes), theme.detail)
    }
    if let saved = state.detailSaved {
      lines += wrapped(saved ? strings.screen.saved : strings.screen.notSaved, theme.detail)
    }
    if let note = pictureNote(state) { lines += wrapped(note, theme.detail) }
    if let summary = article.summary {
      lines.append(ScreenLine())
      lines += wrapped(summary, theme.summary)
    }
    lines += fullTextLines(article, strings: strings, width: width)
    if !article.otherSources.isEmpty {
      lines += wrapped(strings.alsoIn(article.otherSources), theme.detail)
    }
    if let link = article.link {
      lines.append(ScreenLine())
      // Broken after /, -, ?, & where it can be, so each line reads as part of an address.
      lines += TextWrapper.wrapLink(link, width: width).map {
        ScreenLine([Span(" "), Span($0, theme.link)])
      }
    }
    for enclosure in article.enclosures {
      lines.append(ScreenLine())
      lines += wrapped(strings.library.enclosure(enclosure.type, enclosure.length), theme.detail)
      lines += TextWrapper.wrapLink(enclosure.url, width: width).map {
        ScreenLine([Span(" "), Span($0, theme.link)])
      }
    }
    if let coverage = StoryCoverageView.entries(
      article, strings: strings, language: state.language, timeZone: timeZone)
    {
      lines.append(ScreenLine())
      lines += wrapped(coverage.heading, theme.heading)
      for entry in coverage.entries {
        lines.append(ScreenLine())
        lines += wrapped(entry.meta, theme.source)
        lines += wrapped(entry.title, theme.title)
        lines +=
          entry.link.map { link in
            TextWrapper.wrapLink(link, width: width).map {
              ScreenLine([Span(" "), Span($0, theme.link)])
            }
          } ?? []
      }
    }
    lines.append(ScreenLine())
    lines += wrapped(strings.screen.detailKeys, theme.detail)
    return lines
  }

  /// The full text under its label (headings in the title style, items and quotes marked and
  /// indented), or why only the summary is shown when the page was tried in vain.
  func fullTextLines(_ article: Article, strings: StringTable, width: Int) -> [ScreenLine] {
    func wrapped(_ text: String, _ style: TextStyle, mark: String = "") -> [ScreenLine] {
      let lead = " " + mark
      // A quote keeps its bar on every line; an item's lines hang under its text.
      let indent = mark == "│ " ? lead : String(repeating: " ", count: lead.count)
      return TextWrapper.wrap(text, width: max(1, width - mark.count)).enumerated().map {
        ScreenLine([Span($0.offset == 0 ? lead : indent), Span($0.element, style)])
      }
    }
    guard let text = article.fullText else {
      switch article.fullTextStatus {
      case .failed, .unavailable:
        return [ScreenLine()] + wrapped(strings.editions.pageFailed, theme.detail)
      case .noText: return [ScreenLine()] + wrapped(strings.editions.pageWithoutText, theme.detail)
      case .text, nil: return []
      }
    }
    var lines = [
      ScreenLine(), ScreenLine([Span(" "), Span(strings.editions.fullText, theme.heading)]),
    ]
    for block in ReadableText(stored: text).blocks {
      lines.append(ScreenLine())
      switch block.kind {
      case .paragraph: lines += wrapped(block.text, theme.summary)
      case .heading: lines += wrapped(block.text, theme.title)
      case .item: lines += wrapped(block.text, theme.summary, mark: "• ")
      case .quote: lines += wrapped(block.text, theme.summary, mark: "│ ")
      case .caption: lines += wrapped(block.text, theme.detail, mark: "  ")
      }
    }
    return lines
  }

  /// How far the details can scroll: the last line stays at the bottom.
  public func clampedDetailTop(_ state: ReaderState) -> Int {
    min(state.detailTop, max(0, detailLines(state).count - state.bodyRows))
  }

  /// A list of choices with a selection, scrolled to keep it in view.
  func choices(_ rows: [[Span]], selection: Int, keys: String, state: ReaderState)
    -> [ScreenLine]
  {
    let keyLines = TextWrapper.wrap(keys, width: max(1, state.columns - 1)).map {
      ScreenLine([Span(" " + $0, theme.detail)])
    }
    // Room for the blank rows around the choices and the keys under them.
    let visible = max(1, state.bodyRows - 2 - keyLines.count)
    let top = max(0, selection - visible + 1)
    let lines = rows.enumerated().dropFirst(top).prefix(visible).map { index, spans in
      let line = ScreenLine([Span(index == selection ? "› " : "  ")] + spans)
      return index == selection ? line.highlighted() : line
    }
    return [ScreenLine()] + lines + [ScreenLine()]
      + keyLines
  }

  /// The topic picker: each topic's name in the language, and its id.
  func topics(_ state: ReaderState) -> [ScreenLine] {
    let strings = state.strings
    return choices(
      Topic.allCases.map { topic in
        [Span(topic.name(in: strings)), Span(" (" + topic.rawValue + ")", theme.topicID)]
      }, selection: state.topicSelection, keys: strings.screen.pickerKeys, state: state)
  }

  /// The feeds: all subscriptions at once first, then each tag with its feeds under it, then
  /// the feeds without a tag, each with its unread count.
  func feedList(_ state: ReaderState) -> [ScreenLine] {
    let strings = state.strings
    let rows = state.feedEntries.map { entry -> [Span] in
      let (text, unread, style): (String, Int?, TextStyle)
      switch entry {
      case .all: (text, unread, style) = (strings.interactive.allFeeds, nil, theme.title)
      case .tag(let tag, let count): (text, unread, style) = ("# " + tag, count, theme.heading)
      case .query(let saved): (text, unread, style) = ("@" + saved.name, nil, theme.heading)
      case .feed(let feed, let tagged):
        (text, unread, style) = ((tagged ? "  " : "") + feed.name, feed.unread, .plain)
      }
      guard let unread else { return [Span(text, style)] }
      // The name gives way to the unread count, and says so with "…".
      let count = "  \(unread)"
      let room = max(4, state.columns - 3 - DisplayWidth.of(count))
      let name = ScreenLine([Span(TerminalSanitizer.sanitize(text), style)]).fitted(to: room).text
      return [Span(name, style), Span(count, theme.detail)]
    }
    var lines = choices(
      rows, selection: state.feedSelection, keys: strings.screen.feedKeys, state: state)
    if state.feeds.isEmpty {
      lines.insert(
        contentsOf: [strings.feeds.noFeeds, strings.screen.noFeedsKeys].flatMap {
          TextWrapper.wrap($0, width: max(1, state.columns - 4)).map {
            ScreenLine([Span("  " + $0, theme.detail)])
          }
        }, at: 2)
    }
    return lines
  }

  /// The watches, each with its unread matches.
  func watchList(_ state: ReaderState) -> [ScreenLine] {
    let strings = state.strings
    let rows = state.watches.map { watch -> [Span] in
      let count = "  \(watch.unread)"
      let room = max(4, state.columns - 3 - DisplayWidth.of(count))
      let phrase = ScreenLine([
        Span(strings.watches.quoted(TerminalSanitizer.sanitize(watch.phrase)))
      ])
      .fitted(to: room).text
      return [Span(phrase), Span(count, theme.detail)]
    }
    var lines = choices(
      rows, selection: state.watchSelection, keys: strings.watches.screenKeys, state: state)
    if state.watches.isEmpty {
      lines.insert(
        contentsOf: TextWrapper.wrap(strings.watches.screenEmpty, width: max(1, state.columns - 4))
          .map { ScreenLine([Span("  " + $0, theme.detail)]) }, at: 1)
    }
    return lines
  }

  /// The first line in view of a key help `lineCount` lines long, and how many are in view
  /// above the line that says where it is.
  func helpWindow(_ state: ReaderState, lineCount: Int) -> (top: Int, size: Int) {
    let probe = state.strings.screen.helpPosition(lineCount, lineCount, lineCount)
    let footer = TextWrapper.wrap(probe, width: max(1, state.columns - 2)).count
    let size = max(1, min(lineCount, state.bodyRows - footer))
    return (min(max(0, state.helpTop), lineCount - size), size)
  }

  /// How far the key help can scroll.
  public func clampedHelpTop(_ state: ReaderState) -> Int {
    guard state.showsHelp else { return 0 }
    let count = helpEntries(state).reduce(0) { $0 + $1.count }
    return helpWindow(state, lineCount: count).top
  }

  /// The key help, covering the screen until a key other than its scrolling keys is pressed.
  func help(_ state: ReaderState) -> [ScreenLine] {
    let content = helpEntries(state).flatMap { $0 }
    let close = TextWrapper.wrap(state.strings.screen.helpClose, width: max(1, state.columns - 2))
      .map { ScreenLine([Span("  " + $0, theme.detail)]) }
    if content.count + close.count <= state.bodyRows {
      let roomy = content.count + close.count + 2 <= state.bodyRows
      return (roomy ? [ScreenLine()] : []) + content + (roomy ? [ScreenLine()] : []) + close
    }
    // Longer than the screen: a window on it that j/k and PgDn/PgUp move, and where it is.
    let window = helpWindow(state, lineCount: content.count)
    let position = state.strings.screen.helpPosition(
      window.top + 1, window.top + window.size, content.count)
    return Array(content[window.top..<(window.top + window.size)])
      + TextWrapper.wrap(position, width: max(1, state.columns - 2)).map {
        ScreenLine([Span("  " + $0, theme.detail)])
      }
  }

  /// The key help's rows, each one or more lines: descriptions wrap beside their keys, or
  /// under them where that leaves too little room. Nothing is cut.
  func helpEntries(_ state: ReaderState) -> [[ScreenLine]] {
    let rows = state.strings.screen.helpRows
    let keysWidth = rows.map { DisplayWidth.of($0.keys) }.max() ?? 0
    let beside = 2 + keysWidth + 2
    let narrow = state.columns - beside < 16
    var entries: [[ScreenLine]] = []
    for row in rows {
      let keys = Span("  " + row.keys, theme.topicID)
      if narrow {
        entries.append(
          [ScreenLine([keys])]
            + TextWrapper.wrap(row.action, width: max(1, state.columns - 6)).map {
              ScreenLine([Span("      " + $0)])
            })
        continue
      }
      let pad = String(repeating: " ", count: keysWidth - DisplayWidth.of(row.keys))
      let wrapped = TextWrapper.wrap(row.action, width: max(1, state.columns - beside))
      entries.append(
        [ScreenLine([Span("  " + row.keys + pad, theme.topicID), Span("  " + wrapped[0])])]
          + wrapped.dropFirst().map {
            ScreenLine([Span(String(repeating: " ", count: beside) + $0)])
          })
    }
    return entries
  }
}
