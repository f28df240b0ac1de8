/// The texts of watches (alerts on a phrase) and filters (what is never shown): help, lists,
/// outcomes, notifications, the timer, and the reader's watch screen.
public struct WatchStrings: Sendable {
  public let watchAbstract: String
  public let watchAddAbstract: String
  public let watchListAbstract: String
  public let watchRemoveAbstract: String
  public let watchRunAbstract: String
  public let watchReadAbstract: String
  public let watchInstallAbstract: String
  public let watchUninstallAbstract: String
  public let filterAbstract: String
  public let filterAddAbstract: String
  public let filterListAbstract: String
  public let filterRemoveAbstract: String
  /// The phrase a watch or a filter looks for.
  public let phraseArgument: String
  public let watchIDArgument: String
  public let filterIDArgument: String
  public let topicOption: String
  public let feedsOnlyOption: String
  public let notifyOption: String
  public let offlineOption: String
  public let everyOption: String
  public let sourceOption: String
  public let noFilterOption: String
  public let intervalValue: String
  public let domainValue: String

  /// A new watch: its id and phrase.
  public let added: @Sendable (Int64, String) -> String
  /// A removed watch: its phrase.
  public let removed: @Sendable (String) -> String
  /// The heading of `watch list`.
  public let listHeading: String
  public let noWatches: String
  public let noWatchesHint: String
  /// A watch's phrase in quotation marks of the language.
  public let quoted: @Sendable (String) -> String
  /// Where a watch looks: the topic's name (if any), and whether it reads feeds only.
  public let sources: @Sendable (String?, Bool) -> String
  public let neverRun: String
  /// When a watch last ran (a date).
  public let lastRun: @Sendable (String) -> String
  /// A watch's matches and unread matches.
  public let counts: @Sendable (Int, Int) -> String
  /// The heading of a watch's new matches in `watch run`: id, phrase, how many.
  public let runHeading: @Sendable (Int64, String, Int) -> String
  /// The heading of `watch read`: id, phrase.
  public let readHeading: @Sendable (Int64, String) -> String
  /// A watch with no match to show.
  public let noMatches: String
  /// New matches not printed: how many, and the watch to read them with.
  public let moreMatches: @Sendable (Int, Int64) -> String
  /// A source of a watch failed: the watch's id, and why.
  public let sourceFailed: @Sendable (Int64, String) -> String
  /// A notification's title: the phrase and how many new articles.
  public let notificationTitle: @Sendable (String, Int) -> String
  /// What names a query watch that looks for no text, in a notification: its number.
  public let watchNumber: @Sendable (Int64) -> String
  /// The notification program could not be started: its name, and whether it was named by a
  /// path (then it is no executable file there) or looked for on PATH (and not found).
  public let notifierMissing: @Sendable (_ program: String, _ byPath: Bool) -> String
  /// The notification command could not be read into words: a quote is not closed.
  public let notifierUnreadable: @Sendable (String) -> String
  /// The notification program failed: its name and exit status.
  public let notifierFailed: @Sendable (String, Int32) -> String
  /// The notification program did not finish in time and was stopped: its name, seconds.
  public let notifierStopped: @Sendable (String, Int) -> String
  /// Another `watch run` holds the lock.
  public let busy: String
  /// Units written: the folder and how often.
  public let installed: @Sendable (String, String) -> String
  public let enabled: String
  /// No user systemd answered: the crontab line follows.
  public let cronInstead: String
  public let uninstalled: @Sendable (String) -> String
  public let nothingToUninstall: String
  /// An interval in minutes, as `installed` says it ("every 30 minutes").
  public let every: @Sendable (Int) -> String

  /// A new filter: its id and description.
  public let filterAdded: @Sendable (Int64, String) -> String
  public let filterRemoved: @Sendable (String) -> String
  public let filtersHeading: String
  public let noFilters: String
  public let noFiltersHint: String
  /// What a filter hides: its phrase, its domain, or both.
  public let filterDescription: @Sendable (String?, String?) -> String
  /// How many articles a filter hid in the last list.
  public let hidLast: @Sendable (Int) -> String
  /// The one line a list says when filters hid some of it: how many of how many looked at.
  public let hiddenNotice: @Sendable (_ hidden: Int, _ of: Int) -> String
  /// A list the filters left empty says this instead of "No articles found".
  public let allHidden: String

  /// The reader's watch screen: heading, empty state, keys.
  public let screenHeading: String
  public let screenEmpty: String
  public let screenKeys: String
}

