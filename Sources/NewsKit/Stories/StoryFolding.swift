import Foundation

/// Folds a list into stories: each story once, by the first of its articles in the list (the
/// best ranked), carrying the others; articles alone stay as they are.
///
/// Pure: the stories come from the store (`StoryStore.stories(of:)`) or from the page itself
/// (`pageStories`). The lines a page shows are the list's, in its order, except that a story
/// ranks by its best article and its size (`rank`): a story of several sources moves up among
/// the page's lines.
public enum StoryFolding {
  /// How much a story's size raises it: a line's rank is its best article's position divided
  /// by `1 + sizeWeight × log2(size)` (an article alone: its position; a story of 2 at
  /// position 6 ranks as 4, one of 8 at position 10 as 4).
  static let sizeWeight = 0.5

  /// A line's rank (lower first): its best article's position in the list, raised by its
  /// story's size.
  static func rank(position: Int, size: Int) -> Double {
    Double(position) / (1 + sizeWeight * log2(Double(max(1, size))))
  }

  /// An article of a list with its row id in the store (for a page without a store, its
  /// position).
  public struct Item: Sendable, Equatable {
    public var id: Int64
    public var article: Article

    public init(id: Int64, article: Article) {
      self.id = id
      self.article = article
    }
  }

  /// The list with each article's story: folded (each story once, at most `limit` lines), or
  /// with `folding` false every article, carrying its story's id and size only. A `ranked`
  /// list (a search's, a topic's) raises a story by its size; any other (newest first) keeps
  /// its order, each story's line where its first article stands.
  public static func fold(
    _ items: [Item], stories: [Int64: StoryStore.Story], folding: Bool, limit: Int? = nil,
    ranked: Bool = true
  ) -> [Item] {
    var shownStories = Set<String>()
    var lines: [Item] = []
    var ranks: [Double] = []
    for (position, item) in items.enumerated() {
      if let limit, lines.count >= limit { break }
      var line = item
      guard let story = stories[item.id], story.size > 1 else {
        line.article.story = nil
        lines.append(line)
        ranks.append(Double(position))
        continue
      }
      if folding {
        guard shownStories.insert(story.key).inserted else { continue }
        line.article.story = ArticleStory(
          id: story.key, size: story.size,
          others: story.members.filter { $0.id != item.id }.map(\.coverage))
        ranks.append(ranked ? rank(position: position, size: story.size) : Double(position))
      } else {
        line.article.story = ArticleStory(id: story.key, size: story.size)
        ranks.append(Double(position))
      }
      lines.append(line)
    }
    // Stable: equal ranks keep the list's order.
    return lines.indices.sorted { (ranks[$0], $0) < (ranks[$1], $1) }.map { lines[$0] }
  }

  /// How many lines the list makes folded: its stories, and its articles alone.
  public static func lineCount(_ ids: [Int64], stories: [Int64: StoryStore.Story]) -> Int {
    lineStarts(ids, stories: stories).count
  }

  /// How many of the list's first articles make its first `lines` lines folded (all of them
  /// when it makes fewer).
  public static func prefixLength(_ ids: [Int64], stories: [Int64: StoryStore.Story], lines: Int)
    -> Int
  {
    let starts = lineStarts(ids, stories: stories)
    return lines < starts.count ? starts[lines] : ids.count
  }

  /// Where each line of the folded list starts: the positions of the articles that are alone
  /// or the first of their story.
  static func lineStarts(_ ids: [Int64], stories: [Int64: StoryStore.Story]) -> [Int] {
    var keys = Set<String>()
    return ids.indices.filter { index in
      guard let story = stories[ids[index]], story.size > 1 else { return true }
      return keys.insert(story.key).inserted
    }
  }

  /// The stories of a page of articles grouped among themselves (no store: `--no-store`), by
  /// position. The page's own words weigh them; Google News's other sources count as evidence.
  /// A story's id comes from its oldest article, as the store's does.
  public static func pageStories(_ articles: [Article]) -> [Int64: StoryStore.Story] {
    let inputs = articles.map { input(for: $0) }
    let groups = StoryGrouper.group(inputs, background: StoryTerms(), countingInputs: true)
    var byStory: [Int: [Int]] = [:]
    for (position, story) in groups.enumerated() { byStory[story, default: []].append(position) }
    var stories: [Int64: StoryStore.Story] = [:]
    for positions in byStory.values where positions.count > 1 {
      let newestFirst = positions.sorted { left, right in
        let (a, b) = (articles[left].published, articles[right].published)
        return (a ?? .distantPast, right) > (b ?? .distantPast, left)
      }
      let oldest = newestFirst.last ?? positions[0]
      let story = StoryStore.Story(
        key: StoryStore.key(for: inputs[oldest].key), size: positions.count,
        members: newestFirst.map {
          StoryStore.Member(id: Int64($0), coverage: coverage(articles[$0]))
        })
      for position in positions { stories[Int64(position)] = story }
    }
    return stories
  }

  /// What grouping reads of an article.
  public static func input(for article: Article) -> StoryInput {
    StoryInput(
      key: StoredArticle.key(for: article), published: article.published,
      title: article.title ?? "", text: article.summary ?? "", source: article.source,
      otherSources: article.otherSources)
  }

  /// What a list says of an article as another's coverage.
  static func coverage(_ article: Article) -> ArticleStory.Coverage {
    ArticleStory.Coverage(
      title: article.title, source: article.source ?? article.feed?.title, link: article.link,
      published: article.published, publishedHasTime: article.publishedHasTime)
  }
}
