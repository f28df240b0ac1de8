import Foundation
import GRDB

#if canImport(Glibc)
  import Glibc
#endif

/// The state of the store file, looked at without changing it: `news doctor` opens it for
/// reading only, runs SQLite's integrity check and counts the articles; a damaged file is
/// reported and left where it is.
public enum StoreHealth: Sendable, Equatable {
  /// There is no file yet, and its folder can be made.
  case absent
  /// The file opened, passed the integrity check and can be written: its size, its articles,
  /// and what a compaction and a prune would free.
  case intact(bytes: Int, articles: Int, space: StoreSpace)
  /// Not a database, or the integrity check found damage.
  case damaged
  /// The file, or the folder it must be made in, cannot be written.
  case notWritable
  /// Another process holds the file locked.
  case busy

  /// Looks at the store at `url`; pruning would remove unsaved articles not fetched since
  /// `pruneBefore`, leaving those the rooms of `schema` keep (an edition's articles).
  public static func inspect(_ url: URL, schema: StoreSchema, pruneBefore: Date) -> StoreHealth {
    let path = url.path
    guard FileManager.default.fileExists(atPath: path) else {
      return canCreate(url.deletingLastPathComponent().path) ? .absent : .notWritable
    }
    var configuration = Configuration()
    configuration.readonly = true
    configuration.busyMode = .timeout(2)
    do {
      let database = try DatabaseQueue(path: path, configuration: configuration)
      let (verdict, articles, space) = try database.reading { db in
        let verdict = try LenientQuery.text(db, sql: "PRAGMA integrity_check(1)") ?? ""
        let hasArticles = try TableLookup.exists("article", in: db)
        let articles =
          hasArticles ? try LenientQuery.integer(db, sql: "SELECT count(*) FROM article") : 0
        let space =
          hasArticles
          ? try StoreSpace.measure(
            db, articles: Int(articles ?? 0), before: pruneBefore, keeping: schema.keptArticles)
          : StoreSpace(unused: 0, prunable: 0, prunableBytes: 0)
        return (verdict, Int(articles ?? 0), space)
      }
      guard verdict == "ok" else { return .damaged }
      guard access(path, W_OK) == 0, access(url.deletingLastPathComponent().path, W_OK) == 0
      else { return .notWritable }
      return .intact(bytes: StoreFiles.size(of: url), articles: articles, space: space)
    } catch let error where StoreOpener.isDamage(error) {
      return .damaged
    } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY {
      return .busy
    } catch {
      return access(path, W_OK) == 0 ? .damaged : .notWritable
    }
  }

  /// Whether the store's key salt was replaced after articles were stored (it was deleted or
  /// garbled): read only; false when there is no store or it cannot be read.
  public static func keysReplaced(_ url: URL) -> Bool {
    guard RegularFile.kind(url.path) == .regular else { return false }
    var configuration = Configuration()
    configuration.readonly = true
    configuration.busyMode = .timeout(2)
    let database = try? DatabaseQueue(path: url.path, configuration: configuration)
    let replaced = try? database?.reading { db in
      try TableLookup.exists("setting", in: db) ? try ArticleKeys.replacedThrough(in: db) : nil
    }
    return replaced != nil
  }

  /// Whether a folder exists and can be written, or the nearest one that exists can be.
  static func canCreate(_ folder: String) -> Bool {
    var current = folder
    while !FileManager.default.fileExists(atPath: current) {
      let parent = (current as NSString).deletingLastPathComponent
      if parent == current || parent.isEmpty { return false }
      current = parent
    }
    return access(current, W_OK) == 0
  }
}
