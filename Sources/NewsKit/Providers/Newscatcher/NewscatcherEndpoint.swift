import Foundation

/// Builds the HTTP request for a query in one Newscatcher API generation.
///
/// The generations differ in their auth headers (`x-rapidapi-key` and `x-rapidapi-host` for v1,
/// `x-api-key` for v2, `x-api-token` for v3) and in how they name a topic (`topic=` with
/// `economics` for v1/v2, a capitalised `theme=` for v3). All take `q`, `lang`, `page` and
/// `page_size`.
public struct NewscatcherEndpoint: Sendable, Equatable {
  /// The RapidAPI host v1 must name.
  public static let rapidAPIHost = "newscatcher.p.rapidapi.com"

  /// The API generation.
  public var version: APIVersion
  /// The base URL that endpoint names are appended to.
  public var baseURL: URL
  /// The API key; it goes into a header and nowhere else.
  public var apiKey: String

  /// An endpoint from its parts.
  public init(version: APIVersion, baseURL: URL, apiKey: String) {
    self.version = version
    self.baseURL = baseURL
    self.apiKey = apiKey
  }

  /// The request for a query.
  public func request(for query: NewsQuery, timeout: Double) -> HTTPRequest {
    var parameters: [(String, String)]
    let path: String
    switch query.subject {
    case .search(let phrase):
      path = "search"
      parameters = [("q", phrase)]
    case .topic(let topic):
      path = "latest_headlines"
      parameters =
        version == .v3 ? [("theme", topic.v3Theme)] : [("topic", topic.legacyTopic)]
    }
    parameters += [
      ("lang", query.language.rawValue),
      ("page", String(query.page)),
      ("page_size", String(query.pageSize)),
    ]
    let url = URL(string: endpointURL(path) + "?" + QueryEncoding.query(parameters))!
    return HTTPRequest(url: url, headers: headers, timeout: timeout)
  }

  /// The address of an endpoint without a query, as shown in messages.
  public func endpointURL(_ path: String) -> String {
    var base = baseURL.absoluteString
    if let queryStart = base.firstIndex(where: { $0 == "?" || $0 == "#" }) {
      base = String(base[..<queryStart])
    }
    return base.hasSuffix("/") ? base + path : base + "/" + path
  }

  var headers: [(name: String, value: String)] {
    let auth: [(name: String, value: String)]
    switch version {
    case .v1: auth = [("x-rapidapi-key", apiKey), ("x-rapidapi-host", Self.rapidAPIHost)]
    case .v2: auth = [("x-api-key", apiKey)]
    case .v3: auth = [("x-api-token", apiKey)]
    }
    return auth + [("Accept", "application/json"), ("User-Agent", "news/\(NewsVersion.current)")]
  }
}
