import Localization

/// The lines of one article in the news list.
///
/// ```
///  1. Title, wrapped under itself
///     30 Dec 2020, 17:04 · reddit.com
///     Up to three lines of summary…
///     https://link, broken wherever it must be to fit
/// ```
struct ArticleBlock {
  let context: RenderContext
  /// Columns for the number and its dot, right-aligned.
  let indexWidth: Int

  /// The article's lines; with a thumbnail (`images = "list"`), the text beside it.
  func lines(_ unsafeArticle: Article, number: Int, thumbnail: ListThumbnail? = nil) -> [String] {
    let article = unsafeArticle.sanitizedForOutput()
    let theme = context.theme
    let label =
      String(repeating: " ", count: max(0, indexWidth - String(number).count - 1))
      + "\(number)."
    let indent = indexWidth + 1
    let narrow = context.width - indent < NewsListView.minimumTextWidth
    let beside = narrow || context.width < ListThumbnail.minimumListWidth ? nil : thumbnail
    // Every thumbnail's column as wide as the widest, so that the texts beside them align.
    let shift = beside == nil ? 0 : ListThumbnail.maximumColumns + 1
    let textWidth = (narrow ? context.width : context.width - indent) - shift
    let margin = narrow ? "" : String(repeating: " ", count: indent)

    let titleStyle = article.seen ? theme.seen : theme.title
    let target = context.hyperlinks ? article.link.flatMap(Hyperlink.target) : nil
    func title(_ line: String) -> String {
      let styled = context.styled(line, titleStyle)
      return target.map { Hyperlink.wrap(styled, target: $0) } ?? styled
    }
    let indexStyle = article.seen ? theme.seen : theme.index
    var text = TextWrapper.wrap(article.title ?? context.strings.untitled, width: textWidth)
      .map(title)
    text += metaLines(article, width: textWidth)
    text += storyLines(article, width: textWidth)
    if let summary = article.summary {
      text += TextWrapper.wrap(summary, width: textWidth, maxLines: NewsListView.summaryLines)
        .map { context.styled($0, theme.summary) }
    }
    if let link = article.link, target == nil {
      text += context.linkLines(link, width: textWidth).map { context.styled($0, theme.link) }
    }
    if narrow { return [context.styled(label, indexStyle)] + text }
    let lead = context.styled(label, indexStyle) + " "
    guard let beside else {
      return text.enumerated().map { ($0.offset == 0 ? lead : margin) + $0.element }
    }
    return Self.besideThumbnail(beside, text, lead: lead, margin: margin)
  }

  /// The text to the right of the thumbnail's column, as many lines as the taller. Cells are
  /// written before the text; a picture drawn by the terminal is drawn once, over rows made
  /// first (so the screen does not scroll under it), and the text moves past it (never
  /// written over it: text replaces a sixel's pixels).
  static func besideThumbnail(
    _ thumbnail: ListThumbnail, _ text: [String], lead: String, margin: String
  ) -> [String] {
    let count = max(text.count, thumbnail.rows)
    return (0..<count).map { row in
      let line = row < text.count ? text[row] : ""
      let start = row == 0 ? lead : margin
      switch thumbnail.drawn {
      case .cells(let cells):
        let cell = row < cells.count ? cells[row] : ""
        let pad = ListThumbnail.maximumColumns - (row < cells.count ? thumbnail.columns : 0)
        return start + cell + (line.isEmpty ? "" : String(repeating: " ", count: pad + 1) + line)
      case .sequence(let sequence):
        let past = "\u{1B}[\(ListThumbnail.maximumColumns + 1)C"
        guard row == 0 else { return line.isEmpty ? start : start + past + line }
        let made =
          thumbnail.rows > 1
          ? String(repeating: "\n", count: thumbnail.rows - 1) + "\u{1B}[\(thumbnail.rows - 1)A"
          : ""
        return made + start + sequence + past + line
      }
    }
  }

  /// A story's other outlets under its best article: "+4 sources: bbc.com, …", counting
  /// outlets other than the line's own, with the outlets a provider named for it (Google
  /// News's "also in") among them; more articles of the line's own outlet: "+2 from bbc.com".
  func storyLines(_ article: Article, width: Int) -> [String] {
    guard let story = article.story, !story.others.isEmpty else { return [] }
    let own = article.source ?? article.feed?.title
    var outlets = story.otherOutlets.filter { $0 != own }
    for name in article.otherSources where !outlets.contains(name) && name != own {
      outlets.append(name)
    }
    let fromOwn = own.map { own in story.others.filter { $0.source == own }.count } ?? 0
    var parts: [String] = []
    if !outlets.isEmpty {
      parts.append(context.strings.stories.moreSources(outlets.count, outlets))
    }
    if let own, fromOwn > 0 { parts.append(context.strings.stories.moreFromOutlet(fromOwn, own)) }
    // Articles of no known outlet: counted as they are.
    if parts.isEmpty { parts.append(context.strings.stories.moreSources(story.others.count, [])) }
    let text = parts.joined(separator: " · ")
    return TextWrapper.wrap(text, width: width).map { context.styled($0, context.theme.detail) }
  }

  /// Date and source on one line when they fit, else each wrapped on its own. In a list, a
  /// story's line names the outlets a provider named ("also in") with its own; the details
  /// (`withStoryLine` false) name them here.
  func metaLines(_ unsafeArticle: Article, width: Int, withStoryLine: Bool = true) -> [String] {
    let article = unsafeArticle.sanitizedForOutput()
    let theme = context.theme
    var parts: [(text: String, style: TextStyle)] = []
    if let published = article.published {
      let date = DateText.format(
        published, includesTime: article.publishedHasTime, in: context.language,
        timeZone: context.timeZone)
      parts.append((date, theme.date))
    }
    if let source = article.source {
      parts.append((source, theme.source))
    }
    // A story's line names them with its other articles' outlets.
    if !article.otherSources.isEmpty, !withStoryLine || (article.story?.others.isEmpty ?? true) {
      parts.append((context.strings.alsoIn(article.otherSources), theme.detail))
    }
    // An edition's article whose page gave no text is marked: it has only its summary.
    if let status = article.fullTextStatus, status != .text {
      parts.append((context.strings.editions.summaryOnly, theme.detail))
    }
    let separator = " · "
    let joinedWidth =
      parts.map { DisplayWidth.of($0.text) }.reduce(0, +)
      + DisplayWidth.of(separator) * max(0, parts.count - 1)
    if joinedWidth <= width {
      let styled = parts.map { context.styled($0.text, $0.style) }
      return styled.isEmpty
        ? [] : [styled.joined(separator: context.styled(separator, theme.detail))]
    }
    return parts.flatMap { part in
      TextWrapper.wrap(part.text, width: width).map { context.styled($0, part.style) }
    }
  }
}
