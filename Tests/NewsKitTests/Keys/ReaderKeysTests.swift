import Foundation
import Localization
import Testing

@testable import NewsKit

/// newsboat's keys in the reader (issue 58, point 3): next unread, next feed with unread,
/// reload all, mark feed read, bookmarks, macros, and bindings from `config.toml`.
@Suite("The reader's keys: unread, feeds, R, A, b, macros, bindings")
struct ReaderKeysTests {
  /// A reader showing three articles of a feed, the feeds listed.
  func feedReader(_ feeds: [FeedSubscription], showing feed: FeedSubscription?) -> ReaderState {
    var state = ReaderState(language: .en, columns: 80, rows: 10)
    _ = state.apply(.feedsListed(.success(feeds)))
    let effects = state.fetch(.feeds(feed), page: 1)
    guard case .fetch(let request, _) = effects.last else { return state }
    _ = state.apply(.listed(id: request.id, .success(listing(numberedArticles(3)))))
    return state
  }

  func subject(_ effects: [ReaderEffect]) -> ReaderState.Subject? {
    for case .fetch(let request, _) in effects { return request.subject }
    return nil
  }

  @Test("N goes to the next feed with unread articles in the order subscribed, past the hidden")
  func nextFeed() {
    var hidden = subscription(3, "C", unread: 5)
    hidden.hidden = true
    let feeds = [
      subscription(1, "A", unread: 0), subscription(2, "B", unread: 2), hidden,
      subscription(4, "D", unread: 1),
    ]
    var state = feedReader(feeds, showing: feeds[0])
    #expect(subject(state.apply(.key(.character("N")))) == .feeds(feeds[1]))
    state = feedReader(feeds, showing: feeds[1])
    #expect(subject(state.apply(.key(.control("n")))) == .feeds(feeds[3]))
    // Round the list from the last; Ctrl-P backwards.
    state = feedReader(feeds, showing: feeds[3])
    #expect(subject(state.apply(.key(.character("N")))) == .feeds(feeds[1]))
    state = feedReader(feeds, showing: feeds[1])
    #expect(subject(state.apply(.key(.control("p")))) == .feeds(feeds[3]))
    // From every feed at once, the first with unread ones.
    state = feedReader(feeds, showing: nil)
    #expect(subject(state.apply(.key(.character("N")))) == .feeds(feeds[1]))
    // None but the one shown: said.
    let alone = [subscription(1, "A", unread: 4), subscription(2, "B", unread: 0)]
    state = feedReader(alone, showing: alone[0])
    #expect(subject(state.apply(.key(.character("N")))) == nil)
    #expect(state.message == .noUnreadFeed)
    // Feeds not listed yet are listed first, then N goes on.
    var fresh = ReaderState(language: .en, columns: 80, rows: 10)
    #expect(fresh.apply(.key(.character("N"))) == [.loadFeeds])
    #expect(subject(fresh.apply(.feedsListed(.success(feeds)))) == .feeds(feeds[1]))
  }

