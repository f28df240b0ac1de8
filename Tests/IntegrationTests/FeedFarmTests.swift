import Foundation
import TestSupport
import Testing

@testable import NewsKit

/// Feed refresh against a farm of loopback feeds on several hosts (127.0.0.x): concurrency
/// bounds read from the servers' own logs, conditional requests, redirects, failures.
@Suite("Feed refresh against a loopback farm")
struct FeedFarmTests {
  let now = Date(timeIntervalSince1970: 1_700_000_000)

  /// An RSS document with `count` items named after `name`.
  static func rss(_ name: String, count: Int = 3, ttl: Int? = nil) -> Data {
    let items = (0..<count).map {
      "<item><title>\(name) \($0)</title><link>https://example.org/\(name)/\($0)</link>"
        + "<guid>\(name)-\($0)</guid><pubDate>Tue, 14 Nov 2023 0\($0 % 10):00:00 GMT</pubDate></item>"
    }.joined()
    let ttlElement = ttl.map { "<ttl>\($0)</ttl>" } ?? ""
    return Data(
      "<rss version=\"2.0\"><channel><title>\(name)</title>\(ttlElement)\(items)</channel></rss>"
        .utf8)
  }

  final class Farm: @unchecked Sendable {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("news-farm-\(UUID().uuidString)")
    var servers: [LoopbackServer] = []
    deinit {
      servers.forEach { $0.stop() }
      try? FileManager.default.removeItem(at: directory)
    }
  }

  func controller(_ farm: Farm, clock: @escaping @Sendable () -> Date) throws -> FeedsController {
    let environment = NewsEnvironment(
      send: CurlTransport.send, now: clock,
      variables: ["XDG_DATA_HOME": farm.directory.path], sleep: { _ in })
    var settings = try SettingsResolver.resolve(
      CommandLineOptions(timeout: "2"), environment: environment.variables)
    // The farm's items are numbered copies of one title: every article is listed on its own.
    settings.storiesFold = false
    return try FeedsController.open(settings: settings, environment: environment)
  }

  @Test("At most --jobs at once in all and 4 per host, from the servers' logs; all stored")
  func concurrencyBounds() async throws {
    let farm = Farm()
    // 6 hosts × 6 feeds, each answer held 50 ms so that requests overlap.
    for host in 1...6 {
      let server = try LoopbackServer(host: "127.0.0.\(host + 10)") { request in
        var response = CannedResponse(status: 200, body: Self.rss(String(request.path.dropFirst())))
        response.delay = 0.05
        return response
      }
      farm.servers.append(server)
    }
    let feeds = try controller(farm) { now }
    let addresses = farm.servers.flatMap { server in
      (1...6).map { "\(server.baseURL)feed\($0)-\(server.host)" }
    }
    _ = try feeds.importOPML(
      Data(OPML.write(addresses.map { OPMLEntry(url: $0) }, title: "farm", date: now).utf8),
      name: "farm")
    let results = try await feeds.refresh([], force: false, jobs: 8)
    // The refresh wrote in bulk: its log is copied in when the store closes.
    let logPages = try feeds.session.run { store in
      try store.database.read { try LenientQuery.integer($0, sql: "PRAGMA wal_autocheckpoint") }
    }
    #expect(logPages == Int64(StoreSession.bulkLogPages))
    #expect(results.count == 36)
    #expect(results.allSatisfy { $0.outcome == .updated(new: 3) })
    for server in farm.servers {
      #expect(LoopbackServer.maximumOverlap(server.intervals) <= 4)
    }
    let all = farm.servers.flatMap(\.intervals)
    let overlap = LoopbackServer.maximumOverlap(all)
    #expect(overlap <= 8)
    // More than the machine's cores: transfers must not queue behind a CPU-sized pool.
    #expect(overlap >= 6, "requests should run concurrently: \(overlap)")
    let read = try await feeds.read([], only: .all, limit: 100, offline: true)
    #expect(read.articles.count == 100)
  }

