import Foundation
import Testing

@testable import NewsKit

/// The gate that bounds feed refreshes and edition downloads: numbered jobs get their places in
/// the order of their numbers, whatever order their tasks start in.
@Suite("Concurrency gate")
struct ConcurrencyGateTests {
  /// Records the order jobs got in.
  actor Entries {
    var order: [Int] = []
    func add(_ turn: Int) { order.append(turn) }
  }

  @Test("Numbered jobs started in reverse order get in by number, one place at a time")
  func turnsKeepOrder() async {
    let gate = ConcurrencyGate(total: 1, perHost: 1)
    let entries = Entries()
    await withTaskGroup(of: Void.self) { group in
      for turn in (0..<6).reversed() {
        group.addTask {
          await gate.enter("example.com", turn: turn)
          await entries.add(turn)
          await gate.leave("example.com")
        }
      }
    }
    #expect(await entries.order == [0, 1, 2, 3, 4, 5])
  }

  @Test("A full host does not hold up a later number for another host")
  func busyHostDoesNotBlockOthers() async {
    let gate = ConcurrencyGate(total: 4, perHost: 1)
    let entries = Entries()
    await gate.enter("a.example", turn: 0)
    await withTaskGroup(of: Void.self) { group in
      // Turn 1 waits for a.example's one place; turn 2, for b.example, goes in meanwhile.
      group.addTask {
        await gate.enter("a.example", turn: 1)
        await entries.add(1)
        await gate.leave("a.example")
      }
      group.addTask {
        await gate.enter("b.example", turn: 2)
        await entries.add(2)
        await gate.leave("b.example")
        await gate.leave("a.example")  // turn 0's place, given back once turn 2 is in
      }
    }
    #expect(await entries.order == [2, 1])
  }

  /// The gate's steps for `count` jobs on three hosts, each holding its place until every job
  /// has entered the queue (so the waiting lists are as long as they get).
  func steps(_ count: Int) async -> Int {
    let gate = ConcurrencyGate(total: 8, perHost: 4)
    await withTaskGroup(of: Void.self) { group in
      for job in 0..<count {
        let host = "h\(job % 3).example"
        group.addTask {
          await gate.enter(host)
          await Task.yield()
          await gate.leave(host)
        }
      }
    }
    return await gate.steps
  }

  @Test(
    "Handing places on is linear in the number of jobs: four times the jobs, about four times the steps"
  )
  func linear() async {
    let small = await steps(2_000)
    let large = await steps(8_000)
    #expect(small > 0)
    #expect(Double(large) <= Double(small) * 4.5 + 100, "\(small) → \(large)")
  }
}
