import Foundation
import GRDB
import Testing

@testable import NewsKit

/// Queries run in SQL over a real store: every attribute, folded text, dates and ages, tags
/// through the feed, content through stored full text; one statement, never a loaded list.
@Suite("Query language: over the store")
struct QueryStoreTests {
  let now = Date(timeIntervalSince1970: 1_790_000_000)

  /// Two feeds (one tagged), three articles; the second read and saved.
  func store(_ temporary: TemporaryStore) throws -> ArticleStore {
    let store = try temporary.open(now: now)
    let feeds = FeedStore(store)
    let subscribed = try feeds.subscribe(
      [
        FeedCandidate(
          address: try #require(FeedAddress("https://lwn.example/feed")), title: "LWN",
          site: nil, folder: "Linux", tags: ["free software"]),
        FeedCandidate(
          address: try #require(FeedAddress("https://tvn.example/feed")), title: "TVN24 Świat",
          site: nil),
      ], at: now)
    let day = 86_400.0
    func item(_ title: String, _ summary: String, age: Double, author: String? = nil) -> Article {
      Article(
        title: title, summary: summary, published: now.addingTimeInterval(-age * day),
        publishedHasTime: true, source: "lwn.example", link: "https://x.example/\(title.count)",
        author: author, language: "en", topic: nil)
    }
    _ = try feeds.addFeedArticles(
      [
        (
          item("Kernel 7.0 released", "Linus Torvalds tags the release.", age: 1, author: "corbet"),
          "a"
        ),
        (item("Rust in the kernel", "A long debate.", age: 10), "b"),
      ], feed: subscribed[0].feed.id, at: now)
    _ = try feeds.addFeedArticles(
      [(item("Żółć i Łódź", "Wiadomości ze świata.", age: 3), "c")], feed: subscribed[1].feed.id,
      at: now)
    return store
  }

  /// The stored "Rust in the kernel".
  func rustArticle(in store: ArticleStore) throws -> StoredArticle {
    try #require(
      try FeedStore(store).feedArticles([], only: .all, limit: 10).first {
        $0.article.title == "Rust in the kernel"
      })
  }

  func titles(_ query: String, in store: ArticleStore) throws -> [String] {
    try FeedStore(store).feedArticles(
      [], only: .all, limit: 10, matching: (QueryParser.parse(query), now)
    ).compactMap(\.article.title)
  }

  @Test("Each attribute and operator picks the articles it should")
  func attributes() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let store = try store(temporary)
    let cases: [(String, [String])] = [
      (#"title =~ "kernel""#, ["Kernel 7.0 released", "Rust in the kernel"]),
      (#"title =~ "^kernel""#, ["Kernel 7.0 released"]),
      (#"title = "RUST IN THE KERNEL""#, ["Rust in the kernel"]),
      (#"title =~ "zolc|lodz""#, ["Żółć i Łódź"]),
      (#"content =~ "torvalds""#, ["Kernel 7.0 released"]),
      (#"author = "corbet""#, ["Kernel 7.0 released"]),
      (#"feedtitle =~ "swiat""#, ["Żółć i Łódź"]),
      (#"feedurl =~ "lwn""#, ["Kernel 7.0 released", "Rust in the kernel"]),
      // newsboat's other name for the feed's address.
      (#"rssurl =~ "lwn""#, ["Kernel 7.0 released", "Rust in the kernel"]),
      (#"tags # "free software""#, ["Kernel 7.0 released", "Rust in the kernel"]),
      (#"tags # "free""#, []), (#"tags !# "linux""#, ["Żółć i Łódź"]),
      // A word of the title, folded: "Kernel" is one too.
      (#"title # "kernel""#, ["Kernel 7.0 released", "Rust in the kernel"]),
      (#"title # "kern""#, []),
      ("age < 5", ["Kernel 7.0 released", "Żółć i Łódź"]),
      ("age between 2:10", ["Żółć i Łódź", "Rust in the kernel"]),
      (#"date >= "2026-09-19""#, ["Kernel 7.0 released"]),
      (#"date = "2026-09-18""#, ["Żółć i Łódź"]),
      (#"date between "2026-09-11":"2026-09-18""#, ["Żółć i Łódź", "Rust in the kernel"]),
      (#"date < "2026-09-18""#, ["Rust in the kernel"]),
      (#"age > 2 and (feedtitle = "LWN" or lang = "pl")"#, ["Rust in the kernel"]),
      // A feed's articles carry its name as their source (the TVN item said "lwn.example").
      (#"lang = "en" and source =~ "lwn" and title !~ "rust""#, ["Kernel 7.0 released"]),
      (#"source = "TVN24 Świat""#, ["Żółć i Łódź"]),
    ]
    for (query, expected) in cases {
      #expect(try titles(query, in: store) == expected, "\(query)")
    }
  }

  @Test("unread is not opened, saved is starred (flags # \"s\" too), as read and save mark them")
  func marks() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let store = try store(temporary)
    let rust = try rustArticle(in: store)
    try store.database.write {
      try $0.execute(
        sql: "UPDATE article SET read_at = 1, saved_at = 1 WHERE id = ?", arguments: [rust.id])
    }
    #expect(try titles(#"unread = "no""#, in: store) == ["Rust in the kernel"])
    #expect(try titles(#"unread = "yes""#, in: store).count == 2)
    #expect(try titles(#"saved = "yes""#, in: store) == ["Rust in the kernel"])
    #expect(try titles(#"flags # "s""#, in: store) == ["Rust in the kernel"])
    #expect(try titles(#"unread = "maybe""#, in: store) == [])
  }

  @Test("Full text stored for an edition is content too")
  func fullText() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let store = try store(temporary)
    let rust = try rustArticle(in: store)
    try store.database.write {
      try $0.execute(
        sql: """
          INSERT INTO article_text (article_id, text, status, bytes, fetched_at)
          VALUES (?, 'Greg Kroah-Hartman answered.', 'ok', 28, 1)
          """, arguments: [rust.id])
    }
    #expect(try titles(#"content =~ "kroah""#, in: store) == ["Rust in the kernel"])
    #expect(try titles(#"content !~ "kroah|torvalds""#, in: store) == ["Żółć i Łódź"])
  }

  @Test("A query of titles pages as lists do")
  func titlesPage() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let store = try store(temporary)
    let feeds = FeedStore(store)
    #expect(
      try titles(#"title =~ "kernel""#, in: store) == ["Kernel 7.0 released", "Rust in the kernel"])
    let second = try feeds.feedArticles(
      [], only: .all, limit: 1, offset: 1,
      matching: (QueryParser.parse(#"title =~ "kernel""#), now))
    #expect(second.map(\.article.title) == ["Rust in the kernel"])
    let lwn = try #require(try feeds.feeds().first { $0.title == "LWN" })
    let tvn = try #require(try feeds.feeds().first { $0.title == "TVN24 Świat" })
    #expect(
      try feeds.feedArticles(
        [tvn.id], only: .all, limit: 10,
        matching: (QueryParser.parse(#"title =~ "lodz""#), now)
      ).map(\.article.title) == ["Żółć i Łódź"])
    #expect(
      try feeds.feedArticles(
        [lwn.id], only: .all, limit: 10,
        matching: (QueryParser.parse(#"title =~ "lodz""#), now)
      ).isEmpty)
  }
}
