/// How many of a refresh's parsed articles wait to be written: a feed's download starts only
/// while fewer than `limit` wait, so that feeds that arrive faster than the store takes them
/// do not all wait in memory.
///
/// A first refresh of 200 feeds × 500 typical items on loopback downloaded and parsed every
/// feed before a third was written: 100,000 articles' text (70 MB) held at once.
actor WriteBacklog {
  /// The articles that may wait before downloads pause.
  let limit: Int
  private var waiting = 0
  private var paused: [CheckedContinuation<Void, Never>] = []
  /// Whether the refresh ended: nothing waits any more.
  private var closed = false

  init(limit: Int) {
    self.limit = max(1, limit)
  }

  /// Returns once fewer than `limit` articles wait (or the refresh ended).
  func admit() async {
    guard !closed, waiting >= limit else { return }
    await withCheckedContinuation { paused.append($0) }
  }

  /// Counts a parsed feed's articles as waiting.
  func add(_ count: Int) {
    waiting += count
  }

  /// Counts written articles out, letting paused downloads go while fewer than `limit` wait.
  func written(_ count: Int) {
    waiting = max(0, waiting - count)
    while waiting < limit, !paused.isEmpty { paused.removeFirst().resume() }
  }

  /// Lets every paused download go, and any later one: the refresh ended (a failed write).
  func close() {
    closed = true
    for continuation in paused { continuation.resume() }
    paused.removeAll()
  }
}