  @Test("R refreshes every feed, then lists the feed again and says how it went")
  func reloadAll() throws {
    let feeds = [subscription(1, "A", unread: 2)]
    var state = feedReader(feeds, showing: feeds[0])
    #expect(state.apply(.key(.character("R"))) == [.refreshAll])
    let effects = state.apply(.refreshedAll(.success(FeedsRefreshed(feeds: 12, failed: 2))))
    let request = try #require(state.request)
    #expect(subject(effects) == .feeds(feeds[0]) && request.keepsSelection)
    _ = state.apply(.listed(id: request.id, .success(listing(numberedArticles(4)))))
    #expect(state.message == .refreshedAll(feeds: 12, failed: 2))
    #expect(
      ScreenRenderer(theme: .dark, timeZone: .utc, now: Date()).statusMessage(state)
        .contains("Refreshed 12 feeds, 2 of them with an error (news feed list says which)."))
    state.language = .pl
    #expect(
      ScreenRenderer(theme: .dark, timeZone: .utc, now: Date()).statusMessage(state)
        .contains("Odświeżono 12 kanałów, z czego 2 z błędem (szczegóły: news feed list)."))
    // Every feed failing is said as the network's doing, not as a count.
    #expect(
      state.strings.screen.refreshedAll(2, 2)
        == "Nie udało się odświeżyć żadnego z 2 kanałów; sprawdź połączenie (szczegóły: news feed list)."
    )
    #expect(
      StringTable.english.screen.refreshedAll(1, 1)
        == "The feed could not be refreshed; check your connection (news feed list says why).")
    // The list is live after an R that reached some feeds, and not after one that reached none.
    let renderer = ScreenRenderer(theme: .dark, timeZone: .utc, now: Date())
    state.language = .en
    #expect(renderer.statusParts(state).contains { $0.text == "live" })
    _ = state.apply(.refreshedAll(.success(FeedsRefreshed(feeds: 3, failed: 3))))
    #expect(!renderer.statusParts(state).contains { $0.text == "live" })
    _ = state.apply(.refreshedAll(.success(FeedsRefreshed(feeds: 3, failed: 1))))
    #expect(renderer.statusParts(state).contains { $0.text == "live" })
  }

  @Test("A in a feed marks the whole feed read (in the feeds list, the selected one)")
  func markFeedRead() {
    let feeds = [subscription(1, "A", unread: 2), subscription(2, "B", unread: 3)]
    var state = feedReader(feeds, showing: feeds[1])
    #expect(state.apply(.key(.character("A"))) == [.markFeedsRead([2])])
    #expect(state.articles.allSatisfy { $0.read })
    #expect(state.apply(.feedsMarkedRead(.success(41))) == [.loadFeeds])
    #expect(state.message == .markedRead(41))
    // Every feed at once, from their list.
    state = feedReader(feeds, showing: nil)
    #expect(state.apply(.key(.character("A"))) == [.markFeedsRead([])])
    // The feeds list: on a feed, that feed.
    _ = state.apply(.key(.character("f")))
    _ = state.apply(.key(.character("G")))
    #expect(state.apply(.key(.character("A"))) == [.markFeedsRead([2])])
    // Outside the feeds, the list's articles, as before.
    var news = ReaderState(language: .en, columns: 80, rows: 10)
    let effects = news.fetch(.news(.topic(.sport)), page: 1)
    if case .fetch(let request, _) = effects.last {
      _ = news.apply(.listed(id: request.id, .success(listing(numberedArticles(2)))))
    }
    #expect(
      news.apply(.key(.character("A"))) == [
        .markRead(
          news.fetchedArticles.map {
            var read = $0
            read.read = false
            return read
          })
      ])
  }

  @Test("b hands the article to the bookmark command; without one it says how to set it")
  func bookmark() {
    var state = feedReader([], showing: nil)
    #expect(state.apply(.key(.character("b"))).isEmpty)
    #expect(state.message == .noBookmarkCommand)
    state.bookmarks = true
    #expect(state.apply(.key(.character("b"))) == [.bookmark(state.articles[0])])
    _ = state.apply(.ran(.bookmark, .done))
    #expect(state.message == .bookmarked)
    _ = state.apply(.ran(.bookmark, .failed(program: "bm", status: 2)))
    #expect(state.message == .error(.configuration(.program(.bookmark, name: "bm", status: 2))))
  }

  @Test("A macro: , and its key run it with the article's address; a key without one is said")
  func macros() {
    var state = feedReader([], showing: nil)
    state.bindings = KeyBindings(keys: [:], macros: ["v": "mpv %u"])
    #expect(state.apply(.key(.character(","))).isEmpty && state.message == .macroPrompt)
    #expect(
      state.apply(.key(.character("v"))) == [
        .macro("mpv %u", link: "https://example.com/article/1")
      ])
    _ = state.apply(.key(.character(",")))
    #expect(state.apply(.key(.character("z"))).isEmpty && state.message == .noMacro("z"))
    // Esc leaves the prompt without a word.
    _ = state.apply(.key(.character(",")))
    _ = state.apply(.key(.escape))
    #expect(state.message == nil && !state.awaitsMacro)
  }

  @Test("A browser that fails marks nothing read and says why; one that opens marks it read")
  func browserOutcome() {
    var state = feedReader([], showing: nil)
    _ = state.apply(.opened(.notStarted(program: "w3m")))
    #expect(!state.articles[0].read)
    #expect(state.message == .error(.configuration(.program(.browser, name: "w3m", status: nil))))
    _ = state.apply(.opened(.done))
    #expect(state.articles[0].read && state.message == .opened)
  }

  @Test("[keys] binds keys to actions by name; the prompt keeps typed letters as letters")
  func bindings() throws {
    let file = try ConfigFile.parse(
      """
      browser = "w3m %u"
      bookmark = "~/bin/bookmark"
      [keys]
      next-unread = "j"
      reload-all = ["^R", "SPACE"]
      [macros]
      v = "mpv %u"
      "," = "echo %u"
      """)
    #expect(file.browser == "w3m %u" && file.bookmark == "~/bin/bookmark")
    #expect(file.keyBindings == ["next-unread": ["j"], "reload-all": ["^R", "SPACE"]])
    #expect(file.macros == ["v": "mpv %u", ",": "echo %u"])
    let bindings = KeyBindings(keys: file.keyBindings, macros: file.macros)
    #expect(bindings.resolve(.character("j")) == .character("n"))
    #expect(bindings.resolve(.control("r")) == .character("R"))
    #expect(bindings.resolve(.character(" ")) == .character("R"))
    #expect(bindings.resolve(.character("k")) == .character("k"))
    var state = feedReader([subscription(1, "A", unread: 3)], showing: nil)
    state.bindings = bindings
    #expect(state.apply(.key(.character("j"))) == [.detailsOpened(state.articles[1])])
    // In a picker j still moves down (next-unread means nothing there); in a prompt it is a j.
    _ = state.apply(.key(.character("f")))
    _ = state.apply(.key(.character("j")))
    #expect(state.screen == .feeds && state.feedSelection == 1)
    _ = state.apply(.key(.escape))
    _ = state.apply(.key(.character("/")))
    _ = state.apply(.key(.character("j")))
    #expect(state.editor.line == "j")
    // What cannot be bound is said with its line, as every mistake of the file.
    for (text, problem) in [
      ("[keys]\nfly = \"x\"", ConfigFileError.Problem.unknownKey("keys.fly")),
      ("[keys]\nreload = \"F13\"", .invalidValue(key: "keys.reload")),
      ("[keys]\nreload = \"^C\"", .invalidValue(key: "keys.reload")),
      ("[macros]\nab = \"x\"", .unknownKey("macros.ab")),
      ("[macros]\nv = \"'x\"", .invalidValue(key: "macros.v")),
    ] {
      #expect(throws: ConfigFileError(line: 2, problem: problem)) { try ConfigFile.parse(text) }
    }
  }

  @Test("A command for an address: words, ~ the home, %u or %s the address, else appended")
  func commandTemplate() {
    let link = "https://example.com/a?b=1&c=2"
    #expect(CommandTemplate.words("w3m %u", address: link, home: nil) == ["w3m", link])
    #expect(
      CommandTemplate.words("firefox --new-tab", address: link, home: nil)
        == ["firefox", "--new-tab", link])
    #expect(
      CommandTemplate.words("~/bin/open 'a b' --url=%s", address: link, home: "/home/ada")
        == ["/home/ada/bin/open", "a b", "--url=" + link])
    #expect(CommandTemplate.words("'unclosed", address: link, home: nil) == nil)
  }
}
