import Foundation
import Localization
import NewsKit
import Testing

@Suite("Requests per API generation")
struct RequestBuildingTests {
  func request(
    _ version: APIVersion, _ subject: NewsQuery.Subject, language: Language = .en,
    base: String? = nil
  ) -> HTTPRequest {
    let baseURL = base.flatMap(URL.init(string:)) ?? version.defaultBaseURL
    let endpoint = NewscatcherEndpoint(version: version, baseURL: baseURL, apiKey: "KEY")
    let query = NewsQuery(subject: subject, language: language, page: 2, pageSize: 7)
    return endpoint.request(for: query, timeout: 4)
  }

  @Test("v1 goes to RapidAPI with its two headers")
  func v1() {
    let search = request(.v1, .search("SpaceX"))
    #expect(
      search.url.absoluteString
        == "https://newscatcher.p.rapidapi.com/v1/search?q=SpaceX&lang=en&page=2&page_size=7")
    #expect(search.header("x-rapidapi-key") == "KEY")
    #expect(search.header("x-rapidapi-host") == "newscatcher.p.rapidapi.com")
    #expect(search.header("x-api-key") == nil && search.header("x-api-token") == nil)
    #expect(search.timeout == 4)
    let topic = request(.v1, .topic(.economy), language: .pl)
    #expect(
      topic.url.absoluteString
        == "https://newscatcher.p.rapidapi.com/v1/latest_headlines?topic=economics&lang=pl&page=2&page_size=7"
    )
  }

  @Test("v2 sends x-api-key and topic=")
  func v2() {
    let topic = request(.v2, .topic(.sport), language: .pl)
    #expect(
      topic.url.absoluteString
        == "https://api.newscatcherapi.com/v2/latest_headlines?topic=sport&lang=pl&page=2&page_size=7"
    )
    #expect(topic.header("x-api-key") == "KEY")
    #expect(topic.header("x-rapidapi-key") == nil && topic.header("x-api-token") == nil)
  }

  @Test("v3 sends x-api-token and a capitalised theme")
  func v3() {
    let topic = request(.v3, .topic(.economy))
    #expect(
      topic.url.absoluteString
        == "https://v3-api.newscatcherapi.com/api/latest_headlines?theme=Economics&lang=en&page=2&page_size=7"
    )
    #expect(topic.header("x-api-token") == "KEY")
    #expect(topic.header("x-api-key") == nil)
  }

  @Test(
    "Every topic maps to its API names",
    arguments: [
      (Topic.news, "news", "General"), (.sport, "sport", "Sports"), (.tech, "tech", "Tech"),
      (.world, "world", "General"), (.finance, "finance", "Finance"),
      (.politics, "politics", "Politics"), (.business, "business", "Business"),
      (.economy, "economics", "Economics"), (.entertainment, "entertainment", "Entertainment"),
    ])
  func topicNames(topic: Topic, legacy: String, theme: String) {
    #expect(request(.v2, .topic(topic)).url.query?.hasPrefix("topic=\(legacy)&") == true)
    #expect(request(.v3, .topic(topic)).url.query?.hasPrefix("theme=\(theme)&") == true)
  }

  @Test("The base URL works with or without a trailing slash")
  func trailingSlash() {
    let with = request(.v3, .search("x"), base: "http://127.0.0.1:8080/api/")
    let without = request(.v3, .search("x"), base: "http://127.0.0.1:8080/api")
    #expect(with.url == without.url)
    #expect(with.url.absoluteString.hasPrefix("http://127.0.0.1:8080/api/search?q=x&"))
  }

  @Test(
    "Everything a person may type is percent-encoded",
    arguments: [
      ("Elon Musk", "Elon%20Musk"),
      ("zażółć gęślą jaźń", "za%C5%BC%C3%B3%C5%82%C4%87%20g%C4%99%C5%9Bl%C4%85%20ja%C5%BA%C5%84"),
      ("AT&T", "AT%26T"), ("C#", "C%23"), ("1+1=2?", "1%2B1%3D2%3F"),
      ("\"exact phrase\"", "%22exact%20phrase%22"), ("rock 'n' roll", "rock%20%27n%27%20roll"),
      ("🚀 launch", "%F0%9F%9A%80%20launch"), ("a/b%c", "a%2Fb%25c"), ("~._-", "~._-"),
    ])
  func encoding(phrase: String, encoded: String) {
    let url = request(.v3, .search(phrase)).url
    #expect(url.absoluteString.contains("?q=\(encoded)&lang="))
    let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems
    #expect(items?.first { $0.name == "q" }?.value == phrase)
  }

  @Test("The key goes in a header and never in the URL")
  func keyNotInURL() {
    for version in APIVersion.allCases {
      #expect(!request(version, .search("x")).url.absoluteString.contains("KEY"))
      #expect(!request(version, .topic(.tech)).url.absoluteString.contains("KEY"))
    }
  }
}
