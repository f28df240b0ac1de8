import Foundation
import GRDB
import TestSupport
import Testing

/// Every command over a store in which every column, one at a time, holds values of every
/// SQLite storage class (a BLOB, text, a huge real, NULL, the smallest integer): no command
/// crashes, each ends with one of the contract's exit codes, and the good rows still show.
@Suite("news, end to end: every command over every tampered column")
struct TamperedStoreWalkTests {
  /// The commands walked: every one that reads or writes the store.
  static let commands: [[String]] = [
    ["search", "--offline", "story"], ["saved"], ["saved", "--json"], ["show", "1"],
    ["story", "1"], ["open", "1"],
    ["feed", "list"], ["feed", "list", "--json"], ["feed", "export"], ["read", "--offline"],
    ["read", "--offline", "--json"], ["edition", "list"], ["edition", "list", "--json"],
    ["edition", "read", "1"], ["sync", "status"], ["sync", "status", "--json"],
    ["search", "story"], ["topic", "tech"], ["save", "2"], ["unsave", "1"],
    ["feed", "refresh", "--timeout", "5"],
  ]
  static let contractCodes: Set<Int32> = [0, 64, 65, 69, 74, 75, 77, 78]

  /// The values each tampered column gets, row by row in turn.
  static let tampering = """
    CASE rowid % 5 WHEN 0 THEN x'c328ff00' WHEN 1 THEN 'bogus' WHEN 2 THEN 1e300
    WHEN 3 THEN NULL ELSE -9223372036854775808 END
    """
  static let singleValues = ["x'c328ff00'", "'bogus'", "1e300", "NULL", "-9223372036854775808"]

  @Test("No command crashes over a store with any column of any table tampered")
  func walk() async throws {
    let sites = try EditionEndToEndTests.Sites()
    defer { sites.stop() }
    let feed = try LoopbackServer { request in
      let items = (1...3).map {
        "<item><title>Feed story \($0)</title><link>\(sites.pages.baseURL)feed\($0)</link></item>"
      }.joined()
      return CannedResponse(
        status: 200,
        body: Data("<rss version=\"2.0\"><channel><title>F</title>\(items)</channel></rss>".utf8))
    }
    defer { feed.stop() }
    let home = sites.home.directory
    var environment = sites.environment
    environment["XDG_CONFIG_HOME"] = home.path + "/config"
    // A pristine store: an edition, a list, a saved article, a feed with articles, a sync
    // account (on a closed port: a sync status reads only the store).
    for arguments in [
      ["edition", "make", "--topic", "tech", "--per-topic", "4"], ["search", "story"],
      ["save", "1"], ["feed", "add", feed.baseURL + "feed.xml"], ["read", "--offline"],
    ] {
      let result = try await NewsBinary.run(arguments, environment: environment)
      #expect(result.exitCode == 0, "\(arguments): \(result.stderr)")
    }
    try FileManager.default.createDirectory(
      atPath: home.path + "/config/news", withIntermediateDirectories: true)
    try "server = \"http://127.0.0.1:9/api/greader.php\"\nuser = \"u\"\ntoken = \"u/t\"\n".write(
      toFile: home.path + "/config/news/sync.toml", atomically: true, encoding: .utf8)
    let pristine = URL(fileURLWithPath: home.path + "/news/news.sqlite")
    let columns = try Self.columns(of: pristine)
    #expect(columns.count > 50)

    let failures = Failures()
    let signedIn = environment
    try await withThrowingTaskGroup(of: Void.self) { group in
      var running = 0
      for (table, column) in columns {
        if running >= 4 {
          try await group.next()
          running -= 1
        }
        running += 1
        group.addTask {
          let copy = FileManager.default.temporaryDirectory
            .appendingPathComponent("news-walk-\(UUID().uuidString)")
          defer { try? FileManager.default.removeItem(at: copy) }
          try FileManager.default.createDirectory(
            at: copy.appendingPathComponent("news"), withIntermediateDirectories: true)
          let store = copy.appendingPathComponent("news/news.sqlite")
          try FileManager.default.copyItem(at: pristine, to: store)
          try Self.tamper(store, table: table, column: column)
          var variables = signedIn
          variables["XDG_DATA_HOME"] = copy.path
          for arguments in Self.commands {
            let result = try await NewsBinary.run(arguments, environment: variables)
            if !Self.contractCodes.contains(result.exitCode)
              || result.stderr.contains("Fatal error")
            {
              failures.add(
                "\(table).\(column): news \(arguments.joined(separator: " ")) → \(result.exitCode)"
                  + " \(result.stderr.prefix(300))")
            }
          }
          // Saved articles survive any damage to other columns: `saved` lists the good one.
          if table != "article" {
            let saved = try await NewsBinary.run(["saved", "--json"], environment: variables)
            if !saved.stdout.contains("\"title\"") {
              failures.add(
                "\(table).\(column): saved lost its article: \(saved.stdout.prefix(200))")
            }
          }
        }
      }
      try await group.waitForAll()
    }
    #expect(failures.all.isEmpty, "\(failures.all.joined(separator: "\n"))")
  }

