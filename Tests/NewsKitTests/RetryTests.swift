import Foundation
import Localization
import NewsKit
import PropertyBased
import TestSupport
import Testing

/// Answers requests from a script of responses and failures, on a fake clock.
final class ScriptedTransport: @unchecked Sendable {
  enum Step {
    case respond(Int, headers: [String: String] = [:], body: String = "")
    case fail(TransportError)
  }

  private let lock = NSLock()
  private var steps: [Step]
  private var sent = 0
  private var events: [FetchEvent] = []
  let clock = FakeClock()

  init(_ steps: [Step]) {
    self.steps = steps
  }

  var requestCount: Int { lock.withLock { sent } }
  var reported: [FetchEvent] { lock.withLock { events } }

  func environment(key: String = "secret-key-123") -> NewsEnvironment {
    NewsEnvironment(
      send: { _ in
        let step: Step = self.lock.withLock {
          self.sent += 1
          return self.steps.count > 1 ? self.steps.removeFirst() : self.steps[0]
        }
        self.clock.advance(0.05)
        switch step {
        case .respond(let status, let headers, let body):
          return HTTPResponse(status: status, headers: headers, body: Data(body.utf8))
        case .fail(let error):
          throw error
        }
      },
      now: { self.clock.now() },
      variables: ["NEWSCATCHER_API_KEY": key],
      sleep: { self.clock.sleep($0) },
      random: { 1 },
      report: { event in self.lock.withLock { self.events.append(event) } })
  }

  func search() async throws -> NewsModel {
    let environment = environment()
    let settings = try SettingsResolver.resolve(
      CommandLineOptions(), environment: environment.variables)
    return try await SearchController(environment: environment, settings: settings).search(["x"])
  }
}

@Suite("Retries, backoff and rate limits")
struct RetryTests {
  static let ok = Fixtures.text("v3-search.json")

  @Test("5xx twice, then success: three attempts with growing waits")
  func serverErrorsThenSuccess() async throws {
    let transport = ScriptedTransport([.respond(500), .respond(503), .respond(200, body: Self.ok)])
    let model = try await transport.search()
    #expect(model.articles.count == 2)
    #expect(transport.requestCount == 3)
    #expect(transport.clock.sleeps == [0.5, 1.0])
  }

  @Test("5xx every time: exit 69 after two retries")
  func serverErrorsForever() async throws {
    let transport = ScriptedTransport([.respond(502)])
    await #expect(throws: NewsError.server(status: 502)) { try await transport.search() }
    #expect(transport.requestCount == 3)
    #expect(transport.clock.totalSlept <= 10)
  }

  @Test("4xx other than 408 and 429 is not retried", arguments: [400, 401, 403, 404, 422])
  func clientErrorsNotRetried(status: Int) async throws {
    let transport = ScriptedTransport([.respond(status), .respond(200, body: Self.ok)])
    await #expect(throws: NewsError.self) { try await transport.search() }
    #expect(transport.requestCount == 1)
    #expect(transport.clock.sleeps.isEmpty)
  }

  @Test("408 is retried")
  func requestTimeoutRetried() async throws {
    let transport = ScriptedTransport([.respond(408), .respond(200, body: Self.ok)])
    _ = try await transport.search()
    #expect(transport.requestCount == 2)
  }

  @Test("429 honours Retry-After in seconds")
  func retryAfterSeconds() async throws {
    let transport = ScriptedTransport([
      .respond(429, headers: ["retry-after": "3"]), .respond(200, body: Self.ok),
    ])
    _ = try await transport.search()
    #expect(transport.clock.sleeps == [3])
  }

  @Test("429 honours Retry-After as an HTTP date")
  func retryAfterDate() async throws {
    // The fake clock starts at 2023-11-14 22:13:20 UTC; the request takes 0.05 s.
    let transport = ScriptedTransport([
      .respond(429, headers: ["retry-after": "Tue, 14 Nov 2023 22:13:25 GMT"]),
      .respond(200, body: Self.ok),
    ])
    _ = try await transport.search()
    #expect(transport.clock.sleeps == [5])
  }

