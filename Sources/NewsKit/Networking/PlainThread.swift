import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Runs a blocking call on a detached POSIX thread of its own.
///
/// Foundation's `Thread` makes an object, registers it and posts notifications as it starts and
/// ends: about 0.3 ms of a search's request, which runs on one.
enum PlainThread {
  /// The closure a thread runs, kept alive across `pthread_create`.
  private final class Work {
    let body: @Sendable () -> Void
    init(_ body: @escaping @Sendable () -> Void) { self.body = body }
  }

  /// Starts `body` on a new thread with a stack of `stackSize` bytes; on Foundation's `Thread`
  /// when the system refuses a POSIX one.
  static func start(stackSize: Int = 512 * 1024, _ body: @escaping @Sendable () -> Void) {
    let work = Unmanaged.passRetained(Work(body)).toOpaque()
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    pthread_attr_setstacksize(&attributes, stackSize)
    pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
    var thread = pthread_t()
    let started = pthread_create(
      &thread, &attributes,
      { raw in
        guard let raw else { return nil }
        Unmanaged<Work>.fromOpaque(raw).takeRetainedValue().body()
        return nil
      }, work)
    if started == 0 { return }
    // Refused (no memory, a thread limit): the closure was never handed over.
    Unmanaged<Work>.fromOpaque(work).release()
    let fallback = Thread(block: body)
    fallback.stackSize = stackSize
    fallback.start()
  }
}
