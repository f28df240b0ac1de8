import Foundation
import Localization
import Testing

@testable import NewsKit

/// The newsboat habits of the reader beyond the list: the full text on demand in the details,
/// and subscribing and unsubscribing from the feeds list.
@Suite("The full-screen reader's state: full text on demand, feeds added and removed")
struct ReaderStateFeedsAndTextTests {
  func showing(_ count: Int) -> ReaderState { ReaderStateTests().showing(count) }

  @Test("x in the details reads the page once; the spinner turns; the text lands on its article")
  func fullTextOnDemand() {
    var state = showing(3)
    #expect(state.apply(.key(.character("x"))).isEmpty, "x does nothing under the list")
    _ = state.apply(.key(.enter))
    let article = state.articles[0]
    #expect(state.apply(.key(.character("x"))) == [.readPage(article)])
    #expect(state.readingPage == article && state.isBusy && !state.isLoading)
    _ = state.apply(.tick)
    #expect(state.spinnerFrame == 1)
    let renderer = ScreenRenderer(theme: .dark, timeZone: .utc, now: Date())
    #expect(renderer.statusMessage(state).hasSuffix("Reading the article's page…"))
    // The reader moved on before the page came: the text still goes to the article asked for.
    _ = state.apply(.key(.character("J")))
    _ = state.apply(.pageRead(article, "The whole story.", .text))
    #expect(state.readingPage == nil && !state.isBusy && state.message == nil)
    #expect(state.articles[0].fullText == "The whole story." && state.articles[1].fullText == nil)
    _ = state.apply(.key(.character("K")))
    #expect(state.apply(.key(.character("x"))).isEmpty)
    #expect(state.message == .fullTextShown)
    let lines = renderer.detailLines(state).map(\.text).joined(separator: "\n")
    #expect(lines.contains("The whole story."))
  }

  @Test("x in vain says why, in the status line and the details: failed, no text, unavailable")
  func fullTextInVain() {
    let renderer = ScreenRenderer(theme: .dark, timeZone: .utc, now: Date())
    for (status, said) in [
      (FullTextStatus.failed, "x tries again"), (.noText, "no readable text"),
      (.unavailable, "does not give this page"),
    ] {
      var state = showing(2)
      _ = state.apply(.key(.enter))
      let article = state.articles[0]
      _ = state.apply(.key(.character("x")))
      _ = state.apply(.pageRead(article, nil, status))
      #expect(state.message == .pageRead(status))
      #expect(renderer.statusMessage(state).contains(said))
      #expect(state.articles[0].fullTextStatus == status)
      let details = renderer.detailLines(state).map(\.text).joined(separator: " ")
      #expect(details.contains("its summary is shown"), "\(details)")
    }
    var linkless = ReaderState(language: .en, columns: 80, rows: 10)
    linkless.articles = [Article(title: "No link")]
    linkless.screen = .detail
    #expect(linkless.apply(.key(.character("x"))).isEmpty)
    #expect(linkless.message == .error(.usage(.noLink(1))))
  }

  @Test("a in the feeds asks for an address; Enter subscribes and lists the feeds again")
  func addFeed() {
    var state = showing(1)
    _ = state.apply(.key(.character("f")))
    _ = state.apply(.feedsListed(.success([subscription(4, "A", unread: 1)])))
    _ = state.apply(.key(.character("a")))
    #expect(state.screen == .feedAddress)
    for character in "example.org/feed" { _ = state.apply(.key(.character(character))) }
    // q and Esc are text at the prompt, then Esc leaves it.
    _ = state.apply(.key(.character("q")))
    #expect(state.addressEditor.line == "example.org/feedq" && state.screen == .feedAddress)
    _ = state.apply(.key(.backspace))
    #expect(state.apply(.key(.enter)) == [.addFeed("example.org/feed")])
    #expect(state.screen == .feeds)
    let added = subscription(7, "Example", unread: 3)
    #expect(state.apply(.feedAdded(.added(added))) == [.loadFeeds])
    #expect(state.message == .subscribed("Example", id: 7))
    _ = state.apply(.feedAdded(.alreadySubscribed(added)))
    #expect(state.message == .alreadySubscribed("Example", id: 7))
    _ = state.apply(.feedAdded(.failed("x", .usage(.invalidFeedURL("x")))))
    #expect(state.message == .error(.usage(.invalidFeedURL("x"))))
    _ = state.apply(.key(.character("a")))
    _ = state.apply(.key(.escape))
    #expect(state.screen == .feeds)
    #expect(state.apply(.key(.character("a"))).isEmpty && state.apply(.key(.enter)).isEmpty)
  }

  @Test("d in the feeds asks first; y unsubscribes, any other key keeps the feed")
  func removeFeed() {
    var state = showing(1)
    _ = state.apply(.key(.character("f")))
    let feeds = [subscription(4, "A", unread: 1), subscription(9, "B", unread: 5)]
    _ = state.apply(.feedsListed(.success(feeds)))
    #expect(state.apply(.key(.character("d"))).isEmpty)
    #expect(state.pendingRemoval == nil, "entry 0, every subscription, is not a feed")
    _ = state.apply(.key(.character("G")))
    _ = state.apply(.key(.character("d")))
    #expect(state.pendingRemoval == feeds[1] && state.message == .confirmRemoval("B"))
    // n is not j: the answer, not a move; the feed stays.
    #expect(state.apply(.key(.character("n"))).isEmpty)
    #expect(state.pendingRemoval == nil && state.message == nil && state.feedSelection == 2)
    _ = state.apply(.key(.character("d")))
    #expect(state.apply(.key(.character("y"))) == [.removeFeed(feeds[1])])
    #expect(state.apply(.feedRemoved(.success(feeds[1]))) == [.loadFeeds])
    #expect(state.message == .unsubscribed("B"))
    _ = state.apply(.feedsListed(.success([feeds[0]])))
    #expect(state.feedSelection == 1)
    _ = state.apply(.feedRemoved(.failure(.storeUnavailable("/x"))))
    #expect(state.message == .error(.storeUnavailable("/x")))
  }

  @Test(
    "Details opened on the store's copy stay open when the answer comes, on the same article, with its text"
  )
  func answerAfterPreview() throws {
    var state = ReaderState(language: .en, columns: 80, rows: 10)
    let request = try ReaderStateTests().fetchRequest(state.fetch(.news(.topic(.news)), page: 1))
    _ = state.apply(.preview(id: request.id, listing(numberedArticles(3))))
    _ = state.apply(.key(.down))
    _ = state.apply(.key(.enter))
    let article = state.articles[1]
    _ = state.apply(.storedText(article, "Kept text.", .text))
    // The answer has a new article first: the one open moved to third place.
    var fresh = numberedArticles(3)
    fresh.insert(Article(title: "Breaking", link: "https://example.com/breaking"), at: 0)
    _ = state.apply(.listed(id: request.id, .success(listing(fresh))))
    #expect(state.screen == .detail && state.selection == 2)
    #expect(state.selected?.link == article.link && state.selected?.fullText == "Kept text.")
    // A later answer that no longer has it goes back to the list's top.
    let next = try ReaderStateTests().fetchRequest(state.fetch(.news(.topic(.sport)), page: 1))
    _ = state.apply(.listed(id: next.id, .success(listing([fresh[0]]))))
    #expect(state.screen == .list && state.selection == 0)
  }
}