  @Test("A Retry-After beyond the ten-second budget is not waited for: exit 75 at once")
  func retryAfterTooLong() async throws {
    let transport = ScriptedTransport([.respond(429, headers: ["retry-after": "60"])])
    await #expect(throws: NewsError.rateLimited(retryAfterSeconds: 60)) {
      try await transport.search()
    }
    #expect(transport.requestCount == 1)
    #expect(transport.clock.sleeps.isEmpty)
    #expect(NewsError.rateLimited(retryAfterSeconds: 60).exitCode == 75)
  }

  @Test("Waits for 429s stop when the budget would be exceeded")
  func rateLimitBudget() async throws {
    let transport = ScriptedTransport([.respond(429, headers: ["retry-after": "6"])])
    await #expect(throws: NewsError.rateLimited(retryAfterSeconds: 6)) {
      try await transport.search()
    }
    #expect(transport.clock.sleeps == [6])
    #expect(transport.requestCount == 2)
  }

  @Test("Timeouts and failed connections are retried, then reported")
  func transportFailures() async throws {
    let timeouts = ScriptedTransport([.fail(.timedOut)])
    await #expect(
      throws: NewsError.timedOut(host: "v3-api.newscatcherapi.com", seconds: 10, tries: 3)
    ) { try await timeouts.search() }
    #expect(timeouts.requestCount == 3)
    let flaky = ScriptedTransport([.fail(.connectionFailed), .respond(200, body: Self.ok)])
    _ = try await flaky.search()
    #expect(flaky.requestCount == 2)
  }

  @Test("Without libssl and libcurl: exit 69 saying what to install, at once")
  func noLibcurl() async throws {
    let transport = ScriptedTransport([.fail(.unavailable)])
    await #expect(throws: NewsError.httpUnavailable) { try await transport.search() }
    #expect(transport.requestCount == 1)
    let text = ErrorView.render(.httpUnavailable, strings: .english)
    #expect(
      text
        == "news: Neither libssl (OpenSSL) nor libcurl, which news needs to reach the network, could be loaded.\nInstall them, e.g. apt-get install libssl3 libcurl4.\n"
    )
  }

  @Test("A body too large is exit 65 and not retried")
  func tooLarge() async throws {
    let transport = ScriptedTransport([.fail(.tooLarge)])
    await #expect(throws: NewsError.undecodable(.tooLarge)) { try await transport.search() }
    #expect(transport.requestCount == 1)
    #expect(NewsError.undecodable(.tooLarge).exitCode == 65)
  }

  @Test("Backoff grows exponentially, with jitter, up to a cap")
  func backoff() {
    let policy = RetryPolicy.standard
    #expect(policy.backoff(retry: 1, random: 0) == 0.25)
    #expect(policy.backoff(retry: 1, random: 1) == 0.5)
    #expect(policy.backoff(retry: 2, random: 0.5) == 0.75)
    #expect(policy.backoff(retry: 10, random: 1) == 4)
  }

  @Test("Whatever the server does, the waiting stays within ten seconds")
  func budgetProperty() async {
    let statuses = Gen<Int?>.element(of: [200, 408, 429, 500, 503] as [Int]).map { $0! }
    let delays = Gen<Int?>.element(of: [0, 1, 3, 5, 9, 11, 120] as [Int]).map { $0! }
    await propertyCheck(count: 200, input: statuses.array(of: 1...4), delays) { codes, delay in
      let steps = codes.map {
        ScriptedTransport.Step.respond($0, headers: ["retry-after": "\(delay)"])
      }
      let transport = ScriptedTransport(steps + [.respond(500)])
      _ = try? await transport.search()
      #expect(transport.clock.totalSlept <= 10)
      #expect(transport.requestCount <= 3)
    }
  }

  @Test(
    "Retry-After: seconds, HTTP dates, and nonsense",
    arguments: [
      ("5", 5), (" 12 ", 12), ("-3", nil), ("+3", nil), ("Tue, 14 Nov 2023 22:14:20 GMT", 60),
      ("Tue, 14 Nov 2023 22:00:00 GMT", 0),
      // Years away, or more seconds than there are: a day at most.
      ("Fri, 31 Dec 9999 23:59:59 GMT", 86_400), ("99999999999999999999999", 86_400),
      ("86401", 86_400), ("Fri, 31 Dec 99999999 23:59:59 GMT", 86_400),
      ("Fri, 31 Dec 9223372036854775807 23:59:59 GMT", 86_400),
      ("Fri, 31 Dec 99999999999999999999999 23:59:59 GMT", 86_400),
      ("Fri, 31 Dec ٢٠٢٥ 23:59:59 GMT", nil),
    ] as [(String, Int?)])
  func retryAfterParsing(value: String, seconds: Int?) {
    #expect(RetryAfter.seconds(value, now: Date(timeIntervalSince1970: 1_700_000_000)) == seconds)
  }

  @Test("A wait is said in the unit that reads best, in both languages; a day or more is later")
  func rateLimitedWording() {
    for (seconds, english, polish) in [
      (30, "Try again in 30 seconds.", "Spróbuj ponownie za 30 sekund."),
      (120, "Try again in 2 minutes.", "Spróbuj ponownie za 2 minuty."),
      (1_500, "Try again in 25 minutes.", "Spróbuj ponownie za 25 minut."),
      (7_200, "Try again in 2 hours.", "Spróbuj ponownie za 2 godziny."),
      (
        RetryAfter.seconds("Fri, 31 Dec 9999 23:59:59 GMT", now: Date()) ?? 0,
        "Try again later (tomorrow at the earliest).",
        "Spróbuj ponownie później (najwcześniej jutro)."
      ),
    ] {
      #expect(StringTable.english.errors.rateLimited(seconds).fix == english)
      #expect(StringTable.polish.errors.rateLimited(seconds).fix == polish)
    }
  }

  @Test(
    "Unreadable Retry-After is nil",
    arguments: ["", "soon", "Tue, 99 Nov 2023 22:14:20 GMT", "1.5"])
  func retryAfterNonsense(value: String) {
    #expect(RetryAfter.seconds(value, now: Date()) == nil)
  }
}

