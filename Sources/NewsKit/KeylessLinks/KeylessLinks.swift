import Foundation

/// Gives articles from the keyless provider their publishers' addresses: from the store when
/// known, else resolved (batched) and kept there. The Google link stays on the article as
/// `googleLink`; one that cannot be resolved stays the article's link, silently.
public struct KeylessLinks: Sendable {
  let resolver: GoogleLinkResolver
  let session: StoreSession?
  let now: Date

  public init(settings: Settings, environment: NewsEnvironment, session: StoreSession?) {
    resolver = GoogleLinkResolver(
      environment: environment, googleBaseURL: settings.googleBaseURL, timeout: settings.timeout)
    self.session = session
    now = environment.now()
  }

  /// The articles with the publishers' addresses the store already knows, asking nobody: what
  /// a list shows.
  public func known(_ articles: [Article]) -> [Article] {
    let links = articles.compactMap(\.link).filter(resolver.isGoogleLink)
    guard !links.isEmpty else { return articles }
    return applying(
      (try? session?.store.map { try GoogleLinkStore($0).publisherLinks(links) }) ?? [:],
      to: articles)
  }

  /// The articles, each Google News link replaced by the publisher's address where it is known
  /// or can be found now.
  public func resolving(_ articles: [Article]) async -> [Article] {
    let links = articles.compactMap(\.link).filter(resolver.isGoogleLink)
    guard !links.isEmpty else { return articles }
    var known = (try? session?.store.map { try GoogleLinkStore($0).publisherLinks(links) }) ?? [:]
    let missing = links.filter { known[$0] == nil }
    // A batch at a time: an edition of a hundred keyless articles is two batches.
    var start = 0
    while start < missing.count {
      let batch = Array(missing[start..<min(missing.count, start + GoogleLinkResolver.batchLimit)])
      start += batch.count
      let found = await resolver.resolve(batch)
      _ = session?.tryWrite { try GoogleLinkStore($0).rememberPublisherLinks(found, at: now) }
      known.merge(found) { old, _ in old }
    }
    return applying(known, to: articles)
  }

  /// Each article whose link has a known address gets it, keeping the Google link beside it.
  func applying(_ known: [String: String], to articles: [Article]) -> [Article] {
    articles.map { article in
      guard let google = article.link, let address = known[google] else { return article }
      var resolved = article
      resolved.googleLink = google
      resolved.link = TextCleaner.cleanPlain(address) ?? google
      return resolved
    }
  }
}
