import Foundation
import GRDB
import Testing

@testable import NewsKit

/// A page kept whole and listed once its lines are known (a search's story window).
@Suite("Keeping a page, listing part of it")
struct KeptListTests {
  let start = Date(timeIntervalSince1970: 1_700_000_000)
  let first = StoreSubject(.search("first"), language: "en")
  let window = StoreSubject(.search("window"), language: "en")

  func titles(_ list: [StoredArticle]) -> [String?] { list.map(\.article.title) }

  @Test("Kept unlisted, the last list and seen marks stay; relisting lists and marks a part")
  func keptThenRelisted() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let store = try temporary.open()
    _ = try store.remember([article("A"), article("B")], for: first, at: start)
    let saved = try #require(try store.lastList().first?.id)
    try store.setSaved(saved, at: start)
    let page = [article("C"), article("A"), article("D"), article("E")]
    let kept = try store.remember(
      page, for: window, at: start + 60, pruneBefore: nil, hiding: false, listing: false)
    #expect(kept.kept.count == 4 && kept.positions == [0, 1, 2, 3] && kept.hidden == 0)
    #expect(kept.marks.map(\.seen) == [false, true, false, false])
    #expect(kept.marks[1].savedAt == start && kept.marks[0].savedAt == nil)
    // Not listed: the last list is still the first one, and nothing new is seen.
    #expect(titles(try store.lastList()) == ["A", "B"])
    let stored = try store.articles(kept.kept)
    #expect(stored.map(\.article.seen) == [false, true, false, false])
    // Every article is kept for the subject all the same.
    #expect(
      titles(try #require(try store.latestList(for: window)).articles) == ["C", "A", "D", "E"])

    let listed = try store.relist(Array(kept.kept.prefix(2)), at: start + 60, hiding: false)
    #expect(listed.ids == Array(kept.kept.prefix(2)) && listed.positions == [0, 1])
    // The marks as they were before this list.
    #expect(listed.marks.map(\.seen) == [false, true])
    #expect(titles(try store.lastList()) == ["C", "A"])
    #expect(try store.articles(kept.kept).map(\.article.seen) == [true, true, false, false])
  }

  @Test("A page kept again moves its articles' rows in place; the others keep theirs")
  func keptAgain() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let store = try temporary.open()
    let page = [article("C"), article("A"), article("D"), article("E")]
    _ = try store.remember(
      page, for: window, at: start, pruneBefore: nil, hiding: false, listing: false)
    _ = try store.remember(
      [article("E"), article("C"), article("F")], for: window, at: start + 60,
      pruneBefore: nil, hiding: false, listing: false)
    #expect(titles(try #require(try store.latestList(for: window)).articles) == ["E", "C", "F"])
    let rows = try store.database.read { db in
      try Row.fetchAll(
        db,
        sql: """
          SELECT article.title, listing.position, listing.fetched_at FROM listing
          JOIN article ON article.id = listing.article_id ORDER BY article.title
          """
      ).map { row -> String in
        let title: String = row[0]
        let position: Int = row[1]
        let time: Double = row[2]
        return "\(title) \(position) \(Int(time - start.timeIntervalSince1970))"
      }
    }
    #expect(rows == ["A 1 0", "C 1 60", "D 2 0", "E 0 60", "F 2 60"])
  }

  @Test("Relisting leaves out what the filters hide, and counts it")
  func relistHides() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let store = try temporary.open()
    _ = try store.addFilter(phrase: nil, source: "hidden.example", at: start)
    let page = [
      article("C"), article("Hidden", source: "hidden.example"), article("D"), article("E"),
    ]
    let kept = try store.remember(
      page, for: window, at: start, pruneBefore: nil, hiding: true, listing: false)
    #expect(kept.kept.count == 4 && kept.positions == [0, 2, 3] && kept.hidden == 1)
    let listed = try store.relist(Array(kept.kept.prefix(3)), at: start, hiding: true)
    #expect(listed.positions == [0, 2] && listed.hidden == 1)
    #expect(titles(try store.lastList()) == ["C", "D"])
    #expect(try store.articles(kept.kept).map(\.article.seen) == [true, false, true, false])
  }

  @Test(
    "A page shown from a list: the fetched articles with the store's marks; a list of more ends")
  func shownPage() {
    let fetched = [article("C"), article("A"), article("D")]
    let list = KeptList(
      kept: [7, 3, 9, 11], positions: [0, 1, 2, 3],
      marks: [
        ListedMark(id: 7, seen: false, savedAt: nil),
        ListedMark(id: 3, seen: true, savedAt: start),
        ListedMark(id: 9, seen: false, savedAt: nil),
        ListedMark(id: 11, seen: true, savedAt: nil),
      ], hidden: 0)
    // Kept of four articles, shown over the three a failed cut left: the fourth is not read.
    let page = ShownPage(list: list, fetched: fetched)
    #expect(page.articles.map(\.title) == ["C", "A", "D"])
    #expect(page.articles.map(\.seen) == [false, true, false])
    #expect(page.articles[1].savedAt == start && page.ids == [7, 3, 9])
  }
}