extension StringTable {
  static let englishMatches = PluralForms(one: "match", other: "matches")
  static let polishMatches = PluralForms(one: "trafienie", few: "trafienia", many: "trafień")
  static let polishUnread = PluralForms(
    one: "nieprzeczytane", few: "nieprzeczytane", many: "nieprzeczytanych")
  static let polishMinutes = PluralForms(one: "minutę", few: "minuty", many: "minut")
  static let polishHours = PluralForms(one: "godzinę", few: "godziny", many: "godzin")

  static let englishWatches = WatchStrings(
    watchAbstract: "Watch phrases across the news and your feeds, and be told of new matches.",
    watchAddAbstract: "Watch a phrase, in the current language; prints the watch's id.",
    watchListAbstract: "The watches: phrase, language, sources, last run, matches.",
    watchRemoveAbstract: "Forget watches and their matches (the articles stay).",
    watchRunAbstract: "Refresh the feeds, ask the news once per watch, print what is new.",
    watchReadAbstract: "A watch's matches, newest first.",
    watchInstallAbstract: "Run the watches on a timer (systemd user timer, or a crontab line).",
    watchUninstallAbstract: "Remove the timer installed by news watch install.",
    filterAbstract: "Hide articles you never want to see, from every list.",
    filterAddAbstract: "Hide articles matching a phrase, from a source, or both; prints its id.",
    filterListAbstract: "The filters, and how many articles each hid in the last list.",
    filterRemoveAbstract: "Remove filters.",
    phraseArgument: "The words to look for, matched as news search --offline matches.",
    watchIDArgument: "A watch's id (see news watch list).",
    filterIDArgument: "A filter's id (see news filter list).",
    topicOption: "Ask the news within this topic only.",
    feedsOnlyOption: "Look in your feeds only, not in the news.",
    notifyOption: "Notify on the desktop for each watch with new matches (NEWS_NOTIFY_COMMAND).",
    offlineOption: "Do not refresh or ask the news: match what the store holds.",
    everyOption: "How often the timer runs: minutes or hours, 5m to 24h (default 30m).",
    sourceOption: "Hide every article from this domain (with a phrase: only those matching it).",
    noFilterOption: "Show articles that filters would hide.",
    intervalValue: "interval",
    domainValue: "domain",
    added: { id, phrase in "Watch \(id) added: “\(phrase)”." },
    removed: { "Watch removed: “\($0)”." },
    listHeading: "Watches",
    noWatches: "No watches yet.",
    noWatchesHint: "Add one with news watch add <phrase>, then run them with news watch run.",
    quoted: { "“\($0)”" },
    sources: { topic, feedsOnly in
      feedsOnly ? "feeds only" : topic.map { "news in \($0), and feeds" } ?? "news and feeds"
    },
    neverRun: "not run yet",
    lastRun: { "last run \($0)" },
    counts: { matches, unread in
      "\(NumberText.integer(matches, in: .en)) \(englishMatches.form(for: matches, in: .en)), "
        + "\(NumberText.integer(unread, in: .en)) unread"
    },
    runHeading: { id, phrase, count in
      "Watch \(id): “\(phrase)” · "
        + (count == 0
          ? "nothing new"
          : "\(NumberText.integer(count, in: .en)) new \(englishArticles.form(for: count, in: .en))")
    },
    readHeading: { id, phrase in "Watch \(id): “\(phrase)”" },
    noMatches: "No matches yet; news watch run looks for new ones.",
    moreMatches: { count, id in
      "and \(NumberText.integer(count, in: .en)) more: news watch read \(id)"
    },
    sourceFailed: { id, why in "watch \(id): \(why)" },
    notificationTitle: { phrase, count in
      "“\(phrase)”: \(NumberText.integer(count, in: .en)) new "
        + englishArticles.form(for: count, in: .en)
    },
    watchNumber: { "watch \($0)" },
    notifierMissing: { program, byPath in
      "Could not start the notification program “\(program)”: "
        + (byPath ? "there is no executable file there." : "there is no such program on PATH.")
        + " Set NEWS_NOTIFY_COMMAND, or watch.notify in the configuration file, to a program and its arguments."
    },
    notifierUnreadable: {
      "The notification command “\($0)” has a quote that is not closed; write it as a shell would take it, e.g. tee -a 'my notes.txt'."
    },
    notifierFailed: { name, status in
      "The notification program “\(name)” failed (exit status \(status))."
    },
    notifierStopped: { name, seconds in
      "The notification program “\(name)” did not finish in \(seconds) s and was stopped."
    },
    busy: "Another news watch run is under way; this one leaves the watches to it.",
    installed: { folder, every in
      "Installed news-watch.service and news-watch.timer in \(folder): news watch run --notify \(every)."
    },
    enabled: "The timer is enabled and started.",
    cronInstead:
      "No user systemd answered, so the timer is not enabled; to run the watches from cron instead, add this line with crontab -e:",
    uninstalled: { "Removed news-watch.service and news-watch.timer from \($0)." },
    nothingToUninstall: "No timer was installed; nothing removed.",
    every: { minutes in
      minutes % 60 == 0
        ? (minutes == 60 ? "every hour" : "every \(minutes / 60) hours")
        : "every \(minutes) minutes"
    },
    filterAdded: { id, what in "Filter \(id) added: \(what)." },
    filterRemoved: { "Filter removed: \($0)." },
    filtersHeading: "Filters",
    noFilters: "No filters.",
    noFiltersHint: "Hide what you never want with news filter add <phrase> or --source <domain>.",
    filterDescription: { phrase, source in
      switch (phrase, source) {
      case (let phrase?, let source?): "“\(phrase)” from \(source)"
      case (let phrase?, nil): "“\(phrase)”"
      case (nil, let source?): "everything from \(source)"
      case (nil, nil): "nothing"
      }
    },
    hidLast: { count in
      "hid \(NumberText.integer(count, in: .en)) \(englishArticles.form(for: count, in: .en)) in the last list"
    },
    hiddenNotice: { count, total in
      "Filters hid \(NumberText.integer(count, in: .en)) of \(NumberText.integer(total, in: .en)) \(englishArticles.form(for: total, in: .en)); --no-filter shows \(count == 1 ? "it" : "them")."
    },
    allHidden: "Filters hid every article found.",
    screenHeading: "Watches",
    screenEmpty: "No watches yet: add one with news watch add <phrase>.",
    screenKeys: "Enter shows the matches · Esc back")

