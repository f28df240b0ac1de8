import Foundation
import Localization
import Testing

@testable import NewsKit

/// Folding a list into stories: each story once, at its best-ranked article, carrying the
/// others; the list's order kept; `--no-stories` lists everything with ids and sizes only.
@Suite("Stories in lists: folding, counting lines, a page grouped within itself")
struct StoryFoldingTests {
  static func member(_ id: Int64, _ source: String) -> StoryStore.Member {
    StoryStore.Member(
      id: id,
      coverage: ArticleStory.Coverage(
        title: "Title \(id)", source: source, link: "https://\(source)/\(id)", published: nil))
  }

  /// Articles 1 and 3 are one story with 4 (not listed); 2 is alone; 5 and 6 another story.
  static let stories: [Int64: StoryStore.Story] = {
    let first = StoryStore.Story(
      key: "sa", size: 3, members: [member(4, "c.com"), member(3, "b.com"), member(1, "a.com")])
    let second = StoryStore.Story(
      key: "sb", size: 2, members: [member(6, "e.com"), member(5, "d.com")])
    return [1: first, 3: first, 4: first, 5: second, 6: second]
  }()

  static let items = [1, 2, 3, 5, 6].map {
    StoryFolding.Item(id: Int64($0), article: Article(title: "Article \($0)"))
  }

  @Test("Each story once, at its first article, with the others; alone stays alone, in order")
  func folds() throws {
    let lines = StoryFolding.fold(Self.items, stories: Self.stories, folding: true)
    try #require(lines.map(\.id) == [1, 2, 5])
    let first = try #require(lines[0].article.story)
    #expect(first.id == "sa" && first.size == 3)
    #expect(first.others.map(\.link) == ["https://c.com/4", "https://b.com/3"])
    #expect(lines[1].article.story == nil)
    #expect(lines[2].article.story?.others.map(\.source) == ["e.com"])
    #expect(
      StoryFolding.fold(Self.items, stories: Self.stories, folding: true, limit: 2).map(\.id)
        == [1, 2])
  }

  /// Eight articles: a story of 8 whose best article is 7th, one of 2 that is 5th, the rest
  /// alone.
  static let ranking: (items: [StoryFolding.Item], stories: [Int64: StoryStore.Story]) = {
    let big = StoryStore.Story(
      key: "big", size: 8, members: (90...96).map { member(Int64($0), "s\($0).com") })
    let pair = StoryStore.Story(key: "pair", size: 2, members: [member(91, "t.com")])
    let items = (10...17).map {
      StoryFolding.Item(id: Int64($0), article: Article(title: "Article \($0)"))
    }
    return (items, [16: big, 14: pair])
  }()

  @Test("A story ranks by its best article and its size: a big story moves up the page")
  func storiesRankBySize() {
    let (items, stories) = Self.ranking
    let lines = StoryFolding.fold(items, stories: stories, folding: true)
    // Ranks: alone, their positions (0, 1, 2, 3, 5, 7); the story of 8 at 6 / (1 + 0.5 × 3) =
    // 2.4; the pair at 4 / 1.5 = 2.67.
    #expect(lines.map(\.id) == [10, 11, 12, 16, 14, 13, 15, 17])
    // Not folded, every article keeps the list's place.
    #expect(
      StoryFolding.fold(items, stories: stories, folding: false).map(\.id)
        == Array(10...17))
  }

  @Test("A list newest first stays newest first: each story's line where its newest article is")
  func newestFirstKeepsOrder() {
    let (items, stories) = Self.ranking
    let lines = StoryFolding.fold(items, stories: stories, folding: true, ranked: false)
    #expect(lines.map(\.id) == Array(10...17))
    #expect(lines[6].article.story?.size == 8)
  }

  @Test("--no-stories: every article, each with its story's id and size, no other articles")
  func notFolded() throws {
    let lines = StoryFolding.fold(Self.items, stories: Self.stories, folding: false)
    #expect(lines.map(\.id) == [1, 2, 3, 5, 6])
    #expect(lines.map { $0.article.story?.id } == ["sa", nil, "sa", "sb", "sb"])
    #expect(lines.allSatisfy { $0.article.story?.others.isEmpty ?? true })
    #expect(try #require(lines[4].article.story).size == 2)
  }

  @Test("Lines counted and a page's articles cut where its lines end")
  func lines() {
    let ids = Self.items.map(\.id)
    #expect(StoryFolding.lineCount(ids, stories: Self.stories) == 3)
    #expect(StoryFolding.lineCount(ids, stories: [:]) == 5)
    // Two lines are articles 1–3 (3 folds into 1); three lines need all five.
    #expect(StoryFolding.prefixLength(ids, stories: Self.stories, lines: 2) == 3)
    #expect(StoryFolding.prefixLength(ids, stories: Self.stories, lines: 3) == 5)
    #expect(StoryFolding.prefixLength(ids, stories: Self.stories, lines: 9) == 5)
    #expect(StoryFolding.prefixLength(ids, stories: [:], lines: 2) == 2)
  }

  @Test("A story's outlets each once, newest first, for the line's “+N sources”")
  func outlets() {
    let story = ArticleStory(
      id: "s", size: 4,
      others: ["bbc.com", "reuters.com", "bbc.com"].map {
        ArticleStory.Coverage(title: nil, source: $0, link: nil, published: nil)
      })
    #expect(story.otherOutlets == ["bbc.com", "reuters.com"])
  }

  @Test("Without a store a page is grouped within itself, ids from its oldest article")
  func page() throws {
    let base = Date(timeIntervalSince1970: 1_656_000_000)
    func item(_ title: String, _ link: String, hours: Double, _ source: String) -> Article {
      var made = article(title, link: link, source: source)
      made.published = base.addingTimeInterval(hours * 3600)
      return made
    }
    let page = [
      item("Russia withdraws troops from Snake Island in Black Sea", "https://a/1", hours: 2, "a"),
      item("Heatwave closes schools across Spain", "https://b/1", hours: 1, "b"),
      item(
        "Russian troops pull out of Snake Island in the Black Sea", "https://c/1", hours: 0, "c"),
    ]
    let stories = StoryFolding.pageStories(page)
    let story = try #require(stories[0])
    #expect(stories[2] == story && stories[1] == nil)
    #expect(story.size == 2 && story.members.map(\.id) == [0, 2])
    #expect(story.key == StoryStore.key(for: StoredArticle.key(for: page[2])))
    let lines = StoryFolding.fold(
      page.enumerated().map { StoryFolding.Item(id: Int64($0.offset), article: $0.element) },
      stories: stories, folding: true)
    #expect(lines.map(\.id) == [0, 1])
    #expect(lines[0].article.story?.others.map(\.source) == ["c"])
  }
}

