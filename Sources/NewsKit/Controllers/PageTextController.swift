import Foundation

/// Reads one article's page for its full text when the reader asks (`x` in the details), and
/// keeps the text with the article in the store, as an edition would have.
public struct PageTextController: Sendable {
  let environment: NewsEnvironment
  let settings: Settings

  public init(settings: Settings, environment: NewsEnvironment) {
    self.settings = settings
    self.environment = environment
  }

  /// The article's text and what came of reading its page. The store's text when it has one;
  /// otherwise the page, fetched once (no retry) within the timeout, read, and recorded when
  /// the store knows the article. Without a store the text is still read and shown.
  public func read(_ article: Article) async -> (text: String?, status: FullTextStatus) {
    let library = try? LibraryController.open(settings: settings, environment: environment)
    let item = try? library?.stored(article)
    // Asking for the full text is reading the article.
    if let library, let item { library.opened(item) }
    if let text = item?.article.fullText { return (text, .text) }
    // A keyless article's page is the publisher's, not Google's.
    let article = await KeylessLinks(
      settings: settings, environment: environment, session: library?.session
    ).resolving([article])[0]
    guard
      let target = PageReader.Target(PendingPage(articleID: item?.id ?? 0, link: article.link))
    else { return (nil, .unavailable) }
    let reader = PageReader(environment: environment, timeout: settings.timeout, jobs: 1)
    let result = await reader.read(
      target, turn: 0, gate: ConcurrencyGate(total: 1, perHost: FeedRefresher.perHost))
    if let library, item != nil {
      library.keep(result)
    }
    return (result.text, result.status)
  }
}
