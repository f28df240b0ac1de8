import Foundation
import GRDB
import NewsKit
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The store's layout upgrade and its space, through the binary: a store of the old layout
/// (version 11, its search index holding a copy of the text) with 150,000 articles is upgraded
/// in place, killed midway without losing anything, shows progress on a terminal; `news store
/// compact` and `news doctor` say what the space is.
@Suite("news, end to end, the store's layout and space")
struct StoreLayoutEndToEndTests {
  /// Articles added to the version-11 fixture, so the upgrade takes seconds.
  static let bulk = 150_000

  final class Home: @unchecked Sendable {
    let directory = URL(fileURLWithPath: "/tmp/news-layout-\(UUID().uuidString)")
    var variables: [String: String] {
      ["XDG_DATA_HOME": directory.path, "XDG_CONFIG_HOME": directory.path + "/config"]
    }
    var store: String { directory.path + "/news/news.sqlite" }
    deinit { try? FileManager.default.removeItem(at: directory) }
  }

  /// A home whose store is the version-11 fixture with `bulk` more articles (in its search
  /// index too, with the index's copy of their text), one of them saved.
  static func oldStore() throws -> Home {
    let home = Home()
    try FileManager.default.createDirectory(
      atPath: home.directory.path + "/news", withIntermediateDirectories: true)
    try Fixtures.data("stores/v11.sqlite").write(to: URL(fileURLWithPath: home.store))
    let database = try DatabaseQueue(path: home.store)
    try database.write { db in
      try db.execute(
        sql: """
          WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < \(bulk))
          INSERT INTO article (key, title, summary, published, published_has_time, source, link,
            first_fetched_at, last_fetched_at)
          SELECT 'link:bulk.example/' || i, 'Bulk story ' || i,
            'The summary of bulk story ' || i || ', in a few more words than that', 1700000000 + i,
            1, 'bulk.example', 'https://bulk.example/' || i, 1700000000, 1700000000 FROM n;
          INSERT INTO article_search (rowid, title, summary)
          SELECT id, lower(title), lower(summary) FROM article WHERE key LIKE 'link:bulk.%';
          UPDATE article SET saved_at = 1700000100 WHERE key = 'link:bulk.example/77';
          -- Grouped into stories already, as far as lists know: grouping 150,000 articles is
          -- not what these tests time.
          INSERT OR REPLACE INTO setting (key, value) VALUES ('stories-grouped-through', '1800000000');
          """)
    }
    try database.close()
    return home
  }

  static func count(_ path: String, _ sql: String) throws -> Int {
    var configuration = Configuration()
    configuration.readonly = true
    let database = try DatabaseQueue(path: path, configuration: configuration)
    defer { try? database.close() }
    return try database.read { try Int.fetchOne($0, sql: sql) ?? -1 }
  }

