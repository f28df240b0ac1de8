/// The texts of feed subscriptions: list, outcomes of add, remove and import.
public struct FeedStrings: Sendable {
  /// The word "feed" in its plural forms ("kanał" in Polish).
  public let feeds: PluralForms
  /// The heading of `news feed list`.
  public let listHeading: String
  /// Said when there are no subscriptions.
  public let noFeeds: String
  /// How to add one.
  public let noFeedsHint: String
  /// A feed's number in the list: its id.
  public let feedNumber: @Sendable (Int64) -> String
  /// A feed's tags (its folder first).
  public let tags: @Sendable ([String]) -> String
  /// A feed never refreshed.
  public let neverRefreshed: String
  /// When a feed was refreshed (how long ago), and its outcome.
  public let refreshed: @Sendable (String, String) -> String
  /// Articles stored from a feed, and how many are unread.
  public let counts: @Sendable (Int, Int) -> String
  /// A new subscription: its name and id.
  public let added: @Sendable (String, Int64) -> String
  /// A subscription that already existed: its name and id.
  public let alreadySubscribed: @Sendable (String, Int64) -> String
  /// A removed subscription: its name.
  public let removed: @Sendable (String) -> String
  /// An import: feeds added, already subscribed, entries that are not web feeds.
  public let imported: @Sendable (Int, Int, Int) -> String
  /// The title of an exported OPML file.
  public let opmlTitle: String
  /// Outcome words: updated with so many new articles, unchanged, skipped.
  public let updated: @Sendable (Int) -> String
  public let unchanged: String
  public let skipped: String
  /// A failure, its reason given: "failed: HTTP 404".
  public let failed: @Sendable (String) -> String
  /// `feed list`: a refresh that failed (how long ago), and why.
  public let refreshFailed: @Sendable (_ age: String, _ reason: String) -> String
  /// `feed list`: the last refresh brought new articles.
  public let hadNew: String
  /// Failure reasons: an HTTP status, gone (410), no answer in time, no connection, not a feed.
  public let failedHTTP: @Sendable (Int) -> String
  public let gone: String
  public let timedOut: String
  public let network: String
  public let notAFeed: String
  /// The feed's answer was larger than news reads; the answer broke on the way.
  public let tooLarge: String
  /// Said on stderr when every feed due failed: how many.
  public let allFailed: @Sendable (Int) -> String
  /// `news read`: so many feeds of so many due could not be refreshed, named with why.
  public let notRefreshed: @Sendable (_ failed: Int, _ due: Int, _ named: String) -> String
  public let brokenAnswer: String
  /// The feed's server showed a certificate that could not be verified.
  public let untrusted: String
  /// A command feed's command failed (its exit status), or could not be started.
  public let commandFailed: @Sendable (Int) -> String
  public let commandNotStarted: String
  /// The summary of a refresh: feeds, updated, new articles, unchanged, skipped, failed.
  public let summary: @Sendable (Int, Int, Int, Int, Int, Int) -> String
  /// After the summary when feeds were not due: how many, and how to fetch them now.
  public let notDueHint: @Sendable (Int) -> String
  /// The progress line: done, total.
  public let progress: @Sendable (Int, Int) -> String
  /// The progress line once the feeds are in, while their new articles are grouped into
  /// stories: articles done, of how many.
  public let grouping: @Sendable (Int, Int) -> String
  /// The heading of `news read`.
  public let readHeading: String
  /// The heading of the newest articles of one feed: its name.
  public let feedHeading: @Sendable (String) -> String
  /// Said when the feeds have no articles (yet).
  public let noArticles: String
  public let noArticlesHint: String
  /// The same when there are subscriptions: what brings their articles.
  public let noArticlesRefreshHint: String
  /// Said when `read --unread` lists nothing: every article has been opened.
  public let noUnread: String
  /// Said when `read --new` lists nothing: every article has been in a list.
  public let noNew: String
  /// What lists them anyway, under either.
  public let allArticlesHint: String
}

