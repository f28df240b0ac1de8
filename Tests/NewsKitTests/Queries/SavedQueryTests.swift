import Foundation
import Testing

@testable import NewsKit

/// Queries kept under a name, filters that hide what a query matches, and watches that look
/// for a query in the feeds: over a real store.
@Suite("Query language: saved queries, filters and watches")
struct SavedQueryTests {
  let now = Date(timeIntervalSince1970: 1_790_000_000)

  /// One feed tagged "linux" with two articles, one about Rust.
  func store(_ temporary: TemporaryStore) throws -> (ArticleStore, [Int64]) {
    let store = try temporary.open(now: now)
    let feeds = FeedStore(store)
    let feed = try feeds.subscribe(
      [
        FeedCandidate(
          address: try #require(FeedAddress("https://lwn.example/feed")), title: "LWN",
          site: nil, tags: ["linux"])
      ], at: now)[0].feed
    let items = [
      Article(title: "Rust in the kernel", summary: "A debate.", link: "https://lwn.example/1"),
      Article(title: "Kernel 7.0 released", summary: "Torvalds.", link: "https://lwn.example/2"),
    ]
    _ = try feeds.addFeedArticles(items.map { ($0, $0.link ?? "") }, feed: feed.id, at: now)
    let ids = try feeds.feedArticles([], only: .all, limit: 10).map(\.id)
    return (store, ids)
  }

  @Test("A saved query is found by name whatever its case, replaced by name, and removed")
  func savedQueries() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let (store, _) = try store(temporary)
    let saved = SavedQueryStore(store)
    #expect(
      try saved.save(SavedQuery(name: "Rust", expression: #"title =~ "rust""#), at: now) == false)
    #expect(
      try saved.save(SavedQuery(name: "Źródła", expression: "unread = \"yes\""), at: now) == false)
    #expect(try saved.save(SavedQuery(name: "rust", expression: #"title =~ "rust|go""#), at: now))
    #expect(try saved.all().map(\.name) == ["rust", "Źródła"])
    #expect(try saved.query(named: "ZRODLA")?.expression == "unread = \"yes\"")
    #expect(try saved.query(named: "RUST")?.expression == #"title =~ "rust|go""#)
    #expect(throws: NewsError.usage(.unknownQuery("go"))) { try saved.remove(["rust", "go"]) }
    #expect(try saved.all().count == 2, "an unknown name removes nothing")
    #expect(try saved.remove(["Rust"]).map(\.name) == ["rust"])
    #expect(try saved.all().map(\.name) == ["Źródła"])
  }

  @Test("A name is trimmed and loses its @; empty, control characters or too long is 64")
  func names() throws {
    #expect(try SavedQuery.name("  @Unread ") == "Unread")
    #expect(try SavedQuery.name("two words") == "two words")
    for bad in ["", "@", "a\u{1B}[31m", String(repeating: "x", count: 101)] {
      #expect(throws: NewsError.self) { try SavedQuery.name(bad) }
    }
  }

  @Test("A query filter hides what it matches and counts it; with a phrase, both must match")
  func queryFilters() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let (store, ids) = try store(temporary)
    let filter = try store.addFilter(phrase: nil, source: nil, query: #"title =~ "rust""#, at: now)
    #expect(
      try store.addFilter(phrase: nil, source: nil, query: #"title =~ "rust""#, at: now) == filter,
      "the same query is one filter")
    let passed = try store.filtered(ids, hiding: true, at: now)
    #expect(passed.hidden == 1)
    let titles = try store.articles(passed.ids).compactMap(\.article.title)
    #expect(titles == ["Kernel 7.0 released"])
    #expect(try store.filters().first?.hidLast == 1)
    // Through the feed's tags too, and a phrase that does not match lets the article through.
    _ = try store.removeFilters([filter.id])
    _ = try store.addFilter(phrase: "torvalds", source: nil, query: #"tags # "linux""#, at: now)
    _ = try store.addFilter(phrase: "nothing", source: nil, query: #"tags # "linux""#, at: now)
    let second = try store.filtered(ids, hiding: true, at: now)
    #expect(try store.articles(second.ids).compactMap(\.article.title) == ["Rust in the kernel"])
    #expect(try store.filtered(ids, hiding: false, at: now).hidden == 0)
  }

  @Test("A query watch records the feed articles a query matches, each once")
  func queryWatches() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let (store, _) = try store(temporary)
    let watches = WatchStore(store)
    let watch = try watches.addWatch(
      phrase: #"title =~ "kernel""#, language: "en", topic: nil, feedsOnly: true,
      query: #"title =~ "kernel""#, at: now)
    #expect(try watches.watches().first?.query == #"title =~ "kernel""#)
    let found = try watches.feedMatches(
      query: #"title =~ "^kernel""#, after: 0, limit: 10, now: now)
    #expect(found.count == 1)
    let matched = try watches.feedMatches(
      query: #"title =~ "kernel""#, after: 0, limit: 10, now: now)
    #expect(matched.count == 2)
    #expect(try watches.recordMatches(matched, watch: watch.id, at: now).count == 2)
    #expect(try watches.recordMatches(matched, watch: watch.id, at: now).isEmpty)
    let newest = try watches.newestArticleID()
    #expect(
      try watches.feedMatches(query: #"title =~ "kernel""#, after: newest, limit: 10, now: now)
        .isEmpty)
  }
}
