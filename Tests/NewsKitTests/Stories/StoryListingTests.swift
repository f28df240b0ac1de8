import Foundation
import TestSupport
import Testing

@testable import NewsKit

/// Lists over the store as stories: what arrives is grouped, a story is one line whose number
/// `open`, `show` and `story` use, and only what the lines stand for is marked seen.
@Suite("Stories in lists over the store: lines, the last list, show and story N")
struct StoryListingTests {
  static let start = Date(timeIntervalSince1970: 1_780_000_000)

  /// Three outlets' Snake Island story and three articles alone, newest first.
  static let page: [Article] = {
    let titles = [
      ("Russia withdraws troops from Snake Island in Black Sea", "alpha.com"),
      ("Heatwave closes schools across Spain", "beta.com"),
      ("Russian troops pull out of Snake Island, Black Sea outpost", "gamma.com"),
      ("Stock markets fall as inflation fears grow", "delta.com"),
      ("Snake Island: Russia withdraws troops in Black Sea", "epsilon.com"),
      ("Tennis champion wins Wimbledon final in five sets", "zeta.com"),
    ]
    return titles.enumerated().map { index, entry in
      var made = article(entry.0, link: "https://\(entry.1)/\(index)", source: entry.1)
      made.published = start.addingTimeInterval(-Double(index) * 600)
      return made
    }
  }()

  static func session(_ temporary: TemporaryStore) -> StoreSession {
    StoreSession(url: temporary.url, schema: NewsSchema.all, now: start)
  }

