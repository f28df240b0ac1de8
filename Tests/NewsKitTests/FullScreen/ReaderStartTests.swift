import Foundation
import Localization
import Testing

@testable import NewsKit

/// Where the reader starts and what its keys mean in the feeds (issue 58, point 2): a
/// newsboat user lives in the feeds.
@Suite("The full-screen reader in the feeds: where it opens, /, t, f")
struct ReaderStartTests {
  /// A state showing `subject`'s articles.
  func showing(_ subject: ReaderState.Subject, articles: Int = 3) throws -> ReaderState {
    var state = ReaderState(language: .en, columns: 80, rows: 10)
    guard case .fetch(let request, _)? = state.fetch(subject, page: 1).last else {
      throw CancellationError()
    }
    _ = state.apply(.listed(id: request.id, .success(listing(numberedArticles(articles)))))
    return state
  }

  /// The subject a key's effects ask for.
  func asked(_ effects: [ReaderEffect]) -> ReaderState.Subject? {
    guard case .fetch(let request, _)? = effects.last else { return nil }
    return request.subject
  }

  @Test("It opens on the feeds when there are subscriptions, unless start says news")
  func start() {
    #expect(ReaderStart.choose(nil, hasSubscriptions: true) == .feeds)
    #expect(ReaderStart.choose(nil, hasSubscriptions: false) == .news)
    #expect(ReaderStart.choose(.news, hasSubscriptions: true) == .news)
    #expect(ReaderStart.choose(.feeds, hasSubscriptions: false) == .feeds)
  }

  @Test("/ searches the store in a view of the store, the provider in the news")
  func search() throws {
    for subject: ReaderState.Subject in [.feeds(nil), .tagged("tech"), .saved] {
      var state = try showing(subject)
      _ = state.apply(.key(.character("/")))
      for character in "kernel" { _ = state.apply(.key(.character(character))) }
      #expect(asked(state.apply(.key(.enter))) == .stored("kernel"), "\(subject)")
    }
    var news = try showing(.news(.topic(.news)))
    _ = news.apply(.key(.character("/")))
    for character in "kernel" { _ = news.apply(.key(.character(character))) }
    #expect(asked(news.apply(.key(.enter))) == .news(.search("kernel")))
  }

  @Test("t in the feeds opens the feeds list on its first tag, once loaded; in the news, topics")
  func tagPicker() throws {
    var state = try showing(.feeds(nil))
    #expect(state.apply(.key(.character("t"))) == [.loadFeeds])
    #expect(state.screen == .feeds)
    var tagged = subscription(2, "LWN", unread: 1)
    tagged.tags = ["linux"]
    _ = state.apply(.feedsListed(.success([subscription(1, "BBC", unread: 0), tagged])))
    #expect(state.feedEntries[state.feedSelection] == .tag("linux", unread: 1))
    var news = try showing(.news(.topic(.news)))
    _ = news.apply(.key(.character("t")))
    #expect(news.screen == .topics)
  }

  @Test("The provider's failure stays in its view: f leaves it behind")
  func providerFailureStays() throws {
    var state = ReaderState(language: .en, columns: 80, rows: 10)
    guard case .fetch(let request, _)? = state.fetch(.news(.topic(.news)), page: 1).last else {
      throw CancellationError()
    }
    let failure = NewsError.network(host: "news.google.com")
    _ = state.apply(.listed(id: request.id, .failure(failure)))
    #expect(state.message == .error(failure))
    _ = state.apply(.key(.character("f")))
    #expect(state.screen == .feeds && state.message == nil)
  }

  @Test("A letter that does nothing says ? lists the keys, in the list and in the details")
  func keysHint() throws {
    var state = try showing(.feeds(nil))
    #expect(state.apply(.key(.character("Z"))).isEmpty)
    #expect(state.message == .keysHint)
    _ = state.apply(.key(.enter))
    state.message = nil
    _ = state.apply(.key(.character("Z")))
    #expect(state.message == .keysHint)
    #expect(Language.pl.strings.screen.keysHint.hasSuffix("? pokazuje klawisze."))
  }
}