  static func size(_ path: String) -> Int {
    ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber)?.intValue ?? 0
  }

  @Test(
    "kill -9 during the upgrade loses nothing; the next run upgrades, and every article is there")
  func killedUpgrade() async throws {
    let home = try Self.oldStore()
    let articles = try Self.count(home.store, "SELECT COUNT(*) FROM article")
    #expect(articles > Self.bulk)
    let process = Process()
    process.executableURL = NewsBinary.url
    process.arguments = ["query", "list"]
    process.environment = home.variables.merging(["PATH": "/usr/bin:/bin"]) { $1 }
    let errors = home.directory.appendingPathComponent("stderr")
    #expect(FileManager.default.createFile(atPath: errors.path, contents: nil))
    process.standardOutput = FileHandle.nullDevice
    process.standardError = try FileHandle(forWritingTo: errors)
    try process.run()
    // The upgrade writes its new index to the log: a thread of its own (not the test pool's,
    // which other tests' waits can hold for seconds) kills it once a few megabytes are there.
    let watch = LogWatch()
    let pid = process.processIdentifier
    let path = home.store + "-wal"
    let watcher = Thread {
      while !watch.isOver {
        let size = Self.size(path)
        if size > 4_000_000 {
          watch.saw(size)
          kill(pid, SIGKILL)
          return
        }
        usleep(1_000)
      }
    }
    watcher.start()
    process.waitUntilExit()
    watch.end()
    let logged = watch.largest
    #expect(
      process.terminationReason == .uncaughtSignal,
      "the upgrade ended before it could be killed: \(process.terminationStatus), \((try? String(contentsOf: errors, encoding: .utf8)) ?? "")"
    )
    #expect(logged > 4_000_000)

    let saved = try await NewsBinary.run(["saved", "--json"], environment: home.variables)
    #expect(saved.exitCode == 0, "\(saved.stderr)")
    #expect(saved.stdout.contains("Bulk story 77"))
    #expect(try Self.count(home.store, "SELECT COUNT(*) FROM article") == articles)
    #expect(
      try Self.count(
        home.store, "SELECT COUNT(*) FROM grdb_migrations WHERE identifier LIKE 'v15-%'") == 2)
    #expect(try Self.count(home.store, "PRAGMA auto_vacuum") == 2)
    let found = try await NewsBinary.run(
      ["search", "--offline", "--json", "bulk", "story", "149999"], environment: home.variables)
    #expect(found.exitCode == 0, "\(found.stderr)")
    #expect(found.stdout.contains("Bulk story 149999"))
  }

  @Test("On a terminal the upgrade shows its progress after a second, then erases it")
  func upgradeProgress() async throws {
    let home = try Self.oldStore()
    let before = Self.size(home.store)
    let typescript = home.directory.path + "/typescript"
    let run = try await NewsBinary.run(
      ["query", "list"], environment: home.variables.merging(["TYPESCRIPT": typescript]) { $1 },
      wrapper: ["/bin/sh", "-c", #"exec /usr/bin/script -qfec "$0 $*" "$TYPESCRIPT""#])
    #expect(run.exitCode == 0, "\(run.stderr)")
    let screen = try String(contentsOfFile: typescript, encoding: .utf8)
    #expect(screen.contains("Upgrading the store: "))
    #expect(screen.contains("%\u{1B}[K\r\u{1B}[K"), "the line is erased at the end")
    // The old index's copy of the text is given back.
    #expect(Self.size(home.store) < before * 4 / 5, "\(before) → \(Self.size(home.store))")
  }

  @Test(
    "store compact says what it gave back, in both languages and as JSON; doctor shows the space")
  func compactAndDoctor() async throws {
    let home = try Self.oldStore()
    _ = try await NewsBinary.run(["query", "list"], environment: home.variables)
    // Free pages inside the file: articles deleted by hand, without the vacuum a prune runs
    // (the search index's triggers fold text as news does).
    let database = try StoreConnection.open(home.store)
    try await database.write {
      try $0.execute(
        sql:
          "DELETE FROM article WHERE link LIKE 'https://bulk.example/%' AND saved_at IS NULL AND id % 3 = 0"
      )
    }
    try database.close()
    let doctor = try await NewsBinary.run(["doctor"], environment: home.variables)
    let storeLine = doctor.stdout.split(separator: "\n").first { $0.contains("news.sqlite") } ?? ""
    #expect(storeLine.contains("unused (news store compact gives it back)"), "\(doctor.stdout)")
    #expect(doctor.stdout.contains("pruning would remove"), "\(doctor.stdout)")

    let json = try await NewsBinary.run(
      ["store", "compact", "--json"], environment: home.variables)
    #expect(json.exitCode == 0, "\(json.stderr)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let before = try #require(object["before"] as? Int)
    let after = try #require(object["after"] as? Int)
    #expect(after < before && object["freed"] as? Int == before - after)
    #expect(after == Self.size(home.store) + Self.size(home.store + "-wal"))
    #expect(json.stderr.isEmpty, "no progress line when stderr is not a terminal")

    let english = try await NewsBinary.run(["store", "compact"], environment: home.variables)
    #expect(english.exitCode == 0)
    #expect(english.stdout.contains("there was no unused space to give back"))
    let polish = try await NewsBinary.run(
      ["store", "compact", "--lang", "pl"], environment: home.variables)
    #expect(polish.stdout.contains("nie było nieużywanego miejsca do zwolnienia"))
    let noStore = try await NewsBinary.run(
      ["store", "compact", "--no-store"], environment: home.variables)
    #expect(noStore.exitCode == 64, "\(noStore.stderr)")
  }
}

/// The largest log a watcher saw, and whether the process it watched is over.
final class LogWatch: @unchecked Sendable {
  private let lock = NSLock()
  private var size = 0
  private var over = false
  func saw(_ bytes: Int) { lock.withLock { size = max(size, bytes) } }
  func end() { lock.withLock { over = true } }
  var largest: Int { lock.withLock { size } }
  var isOver: Bool { lock.withLock { over } }
}
