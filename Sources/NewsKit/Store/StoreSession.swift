import Foundation
import GRDB

/// The store for one run: opened once, and repaired whenever SQLite finds it damaged.
///
/// Damage can show at open or only when a query reaches a broken page. Either way the file
/// takes the same path: it is moved aside, a new store is started, the reader is told, and the
/// operation runs again on the new store. Notices pile up here for the command to print.
public final class StoreSession: @unchecked Sendable {
  /// Where the store lives.
  public let url: URL
  /// The store file's path (`StoreFilePath`), read once.
  public let path: String
  let now: Date
  /// Every room's tables, for opening the store again after damage.
  let schema: StoreSchema
  private let lock = NSLock()
  private var current: ArticleStore?
  private var said: [StoreNotice]
  /// Whether a list marks its articles read too (`mark_read = "listed"`).
  let listsMarkRead: Bool

  /// Opens the store at `url` with every room's tables; with `listsMarkRead`, a list marks its
  /// articles read too.
  /// An upgrade of the store's layout tells `progress` how far it has come.
  public init(
    url: URL, schema: StoreSchema, now: Date, lockTimeout: TimeInterval = StoreOpener.lockTimeout,
    listsMarkRead: Bool = false, progress: StoreProgress = .silent
  ) {
    self.url = url
    self.path = StoreFilePath.of(url)
    self.schema = schema
    self.now = now
    self.listsMarkRead = listsMarkRead
    let opened = StoreOpener.open(
      at: url, schema: schema, now: now, lockTimeout: lockTimeout, progress: progress)
    current = opened.store
    said = opened.notices
    if listsMarkRead { current?.makeListsMarkRead() }
  }

  /// The store a command cannot do without: `.storeDisabled` with `--no-store`, else
  /// `.storeBusy` or `.storeUnavailable` when it could not be opened.
  public static func required(
    settings: Settings, environment: NewsEnvironment, schema: StoreSchema,
    progress: StoreProgress = .silent
  ) throws -> StoreSession {
    guard let url = settings.storeURL else {
      throw settings.noStore ? NewsError.usage(.storeDisabled) : NewsError.homeNotSet
    }
    let session = StoreSession(
      url: url, schema: schema, now: environment.now(), listsMarkRead: settings.listsMarkRead,
      progress: progress)
    guard session.store != nil else {
      throw session.notices.contains(.busy(url.path))
        ? NewsError.storeBusy(url.path) : NewsError.storeUnavailable(url.path)
    }
    return session
  }

  /// The store, if it could be opened.
  public var store: ArticleStore? { lock.withLock { current } }

  /// What the reader should be told so far.
  public var notices: [StoreNotice] { lock.withLock { said } }

  /// Adds a notice, once.
  func tell(_ notice: StoreNotice) {
    lock.withLock {
      if !said.contains(notice) { said.append(notice) }
    }
  }

  /// Runs `body` on the store; if SQLite reports the file damaged, moves it aside, starts a
  /// new store and runs `body` once more on it. Throws `StoreUnavailable` when there is no store.
  public func run<T>(_ body: (ArticleStore) throws -> T) throws -> T {
    guard let store else { throw StoreUnavailable() }
    do {
      return try body(store)
    } catch let error where StoreOpener.isDamage(error) {
      let recovered = StoreOpener.recover(url, schema: schema, now: now)
      if listsMarkRead { recovered.store?.makeListsMarkRead() }
      lock.withLock {
        current = recovered.store
        said += recovered.notices
      }
      guard let fresh = recovered.store else { throw error }
      return try body(fresh)
    }
  }

  /// Runs a write that the command can do without (remembering a list, marking it seen): when
  /// it fails the reader is told that this list is not kept, and nil is returned.
  public func tryWrite<T>(_ body: (ArticleStore) throws -> T) -> T? {
    guard let store else { return nil }
    do {
      return try run(body)
    } catch {
      if Self.isBusy(error) {
        tell(.keptByOther(path))
      } else if !store.isReadOnly {
        tell(.notWritten(path, diskFull: StoreFiles.isDiskFull(url)))
      }
      return nil
    }
  }

  /// Runs an operation the command cannot do without: a `NewsError` passes through, any other
  /// failure is the store's (`storeNotWritable`, saying whether the disk is full).
  func checked<T>(_ body: (ArticleStore) throws -> T) throws -> T {
    do {
      return try run(body)
    } catch let error as NewsError {
      throw error
    } catch {
      throw failure(error, otherwise: writeError())
    }
  }

  /// What a store failure says: another `news` kept the store busy; the file could not be
  /// read or written (`otherwise`); or SQLite refused what it was asked (`storeFailed`), which
  /// is no write error: a read that failed never says the store cannot be written.
  func failure(_ error: Error, otherwise: NewsError) -> NewsError {
    if Self.isBusy(error) { return .storeKeptBusy(path) }
    guard let database = error as? DatabaseError else { return otherwise }
    switch database.resultCode {
    case .SQLITE_READONLY, .SQLITE_IOERR, .SQLITE_FULL, .SQLITE_CANTOPEN, .SQLITE_PERM,
      .SQLITE_AUTH, .SQLITE_NOTADB, .SQLITE_CORRUPT, .SQLITE_NOLFS:
      return otherwise
    default: return .storeFailed(path)
    }
  }

  /// Whether SQLite waited out its busy timeout on another connection's write (or a lock it
  /// holds): the one test of "busy" for the store and for newsboat's cache.
  static func isBusy(_ error: Error) -> Bool {
    guard let database = error as? DatabaseError else { return false }
    return [.SQLITE_BUSY, .SQLITE_LOCKED].contains(database.resultCode)
  }

  /// The error for a write the command cannot do without (save, unsave).
  func writeError() -> NewsError {
    .storeNotWritable(path, diskFull: StoreFiles.isDiskFull(url))
  }
}

/// There is no store to act on.
public struct StoreUnavailable: Error {}
