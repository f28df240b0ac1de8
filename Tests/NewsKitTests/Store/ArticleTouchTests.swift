import Foundation
import GRDB
import Testing

@testable import NewsKit

/// An article fetched again as it was stored has its fetch time and picture changed without
/// its summary being packed again; one fetched changed is written whole, as before.
@Suite("Store: an article fetched again unchanged is touched, not rewritten")
struct ArticleTouchTests {
  let start = Date(timeIntervalSince1970: 1_700_000_000)
  let subject = StoreSubject(.search("mission"), language: "en")
  /// Long enough to be packed (96 bytes or more).
  let summary = String(repeating: "Misja na orbitę wystartowała zgodnie z planem. ", count: 4)

  /// The statements SQLite ran while `body` wrote, as their SQL.
  func statements(in store: ArticleStore, _ body: () throws -> Void) throws -> [String] {
    let seen = Seen()
    try store.database.write { db in db.trace { seen.add("\($0)") } }
    try body()
    try store.database.write { db in db.trace(options: [], nil) }
    return seen.all
  }

  @Test("Unchanged: no full update, a later fetch time, the same text and summary bytes")
  func unchanged() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let store = try temporary.open()
    var first = article("Start misji", link: "https://a.example/1", summary: summary)
    first.image = "https://a.example/1.jpg"
    _ = try store.remember([first], for: subject, at: start)
    let before = try row(store)
    var again = first
    again.image = nil  // a fetch without the picture keeps the stored one
    let ran = try statements(in: store) {
      _ = try store.remember([again], for: subject, at: start.addingTimeInterval(3_600))
    }
    #expect(ran.contains { $0.hasPrefix("UPDATE article SET last_fetched_at") }, "\(ran)")
    #expect(!ran.contains { $0.hasPrefix("UPDATE article SET title") }, "\(ran)")
    let after = try row(store)
    #expect(after.summary == before.summary && after.text == summary)
    #expect(after.image == "https://a.example/1.jpg")
    #expect(after.fetched == before.fetched + 3_600)
  }

  @Test("Changed summary or title: written whole, and the full-text index follows")
  func changed() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let store = try temporary.open()
    let first = article("Start misji", link: "https://a.example/1", summary: summary)
    _ = try store.remember([first], for: subject, at: start)
    for changed in [
      article("Start misji", link: "https://a.example/1", summary: summary + " Dodano."),
      article("Start misji przełożony", link: "https://a.example/1", summary: summary + " Dodano."),
    ] {
      let ran = try statements(in: store) {
        _ = try store.remember([changed], for: subject, at: start.addingTimeInterval(60))
      }
      #expect(ran.contains { $0.hasPrefix("UPDATE article SET title") }, "\(ran)")
      let after = try row(store)
      #expect(after.text == changed.summary && after.title == changed.title)
    }
    let found = try store.database.read { db in
      try LenientQuery.integer(
        db, sql: "SELECT COUNT(*) AS value FROM article_search WHERE article_search MATCH ?",
        arguments: ["przelozony"])
    }
    #expect(found == 1)
  }

  @Test("Every field lands in its column: inserted, then fetched again changed in each")
  func everyField() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let store = try temporary.open()
    var first = Article(
      title: "Start misji", summary: summary, published: start.addingTimeInterval(-7_200),
      publishedHasTime: false, source: "a.example", link: "https://a.example/1",
      author: "Anna Nowak", language: "pl", topic: "science")
    first.image = "https://a.example/1.jpg"
    let id = try #require(try store.keep([first], for: subject, at: start).first)
    #expect(try columns(store) == fields(first, fetched: start, firstFetched: start))
    // Changed in every field but the link it is known by: the whole row follows.
    var changed = Article(
      title: "Start misji przełożony", summary: summary + " Dodano.",
      published: start.addingTimeInterval(-3_600), publishedHasTime: true, source: "b.example",
      link: "https://a.example/1", author: "Jan Kowalski", language: "en", topic: "world")
    changed.image = "https://a.example/2.jpg"
    let later = start.addingTimeInterval(60)
    #expect(try store.keep([changed], for: subject, at: later) == [id])
    #expect(try columns(store) == fields(changed, fetched: later, firstFetched: start))
  }

  /// The stored row's fields as text, in the statements' order.
  func columns(_ store: ArticleStore) throws -> [String] {
    let found = try store.database.read { db in
      try Row.fetchOne(
        db,
        sql: """
          SELECT title, news_text(summary) AS text, published, published_has_time, source, link,
          author, language, topic, last_fetched_at, first_fetched_at, image, typeof(key) AS key
          FROM article
          """)
    }
    let row = try #require(found)
    return row.databaseValues.map { "\($0)" }
  }

  /// What `columns` should read for `article`, fetched at `fetched`, first at `firstFetched`.
  func fields(_ article: Article, fetched: Date, firstFetched: Date) -> [String] {
    let values: [DatabaseValueConvertible?] = [
      article.title, article.summary, article.published?.timeIntervalSince1970,
      article.publishedHasTime ? 1 : 0, article.source, article.link, article.author,
      article.language, article.topic, fetched.timeIntervalSince1970,
      firstFetched.timeIntervalSince1970, article.image, "blob",
    ]
    return values.map { "\($0?.databaseValue ?? .null)" }
  }

  /// The one article's title, summary text and bytes, picture and fetch time.
  func row(_ store: ArticleStore) throws
    -> (title: String?, text: String?, summary: Data?, image: String?, fetched: Double)
  {
    let found = try store.database.read { db in
      try Row.fetchOne(
        db,
        sql: """
          SELECT title, news_text(summary) AS text, summary, image, last_fetched_at
          FROM article
          """)
    }
    let columns = LenientRow(row: try #require(found))
    return (
      columns.text("title"), columns.text("text"), columns.data("summary"),
      columns.text("image"), try #require(columns.number("last_fetched_at"))
    )
  }
}

/// What a trace saw, from SQLite's callback.
private final class Seen: @unchecked Sendable {
  private let lock = NSLock()
  private var seen: [String] = []

  func add(_ text: String) { lock.withLock { seen.append(text) } }
  var all: [String] { lock.withLock { seen } }
}
