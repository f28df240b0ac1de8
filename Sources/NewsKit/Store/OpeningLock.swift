import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An exclusive advisory lock on a file (`flock`), held while a process opens and migrates the
/// store, so concurrent `news` processes never run the same migration twice.
///
/// The wait is bounded: a `news` stopped with Ctrl-Z while it holds the lock must not hang
/// every later `news`, so after `timeout` seconds the caller goes on without the store.
struct OpeningLock {
  private let descriptor: Int32

  /// Takes the lock, waiting at most `timeout` seconds; the file is created if needed.
  init(path: String, timeout: Double) throws {
    descriptor = open(path, O_CREAT | O_RDWR | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw LockError.unavailable(errno) }
    // A wait, not a time of day: the monotonic clock, which a changed system clock leaves be.
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: .milliseconds(Int(max(0, timeout) * 1000)))
    while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      guard errno == EWOULDBLOCK || errno == EINTR else {
        let code = errno
        close(descriptor)
        throw LockError.unavailable(code)
      }
      guard clock.now < deadline else {
        close(descriptor)
        throw LockError.timedOut
      }
      usleep(20_000)
    }
  }

  /// Gives the lock back.
  func release() {
    flock(descriptor, LOCK_UN)
    close(descriptor)
  }

  enum LockError: Error {
    /// The lock file could not be opened or locked (errno).
    case unavailable(Int32)
    /// Another process held the lock for the whole wait.
    case timedOut
  }
}
