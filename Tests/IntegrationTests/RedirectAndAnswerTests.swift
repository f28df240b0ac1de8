import Foundation
import TestSupport
import Testing

@testable import NewsKit

/// Redirects and answers broken on the way, through the real libcurl stack on loopback.
extension FaultInjectionTests {
  /// A search against `server` with a key, its `--verbose` events recorded in `events`.
  func keyedSearch(_ server: LoopbackServer, events: EventLog, key: String = "sekret-key")
    async throws -> NewsModel
  {
    let environment = NewsEnvironment(
      send: CurlTransport.send, now: { clock.now() }, sleep: { clock.sleep($0) },
      random: { 0 }, report: { events.append($0) })
    let settings = try SettingsResolver.resolve(
      CommandLineOptions(timeout: "5"),
      environment: ["NEWSCATCHER_API_KEY": key, "NEWSCATCHER_API_URL": server.baseURL])
    return try await SearchController(environment: environment, settings: settings).search(["x"])
  }

  /// A search against `server` with a key, and the `--verbose` events it caused.
  func tracedSearch(_ server: LoopbackServer, key: String = "sekret-key") async throws
    -> (model: NewsModel, events: [FetchEvent])
  {
    let events = EventLog()
    let model = try await keyedSearch(server, events: events, key: key)
    return (model, events.all)
  }

