import Foundation

/// Turns Google News items into articles.
///
/// Google appends " - Source" to every title; it is removed only when it is exactly the item's
/// `<source>`, since source names can hold " - " themselves. The source's domain comes from
/// `<source url>`. The description is Google's list of links, not a summary, so there is no
/// summary. The same story from several outlets is shown once, naming the others.
enum GoogleNewsMapper {
  static func articles(from items: [FeedItem], language: String, topic: Topic?) -> [Article] {
    var articles: [Article] = []
    var storyIndex: [String: Int] = [:]
    var deduplicator = ArticleDeduplicator()
    for item in items {
      let sourceName = TextCleaner.clean(item.sourceName)
      var title = item.title?.cleaned
      if let name = sourceName, let full = title, full.hasSuffix(" - " + name),
        full.count > name.count + 3
      {
        title = String(full.dropLast(name.count + 3))
      }
      let domain = item.sourceURL.flatMap { URL(string: $0)?.host }.map {
        $0.hasPrefix("www.") ? String($0.dropFirst(4)) : $0
      }
      let article = Article(
        title: title, summary: nil, published: item.published,
        publishedHasTime: item.published != nil && item.publishedHasTime,
        source: TextCleaner.cleanPlain(domain) ?? sourceName,
        link: LinkPolicy.web(item.link), author: TextCleaner.clean(item.author),
        language: language, topic: topic?.rawValue)
      guard article.title != nil || article.link != nil else { continue }
      if let key = title.map(storyKey), let first = storyIndex[key] {
        if let name = sourceName ?? article.source,
          !articles[first].otherSources.contains(name)
        {
          articles[first].otherSources.append(name)
        }
        continue
      }
      guard deduplicator.admit(article) else { continue }
      if let key = title.map(storyKey) { storyIndex[key] = articles.count }
      articles.append(article)
    }
    return articles
  }

  /// A title reduced to its letters and digits, folded: "SpaceX's Starship flies again & lands"
  /// and "SpaceX’s Starship flies again and lands" are one story.
  static func storyKey(_ title: String) -> String {
    let folded = TextFolding.fold(title).replacingOccurrences(of: " and ", with: " ")
      .replacingOccurrences(of: " i ", with: " ")
    return String(
      folded.unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) }
        .map(Character.init))
  }
}
