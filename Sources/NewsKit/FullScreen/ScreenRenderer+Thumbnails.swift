import Foundation

/// The list beside thumbnails (`images = "list"`): three rows an article (title; date and
/// source; the summary's start), a column of blank cells each thumbnail is drawn over, and the
/// thumbnails' places on the screen.
extension ScreenRenderer {
  /// An article's rows beside its thumbnail. The selection is marked and reversed as on any
  /// row, but for the thumbnail's cells, so no reversed block stands where no picture came.
  func thumbnailRows(
    _ article: Article, number: Int, numberWidth: Int, selected: Bool, state: ReaderState
  ) -> [ScreenLine] {
    let lead = lead(
      article, number: number, numberWidth: numberWidth, selected: selected, state: state)
    let used = lead.reduce(0) { $0 + DisplayWidth.of($1.text) }
    let room = max(1, state.columns - used - ReaderThumbnails.columns - 2)
    let others = article.story?.others.count ?? 0
    let more = others > 0 ? [Span(" +\(others)", theme.detail)] : []
    let title = ScreenLine(
      [Span(article.title ?? state.strings.untitled, article.read ? theme.seen : theme.title)]
    ).fitted(to: max(1, room - more.reduce(0) { $0 + DisplayWidth.of($1.text) }))
    let details = [listDate(article, state: state), article.source ?? ""].filter { !$0.isEmpty }
    let summary = (article.summary ?? "").split(whereSeparator: \.isNewline).first.map(String.init)
    let texts = [
      title.spans + more,
      ScreenLine([Span(details.joined(separator: " · "), theme.date)]).fitted(to: room).spans,
      ScreenLine([Span(summary ?? "", theme.detail)]).fitted(to: room).spans,
    ]
    let gap = Span(String(repeating: " ", count: ReaderThumbnails.columns + 1))
    return texts.enumerated().map { index, spans in
      let before = ScreenLine(index == 0 ? lead : [Span(String(repeating: " ", count: used))])
      let text = ScreenLine(spans + [Span(" ")])
      guard selected else { return ScreenLine(before.spans + [gap] + text.spans) }
      // Reversed to the row's end, as a one-row selection is.
      let filled = ScreenLine(
        text.spans
          + [Span(String(repeating: " ", count: max(0, room + 1 - text.width)))])
      return ScreenLine(
        before.highlighted().spans + [gap] + filled.highlighted().spans)
    }
  }

  /// The thumbnails in view: where each is drawn (beside its article's rows, in the blank
  /// column), for those that came; none in the details, the help or another screen.
  func frameThumbnails(_ state: ReaderState) -> [FramePicture] {
    guard let drawing = pictures, state.showsThumbnails,
      state.screen == .list || state.screen == .search,
      !state.showsHelp, !state.articles.isEmpty
    else { return [] }
    let numberWidth = String(state.articles.count).count
    let column = 2 + numberWidth + 1 + DisplayWidth.of(state.strings.screen.newFlag) + 1
    return state.articles.indices.dropFirst(state.top).prefix(state.listRows).compactMap { index in
      guard let address = state.articles[index].image,
        let bytes = state.thumbnails.ready(address)
      else { return nil }
      let layout = PictureLayout.fit(
        width: bytes.picture.width, height: bytes.picture.height,
        columns: ReaderThumbnails.columns, rows: ReaderThumbnails.rows, cell: drawing.cell)
      // The body starts on the screen's second row.
      return FramePicture(
        row: 1 + (index - state.top) * ReaderThumbnails.rows, column: column, layout: layout,
        address: address)
    }
  }
}
