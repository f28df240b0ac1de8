import Foundation
import Localization

/// Builds the Google News RSS request for a query.
///
/// Search is `/search?q=…`; the `news` topic is the top stories; world, business, tech, sport and
/// entertainment have sections; politics, finance and economy have none, so they are a search
/// for the topic's name in the reader's language over the last day. The edition parameters
/// (`hl`, `gl`, `ceid`) follow the language.
public struct GoogleNewsEndpoint: Sendable, Equatable {
  /// Google's base address.
  public static let defaultBaseURL = ProviderKind.googleNewsBaseURL

  /// The base the paths are appended to.
  public var baseURL: URL

  /// An endpoint at a base address.
  public init(baseURL: URL) {
    self.baseURL = baseURL
  }

  /// The request for a query.
  public func request(for query: NewsQuery, timeout: Double) -> HTTPRequest {
    var path = ""
    var parameters: [(String, String)] = []
    switch query.subject {
    case .search(let phrase):
      path = "/search"
      parameters.append(("q", phrase))
    case .topic(let topic):
      if let section = Self.section(topic) {
        path = "/headlines/section/topic/" + section
      } else if topic != .news {
        path = "/search"
        let name = topic.name(in: query.language.strings).lowercased()
        parameters.append(("q", name + " when:1d"))
      }
    }
    parameters += Self.edition(query.language)
    var base = baseURL.absoluteString
    while base.hasSuffix("/") { base.removeLast() }
    // Every part is a constant or percent-encoded; the base itself stands in, never a trap.
    let url = URL(string: base + path + "?" + QueryEncoding.query(parameters)) ?? baseURL
    return HTTPRequest(
      url: url,
      headers: [
        ("Accept", "application/rss+xml, application/xml;q=0.9, */*;q=0.1"),
        ("User-Agent", "news/\(NewsVersion.current)"),
      ],
      timeout: timeout)
  }

  /// The section that carries a topic, if Google has one.
  static func section(_ topic: Topic) -> String? {
    switch topic {
    case .world: return "WORLD"
    case .business: return "BUSINESS"
    case .tech: return "TECHNOLOGY"
    case .sport: return "SPORTS"
    case .entertainment: return "ENTERTAINMENT"
    case .news, .politics, .finance, .economy: return nil
    }
  }

  /// The edition parameters: English (US) or Polish; the three must agree.
  static func edition(_ language: Language) -> [(String, String)] {
    switch language {
    case .en: return [("hl", "en-US"), ("gl", "US"), ("ceid", "US:en")]
    case .pl: return [("hl", "pl"), ("gl", "PL"), ("ceid", "PL:pl")]
    }
  }
}
