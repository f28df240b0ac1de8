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

  func lines(_ unsafeArticle: Article, number: Int) -> [String] {
    let article = unsafeArticle.sanitizedForOutput()
    let theme = context.theme
    let label =
      String(repeating: " ", count: max(0, indexWidth - String(number).count - 1))
      + "\(number)."
    let indent = indexWidth + 1
    let narrow = context.width - indent < NewsListView.minimumTextWidth
    let textWidth = narrow ? context.width : context.width - indent
    let margin = narrow ? "" : String(repeating: " ", count: indent)

    let titleStyle = article.seen ? theme.seen : theme.title
    let target = context.hyperlinks ? article.link.flatMap(Hyperlink.target) : nil
    func title(_ line: String) -> String {
      let styled = context.styled(line, titleStyle)
      return target.map { Hyperlink.wrap(styled, target: $0) } ?? styled
    }
    let indexStyle = article.seen ? theme.seen : theme.index
    var lines: [String] = []
    let titleLines = TextWrapper.wrap(
      article.title ?? context.strings.untitled, width: textWidth)
    if narrow {
      lines.append(context.styled(label, indexStyle))
      lines += titleLines.map(title)
    } else {
      for (offset, line) in titleLines.enumerated() {
        let lead = offset == 0 ? context.styled(label, indexStyle) + " " : margin
        lines.append(lead + title(line))
      }
    }
    lines += metaLines(article, width: textWidth).map { margin + $0 }
    lines += storyLines(article, width: textWidth).map { margin + $0 }
    if let summary = article.summary {
      lines += TextWrapper.wrap(summary, width: textWidth, maxLines: NewsListView.summaryLines)
        .map { margin + context.styled($0, theme.summary) }
    }
    if let link = article.link, target == nil {
      lines += context.linkLines(link, width: textWidth)
        .map { margin + context.styled($0, theme.link) }
    }
    return lines
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
