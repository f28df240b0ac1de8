import Localization

/// Renders a page of articles for people: the news-list screen of the app `news` descends from.
///
/// A heading says what was asked and how many articles were found and shown; then each article
/// gets its number, title, date and source, up to three lines of summary, and its link. Every
/// line fits the width, measured in terminal columns.
public struct NewsListView: Sendable {
  /// What the list answers, for its heading.
  public enum Heading: Sendable, Equatable {
    case search(String)
    case topic(Topic)
    /// The saved articles.
    case saved
    /// A search of the stored articles only.
    case storedSearch(String)
    /// The newest articles of the feeds.
    case feeds
    /// The feeds' list when there is no subscription at all.
    case noSubscriptions
    /// The newest articles of one feed: its name.
    case feed(String)
    /// The newest articles of the feeds with these tags.
    case tagged([String])
    /// The newest articles matching a query: as typed.
    case query(String)
    /// The newest articles of the feeds with these tags that match a query.
    case taggedQuery([String], String)
    /// The newest articles matching a saved query: its name and query.
    case savedQuery(String, expression: String)
    /// An edition: its id, and its heading as `EditionView.heading` words it.
    case edition(Int64, String)
    /// A watch's matches: its id and phrase.
    case watch(Int64, String)
    /// A story's coverage: the title of the article it was asked for by.
    case story(String)
    /// Feed articles taken by their marks (`read --unread`, `--new`): the list's own heading,
    /// and an empty list that says the marks, not the feeds, left nothing.
    indirect case only(ReadFilter, Heading)
  }

  /// Lines of summary shown before it is cut with an ellipsis.
  public static let summaryLines = 3
  /// Below this many columns for the text, articles are not indented.
  static let minimumTextWidth = 12

  let context: RenderContext

  /// A view for a reader.
  public init(context: RenderContext) {
    self.context = context
  }

  /// The whole list as text, ending in a newline; `thumbnails` beside the articles at those
  /// places (`images = "list"`).
  public func render(
    _ model: NewsModel, heading: Heading, thumbnails: [Int: ListThumbnail] = [:]
  ) -> String {
    var lines = headingLines(model, heading: heading)
    let indexWidth = String(model.articles.count).count + 1
    for (offset, article) in model.articles.enumerated() {
      lines.append("")
      lines += ArticleBlock(context: context, indexWidth: indexWidth)
        .lines(article, number: offset + 1, thumbnail: thumbnails[offset])
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A heading's title, and the lines that stand for an empty list under it.
  public static func headingTexts(_ heading: Heading, strings: StringTable) -> (
    title: String, empty: [String]
  ) {
    let title: String
    var empty = [strings.noResults, strings.noResultsHint]
    switch heading {
    case .search(let phrase):
      title = strings.searchHeading(TerminalSanitizer.sanitize(phrase))
    case .topic(let topic):
      title = strings.topicHeading(topic.name(in: strings))
    case .saved:
      title = strings.library.savedHeading
      empty = [strings.library.noSaved, strings.library.noSavedHint]
    case .storedSearch(let phrase):
      title = strings.library.offlineSearchHeading(TerminalSanitizer.sanitize(phrase))
      empty = [strings.library.noStoredMatches]
    case .feeds:
      // Subscribed, but nothing stored yet: a refresh, not a subscription, is what helps.
      title = strings.feeds.readHeading
      empty = [strings.feeds.noArticles, strings.feeds.noArticlesRefreshHint]
    case .noSubscriptions:
      title = strings.feeds.readHeading
      empty = [strings.feeds.noArticles, strings.feeds.noArticlesHint]
    case .feed(let name):
      title = strings.feeds.feedHeading(TerminalSanitizer.sanitize(name))
      empty = [strings.feeds.noArticles]
    case .tagged(let tags):
      title = strings.tags.tagHeading(tags.map(TerminalSanitizer.sanitize))
      empty = [strings.feeds.noArticles]
    case .query(let query):
      title = strings.queries.queryHeading(TerminalSanitizer.sanitize(query))
      empty = [strings.queries.noMatch]
    case .taggedQuery(let tags, let query):
      title = strings.tags.taggedQueryHeading(
        tags.map(TerminalSanitizer.sanitize), TerminalSanitizer.sanitize(query))
      empty = [strings.queries.noMatch]
    case .savedQuery(let name, _):
      title = strings.queries.savedQueryHeading(TerminalSanitizer.sanitize(name))
      empty = [strings.queries.noMatch]
    case .edition(_, let heading):
      title = heading
      empty = []
    case .watch(let id, let phrase):
      title = strings.watches.readHeading(id, TerminalSanitizer.sanitize(phrase))
      empty = [strings.watches.noMatches]
    case .story(let headline):
      title = strings.stories.storyHeading(TerminalSanitizer.sanitize(headline))
      empty = [strings.watches.allHidden]
    case .only(let filter, let inner):
      title = headingTexts(inner, strings: strings).title
      switch filter {
      case .all: empty = headingTexts(inner, strings: strings).empty
      case .unread: empty = [strings.feeds.noUnread, strings.feeds.allArticlesHint]
      case .new: empty = [strings.feeds.noNew, strings.feeds.allArticlesHint]
      }
    }
    return (title, empty)
  }

  func headingLines(_ model: NewsModel, heading: Heading) -> [String] {
    let strings = context.strings
    let (title, empty) = Self.headingTexts(heading, strings: strings)
    var lines = paragraph(title, style: context.theme.heading)
    guard !model.articles.isEmpty else {
      // Found, but all hidden: not "try other words"; stderr says how many and how to see them.
      for line in model.hidden > 0 ? [strings.watches.allHidden] : empty {
        lines += paragraph(line, style: context.theme.detail)
      }
      return lines
    }
    let shown = model.articles.count
    var counts =
      model.total.map { strings.foundAndShown(max($0, shown), shown) }
      ?? strings.shownOnly(shown)
    if model.page > 1 {
      counts += " · " + strings.page(model.page)
    }
    return lines + paragraph(counts, style: context.theme.detail)
  }

  func paragraph(_ text: String, style: TextStyle) -> [String] {
    TextWrapper.wrap(text, width: context.width).map { context.styled($0, style) }
  }
}
