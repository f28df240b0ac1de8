import Foundation
import TestSupport
import Testing

@testable import NewsKit

/// A world for edition tests: an API whose topics answer with articles linking to pages on
/// several hosts, pages from `Tests/NewsKitTests/Pages`, and a record of every request.
final class EditionWorld: @unchecked Sendable {
  let temporary = TemporaryStore()
  let clock = FakeClock()
  private let lock = NSLock()
  private var requested: [String] = []
  private var running: [String: Int] = [:]
  private var peak: (total: Int, perHost: Int) = (0, 0)
  private var inFlight = 0
  /// Hosts whose pages fail on the network (no connection).
  var unreachable: Set<String> = []
  /// Topics (v3 themes) the API fails for.
  var failingThemes: Set<String> = []
  /// How long each page takes, in seconds (real time: kept to milliseconds).
  var pageDelay: Double = 0
  /// The links each topic's headlines give, by v3 theme.
  var links: [String: [String]] = [:]
  /// The links of the items of the feed at `https://feeds.example/feed.xml`.
  var feedLinks: [String] = []
  /// The pictures headlines name (`media`), by their articles' links, and what each picture's
  /// address answers.
  var images: [String: String] = [:]
  var pictures: [String: Data] = [:]

  static let pages = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Pages")

  /// Every URL asked for, in order.
  var requests: [String] { lock.withLock { requested } }
  /// The most requests that ran at once, in all and against one host.
  var peakConcurrency: (total: Int, perHost: Int) { lock.withLock { peak } }

  func remove() { temporary.remove() }

  /// A link to a recorded page on a host: `https://<host>/<page>`.
  static func link(_ page: String, host: String = "a.example") -> String {
    "https://\(host)/\(page)"
  }

  var environment: NewsEnvironment {
    NewsEnvironment(
      send: { request in try await self.answer(request) }, now: { self.clock.now() },
      variables: ["NEWSCATCHER_API_KEY": "k", "XDG_DATA_HOME": temporary.directory.path],
      sleep: { self.clock.sleep($0) })
  }

  func settings(
    _ options: CommandLineOptions = CommandLineOptions(), config: ConfigFile = ConfigFile()
  )
    throws -> Settings
  {
    var settings = try SettingsResolver.resolve(
      options, environment: environment.variables, config: config)
    // The fixture's pages share their titles' words: every article is listed on its own here
    // (stories in editions have their own test).
    settings.storiesFold = false
    return settings
  }

  func controller(_ settings: Settings? = nil) throws -> EditionsController {
    try EditionsController.open(settings: settings ?? self.settings(), environment: environment)
  }

  func answer(_ request: HTTPRequest) async throws -> HTTPResponse {
    let url = request.url
    let host = url.host ?? ""
    lock.withLock { requested.append(url.absoluteString) }
    if url.path.hasSuffix("feed.xml") {
      let items = (lock.withLock { feedLinks }).map { link in
        "<item><title>Feed story \(link)</title><link>\(link)</link><guid>\(link)</guid></item>"
      }.joined()
      let rss = "<rss version=\"2.0\"><channel><title>A feed</title>\(items)</channel></rss>"
      return HTTPResponse(status: 200, body: Data(rss.utf8))
    }
    if url.path.hasSuffix("latest_headlines") {
      let theme =
        URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?
        .first { $0.name == "theme" }?.value ?? ""
      if lock.withLock({ failingThemes.contains(theme) }) { throw TransportError.connectionFailed }
      let articles = (lock.withLock { links[theme] } ?? []).map { link in
        [
          "title": "Story at \(link)", "link": link, "description": "Summary of \(link)",
          "domain_url": URL(string: link)?.host ?? "x", "published_date": "2026-11-23 10:00:00",
          "media": lock.withLock { images[link] } ?? "",
        ]
      }
      let body = try JSONSerialization.data(
        withJSONObject: ["status": "ok", "total_hits": articles.count, "articles": articles])
      return HTTPResponse(status: 200, body: body)
    }
    lock.withLock {
      inFlight += 1
      running[host, default: 0] += 1
      peak = (max(peak.total, inFlight), max(peak.perHost, running[host]!))
    }
    defer {
      lock.withLock {
        inFlight -= 1
        running[host, default: 1] -= 1
      }
    }
    let delay = lock.withLock { pageDelay }
    if delay > 0 { try await Task.sleep(nanoseconds: UInt64(delay * 1e9)) }
    if lock.withLock({ unreachable.contains(host) }) { throw TransportError.connectionFailed }
    if url.path.hasSuffix("/huge") { throw TransportError.tooLarge }
    if let picture = lock.withLock({ pictures[url.absoluteString] }) {
      return HTTPResponse(status: 200, headers: ["content-type": "image/png"], body: picture)
    }
    let page = Self.pages.appendingPathComponent(String(url.path.dropFirst()) + ".html")
    guard let data = try? Data(contentsOf: page) else {
      return HTTPResponse(status: 404, body: Data())
    }
    return HTTPResponse(
      status: 200, headers: ["content-type": "text/html"], body: data)
  }
}
