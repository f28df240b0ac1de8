import Foundation
import Localization
import NewsKit
import TestSupport
import Testing

/// Records the requests a controller sends and answers them with a canned response.
final class RecordingTransport: @unchecked Sendable {
  private let lock = NSLock()
  private var sent: [HTTPRequest] = []
  let answer: @Sendable (HTTPRequest) throws -> HTTPResponse

  init(answer: @escaping @Sendable (HTTPRequest) throws -> HTTPResponse) {
    self.answer = answer
  }

  var requests: [HTTPRequest] { lock.withLock { sent } }

  func environment(_ variables: [String: String] = ["NEWSCATCHER_API_KEY": "secret-key-123"])
    -> NewsEnvironment
  {
    NewsEnvironment(
      send: { request in
        self.lock.withLock { self.sent.append(request) }
        return try self.answer(request)
      }, variables: variables)
  }
}

@Suite("Search and topic controllers")
struct ControllerTests {
  func settings(
    _ options: CommandLineOptions = CommandLineOptions(), key: String? = "secret-key-123"
  )
    throws -> Settings
  {
    var variables: [String: String] = [:]
    if let key { variables["NEWSCATCHER_API_KEY"] = key }
    return try SettingsResolver.resolve(options, environment: variables)
  }

  @Test("A search sends one request for the joined phrase and keeps --count articles")
  func search() async throws {
    let transport = RecordingTransport { _ in
      HTTPResponse(status: 200, body: Fixtures.data("v2-search.json"))
    }
    let settings = try settings(CommandLineOptions(lang: "pl", count: "1", api: "v2"))
    let model = try await SearchController(environment: transport.environment(), settings: settings)
      .search(["Elon", " Musk "])
    #expect(model.articles.count == 1)
    let request = try #require(transport.requests.first)
    let items = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems ?? []
    #expect(items.map(\.name) == ["q", "lang", "page", "page_size"])
    #expect(items.map(\.value) == ["Elon Musk", "pl", "1", "1"])
    #expect(request.header("x-api-key") == "secret-key-123")
  }

  @Test("A topic asks latest_headlines")
  func topic() async throws {
    let transport = RecordingTransport { _ in
      HTTPResponse(status: 200, body: Fixtures.data("v2-latest-headlines.json"))
    }
    let model = try await TopicController(
      environment: transport.environment(), settings: try settings()
    )
    .headlines(.sport)
    #expect(model.articles.count == 2)
    #expect(transport.requests.first?.url.path.hasSuffix("/latest_headlines") == true)
    #expect(transport.requests.first?.url.query?.hasPrefix("theme=Sports") == true)
  }

  @Test("No key means no request and exit 78")
  func missingKey() async throws {
    let transport = RecordingTransport { _ in HTTPResponse(status: 200) }
    await #expect(throws: NewsError.missingAPIKey) {
      try await SearchController(
        environment: transport.environment([:]),
        settings: try settings(CommandLineOptions(provider: "newscatcher"), key: nil)
      )
      .search(["x"])
    }
    #expect(transport.requests.isEmpty)
  }

  @Test("A phrase's words are joined by single spaces, its ends trimmed")
  func phraseJoined() throws {
    #expect(try SearchPhrase.make(["Elon", "Musk"]) == "Elon Musk")
    #expect(try SearchPhrase.make(["Elon Musk"]) == "Elon Musk")
    #expect(try SearchPhrase.make(["", "Kraków", "  ", "rząd "]) == "Kraków rząd")
    #expect(throws: NewsError.usage(.emptyPhrase)) { try SearchPhrase.make([]) }
  }

  @Test("An empty phrase is a usage error before any request")
  func emptyPhrase() async throws {
    let transport = RecordingTransport { _ in HTTPResponse(status: 200) }
    await #expect(throws: NewsError.usage(.emptyPhrase)) {
      try await SearchController(environment: transport.environment(), settings: try settings())
        .search(["  ", "\t"])
    }
    #expect(transport.requests.isEmpty)
  }

  @Test("Transport failures become timeout and network errors")
  func transportFailures() async throws {
    let timeout = RecordingTransport { _ in throw TransportError.timedOut }
    await #expect(
      throws: NewsError.timedOut(host: "v3-api.newscatcherapi.com", seconds: 3, tries: 3)
    ) {
      try await SearchController(
        environment: timeout.environment(), settings: try settings(CommandLineOptions(timeout: "3"))
      ).search(["x"])
    }
    let refused = RecordingTransport { _ in throw TransportError.connectionFailed }
    await #expect(throws: NewsError.network(host: "v3-api.newscatcherapi.com")) {
      try await SearchController(environment: refused.environment(), settings: try settings())
        .search(["x"])
    }
  }

  @Test("A key echoed back by the server is masked in the error")
  func keyRedacted() async throws {
    let transport = RecordingTransport { _ in
      HTTPResponse(status: 400, body: Data(#"{"message":"key secret-key-123 is malformed"}"#.utf8))
    }
    do {
      _ = try await SearchController(environment: transport.environment(), settings: try settings())
        .search(["x"])
      Issue.record("expected an error")
    } catch let error as NewsError {
      #expect(error == .requestRejected(status: 400, message: "key •••• is malformed"))
      for language in Language.allCases {
        #expect(!ErrorView.render(error, strings: language.strings).contains("secret-key-123"))
      }
    }
  }
}