  @Test(
    "feed add keeps the articles and validators it fetched; the refresh after it is conditional: 304 stores nothing"
  )
  func conditional() async throws {
    let farm = Farm()
    let server = try LoopbackServer { request in
      if request.headers["if-none-match"] == "\"v1\"" { return CannedResponse(status: 304) }
      return CannedResponse(
        status: 200,
        headers: [("ETag", "\"v1\""), ("Last-Modified", "Tue, 14 Nov 2023 10:00:00 GMT")],
        body: Self.rss("cond"))
    }
    farm.servers.append(server)
    let feeds = try controller(farm) { now }
    _ = await feeds.add([server.baseURL + "cond.xml"])
    #expect(try feeds.list().first?.articles == 3)
    let second = try await feeds.refresh([], force: false, jobs: 4)
    #expect(second.map(\.outcome) == [.notModified])
    #expect(server.requests.count == 2)
    let last = try #require(server.requests.last)
    #expect(last.headers["if-none-match"] == "\"v1\"")
    #expect(last.headers["if-modified-since"] == "Tue, 14 Nov 2023 10:00:00 GMT")
    #expect(try feeds.list().first?.articles == 3)
  }

  @Test(
    "A feed's <ttl> holds across a 304: the refresh within it skips the feed, one after fetches")
  func ttlSurvivesNotModified() async throws {
    let farm = Farm()
    let server = try LoopbackServer { request in
      if request.headers["if-none-match"] == "\"t1\"" { return CannedResponse(status: 304) }
      return CannedResponse(
        status: 200, headers: [("ETag", "\"t1\"")], body: Self.rss("ttl", ttl: 60))
    }
    farm.servers.append(server)
    let clock = FakeClock(start: now)
    let feeds = try controller(farm) { clock.now() }
    _ = await feeds.add([server.baseURL + "ttl.xml"])
    // Forced: fetched, and the server says nothing changed.
    let forced = try await feeds.refresh([], force: true, jobs: 4)
    #expect(forced.map(\.outcome) == [.notModified] && server.requests.count == 2)
    // 30 minutes on: the <ttl> of 60 the feed gave before the 304 still holds.
    clock.sleep(30 * 60)
    let within = try await feeds.refresh([], force: false, jobs: 4)
    #expect(within.map(\.outcome) == [.skipped] && server.requests.count == 2)
    // 61 minutes after the 304: due again.
    clock.sleep(31 * 60)
    let after = try await feeds.refresh([], force: false, jobs: 4)
    #expect(after.map(\.outcome) == [.notModified] && server.requests.count == 3)
  }