extension StringTable {
  static let englishFeedWord = PluralForms(one: "feed", other: "feeds")
  static let polishFeedWord = PluralForms(one: "kanał", few: "kanały", many: "kanałów")
  /// "New article(s)": 1 nowy artykuł, 2 nowe artykuły, 5 nowych artykułów, 22 nowe artykuły.
  static let polishNewArticles = PluralForms(
    one: "nowy artykuł", few: "nowe artykuły", many: "nowych artykułów")

  static let englishFeeds = FeedStrings(
    feeds: englishFeedWord,
    listHeading: "Feeds",
    noFeeds: "No subscriptions yet.",
    noFeedsHint:
      "Add one with news feed add <address>, or import an OPML file with news feed import <file>.",
    feedNumber: { "feed \($0)" },
    tags: { "tags: " + $0.joined(separator: ", ") },
    neverRefreshed: "not refreshed yet",
    refreshed: { age, status in "refreshed \(age) (\(status))" },
    counts: { articles, unread in
      "\(NumberText.integer(articles, in: .en)) \(englishArticles.form(for: articles, in: .en)), "
        + "\(NumberText.integer(unread, in: .en)) unread"
    },
    added: { name, id in "Subscribed to “\(name)” (feed \(id))." },
    alreadySubscribed: { name, id in "Already subscribed to “\(name)” (feed \(id))." },
    removed: { "Unsubscribed from “\($0)”." },
    imported: { added, already, ignored in
      var text =
        "Imported \(NumberText.integer(added, in: .en)) \(englishFeedWord.form(for: added, in: .en))"
      if already > 0 { text += "; \(already) already subscribed" }
      if ignored > 0 {
        text += "; \(ignored) \(ignored == 1 ? "entry is" : "entries are") not a web feed"
      }
      return text + "."
    },
    opmlTitle: "news subscriptions",
    updated: { "updated, \($0) new" },
    unchanged: "unchanged",
    skipped: "skipped, not due yet",
    failed: { "failed: \($0)" },
    refreshFailed: { age, reason in "refreshed \(age) (failed: \(reason))" },
    hadNew: "updated",
    failedHTTP: { "HTTP \($0)" },
    gone: "gone for good (HTTP 410)",
    timedOut: "no answer in time",
    network: "could not connect",
    notAFeed: "the answer is not a feed",
    tooLarge: "the feed is larger than news reads (8 MB)",
    allFailed: { count in
      (count == 1
        ? "The feed could not be refreshed" : "None of the \(count) feeds could be refreshed")
        + " (the reasons are listed with each); check your connection, then run news feed refresh again."
    },
    notRefreshed: { failed, due, named in
      let feeds = NumberText.integer(due, in: .en)
      let opening =
        due == 1
        ? "Could not refresh the feed"
        : failed == due
          ? "None of the \(feeds) feeds could be refreshed"
          : "Could not refresh \(NumberText.integer(failed, in: .en)) of \(feeds) feeds"
      return opening + ": \(named); the list shows what was stored before."
    },
    brokenAnswer: "the answer broke off or was not HTTP",
    untrusted: "its server's certificate could not be verified",
    commandFailed: { "its command failed (exit status \($0))" },
    commandNotStarted: "its command could not be started (check that it is there and executable)",
    summary: { total, updated, new, unchanged, skipped, failed in
      // Only what happened is said: no "0 updated (0 new articles)".
      var parts: [String] = []
      if updated > 0 {
        parts.append(
          "\(NumberText.integer(new, in: .en)) new \(englishArticles.form(for: new, in: .en))"
            + " (in \(updated) \(englishFeedWord.form(for: updated, in: .en)))")
      }
      if unchanged > 0 { parts.append("\(unchanged) unchanged") }
      if skipped > 0 { parts.append("\(skipped) skipped (not due yet)") }
      if failed > 0 { parts.append("\(failed) failed") }
      let head =
        "Refreshed \(NumberText.integer(total, in: .en)) \(englishFeedWord.form(for: total, in: .en))"
      return head + (parts.isEmpty ? "." : ": " + parts.joined(separator: ", ") + ".")
    },
    notDueHint: { count in
      "\(NumberText.integer(count, in: .en)) \(englishFeedWord.form(for: count, in: .en)) not due"
        + " yet, as \(count == 1 ? "its server" : "their servers") asked (<ttl>, Cache-Control);"
        + " news feed refresh --force fetches \(count == 1 ? "it" : "them") now."
    },
    progress: { done, total in "Refreshing feeds: \(done)/\(total)" },
    grouping: { done, total in
      "Grouping new articles into stories: \(NumberText.integer(done, in: .en))/"
        + NumberText.integer(total, in: .en)
    },
    readHeading: "Feeds: the newest articles",
    feedHeading: { "Feed “\($0)”: the newest articles" },
    noArticles: "No articles from your feeds yet.",
    noArticlesHint: "Subscribe with news feed add <address>, then run news read again.",
    noArticlesRefreshHint:
      "Fetch them with news feed refresh (news read without --offline refreshes first).",
    noUnread: "No unread articles: every one has been opened.",
    noNew: "Nothing new: every article has been in a list already.",
    allArticlesHint: "news read without --unread or --new lists them all."
  )

