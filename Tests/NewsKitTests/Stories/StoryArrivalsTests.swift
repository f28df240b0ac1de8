import Foundation
import GRDB
import Testing

@testable import NewsKit

/// A refresh hands its grouping the articles it has just written, with their ids, instead of
/// the grouping reading them back (`ArrivedArticle`, `StoryPipeline`).
@Suite("Stories: a refresh's new articles handed to its grouping")
struct StoryArrivalsTests {
  static let start = StoryStoreTests.start

  /// A store with one feed a source, and the feeds by source.
  static func subscribed(_ sources: Set<String>, in session: StoreSession) throws -> [String:
    Int64]
  {
    let candidates = try sources.sorted().map { source in
      FeedCandidate(
        address: try #require(FeedAddress("https://\(abs(source.hashValue)).example/f.xml")),
        title: source, site: nil)
    }
    let feeds = try session.run { try FeedStore($0).subscribe(candidates, at: start) }
    return Dictionary(uniqueKeysWithValues: feeds.map { ($0.feed.title ?? "", $0.feed.id) })
  }

  /// Stores the articles as one refresh of their feeds; what the write hands over.
  static func refresh(
    _ articles: [Article], feeds: [String: Int64], in session: StoreSession
  ) throws -> (new: Int, arrived: [ArrivedArticle]) {
    var records: [Int64: FeedRefreshRecord] = [:]
    for article in articles {
      let feed = try #require(feeds[article.source ?? ""])
      records[feed, default: FeedRefreshRecord(feedID: feed, outcome: .updated(new: 0))].items
        .append((article, article.link))
    }
    let (written, arrived) = try session.run {
      try FeedStore($0).recordArriving(records.values.sorted { $0.feedID < $1.feedID }, at: start)
    }
    return (written.reduce(0) { $0 + $1.outcome.newArticles }, arrived)
  }

  /// The 592 labelled Polish and English articles (and the 16 left unlabelled), as feeds
  /// bring them.
  static func labelled() throws -> [Article] {
    let dates = ISO8601DateFormatter()
    return try StoryQualityPLENTests.articles().map {
      var article = Article(title: $0.title, link: $0.link)
      article.summary = $0.summary
      article.source = $0.source
      article.published = dates.date(from: $0.published)
      return article
    }
  }

  /// Each story's links, as a set of sets (stories' keys differ from store to store).
  static func partition(in session: StoreSession) throws -> Set<Set<String>> {
    let rows = try session.run { store in
      try store.database.read { db in
        try Row.fetchAll(
          db,
          sql: """
            SELECT COALESCE(article.link, article.title) AS link,
              COALESCE(story_article.story_id, -article.id) AS story
            FROM article JOIN story_article ON story_article.article_id = article.id
            """)
      }
    }
    var stories: [Int64: Set<String>] = [:]
    for row in rows { stories[row["story"], default: []].insert(row["link"]) }
    return Set(stories.values)
  }

  static func session(_ temporary: TemporaryStore) -> StoreSession {
    StoreSession(url: temporary.url, schema: NewsSchema.all, now: start)
  }

