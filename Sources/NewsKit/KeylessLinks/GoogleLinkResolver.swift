import Foundation

/// Turns Google News article links into the publishers' addresses: legacy ids at once, the
/// rest with one page request each (for its signature) and one batch request for them all.
/// A link that cannot be resolved is simply not in the answer: the Google link is kept.
public struct GoogleLinkResolver: Sendable {
  let environment: NewsEnvironment
  /// Where Google News is (`NEWS_GOOGLE_RSS_URL`'s scheme, host and port).
  let origin: URL
  let timeout: Double

  /// Most links resolved in one call, and so in one batch.
  public static let batchLimit = 50

  public init(environment: NewsEnvironment, googleBaseURL: URL, timeout: Double) {
    var parts = URLComponents()
    parts.scheme = googleBaseURL.scheme
    parts.host = googleBaseURL.host
    parts.port = googleBaseURL.port
    self.origin = parts.url ?? googleBaseURL
    self.environment = environment
    self.timeout = timeout
  }

  /// Whether a link is a Google News article link this resolver would work on.
  public func isGoogleLink(_ link: String) -> Bool {
    GoogleNewsLink.articleID(in: link, origin: origin) != nil
  }

  /// The publisher's address of each link it could resolve, by Google link.
  public func resolve(_ links: [String]) async -> [String: String] {
    var resolved: [String: String] = [:]
    var items: [GoogleNewsLink.Item] = []
    var linkByRequest: [String: String] = [:]
    let distinct = Array(Set(links)).sorted().prefix(Self.batchLimit)
    for (index, link) in distinct.enumerated() {
      guard let id = GoogleNewsLink.articleID(in: link, origin: origin) else { continue }
      if let address = GoogleNewsLink.legacyAddress(id) {
        resolved[link] = address
        continue
      }
      guard let page = try? await fetch(path: "/rss/articles/" + id, body: nil),
        (200..<300).contains(page.status), let found = GoogleNewsLink.signature(in: page.body)
      else { continue }
      let requestID = String(index + 1)
      items.append(
        GoogleNewsLink.Item(
          requestID: requestID, id: id, timestamp: found.timestamp, signature: found.signature))
      linkByRequest[requestID] = link
    }
    guard !items.isEmpty,
      let answer = try? await fetch(
        path: "/_/DotsSplashUi/data/batchexecute", body: GoogleNewsLink.batchBody(items)),
      (200..<300).contains(answer.status)
    else { return resolved }
    for (requestID, address) in GoogleNewsLink.parseBatch(answer.body) {
      if let link = linkByRequest[requestID] { resolved[link] = address }
    }
    return resolved
  }

  /// One request to Google, no retry: a link that does not resolve now stays as it is.
  func fetch(path: String, body: Data?) async throws -> HTTPResponse {
    guard let url = URL(string: path, relativeTo: origin)?.absoluteURL else {
      throw NewsError.network(host: origin.host ?? "")
    }
    var headers: [(name: String, value: String)] = [
      ("User-Agent", "Mozilla/5.0 (compatible; news/\(NewsVersion.current))")
    ]
    if body != nil {
      headers.append(("Content-Type", "application/x-www-form-urlencoded;charset=UTF-8"))
    }
    return try await ResilientSender(
      environment: environment, policy: RetryPolicy(maxRetries: 0), secret: nil
    ).fetch(HTTPRequest(url: url, headers: headers, timeout: timeout, body: body))
  }
}
