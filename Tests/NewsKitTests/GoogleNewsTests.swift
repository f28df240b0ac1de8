import Foundation
import Localization
import NewsKit
import TestSupport
import Testing

@Suite("Google News provider")
struct GoogleNewsTests {
  func request(_ subject: NewsQuery.Subject, _ language: Language = .en, base: String? = nil)
    -> String
  {
    let endpoint = GoogleNewsEndpoint(
      baseURL: base.flatMap(URL.init(string:)) ?? GoogleNewsEndpoint.defaultBaseURL)
    return endpoint.request(for: NewsQuery(subject: subject, language: language), timeout: 5)
      .url.absoluteString
  }

  @Test("Search, top stories and sections, in the edition of the language")
  func requests() {
    #expect(
      request(.search("Elon Musk & co"))
        == "https://news.google.com/rss/search?q=Elon%20Musk%20%26%20co&hl=en-US&gl=US&ceid=US%3Aen"
    )
    #expect(request(.topic(.news), .pl) == "https://news.google.com/rss?hl=pl&gl=PL&ceid=PL%3Apl")
    #expect(
      request(.topic(.sport), .pl)
        == "https://news.google.com/rss/headlines/section/topic/SPORTS?hl=pl&gl=PL&ceid=PL%3Apl")
    #expect(request(.topic(.tech)).contains("/headlines/section/topic/TECHNOLOGY?"))
    #expect(request(.topic(.world)).contains("/headlines/section/topic/WORLD?"))
    #expect(request(.topic(.business)).contains("/headlines/section/topic/BUSINESS?"))
    #expect(request(.topic(.entertainment)).contains("/headlines/section/topic/ENTERTAINMENT?"))
  }

  @Test("Topics without a section are a last-day search for their localized name")
  func sectionless() {
    #expect(
      request(.topic(.politics), .pl).hasSuffix(
        "/search?q=polityka%20when%3A1d&hl=pl&gl=PL&ceid=PL%3Apl"))
    #expect(request(.topic(.economy), .en).contains("/search?q=economy%20when%3A1d&hl=en-US"))
    #expect(request(.topic(.finance), .pl).contains("?q=finanse%20when%3A1d&"))
  }

  @Test("The base can be overridden, with or without a trailing slash")
  func base() {
    #expect(
      request(.search("x"), base: "http://127.0.0.1:8080/rss/")
        == request(.search("x"), base: "http://127.0.0.1:8080/rss"))
    #expect(
      request(.search("x"), base: "http://127.0.0.1:8080/rss").hasPrefix(
        "http://127.0.0.1:8080/rss/search?q=x&"))
  }

  @Test("Provider choice: the flag, else newscatcher with a key, else google")
  func choice() throws {
    let keyless = try SettingsResolver.resolve(CommandLineOptions(), environment: [:])
    #expect(keyless.provider == .google && !keyless.providerChosen)
    let keyed = try SettingsResolver.resolve(
      CommandLineOptions(), environment: ["NEWSCATCHER_API_KEY": "k"])
    #expect(keyed.provider == .newscatcher)
    let chosen = try SettingsResolver.resolve(
      CommandLineOptions(provider: "Google"), environment: ["NEWSCATCHER_API_KEY": "k"])
    #expect(chosen.provider == .google && chosen.providerChosen)
    #expect(
      throws: NewsError.usage(
        .invalidValue(option: "--provider", value: "bing", allowed: ["newscatcher", "google"]))
    ) {
      try SettingsResolver.validate(CommandLineOptions(provider: "bing"))
    }
    #expect(
      throws: NewsError.configuration(.invalidBaseURL("file:///x", variable: "NEWS_GOOGLE_RSS_URL"))
    ) {
      try SettingsResolver.resolve(
        CommandLineOptions(), environment: ["NEWS_GOOGLE_RSS_URL": "file:///x"])
    }
  }

  @Test("Items become clean articles; one story from several outlets is shown once")
  func mapping() async throws {
    let articles = try await googleArticles()
    #expect(articles.count == 3)
    #expect(articles[0].title == "SpaceX's Starship flies again & lands")
    #expect(articles[0].source == "reuters.com")
    #expect(articles[0].otherSources == ["BBC"])
    #expect(articles[0].summary == nil)
    #expect(articles[1].title == "Starship - SpaceX - Updates")
    #expect(articles[1].source == "abcnews.go.com")
    // The suffix is not the item's source, so the title keeps it.
    #expect(articles[2].title == "Musk says Mars - next (analysis) - The Verge")
  }

  func googleArticles(
    _ fixture: String = "google-search-en.xml", options: CommandLineOptions = CommandLineOptions()
  )
    async throws -> [Article]
  {
    let environment = NewsEnvironment(send: { _ in
      HTTPResponse(status: 200, body: Fixtures.data(fixture))
    })
    let settings = try SettingsResolver.resolve(options, environment: [:])
    return try await SearchController(environment: environment, settings: settings).search(["x"])
      .articles
  }

  @Test("--count and --page take slices of the feed")
  func paging() async throws {
    let first = try await googleArticles(options: CommandLineOptions(count: "2"))
    let second = try await googleArticles(options: CommandLineOptions(count: "2", page: "2"))
    #expect(
      first.map(\.title) == [
        "SpaceX's Starship flies again & lands", "Starship - SpaceX - Updates",
      ])
    #expect(second.map(\.title) == ["Musk says Mars - next (analysis) - The Verge"])
  }

  @Test("Broken feeds and failures map to the contract's exit codes")
  func failures() async throws {
    let cases: [(HTTPResponse, NewsError)] = [
      (HTTPResponse(status: 200, body: Fixtures.data("not-a-feed.html")), .undecodable(.notFeed)),
      (
        HTTPResponse(status: 200, body: Fixtures.data("truncated.xml")),
        .undecodable(.truncatedFeed)
      ),
      (
        HTTPResponse(status: 429, headers: ["Retry-After": "120"]),
        .rateLimited(retryAfterSeconds: 120)
      ),
      (HTTPResponse(status: 403), .requestRejected(status: 403, message: nil)),
    ]
    for (response, expected) in cases {
      let environment = NewsEnvironment(send: { _ in response })
      let settings = try SettingsResolver.resolve(CommandLineOptions(), environment: [:])
      await #expect(throws: expected) {
        try await TopicController(environment: environment, settings: settings).headlines(.sport)
      }
    }
    #expect(NewsError.undecodable(.notFeed).exitCode == 65)
  }
}