  @Test("Transfers ask for compression and a gzip answer is unpacked before parsing")
  func compressed() async throws {
    let farm = Farm()
    let server = try LoopbackServer { request in
      guard request.headers["accept-encoding"]?.contains("gzip") == true else {
        return CannedResponse(status: 406)
      }
      return CannedResponse(
        status: 200, headers: [("Content-Encoding", "gzip")],
        body: Fixtures.data("feeds/gzipped.rss.gz"))
    }
    farm.servers.append(server)
    let feeds = try controller(farm) { now }
    #expect(
      await feeds.add([server.baseURL + "gz.xml"]).map {
        if case .added(let feed) = $0 { feed.name } else { "" }
      } == ["Gzipped"])
    // feed add kept the five; a forced refresh finds nothing new.
    #expect(try await feeds.refresh([], force: true, jobs: 1).map(\.outcome) == [.notModified])
    let titles = try await feeds.read([], only: .all, limit: 10, offline: true)
      .articles.compactMap(\.title)
    #expect(Set(titles) == Set((0..<5).map { "Skompresowany \($0) – zażółć" }))
  }

  @Test("Articles still in a feed are not pruned, so they never come back as new")
  func pruningKeepsCurrentItems() async throws {
    let farm = Farm()
    let server = try LoopbackServer { _ in CannedResponse(status: 200, body: Self.rss("kept")) }
    farm.servers.append(server)
    let clock = FakeClock()
    let feeds = try controller(farm) { clock.now() }
    _ = await feeds.add([server.baseURL + "kept.xml"])
    #expect(try feeds.list().first?.articles == 3)
    clock.advance(40 * 86_400)
    #expect(try await feeds.refresh([], force: true, jobs: 1).map(\.outcome) == [.notModified])
    let store = try #require(feeds.session.store)
    try store.prune(before: clock.now().addingTimeInterval(-30 * 86_400))
    #expect(try await feeds.refresh([], force: true, jobs: 1).map(\.outcome) == [.notModified])
  }

  @Test("A permanent redirect moves the subscription; a temporary one does not")
  func redirects() async throws {
    let farm = Farm()
    let server = try LoopbackServer { request in
      switch request.path {
      case "/old.xml": return .redirect(301, to: "/new.xml")
      case "/temp.xml": return .redirect(302, to: "/new.xml")
      default: return CannedResponse(status: 200, body: Self.rss("moved"))
      }
    }
    farm.servers.append(server)
    let feeds = try controller(farm) { now }
    _ = await feeds.add([server.baseURL + "old.xml", server.baseURL + "temp.xml"])
    _ = try await feeds.refresh([], force: false, jobs: 4)
    let urls = try feeds.list().map(\.url).sorted()
    #expect(urls == [server.baseURL + "new.xml", server.baseURL + "temp.xml"])
  }

  @Test(
    "404, 410, 429 with Retry-After, 500, silence and garbage: each its own outcome, none stops the rest"
  )
  func failures() async throws {
    let farm = Farm()
    let server = try LoopbackServer { request in
      switch request.path {
      case "/missing.xml": return CannedResponse(status: 404)
      case "/gone.xml": return CannedResponse(status: 410)
      case "/busy.xml": return CannedResponse(status: 429, headers: [("Retry-After", "3600")])
      case "/broken.xml": return CannedResponse(status: 500)
      case "/silent.xml": return .silence
      case "/garbage.xml": return CannedResponse(status: 200, body: Data("<html>no</html>".utf8))
      default: return CannedResponse(status: 200, body: Self.rss("fine", ttl: 60))
      }
    }
    farm.servers.append(server)
    let clock = FakeClock()
    let start = clock.now()
    let feeds = try controller(farm) { clock.now() }
    let names = ["missing", "gone", "busy", "broken", "silent", "garbage", "fine"]
    // Subscribed through OPML: `feed add` would refuse the broken ones.
    _ = try feeds.importOPML(
      Data(
        OPML.write(
          names.map { OPMLEntry(url: server.baseURL + $0 + ".xml", title: $0) }, title: "f",
          date: start
        ).utf8), name: "f")
    let results = try await feeds.refresh([], force: false, jobs: 8)
    let outcomes = Dictionary(
      uniqueKeysWithValues: results.map { ($0.feed.title ?? "", $0.outcome) })
    #expect(outcomes["missing"] == .failed(.http(404)))
    #expect(outcomes["gone"] == .failed(.gone))
    #expect(outcomes["busy"] == .failed(.http(429)))
    #expect(outcomes["broken"] == .failed(.http(500)))
    #expect(outcomes["silent"] == .failed(.timedOut))
    #expect(outcomes["garbage"] == .failed(.notAFeed))
    #expect(outcomes["fine"] == .updated(new: 3))
    // An hour later nothing is due but what failed without asking to wait; forced, all are.
    clock.advance(1800)
    let later = try await feeds.refresh([], force: false, jobs: 8)
    let skipped = Set(later.filter { $0.outcome == .skipped }.compactMap(\.feed.title))
    #expect(skipped == ["gone", "busy", "fine"])
    let forced = try await feeds.refresh(["fine"], force: true, jobs: 8)
    #expect(forced.map(\.outcome) == [.notModified])
    let listed = try feeds.list().first { $0.title == "gone" }
    #expect(listed?.status == "error" && listed?.error == "gone")
  }
}
