import Foundation
import GRDB
import Testing

@testable import NewsKit

/// The store gives space back: new stores vacuum incrementally as pruning frees pages, an
/// upgraded one is compacted once (again after a kill), and `compact` says what it freed.
@Suite("Store space: auto-vacuum, compaction, the upgrade's progress")
struct StoreCompactionTests {
  let now = Date(timeIntervalSince1970: 1_800_000_000)
  let subject = StoreSubject(.search("x"), language: "en")

  /// `count` articles with a summary of about 1 kB each, fetched at `at`.
  func fill(_ store: ArticleStore, count: Int, at: Date, prefix: String = "a") throws {
    // A long summary of words that do not repeat (a repeated one packs to almost nothing).
    let articles = (0..<count).map { number in
      let words = (0..<150).map { "w\(($0 &* 7_919 &+ number &* 104_729) % 1_000_003)" }
      return article(
        "\(prefix) \(number)", link: "https://e.org/\(prefix)/\(number)",
        summary: "words of a long summary " + words.joined(separator: " "))
    }
    _ = try store.remember(articles, for: subject, at: at)
  }

  func pragma(_ store: ArticleStore, _ name: String) throws -> Int64 {
    try #require(try store.database.read { try Int64.fetchOne($0, sql: "PRAGMA \(name)") })
  }

