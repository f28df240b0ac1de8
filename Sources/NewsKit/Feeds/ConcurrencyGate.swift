/// Lets at most `total` jobs run at once, and at most `perHost` against any one host.
///
/// A job waits in `enter` until both bounds allow it; `leave` hands its places to the first
/// waiting jobs that fit, so a busy host never holds up jobs for other hosts.
actor ConcurrencyGate {
  let total: Int
  let perHost: Int
  private var running = 0
  private var byHost: [String: Int] = [:]
  private var waiting: [(host: String, resume: CheckedContinuation<Void, Never>)] = []

  init(total: Int, perHost: Int) {
    self.total = max(1, total)
    self.perHost = max(1, perHost)
  }

  /// Waits for a place for a job against `host`.
  func enter(_ host: String) async {
    if running < total && byHost[host, default: 0] < perHost {
      take(host)
      return
    }
    await withCheckedContinuation { waiting.append((host, $0)) }
  }

  /// Gives a job's place back and starts the waiting jobs that now fit.
  func leave(_ host: String) {
    running -= 1
    byHost[host, default: 1] -= 1
    var index = 0
    while index < waiting.count && running < total {
      let next = waiting[index]
      guard byHost[next.host, default: 0] < perHost else {
        index += 1
        continue
      }
      waiting.remove(at: index)
      take(next.host)
      next.resume.resume()
    }
  }

  private func take(_ host: String) {
    running += 1
    byHost[host, default: 0] += 1
  }
}
