import Foundation
import Testing

@testable import NewsKit

/// A feed list is newest first, then by the order the articles were stored (newest stored
/// first), however many articles share a date: read as the page's ids from the date index,
/// then the page's articles.
@Suite("Feeds: a list's order among articles of one date")
struct FeedListOrderTests {
  let now = Date(timeIntervalSince1970: 1_700_000_000)

  /// Two feeds with 30 articles each of one date, stored alternately, and 5 a day older; the
  /// store and both feeds' ids.
  func store(_ temporary: TemporaryStore) throws -> (ArticleStore, [Int64]) {
    let store = try temporary.open(now: now)
    let candidates = try (0..<2).map { index in
      FeedCandidate(
        address: try #require(FeedAddress("https://feeds.example/\(index).xml")),
        title: "Feed \(index)", site: nil)
    }
    let feeds = try FeedStore(store).subscribe(candidates, at: now).map(\.feed.id)
    let day = now.addingTimeInterval(-3_600)
    for round in 0..<30 {
      for (index, feed) in feeds.enumerated() {
        var item = article("Same date \(round) of feed \(index)", summary: "Text \(round)")
        item.published = round < 5 ? day.addingTimeInterval(-86_400) : day
        _ = try FeedStore(store).addFeedArticles([(item, "\(round)")], feed: feed, at: now)
      }
    }
    return (store, feeds)
  }

  @Test("Pages keep date order, then the newest stored first, across feeds and within one")
  func pages() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let (store, feeds) = try store(temporary)
    let feedStore = FeedStore(store)
    let everything = try feedStore.feedArticles([], only: .all, limit: 100)
    #expect(everything.count == 60)
    // 50 of the later date, newest stored first, then the 10 older ones.
    let later = everything.prefix(50)
    #expect(later.map(\.id) == later.map(\.id).sorted(by: >))
    let older = everything.suffix(10)
    let laterDate = try #require(later.last?.article.published)
    #expect(older.allSatisfy { ($0.article.published ?? now) < laterDate })
    #expect(older.map(\.id) == older.map(\.id).sorted(by: >))
    // Pages are slices of that order, with every column read.
    let second = try feedStore.feedArticles([], only: .all, limit: 7, offset: 7)
    #expect(second.map(\.id) == everything[7..<14].map(\.id))
    #expect(second.map(\.article.summary) == everything[7..<14].map(\.article.summary))
    #expect(second.allSatisfy { $0.article.summary?.hasPrefix("Text ") == true })
    // One feed's list; only what no list has shown yet (new); only what is not opened (unread).
    let first = try feedStore.feedArticles([feeds[0]], only: .all, limit: 100)
    #expect(first.map(\.id) == everything.filter { $0.article.feed?.id == feeds[0] }.map(\.id))
    _ = try store.show(Array(everything.prefix(4).map(\.id)), at: now)
    let unseen = try feedStore.feedArticles([], only: .new, limit: 3)
    #expect(unseen.map(\.id) == everything[4..<7].map(\.id))
    // Shown is not read: the four listed are still unread until opened.
    let unread = try feedStore.feedArticles([], only: .unread, limit: 3)
    #expect(unread.map(\.id) == everything[0..<3].map(\.id))
    try store.markRead([everything[0].id, everything[2].id], at: now)
    let stillUnread = try feedStore.feedArticles([], only: .unread, limit: 3)
    #expect(stillUnread.map(\.id) == [everything[1].id, everything[3].id, everything[4].id])
    // feed list counts the unread as not opened: the four shown still count, the two opened not.
    let counted = try feedStore.feeds()
    #expect(counted.reduce(0) { $0 + $1.articles } == 60)
    #expect(counted.reduce(0) { $0 + $1.unread } == 58)
  }
}