/// How a story's line and its coverage read, in both languages.
@Suite("Stories rendered: the line's other outlets, plurals, coverage, hostile text")
struct StoryViewTests {
  static func storyArticle(others: [String]) -> Article {
    var made = Article(
      title: "Snake Island", published: Date(timeIntervalSince1970: 1_656_590_400),
      source: "gamma.com", link: "https://gamma.com/1")
    made.story = ArticleStory(
      id: "s1", size: others.count + 1,
      others: others.map {
        ArticleStory.Coverage(
          title: "About \($0)", source: $0, link: "https://\($0)/a",
          published: Date(timeIntervalSince1970: 1_656_586_800))
      })
    return made
  }

  @Test(
    "+N sources with Polish plurals: 1 źródło, 2–4 źródła, 5–21 źródeł, 22 źródła, 112 źródeł",
    arguments: [
      (1, "+1 source: a1.com", "+1 źródło: a1.com"),
      (2, "+2 sources: a1.com, a2.com", "+2 źródła: a1.com, a2.com"),
      (5, "+5 sources: a1.com, a2.com, a3.com, …", "+5 źródeł: a1.com, a2.com, a3.com, …"),
      (22, "+22 sources: a1.com, a2.com, a3.com, …", "+22 źródła: a1.com, a2.com, a3.com, …"),
      (112, "+112 sources: a1.com, a2.com, a3.com, …", "+112 źródeł: a1.com, a2.com, a3.com, …"),
    ])
  func sourcesLine(count: Int, english: String, polish: String) {
    let article = Self.storyArticle(others: (1...count).map { "a\($0).com" })
    for (language, expected) in [(Language.en, english), (.pl, polish)] {
      let context = RenderContext(language: language, theme: .dark, colorEnabled: false, width: 80)
      let text = NewsListView(context: context).render(
        NewsModel(articles: [article], total: nil, page: 1), heading: .feeds)
      #expect(text.contains("\n   " + expected + "\n"), "\(text)")
    }
  }

  @Test(
    "The line counts outlets other than its own; its own outlet's other articles read “+2 from T”",
    arguments: [
      (["gamma.com", "gamma.com"], "+2 from gamma.com", "+2 artykuły z gamma.com"),
      (["gamma.com"], "+1 from gamma.com", "+1 artykuł z gamma.com"),
      (
        ["b.com", "c.com", "gamma.com"], "+2 sources: b.com, c.com · +1 from gamma.com",
        "+2 źródła: b.com, c.com · +1 artykuł z gamma.com"
      ),
      (
        Array(repeating: "gamma.com", count: 5), "+5 from gamma.com",
        "+5 artykułów z gamma.com"
      ),
      (["b.com", "b.com"], "+1 source: b.com", "+1 źródło: b.com"),
    ])
  func ownOutlet(others: [String], english: String, polish: String) {
    let article = Self.storyArticle(others: others)
    for (language, expected) in [(Language.en, english), (.pl, polish)] {
      let context = RenderContext(language: language, theme: .dark, colorEnabled: false, width: 80)
      let text = NewsListView(context: context).render(
        NewsModel(articles: [article], total: nil, page: 1), heading: .feeds)
      #expect(text.contains("\n   " + expected + "\n"), "\(text)")
    }
  }

  @Test("The details list every article of the story, this one too, newest first")
  func coverage() {
    let context = RenderContext(language: .pl, theme: .dark, colorEnabled: false, width: 80)
    let item = StoredArticle(
      id: 1, article: Self.storyArticle(others: ["beta.com", "alpha.com"]),
      fetchedAt: Date(timeIntervalSince1970: 0), savedAt: nil)
    let text = ArticleDetailView(context: context).render(item)
    #expect(text.contains("\n3 artykuły o tym wydarzeniu\n\n"), "\(text)")
    let order = ["https://gamma.com/1\n\n3 art", "https://beta.com/a", "https://alpha.com/a"]
    let positions = order.compactMap { text.range(of: $0)?.lowerBound }
    #expect(positions.count == 3 && positions == positions.sorted())
  }

  @Test("A story's texts from a hostile store reach the terminal defused")
  func hostile() {
    var article = Self.storyArticle(others: ["evil\u{1B}]52;c;x\u{07}.com"])
    article.story?.others[0].title = "Bad \u{202E}title\u{1B}[2J"
    let safe = article.sanitizedForOutput()
    #expect(safe.story?.others[0].source?.contains("\u{1B}") == false)
    #expect(safe.story?.others[0].title?.contains("\u{202E}") == false)
    let json = JSONView.article(article).rendered()
    #expect(!json.contains("\\u001b") && !json.contains("\u{1B}"))
  }
}
