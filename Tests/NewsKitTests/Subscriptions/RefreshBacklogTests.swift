import Foundation
import Testing

@testable import NewsKit

/// Feeds that download faster than they are stored wait at most `FeedRefresher.backlog`
/// articles: further downloads pause until the store has taken some (`WriteBacklog`).
@Suite("Feeds: a refresh's backlog of parsed articles")
struct RefreshBacklogTests {
  /// How many requests were sent so far, and how many when the first write began.
  final class Sends: @unchecked Sendable {
    private let lock = NSLock()
    private var sent = 0
    private var atFirstWrite: Int?
    func add() { lock.withLock { sent += 1 } }
    var count: Int { lock.withLock { sent } }
    var beforeFirstWrite: Int? { lock.withLock { atFirstWrite } }
    func firstWrite(_ count: Int) { lock.withLock { atFirstWrite = atFirstWrite ?? count } }
  }

  /// A refresher of 40 feeds of 100 items, every one answered at once, 8 at a time, with at
  /// most 500 articles waiting; the wait between writes never ends by itself.
  func refresher(_ sends: Sends) -> FeedRefresher {
    let environment = NewsEnvironment(
      send: { request in
        sends.add()
        return HTTPResponse(
          status: 200, body: RefreshBatchTests.feed(request.url.host ?? "", items: 100))
      },
      sleep: { _ in try await Task.sleep(nanoseconds: 3_600_000_000_000) })
    var refresher = FeedRefresher(environment: environment, timeout: 5, jobs: 8, force: true)
    refresher.backlog = 500
    return refresher
  }

  static let names = (0..<40).map { "feed\($0)" }

  @Test("While the store is slow, no more than the backlog and one feed a job is downloaded")
  func pauses() async throws {
    let sends = Sends()
    let sentAtWrites = RefreshBatchTests.Writes()
    let records = try await refresher(sends).refresh(Self.subscriptions) { records in
      if sends.beforeFirstWrite == nil {
        // A slow store: the downloads have time to run ahead, unless they pause.
        let deadline = Date().addingTimeInterval(0.3)
        while sends.count < Self.names.count, Date() < deadline {
          Thread.sleep(forTimeInterval: 0.005)
        }
        sends.firstWrite(sends.count)
      }
      return sentAtWrites.write(records)
    }
    #expect(records.map(\.feedID) == (1...40).map(Int64.init))
    // Written, a record lets its articles go.
    #expect(records.allSatisfy { $0.items.isEmpty })
    // 500 articles are 5 feeds; 8 more may have started before the fifth was counted.
    let sent = try #require(sends.beforeFirstWrite)
    #expect(sent >= 5)
    #expect(sent <= 5 + 8, "\(sent) feeds downloaded")
    // Written 500 articles or more at a time, never a pile of all of them.
    let sizes = sentAtWrites.all.map { $0.reduce(0) { $0 + $1.items.count } }
    #expect(sizes.reduce(0, +) == 4_000)
    #expect(sizes.allSatisfy { $0 >= 500 && $0 < 4_000 }, "\(sizes)")
  }

  @Test("A write that fails ends the refresh with its error; no paused download is left waiting")
  func failedWrite() async throws {
    struct StoreFailed: Error {}
    await #expect(throws: StoreFailed.self) {
      _ = try await refresher(Sends()).refresh(Self.subscriptions) { _ in throw StoreFailed() }
    }
  }

  static var subscriptions: [FeedSubscription] { RefreshBatchTests.subscriptions(names) }
}