  static let polishFeeds = FeedStrings(
    feeds: polishFeedWord,
    listHeading: "Kanały",
    noFeeds: "Nie ma jeszcze żadnych subskrypcji.",
    noFeedsHint:
      "Dodaj kanał poleceniem news feed add <adres> albo zaimportuj plik OPML: news feed import <plik>.",
    feedNumber: { "kanał nr \($0)" },
    tags: { "tagi: " + $0.joined(separator: ", ") },
    neverRefreshed: "jeszcze nieodświeżony",
    refreshed: { age, status in "odświeżony \(age) (\(status))" },
    counts: { articles, unread in
      "\(NumberText.integer(articles, in: .pl)) \(polishArticles.form(for: articles, in: .pl)), "
        + "\(NumberText.integer(unread, in: .pl)) "
        + PluralForms(one: "nieprzeczytany", few: "nieprzeczytane", many: "nieprzeczytanych")
        .form(for: unread, in: .pl)
    },
    added: { name, id in "Dodano subskrypcję kanału „\(name)” (nr \(id))." },
    alreadySubscribed: { name, id in "Kanał „\(name)” jest już subskrybowany (nr \(id))." },
    removed: { "Usunięto subskrypcję kanału „\($0)”." },
    imported: { added, already, ignored in
      var text =
        "Zaimportowano \(NumberText.integer(added, in: .pl)) "
        + polishFeedWord.form(for: added, in: .pl)
      if already > 0 {
        text +=
          "; \(already) "
          + PluralForms(
            one: "był już subskrybowany", few: "były już subskrybowane",
            many: "było już subskrybowanych"
          ).form(for: already, in: .pl)
      }
      if ignored > 0 {
        text +=
          "; \(ignored) "
          + PluralForms(one: "wpis nie jest", few: "wpisy nie są", many: "wpisów nie jest")
          .form(for: ignored, in: .pl) + " kanałem WWW"
      }
      return text + "."
    },
    opmlTitle: "Subskrypcje news",
    updated: { "zaktualizowany, \($0) " + polishNewArticles.form(for: $0, in: .pl) },
    unchanged: "bez zmian",
    skipped: "pominięty, jeszcze nie pora",
    failed: { "błąd: \($0)" },
    refreshFailed: { age, reason in "próba odświeżenia \(age) nie powiodła się (\(reason))" },
    hadNew: "były nowe artykuły",
    failedHTTP: { "HTTP \($0)" },
    gone: "usunięty z serwera na stałe (HTTP 410)",
    timedOut: "brak odpowiedzi w wyznaczonym czasie",
    network: "nie udało się połączyć",
    notAFeed: "odpowiedź nie jest kanałem",
    tooLarge: "kanał przekracza 8 MB, najwięcej, ile news odczytuje",
    allFailed: { count in
      (count == 1
        ? "Nie udało się odświeżyć kanału"
        : "Nie udało się odświeżyć żadnego z \(count) kanałów")
        + " (powody podano przy każdym); sprawdź połączenie i uruchom news feed refresh ponownie."
    },
    notRefreshed: { failed, due, named in
      let feeds = NumberText.integer(due, in: .pl)
      let opening =
        due == 1
        ? "Nie udało się odświeżyć kanału"
        : failed == due
          ? "Nie udało się odświeżyć żadnego z \(feeds) kanałów"
          : "Nie udało się odświeżyć \(NumberText.integer(failed, in: .pl)) z \(feeds) kanałów"
      return opening + ": \(named); lista pokazuje to, co zapisano wcześniej."
    },
    brokenAnswer: "odpowiedź się urwała lub nie była odpowiedzią HTTP",
    untrusted: "nie udało się potwierdzić certyfikatu jego serwera",
    commandFailed: { "jego polecenie zakończyło się błędem (kod wyjścia \($0))" },
    commandNotStarted:
      "nie udało się uruchomić jego polecenia (sprawdź, czy istnieje i jest wykonywalne)",
    summary: { total, updated, new, unchanged, skipped, failed in
      // Tylko to, co się stało: bez „zaktualizowane 0 (0 nowych artykułów)”.
      var parts: [String] = []
      if updated > 0 {
        let place =
          updated == 1 ? "w 1 kanale" : "w \(NumberText.integer(updated, in: .pl)) kanałach"
        parts.append(
          "\(NumberText.integer(new, in: .pl)) \(polishNewArticles.form(for: new, in: .pl)) (\(place))"
        )
      }
      // Counts before words, as Polish says them: "1 bez zmian", "2 pominięte", "1 z błędem".
      if unchanged > 0 { parts.append("\(unchanged) bez zmian") }
      if skipped > 0 {
        let skippedForms = PluralForms(one: "pominięty", few: "pominięte", many: "pominiętych")
        parts.append(
          "\(skipped) \(skippedForms.form(for: skipped, in: .pl)) (jeszcze nie pora)")
      }
      if failed > 0 { parts.append("\(failed) z błędem") }
      let head =
        "Odświeżono \(NumberText.integer(total, in: .pl)) \(polishFeedWord.form(for: total, in: .pl))"
      return head + (parts.isEmpty ? "." : ": " + parts.joined(separator: ", ") + ".")
    },
    notDueHint: { count in
      "Jeszcze nie pora na \(NumberText.integer(count, in: .pl)) "
        + PluralForms(one: "kanał", few: "kanały", many: "kanałów").form(for: count, in: .pl)
        + ", jak \(count == 1 ? "prosił jego serwer" : "prosiły ich serwery") (<ttl>,"
        + " Cache-Control); news feed refresh --force \(count == 1 ? "pobierze go" : "pobierze je")"
        + " od razu."
    },
    progress: { done, total in "Odświeżanie kanałów: \(done)/\(total)" },
    grouping: { done, total in
      "Grupowanie nowych artykułów według wydarzeń: \(NumberText.integer(done, in: .pl))/"
        + NumberText.integer(total, in: .pl)
    },
    readHeading: "Kanały: najnowsze artykuły",
    feedHeading: { "Kanał „\($0)”: najnowsze artykuły" },
    noArticles: "Nie ma jeszcze artykułów z kanałów.",
    noArticlesHint:
      "Dodaj subskrypcję poleceniem news feed add <adres> i uruchom news read ponownie.",
    noArticlesRefreshHint:
      "Pobierz je poleceniem news feed refresh (news read bez --offline najpierw odświeża).",
    noUnread: "Nie ma nieprzeczytanych artykułów: wszystkie zostały otwarte.",
    noNew: "Nie ma nic nowego: każdy artykuł był już na jakiejś liście.",
    allArticlesHint: "Wszystkie pokaże news read bez --unread i --new."
  )
}
