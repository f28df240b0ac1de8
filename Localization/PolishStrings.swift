extension StringTable {
  /// The Polish texts.
  public static let polish = StringTable(
    quote: { "„\($0)”" },
    articles: polishArticles,
    searchHeading: { "Wyszukiwanie: „\($0)”" },
    topicHeading: { "Temat: \($0)" },
    foundAndShown: { found, shown in
      "Znaleziono \(NumberText.integer(found, in: .pl)) \(polishArticles.form(for: found, in: .pl)), pokazano \(shown)"
    },
    shownOnly: { "Pokazano \($0) \(polishArticles.form(for: $0, in: .pl))" },
    page: { "strona \($0)" },
    noResults: "Nie znaleziono artykułów.",
    noResultsHint: "Spróbuj innych słów, innego tematu lub drugiego języka (--lang).",
    untitled: "(bez tytułu)",
    alsoIn: { "także \($0.joined(separator: ", "))" },
    providerNotice: { google in
      google
        ? "Nie ustawiono klucza Newscatcher, więc wiadomości pochodzą z Google News (bez klucza)."
        : "Wiadomości pochodzą z Newscatcher (klucz jest ustawiony); --provider google wybiera Google News."
    },
    topicNames: TopicNames(
      news: "Wiadomości", sport: "Sport", tech: "Technologia", world: "Świat",
      finance: "Finanse", politics: "Polityka", business: "Biznes", economy: "Gospodarka",
      entertainment: "Rozrywka"),
    topicAsTyped: { _, polishName in polishName },
    topicsHeading: "Tematy",
    topicsUsage: "Użycie: news topic <identyfikator lub nazwa>",
    worldHasNoV3Theme: "API v3 nie ma tematu „świat”; zamiast niego pokazuje wiadomości ogólne.",
    help: polishHelp,
    feeds: polishFeeds,
    errors: polishErrors,
    verbose: polishVerbose,
    library: polishLibrary,
    interactive: polishInteractive,
    sync: polishSync,
    screen: polishScreen,
    editions: polishEditions,
    downloads: polishDownloads,
    pictures: polishPictures,
    watches: polishWatches,
    tools: polishTools,
    stories: polishStories,
    tags: polishTags,
    queries: polishQueries,
    newsboat: polishNewsboat,
    store: polishStore
  )

  static let polishArticles = PluralForms(one: "artykuł", few: "artykuły", many: "artykułów")

  static let polishHelp = HelpStrings(
    rootAbstract: "Najważniejsze wiadomości w terminalu, po polsku lub po angielsku.",
    rootDiscussion: """
      Przykłady:
        news search "Elon Musk"
        news topic sport --lang pl
        news topics
        news show 2; news save 2; news saved
        news search --offline "Elon Musk"
        news edition make --background; news edition read
        news                 pełnoekranowy czytnik w terminalu (? pokazuje klawisze)
        news --line          tryb interaktywny wiersz po wierszu

      Zmienne środowiskowe:
        NEWSCATCHER_API_KEY      twój klucz API Newscatcher (bez niego: Google News)
        NEWSCATCHER_API_VERSION  v1, v2 lub v3 (domyślnie v3)
        NEWSCATCHER_API_URL      inny adres API
        NEWS_LANG                pl lub en (albo LANGUAGE, LC_ALL, LC_MESSAGES, LANG)
        NO_COLOR, FORCE_COLOR    wyłączają lub włączają kolory
        COLUMNS                  szerokość, do której zawijany jest tekst
        NEWS_GOOGLE_RSS_URL      inny adres Google News (bez klucza)
        XDG_DATA_HOME            gdzie leży lokalna baza artykułów (news/news.sqlite)
        XDG_CONFIG_HOME          gdzie leży plik ustawień (news/config.toml)
        NEWS_KEEP_DAYS           ile dni przechowywać niezapisane artykuły (domyślnie 30)
        NEWS_SYNC_PASSWORD       hasło API dla news sync login (inaczej news o nie zapyta)
        BROWSER                  przeglądarka uruchamiana przez news open (inaczej xdg-open)
        TZ                       strefa czasowa, w której pokazywane są daty
      """,
    searchAbstract: "Szukaj artykułów według frazy.",
    topicAbstract: "Pokaż najnowsze nagłówki z wybranego tematu.",
    topicsAbstract: "Wypisz dostępne tematy.",
    openAbstract: "Otwórz w przeglądarce artykuł o numerze N z ostatniej listy.",
    bookmarkAbstract:
      "Przekaż artykuł o numerze N z ostatniej listy poleceniu zakładek z config.toml.",
    showAbstract: "Pokaż szczegóły artykułu o numerze N z ostatniej listy.",
    saveAbstract: "Zapisz artykuł o numerze N z ostatniej listy.",
    unsaveAbstract: "Usuń z zapisanych artykuł o numerze N z ostatniej listy.",
    markReadAbstract:
      "Oznacz artykuły z ostatniej listy jako przeczytane, jak zrobiłoby to ich otwarcie"
      + " (trafią też na serwer synchronizacji).",
    markReadAll: "Oznacz jako przeczytane wszystkie artykuły z ostatniej listy.",
    markReadNumbers: "Numery artykułów z ostatniej listy.",
    savedAbstract: "Wypisz zapisane artykuły, od najnowszego.",
    configAbstract: "Pokaż obowiązujące ustawienia (klucz nigdy nie jest pokazywany).",
    feedAbstract: "Subskrybuj kanały (RSS, Atom, JSON Feed) i zarządzaj subskrypcjami.",
    feedAddAbstract: "Dodaj subskrypcje: adres kanału albo strony, która go wskazuje.",
    feedRemoveAbstract: "Usuń subskrypcje (numer, adres lub fragment tytułu kanału).",
    feedListAbstract: "Wypisz subskrypcje: numer, tytuł, adres, folder, ostatnie odświeżenie.",
    feedImportAbstract: "Zaimportuj subskrypcje z pliku OPML (- czyta standardowe wejście).",
    feedExportAbstract: "Wypisz wszystkie subskrypcje w formacie OPML 2.0, z folderami.",
    feedAddressArgument: "Adres kanału albo strony, która wskazuje swój kanał.",
    feedReferenceArgument: "Numer kanału, jego adres albo jednoznaczny fragment tytułu.",
    opmlFileArgument: "Plik OPML albo - (standardowe wejście).",
    feedRefreshAbstract: "Pobierz subskrybowane kanały (wszystkie lub wskazane) i zapisz nowości.",
    readAbstract: "Najnowsze artykuły z kanałów, od najnowszego (najpierw odświeża kanały).",
    force: "Pobierz także kanały, które prosiły, by jeszcze ich nie pobierać.",
    jobs: "Ile kanałów pobierać naraz (domyślnie 32; najwyżej 4 z jednego serwera).",
    unread: "Tylko nieprzeczytane artykuły: jeszcze nieotwarte.",
    new: "Tylko nowe artykuły: żadna lista jeszcze ich nie pokazała.",
    readOffline: "Nie odświeżaj kanałów: pokaż to, co jest w lokalnej bazie.",
    line: "Bez polecenia: tryb interaktywny wiersz po wierszu zamiast pełnoekranowego czytnika.",
    numberArgument: "Numer artykułu na ostatniej liście.",
    offline: "Szukaj tylko w artykułach zapisanych na tym komputerze, bez sieci.",
    noStore: "Nie korzystaj z lokalnej bazy artykułów (ani odczytu, ani zapisu).",
    phraseArgument: "Szukane słowa; razem tworzą jedno zapytanie.",
    topicArgument: "Identyfikator tematu lub jego polska nazwa (zob. „news topics”).",
    lang: "Język interfejsu i artykułów: pl lub en.",
    count: "Ile artykułów pokazać, 1–100 (domyślnie 5).",
    page: "Którą stronę wyników pokazać (domyślnie 1).",
    theme: "Motyw kolorów: auto, light lub dark.",
    color: "Kiedy używać kolorów: auto, always lub never.",
    json: "Wypisz wynik w formacie JSON (dla skryptów).",
    verbose: "Pokazuj na stderr zapytania (bez klucza), odpowiedzi, czasy i ponowne próby.",
    api: "Wersja API Newscatcher: v1, v2 lub v3 (domyślnie v3).",
    provider: "Źródło wiadomości: newscatcher (wymaga klucza) lub google (bez klucza).",
    timeout: "Ile sekund czekać na każde zapytanie (domyślnie 10).",
    overviewHeading: "OPIS:",
    usageHeading: "UŻYCIE:",
    argumentsHeading: "ARGUMENTY:",
    optionsHeading: "OPCJE:",
    subcommandsHeading: "POLECENIA:",
    showHelp: "Pokaż tę pomoc.",
    showVersion: "Pokaż numer wersji.",
    seeSubcommandHelp: "Pomoc do polecenia: news help <polecenie>.",
    optionsPlaceholder: "<opcje>",
    feedValue: "kanał", fileValue: "plik", nameValue: "nazwa", serverValue: "adres-serwera",
    urlValue: "adres", idValue: "numer",
    subcommandPlaceholder: "<polecenie>",
    secondsValue: "sekundy",
    topicValue: "temat",
    phraseValue: "fraza",
    syncAbstract:
      "Synchronizuj subskrypcje oraz artykuły oznaczone gwiazdką i przeczytane z serwerem RSS"
      + " (FreshRSS, Miniflux, tt-rss).",
    syncDiscussion:
      "Samo news sync synchronizuje od razu: wysyła zmiany zrobione tutaj (subskrypcje, zapisane"
      + " i przeczytane artykuły), a potem pobiera zmiany z serwera.",
    syncLoginAbstract:
      "Zaloguj się do czytnika (FreshRSS, Miniflux, tt-rss, Inoreader, The Old Reader).",
    syncStatusAbstract:
      "Pokaż serwer, użytkownika, ostatnią synchronizację i zmiany czekające na wysłanie.",
    syncLogoutAbstract: "Zapomnij dane logowania; zapisane artykuły zostają.",
    serverArgument:
      "Adres czytnika (FreshRSS: https://host/api/greader.php; Miniflux: https://host;"
      + " tt-rss: https://host/tt-rss).",
    userOption: "Twoja nazwa użytkownika w czytniku.",
    kindOption:
      "Interfejs API czytnika: greader (Google Reader) albo ttrss; bez tej opcji news rozpozna go"
      + " sam."
  )
}
