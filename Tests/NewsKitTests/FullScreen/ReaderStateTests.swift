import Foundation
import Localization
import Testing

@testable import NewsKit

/// Articles numbered 1…count, for state tests.
func numberedArticles(_ count: Int, prefix: String = "Article") -> [Article] {
  (1...max(1, count)).prefix(count).map {
    Article(
      title: "\(prefix) \($0)", summary: "Summary \($0).", source: "example.com",
      link: "https://example.com/\(prefix.lowercased())/\($0)")
  }
}

/// A subscription with an id, a title and unread articles.
func subscription(_ id: Int64, _ title: String, unread: Int) -> FeedSubscription {
  FeedSubscription(
    id: id, url: "https://\(title.lowercased()).example/feed", title: title, site: nil,
    folder: nil, lastRefresh: nil, status: nil, error: nil, articles: unread + 2, unread: unread,
    etag: nil, lastModified: nil, dueAt: nil)
}

func listing(_ articles: [Article], page: Int = 1, offlineSince: Date? = nil) -> Listing {
  Listing(
    model: NewsModel(
      articles: articles, total: articles.count * 3, page: page, offlineSince: offlineSince))
}

@Suite("The full-screen reader's state")
struct ReaderStateTests {
  /// A reader of 80×10 showing `count` articles of the news topic.
  func showing(_ count: Int, language: Language = .en) -> ReaderState {
    var state = ReaderState(language: language, columns: 80, rows: 10)
    let effects = state.fetch(.news(.topic(.news)), page: 1)
    guard case .fetch(let request, _) = effects.last else { return state }
    _ = state.apply(.listed(id: request.id, .success(listing(numberedArticles(count)))))
    return state
  }

  /// The request the effects start, if one.
  func fetched(_ effects: [ReaderEffect]) -> (ReaderState.Request, Language)? {
    for case .fetch(let request, let language) in effects { return (request, language) }
    return nil
  }

  @Test("j/k, arrows, PgDn/PgUp, g/G move the selection within the list and keep it in view")
  func moving() {
    var state = showing(30)
    #expect(state.bodyRows == 8)
    _ = state.apply(.key(.character("j")))
    _ = state.apply(.key(.down))
    #expect(state.selection == 2 && state.top == 0)
    _ = state.apply(.key(.pageDown))
    #expect(state.selection == 10 && state.top == 3)
    _ = state.apply(.key(.character("G")))
    #expect(state.selection == 29 && state.top == 22)
    _ = state.apply(.key(.down))
    #expect(state.selection == 29)
    _ = state.apply(.key(.pageUp))
    #expect(state.selection == 21 && state.top == 21)
    _ = state.apply(.key(.up))
    _ = state.apply(.key(.character("k")))
    #expect(state.selection == 19 && state.top == 19)
    _ = state.apply(.key(.character("g")))
    #expect(state.selection == 0 && state.top == 0)
  }

  @Test("Enter opens the details and asks whether the article is saved; Esc, q go back")
  func details() {
    var state = showing(3)
    _ = state.apply(.key(.down))
    let effects = state.apply(.key(.enter))
    #expect(state.screen == .detail)
    #expect(effects == [.detailsOpened(state.articles[1])])
    _ = state.apply(.savedState(true))
    #expect(state.detailSaved == true)
    _ = state.apply(.key(.escape))
    #expect(state.screen == .list && state.selection == 1)
    _ = state.apply(.key(.enter))
    _ = state.apply(.key(.character("q")))
    #expect(state.screen == .list && state.exitCode == nil)
  }

  @Test("o opens the link, s saves or unsaves, and the outcome shows in the status")
  func openAndSave() {
    var state = showing(2)
    #expect(state.apply(.key(.character("o"))) == [.open("https://example.com/article/1")])
    _ = state.apply(.opened(ProgramOutcome.none))
    #expect(state.message == .noBrowser("https://example.com/article/1"))
    #expect(state.apply(.key(.character("s"))) == [.toggleSave(state.articles[0])])
    _ = state.apply(.toggled(.success(SaveOutcome(saved: true, title: "Article 1"))))
    #expect(state.message == .saved("Article 1"))
    _ = state.apply(.toggled(.failure(.usage(.noLastList))))
    #expect(state.message == .error(.usage(.noLastList)))
  }

  @Test("l speaks the other language at once and refetches the same list in it")
  func language() {
    var state = showing(3)
    _ = state.apply(.key(.down))
    let effects = state.apply(.key(.character("l")))
    #expect(state.language == .pl)
    let (request, language) = try! #require(fetched(effects))
    #expect(language == .pl && request.subject == .news(.topic(.news)) && request.page == 1)
    // The old list stays, selection too, until the answer; then the new one keeps the place.
    #expect(state.articles.count == 3 && state.isLoading)
    _ = state.apply(
      .listed(id: request.id, .success(listing(numberedArticles(3, prefix: "Artykuł")))))
    #expect(state.articles[0].title == "Artykuł 1" && state.selection == 1 && !state.isLoading)
  }