  /// Keeps the page as a search's list; the items as the store shows them.
  static func kept(_ session: StoreSession) throws -> [StoryFolding.Item] {
    let kept = try #require(
      session.tryWrite {
        try $0.remember(
          page, for: StoreSubject(.search("snake"), language: "en"), at: start,
          pruneBefore: nil, hiding: false, listing: true)
      })
    return zip(kept.ids, kept.positions).map { StoryFolding.Item(id: $0, article: page[$1]) }
  }

  @Test("A fetched page: one line per story, the last list is the lines, show N has the story")
  func fetchedPage() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let session = Self.session(temporary)
    let items = try Self.kept(session)
    let lines = StoryListing(session: session, folding: true, now: Self.start).fold(items)
    #expect(
      lines.map(\.title) == [
        "Russia withdraws troops from Snake Island in Black Sea",
        "Heatwave closes schools across Spain", "Stock markets fall as inflation fears grow",
        "Tennis champion wins Wimbledon final in five sets",
      ])
    let story = try #require(lines[0].story)
    #expect(story.size == 3 && Set(story.otherOutlets) == ["gamma.com", "epsilon.com"])
    let last = try session.read { try $0.lastList() }
    #expect(last.map(\.article.title) == lines.map(\.title))
    // show 1 reads the story from the store; story 1 lists its three articles.
    let library = LibraryController(session: session, now: Self.start)
    #expect(try library.article(1).article.story?.others.count == 2)
    #expect(try library.article(2).article.story == nil)
    let coverage = try library.story(1)
    #expect(coverage.model.articles.count == 3 && coverage.model.total == 3)
    #expect(coverage.model.articles.allSatisfy { $0.story?.id == story.id })
    #expect(try session.read { try $0.lastList() }.count == 3)
  }

  @Test("--no-stories lists every article, each with its story's id and size")
  func notFolded() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let session = Self.session(temporary)
    let items = try Self.kept(session)
    let lines = StoryListing(session: session, folding: false, now: Self.start).fold(items)
    #expect(lines.count == 6)
    let ids = lines.compactMap { $0.story?.id }
    #expect(ids.count == 3 && Set(ids).count == 1)
    #expect(lines.allSatisfy { $0.story?.others.isEmpty ?? true })
    #expect(try session.read { try $0.lastList() }.count == 6)
    let library = LibraryController(session: session, now: Self.start, storiesFold: false)
    #expect(try library.article(1).article.story?.size == 3)
    #expect(try library.article(1).article.story?.others.isEmpty == true)
  }

  @Test("saved lists every saved article on its own line, each with its story's id")
  func savedUnfolded() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let session = Self.session(temporary)
    let items = try Self.kept(session)
    // The three Snake Island articles are one story; a reader saves two of them.
    let story = try #require(
      StoryListing(session: session, folding: true, now: Self.start).fold(items)[0].story)
    let store = try #require(session.store)
    try store.setSaved(items[0].id, at: Self.start)
    try store.setSaved(items[2].id, at: Self.start.addingTimeInterval(60))
    let saved = try LibraryController(session: session, now: Self.start).saved()
    #expect(saved.articles.count == 2)
    #expect(saved.articles.allSatisfy { $0.story?.id == story.id && $0.story?.size == 3 })
    #expect(saved.articles.allSatisfy { $0.story?.others.isEmpty ?? true })
    #expect(try session.read { try $0.lastList() }.count == 2)
  }

  /// The page kept in a store as a search's articles (not yet a list), a listing that folds
  /// over it, and the articles as stored.
  static func storedPage(_ temporary: TemporaryStore) throws -> (
    ArticleStore, [Int64], StoryListing, [StoredArticle]
  ) {
    let session = Self.session(temporary)
    let store = try #require(session.store)
    let ids = try store.keep(
      Self.page, for: StoreSubject(.search("x"), language: "en"), at: Self.start)
    let listing = StoryListing(session: session, folding: true, now: Self.start)
    return (store, ids, listing, try store.articles(ids))
  }

  @Test("A stored list of 2 lines: only the articles those lines stand for are marked seen")
  func storedList() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let (store, ids, listing, listed) = try Self.storedPage(temporary)
    #expect(listing.candidates(for: 2) == 8)
    let shown = try #require(listing.show(listed, limit: 2, hiding: true))
    // Snake Island (with gamma's article, third) and the heatwave: articles 1–3 are shown.
    #expect(shown.items.map(\.id) == [ids[0], ids[1]] && shown.hidden == 0)
    let seen = try store.articles(ids).map(\.article.seen)
    #expect(seen == [true, true, true, false, false, false])
    #expect(try store.lastList().map(\.id) == [ids[0], ids[1]])
  }

  @Test("A folded list shown again as it stands writes nothing; the first showing writes once")
  func foldedListShownAgain() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let (store, ids, listing, listed) = try Self.storedPage(temporary)
    func changes() throws -> Int { try store.database.read { $0.totalChangesCount } }
    let first = try #require(listing.show(listed, limit: 2, hiding: true))
    #expect(first.items.map(\.id) == [ids[0], ids[1]])
    let written = try changes()
    let again = try #require(listing.show(listed, limit: 2, hiding: true))
    #expect(try changes() == written, "the lines were the last list already: nothing written")
    #expect(again.items.map(\.id) == first.items.map(\.id))
    #expect(again.items.map(\.article.seen) == [true, true])
    #expect(try store.lastList().map(\.id) == [ids[0], ids[1]])
    // Another page of the same articles (three lines) is written, in one transaction.
    let before = try changes()
    let three = try #require(listing.show(listed, limit: 3, hiding: true))
    #expect(three.items.count == 3)
    #expect(try changes() > before)
    #expect(try store.lastList().map(\.id) == three.items.map(\.id))
  }

  @Test("Grouping looks only at what arrived since the last grouping, and misses nothing")
  func incremental() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let store = try temporary.open()
    _ = try store.keep(
      Array(Self.page.prefix(3)), for: StoreSubject(.search("a"), language: "en"), at: Self.start)
    #expect(try Self.waiting(in: store) == 3)
    #expect(try StoryStore(store).groupNew() == 3)
    #expect(try Self.waiting(in: store) == 0)
    #expect(try StoryStore(store).groupNew() == 0)
    // Fetched later, and fetched at the very time of the last grouping: both are grouped.
    _ = try store.keep(
      [Self.page[3]], for: StoreSubject(.search("b"), language: "en"), at: Self.start)
    _ = try store.keep(
      Array(Self.page.suffix(2)), for: StoreSubject(.search("c"), language: "en"),
      at: Self.start.addingTimeInterval(60))
    #expect(try StoryStore(store).groupNew() == 3)
    let all = try store.keep(
      Self.page, for: StoreSubject(.search("d"), language: "en"), at: Self.start)
    let grouped = try StoryStore(store).stories(of: all)
    #expect(grouped[all[0]]?.size == 3 && grouped[all[4]]?.key == grouped[all[0]]?.key)
  }

  /// How many stored articles wait to be grouped.
  static func waiting(in store: ArticleStore) throws -> Int64? {
    try store.database.read {
      try LenientQuery.integer($0, sql: "SELECT COUNT(*) FROM story_pending")
    }
  }
}

