import Foundation
import NewsKit
import TestSupport
import Testing

/// The real HTTP stack against a loopback server that misbehaves on purpose. Waits between
/// attempts go to a fake clock; only the per-attempt timeouts run on the wall clock, and they
/// are a fraction of a second.
@Suite("Faults from a misbehaving server")
struct FaultInjectionTests {
  let clock = FakeClock()

  func search(
    _ server: LoopbackServer, timeout: String = "5"
  ) async throws -> NewsModel {
    let environment = NewsEnvironment(
      send: CurlTransport.send, now: { clock.now() },
      sleep: { clock.sleep($0) }, random: { 0 })
    let settings = try SettingsResolver.resolve(
      CommandLineOptions(timeout: timeout),
      environment: ["NEWSCATCHER_API_KEY": "k", "NEWSCATCHER_API_URL": server.baseURL])
    return try await SearchController(environment: environment, settings: settings).search(["x"])
  }

  /// Runs a search that must fail, and checks what every failure must hold: the error, its
  /// exit code, the first line of its message, at most three attempts, and no more than the
  /// ten-second waiting budget on the injected clock, so the whole command is bounded by
  /// 3 × timeout + 10 s.
  func expectFailure(
    _ server: LoopbackServer, timeout: String = "5", error expected: NewsError, exitCode: Int32,
    message: String, sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    do {
      _ = try await search(server, timeout: timeout)
      Issue.record("expected \(expected)", sourceLocation: sourceLocation)
    } catch let error as NewsError {
      #expect(error == expected, sourceLocation: sourceLocation)
      #expect(error.exitCode == exitCode, sourceLocation: sourceLocation)
      let text = ErrorView.render(error, strings: .english)
      #expect(text.hasPrefix("news: " + message + "\n"), "\(text)", sourceLocation: sourceLocation)
      #expect(text.split(separator: "\n").count == 2, sourceLocation: sourceLocation)
    } catch {
      Issue.record("unexpected \(error)", sourceLocation: sourceLocation)
    }
    #expect(server.requests.count <= 3, sourceLocation: sourceLocation)
    #expect(clock.totalSlept <= RetryPolicy.standard.maxTotalWait, sourceLocation: sourceLocation)
  }

  func body(_ text: String, status: Int = 200) -> CannedResponse {
    CannedResponse(status: status, body: Data(text.utf8))
  }

  @Test("500s then success: the third attempt's articles are shown")
  func recovers() async throws {
    let server = try LoopbackServer(
      handler: LoopbackServer.sequence([
        body("oops", status: 500), body("<h1>bad gateway</h1>", status: 502),
        .json(Fixtures.text("v3-search.json")),
      ]))
    defer { server.stop() }
    let model = try await search(server)
    #expect(model.articles.count == 2)
    #expect(server.requests.count == 3)
    #expect(clock.sleeps == [0.25, 0.5])
  }

