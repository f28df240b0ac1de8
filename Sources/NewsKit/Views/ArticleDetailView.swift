import Foundation
import Localization

/// Renders one article in full for `news show N`: the whole title, date and source, author,
/// the whole summary, and the link.
public struct ArticleDetailView: Sendable {
  let context: RenderContext

  /// A view for a reader.
  public init(context: RenderContext) {
    self.context = context
  }

  /// The article as text, ending in a newline.
  public func render(_ item: StoredArticle) -> String {
    let article = item.article.sanitizedForOutput()
    let strings = context.strings
    let theme = context.theme
    let width = context.width
    var lines = TextWrapper.wrap(article.title ?? strings.untitled, width: width)
      .map { context.styled($0, theme.title) }
    lines += ArticleBlock(context: context, indexWidth: 0).metaLines(article, width: width)
    if let author = article.author {
      lines += TextWrapper.wrap(strings.library.author(author), width: width)
        .map { context.styled($0, theme.detail) }
    }
    if let saved = item.savedAt {
      let date = DateText.format(
        saved, includesTime: true, in: context.language, timeZone: context.timeZone)
      lines += TextWrapper.wrap(strings.library.savedOn(date), width: width)
        .map { context.styled($0, theme.detail) }
    }
    if let summary = article.summary {
      lines.append("")
      lines += TextWrapper.wrap(summary, width: width).map { context.styled($0, theme.summary) }
    }
    if let link = article.link {
      lines.append("")
      lines += TextWrapper.breakWord(link, width: width).map { context.styled($0, theme.link) }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The article as JSON: the list's article object with `saved_at`.
  public static func renderJSON(_ item: StoredArticle) -> String {
    JSONView.article(item.article, saved: .some(item.savedAt)).rendered() + "\n"
  }
}
