import Foundation
import Localization
import Testing

@testable import NewsKit

/// Polish as a native speaker read it (issue 38, point 12): the words fixed stay fixed.
@Suite("Polish wording")
struct PolishWordingTests {
  let polish = StringTable.polish

  @Test("A subscription is feminine: its number, before her name")
  func ambiguousFeed() {
    let text = ErrorView.text(
      .usage(.ambiguousFeed("tech", matches: ["Tech A", "Tech B"])), strings: polish)
    #expect(text.fix == "Podaj numer subskrypcji, o którą chodzi: liczbę przed jej nazwą.")
  }

  @Test("feed import - that is not OPML names standard input, in both languages")
  func standardInput() {
    #expect(
      ErrorView.text(.notOPML("-"), strings: polish).what
        == "Standardowe wejście nie jest listą subskrypcji OPML; niczego nie zaimportowano.")
    #expect(
      ErrorView.text(.notOPML("-"), strings: .english).what.hasPrefix("Standard input is not"))
    #expect(ErrorView.text(.notOPML("/a/b.xml"), strings: polish).what.hasPrefix("/a/b.xml "))
  }

  @Test("A watch's last run has its noun; the doctor's provider row is the news provider; q ends")
  func nounsAndKeys() {
    #expect(polish.watches.lastRun("2 minuty temu") == "ostatnie uruchomienie 2 minuty temu")
    #expect(polish.tools.providerName == "dostawca wiadomości")
    #expect(polish.interactive.welcome.hasSuffix("q zakończ"))
    #expect(polish.screen.helpRows.contains { $0 == ("q", "zakończ") })
    #expect(polish.editions.interrupted(0, 2, 1).hasPrefix("przerwane przy 0/2"))
  }

  @Test("Issue 58's phrasings, as the newsboat user wrote them")
  func firstWeek() throws {
    #expect(
      polish.newsboat.unknownSetting("auto-reload")
        == "news nie ma odpowiednika ustawienia auto-reload")
    #expect(
      polish.newsboat.nextStep
        == "Czytaj je poleceniem news read; nowe artykuły pobierze news feed refresh.")
    #expect(
      polish.newsboat.notifyTaken("notify-send")
        == "notify-program przeniesiono do konfiguracji jako watch.notify = \"notify-send\".")
    #expect(polish.newsboat.newsboatAbstract.contains("oznaczone flagą"))
    #expect(polish.screen.markedRead(7) == "Oznaczono 7 artykułów jako przeczytane.")
    #expect(polish.screen.markedRead(1) == "Oznaczono 1 artykuł jako przeczytany.")
    #expect(polish.screen.readHidden == "Ukryto przeczytane (u – pokaż)")
    #expect(polish.screen.helpRows.contains { $0 == ("l", "przełącz na angielski (English)") })
    #expect(polish.watches.filterDescription(nil, "tvn24.pl") == "artykuły z tvn24.pl")
    #expect(polish.watches.moreMatches(5, 1) == "i 5 kolejnych: news watch read 1")
    #expect(
      ErrorView.text(.usage(.emptyWatchPhrase), strings: polish).what
        == "Podaj frazę do obserwowania (albo --query).")
    #expect(ErrorView.text(.usage(.emptyTag), strings: polish).what == "Tag nie może być pusty.")
    #expect(
      polish.errors.configWrongType("/c", 2, "stories", .text, .boolean).what
        == "W wierszu 2 pliku /c stories ma wartość w cudzysłowie.")
    #expect(polish.tools.storeIntact("/s", "1 MB", 3).hasPrefix("/s: sprawna, 1 MB"))
    #expect(polish.store.space(nil, 0, "1 MB", 30).contains("czyszczenie niczego teraz nie usunie"))
    #expect(
      polish.help.syncAbstract
        == "Synchronizuj subskrypcje oraz artykuły oznaczone gwiazdką i przeczytane z serwerem RSS"
        + " (FreshRSS, Miniflux, tt-rss).")
    #expect(polish.help.markReadAbstract.hasSuffix(" (trafią też na serwer synchronizacji)."))
    #expect(polish.help.topicAbstract == "Pokaż najnowsze nagłówki z wybranego tematu.")
    // The example of a fix is the command typed.
    #expect(
      ErrorView.text(.usage(.invalidCount("0")), strings: polish, command: "news read").fix
        == "Na przykład: news read --count 10")
    // A query's mistake: the position as an ordinal, the value's kinds in Polish quotes, and
    // the language where it is installed.
    var problem: NewsError?
    do { _ = try QueryParser.query("title = ") } catch { problem = error }
    let query = ErrorView.text(try #require(problem), strings: polish)
    #expect(
      query.what.contains(
        "przy 9. znaku oczekiwano wartości: tekstu w cudzysłowie („…”), liczby albo zakresu"),
      "\(query.what)")
    #expect(query.fix.hasSuffix("język zapytań opisuje man news."))
  }

  @Test("feed list: a failed refresh is an attempt that failed; an updated one had new articles")
  func feedListStates() {
    let now = Date(timeIntervalSince1970: 1_700_000_000)
    let failed = FeedSubscription(
      id: 1, url: "https://tvn24.pl/feed", title: "TVN24", site: nil, folder: nil,
      lastRefresh: now, status: "failed", error: "http:404", articles: 3, unread: 2, etag: nil,
      lastModified: nil, dueAt: nil)
    var updated = failed
    updated.id = 2
    updated.status = "updated"
    updated.error = nil
    for (language, table) in [(Language.pl, polish), (.en, StringTable.english)] {
      let view = FeedListView(
        context: RenderContext(language: language, theme: .dark, colorEnabled: false, width: 100),
        now: now)
      let text = view.render([failed, updated])
      if language == .pl {
        #expect(
          text.contains("próba odświeżenia przed chwilą nie powiodła się (HTTP 404)"), "\(text)")
        #expect(text.contains("odświeżony przed chwilą (były nowe artykuły)"), "\(text)")
      } else {
        #expect(text.contains("refreshed just now (failed: HTTP 404)"), "\(text)")
        #expect(text.contains("refreshed just now (updated)"), "\(text)")
      }
      // Not "odświeżony przed chwilą (błąd: HTTP 404)".
      #expect(language == .en || !text.contains(table.feeds.failed("HTTP 404")), "\(text)")
    }
  }
}
