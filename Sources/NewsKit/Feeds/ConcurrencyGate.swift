/// Lets at most `total` jobs run at once, and at most `perHost` against any one host.
///
/// A job waits in `enter` until both bounds allow it; `leave` hands its places to the first
/// waiting jobs that fit, so a busy host never holds up jobs for other hosts. Jobs that are
/// numbered (`enter(_:turn:)`) queue in the order of their numbers, whatever order their tasks
/// happen to start in.
actor ConcurrencyGate {
  let total: Int
  let perHost: Int
  private var running = 0
  private var byHost: [String: Int] = [:]
  private var waiting: [(host: String, resume: CheckedContinuation<Void, Never>)] = []
  /// Numbered jobs that arrived before an earlier number did, by number.
  private var early: [Int: (host: String, resume: CheckedContinuation<Void, Never>)] = [:]
  private var nextTurn = 0

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

  /// Waits for a place for job number `turn` (0, 1, 2… with none left out) against `host`:
  /// it queues after every lower number, so places go in that order as far as the bounds allow.
  func enter(_ host: String, turn: Int) async {
    await withCheckedContinuation { resume in
      early[turn] = (host, resume)
      while let next = early.removeValue(forKey: nextTurn) {
        nextTurn += 1
        if running < total && byHost[next.host, default: 0] < perHost {
          take(next.host)
          next.resume.resume()
        } else {
          waiting.append(next)
        }
      }
    }
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
