import Foundation
import GRDB
import Testing
import TimeZones

@testable import NewsKit

/// Tags on subscriptions: the folder is the first tag whichever way it is written (OPML, a
/// reader service, `feed tag`), a store made before tags keeps its folders as tags, and OPML
/// carries tags both ways.
@Suite("Feed tags")
struct FeedTagTests {
  let now = Date(timeIntervalSince1970: 1_700_000_000)

  func candidate(_ path: String, folder: String? = nil, tags: [String] = []) throws
    -> FeedCandidate
  {
    FeedCandidate(
      address: try #require(FeedAddress("https://example.org/\(path)")), title: path, site: nil,
      folder: folder, tags: tags)
  }

  @Test("Tags keep their order, each once whatever its case; the folder moves with the first")
  func tagAndUntag() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let feeds = FeedStore(try temporary.open())
    let id = try #require(try feeds.subscribe([candidate("a", folder: "Tech")], at: now).first)
      .feed.id
    #expect(try feeds.tag(id, with: ["linux", "TECH", "Świat"]) == ["Tech", "linux", "Świat"])
    #expect(try feeds.feedIDs(taggedWith: "swiat") == [id])
    #expect(try feeds.untag(id, removing: ["tech"]) == ["linux", "Świat"])
    #expect(try feeds.feeds().first?.folder == "linux")
    #expect(try feeds.untag(id, removing: ["LINUX", "świat", "never"]) == [])
    #expect(try feeds.feeds().first?.folder == nil)
    #expect(try feeds.feedIDs(taggedWith: "linux") == [])
  }

  @Test(
    "A reader service's folder is the first tag; a pull keeps tags made here, a move there moves it"
  )
  func syncedFolder() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let feeds = FeedStore(try temporary.open())
    let remote = RemoteFeed(
      id: "feed/1", url: "https://example.org/a", title: "A", site: nil, folder: "News")
    let id = try #require(try feeds.mirror([remote], at: now).ids["feed/1"])
    #expect(try feeds.tag(id, with: ["later"]) == ["News", "later"])
    // Tags changed here: the server still says "News", which it said before; nothing moves.
    #expect(try feeds.untag(id, removing: ["news"]) == ["later"])
    _ = try feeds.mirror([remote], at: now)
    #expect(try feeds.feeds().first?.tags == ["later"])
    // Moved on the server (another device): the new folder comes first.
    var moved = remote
    moved.folder = "World"
    _ = try feeds.mirror([moved], at: now)
    #expect(try feeds.feeds().first?.tags == ["World", "later"])
    #expect(try feeds.feeds().first?.folder == "World")
    // Taken out of every folder there: the next tag is the folder.
    moved.folder = nil
    _ = try feeds.mirror([moved], at: now)
    let feed = try #require(try feeds.feeds().first)
    #expect(feed.tags == ["later"] && feed.folder == "later")
  }

  @Test("A feed subscribed here with tags keeps them when the server lists it without a folder")
  func pushedWithoutFolder() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let feeds = FeedStore(try temporary.open())
    let id = try #require(try feeds.subscribe([candidate("a", folder: "Tech")], at: now).first)
      .feed.id
    _ = try feeds.tag(id, with: ["more"])
    let listed = RemoteFeed(
      id: "feed/9", url: "https://example.org/a", title: "a", site: nil, folder: nil)
    _ = try feeds.mirror([listed], at: now)
    #expect(try feeds.feeds().first?.tags == ["Tech", "more"])
  }

  @Test("A store made before tags upgrades with each folder as its feed's first tag")
  func upgrade() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    do {
      try FileManager.default.createDirectory(
        at: temporary.url.deletingLastPathComponent(), withIntermediateDirectories: true)
      let queue = try DatabaseQueue(path: temporary.url.path)
      try NewsSchema.all.migrator.migrate(queue, upTo: "v12-stories")
      try queue.write { db in
        try db.execute(
          sql: """
            INSERT INTO feed (url, url_key, title, folder, added_at) VALUES
              ('https://example.org/a', 'https://example.org/a', 'A', 'Tech/Linux', 1),
              ('https://example.org/b', 'https://example.org/b', 'B', NULL, 1)
            """)
      }
    }
    let feeds = try FeedStore(temporary.open()).feeds()
    // In the order subscribed.
    #expect(feeds.map(\.tags) == [["Tech/Linux"], []])
  }

  @Test("Tags that cannot be: empty, a comma, a control character, too long; at most 64 a feed")
  func bounds() throws {
    for bad in ["", "  ", "a,b", "a\u{1B}[31m", "x\u{202E}y", String(repeating: "t", count: 101)] {
      #expect(throws: NewsError.self) { try FeedTags.clean(bad) }
    }
    #expect(try FeedTags.clean("  two words ") == "two words")
    let many = (0..<100).map { "t\($0)" } + ["T1"]
    #expect(FeedTags.cleaned(many).count == FeedTags.maximumCount)
    // One tag whatever its case and diacritics, as `--tag` finds it.
    #expect(FeedTags.cleaned(["a", "A", "b,c", "ą", "c"]) == ["a", "c"])
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let feeds = FeedStore(try temporary.open())
    let id = try #require(try feeds.subscribe([candidate("a")], at: now).first).feed.id
    #expect(try feeds.tag(id, with: many).count == FeedTags.maximumCount)
  }

  @Test("OPML: category tags are read, and written after the folder the feed is nested in")
  func opml() throws {
    let document = """
      <?xml version="1.0"?><opml version="2.0"><body>
      <outline text="Tech"><outline xmlUrl="https://example.org/a" text="A"
        category="Tech,/linux, two words ,,bad\u{1B}"/></outline>
      <outline xmlUrl="https://example.org/b" text="B"/>
      </body></opml>
      """
    let entries = try OPML.read(Data(document.utf8))
    #expect(entries.map(\.tags) == [["Tech", "linux", "two words"], []])
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let feeds = FeedStore(try temporary.open())
    _ = try feeds.subscribe(
      entries.map {
        FeedCandidate(
          address: FeedAddress($0.url)!, title: $0.title, site: nil, folder: $0.folder,
          tags: $0.tags)
      }, at: now)
    // Importing again doubles nothing.
    _ = try feeds.subscribe(
      [try candidate("a", folder: "Tech", tags: ["linux", "more"])], at: now)
    let stored = try feeds.feeds()
    #expect(stored.first { $0.title == "A" }?.tags == ["Tech", "linux", "two words", "more"])
    let written = OPML.write(
      stored.map {
        OPMLEntry(url: $0.url, title: $0.title, site: nil, folder: $0.folder, tags: $0.tags)
      }, title: "t", date: now)
    #expect(written.contains(#"<outline text="Tech" title="Tech">"#))
    #expect(written.contains(#"category="Tech,linux,two words,more""#))
    #expect(try OPML.read(Data(written.utf8)).first { $0.title == "A" }?.tags.count == 4)
  }

  @Test(
    "OPML: a hidden feed is written with its tags as newsboat's hidden tags, and read back hidden")
  func opmlHidden() throws {
    let written = OPML.write(
      [
        OPMLEntry(url: "https://example.org/p", title: "P", tags: ["plotki"], hidden: true),
        OPMLEntry(url: "https://example.org/q", title: "Q", hidden: true),
        OPMLEntry(url: "https://example.org/r", title: "R", tags: ["news"]),
      ], title: "t", date: now)
    #expect(written.contains(#"category="!plotki""#) && written.contains(#"category="!""#))
    let read = try OPML.read(Data(written.utf8))
    #expect(read.map(\.hidden) == [true, true, false])
    #expect(read.map(\.tags) == [["plotki"], [], ["news"]])
  }

  @Test("The reader's feeds: every feed, each tag with its feeds under it, untagged feeds last")
  func readerEntries() {
    func feed(_ id: Int64, _ tags: [String], unread: Int) -> FeedSubscription {
      var feed = FeedSubscription(
        id: id, url: "https://example.org/\(id)", title: "F\(id)", site: nil, folder: tags.first,
        lastRefresh: nil, status: nil, error: nil, articles: 0, unread: unread, etag: nil,
        lastModified: nil, dueAt: nil)
      feed.tags = tags
      return feed
    }
    let (a, b, c) = (
      feed(1, ["World", "science"], unread: 2), feed(2, ["Science"], unread: 3),
      feed(3, [], unread: 1)
    )
    #expect(
      ReaderFeedEntry.entries(for: [a, b, c]) == [
        .all, .tag("science", unread: 5), .feed(a, tagged: true), .feed(b, tagged: true),
        .tag("World", unread: 2), .feed(a, tagged: true), .feed(c, tagged: false),
      ])
    #expect(ReaderFeedEntry.entries(for: [c]) == [.all, .feed(c, tagged: false)])
    var state = ReaderState(language: .en, columns: 80, rows: 24)
    state.feeds = [a, b, c]
    state.screen = .feeds
    state.feedSelection = 4
    let effects = state.apply(.key(.enter))
    #expect(state.request?.subject == .tagged("World"))
    #expect(!effects.isEmpty)
  }

  @Test("The reader's feeds list the saved queries after every feed; Enter lists one's matches")
  func readerQueries() {
    var feed = FeedSubscription(
      id: 1, url: "https://a.example/feed", title: "A", site: nil, folder: nil, lastRefresh: nil,
      status: nil, error: nil, articles: 0, unread: 0, etag: nil, lastModified: nil, dueAt: nil)
    feed.tags = []
    let unread = SavedQuery(name: "Unread", expression: #"unread = "yes""#)
    var state = ReaderState(language: .en, columns: 80, rows: 24)
    _ = state.apply(.feedsListed(.success([feed])))
    _ = state.apply(.queriesListed([unread]))
    #expect(state.feedEntries == [.all, .query(unread), .feed(feed, tagged: false)])
    state.screen = .feeds
    state.feedSelection = 1
    let effects = state.apply(.key(.enter))
    #expect(state.request?.subject == .query(unread))
    #expect(!effects.isEmpty)
    let renderer = ScreenRenderer(
      theme: .dark, timeZone: ZoneRules.named("Europe/Warsaw")!, now: Date(timeIntervalSince1970: 0)
    )
    state.screen = .feeds
    let screen = renderer.render(state).lines.map(\.text)
    #expect(screen.contains { $0.contains("@Unread") }, "\(screen)")
  }
}
