/// Takes turns at each reader kit: the scenarios of one server run one after another (they
/// share its account), while the three servers' scenarios run side by side.
public actor KitTurns {
  /// The turns of every kit of this test run.
  public static let shared = KitTurns()

  private var busy: Set<String> = []
  private var waiting: [String: [CheckedContinuation<Void, Never>]] = [:]

  /// Waits until no other scenario is using the kit named `name`, then holds it.
  public func take(_ name: String) async {
    if !busy.contains(name) {
      busy.insert(name)
      return
    }
    await withCheckedContinuation { waiting[name, default: []].append($0) }
  }

  /// Lets the next scenario waiting for the kit named `name` have it.
  public func give(_ name: String) {
    if var queue = waiting[name], !queue.isEmpty {
      let next = queue.removeFirst()
      waiting[name] = queue
      next.resume()
    } else {
      busy.remove(name)
    }
  }
}