  @Test("A new store vacuums incrementally: pruning gives the pages back to the file system")
  func pruningGivesSpaceBack() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let store = try temporary.open(now: now)
    #expect(try pragma(store, "auto_vacuum") == 2)
    try fill(store, count: 2_000, at: now - 40 * 86_400, prefix: "old")
    try fill(store, count: 10, at: now, prefix: "new")
    let before = try pragma(store, "page_count")
    #expect(try store.prune(before: now - 30 * 86_400) == 2_000)
    let after = try pragma(store, "page_count")
    #expect(after < before / 4, "\(before) pages before, \(after) after")
    #expect(try pragma(store, "freelist_count") == 0)
  }

  @Test("Opening a store that exists writes nothing: no journal frame, the header unchanged")
  func openingWritesNothing() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    do {
      let store = try temporary.open(now: now)
      try fill(store, count: 10, at: now)
    }
    let header = try #require(FileManager.default.contents(atPath: temporary.url.path)).prefix(100)
    let store = try temporary.open(now: now)
    #expect(try pragma(store, "auto_vacuum") == 2)
    _ = try store.lastList()
    // Setting auto_vacuum again wrote page 1 on every open: a frame in the journal.
    let journal = try FileManager.default.attributesOfItem(atPath: temporary.url.path + "-wal")
    #expect((journal[.size] as? Int) == 0)
    #expect(
      try #require(FileManager.default.contents(atPath: temporary.url.path)).prefix(100) == header)
  }

  @Test("Compacting frees the free pages, keeps every article searchable, and says how much")
  func compactFrees() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let store = try temporary.open(now: now)
    try fill(store, count: 1_500, at: now)
    // Deleted without the vacuum a prune runs: the pages stay in the file, free.
    try store.database.write {
      try $0.execute(sql: "DELETE FROM last_list; DELETE FROM listing")
      try $0.execute(sql: "DELETE FROM article WHERE id % 2 = 0")
    }
    let free = try pragma(store, "freelist_count")
    #expect(free > 50, "\(free) free pages")
    // An index that drifted from the articles (a word given for an article that has none).
    let kept = try #require(
      try store.database.read { try Int64.fetchOne($0, sql: "SELECT MIN(id) FROM article") })
    try store.database.write {
      try $0.execute(
        sql: "INSERT INTO article_search (rowid, title, summary) VALUES (?, 'ghost', '')",
        arguments: [kept])
    }
    #expect(try store.search("ghost", limit: 5, now: now).count == 1)
    let reports = ProgressRecord()
    let compaction = try store.compact(progress: reports.progress)
    #expect(compaction.freed > 200_000 && compaction.after < compaction.before)
    #expect(compaction.after == StoreFiles.size(of: temporary.url))
    #expect(try pragma(store, "freelist_count") == 0)
    #expect(try store.search("summary", limit: 2_000, now: now).count == 750)
    // Built again from the articles: the drift is gone, and FTS5 finds its index whole.
    #expect(try store.search("ghost", limit: 5, now: now).isEmpty)
    try store.database.write {
      try $0.execute(sql: "INSERT INTO article_search (article_search) VALUES ('integrity-check')")
    }
    #expect(reports.last == 100 && reports.values == reports.values.sorted())
    // Nothing left to free: nothing freed.
    #expect(try store.compact(progress: .silent).freed == 0)
  }

  @Test("A store of an old layout is upgraded, compacted once, and incremental from then on")
  func upgradeCompactsOnce() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    try StoreSchemaTests.versionEleven(at: temporary)
    let reports = ProgressRecord()
    let opened = StoreOpener.open(
      at: temporary.url, schema: NewsSchema.all, now: now, progress: reports.progress)
    let store = try #require(opened.store)
    #expect(try pragma(store, "auto_vacuum") == 2)
    let state = try store.database.read { db in
      (
        try String.fetchAll(
          db, sql: "SELECT name FROM sqlite_master WHERE name LIKE 'article_search%'"),
        try Int.fetchOne(
          db, sql: "SELECT COUNT(*) FROM setting WHERE key = ?",
          arguments: [StoreOpener.compactionPending])
      )
    }
    #expect(!state.0.contains("article_search_content"))
    #expect(state.1 == 0)
    #expect(reports.last == 100 && reports.finished == 1)
  }

  @Test("A compaction the upgrade asked for runs on the next open when a run was killed before it")
  func pendingCompactionResumes() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let store = try temporary.open(now: now)
    try fill(store, count: 300, at: now)
    // As a kill after the upgrade's commit leaves it: the request made, the file not vacuumed.
    try store.database.writeWithoutTransaction {
      try $0.execute(sql: "PRAGMA auto_vacuum = NONE; VACUUM")
      try $0.execute(
        sql: "INSERT INTO setting (key, value) VALUES (?, '1')",
        arguments: [StoreOpener.compactionPending])
    }
    #expect(try pragma(store, "auto_vacuum") == 0)
    let reopened = try temporary.open(now: now)
    #expect(try pragma(reopened, "auto_vacuum") == 2)
    #expect(try reopened.search("summary", limit: 500, now: now).count == 300)
  }

  @Test("The progress line: nothing for the first second, then the percentage, erased at the end")
  func progressLine() throws {
    let clock = SteppedClock(now)
    let written = ProgressRecord()
    let line = StoreProgressLine(
      text: { "Upgrading the store: \($0) %" }, width: 80, now: { clock.now },
      write: { written.write($0) })
    let progress = line.progress
    progress.report(0, 200)
    clock.advance(0.5)
    progress.report(50, 200)
    #expect(written.text.isEmpty)
    clock.advance(0.6)
    progress.report(100, 200)
    progress.report(101, 200)
    progress.report(200, 200)
    progress.finish()
    #expect(
      written.text
        == "\rUpgrading the store: 50 %\u{1B}[K\rUpgrading the store: 100 %\u{1B}[K\r\u{1B}[K")
    // Too wide for the terminal: not drawn (a wrapped line cannot be erased), nothing to erase.
    let narrow = ProgressRecord()
    let cramped = StoreProgressLine(
      text: { "Upgrading the store: \($0) %" }, width: 20, now: { clock.now },
      write: { narrow.write($0) }
    ).progress
    cramped.report(0, 1)
    clock.advance(2)
    cramped.report(1, 1)
    cramped.finish()
    #expect(narrow.text.isEmpty)
  }
}

/// What progress was told, and what was written.
final class ProgressRecord: @unchecked Sendable {
  private let lock = NSLock()
  private(set) var values: [Int] = []
  private(set) var finished = 0
  private(set) var text = ""

  var last: Int? { lock.withLock { values.last } }

  var progress: StoreProgress {
    StoreProgress(
      report: { done, total in
        self.lock.withLock { self.values.append(total > 0 ? done * 100 / total : 0) }
      }, finish: { self.lock.withLock { self.finished += 1 } })
  }

  func write(_ piece: String) { lock.withLock { text += piece } }
}

/// A clock the test moves.
final class SteppedClock: @unchecked Sendable {
  private let lock = NSLock()
  private var current: Date
  init(_ start: Date) { current = start }
  var now: Date { lock.withLock { current } }
  func advance(_ seconds: TimeInterval) { lock.withLock { current += seconds } }
}
