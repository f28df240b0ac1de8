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
      send: URLSessionTransport.send, now: { clock.now() },
      sleep: { clock.sleep($0) }, random: { 0 })
    let settings = try SettingsResolver.resolve(
      CommandLineOptions(timeout: timeout),
      environment: ["NEWSCATCHER_API_KEY": "k", "NEWSCATCHER_API_URL": server.baseURL])
    return try await SearchController(environment: environment, settings: settings).search(["x"])
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
    await #expect(throws: NewsError.rateLimited(retryAfterSeconds: 4)) { try await search(server) }
    #expect(server.requests.count == 3)
    #expect(clock.totalSlept == 8)
  }

  @Test("A server that never answers: a timeout for each attempt, then exit 69")
  func silence() async throws {
    let server = try LoopbackServer { _ in .silence }
    defer { server.stop() }
    await #expect(throws: NewsError.timedOut(seconds: 0.2)) {
      try await search(server, timeout: "0.2")
    }
    #expect(server.requests.count == 3)
  }

  @Test("A server that trickles bytes cannot hold news past the timeout")
  func trickle() async throws {
    var slow = CannedResponse.json(Fixtures.text("v3-search.json"))
    slow.trickle = 0.05
    let server = try LoopbackServer { [slow] _ in slow }
    defer { server.stop() }
    await #expect(throws: NewsError.timedOut(seconds: 0.3)) {
      try await search(server, timeout: "0.3")
    }
  }

  @Test("A body cut short is a failed connection, retried, then exit 69")
  func truncated() async throws {
    var cut = CannedResponse.json(String(Fixtures.text("v3-search.json").prefix(200)))
    cut.declaredLength = 5000
    let server = try LoopbackServer { [cut] _ in cut }
    defer { server.stop() }
    await #expect(throws: NewsError.network(host: "127.0.0.1:\(server.port)")) {
      try await search(server)
    }
    #expect(server.requests.count == 3)
  }

  @Test(
    "Bodies that cannot be read are exit 65 at once, without retrying",
    arguments: [
      ("html", "<!DOCTYPE html><html><body>Maintenance</body></html>"),
      ("empty", ""), ("wrong shape", #"{"data":{"items":[]}}"#),
      ("cut JSON", #"{"status":"ok","articles":[{"title":"#),
      (
        "deep nesting",
        String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
      ),
    ])
  func unreadable(name: String, text: String) async throws {
    let server = try LoopbackServer { _ in CannedResponse(status: 200, body: Data(text.utf8)) }
    defer { server.stop() }
    await #expect(throws: NewsError.self) { try await search(server) }
    do {
      _ = try await search(server)
    } catch let error as NewsError {
      #expect(error.exitCode == 65, "\(name): \(error)")
    }
    #expect(server.requests.count == 2)
  }

  @Test("Invalid UTF-8 is exit 65")
  func invalidUTF8() async throws {
    var bytes = Data(#"{"status":"ok","articles":[{"title":""#.utf8)
    bytes.append(contentsOf: [0xC3, 0x28, 0xFF, 0xFE])
    bytes.append(Data(#""}]}"#.utf8))
    let server = try LoopbackServer { [bytes] _ in CannedResponse(status: 200, body: bytes) }
    defer { server.stop() }
    await #expect(throws: NewsError.undecodable(.notJSON)) { try await search(server) }
  }

  @Test("A huge body is refused: by its Content-Length, or once reading passes the cap")
  func huge() async throws {
    let big = Data(repeating: UInt8(ascii: " "), count: URLSessionTransport.maximumBodySize + 1024)
    let declared = try LoopbackServer { _ in CannedResponse(status: 200, body: big) }
    defer { declared.stop() }
    await #expect(throws: NewsError.undecodable(.tooLarge)) { try await search(declared) }
    #expect(declared.requests.count == 1)

    var streamed = CannedResponse(status: 200, body: big)
    streamed.omitLength = true
    let undeclared = try LoopbackServer { [streamed] _ in streamed }
    defer { undeclared.stop() }
    await #expect(throws: NewsError.undecodable(.tooLarge)) { try await search(undeclared) }
  }
}
