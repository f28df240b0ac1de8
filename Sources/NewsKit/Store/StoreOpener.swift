import Foundation
import GRDB

#if canImport(Glibc)
  import Glibc
#endif

/// Opens the store, creating and migrating it as needed, and never lets a broken file stop
/// `news`: a damaged database is moved aside and a new one started; a store that cannot be
/// written (a full disk, a read-only file) is opened for reading; one that cannot be opened at
/// all, or that another process keeps locked, is reported and left out.
public enum StoreOpener {
  /// Seconds a writer waits for another `news` process to finish writing.
  static let busyTimeout: TimeInterval = 5
  /// Seconds to wait for another process that is creating or migrating the store.
  public static let lockTimeout: TimeInterval = 3

  /// The store at `url`, with what the reader should be told.
  /// An upgrade of the store's layout tells `progress` how far it has come.
  public static func open(
    at url: URL, schema: StoreSchema, now: Date, lockTimeout: TimeInterval = lockTimeout,
    progress: StoreProgress = .silent
  ) -> (store: ArticleStore?, notices: [StoreNotice]) {
    do {
      return (
        try openOrThrow(url, schema: schema, lockTimeout: lockTimeout, progress: progress), []
      )
    } catch OpeningLock.LockError.timedOut {
      return (nil, [.busy(url.path)])
    } catch let error where isDamage(error) {
      return recover(url, schema: schema, now: now, lockTimeout: lockTimeout)
    } catch let error where cannotWrite(error) || !StoreFiles.isWritable(url.path) {
      if let store = try? openReadOnly(url, schema: schema) {
        return (store, [.readOnly(url.path, diskFull: StoreFiles.isDiskFull(url))])
      }
      return (nil, [.unavailable(url.path)])
    } catch {
      return (nil, [.unavailable(url.path)])
    }
  }

  /// Moves a damaged file aside (with its `-wal` and `-shm`) and starts a new store; used when
  /// opening finds the damage and when a later query does.
  public static func recover(
    _ url: URL, schema: StoreSchema, now: Date, lockTimeout: TimeInterval = lockTimeout
  ) -> (store: ArticleStore?, notices: [StoreNotice]) {
    let aside = url.path + ".damaged-\(Int(now.timeIntervalSince1970))"
    do {
      try FileManager.default.moveItem(atPath: url.path, toPath: aside)
      for suffix in ["-wal", "-shm"] {
        try? FileManager.default.removeItem(atPath: url.path + suffix)
      }
      return (
        try openOrThrow(url, schema: schema, lockTimeout: lockTimeout), [.movedAside(aside)]
      )
    } catch {
      return (nil, [.unavailable(url.path)])
    }
  }

