import Foundation
import GRDB

/// The store the `query` fuzz target runs what it compiles in: an empty store of the whole
/// schema, made once per process in a temporary folder, so that a query the parser accepts is
/// also run by SQLite (30 `or`s once compiled to a condition SQLite's parser could not hold).
enum FuzzQueryStore {
  /// The store, or nil when none can be made here (the target then only compiles).
  static let store: ArticleStore? = {
    // Gone when the process ends (a suite run left one folder a run behind).
    atexit { try? FileManager.default.removeItem(at: FuzzQueryStore.folder) }
    return StoreOpener.open(
      at: folder.appendingPathComponent("news.sqlite"), schema: NewsSchema.all,
      now: Date(timeIntervalSince1970: 0)
    ).store
  }()

  /// The store's folder, one a process.
  static var folder: URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("news-fuzz-query-\(getpid())")
  }

  /// Runs a compiled condition over the articles; an accepted query that SQLite refuses traps,
  /// which is what the fuzzer looks for.
  static func run(_ condition: (sql: String, arguments: [DatabaseValueConvertible])) {
    guard let store else { return }
    do {
      _ = try store.database.reading { db in
        try Row.fetchAll(
          db, sql: "SELECT article.id FROM article WHERE " + condition.sql + " LIMIT 1",
          arguments: StatementArguments(condition.arguments))
      }
    } catch {
      preconditionFailure("an accepted query does not run: \(error)")
    }
  }
}
