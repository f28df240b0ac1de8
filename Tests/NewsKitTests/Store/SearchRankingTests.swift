import Foundation
import GRDB
import Testing

@testable import NewsKit

/// Offline search ranks by BM25 with a recency raise, and its index of words alone stays in step
/// with the articles through inserts, changes and deletes.
@Suite("Offline search: ranking and the contentless index")
struct SearchRankingTests {
  let now = Date(timeIntervalSince1970: 1_800_000_000)
  let day: TimeInterval = 86_400
  let subject = StoreSubject(.search("x"), language: "en")

  func dated(_ title: String, summary: String? = nil, daysAgo: Double) -> Article {
    var item = article(title, link: "https://e.org/\(title.hashValue)", summary: summary)
    item.published = now - daysAgo * day
    return item
  }

  func titles(_ store: ArticleStore, _ phrase: String) throws -> [String] {
    try store.search(phrase, limit: 10, now: now).compactMap(\.article.title)
  }

  /// The relevance of each title's article for `phrase` (higher is better), before recency.
  func relevance(_ store: ArticleStore, _ phrase: String) throws -> [String: Double] {
    let words = SearchWords.split(TextFolding.fold(phrase))
    let (candidates, titles) = try store.database.read { db in
      (
        try SearchRanking.candidates(words, prefix: false, in: db),
        Dictionary(
          uniqueKeysWithValues: try Row.fetchAll(db, sql: "SELECT id, title FROM article").map {
            ($0["id"] as Int64, $0["title"] as String)
          })
      )
    }
    let averages = SearchRanking.averageLengths(candidates)
    return Dictionary(
      uniqueKeysWithValues: try candidates.map { candidate in
        (
          try #require(titles[candidate.id]),
          SearchRanking.relevance(candidate, averages)
        )
      })
  }