  @Test("429 with Retry-After, then success")
  func rateLimitedThenOK() async throws {
    let server = try LoopbackServer(
      handler: LoopbackServer.sequence([
        .json(#"{"message":"Too many requests"}"#, status: 429, headers: [("Retry-After", "2")]),
        .json(Fixtures.text("v3-search.json")),
      ]))
    defer { server.stop() }
    _ = try await search(server)
    #expect(clock.sleeps == [2])
  }

  @Test("429 every time: exit 75 with when to come back, within the wait budget")
  func rateLimitedForever() async throws {
    let server = try LoopbackServer { _ in
      .json(#"{"message":"slow down"}"#, status: 429, headers: [("Retry-After", "4")])
    }
    defer { server.stop() }
    await expectFailure(
      server, error: .rateLimited(retryAfterSeconds: 4), exitCode: 75,
      message: "The news service's request limit was reached (HTTP 429).")
    #expect(server.requests.count == 3)
    #expect(clock.totalSlept == 8)
  }

  @Test("A server that never answers: a timeout for each attempt, then exit 69")
  func silence() async throws {
    let server = try LoopbackServer { _ in .silence }
    defer { server.stop() }
    await expectFailure(
      server, timeout: "0.2",
      error: .timedOut(host: "127.0.0.1:\(server.port)", seconds: 0.2, tries: 3),
      exitCode: 69,
      message: "The server at 127.0.0.1:\(server.port) did not answer within 0.2 seconds (3 tries)."
    )
    #expect(server.requests.count == 3)
  }

  @Test("A server that trickles bytes cannot hold news past the timeout")
  func trickle() async throws {
    var slow = CannedResponse.json(Fixtures.text("v3-search.json"))
    slow.trickle = 0.05
    let server = try LoopbackServer { [slow] _ in slow }
    defer { server.stop() }
    await expectFailure(
      server, timeout: "0.3",
      error: .timedOut(host: "127.0.0.1:\(server.port)", seconds: 0.3, tries: 3),
      exitCode: 69,
      message: "The server at 127.0.0.1:\(server.port) did not answer within 0.3 seconds (3 tries)."
    )
  }

  @Test(
    "Bodies that cannot be read are exit 65 at once, without retrying",
    arguments: [
      ("html", "<!DOCTYPE html><html><body>Maintenance</body></html>", UndecodableReason.notJSON),
      ("empty", "", .notJSON), ("wrong shape", #"{"data":{"items":[]}}"#, .unexpectedShape),
      ("cut JSON", #"{"status":"ok","articles":[{"title":"#, .notJSON),
      (
        "deep nesting",
        String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000), .notJSON
      ),
    ])
  func unreadable(name: String, text: String, reason: UndecodableReason) async throws {
    let server = try LoopbackServer { _ in CannedResponse(status: 200, body: Data(text.utf8)) }
    defer { server.stop() }
    await expectFailure(
      server, error: .undecodable(reason), exitCode: 65,
      message: "The news service sent a response that news cannot read.")
    #expect(server.requests.count == 1)
  }

  @Test("Invalid UTF-8 is exit 65")
  func invalidUTF8() async throws {
    var bytes = Data(#"{"status":"ok","articles":[{"title":""#.utf8)
    bytes.append(contentsOf: [0xC3, 0x28, 0xFF, 0xFE])
    bytes.append(Data(#""}]}"#.utf8))
    let server = try LoopbackServer { [bytes] _ in CannedResponse(status: 200, body: bytes) }
    defer { server.stop() }
    await expectFailure(
      server, error: .undecodable(.notJSON), exitCode: 65,
      message: "The news service sent a response that news cannot read.")
  }

  @Test("A huge body is refused: by its Content-Length, or once reading passes the cap")
  func huge() async throws {
    let big = Data(repeating: UInt8(ascii: " "), count: CurlTransport.maximumBodySize + 1024)
    let declared = try LoopbackServer { _ in CannedResponse(status: 200, body: big) }
    defer { declared.stop() }
    await expectFailure(
      declared, error: .undecodable(.tooLarge), exitCode: 65,
      message: "The news service's answer is larger than news reads (8 MiB).")
    #expect(declared.requests.count == 1)

    var streamed = CannedResponse(status: 200, body: big)
    streamed.omitLength = true
    let undeclared = try LoopbackServer { [streamed] _ in streamed }
    defer { undeclared.stop() }
    await expectFailure(
      undeclared, error: .undecodable(.tooLarge), exitCode: 65,
      message: "The news service's answer is larger than news reads (8 MiB).")
  }

  @Test("A redirect that points nowhere is the server's fault (65), not a refused request (64)")
  func unusableRedirect() async throws {
    for location in [nil, "http://[::1", "ftp://example.com/"] as [String?] {
      let server = try LoopbackServer { _ in
        CannedResponse(
          status: 302, headers: location.map { [("Location", $0)] } ?? [], body: Data())
      }
      defer { server.stop() }
      let host = server.baseURL.dropLast().replacingOccurrences(of: "http://", with: "")
      await expectFailure(
        server, error: .badAnswer(host: String(host), .unusableRedirect(status: 302)),
        exitCode: 65,
        message: "\(host) answered with a redirect (HTTP 302) that points nowhere news can go.")
    }
  }
}