  /// Opens, migrates and checks the file for reading and writing; throws what SQLite said.
  static func openOrThrow(
    _ url: URL, schema: StoreSchema, lockTimeout: TimeInterval, progress: StoreProgress = .silent
  ) throws -> ArticleStore {
    let path = StoreFilePath.of(url)
    // Made only when missing: Foundation's call, with its attributes, was 4 type lookups by
    // name on every run.
    if access(StoreFilePath.folder(of: path), F_OK) != 0 {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true,
        attributes: [.posixPermissions: 0o700])
    }
    // Processes that open a new or older file together would each run the migrations;
    // holding a lock while opening and migrating lets exactly one of them do it.
    let lock = try OpeningLock(path: path + ".lock", timeout: lockTimeout)
    defer { lock.release() }
    try Self.requireFiles(path)
    guard StoreFiles.isWritable(path) else { throw StoreFiles.NotWritable() }
    StoreFiles.removeStaleSharedMemory(of: path)
    var configuration = Configuration()
    configuration.busyMode = .timeout(busyTimeout)
    configuration.foreignKeysEnabled = true
    // One connection in WAL mode: readers and a writer in other processes do not block each
    // other, and NORMAL synchronisation skips an fsync per commit (a crash of the machine can
    // lose the last list, never corrupt the file).
    configuration.prepareDatabase { db in
      // A new file gives freed pages back as pruning frees them (`PRAGMA incremental_vacuum`);
      // set before anything is written, as an existing file keeps what it has until a VACUUM.
      // Only where it is not set yet: setting it again writes the file's header (a write
      // transaction, a new journal synced twice and checkpointed at close) on every open.
      if try LenientQuery.integer(db, sql: "PRAGMA auto_vacuum") != 2 {
        try db.execute(sql: "PRAGMA auto_vacuum = INCREMENTAL")
      }
      try db.execute(sql: "PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL")
      // What queries (`read --query`, saved queries, filters, watches) match text with, and
      // what the search index's triggers fold text with.
      try QueryTextMatch.install(on: db)
      try SearchIndex.install(on: db)
      // Articles' keys, hashed under the store's salt (made now if it has none).
      try ArticleKeys.install(on: db, creating: true)
    }
    let database = try DatabaseQueue(path: path, configuration: configuration)
    // Reading the schema version from the header also makes a file that is not a database
    // fail now, not mid-command; the integrity of the pages is checked by SQLite as they are read.
    // One read for the schema's version and a compaction an upgrade left to do.
    let (current, pending) = try database.reading { db in
      let version = try LenientQuery.integer(db, sql: "PRAGMA user_version") ?? 0
      let pending =
        version > 0
        && (try? LenientQuery.text(
          db, sql: "SELECT value FROM setting WHERE key = ?", arguments: [compactionPending]))
          != nil
      return (version, pending)
    }
    let migrated = try schema.migrate(database, current: current, progress: progress.part(0, of: 2))
    if migrated {
      // The log the migrations used (each copied back into the file as it ended: `migrate`)
      // is cut back to nothing, not left at the size of the largest one.
      _ = try? database.writeWithoutTransaction { try $0.checkpoint(.truncate) }
    }
    if migrated || pending {
      try compactOnce(database, at: url, progress: progress.part(1, of: 2))
    }
    progress.finish()
    StoreFiles.restrictPermissions(of: path)
    database.settle()
    return ArticleStore(url: url, database: database, schema: schema, migrated: migrated)
  }

  /// The setting an upgrade leaves while its compaction is still to run.
  static let compactionPending = "store.compaction_pending"

  /// Compacts a store an upgrade left asking for it, once: the upgrade's freed pages (the old
  /// search index's copy of the text) go back to the file system, and incremental auto-vacuum
  /// is on from then on, so pruning gives space back. A run killed during it leaves the request
  /// for the next run; a compaction that fails (a full disk: it needs room for a copy) leaves
  /// the store as it was, for `news store compact` later (`news doctor` shows the free space).
  static func compactOnce(_ database: DatabaseQueue, at url: URL, progress: StoreProgress) throws {
    let pending = try database.reading {
      try LenientQuery.text(
        $0, sql: "SELECT value FROM setting WHERE key = ?", arguments: [compactionPending])
    }
    guard pending != nil else { return }
    _ = try? ArticleStore.compact(database, at: url, progress: progress)
    try database.write {
      try $0.execute(sql: "DELETE FROM setting WHERE key = ?", arguments: [compactionPending])
    }
  }

  /// Opens an existing, fully migrated store for reading only: first as an ordinary read-only
  /// connection, and if SQLite cannot set up its shared memory (it needs to write `-shm`,
  /// which a full disk or a read-only folder refuses) as an immutable file, which SQLite reads
  /// without writing anything beside it.
  static func openReadOnly(_ url: URL, schema: StoreSchema) throws -> ArticleStore {
    try Self.requireFiles(url.path)
    let configuration = readingConfiguration()
    let immutable = "file:" + QueryEncoding.encodePath(url.path) + "?immutable=1"
    // A file no one may write cannot change under us: read it as immutable straight away, so
    // SQLite leaves no read-only `-shm` behind it.
    let paths = access(url.path, W_OK) == 0 ? [url.path, immutable] : [immutable]
    for path in paths {
      guard let database = try? DatabaseQueue(path: path, configuration: configuration),
        (try? database.reading({ try schema.migrator.hasCompletedMigrations($0) })) == true
      else { continue }
      database.settle()
      return ArticleStore(url: url, database: database, schema: schema, isReadOnly: true)
    }
    throw StoreFiles.NotWritable()
  }

  /// A second, read-only connection to a store this process has open already (`StoryPipeline`
  /// reads beside a refresh's writes with one). Nothing else opens its files: closing any
  /// descriptor of a file drops every POSIX lock this process holds on it, the open
  /// connection's included (looking at the files first, as `openReadOnly` does, let another
  /// `news` take the store's `-wal` for unused, check it in and delete it under a running
  /// refresh, whose writes were then lost). Never immutable: the file is being written.
  static func openReader(_ url: URL, schema: StoreSchema) throws -> ArticleStore {
    let database = try DatabaseQueue(path: url.path, configuration: readingConfiguration())
    guard try database.reading({ try schema.migrator.hasCompletedMigrations($0) }) else {
      throw StoreFiles.NotWritable()
    }
    database.settle()
    return ArticleStore(url: url, database: database, schema: schema, isReadOnly: true)
  }

  /// How a read-only connection is set up: SQLite's own read-only mode, the busy timeout, and
  /// the functions reads use.
  static func readingConfiguration() -> Configuration {
    var configuration = Configuration()
    configuration.readonly = true
    configuration.busyMode = .timeout(busyTimeout)
    configuration.prepareDatabase {
      try QueryTextMatch.install(on: $0)
      try SearchIndex.install(on: $0)
      try ArticleKeys.install(on: $0, creating: false)
    }
    return configuration
  }

  /// Throws when the store's file or its `-wal` or `-shm` is a pipe, a device or a folder:
  /// SQLite would wait on a pipe for ever.
  static func requireFiles(_ path: String) throws(NewsError) {
    for suffix in ["", "-wal", "-shm"] { try RegularFile.require(path + suffix) }
  }

  /// Whether SQLite says the file is not a database or is corrupt.
  public static func isDamage(_ error: Error) -> Bool {
    guard let error = error as? DatabaseError else { return false }
    return error.resultCode == .SQLITE_NOTADB || error.resultCode == .SQLITE_CORRUPT
  }

  /// Whether an error means the store cannot be written: a full disk, an I/O error, a
  /// read-only file or folder.
  static func cannotWrite(_ error: Error) -> Bool {
    if error is StoreFiles.NotWritable { return true }
    guard let error = error as? DatabaseError else { return false }
    return [.SQLITE_FULL, .SQLITE_IOERR, .SQLITE_READONLY, .SQLITE_CANTOPEN, .SQLITE_PERM]
      .contains(error.resultCode)
  }
}
