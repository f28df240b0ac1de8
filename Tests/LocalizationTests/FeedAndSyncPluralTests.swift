import Localization
import Testing

/// Counts of feeds and new articles in the feed and sync messages, with Polish plurals.
@Suite("Plurals in feed and sync messages")
struct FeedAndSyncPluralTests {
  @Test(
    "Refresh summary: 1 nowy artykuł, 2 nowe artykuły, 5 nowych artykułów, 22 nowe artykuły",
    arguments: [
      (1, "1 kanał", "1 nowy artykuł"), (2, "2 kanały", "2 nowe artykuły"),
      (5, "5 kanałów", "5 nowych artykułów"), (22, "22 kanały", "22 nowe artykuły"),
      (112, "112 kanałów", "112 nowych artykułów"),
    ])
  func refresh(count: Int, feeds: String, articles: String) {
    let polish = Language.pl.strings.feeds.summary(count, 1, count, 0, 0, 0)
    #expect(polish.contains("Odświeżono \(feeds):"), "\(polish)")
    #expect(polish.contains(": \(articles) (w 1 kanale)."), "\(polish)")
    #expect(!polish.contains(" 0") && !polish.contains("bez zmian"), "\(polish)")
    let english = Language.en.strings.feeds.summary(count, 1, count, 0, 0, 0)
    #expect(english.contains(count == 1 ? "1 feed:" : "\(count) feeds:"), "\(english)")
  }

  @Test("Refresh summary says only what happened, counts before words")
  func refreshParts() {
    #expect(
      Language.pl.strings.feeds.summary(5, 0, 0, 1, 2, 2)
        == "Odświeżono 5 kanałów: 1 bez zmian, 2 pominięte (jeszcze nie pora), 2 z błędem.")
    #expect(
      Language.en.strings.feeds.summary(5, 0, 0, 1, 2, 2)
        == "Refreshed 5 feeds: 1 unchanged, 2 skipped (not due yet), 2 failed.")
    #expect(Language.pl.strings.feeds.summary(0, 0, 0, 0, 0, 0) == "Odświeżono 0 kanałów.")
  }

  @Test(
    "Sync summary in both languages",
    arguments: [
      (1, "1 nowy kanał", "1 nowy artykuł", "1 new feed", "1 new article"),
      (3, "3 nowe kanały", "3 nowe artykuły", "3 new feeds", "3 new articles"),
      (25, "25 nowych kanałów", "25 nowych artykułów", "25 new feeds", "25 new articles"),
      (1002, "1002 nowe kanały", "1002 nowe artykuły", "1,002 new feeds", "1,002 new articles"),
    ])
  func sync(
    count: Int, polishFeeds: String, polishArticles: String, feeds: String, articles: String
  ) {
    let polish = Language.pl.strings.sync.summary("s", 0.5, count, count, 0, 0, 1, 0, 0)
      .replacingOccurrences(of: "\u{A0}", with: "")
    #expect(polish.contains(polishFeeds) && polish.contains(polishArticles), "\(polish)")
    #expect(polish.hasPrefix("Zsynchronizowano z s w 0,5 s."), "\(polish)")
    let english = Language.en.strings.sync.summary("s", 0.5, count, count, 0, 0, 1, 0, 0)
    #expect(english.contains(feeds) && english.contains(articles), "\(english)")
    #expect(english.contains("1 subscription change,"), "\(english)")
  }
}
