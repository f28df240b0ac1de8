import Foundation
import Localization
import NewsKit
import TestSupport
import Testing

/// The real HTTP stack (the C client through CurlTransport) against a server on 127.0.0.1.
@Suite("The HTTP stack against a loopback server")
struct HTTPIntegrationTests {
  func settings(_ server: LoopbackServer, _ options: CommandLineOptions = CommandLineOptions())
    throws -> Settings
  {
    try SettingsResolver.resolve(
      options,
      environment: [
        "NEWSCATCHER_API_KEY": "live-key", "NEWSCATCHER_API_URL": server.baseURL + "api",
      ])
  }

  var environment: NewsEnvironment { NewsEnvironment(send: CurlTransport.send) }

  @Test("A search arrives with the right path, query and headers, and its answer is decoded")
  func search() async throws {
    let server = try LoopbackServer { _ in .json(Fixtures.text("v3-search.json")) }
    defer { server.stop() }
    let settings = try settings(server, CommandLineOptions(lang: "pl", count: "2"))
    let model = try await SearchController(environment: environment, settings: settings)
      .search(["zażółć", "&", "C#", "1+1=2?", "🚀"])
    #expect(model.articles.count == 2)
    #expect(model.articles[0].title == "Polska misja IGNIS: astronauta wraca na Ziemię")
    let request = try #require(server.requests.first)
    #expect(request.method == "GET")
    #expect(request.path == "/api/search")
    #expect(request.queryValue("q") == "zażółć & C# 1+1=2? 🚀")
    #expect(
      request.rawQuery.hasPrefix(
        "q=za%C5%BC%C3%B3%C5%82%C4%87%20%26%20C%23%201%2B1%3D2%3F%20%F0%9F%9A%80&"))
    #expect(request.queryValue("lang") == "pl")
    #expect(request.queryValue("page_size") == "2")
    #expect(request.headers["x-api-token"] == "live-key")
    #expect(request.headers["x-api-key"] == nil)
  }

  @Test("v1 and v2 topics arrive with their own headers and names")
  func legacyTopics() async throws {
    let server = try LoopbackServer { _ in .json(Fixtures.text("v2-latest-headlines.json")) }
    defer { server.stop() }
    for api in ["v1", "v2"] {
      let settings = try settings(server, CommandLineOptions(api: api))
      let model = try await TopicController(environment: environment, settings: settings)
        .headlines(.economy)
      #expect(model.articles.count == 2)
    }
    let requests = server.requests
    #expect(requests.count == 2)
    #expect(
      requests[0].path == "/api/latest_headlines" && requests[0].queryValue("topic") == "economics")
    #expect(requests[0].headers["x-rapidapi-key"] == "live-key")
    #expect(requests[0].headers["x-rapidapi-host"] == "newscatcher.p.rapidapi.com")
    #expect(requests[1].headers["x-api-key"] == "live-key")
  }

  @Test("Status codes from a real server map to the contract's errors")
  func statuses() async throws {
    let cases: [(Int, String, [(String, String)], NewsError)] = [
      (401, Fixtures.text("error-v2.json"), [], .keyRejected(status: 401, api: .v3)),
      (
        429, #"{"message":"slow down"}"#, [("Retry-After", "12")],
        .rateLimited(retryAfterSeconds: 12)
      ),
      (503, "<html>down</html>", [], .server(status: 503)),
      (200, "<html>login page</html>", [], .undecodable(.notJSON)),
    ]
    for (status, body, headers, expected) in cases {
      let server = try LoopbackServer { _ in .json(body, status: status, headers: headers) }
      defer { server.stop() }
      await #expect(throws: expected) {
        try await SearchController(environment: environment, settings: try settings(server))
          .search(["x"])
      }
    }
  }

  @Test("No matches over the wire is an empty model")
  func noMatches() async throws {
    let server = try LoopbackServer { _ in .json(Fixtures.text("no-matches.json")) }
    defer { server.stop() }
    let model = try await SearchController(environment: environment, settings: try settings(server))
      .search(["xyzzy"])
    #expect(model.articles.isEmpty)
  }

  @Test("A closed port is a network error naming the host")
  func connectionRefused() async throws {
    // Port 9 (discard) on loopback: nothing listens there. A port freed by stopping a server
    // could be taken by another test's server during the retries, and answer.
    let settings = try SettingsResolver.resolve(
      CommandLineOptions(),
      environment: [
        "NEWSCATCHER_API_KEY": "live-key", "NEWSCATCHER_API_URL": "http://127.0.0.1:9/api",
      ])
    await #expect(throws: NewsError.network(host: "127.0.0.1:9")) {
      try await SearchController(environment: environment, settings: settings).search(["x"])
    }
  }

  @Test("A server that never answers is a timeout after --timeout")
  func timeout() async throws {
    let server = try LoopbackServer { _ in
      Thread.sleep(forTimeInterval: 2)
      return .json("{}")
    }
    defer { server.stop() }
    let settings = try settings(server, CommandLineOptions(timeout: "0.3"))
    await #expect(
      throws: NewsError.timedOut(host: "127.0.0.1:\(server.port)", seconds: 0.3, tries: 3)
    ) {
      try await SearchController(environment: environment, settings: settings).search(["x"])
    }
  }

  @Test("A fractional timeout is honoured, not truncated to whole seconds")
  func fractionalTimeout() async throws {
    let server = try LoopbackServer { _ in
      Thread.sleep(forTimeInterval: 0.2)
      return .json(Fixtures.text("v3-search.json"))
    }
    defer { server.stop() }
    let settings = try settings(server, CommandLineOptions(timeout: "0.8"))
    let model = try await SearchController(environment: environment, settings: settings)
      .search(["x"])
    #expect(model.articles.count == 2)
  }

  @Test("A Google News search over the wire: path, edition, and the parsed feed")
  func googleSearch() async throws {
    let server = try LoopbackServer { _ in
      CannedResponse(
        status: 200, headers: [("Content-Type", "application/rss+xml")],
        body: Fixtures.data("google-topic-pl.xml"))
    }
    defer { server.stop() }
    let settings = try SettingsResolver.resolve(
      CommandLineOptions(lang: "pl"), environment: ["NEWS_GOOGLE_RSS_URL": server.baseURL + "rss"])
    #expect(settings.provider == .google)
    let model = try await TopicController(environment: environment, settings: settings)
      .headlines(.sport)
    #expect(
      model.articles.map(\.title) == [
        "Świątek wygrywa w Warszawie – „to był trudny mecz”",
        "Lewandowski strzela dwa gole\u{A0}dla Barcelony", "Bez daty i źródła",
      ])
    #expect(model.articles[0].source == "przegladsportowy.onet.pl")
    let request = try #require(server.requests.first)
    #expect(request.path == "/rss/headlines/section/topic/SPORTS")
    #expect(request.queryValue("hl") == "pl" && request.queryValue("gl") == "PL")
    #expect(request.queryValue("ceid") == "PL:pl")
    #expect(request.headers["x-api-token"] == nil && request.headers["x-api-key"] == nil)
  }
}
