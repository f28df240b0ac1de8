import Foundation
import NewsKit
import TestSupport
import Testing

/// Google News links turned into the publishers' addresses through the real HTTP stack, against
/// a loopback Google that speaks both steps.
@Suite("Keyless links decoded against a loopback Google News")
struct GoogleLinkDecodingTests {
  @Test("Legacy ids locally, the rest with a page each and one batch; a refusal keeps the link")
  func resolvesInOneBatch() async throws {
    let first = FakeGoogleNews.tokenID("first-article")
    let second = FakeGoogleNews.tokenID("second-article")
    let refused = FakeGoogleNews.tokenID("refused-article")
    let unknown = FakeGoogleNews.tokenID("unknown-article")
    let legacy = FakeGoogleNews.legacyID("https://legacy.example.com/story?id=7")
    let google = FakeGoogleNews(
      addresses: [
        first: "https://www.reuters.com/world/first", second: "https://bbc.co.uk/news/second",
      ], refused: [refused])
    let server = try LoopbackServer { google.answer($0) }
    defer { server.stop() }
    let base = try #require(URL(string: server.baseURL + "rss"))
    let resolver = GoogleLinkResolver(
      environment: NewsEnvironment(send: CurlTransport.send), googleBaseURL: base, timeout: 5)
    let links = [first, second, refused, unknown, legacy].map {
      server.baseURL + "rss/articles/" + $0
    }
    let other = "https://news.google.com/rss/articles/" + first
    #expect(resolver.isGoogleLink(links[0]) && !resolver.isGoogleLink(other))
    let resolved = await resolver.resolve(links + [other, "https://example.com/x"])
    #expect(
      resolved == [
        links[0]: "https://www.reuters.com/world/first",
        links[1]: "https://bbc.co.uk/news/second",
        links[4]: "https://legacy.example.com/story?id=7",
      ])
    // One page for each token id, none for the legacy one, and one batch for all of them.
    let requests = server.requests
    let pages = requests.filter { $0.path.hasPrefix("/rss/articles/") }.map(\.path)
    #expect(Set(pages) == Set([first, second, refused, unknown].map { "/rss/articles/" + $0 }))
    let batches = requests.filter { $0.path == "/_/DotsSplashUi/data/batchexecute" }
    #expect(batches.count == 1 && batches.first?.method == "POST")
    let form = String(decoding: batches.first?.body ?? Data(), as: UTF8.self)
    #expect(form.hasPrefix("f.req=") && form.contains("garturlreq"))
    #expect(!form.contains(legacy) && !form.contains(unknown), "only ids with a signature")
  }

  @Test("A Google that does not answer, or answers garbage, resolves nothing and says nothing")
  func failuresKeepTheLinks() async throws {
    let id = FakeGoogleNews.tokenID("x")
    for response in [CannedResponse(status: 500), CannedResponse(body: Data(")]}'\n[[1".utf8))] {
      let server = try LoopbackServer { request in
        request.path.hasPrefix("/rss/")
          ? CannedResponse(body: Data("<div data-n-a-sg=\"s\" data-n-a-ts=\"1\"></div>".utf8))
          : response
      }
      defer { server.stop() }
      let resolver = GoogleLinkResolver(
        environment: NewsEnvironment(send: CurlTransport.send),
        googleBaseURL: try #require(URL(string: server.baseURL + "rss")), timeout: 5)
      #expect(await resolver.resolve([server.baseURL + "rss/articles/" + id]).isEmpty)
    }
  }
}
