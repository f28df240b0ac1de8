import Foundation
import Localization
import TimeZones

/// The coverage of an article's story as the details list it (`news show N`, the reader's
/// details): a heading with how many articles tell the story, then every article of it, this
/// one too, newest first: date and source, title, link.
enum StoryCoverageView {
  /// One article of the coverage, its texts ready to wrap.
  struct Entry: Equatable {
    /// "30 Dec 2020, 17:04 · bbc.com".
    let meta: String
    let title: String
    let link: String?
  }

  /// The heading and the entries; nil when the article has no story or its story's other
  /// articles are not known (`--no-stories`).
  static func entries(
    _ article: Article, strings: StringTable, language: Language, timeZone: ZoneRules
  ) -> (heading: String, entries: [Entry])? {
    guard let story = article.story, !story.others.isEmpty else { return nil }
    let own = ArticleStory.Coverage(
      title: article.title, source: article.source ?? article.feed?.title, link: article.link,
      published: article.published, publishedHasTime: article.publishedHasTime)
    let all = ([own] + story.others).enumerated().sorted { left, right in
      let (a, b) = (left.element.published ?? .distantPast, right.element.published ?? .distantPast)
      return a != b ? a > b : left.offset < right.offset
    }.map(\.element)
    let entries = all.map { item in
      let date = item.published.map {
        DateText.format($0, includesTime: item.publishedHasTime, in: language, timeZone: timeZone)
      }
      return Entry(
        meta: [date, item.source].compactMap { $0 }.joined(separator: " · "),
        title: item.title ?? strings.untitled, link: item.link)
    }
    return (strings.stories.coverageHeading(max(story.size, all.count)), entries)
  }
}