  @Test(
    "A keyed request redirected to another host or port is refused (69), naming both; nothing reaches the other host",
    arguments: [301, 302, 303, 307, 308])
  func crossOriginRedirectRefused(status: Int) async throws {
    // 127.0.0.2 is another host on loopback; the port differs too.
    let target = try LoopbackServer(host: "127.0.0.2") { _ in
      .json(Fixtures.text("v3-search.json"))
    }
    defer { target.stop() }
    let elsewhere = "http://127.0.0.2:\(target.port)/landing?from=redirect"
    let origin = try LoopbackServer { _ in .redirect(status, to: elsewhere) }
    defer { origin.stop() }
    let events = EventLog()
    let error = await #expect(throws: NewsError.self) {
      _ = try await keyedSearch(origin, events: events)
    }
    let from = "http://127.0.0.1:\(origin.port)"
    let to = "http://127.0.0.2:\(target.port)"
    #expect(error == .redirectRefused(from: from, to: to))
    #expect(error?.exitCode == 69)
    let message = try #require(error.map { ErrorView.render($0, strings: .english) })
    #expect(message.contains(from) && message.contains(to))
    #expect(target.requests.isEmpty)
    // Refused at once: one request, no retries.
    #expect(origin.requests.count == 1)
    let trace = events.all.map { VerboseView.render($0, strings: .english) }.joined()
    #expect(trace.contains("not following the redirect to \(to)"))
    #expect(!trace.contains("sekret-key"))
  }

  @Test("A redirect from https to http on the same host is another origin: refused for a key")
  func downgradeIsAnotherOrigin() {
    let secure = URL(string: "https://api.example/search")!
    let plain = URL(string: "http://api.example/search")!
    #expect(!RedirectFollower.sameOrigin(secure, plain))
    #expect(RedirectFollower.sameOrigin(secure, URL(string: "https://API.example:443/x")!))
  }

  @Test("A plain fetch (no credentials) follows a redirect to another host")
  func plainFetchFollowsElsewhere() async throws {
    let target = try LoopbackServer(host: "127.0.0.2") { _ in .json("{}") }
    defer { target.stop() }
    let origin = try LoopbackServer { _ in
      .redirect(302, to: "http://127.0.0.2:\(target.port)/feed")
    }
    defer { origin.stop() }
    // The chain's deadline on a clock of the test's own. In busy full runs the origin answered,
    // the target was never asked and the fetch failed as timed out after 38–48 s: most likely
    // the test's task waited that long to be resumed between the hops (Swift's concurrency
    // runs tests on two threads here, which other tests block), so the chain's 30 s were gone
    // before the second hop. Each hop keeps curl's own 30 s.
    let clock = Date()
    let sender = ResilientSender(
      environment: NewsEnvironment(send: CurlTransport.send, now: { clock }),
      policy: RetryPolicy(maxRetries: 0), secret: nil)
    let response = try await sender.fetch(
      HTTPRequest(url: try #require(URL(string: origin.baseURL + "feed")), timeout: 30))
    #expect(response.status == 200)
    #expect(target.requests.count == 1)
  }

  @Test("A redirect within the same origin keeps the key")
  func sameOriginRedirectKeepsKey() async throws {
    let server = try LoopbackServer { request in
      request.path.hasPrefix("/moved")
        ? .json(Fixtures.text("v3-search.json")) : .redirect(307, to: "/moved/search")
    }
    defer { server.stop() }
    let (model, events) = try await tracedSearch(server)
    #expect(model.articles.count == 2)
    #expect(server.requests.map { $0.headers["x-api-token"] } == ["sekret-key", "sekret-key"])
    #expect(
      events.contains(.redirected(status: 307, to: "http://127.0.0.1:\(server.port)/moved/search")))
  }

  @Test("A redirect loop stops after five hops: exit 69, saying so")
  func redirectLoop() async throws {
    let server = try LoopbackServer { _ in .redirect(to: "/again") }
    defer { server.stop() }
    let error = await #expect(throws: NewsError.self) { try await search(server) }
    #expect(error == .badAnswer(host: "127.0.0.1:\(server.port)", .redirectLoop))
    #expect(error?.exitCode == 69)
    #expect(
      error.map { ErrorView.render($0, strings: .english) }?
        .hasPrefix("news: 127.0.0.1:\(server.port) kept redirecting (more than 5 times).\n")
        == true)
    // One attempt: the first request and five redirects; a loop is not retried.
    #expect(server.requests.count == 6)
  }

  /// Answers that stop before their end: shorter than announced, or reset in the middle.
  static let cutOffAnswers: [CannedResponse] = {
    var short = CannedResponse.json(String(Fixtures.text("v3-search.json").prefix(200)))
    short.declaredLength = 5000
    var head = Data("HTTP/1.1 200 OK\r\nContent-Length: 100000\r\n\r\n".utf8)
    head.append(Data(repeating: UInt8(ascii: " "), count: 3000))
    return [short, .raw(head, reset: true)]
  }()

  @Test(
    "A body cut short or reset midway is retried, then exit 65 saying it was cut off",
    arguments: [0, 1])
  func cutOff(answer: Int) async throws {
    let response = Self.cutOffAnswers[answer]
    let server = try LoopbackServer { _ in response }
    defer { server.stop() }
    await expectFailure(
      server, error: .badAnswer(host: "127.0.0.1:\(server.port)", .cutOff), exitCode: 65,
      message:
        "The answer from 127.0.0.1:\(server.port) stopped before its end, even after retries.")
    #expect(server.requests.count == 3)
  }

  @Test(
    "A reset before any answer is retried, then 69 saying no answer came, never 'Could not connect'"
  )
  func resetBeforeAnswer() async throws {
    let server = try LoopbackServer { _ in .raw(Data(), reset: true) }
    defer { server.stop() }
    await expectFailure(
      server, error: .badAnswer(host: "127.0.0.1:\(server.port)", .noAnswer), exitCode: 69,
      message:
        "127.0.0.1:\(server.port) closed the connection without answering, even after retries.")
    #expect(server.requests.count == 3)
  }

  @Test(
    "HTTP/0.9 and a garbled status line are not HTTP: exit 65 at once",
    arguments: ["hello, this is not http\n", "HTTP/1.1 abc\r\n\r\n"])
  func notHTTP(raw: String) async throws {
    let server = try LoopbackServer { _ in .raw(Data(raw.utf8)) }
    defer { server.stop() }
    await expectFailure(
      server, error: .badAnswer(host: "127.0.0.1:\(server.port)", .notHTTP), exitCode: 65,
      message: "127.0.0.1:\(server.port) answered with something that is not HTTP.")
    #expect(server.requests.count == 1)
  }

  @Test("An over-long header line is refused: exit 65 at once, saying why")
  func hugeHeader() async throws {
    var raw = Data("HTTP/1.1 200 OK\r\nX-Padding: ".utf8)
    raw.append(Data(repeating: UInt8(ascii: "a"), count: 200_000))
    raw.append(Data("\r\nContent-Length: 2\r\n\r\n{}".utf8))
    let server = try LoopbackServer { [raw] _ in .raw(raw) }
    defer { server.stop() }
    await expectFailure(
      server, error: .badAnswer(host: "127.0.0.1:\(server.port)", .headerTooLarge), exitCode: 65,
      message:
        "The answer from 127.0.0.1:\(server.port) has headers larger than news reads (64 KiB).")
    #expect(server.requests.count == 1)
  }

  @Test("A key the server echoes is masked in every article field before it is shown")
  func echoedKeyIsMasked() async throws {
    let key = "k3y/with+chars"
    let echoing = """
      {"status":"ok","total_hits":1,"articles":[{"title":"Your key is k3y/with+chars",
      "description":"debug: token=k3y/with+chars","domain_url":"k3y/with+chars.example",
      "link":"https://x.example/a?apiKey=k3y%2Fwith%2Bchars","published_date":"2024-01-01 10:00:00",
      "author":"k3y/with+chars"}]}
      """
    let server = try LoopbackServer { [echoing] _ in .json(echoing) }
    defer { server.stop() }
    let (model, _) = try await tracedSearch(server, key: key)
    let article = try #require(model.articles.first)
    let fields = [article.title, article.summary, article.source, article.link, article.author]
    #expect(fields.allSatisfy { $0.map { !$0.contains("k3y") } ?? true }, "\(fields)")
    #expect(article.title == "Your key is ••••")
    #expect(article.link == "https://x.example/a?apiKey=••••")
  }
}

/// Collects reported events from any thread.
final class EventLog: @unchecked Sendable {
  private let lock = NSLock()
  private var events: [FetchEvent] = []

  func append(_ event: FetchEvent) { lock.withLock { events.append(event) } }

  var all: [FetchEvent] { lock.withLock { events } }
}
