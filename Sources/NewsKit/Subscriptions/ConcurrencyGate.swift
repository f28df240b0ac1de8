/// Lets at most `total` jobs run at once, and at most `perHost` against any one host.
///
/// A job waits in `enter` until both bounds allow it; `leave` hands its place to a waiting job
/// that fits, so a busy host never holds up jobs for other hosts. Jobs that are numbered
/// (`enter(_:turn:)`) queue in the order of their numbers, whatever order their tasks happen to
/// start in.
///
/// Every step is constant time however many jobs wait: each host has its own first-in,
/// first-out queue, and hosts with a waiting job and a free place queue in turn. (A single
/// list scanned at every `leave` made a refresh of 16,000 feeds 14 times slower than one of
/// 4,000.)
actor ConcurrencyGate {
  typealias Waiter = CheckedContinuation<Void, Never>

  let total: Int
  let perHost: Int
  private var running = 0
  private var byHost: [String: Int] = [:]
  /// Each host's waiting jobs, oldest first.
  private var waiting: [String: Queue<Waiter>] = [:]
  /// Hosts with a waiting job and a place free for them, in the order they became so.
  private var ready = Queue<String>()
  private var isReady: Set<String> = []
  /// Numbered jobs that arrived before an earlier number did, by number.
  private var early: [Int: (host: String, resume: Waiter)] = [:]
  private var nextTurn = 0
  /// Hosts looked at while handing places on, in all: what the linearity test counts.
  private(set) var steps = 0

  init(total: Int, perHost: Int) {
    self.total = max(1, total)
    self.perHost = max(1, perHost)
  }

  /// Waits for a place for a job against `host`.
  func enter(_ host: String) async {
    if running < total && byHost[host, default: 0] < perHost && waiting[host] == nil {
      take(host)
      return
    }
    await withCheckedContinuation { wait(host, $0) }
  }

  /// Waits for a place for job number `turn` (0, 1, 2… with none left out) against `host`:
  /// it queues after every lower number, so places go in that order as far as the bounds allow.
  func enter(_ host: String, turn: Int) async {
    await withCheckedContinuation { resume in
      early[turn] = (host, resume)
      while let next = early.removeValue(forKey: nextTurn) {
        nextTurn += 1
        wait(next.host, next.resume)
      }
    }
  }

  /// Gives a job's place back and starts the waiting jobs that now fit.
  func leave(_ host: String) {
    running -= 1
    byHost[host, default: 1] -= 1
    markReady(host)
    startWaiting()
  }

  private func wait(_ host: String, _ resume: Waiter) {
    waiting[host, default: Queue()].append(resume)
    markReady(host)
    startWaiting()
  }

  private func markReady(_ host: String) {
    guard waiting[host] != nil, byHost[host, default: 0] < perHost, !isReady.contains(host)
    else { return }
    isReady.insert(host)
    ready.append(host)
  }

  private func startWaiting() {
    while running < total, let host = ready.popFirst() {
      steps += 1
      isReady.remove(host)
      guard byHost[host, default: 0] < perHost, var queue = waiting.removeValue(forKey: host),
        let next = queue.popFirst()
      else { continue }
      if !queue.isEmpty { waiting[host] = queue }
      take(host)
      markReady(host)
      next.resume()
    }
  }

  private func take(_ host: String) {
    running += 1
    byHost[host, default: 0] += 1
  }
}

/// A first-in, first-out queue with constant-time steps (an array and a moving head).
struct Queue<Element> {
  private var items: [Element] = []
  private var head = 0

  var isEmpty: Bool { head == items.count }

  mutating func append(_ item: Element) { items.append(item) }

  mutating func popFirst() -> Element? {
    guard head < items.count else { return nil }
    let item = items[head]
    head += 1
    if head > 64 && head * 2 > items.count {
      items.removeFirst(head)
      head = 0
    }
    return item
  }
}