/// Seeding only the stories a page could join gives the stories seeding everything gives.
@Suite("Stories in the store: a page's grouping reads only what it could join")
struct StorySeedingTests {
  /// The 394 labelled articles of July 2022, oldest first: the first 300, then the rest.
  static func labelledArticles() throws -> (earlier: [Article], later: [Article]) {
    let labelled = try JSONDecoder().decode(
      [StoryQualityTests.Labelled].self, from: Fixtures.data("stories/labelled-2022-07.json"))
    let dates = ISO8601DateFormatter()
    let articles = labelled.map { item -> Article in
      var made = article(item.title, link: item.link, source: item.source)
      made.published = dates.date(from: item.published)
      return made
    }
    let sorted = articles.sorted { ($0.published ?? .distantPast) < ($1.published ?? .distantPast) }
    return (Array(sorted.prefix(300)), Array(sorted.suffix(from: 300)))
  }

  @Test("A page grouped with its seeds filtered makes the stories of one grouped with all seeds")
  func filteredSeedsSameStories() throws {
    let (earlier, page) = try Self.labelledArticles()
    func grouped(filtering: Bool) throws -> [String: String] {
      let temporary = TemporaryStore()
      defer { temporary.remove() }
      let store = try temporary.open()
      let now = Date(timeIntervalSince1970: 1_660_000_000)
      let before = try store.keep(earlier, for: StoreSubject(.search("a"), language: "en"), at: now)
      try StoryStore(store).groupNew()
      let ids = try store.keep(
        page, for: StoreSubject(.search("b"), language: "en"), at: now.addingTimeInterval(60))
      // 94 new articles, one batch: the seeds filtered, or every one read.
      let count = try StoryStore(store).groupNew(
        batch: 2_000, window: 48 * 3600, evidence: [:], filteringSeeds: filtering)
      // The page's articles that are new (one has an earlier one's link: it is that article).
      #expect(count == Set(ids).subtracting(before).count && count > 90)
      let stories = try StoryStore(store).stories(of: ids)
      return Dictionary(
        zip(page, ids).map { ($0.link ?? "", stories[$1]?.key ?? "alone") },
        uniquingKeysWith: { first, _ in first })
    }
    // The same stories: the same articles together (a story's id comes from its first
    // article's key, which each store hashes under a salt of its own).
    func stories(_ byLink: [String: String]) -> Set<Set<String>> {
      Set(Dictionary(grouping: byLink.keys, by: { byLink[$0] ?? "" }).values.map(Set.init))
    }
    let filtered = try grouped(filtering: true)
    #expect(stories(filtered) == stories(try grouped(filtering: false)))
    #expect(Set(filtered.values).count < page.count)
  }
}

/// The first articles into an empty store are weighed by all of their batch.
@Suite("Stories in the store: an empty store's first batch")
struct StoryColdStartTests {
  @Test("Two items of one feed that share only its name and “item” are two stories")
  func firstBatch() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let store = try temporary.open()
    let start = Date(timeIntervalSince1970: 1_764_000_000)
    let items = [
      ("Kanał item 1", "Summary 1: council approves harbour budget"),
      ("Kanał item 2", "Summary 2: tennis final delayed by rain"),
      ("Kanał item 3", "Summary 3: museum opens dinosaur wing"),
    ].enumerated().map { index, item -> Article in
      var made = article(item.0, link: "https://feed.example/\(index)", summary: item.1)
      made.published = start.addingTimeInterval(Double(index) * 60)
      return made
    }
    let ids = try store.keep(items, for: StoreSubject(.search("x"), language: "en"), at: start)
    #expect(try StoryStore(store).groupNew() == 3)
    #expect(try StoryStore(store).stories(of: ids).values.allSatisfy { $0.size == 1 })
  }
}
