import Foundation
import Testing

@testable import NewsKit

/// Finished feeds are written in batches (`FeedRefresher.writeArticles`, `writeDelay`): one
/// transaction for many feeds, yet never held back behind a feed still loading.
@Suite("Feeds: a refresh's write batches")
struct RefreshBatchTests {
  /// An RSS answer of `count` items.
  static func feed(_ name: String, items count: Int) -> Data {
    let items = (0..<count).map {
      "<item><title>\(name) \($0)</title><link>https://\(name).example/\($0)</link></item>"
    }
    return Data(
      "<rss version=\"2.0\"><channel><title>\(name)</title>\(items.joined())</channel></rss>".utf8)
  }

  static func subscriptions(_ names: [String]) -> [FeedSubscription] {
    names.enumerated().map { index, name in
      FeedSubscription(
        id: Int64(index + 1), url: "https://\(name).example/feed.xml", articles: 0, unread: 0)
    }
  }

  /// What the write step was given, call by call.
  final class Writes: @unchecked Sendable {
    private let lock = NSLock()
    private var batches: [[FeedRefreshRecord]] = []
    var onWrite: @Sendable ([[FeedRefreshRecord]]) -> Void = { _ in }

    func write(_ records: [FeedRefreshRecord]) -> [FeedRefreshRecord] {
      let all = lock.withLock {
        batches.append(records)
        return batches
      }
      onWrite(all)
      return records
    }
    var all: [[FeedRefreshRecord]] { lock.withLock { batches } }
  }

  /// Refreshes `feeds` feeds of `items` items each, every one answered at once, with a wait
  /// for more feeds that never ends by itself (only the end of the refresh ends it); the
  /// records, and what each write was given.
  func refresh(feeds: Int, items: Int) async throws -> ([FeedRefreshRecord], Writes) {
    let environment = NewsEnvironment(
      send: { request in
        HTTPResponse(status: 200, body: Self.feed(request.url.host ?? "", items: items))
      },
      sleep: { _ in try await Task.sleep(nanoseconds: 3_600_000_000_000) })
    let refresher = FeedRefresher(environment: environment, timeout: 5, jobs: 8, force: true)
    let writes = Writes()
    let names = (0..<feeds).map { "feed\($0)" }
    let records = try await refresher.refresh(Self.subscriptions(names)) { writes.write($0) }
    return (records, writes)
  }

  @Test("40 feeds of 10 articles each, done before the wait ends: one write of all of them")
  func oneBatch() async throws {
    let (records, writes) = try await refresh(feeds: 40, items: 10)
    #expect(records.count == 40)
    #expect(writes.all.map(\.count) == [40])
    #expect(writes.all.flatMap { $0 }.allSatisfy { $0.items.count == 10 })
    // Written, a record lets its articles go: a refresh does not hold them all to its end.
    #expect(records.allSatisfy { $0.items.isEmpty })
  }

  @Test("Feeds bringing 5,000 articles are written in batches of 2,000 articles or more")
  func byArticles() async throws {
    let (records, writes) = try await refresh(feeds: 50, items: 100)
    #expect(records.map(\.feedID) == (1...50).map(Int64.init))
    let sizes = writes.all.map { $0.reduce(0) { $0 + $1.items.count } }
    #expect(sizes == [2_000, 2_000, 1_000])
  }

  @Test("Feeds that finished are written while a slow one is still loading")
  func notHeldBack() async throws {
    let names = (0..<5).map { "fast\($0)" } + ["slow"]
    let slowMayAnswer = AsyncStream<Void>.makeStream()
    let writes = Writes()
    writes.onWrite = { batches in
      // Every fast feed written: the slow one may answer now.
      if batches.joined().count == 5 { slowMayAnswer.continuation.finish() }
    }
    let environment = NewsEnvironment(
      send: { request in
        let host = request.url.host ?? ""
        if host.hasPrefix("slow") {
          // Answers once the fast feeds are written, or after 10 s (then the test fails).
          let timeout = Task {
            try await Task.sleep(nanoseconds: 10_000_000_000)
            slowMayAnswer.continuation.finish()
          }
          for await _ in slowMayAnswer.stream {}
          timeout.cancel()
        }
        return HTTPResponse(status: 200, body: Self.feed(host, items: 3))
      })
    let refresher = FeedRefresher(environment: environment, timeout: 30, jobs: 8, force: true)
    let records = try await refresher.refresh(Self.subscriptions(names)) { writes.write($0) }
    #expect(records.count == 6)
    let batches = writes.all
    let last = try #require(batches.last)
    #expect(last.map(\.feedID) == [6], "the slow feed alone, after the others: \(batches)")
    #expect(batches.joined().count == 6)
  }
}
