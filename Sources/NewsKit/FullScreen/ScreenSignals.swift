import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The signals the full-screen reader answers, turned into inputs of its loop: a new size on
/// SIGWINCH, the end on SIGTERM, SIGHUP and SIGINT (with the terminal given back first), a
/// fresh set-up after SIGCONT, and Ctrl-Z's SIGTSTP sent from elsewhere.
public final class ScreenSignals: @unchecked Sendable {
  private var sources: [DispatchSourceSignal] = []

  /// Starts watching; inputs go to `feed`, sizes are read with `size`. Returns once every signal
  /// is watched (at most half a second): libdispatch registers a source on its own thread, and
  /// a resize between `SIG_IGN` and that registration was lost, so a terminal resized right
  /// after the first screen kept the old size (seen under load, once the reader started 1 ms
  /// sooner). The first screen, drawn after, reads the size then.
  public init(
    feed: AsyncStream<ScreenInput>.Continuation,
    size: @escaping @Sendable () -> (columns: Int, rows: Int)
  ) {
    let queue = DispatchQueue(label: "news.screen.signals")
    let handlers: [(Int32, @Sendable () -> Void)] = [
      (
        SIGWINCH,
        {
          let now = size()
          feed.yield(.event(.resize(columns: now.columns, rows: now.rows)))
        }
      ),
      (SIGTERM, { feed.yield(.terminate(128 + SIGTERM)) }),
      (SIGHUP, { feed.yield(.terminate(128 + SIGHUP)) }),
      (SIGINT, { feed.yield(.terminate(130)) }),
      (SIGCONT, { feed.yield(.continued) }),
      (SIGTSTP, { feed.yield(.event(.key(.control("z")))) }),
    ]
    let registered = DispatchGroup()
    for (number, handler) in handlers {
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
      source.setEventHandler(handler: handler)
      registered.enter()
      source.setRegistrationHandler { registered.leave() }
      source.resume()
      sources.append(source)
    }
    _ = registered.wait(timeout: .now() + 0.5)
  }

  /// Stops watching and gives each signal its default action back.
  public func stop() {
    for source in sources {
      source.cancel()
    }
    for number in [SIGWINCH, SIGTERM, SIGHUP, SIGINT, SIGCONT, SIGTSTP] {
      signal(number, SIG_DFL)
    }
    sources = []
  }
}