  @Test("Values read around are said once, after the command, in the reader's language")
  func damageSaidOnce() async throws {
    let sites = try EditionEndToEndTests.Sites()
    defer { sites.stop() }
    for arguments in [["search", "story"], ["save", "1"], ["save", "2"]] {
      let result = try await sites.run(arguments)
      #expect(result.exitCode == 0, "\(arguments): \(result.stderr)")
    }
    let clean = try await sites.run(["saved"])
    #expect(!clean.stderr.contains("damaged"), "\(clean.stderr)")
    try Self.damageSaved(sites.home.directory.appendingPathComponent("news/news.sqlite"))
    let saved = try await sites.run(["saved"])
    #expect(saved.exitCode == 0)
    #expect(saved.stdout.contains("Hi"), "\(saved.stdout)")
    let notices = saved.stderr.components(separatedBy: "damaged").count - 1
    #expect(notices == 1, "\(saved.stderr)")
    #expect(saved.stderr.contains("values in the article store were damaged"), "\(saved.stderr)")
    let polish = try await sites.run(["saved", "--lang", "pl"])
    #expect(
      polish.stderr.contains("W bazie artykułów 4 wartości były uszkodzone"), "\(polish.stderr)")
  }

  /// Puts a blob title and a text date in the saved articles.
  static func damageSaved(_ store: URL) throws {
    let database = try StoreConnection.open(store.path)
    try database.write { db in
      try db.execute(
        sql:
          "UPDATE article SET title = x'4869', published = 'yesterday' WHERE saved_at IS NOT NULL")
    }
    try database.close()
  }

  /// Every column of the store's own tables (not the full-text index's).
  static func columns(of store: URL) throws -> [(String, String)] {
    try DatabaseQueue(path: store.path).read { db in
      try Row.fetchAll(
        db,
        sql: """
          SELECT m.name AS tbl, p.name AS col FROM sqlite_master m JOIN pragma_table_info(m.name) p
          WHERE m.type = 'table' AND m.name NOT LIKE 'article_search%'
            AND m.name NOT LIKE 'sqlite_%' AND m.name != 'grdb_migrations'
          """
      ).map {
        (String.fromDatabaseValue($0["tbl"]) ?? "", String.fromDatabaseValue($0["col"]) ?? "")
      }
    }
  }

  /// Puts values of every storage class in one column: row by row in turn, or, where the
  /// column refuses some (an integer primary key, a unique or NOT NULL column), each value
  /// that it takes.
  static func tamper(_ store: URL, table: String, column: String) throws {
    let database = try DatabaseQueue(path: store.path)
    try database.writeWithoutTransaction { db in
      try db.execute(sql: "PRAGMA foreign_keys = OFF")
      do {
        try db.execute(sql: "UPDATE \"\(table)\" SET \"\(column)\" = \(tampering)")
      } catch {
        for value in singleValues {
          try? db.execute(
            sql:
              "UPDATE \"\(table)\" SET \"\(column)\" = \(value) WHERE rowid = (SELECT min(rowid) FROM \"\(table)\")"
          )
        }
      }
    }
    try database.close()
  }

  final class Failures: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [String] = []
    func add(_ item: String) { lock.withLock { items.append(item) } }
    var all: [String] { lock.withLock { items } }
  }
}