  @Test("Each new article is handed over with the id it was stored under, as grouping reads it")
  func handedAsStored() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let session = Self.session(temporary)
    let articles = try Self.labelled()
    let feeds = try Self.subscribed(Set(articles.compactMap(\.source)), in: session)
    let (new, arrived) = try Self.refresh(articles, feeds: feeds, in: session)
    #expect(new == articles.count)
    #expect(arrived.count == articles.count)
    #expect(Set(arrived.map(\.id)).count == arrived.count)
    let read = try session.run { store in
      try store.database.read { try StoryStore.articles(arrived.map(\.id), in: $0) }
    }
    try #require(read.count == arrived.count)
    for (handed, stored) in zip(arrived.map(StoryStore.Stored.init(arrived:)), read) {
      #expect(handed.id == stored.id)
      #expect(handed.at == stored.at)
      #expect(handed.fetched == stored.fetched)
      #expect(handed.input.title == stored.input.title)
      #expect(handed.input.text == stored.input.text)
      #expect(handed.input.source == stored.input.source)
      #expect(handed.input.published == stored.input.published)
    }
  }

  @Test("Grouped as handed over, in three writes, the labelled articles make the same stories")
  func sameStories() async throws {
    let articles = try Self.labelled()
    var partitions: [Set<Set<String>>] = []
    for handing in [true, false] {
      let temporary = TemporaryStore()
      defer { temporary.remove() }
      let session = Self.session(temporary)
      let feeds = try Self.subscribed(Set(articles.compactMap(\.source)), in: session)
      let pipeline = StoryPipeline(session: session, threshold: 150)
      let third = (articles.count + 2) / 3
      for part in stride(from: 0, to: articles.count, by: third) {
        let (new, arrived) = try Self.refresh(
          Array(articles[part..<min(articles.count, part + third)]), feeds: feeds, in: session)
        pipeline.stored(new, arrived: handing ? arrived : [])
        pipeline.settled()
      }
      await pipeline.finish()
      #expect(try StoryPipelineTests.waiting(in: session) == 0)
      partitions.append(try Self.partition(in: session))
    }
    #expect(partitions[0].count > 100)
    #expect(partitions[0].contains { $0.count > 3 })
    #expect(partitions[0] == partitions[1])
  }

  /// Two unrelated articles stored, handed over as two copies of one headline: grouped as
  /// handed, they are one story; read back, two.
  static func disguised(holding: Int) async throws -> Int {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let session = Self.session(temporary)
    let feeds = try Self.subscribed(["a", "b"], in: session)
    let stored = [
      StoryStoreTests.story(
        "Heatwave closes schools across Spain", link: "https://a/1", hours: 1, source: "a"),
      StoryStoreTests.story(
        "Parliament passes budget after vote", link: "https://b/1", hours: 2, source: "b"),
    ]
    let (new, arrived) = try Self.refresh(stored, feeds: feeds, in: session)
    try #require(arrived.count == 2)
    let disguised = arrived.map { item in
      var article = item.article
      article.title = "Parliament passes budget after marathon vote"
      return ArrivedArticle(id: item.id, article: article, fetched: item.fetched)
    }
    let pipeline = StoryPipeline(session: session, holding: holding)
    pipeline.stored(new, arrived: disguised)
    await pipeline.finish()
    #expect(try StoryPipelineTests.waiting(in: session) == 0)
    return try Self.partition(in: session).count
  }

  @Test("What is handed over is grouped as it is, not read back")
  func groupedAsHanded() async throws {
    #expect(try await Self.disguised(holding: 10) == 1)
  }

  @Test("Handed more than it holds, the pipeline lets them go and reads the store instead")
  func overflowReadsBack() async throws {
    #expect(try await Self.disguised(holding: 1) == 2)
  }

  @Test("An article handed over and deleted before its grouping is left out; the rest group")
  func deletedBeforeGrouping() async throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let session = Self.session(temporary)
    let feeds = try Self.subscribed(["a", "b", "c"], in: session)
    let stored = ["a", "b", "c"].map {
      StoryStoreTests.story(
        "Parliament passes budget after marathon vote", link: "https://\($0)/1", hours: 1,
        source: $0)
    }
    let (new, arrived) = try Self.refresh(stored, feeds: feeds, in: session)
    try #require(arrived.count == 3)
    try session.run { store in
      try store.database.write {
        try $0.execute(sql: "DELETE FROM article WHERE link = ?", arguments: ["https://a/1"])
      }
    }
    let pipeline = StoryPipeline(session: session)
    pipeline.stored(new, arrived: arrived)
    await pipeline.finish()
    #expect(try StoryPipelineTests.waiting(in: session) == 0)
    let partition = try Self.partition(in: session)
    #expect(partition == [["https://b/1", "https://c/1"]], "\(partition)")
  }

  @Test("Where the store chose ids at random (its largest id taken), none is handed over")
  func idsUncertain() async throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let session = Self.session(temporary)
    let feeds = try Self.subscribed(["a", "b"], in: session)
    try session.run { store in
      try store.database.write {
        try $0.execute(
          sql: """
            INSERT INTO article (id, key, title, published_has_time, first_fetched_at,
              last_fetched_at) VALUES (9223372036854775807, 'last', 'Last', 0, 0, 0)
            """)
      }
    }
    let stored = Array(StoryPipelineTests.firstThree.prefix(2))
    let (new, arrived) = try Self.refresh(stored, feeds: feeds, in: session)
    #expect(new == 2)
    #expect(arrived.isEmpty)
    let pipeline = StoryPipeline(session: session)
    pipeline.stored(new, arrived: arrived)
    await pipeline.finish()
    #expect(try StoryPipelineTests.waiting(in: session) == 0)
    #expect(try Self.partition(in: session).contains(["https://a/1", "https://b/1"]))
  }
}
