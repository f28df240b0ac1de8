#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An exclusive advisory lock on a file (`flock`), held while a process opens and migrates the
/// store, so concurrent `news` processes never run the same migration twice.
struct OpeningLock {
  private let descriptor: Int32

  /// Waits for and takes the lock; the file is created if needed.
  init(path: String) throws {
    descriptor = open(path, O_CREAT | O_RDWR | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw LockError.unavailable(errno) }
    while flock(descriptor, LOCK_EX) != 0 {
      guard errno == EINTR else {
        close(descriptor)
        throw LockError.unavailable(errno)
      }
    }
  }

  /// Gives the lock back.
  func release() {
    flock(descriptor, LOCK_UN)
    close(descriptor)
  }

  enum LockError: Error {
    case unavailable(Int32)
  }
}