  static let polishWatches = WatchStrings(
    watchAbstract: "Obserwuj frazy w wiadomościach i kanałach i dowiaduj się o nowych trafieniach.",
    watchAddAbstract: "Obserwuj frazę w bieżącym języku; wypisuje numer obserwacji.",
    watchListAbstract: "Obserwacje: fraza, język, źródła, ostatnie uruchomienie, trafienia.",
    watchRemoveAbstract: "Usuń obserwacje i ich trafienia (artykuły zostają).",
    watchRunAbstract:
      "Odśwież kanały, zapytaj o wiadomości raz na obserwację i wypisz, co nowego.",
    watchReadAbstract: "Trafienia obserwacji, od najnowszych.",
    watchInstallAbstract:
      "Uruchamiaj obserwacje co jakiś czas (timer użytkownika systemd albo wiersz crontab).",
    watchUninstallAbstract: "Usuń timer zainstalowany przez news watch install.",
    filterAbstract: "Ukrywaj ze wszystkich list artykuły, których nigdy nie chcesz oglądać.",
    filterAddAbstract:
      "Ukryj artykuły pasujące do frazy, z danego źródła albo jedno i drugie; wypisuje numer filtra.",
    filterListAbstract: "Filtry i liczba artykułów, które każdy ukrył na ostatniej liście.",
    filterRemoveAbstract: "Usuń filtry.",
    phraseArgument: "Szukane słowa, dopasowywane tak jak w news search --offline.",
    watchIDArgument: "Numer obserwacji (zob. news watch list).",
    filterIDArgument: "Numer filtra (zob. news filter list).",
    topicOption: "Pytaj o wiadomości tylko w tym temacie.",
    feedsOnlyOption: "Szukaj tylko w kanałach, nie w wiadomościach.",
    notifyOption:
      "Powiadom na pulpicie o każdej obserwacji z nowymi trafieniami (NEWS_NOTIFY_COMMAND).",
    offlineOption: "Bez odświeżania i pytania o wiadomości: dopasuj to, co jest w bazie.",
    everyOption: "Jak często uruchamiać: minuty lub godziny, od 5m do 24h (domyślnie 30m).",
    sourceOption: "Ukryj wszystkie artykuły z tej domeny (z frazą: tylko pasujące do niej).",
    noFilterOption: "Pokaż artykuły, które filtry by ukryły.",
    intervalValue: "odstęp",
    domainValue: "domena",
    added: { id, phrase in "Dodano obserwację nr \(id): „\(phrase)”." },
    removed: { "Usunięto obserwację: „\($0)”." },
    listHeading: "Obserwacje",
    noWatches: "Nie ma jeszcze żadnych obserwacji.",
    noWatchesHint:
      "Dodaj obserwację poleceniem news watch add <fraza>, a uruchom je poleceniem news watch run.",
    quoted: { "„\($0)”" },
    sources: { topic, feedsOnly in
      feedsOnly
        ? "tylko kanały"
        : topic.map { "wiadomości w temacie \($0) i kanały" } ?? "wiadomości i kanały"
    },
    neverRun: "jeszcze nieuruchomiona",
    lastRun: { "ostatnie uruchomienie \($0)" },
    counts: { matches, unread in
      "\(NumberText.integer(matches, in: .pl)) \(polishMatches.form(for: matches, in: .pl)), "
        + "\(NumberText.integer(unread, in: .pl)) \(polishUnread.form(for: unread, in: .pl))"
    },
    runHeading: { id, phrase, count in
      "Obserwacja nr \(id): „\(phrase)” · "
        + (count == 0
          ? "nic nowego"
          : "\(NumberText.integer(count, in: .pl)) \(polishNewArticles.form(for: count, in: .pl))")
    },
    readHeading: { id, phrase in "Obserwacja nr \(id): „\(phrase)”" },
    noMatches: "Nie ma jeszcze trafień; nowych poszuka news watch run.",
    moreMatches: { count, id in
      "i \(NumberText.integer(count, in: .pl)) kolejnych: news watch read \(id)"
    },
    sourceFailed: { id, why in "obserwacja nr \(id): \(why)" },
    notificationTitle: { phrase, count in
      "„\(phrase)”: \(NumberText.integer(count, in: .pl)) "
        + polishNewArticles.form(for: count, in: .pl)
    },
    watchNumber: { "obserwowanie nr \($0)" },
    notifierMissing: { program, byPath in
      "Nie udało się uruchomić programu powiadomień „\(program)”: "
        + (byPath
          ? "pod tą ścieżką nie ma pliku wykonywalnego." : "nie ma takiego programu w PATH.")
        + " Ustaw NEWS_NOTIFY_COMMAND albo watch.notify w pliku konfiguracji"
        + " na program z jego argumentami."
    },
    notifierUnreadable: {
      "Polecenie powiadomień „\($0)” ma niezamknięty cudzysłów; zapisz je tak, jak przyjęłaby je powłoka, np. tee -a 'moje notatki.txt'."
    },
    notifierFailed: { name, status in
      "Program powiadomień „\(name)” zakończył się błędem (kod \(status))."
    },
    notifierStopped: { name, seconds in
      "Program powiadomień „\(name)” nie skończył w \(seconds) s i został zatrzymany."
    },
    busy: "Trwa już inne news watch run; to uruchomienie zostawia mu obserwacje.",
    installed: { folder, every in
      "Zainstalowano news-watch.service i news-watch.timer w \(folder): news watch run --notify \(every)."
    },
    enabled: "Timer jest włączony i uruchomiony.",
    cronInstead:
      "Systemd użytkownika nie odpowiada, więc timer nie jest włączony; żeby uruchamiać obserwacje z crona, dodaj ten wiersz poleceniem crontab -e:",
    uninstalled: { "Usunięto news-watch.service i news-watch.timer z \($0)." },
    nothingToUninstall: "Żaden timer nie był zainstalowany; nic nie usunięto.",
    every: { minutes in
      minutes % 60 == 0
        ? (minutes == 60
          ? "co godzinę" : "co \(minutes / 60) \(polishHours.form(for: minutes / 60, in: .pl))")
        : "co \(minutes) \(polishMinutes.form(for: minutes, in: .pl))"
    },
    filterAdded: { id, what in "Dodano filtr nr \(id): \(what)." },
    filterRemoved: { "Usunięto filtr: \($0)." },
    filtersHeading: "Filtry",
    noFilters: "Nie ma filtrów.",
    noFiltersHint:
      "Ukryj to, czego nigdy nie chcesz oglądać: news filter add <fraza> albo --source <domena>.",
    filterDescription: { phrase, source in
      switch (phrase, source) {
      case (let phrase?, let source?): "„\(phrase)” z \(source)"
      case (let phrase?, nil): "„\(phrase)”"
      case (nil, let source?): "artykuły z \(source)"
      case (nil, nil): "nic"
      }
    },
    hidLast: { count in
      "na ostatniej liście ukrył \(NumberText.integer(count, in: .pl)) \(polishArticles.form(for: count, in: .pl))"
    },
    hiddenNotice: { count, total in
      "Filtry ukryły \(NumberText.integer(count, in: .pl)) z \(NumberText.integer(total, in: .pl)) \(total == 1 ? "artykułu" : "artykułów"); --no-filter \(count == 1 ? "go" : "je") pokaże."
    },
    allHidden: "Filtry ukryły wszystkie znalezione artykuły.",
    screenHeading: "Obserwacje",
    screenEmpty: "Nie ma jeszcze obserwacji: dodaj ją poleceniem news watch add <fraza>.",
    screenKeys: "Enter pokazuje trafienia · Esc wraca")
}
