import CSQLiteShim
import Foundation
import GRDB
import Testing

@testable import NewsKit

/// Articles' keys as the store keeps them: 8 bytes of SipHash-2-4 under the store's own salt,
/// found again by every writer, carried through an upgrade, and told apart at sign-out.
@Suite("Store: article keys hashed under the store's salt")
struct ArticleKeysTests {
  let now = Date(timeIntervalSince1970: 1_700_000_000)

  /// Every stored key's type and length, with how many articles have each.
  static func keyShapes(_ store: ArticleStore) throws -> [String] {
    try store.database.read { db in
      try LenientQuery.texts(
        db,
        sql: """
          SELECT typeof(key) || ':' || length(key) || ' x' || COUNT(*) AS value FROM article
          GROUP BY typeof(key), length(key)
          """)
    }
  }

  /// A feed subscribed to in `store`.
  func subscribed(_ store: ArticleStore) throws -> FeedSubscription {
    let address = try #require(FeedAddress("https://feeds.example/a.xml"))
    return try FeedStore(store).subscribe(
      [FeedCandidate(address: address, title: "Feed", site: nil)], at: now)[0].feed
  }

  /// How many articles the store has.
  static func count(_ store: ArticleStore) throws -> Int64? {
    try store.database.read { try LenientQuery.integer($0, sql: "SELECT COUNT(*) FROM article") }
  }

  @Test("SipHash-2-4 gives the reference vectors (key 00…0f)")
  func referenceVectors() {
    let salt = [UInt8](0...15)
    #expect(ArticleKeys.hash([], salt: salt) == 0x726f_db47_dd0e_0e31)
    #expect(ArticleKeys.hash([0], salt: salt) == 0x74f8_39c5_93dc_67fd)
    #expect(ArticleKeys.hash([UInt8](0...14), salt: salt) == 0xa129_ca61_49be_45e5)
    #expect(ArticleKeys.hexKey("", salt: salt) == "726FDB47DD0E0E31")
  }

  @Test("Lists, feeds and sync store 8-byte keys, and find each article again after reopening")
  func everyWriterHashes() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    var store = try temporary.open()
    let subject = StoreSubject(.search("x"), language: "en")
    _ = try store.keep([article("A", link: "https://a.example/1")], for: subject, at: now)
    let feed = try subscribed(store)
    let items: [(Article, String?)] = [
      (Article(title: "B", link: "https://b.example/1"), "guid-1"),
      (Article(title: "C", link: "https://b.example/2"), nil),
    ]
    #expect(try FeedStore(store).addFeedArticles(items, feed: feed.id, at: now) == 2)
    _ = try SyncStore(store).storeRemoteItems(
      [RemoteItem(id: "77", feed: nil, article: Article(title: "D", link: "https://d.example/"))],
      feeds: [:], unread: [], starred: [], at: now)
    #expect(try Self.keyShapes(store) == ["blob:8 x4"])

    store = try temporary.open()
    _ = try store.keep([article("A", link: "https://a.example/1")], for: subject, at: now)
    #expect(try FeedStore(store).addFeedArticles(items, feed: feed.id, at: now) == 0)
    _ = try SyncStore(store).storeRemoteItems(
      [RemoteItem(id: "77", feed: nil, article: Article(title: "D2", link: "https://d.example/2"))],
      feeds: [:], unread: [], starred: [], at: now)
    #expect(try Self.count(store) == 4)
  }

  @Test("Each store has a salt of its own; a lost or garbled salt is replaced, and writes go on")
  func saltPerStore() throws {
    let (first, second) = (TemporaryStore(), TemporaryStore())
    defer {
      first.remove()
      second.remove()
    }
    let salts = try [first, second].map { temporary in
      try temporary.open().database.read { try #require(try ArticleKeys.read(in: $0)) }
    }
    #expect(salts[0].count == 16 && salts[0] != salts[1])

    let store = try first.open()
    try store.database.write {
      try $0.execute(
        sql: "UPDATE setting SET value = 'not hex at all, 32 characters!!' WHERE key = ?",
        arguments: [ArticleKeys.saltSetting])
    }
    let reopened = try first.open()
    let salt = try reopened.database.read { try ArticleKeys.read(in: $0) }
    #expect(salt != nil && salt != salts[0])
    _ = try reopened.keep(
      [article("A", link: "https://a.example/1")], for: StoreSubject(.search("x"), language: "en"),
      at: now)
    #expect(try Self.keyShapes(reopened) == ["blob:8 x1"])
  }

  @Test("An upgrade hashes the keys a store kept as text: a refresh finds its articles, none twice")
  func upgradeHashesTextKeys() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let store = try temporary.open()
    let feed = try subscribed(store)
    let items: [(Article, String?)] = (0..<3).map {
      (Article(title: "Item \($0)", link: "https://b.example/\($0)"), "guid-\($0)")
    }
    _ = try FeedStore(store).addFeedArticles(items, feed: feed.id, at: now)
    // The store as version 16 kept it: keys as text, no salt, the upgrade not yet run.
    try store.database.write { db in
      try db.execute(
        sql: """
          UPDATE article SET key = 'feed:' || feed_id || ':id:guid-' || substr(title, 6);
          DELETE FROM setting WHERE key = ?;
          DELETE FROM grdb_migrations WHERE identifier = 'v17-hashed-keys';
          PRAGMA user_version = 16;
          """, arguments: [ArticleKeys.saltSetting])
    }
    #expect(try Self.keyShapes(store) == ["text:\(String(feed.id).count + 15) x3"])

    let upgraded = try temporary.open()
    #expect(try Self.keyShapes(upgraded) == ["blob:8 x3"])
    #expect(try FeedStore(upgraded).addFeedArticles(items, feed: feed.id, at: now) == 0)
    #expect(try Self.count(upgraded) == 3)
  }

  @Test("Signing out: an article the server brought gets a key no item has; a feed's keeps its own")
  func signOutKeys() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let store = try temporary.open()
    let feed = try subscribed(store)
    let local: [(Article, String?)] = [(Article(title: "Local", link: "https://l.example/"), "g")]
    _ = try FeedStore(store).addFeedArticles(local, feed: feed.id, at: now)
    let sync = SyncStore(store)
    let items = [
      RemoteItem(id: "1", feed: nil, article: Article(title: "Local", link: "https://l.example/")),
      RemoteItem(id: "2", feed: nil, article: Article(title: "Server", link: "https://s.example/")),
    ]
    #expect(try sync.storeRemoteItems(items, feeds: [:], unread: [], starred: [], at: now).new == 1)
    try sync.forgetSync()
    // The feed still finds its article; another server's item 2 (another link) is not the
    // article item 2 was here.
    #expect(try FeedStore(store).addFeedArticles(local, feed: feed.id, at: now) == 0)
    let other = RemoteItem(
      id: "2", feed: nil, article: Article(title: "Other", link: "https://o.example/"))
    #expect(
      try sync.storeRemoteItems([other], feeds: [:], unread: [], starred: [], at: now).new == 1)
    #expect(try Self.count(store) == 3)
  }
}
