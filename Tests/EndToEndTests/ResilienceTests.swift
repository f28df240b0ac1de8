import Foundation
import TestSupport
import Testing

/// The built binary when the network misbehaves: its real retry waits are a second or less.
@Suite("news, end to end, when things go wrong")
struct ResilienceTests {
  static let key = "e2e-resilience-key-77"

  func environment(_ server: LoopbackServer) -> [String: String] {
    ["NEWSCATCHER_API_URL": server.baseURL, "NEWSCATCHER_API_KEY": Self.key]
  }

  @Test("A 503 followed by success: the articles, exit 0, nothing on stderr")
  func retried() async throws {
    let server = try LoopbackServer(
      handler: LoopbackServer.sequence([
        .json(#"{"message":"unavailable"}"#, status: 503), .json(Fixtures.text("v3-search.json")),
      ]))
    defer { server.stop() }
    let result = try await NewsBinary.run(
      ["search", "x", "--provider", "newscatcher"], environment: environment(server))
    #expect(result.exitCode == 0)
    #expect(result.stderr.isEmpty)
    #expect(result.stdout.hasPrefix("Search: “x”\nFound 87 articles"))
    #expect(server.requests.count == 2)
  }

  @Test("--verbose traces each attempt on stderr, in Polish too, and never shows the key")
  func verbose() async throws {
    let server = try LoopbackServer(
      handler: LoopbackServer.sequence([
        .json("{}", status: 502, headers: [("x-ratelimit-requests-remaining", "99")]),
        .json(Fixtures.text("v1-search.json"), headers: [("x-ratelimit-requests-remaining", "98")]),
      ]))
    defer { server.stop() }
    let result = try await NewsBinary.run(
      ["search", "x", "--verbose", "--api", "v1", "-l", "pl"], environment: environment(server))
    #expect(result.exitCode == 0)
    #expect(result.stdout.hasPrefix("Wyszukiwanie: „x”\n"))
    let lines = result.stderr.split(separator: "\n").map(String.init)
    #expect(
      lines.first == "* GET \(server.baseURL)search?q=x&lang=pl&page=1&page_size=100 (próba 1 z 3)")
    #expect(lines.contains("> x-rapidapi-key: ••••"))
    #expect(lines.contains("> x-rapidapi-host: newscatcher.p.rapidapi.com"))
    #expect(lines.contains { $0.hasPrefix("< HTTP 502 w ") })
    #expect(lines.contains("* pozostałe zapytania w planie: 99"))
    #expect(lines.contains { $0.hasPrefix("* ponowna próba za ") && $0.hasSuffix(" s (HTTP 502)") })
    #expect(lines.contains { $0.hasPrefix("* GET ") && $0.hasSuffix("(próba 2 z 3)") })
    #expect(lines.contains("* pozostałe zapytania w planie: 98"))
    #expect(!result.stderr.contains(Self.key) && !result.stdout.contains(Self.key))
  }

  @Test("Rate limited with a long Retry-After: exit 75 at once, saying when to try again")
  func rateLimited() async throws {
    let server = try LoopbackServer { _ in
      .json(#"{"message":"Too many requests"}"#, status: 429, headers: [("Retry-After", "120")])
    }
    defer { server.stop() }
    let result = try await NewsBinary.run(
      ["topic", "sport", "-l", "pl"], environment: environment(server))
    #expect(result.exitCode == 75)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr
        == "news: Przekroczono limit zapytań do serwisu (HTTP 429).\nSpróbuj ponownie za 2 minuty.\n"
    )
    #expect(server.requests.count == 1)
  }

  @Test("A server that never answers: exit 69 after each attempt's timeout")
  func silence() async throws {
    let server = try LoopbackServer { _ in .silence }
    defer { server.stop() }
    let result = try await NewsBinary.run(
      ["search", "x", "--timeout", "0.2"], environment: environment(server))
    #expect(result.exitCode == 69)
    #expect(
      result.stderr.hasPrefix(
        "news: The server at 127.0.0.1:\(server.port) did not answer within 0.2 seconds (3 tries).\n"
      ), "\(result.stderr)")
    #expect(server.requests.count == 3)
  }

  @Test("A huge body is exit 65, saying it is too large and the limit")
  func huge() async throws {
    let big = Data(repeating: UInt8(ascii: "["), count: 9 * 1024 * 1024)
    let server = try LoopbackServer { _ in CannedResponse(status: 200, body: big) }
    defer { server.stop() }
    let result = try await NewsBinary.run(["search", "x"], environment: environment(server))
    #expect(result.exitCode == 65)
    #expect(
      result.stderr.hasPrefix(
        "news: The news service's answer is larger than news reads (8 MiB).\n"))
  }

  @Test("Ctrl-C while waiting exits with 130 and prints no half of anything")
  func interrupted() async throws {
    let server = try LoopbackServer { _ in .silence }
    defer { server.stop() }
    let result = try await NewsBinary.run(
      ["search", "x", "--timeout", "30"], environment: environment(server), interruptAfter: 0.5)
    #expect(result.exitCode == 130)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.isEmpty)
  }
}