  @Test("PgDn at the end pages on, PgUp at the top back; on the first page says so; r refreshes")
  func paging() {
    var state = showing(3)
    _ = state.apply(.key(.pageUp))
    #expect(state.message == .firstPage)
    // PgDn short of the end moves the selection a page, as before.
    #expect(state.apply(.key(.pageDown)).isEmpty && state.selection == 2)
    let next = try! #require(fetched(state.apply(.key(.character(" ")))))
    #expect(next.0.page == 2)
    _ = state.apply(.listed(id: next.0.id, .success(listing(numberedArticles(2), page: 2))))
    #expect(state.page == 2 && state.selection == 0)
    let refresh = try! #require(fetched(state.apply(.key(.character("r")))))
    #expect(refresh.0.page == 2 && refresh.0.keepsSelection)
    let previous = try! #require(fetched(state.apply(.key(.pageUp))))
    #expect(previous.0.page == 1)
  }

  @Test("Esc cancels a running request, whose late answer is then ignored; errors stay on screen")
  func cancel() {
    var state = showing(3)
    let (request, _) = try! #require(fetched(nextPage(&state)))
    #expect(state.isLoading)
    #expect(state.apply(.key(.escape)) == [.cancel(request.id)])
    #expect(!state.isLoading && state.message == .cancelled)
    _ = state.apply(.listed(id: request.id, .success(listing(numberedArticles(9)))))
    #expect(state.articles.count == 3 && state.page == 1)
    let (second, _) = try! #require(fetched(nextPage(&state)))
    _ = state.apply(
      .listed(id: second.id, .failure(.timedOut(host: "api.example", seconds: 10, tries: 3))))
    #expect(
      state.articles.count == 3
        && state.message == .error(.timedOut(host: "api.example", seconds: 10, tries: 3)))
  }

  @Test("A new request replaces the one running; only the newest answer is shown")
  func newestWins() {
    var state = showing(3)
    let (first, _) = try! #require(fetched(nextPage(&state)))
    let effects = state.apply(.key(.character("r")))
    #expect(effects.first == .cancel(first.id))
    let (second, _) = try! #require(fetched(effects))
    _ = state.apply(.listed(id: first.id, .success(listing(numberedArticles(7)))))
    #expect(state.isLoading && state.articles.count == 3)
    _ = state.apply(.listed(id: second.id, .success(listing(numberedArticles(5)))))
    #expect(state.articles.count == 5 && !state.isLoading)
  }

  @Test("/ opens the prompt; typing edits; Enter searches; Esc leaves it without searching")
  func search() {
    var state = showing(3)
    _ = state.apply(.key(.character("/")))
    #expect(state.screen == .search)
    for character in "mars q" { _ = state.apply(.key(.character(character))) }
    #expect(state.exitCode == nil && state.editor.line == "mars q")
    _ = state.apply(.key(.backspace))
    _ = state.apply(.key(.backspace))
    let (request, _) = try! #require(fetched(state.apply(.key(.enter))))
    #expect(request.subject == .news(.search("mars")) && state.screen == .list)
    _ = state.apply(.key(.character("/")))
    _ = state.apply(.key(.up))
    #expect(state.editor.line == "mars")
    #expect(state.apply(.key(.escape)).isEmpty)
    #expect(state.screen == .list && state.isLoading)
  }

  @Test("t picks a topic, f a feed (0 is all); Esc leaves either")
  func pickers() {
    var state = showing(3)
    _ = state.apply(.key(.character("t")))
    #expect(state.screen == .topics && state.topicSelection == 0)
    _ = state.apply(.key(.down))
    let (topic, _) = try! #require(fetched(state.apply(.key(.enter))))
    #expect(topic.subject == .news(.topic(.sport)))
    _ = state.apply(.listed(id: topic.id, .success(listing(numberedArticles(2)))))
    _ = state.apply(.key(.character("t")))
    #expect(state.topicSelection == 1)
    _ = state.apply(.key(.escape))
    #expect(state.screen == .list)
    #expect(state.apply(.key(.character("f"))) == [.loadFeeds])
    let feeds = [
      subscription(4, "A", unread: 1), subscription(9, "B", unread: 5),
    ]
    _ = state.apply(.feedsListed(.success(feeds)))
    _ = state.apply(.key(.character("G")))
    let (feed, _) = try! #require(fetched(state.apply(.key(.enter))))
    #expect(feed.subject == .feeds(feeds[1]))
    _ = state.apply(.key(.character("f")))
    _ = state.apply(.key(.character("g")))
    let (all, _) = try! #require(fetched(state.apply(.key(.enter))))
    #expect(all.subject == .feeds(nil))
  }

  @Test("? shows the help until any key; q quits with 0, Ctrl-C with 130, Ctrl-Z suspends")
  func helpAndQuit() {
    var state = showing(3)
    _ = state.apply(.key(.character("?")))
    #expect(state.showsHelp)
    _ = state.apply(.key(.character("q")))
    #expect(!state.showsHelp && state.exitCode == nil)
    #expect(state.apply(.key(.control("z"))) == [.suspend])
    _ = state.apply(.key(.character("q")))
    #expect(state.exitCode == 0)
    var interrupted = showing(3)
    _ = interrupted.apply(.key(.character("/")))
    _ = interrupted.apply(.key(.control("c")))
    #expect(interrupted.exitCode == 130)
  }

  @Test("A resize keeps the selection in view; the spinner turns only while loading")
  func resizeAndTick() {
    var state = showing(30)
    _ = state.apply(.key(.character("G")))
    _ = state.apply(.resize(columns: 80, rows: 30))
    #expect(state.top == 2 && state.columns == 80)
    // At 40 columns an article takes two rows (its date and source under the title).
    _ = state.apply(.resize(columns: 40, rows: 30))
    #expect(state.top == 16 && state.listRows == 14)
    _ = state.apply(.resize(columns: 40, rows: 5))
    #expect(state.top == 29)
    _ = state.apply(.tick)
    #expect(state.spinnerFrame == 0)
    _ = state.apply(.key(.character("r")))
    _ = state.apply(.tick)
    _ = state.apply(.tick)
    #expect(state.spinnerFrame == 2)
  }

  @Test("The offline fallback is kept for the status line, other notices become the message")
  func offline() {
    var state = ReaderState(language: .en, columns: 80, rows: 10)
    let (request, _) = try! #require(fetched(state.fetch(.news(.search("x")), page: 1)))
    let since = Date(timeIntervalSince1970: 1_000_000)
    var answer = listing(numberedArticles(2), offlineSince: since)
    answer.notices = [.offline(fetchedAt: since), .readOnly("/x", diskFull: true)]
    _ = state.apply(.listed(id: request.id, .success(answer)))
    #expect(state.offlineSince == since)
    #expect(state.message == .notice(.readOnly("/x", diskFull: true)))
  }

  @Test("In the details, J and K open the next and previous article of the list; the ends say so")
  func nextAndPreviousInDetails() {
    var state = showing(3)
    _ = state.apply(.key(.enter))
    #expect(state.screen == .detail && state.selection == 0)
    #expect(state.apply(.key(.character("J"))) == [.detailsOpened(state.articles[1])])
    #expect(state.selection == 1 && state.screen == .detail && state.detailTop == 0)
    _ = state.apply(.key(.character("J")))
    _ = state.apply(.key(.character("J")))
    #expect(state.selection == 2 && state.message == .lastArticle)
    _ = state.apply(.key(.character("K")))
    _ = state.apply(.key(.character("K")))
    _ = state.apply(.key(.character("K")))
    #expect(state.selection == 0 && state.message == .firstArticle)
  }

  @Test("n and p open the next and previous unread article, from the list and in the details")
  func nextUnread() {
    var state = showing(5)
    state.fetchedArticles[1].read = true
    state.articles[1].read = true
    // From the list: the first unread below the selection (0 itself is not below it).
    #expect(state.apply(.key(.character("n"))) == [.detailsOpened(state.articles[2])])
    #expect(state.selection == 2 && state.screen == .detail && state.articles[2].read)
    _ = state.apply(.key(.character("n")))
    #expect(state.selection == 3)
    // p passes the read ones: 2 and 1 were opened, 0 was not.
    #expect(state.apply(.key(.character("p"))) == [.detailsOpened(state.articles[0])])
    #expect(state.selection == 0)
    _ = state.apply(.key(.character("p")))
    #expect(state.selection == 0 && state.message == .noUnreadBefore)
    _ = state.apply(.key(.character("n")))
    #expect(state.selection == 4)
    _ = state.apply(.key(.character("n")))
    #expect(state.selection == 4 && state.message == .noUnreadAfter)
  }

  @Test("PgDn past the last page keeps the list shown and says it is the last page")
  func lastPage() throws {
    var state = showing(3)
    let effects = nextPage(&state)
    let request = try fetchRequest(effects)
    _ = state.apply(.listed(id: request.id, .success(listing([], page: 2))))
    #expect(state.articles.count == 3 && state.page == 1)
    #expect(state.message == .lastPage)
  }

  @Test(
    "u hides the read articles and shows them again; A marks every article read, here and in the store"
  )
  func hideReadAndMarkAll() {
    var state = showing(4)
    // Read means opened: an article an earlier list showed (seen) is still unread.
    state.fetchedArticles[1].read = true
    state.fetchedArticles[2].seen = true
    state.applyReadFilter()
    _ = state.apply(.key(.character("u")))
    #expect(state.hidesRead && state.articles.count == 3 && state.message == .readHidden)
    #expect(state.articles.map(\.title) == ["Article 1", "Article 3", "Article 4"])
    _ = state.apply(.key(.character("u")))
    #expect(state.articles.count == 4 && state.message == .readShown)
    // Opening the details makes an article read: the next u hides it too.
    _ = state.apply(.key(.enter))
    #expect(state.articles[0].read && state.fetchedArticles[0].read)
    _ = state.apply(.key(.escape))
    _ = state.apply(.key(.character("u")))
    #expect(state.articles.map(\.title) == ["Article 3", "Article 4"])
    _ = state.apply(.key(.character("u")))
    let effects = state.apply(.key(.character("A")))
    guard effects.count == 1, case .markRead(let marked) = effects[0] else {
      Issue.record("A asked for: \(effects)")
      return
    }
    #expect(marked.count == 4)
    #expect(state.message == .markedRead(4))
    #expect(state.articles.allSatisfy { $0.read })
    _ = state.apply(.key(.character("u")))
    #expect(state.articles.isEmpty)
  }

  @Test("r with the network down says so in words; the list shown stays")
  func refreshOffline() throws {
    var state = showing(3)
    let effects = state.apply(.key(.character("r")))
    let request = try fetchRequest(effects)
    let since = Date(timeIntervalSince1970: 1_700_000_000)
    var stored = listing(state.articles, offlineSince: since)
    stored.notices = [.offline(fetchedAt: since)]
    _ = state.apply(.listed(id: request.id, .success(stored)))
    #expect(state.message == .notice(.offline(fetchedAt: since)))
    #expect(state.articles.count == 3)
  }

  @Test("S opens the saved articles, from any list")
  func savedView() throws {
    var state = showing(3)
    let effects = state.apply(.key(.character("S")))
    let request = try fetchRequest(effects)
    #expect(request.subject == .saved && request.page == 1)
    _ = state.apply(.listed(id: request.id, .success(listing(numberedArticles(1)))))
    #expect(state.subject == .saved && state.articles.count == 1)
  }

  @Test(
    "The first screen shows what the store has while the network answers; the answer replaces it")
  func storedFirst() throws {
    var state = ReaderState(language: .en, columns: 80, rows: 10)
    let effects = state.fetch(.news(.topic(.news)), page: 1)
    let request = try fetchRequest(effects)
    let since = Date(timeIntervalSince1970: 1_700_000_000)
    _ = state.apply(.preview(id: request.id, listing(numberedArticles(2), offlineSince: since)))
    #expect(state.articles.count == 2 && state.offlineSince == since && state.isLoading)
    _ = state.apply(.listed(id: request.id, .success(listing(numberedArticles(5)))))
    #expect(state.articles.count == 5 && state.offlineSince == nil && !state.isLoading)
    // A preview that comes after the answer is dropped.
    _ = state.apply(.preview(id: request.id, listing(numberedArticles(1))))
    #expect(state.articles.count == 5)
  }

  @Test(
    "The details get the full text the store holds for the article, on the article it was asked for"
  )
  func storedFullText() {
    var state = showing(3)
    _ = state.apply(.key(.enter))
    let article = state.articles[0]
    _ = state.apply(.key(.character("J")))
    _ = state.apply(.storedText(article, "First paragraph.\n\nSecond.", .text))
    #expect(state.articles[0].fullText == "First paragraph.\n\nSecond.")
    #expect(state.articles[0].fullTextStatus == .text)
    #expect(state.articles[1].fullText == nil)
    let lines = ScreenRenderer(theme: .dark, timeZone: .utc, now: Date())
    _ = state.apply(.key(.character("K")))
    let text = lines.detailLines(state).map(\.text).joined(separator: "\n")
    #expect(text.contains("First paragraph.") && text.contains("Second."), "\(text)")
  }

  /// The request the last effect starts; fails the test when there is none.
  func fetchRequest(_ effects: [ReaderEffect], sourceLocation: SourceLocation = #_sourceLocation)
    throws -> ReaderState.Request
  {
    guard case .fetch(let request, _)? = effects.last else {
      Issue.record("no request was made: \(effects)", sourceLocation: sourceLocation)
      throw CancellationError()
    }
    return request
  }

  /// The next page, as a reader asks for it: to the end of the list, then PgDn.
  func nextPage(_ state: inout ReaderState) -> [ReaderEffect] {
    _ = state.apply(.key(.end))
    return state.apply(.key(.pageDown))
  }
}
