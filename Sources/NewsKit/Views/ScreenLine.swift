/// A run of text in one style, on one row of the screen.
public struct Span: Sendable, Equatable {
  public var text: String
  public var style: TextStyle

  public init(_ text: String, _ style: TextStyle = .plain) {
    self.text = text
    self.style = style
  }
}

/// One row of the screen: styled runs, and the style that fills the rest of the row (the
/// selection's and the status line's bar), if any.
public struct ScreenLine: Sendable, Equatable {
  public var spans: [Span]
  public var fill: TextStyle?

  public init(_ spans: [Span] = [], fill: TextStyle? = nil) {
    self.spans = spans
    self.fill = fill
  }

  /// The text a person reads on the row, without styles or the fill.
  public var text: String { spans.map(\.text).joined() }

  /// Columns the text takes.
  public var width: Int { spans.reduce(0) { $0 + DisplayWidth.of($1.text) } }

  /// The row cut to `width` columns, ending in an ellipsis where text was cut.
  public func fitted(to width: Int) -> ScreenLine {
    guard self.width > width else { return self }
    var left = max(0, width - 1)
    var kept: [Span] = []
    for span in spans {
      guard left > 0 else { break }
      let cut = Self.prefix(span.text, columns: left)
      kept.append(Span(cut, span.style))
      left -= DisplayWidth.of(cut)
      if cut.count < span.text.count { break }
    }
    if width > 0 { kept.append(Span(TextWrapper.ellipsis, kept.last?.style ?? .plain)) }
    return ScreenLine(kept, fill: fill)
  }

  /// The longest start of `text` that fits in `columns`.
  static func prefix(_ text: String, columns: Int) -> String {
    var used = 0
    var end = text.startIndex
    for index in text.indices {
      let width = DisplayWidth.of(text[index])
      guard used + width <= columns else { break }
      used += width
      end = text.index(after: index)
    }
    return String(text[..<end])
  }

  /// The same row with `style`'s parameters added to every run and to the fill.
  public func adding(_ style: TextStyle) -> ScreenLine {
    ScreenLine(
      spans.map { Span($0.text, TextStyle($0.style.parameters + style.parameters)) },
      fill: TextStyle((fill?.parameters ?? []) + style.parameters))
  }

  /// The row as the selection: one even bar of reverse video across the screen, keeping bold
  /// but not the colours or dimness, which reversed would make a patchwork of backgrounds.
  public func highlighted() -> ScreenLine {
    let kept = { (style: TextStyle) in
      TextStyle(style.parameters.filter { $0 == 1 || $0 == 4 } + [7])
    }
    return ScreenLine(
      spans.map { Span($0.text, kept($0.style)) }, fill: kept(fill ?? .plain))
  }
}
