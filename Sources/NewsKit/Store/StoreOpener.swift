import Foundation
import GRDB

/// Something about the store the reader should know, said on stderr.
public enum StoreNotice: Sendable, Equatable {
  /// The file was damaged and moved to this path; a new store was started.
  case movedAside(String)
  /// The store at this path could not be used; `news` goes on without it.
  case unavailable(String)
  /// The network failed; the list shown was fetched at this time.
  case offline(fetchedAt: Date)
  /// The provider used, when the user did not choose one.
  case provider(ProviderKind)
  /// The configuration file at this path holds the key and others can read it.
  case keyReadableByOthers(String)
}

/// Opens the store, creating and migrating it as needed, and never lets a broken file stop
/// `news`: a damaged database is moved aside and a new one started; a store that cannot be
/// opened at all is reported and left out.
public enum StoreOpener {
  /// Seconds a writer waits for another `news` process to finish writing.
  static let busyTimeout: TimeInterval = 5

  /// The store at `url`, with what the reader should be told.
  public static func open(at url: URL, now: Date) -> (store: ArticleStore?, notices: [StoreNotice])
  {
    do {
      return (try openOrThrow(url), [])
    } catch let error as DatabaseError where isDamage(error) {
      let aside = url.path + ".damaged-\(Int(now.timeIntervalSince1970))"
      do {
        try FileManager.default.moveItem(atPath: url.path, toPath: aside)
        for suffix in ["-wal", "-shm"] {
          try? FileManager.default.removeItem(atPath: url.path + suffix)
        }
        return (try openOrThrow(url), [.movedAside(aside)])
      } catch {
        return (nil, [.unavailable(url.path)])
      }
    } catch {
      return (nil, [.unavailable(url.path)])
    }
  }

  /// Opens, migrates and checks the file; throws what SQLite said.
  static func openOrThrow(_ url: URL) throws -> ArticleStore {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true,
      attributes: [.posixPermissions: 0o700])
    // Processes that open a new or older file together would each run the migrations;
    // holding a lock while opening and migrating lets exactly one of them do it.
    let lock = try OpeningLock(path: url.path + ".lock")
    defer { lock.release() }
    var configuration = Configuration()
    configuration.busyMode = .timeout(busyTimeout)
    configuration.foreignKeysEnabled = true
    // One connection in WAL mode: readers and a writer in other processes do not block each
    // other, and NORMAL synchronisation skips an fsync per commit (a crash of the machine can
    // lose the last list, never corrupt the file).
    configuration.prepareDatabase { db in
      try db.execute(sql: "PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL")
    }
    let database = try DatabaseQueue(path: url.path, configuration: configuration)
    try StoreMigrations.migrator.migrate(database)
    try? FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: url.path)
    return ArticleStore(url: url, database: database)
  }

  static func isDamage(_ error: DatabaseError) -> Bool {
    error.resultCode == .SQLITE_NOTADB || error.resultCode == .SQLITE_CORRUPT
  }
}