  @Test("Equally relevant matches come newest first, whatever order they were stored in")
  func tiesNewestFirst() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let store = try temporary.open(now: now)
    _ = try store.remember(
      [
        dated("Flood A", summary: "river", daysAgo: 40),
        dated("Flood B", summary: "river", daysAgo: 2),
        dated("Flood C", summary: "river", daysAgo: 400),
      ], for: subject, at: now)
    #expect(try titles(store, "flood") == ["Flood B", "Flood A", "Flood C"])
  }

  @Test("A recent article beats an old one of nearly the same relevance; a far better old one wins")
  func recencyRaise() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let store = try temporary.open(now: now)
    _ = try store.remember(
      [
        dated("Vistula flood reaches the old town", daysAgo: 300),
        dated("Vistula flood reaches the old town again", daysAgo: 1),
        dated(
          "Markets", summary: "Traders also watched the Vistula in a long day of news", daysAgo: 0),
        dated("Weather", daysAgo: 0), dated("Sport", daysAgo: 0), dated("Culture", daysAgo: 0),
      ], for: subject, at: now)
    let scores = try relevance(store, "vistula")
    // Without the raise the old, shorter title would come first...
    let old = try #require(scores["Vistula flood reaches the old town"])
    #expect(try old > #require(scores["Vistula flood reaches the old town again"]))
    // ...and the summary-only match is far less relevant than either title match.
    #expect(try #require(scores["Markets"]) < old * 0.5)
    #expect(
      try titles(store, "vistula") == [
        "Vistula flood reaches the old town again", "Vistula flood reaches the old town", "Markets",
      ])
  }

  @Test("A word in the title weighs more than the same word in the summary")
  func titleWeighsMore() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let store = try temporary.open(now: now)
    _ = try store.remember(
      [
        dated("Harbour reopened", summary: "Quiet day", daysAgo: 5),
        dated("Quiet day", summary: "Later the harbour reopened", daysAgo: 5),
        dated("Other", daysAgo: 5), dated("More", daysAgo: 5),
      ], for: subject, at: now)
    #expect(try titles(store, "harbour") == ["Harbour reopened", "Quiet day"])
  }

  @Test("The index holds no copy of the text and follows inserts, changes and deletes")
  func contentlessIndexFollows() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let store = try temporary.open(now: now)
    let link = "https://e.org/changing"
    _ = try store.remember(
      [article("Żółta łódź", link: link), article("Kept boat")], for: subject, at: now)
    // A word matched whole first, as the start of a word when too few have it whole.
    #expect(try titles(store, "bo") == ["Kept boat"])
    _ = try store.remember(
      [article("Green boat", link: link, summary: "Łódź")], for: subject, at: now + 60)
    #expect(try titles(store, "zolta").isEmpty)
    #expect(try titles(store, "green") == ["Green boat"])
    #expect(try titles(store, "lodz") == ["Green boat"])
    let tables = try store.database.read {
      try String.fetchAll(
        $0, sql: "SELECT name FROM sqlite_master WHERE name LIKE 'article_search%'")
    }
    #expect(!tables.contains("article_search_content"))
    try store.database.write { db in
      try db.execute(sql: "DELETE FROM last_list")
      try db.execute(sql: "DELETE FROM listing")
      try db.execute(sql: "DELETE FROM article WHERE link = ?", arguments: [link])
      // FTS5 checks that its index holds exactly what it was given, less what was deleted.
      try db.execute(sql: "INSERT INTO article_search (article_search) VALUES ('integrity-check')")
    }
    #expect(try titles(store, "boat") == ["Kept boat"])
    #expect(try titles(store, "green").isEmpty)
  }

  @Test("A prefix is spelled out as the indexed words it starts; too many, and it stays a prefix")
  func prefixSpelledOut() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let store = try temporary.open(now: now)
    let many = (0...SearchIndex.prefixTerms).map { "wa\($0)" }.joined(separator: " ")
    _ = try store.remember(
      [
        dated("Mission control", daysAgo: 1), dated("Missile test", daysAgo: 2),
        dated("Orbit", summary: many, daysAgo: 3),
      ], for: subject, at: now)
    let (spelled, none, tooMany) = try store.database.read { db in
      (
        SearchIndex.prefixQuery(for: ["missi"], in: db),
        SearchIndex.prefixQuery(for: ["zzz"], in: db),
        SearchIndex.prefixQuery(for: ["wa"], in: db)
      )
    }
    #expect(spelled == #"("missile" OR "mission")"#)
    #expect(none == "")
    #expect(tooMany == nil)
    #expect(try titles(store, "missi") == ["Mission control", "Missile test"])
    #expect(try titles(store, "missi contr") == ["Mission control"])
    #expect(try titles(store, "zzz").isEmpty)
    #expect(try titles(store, "wa") == ["Orbit"])
    // Without the word list (a damaged store), a prefix is matched the slow way, still found.
    try store.database.write { try $0.execute(sql: "DROP TABLE article_search_words") }
    #expect(try titles(store, "missi") == ["Mission control", "Missile test"])
  }

  @Test("Candidates read through a cursor are those read row by row, damaged values too")
  func candidatesThroughCursor() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let store = try temporary.open(now: now)
    _ = try store.remember(
      (0..<30).map { dated("Orbit \($0) mission", summary: "orbit orbit \($0)", daysAgo: 1) },
      for: subject, at: now)
    try store.database.write { db in
      try db.execute(sql: "UPDATE article SET published = 'soon' WHERE id = 3")
      try db.execute(sql: "UPDATE article SET title = CAST('Orbit blob' AS BLOB) WHERE id = 4")
    }
    let words = SearchWords.split(TextFolding.fold("orbit"))
    let (cursor, rows) = try store.database.read { db in
      let query = try #require(SearchIndex.match(words, prefix: false, in: db))
      let stems = words.map(WordForms.stems)
      let utf8 = words.map { Array($0.utf8) }
      let rows = try Row.fetchAll(db, sql: SearchRanking.candidates, arguments: [query])
        .compactMap { row -> SearchRanking.Candidate? in
          let columns = LenientRow(row: row)
          guard let id = columns.integer("id") else { return nil }
          return SearchRanking.Candidate(
            id: id,
            title: .init(
              columns.text("title") ?? "", words: words, utf8: utf8, stems: stems,
              prefix: false),
            summary: .init(
              columns.text("summary") ?? "", words: words, utf8: utf8,
              stems: stems, prefix: false),
            date: columns.number("date") ?? 0)
        }
      return (try SearchRanking.candidates(words, prefix: false, in: db), rows)
    }
    #expect(cursor.count == 30)
    #expect(cursor == rows)
  }
}
