import Foundation
import GRDB
import Testing

@testable import NewsKit

/// Summaries are stored packed and read as text everywhere: lists, search, queries, stories.
@Suite("Packed summaries")
struct PackedTextTests {
  let now = Date(timeIntervalSince1970: 1_790_000_000)
  let subject = StoreSubject(.search("x"), language: "pl")
  let long =
    "Powódź na Wiśle: wały w Krakowie wytrzymały, ale w Sandomierzu ewakuowano dwie dzielnice. "
    + "Hydrolodzy ostrzegają, że fala kulminacyjna dotrze do Warszawy w czwartek wieczorem."

  /// The stored type and size of the summary of the article titled `title`.
  func stored(_ store: ArticleStore, _ title: String) throws -> (type: String, bytes: Int) {
    let row = try #require(
      try store.database.read {
        try Row.fetchOne(
          $0,
          sql:
            "SELECT typeof(summary) AS type, length(summary) AS bytes FROM article WHERE title = ?",
          arguments: [title])
      })
    return (row["type"], row["bytes"])
  }

  @Test("A long summary is kept packed and smaller; a short one as text; both read back the same")
  func packedAndRead() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let store = try temporary.open(now: now)
    _ = try store.remember(
      [article("Long", summary: long), article("Short", summary: "Krótko.")], for: subject,
      at: now)
    let packed = try stored(store, "Long")
    #expect(packed.type == "blob")
    #expect(packed.bytes < long.utf8.count)
    #expect(try stored(store, "Short").type == "text")
    let list = try store.lastList()
    #expect(list.map(\.article.summary) == [long, "Krótko."])
    // Search finds a word of the packed text, folded; a query reads the text too.
    #expect(try store.search("sandomierzu", limit: 5, now: now).map(\.article.title) == ["Long"])
    #expect(try store.search("kulminacyjna fala", limit: 5, now: now).count == 1)
    let rows = try store.database.read {
      try Row.fetchAll(
        $0,
        sql: "SELECT title FROM article WHERE \(PackedText.read("summary")) LIKE '%Warszawy%'")
    }
    #expect(rows.map { $0["title"] as String } == ["Long"])
  }

  @Test("What was just packed reads back as its own text, whatever was packed before or after")
  func lastPacked() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let store = try temporary.open(now: now)
    let other = long.replacingOccurrences(of: "Krakowie", with: "Tarnowie")
    // One statement: each row's summary packed, then indexed from the packed bytes.
    _ = try store.remember(
      [article("First", summary: long), article("Second", summary: other)], for: subject,
      at: now)
    #expect(try store.search("krakowie", limit: 5, now: now).map(\.article.title) == ["First"])
    #expect(try store.search("tarnowie", limit: 5, now: now).map(\.article.title) == ["Second"])
    let texts = try store.database.read { db in
      try [long, other, long].map { text in
        try #require(
          try Row.fetchOne(db, sql: "SELECT news_text(news_pack(?)) AS text", arguments: [text]))[
            "text"] as String
      }
    }
    #expect(texts == [long, other, long])
    // The first article's bytes, read after the second was packed, are its own text.
    let first = try store.database.read { db in
      try #require(
        try Row.fetchOne(
          db, sql: "SELECT news_text(summary) AS text FROM article WHERE title = 'First'"))["text"]
        as String
    }
    #expect(first == long)
  }

  @Test("Stories group by the packed summary's words, not its bytes")
  func storiesReadText() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let store = try temporary.open(now: now)
    _ = try store.remember([article("Long", summary: long)], for: subject, at: now)
    let row = try #require(
      try store.database.read {
        try Row.fetchOne($0, sql: "SELECT \(StoryStore.columns) FROM article")
      })
    #expect(StoryStore.stored(row)?.input.text == long)
  }

  @Test("A changed summary is packed again, and search follows it")
  func changedSummary() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let store = try temporary.open(now: now)
    let link = "https://e.org/flood"
    _ = try store.remember([article("Flood", link: link, summary: long)], for: subject, at: now)
    let changed = long.replacingOccurrences(of: "Sandomierzu", with: "Tarnobrzegu")
    _ = try store.remember(
      [article("Flood", link: link, summary: changed)], for: subject, at: now + 60)
    #expect(try store.search("sandomierzu", limit: 5, now: now).isEmpty)
    #expect(try store.search("tarnobrzegu", limit: 5, now: now).count == 1)
    #expect(try store.lastList().first?.article.summary == changed)
    try store.database.write {
      try $0.execute(sql: "INSERT INTO article_search (article_search) VALUES ('integrity-check')")
    }
  }

  @Test("A damaged packed summary reads as none; a BLOB not packed reads as before")
  func damaged() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let store = try temporary.open(now: now)
    _ = try store.remember(
      [article("Broken", summary: long), article("Plain", summary: "x")], for: subject, at: now)
    try store.database.write { db in
      // The marker, then bytes that are not deflate; and a BLOB written by another tool.
      try db.execute(sql: "UPDATE article SET summary = x'01ffffffff00' WHERE title = 'Broken'")
      try db.execute(
        sql: "UPDATE article SET summary = CAST('Zwykły' AS BLOB) WHERE title = 'Plain'")
    }
    let list = try store.lastList()
    #expect(list.map(\.article.title) == ["Broken", "Plain"])
    #expect(list[0].article.summary == nil)
    #expect(list[1].article.summary == "Zwykły")
  }

  @Test("An upgrade packs the summaries a store kept as text, and the index finds their words")
  func upgradePacks() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let store = try temporary.open(now: now)
    _ = try store.remember([article("Old", summary: long)], for: subject, at: now)
    try store.database.write { db in
      // As a store of version 15 kept it: text, and a fetch time with a fraction.
      try db.execute(sql: SearchIndex.drop)
      try db.execute(
        sql: "UPDATE article SET summary = ?, first_fetched_at = first_fetched_at + 0.25",
        arguments: [long])
      try PackedText.packStore(db, progress: .silent)
      try db.execute(sql: SearchIndex.create)
      try SearchIndex.fill(db, progress: .silent)
    }
    #expect(try stored(store, "Old").type == "blob")
    let fetched = try store.database.read {
      try Double.fetchOne($0, sql: "SELECT first_fetched_at FROM article")
    }
    #expect(fetched == now.timeIntervalSince1970)
    #expect(try store.search("hydrolodzy", limit: 5, now: now).count == 1)
  }

  @Test("Unpacking is bounded: a value that would unpack past 8 MiB, or is cut short, is none")
  func unpackBounded() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    // The fuzz regression: the choice byte, the marker, then 16 MiB of zeros deflated (16 KB).
    let bomb = try Data(
      contentsOf: root.appendingPathComponent("Fuzz/Regressions/store-row/packed-16mib-of-zeros"))
    #expect(bomb.count < 20_000)
    #expect(PackedText.unpack(bomb.dropFirst()) == nil)
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let store = try temporary.open(now: now)
    let packed = try #require(
      try store.database.read {
        try Data.fetchOne($0, sql: "SELECT news_pack(?)", arguments: [long])
      })
    #expect(packed.first == 2)
    #expect(PackedText.unpack(packed) == long)
    #expect(PackedText.unpack(packed.dropLast(4)) == nil)
    #expect(PackedText.unpack(Data("plain".utf8)) == nil)
  }

  @Test("A summary under 1 KB is Huffman-coded alone; a longer text has its repeats packed too")
  func shortTextsHuffmanOnly() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let store = try temporary.open(now: now)
    // The same 50 bytes over and over: repeats are all there is to pack.
    let unit = "Powódź na Wiśle; wały wytrzymały w Krakowie. "
    let short = String(repeating: unit, count: 900 / unit.utf8.count)
    let long = String(repeating: unit, count: 4_000 / unit.utf8.count)
    let sizes = try [short, long].map { text in
      try #require(
        try store.database.read {
          try Data.fetchOne($0, sql: "SELECT news_pack(?)", arguments: [text])
        })
    }
    // Letters coded alone take some 4 bits each; repeats found take a few bytes in all.
    #expect(sizes[0].count > short.utf8.count / 3, "\(sizes[0].count) of \(short.utf8.count)")
    #expect(sizes[1].count < long.utf8.count / 20, "\(sizes[1].count) of \(long.utf8.count)")
    #expect(PackedText.unpack(sizes[0]) == short)
    #expect(PackedText.unpack(sizes[1]) == long)
  }
}
