import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the store's files allow: writing, free space, and the repair of a stale `-shm`.
enum StoreFiles {
  /// Thrown when the store's file or folder cannot be written.
  struct NotWritable: Error {}

  /// Whether the database (if it exists) and its folder, where SQLite keeps `-wal` and
  /// `-shm`, can be written by this process.
  static func isWritable(_ path: String) -> Bool {
    let folder = (path as NSString).deletingLastPathComponent
    guard access(folder, W_OK) == 0 else { return false }
    return access(path, F_OK) != 0 || access(path, W_OK) == 0
  }

  /// Whether the file system holding the store has no space left for this process.
  static func isDiskFull(_ url: URL) -> Bool {
    var stats = statvfs()
    guard statvfs(url.deletingLastPathComponent().path, &stats) == 0 else { return false }
    return stats.f_bavail == 0
  }

  /// Removes a `-shm` file this process cannot write while the database itself is writable.
  ///
  /// SQLite creates `-shm` with the database's permissions, so a run against a read-only
  /// (0444) store leaves a read-only `-shm` that makes every later open fail, even once the
  /// database is writable again. No process can be using such a file as a live wal-index
  /// (that needs write access), and SQLite rebuilds it from the `-wal`, so removing it is safe.
  static func removeStaleSharedMemory(of path: String) {
    let shared = path + "-shm"
    guard access(shared, F_OK) == 0, access(shared, W_OK) != 0, access(path, W_OK) == 0 else {
      return
    }
    unlink(shared)
  }

  /// Keeps the database and its companions private to the user (0600).
  static func restrictPermissions(of path: String) {
    for file in [path, path + "-wal", path + "-shm"] where access(file, F_OK) == 0 {
      chmod(file, 0o600)
    }
  }

  /// The store's size in bytes: the file and its log.
  static func size(of url: URL) -> Int {
    bytes(url.path) + bytes(url.path + "-wal")
  }

  /// A file's size in bytes; 0 when there is none.
  static func bytes(_ path: String) -> Int {
    let attributes = try? FileManager.default.attributesOfItem(atPath: path)
    return (attributes?[.size] as? NSNumber)?.intValue ?? 0
  }
}