@Suite("The --verbose trace")
struct VerboseTests {
  @Test("Requests, answers and retries are reported, with the key masked")
  func events() async throws {
    let transport = ScriptedTransport([
      .respond(503, headers: ["x-ratelimit-requests-remaining": "41"]),
      .respond(200, body: RetryTests.ok),
    ])
    _ = try await transport.search()
    let events = transport.reported
    #expect(events.count == 6)
    guard case .request(1, 3, "GET", let url, let headers) = events[0] else {
      Issue.record("expected a request first")
      return
    }
    #expect(url.hasPrefix("https://v3-api.newscatcherapi.com/api/search?q=x&"))
    #expect(headers.first == "x-api-token: ••••")
    #expect(events[1] == .response(status: 503, milliseconds: 50, bytes: 0))
    #expect(events[2] == .quotaRemaining("41"))
    #expect(events[3] == .retrying(afterSeconds: 0.5, because: .status(503)))
    let english = events.map { VerboseView.render($0, strings: .english) }.joined()
    let polish = events.map { VerboseView.render($0, strings: .polish) }.joined()
    #expect(
      english.contains(
        "* GET https://v3-api.newscatcherapi.com/api/search?q=x&lang=en&page=1&page_size=5 (attempt 1 of 3)\n> x-api-token: ••••\n"
      ))
    #expect(
      english.contains(
        "< HTTP 503 in 50 ms, 0 bytes\n* requests left in your plan: 41\n* trying again in 0.5 s (HTTP 503)\n"
      ))
    #expect(
      polish.contains("(próba 2 z 3)") && polish.contains("* ponowna próba za 0,5 s (HTTP 503)\n"))
    #expect(polish.contains("< HTTP 200 w 50 ms, "))
    for text in [english, polish] { #expect(!text.contains("secret-key-123")) }
  }

  @Test("Failures read well in both languages")
  func failures() {
    #expect(
      VerboseView.render(.failed(.timedOut, milliseconds: 10_000), strings: .polish)
        == "* brak odpowiedzi po 10\u{A0}000 ms\n")
    #expect(
      VerboseView.render(.failed(.connectionFailed, milliseconds: 3), strings: .english)
        == "* the connection failed after 3 ms\n")
    #expect(
      VerboseView.render(.response(status: 200, milliseconds: 5, bytes: 22), strings: .polish)
        == "< HTTP 200 w 5 ms, 22 bajty\n")
    #expect(
      VerboseView.render(.retrying(afterSeconds: 1, because: .timedOut), strings: .english)
        == "* trying again in 1 s (timeout)\n")
  }
}

@Suite("Duplicate articles")
struct DeduplicationTests {
  @Test("The same link or the same title from the same source is shown once")
  func duplicates() {
    let articles = [
      Article(title: "A", source: "x.com", link: "https://www.x.com/a/"),
      Article(title: "A again", source: "x.com", link: "http://x.com/a#comments"),
      Article(title: "Ćma nad Łodzią", source: "y.pl", link: "https://y.pl/1"),
      Article(title: "cma nad lodzia", source: "y.pl", link: "https://y.pl/2"),
      Article(title: "Ćma nad Łodzią", source: "z.pl", link: "https://z.pl/1"),
      Article(title: nil, source: nil, link: nil),
      Article(title: nil, source: nil, link: nil),
    ]
    let unique = ArticleDeduplicator.unique(articles)
    #expect(
      unique.map(\.link) == ["https://www.x.com/a/", "https://y.pl/1", "https://z.pl/1", nil, nil])
  }

  @Test("A page with duplicates still fills --count from what is left")
  func controllerDeduplicates() async throws {
    let body = """
      {"status":"ok","total_hits":3,"articles":[
        {"title":"One","link":"https://a.com/1","clean_url":"a.com"},
        {"title":"One","link":"https://a.com/1?","clean_url":"a.com"},
        {"title":"Two","link":"https://a.com/2","clean_url":"a.com"}]}
      """
    let transport = ScriptedTransport([.respond(200, body: body)])
    let model = try await transport.search()
    #expect(model.articles.map(\.title) == ["One", "Two"])
  }
}
