import Foundation
import Localization

/// Renders one article in full for `news show N`: the whole title, date and source, author,
/// reading time, the whole summary, the full text block by block, and the link.
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
    lines += ArticleBlock(context: context, indexWidth: 0)
      .metaLines(article, width: width, withStoryLine: false)
    if let author = article.author {
      lines += TextWrapper.wrap(strings.library.author(author), width: width)
        .map { context.styled($0, theme.detail) }
    }
    if let text = article.fullText {
      let minutes = ReadableText(stored: text).readingMinutes
      lines += TextWrapper.wrap(strings.library.readingTime(minutes), width: width)
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
    lines += fullTextLines(article)
    if let link = article.link {
      lines.append("")
      lines += context.linkLines(link, width: width).map { context.styled($0, theme.link) }
    }
    // The files it carries (a podcast's audio): what and how large, and where.
    for enclosure in article.enclosures {
      lines.append("")
      lines += TextWrapper.wrap(
        strings.library.enclosure(enclosure.type, enclosure.length), width: width
      ).map { context.styled($0, theme.detail) }
      lines += context.linkLines(enclosure.url, width: width).map {
        context.styled($0, theme.link)
      }
    }
    lines += coverageLines(article)
    return lines.joined(separator: "\n") + "\n"
  }

  /// Every article of the story under a heading: date and source, title, link.
  func coverageLines(_ article: Article) -> [String] {
    let theme = context.theme
    let width = context.width
    guard
      let coverage = StoryCoverageView.entries(
        article, strings: context.strings, language: context.language,
        timeZone: context.timeZone)
    else { return [] }
    var lines = ["", context.styled(coverage.heading, theme.heading)]
    for entry in coverage.entries {
      lines.append("")
      lines += TextWrapper.wrap(entry.meta, width: width).map { context.styled($0, theme.source) }
      lines += TextWrapper.wrap(entry.title, width: width).map { context.styled($0, theme.title) }
      if let link = entry.link {
        lines += context.linkLines(link, width: width).map { context.styled($0, theme.link) }
      }
    }
    return lines
  }

  /// The full text under a label, block by block (headings in the title style, list items and
  /// quotes indented); or, when its page was tried in vain, why only the summary is shown.
  func fullTextLines(_ article: Article) -> [String] {
    let strings = context.strings.editions
    let theme = context.theme
    let width = context.width
    guard let text = article.fullText else {
      let note: String
      switch article.fullTextStatus {
      case .failed, .unavailable: note = strings.pageFailed
      case .noText: note = strings.pageWithoutText
      case .text, nil: return []
      }
      return [""] + TextWrapper.wrap(note, width: width).map { context.styled($0, theme.detail) }
    }
    var lines = ["", context.styled(strings.fullText, theme.heading)]
    for block in ReadableText(stored: text).blocks {
      lines.append("")
      switch block.kind {
      case .paragraph:
        lines += TextWrapper.wrap(block.text, width: width).map {
          context.styled($0, theme.summary)
        }
      case .heading:
        lines += TextWrapper.wrap(block.text, width: width).map { context.styled($0, theme.title) }
      case .caption:
        lines += TextWrapper.wrap(block.text, width: max(width - 2, 10)).map {
          "  " + context.styled($0, theme.detail)
        }
      case .item, .quote:
        let mark = block.kind == .item ? "• " : "│ "
        let wrapped = TextWrapper.wrap(block.text, width: max(width - 2, 10))
        lines += wrapped.enumerated().map { index, line in
          (index == 0 || block.kind == .quote ? mark : "  ") + context.styled(line, theme.summary)
        }
      }
    }
    return lines
  }

  /// The article as JSON: the list's article object with `saved_at`.
  public static func renderJSON(_ item: StoredArticle) -> String {
    var article = item.article
    article.savedAt = item.savedAt
    return JSONView.article(article).rendered() + "\n"
  }
}
