import Foundation

/// Fetches articles from Google News RSS, without a key.
struct GoogleNewsService: NewsProvider {
  let environment: NewsEnvironment
  let settings: Settings
  var policy = RetryPolicy.standard

  func fetch(_ subject: NewsQuery.Subject) async throws -> NewsModel {
    let query = NewsQuery(
      subject: subject, language: settings.language, page: settings.page,
      pageSize: settings.fetchCount)
    let request = GoogleNewsEndpoint(baseURL: settings.googleBaseURL)
      .request(for: query, timeout: settings.timeout)
    let sender = ResilientSender(environment: environment, policy: policy, secret: nil)
    let response = try await sender.fetch(request)
    guard (200..<300).contains(response.status) else {
      throw failure(response, url: request.url)
    }
    let feed: Feed
    do {
      feed = try FeedParser.parse(
        response.body, url: request.url, contentType: response.headers["content-type"])
    } catch FeedError.truncated {
      throw NewsError.undecodable(.truncatedFeed)
    } catch {
      throw NewsError.undecodable(.notFeed)
    }
    let topic: Topic? = if case .topic(let topic) = subject { topic } else { nil }
    let articles = GoogleNewsMapper.articles(
      from: feed.items, language: settings.language.rawValue, topic: topic)
    let start = (settings.page - 1) * settings.count
    return NewsModel(
      articles: Array(articles.dropFirst(start).prefix(settings.fetchCount)),
      total: articles.count,
      page: settings.page)
  }

  /// The error an HTTP failure status means; Google has no key to reject.
  func failure(_ response: HTTPResponse, url: URL) -> NewsError {
    switch response.status {
    case 429:
      return .rateLimited(
        retryAfterSeconds: RetryAfter.seconds(
          response.headers["retry-after"], now: environment.now()))
    case 404:
      var address = url.absoluteString
      if let query = address.firstIndex(of: "?") { address = String(address[..<query]) }
      return .configuration(.endpointNotFound(address))
    case 408, 500...:
      return .server(status: response.status)
    default:
      return .requestRejected(status: response.status, message: nil)
    }
  }
}
