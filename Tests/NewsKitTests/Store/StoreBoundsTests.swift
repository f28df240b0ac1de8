import Foundation
import Localization
import Testing

@testable import NewsKit

/// Values are bounded on the way into the store, so that nothing stored reads back as damage:
/// a 3 MB title is cut, a 3 MB address is no address, and long values are shown cut.
@Suite("Store bounds on the way in")
struct StoreBoundsTests {
  let now = Date(timeIntervalSince1970: 1_790_000_000)

  @Test("Cut at a character's start with an ellipsis, within the bytes; short text whole")
  func cutting() {
    #expect(StoreBounds.cut(text: "short", to: 10) == "short")
    let polish = String(repeating: "żółw ", count: 2_000)
    let cut = StoreBounds.cut(text: polish, to: 1_000)
    #expect(cut.utf8.count <= 1_000 && cut.utf8.count > 990)
    #expect(cut.hasSuffix("…") && polish.hasPrefix(String(cut.dropLast())))
    #expect(StoreBounds.address(String(repeating: "a", count: 8_192)) != nil)
    #expect(StoreBounds.address(String(repeating: "a", count: 8_193)) == nil)
    #expect(StoreBounds.whole("W/\"x\"", within: 10) == "W/\"x\"")
    #expect(FeedAddress("https://a.example/" + String(repeating: "x", count: 9_000)) == nil)
    // Percent-encoding lengthens an address: the address as kept is bounded.
    #expect(FeedAddress("https://a.example/" + String(repeating: "ż", count: 2_000)) == nil)
    #expect(FeedAddress("https://a.example/" + String(repeating: "x", count: 8_000)) != nil)
  }

  @Test("A 3 MB title and a 3 MB link from a feed are stored within bounds; nothing is damaged")
  func storedArticle() async throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let store = try temporary.open(now: now)
    let feeds = FeedStore(store)
    let address = try #require(FeedAddress("https://a.example/feed"))
    let feed = try #require(
      try feeds.subscribe(
        [
          FeedCandidate(
            address: address, title: String(repeating: "T", count: 3_000_000),
            site: "https://a.example/" + String(repeating: "s", count: 10_000))
        ], at: now
      ).first?.feed)
    let huge = Article(
      title: String(repeating: "Tytuł ", count: 500_000), summary: "s",
      source: String(repeating: "o", count: 5_000),
      link: "https://a.example/" + String(repeating: "l", count: 3_000_000),
      author: String(repeating: "a", count: 5_000))
    _ = try feeds.addFeedArticles([(huge, "1")], feed: feed.id, at: now)
    let damage = StoreDamage()
    let (listed, subscriptions) = try await damage.counting {
      (try feeds.feedArticles([], only: .all, limit: 10), try feeds.feeds())
    }
    #expect(damage.count == 0)
    let article = try #require(listed.first?.article)
    #expect((article.title?.utf8.count ?? 0) <= StoreBounds.title)
    #expect(article.title?.hasPrefix("Tytuł Tytuł") == true)
    #expect(article.link == nil)
    #expect((article.source?.utf8.count ?? 0) <= StoreBounds.name)
    #expect((article.author?.utf8.count ?? 0) <= StoreBounds.name)
    let stored = try #require(subscriptions.first)
    #expect((stored.title?.utf8.count ?? 0) <= StoreBounds.title && stored.site == nil)
  }

  @Test("A reader service's feed with a 3 MB title is mirrored with the title cut")
  func mirroredFeed() async throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let store = try temporary.open(now: now)
    let feeds = FeedStore(store)
    _ = try feeds.mirror(
      [
        RemoteFeed(
          id: "feed/1", url: "https://a.example/feed",
          title: String(repeating: "T", count: 3_000_000), folder: "News"),
        RemoteFeed(id: "feed/2", url: "https://b.example/" + String(repeating: "x", count: 9_000)),
      ], at: now)
    let damage = StoreDamage()
    let mirrored = try await damage.counting { try feeds.feeds() }
    #expect(damage.count == 0)
    #expect(mirrored.count == 1)
    #expect((mirrored.first?.title?.utf8.count ?? 0) <= StoreBounds.title)
  }

  @Test("newsboat's urls: an address over 8 KB is left out for its length, not stored")
  func newsboatAddress() {
    let urls = NewsboatURLs.parse(
      "https://a.example/feed\nhttps://b.example/" + String(repeating: "x", count: 100_000)
        + "\nftp://c.example/feed\n")
    #expect(urls.feeds.map(\.address.key) == ["https://a.example/feed"])
    #expect(urls.skipped.map(\.why) == [.addressTooLong, .notAnAddress])
    #expect(urls.skipped.allSatisfy { $0.line.count <= 200 })
  }

  @Test("A long address is shown cut in the middle, in lists and in errors")
  func shownCut() {
    let long = "https://a.example/" + String(repeating: "x", count: 100_000) + "/end"
    let shown = DisplayCut.middle(long)
    #expect(shown.count == DisplayCut.longest)
    #expect(shown.hasPrefix("https://a.example/x") && shown.hasSuffix("x/end"))
    #expect(DisplayCut.middle("https://a.example/feed") == "https://a.example/feed")
    let error = ErrorView.text(.usage(.invalidFeedURL(long)), strings: Language.en.strings).what
    #expect(error.count < 400)
  }
}
