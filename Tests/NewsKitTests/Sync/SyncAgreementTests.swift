import Foundation
import GRDB
import Localization
import Testing

@testable import NewsKit

/// What FreshRSS, Miniflux and tt-rss agree with, held against the in-memory service (which
/// reads ids as Miniflux 2.2.6 does): ids in the long form, one copy of each article, read
/// means opened, server text as meant. The same behaviour runs against the real servers in
/// `SyncServersEndToEndTests`.
@Suite("Sync: what real servers agree with")
struct SyncAgreementTests {
  typealias Home = SyncMergeTests.Home

  /// A home signed in to the fake as a server of `kind`.
  static func home(_ service: FakeReaderService, kind: ReaderServerKind) throws -> Home {
    let home = try Home(service)
    try SyncAccountFile.save(
      SyncAccount(server: FakeReaderService.server, user: "u", token: "u/t", kind: kind),
      environment: home.controller.environment.variables)
    return home
  }

  @Test("Miniflux's 18 items all arrive, and a read mark lands on the item marked, not another")
  func everyItemArrives() async throws {
    let service = FakeReaderService()
    service.feeds = [("feed/1", "http://feeds.example/a.xml", "A")]
    service.items = (1...18).map {
      .init(id: "\($0)", feed: "feed/1", title: "Item \($0)", link: "http://site.example/\($0)")
    }
    service.unread = Set((1...18).map(String.init))
    let home = try Self.home(service, kind: .miniflux)
    defer { home.temporary.remove() }
    let first = try await home.controller.sync(store: home.store)
    // Sent short, `i=10` … `i=18` would be items 16 … 24 there: 12 of 18 would arrive.
    #expect(first.pulledArticles == 18)
    let ten = try #require(try home.rows().first { ($0["remote_id"] as String?) == "10" })
    try home.store.markRead([try #require(ten["id"] as Int64?)], at: SyncMergeTests.now)
    let second = try await home.controller.sync(store: home.store)
    #expect(second.pushedRead == 1)
    #expect(service.locked { service.unread } == Set((1...18).map(String.init)).subtracting(["10"]))
    // The next sync takes the server's state, which now agrees: the mark stays.
    _ = try await home.controller.sync(store: home.store)
    let after = try #require(try home.rows().first { ($0["remote_id"] as String?) == "10" })
    #expect((after["read_at"] as Double?) != nil)
  }

  @Test(
    "Listed is seen, not read: only opened articles go up as read; mark_read = listed sends listed ones"
  )
  func listedIsNotRead() async throws {
    let service = FakeReaderService()
    service.feeds = [("feed/1", "http://feeds.example/a.xml", "A")]
    service.items = (1...3).map {
      .init(id: "\($0)", feed: "feed/1", title: "Item \($0)", link: "http://site.example/\($0)")
    }
    service.unread = ["1", "2", "3"]
    let home = try Self.home(service, kind: .freshRSS)
    defer { home.temporary.remove() }
    _ = try await home.controller.sync(store: home.store)
    let ids = try home.rows().compactMap { $0["id"] as Int64? }
    // A list shows all three (seen); one is opened (read).
    _ = try home.store.show(ids, at: SyncMergeTests.now)
    try home.store.markRead([ids[0]], at: SyncMergeTests.now)
    let summary = try await home.controller.sync(store: home.store)
    #expect(summary.pushedRead == 1)
    #expect(service.locked { service.unread } == ["2", "3"])
    // Seen stays seen after the server's state is taken: the list does not show them anew.
    #expect(try home.rows().allSatisfy { ($0["seen_at"] as Double?) != nil })

    // With mark_read = "listed", a list marks read too.
    let listing = StoreSession(
      url: home.store.url, schema: NewsSchema.all, now: SyncMergeTests.now, listsMarkRead: true)
    let store = try #require(listing.store)
    try await store.database.write { try $0.execute(sql: "UPDATE article SET seen_at = NULL") }
    _ = try store.show([ids[1]], at: SyncMergeTests.now)
    let listed = try await home.controller.sync(store: home.store)
    #expect(listed.pushedRead == 1)
    #expect(service.locked { service.unread } == ["3"])
  }

  @Test("Unread there undoes a read here; it leaves one a list only showed as it was")
  func unreadThere() async throws {
    let service = FakeReaderService()
    service.feeds = [("feed/1", "http://feeds.example/a.xml", "A")]
    service.items = (1...2).map {
      .init(id: "\($0)", feed: "feed/1", title: "Item \($0)", link: "http://site.example/\($0)")
    }
    let home = try Self.home(service, kind: .freshRSS)
    defer { home.temporary.remove() }
    service.starred = ["1", "2"]
    _ = try await home.controller.sync(store: home.store)
    // Both came read (not unread there); another device marks them unread.
    #expect(try home.rows().allSatisfy { ($0["read_at"] as Double?) != nil })
    service.locked { service.unread = ["1", "2"] }
    _ = try await home.controller.sync(store: home.store)
    let rows = try home.rows()
    #expect(rows.allSatisfy { ($0["read_at"] as Double?) == nil })
    #expect(rows.allSatisfy { ($0["seen_at"] as Double?) == nil })
  }

  @Test(
    "A feed here before login that the server has under another spelling is matched, never subscribed again",
    arguments: [
      "HTTP://Feeds.Example/a.xml", "http://feeds.example:80/a.xml", "http://feeds.example/a.xml/",
    ])
  func matchedFeed(spelling: String) async throws {
    let service = FakeReaderService()
    service.feeds = [("feed/7", "http://feeds.example/a.xml", "Server's")]
    service.items = [.init(id: "1", feed: "feed/7", title: "One", link: "http://site.example/1")]
    service.unread = ["1"]
    let home = try Self.home(service, kind: .freshRSS)
    defer { home.temporary.remove() }
    _ = try SyncMergeTests.subscribe(
      home.store, spelling, articles: [("One", "http://site.example/1")])
    let summary = try await home.controller.sync(store: home.store)
    #expect(summary.pushedSubscriptions == 0 && summary.refused.isEmpty)
    let edits = service.locked { service.requests }.filter {
      $0.url.path.hasSuffix("subscription/edit")
    }
    #expect(edits.isEmpty)
    let feeds = try FeedStore(home.store).feeds()
    #expect(feeds.count == 1 && feeds.first?.remoteID == "feed/7")
    // One copy of the article: the local one, linked to the server's item.
    #expect(try home.rows().count == 1 && summary.pulledArticles == 0)
  }

  @Test("FreshRSS's fullwidth stand-ins are turned back; a title the feed gave is kept")
  func freshRSSText() async throws {
    let service = FakeReaderService()
    service.feeds = [
      ("feed/1", "http://127.0.0.1:8701/chapter.xml", "http:／／127.0.0.1:8701／chapter.xml"),
      ("feed/2", "http://feeds.example/ru.xml", "Программы， игры ＆ co"),
      ("feed/3", "http://feeds.example/local.xml", "Worse／title"),
    ]
    let home = try Self.home(service, kind: .freshRSS)
    defer { home.temporary.remove() }
    _ = try SyncMergeTests.subscribe(home.store, "http://feeds.example/local.xml", articles: [])
    _ = try await home.controller.sync(store: home.store)
    let titles = try FeedStore(home.store).feeds().map(\.title)
    #expect(
      Set(titles) == ["http://127.0.0.1:8701/chapter.xml", "Программы, игры & co", "Local"])
    // Elsewhere a fullwidth comma is the text's own (Japanese, Chinese): left as it is.
    #expect(ServerText.feed("東京，大阪", kind: .miniflux) == "東京，大阪")
    #expect(ServerText.item("A ＆ B／C", kind: .freshRSS) == "A & B／C")
  }

  @Test("Miniflux's category All and FreshRSS's Uncategorized are no folder; others are")
  func defaultCategories() async throws {
    for (kind, name) in [(ReaderServerKind.miniflux, "All"), (.freshRSS, "Uncategorized")] {
      let fake = FolderService(category: name)
      let client = GoogleReaderClient(
        account: SyncAccount(server: "http://127.0.0.1:9/", user: "u", token: "t", kind: kind),
        environment: NewsEnvironment(send: { try fake.answer($0) }), timeout: 5)
      #expect(try await client.subscriptions().map(\.folder) == [nil])
      let other = GoogleReaderClient(
        account: SyncAccount(server: "http://127.0.0.1:9/", user: "u", token: "t", kind: .greader),
        environment: NewsEnvironment(send: { try fake.answer($0) }), timeout: 5)
      #expect(try await other.subscriptions().map(\.folder) == [name])
    }
  }

  /// A subscription list with one feed in one category.
  struct FolderService: Sendable {
    let category: String
    func answer(_ request: HTTPRequest) throws -> HTTPResponse {
      try FakeReaderService.json([
        "subscriptions": [
          [
            "id": "feed/1", "url": "http://feeds.example/a.xml", "title": "A",
            "categories": [["id": "user/-/label/\(category)", "label": category]],
          ]
        ]
      ])
    }
  }

  @Test("Signing out forgets what the server knew: feeds are local again, marks and articles stay")
  func logout() async throws {
    let service = FakeReaderService()
    service.feeds = [("feed/1", "http://feeds.example/a.xml", "A")]
    service.items = [.init(id: "1", feed: "feed/1", title: "One", link: "http://site.example/1")]
    service.starred = ["1"]
    let home = try Self.home(service, kind: .freshRSS)
    defer { home.temporary.remove() }
    // The index of local articles by link exists only while a sync needs it.
    let linkIndex = {
      try home.store.database.read {
        try String.fetchAll(
          $0, sql: "SELECT name FROM sqlite_master WHERE name = 'article_local_by_link'")
      }
    }
    #expect(try linkIndex().isEmpty)
    _ = try await home.controller.sync(store: home.store)
    #expect(try linkIndex() == ["article_local_by_link"])
    #expect(home.controller.logout(store: home.store))
    #expect(try linkIndex().isEmpty)
    #expect(home.controller.account == nil)
    #expect(try FeedStore(home.store).feeds().allSatisfy { $0.remoteID == nil })
    let rows = try home.rows()
    #expect(rows.count == 1 && (rows[0]["remote_id"] as String?) == nil)
    #expect((rows[0]["saved_at"] as Double?) != nil)
    #expect(try SyncStore(home.store).unsyncedFeeds().count == 1)
  }
}
