import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The lock a process holds while it downloads an edition (`flock` on a file beside the
/// store), so `edition list` can tell "downloading" from "interrupted" and two processes
/// never download one edition at once. The kernel lets go when the process ends, however it
/// ends: a killed download never leaves an edition looking busy.
public final class EditionLock: Sendable {
  private let descriptor: Int32

  private init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  /// The lock file of an edition of the store at `storeURL`.
  static func path(storeURL: URL, edition: Int64) -> String {
    storeURL.deletingLastPathComponent().appendingPathComponent("edition-\(edition).lock").path
  }

  /// The lock, or nil when another process holds it (or the file cannot be made).
  static func take(storeURL: URL, edition: Int64) -> EditionLock? {
    let descriptor = open(
      path(storeURL: storeURL, edition: edition), O_CREAT | O_RDWR | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { return nil }
    guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
      close(descriptor)
      return nil
    }
    return EditionLock(descriptor: descriptor)
  }

  /// Whether a process holds the lock of an edition now.
  static func isHeld(storeURL: URL, edition: Int64) -> Bool {
    let path = path(storeURL: storeURL, edition: edition)
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    return flock(descriptor, LOCK_SH | LOCK_NB) != 0 && errno == EWOULDBLOCK
  }

  /// Gives the lock back and removes its file.
  func release(storeURL: URL, edition: Int64) {
    unlink(Self.path(storeURL: storeURL, edition: edition))
    flock(descriptor, LOCK_UN)
  }

  deinit {
    close(descriptor)
  }
}
