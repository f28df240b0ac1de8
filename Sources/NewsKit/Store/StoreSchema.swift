import Foundation
import GRDB

/// One change to the store's schema: the identifier it shipped under (kept in the file's
/// `grdb_migrations`, so it never changes) and the schema version it shipped in, which orders
/// it among every room's changes.
public struct StoreMigration: Sendable {
  /// The schema version the change shipped in (`v4-feeds` shipped in 4).
  let shippedIn: Int
  /// The identifier the file records once the change is applied.
  let identifier: String
  /// The change itself, inside the migration's transaction, telling how far a long one has come.
  let apply: @Sendable (Database, StoreProgress) throws -> Void

  init(shippedIn: Int, _ identifier: String, apply: @escaping @Sendable (Database) throws -> Void) {
    self.shippedIn = shippedIn
    self.identifier = identifier
    self.apply = { db, _ in try apply(db) }
  }

  /// A change long enough on a large store to report its progress.
  init(
    shippedIn: Int, _ identifier: String,
    reporting apply: @escaping @Sendable (Database, StoreProgress) throws -> Void
  ) {
    self.shippedIn = shippedIn
    self.identifier = identifier
    self.apply = apply
  }
}

/// What one room keeps in the store: its tables' migrations, and the articles pruning must
/// leave because the room still points at them (an edition's articles).
public struct StoreTables: Sendable {
  /// The room, as named in docs/architecture.md.
  let room: String
  let migrations: [StoreMigration]
  /// A query of article ids (`SELECT article_id FROM …`) pruning must not delete, or nil.
  let keptArticles: String?
  /// What an article's query attributes are in the room's tables (a feed's title, tags).
  let queryColumns: QueryColumns

  init(
    room: String, migrations: [StoreMigration], keptArticles: String? = nil,
    queryColumns: QueryColumns = QueryColumns()
  ) {
    self.room = room
    self.migrations = migrations
    self.keptArticles = keptArticles
    self.queryColumns = queryColumns
  }
}

/// Every room's tables over one connection: the Store room's articles first, then the rooms
/// given, their migrations applied in the order they shipped (a version's changes in the
/// order of the rooms), so a file made by any earlier version is brought up to date.
public struct StoreSchema: Sendable {
  let rooms: [StoreTables]

  /// The articles, then the tables of `rooms`.
  public init(_ rooms: [StoreTables]) {
    self.rooms = [ArticleTables.tables] + rooms
  }

  /// Every migration, in the order they are applied.
  var migrations: [StoreMigration] {
    rooms.flatMap(\.migrations).enumerated()
      .sorted { ($0.element.shippedIn, $0.offset) < ($1.element.shippedIn, $1.offset) }
      .map(\.element)
  }

  /// The schema's version, kept in the file's header (`PRAGMA user_version`) once every
  /// migration has run: opening an up-to-date store reads one number instead of asking the
  /// migrator (0.5 ms). It is the number of migrations, so every new one raises it.
  var version: Int { migrations.count }

  /// The migrator of every room's migrations, in order.
  var migrator: DatabaseMigrator { migrator(progress: .silent) }

  /// The migrator, its long migrations telling `progress` how far they have come.
  func migrator(progress: StoreProgress) -> DatabaseMigrator {
    var migrator = DatabaseMigrator()
    for migration in migrations {
      migrator.registerMigration(migration.identifier) { try migration.apply($0, progress) }
    }
    return migrator
  }

  /// The queries of article ids pruning must leave.
  var keptArticles: [String] { rooms.compactMap(\.keptArticles) }

  /// Every attribute a query may name, for a statement about `article`: the article's own,
  /// then what each room adds; `age` counts whole days before `now`.
  public func queryColumns(now: Date) -> QueryColumns {
    rooms.map(\.queryColumns).reduce(QueryColumns.articles(now: now)) { $0.merging($1) }
  }

  /// Brings a store up to date: nothing when its header says so (`current`, its
  /// `user_version`), else the migrator, which applies what is missing, then the header is set.
  /// Returns whether anything was applied.
  @discardableResult
  func migrate(_ database: DatabaseQueue, current: Int64, progress: StoreProgress = .silent) throws
    -> Bool
  {
    guard current != version else { return false }
    // One migration at a time, its pages copied into the file before the next: the log is
    // then as large as the largest migration, not all of them (a new store's thirty schema
    // changes were 900 KB of log, more than a small disk had room to copy back).
    // GRDB stops the program when asked to migrate up to a migration before one applied, so
    // only those after the last applied one go one by one; any gap before it, and the rest,
    // are left to the one call that applies whatever is missing.
    let migrator = migrator(progress: progress)
    let applied = try database.reading { try migrator.appliedIdentifiers($0) }
    let all = migrator.migrations
    let lastApplied = all.lastIndex(where: applied.contains) ?? -1
    for identifier in all[(lastApplied + 1)...] {
      try migrator.migrate(database, upTo: identifier)
      _ = try? database.writeWithoutTransaction { try $0.checkpoint(.passive) }
    }
    try migrator.migrate(database)
    try database.write { try $0.execute(sql: "PRAGMA user_version = \(version)") }
    return true
  }
}
