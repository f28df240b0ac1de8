extension StringTable {
  /// "sekunda" after "za" (accusative): za 1 sekundę, 2 sekundy, 5 sekund.
  static let polishSecondsAccusative = PluralForms(
    one: "sekundę", few: "sekundy", many: "sekund", fraction: "sekundy")
  /// "sekunda" after "w ciągu" (genitive): 1 sekundy, 2 sekund, 5 sekund.
  static let polishSecondsGenitive = PluralForms(
    one: "sekundy", few: "sekund", many: "sekund", fraction: "sekundy")

  static let polishErrors = ErrorStrings(
    seeHelp: { "Zobacz „\($0) --help”." },
    unknownOption: { option, suggestion in
      "Nieznana opcja „\(option)”." + (suggestion.map { " Czy chodziło o „\($0)”?" } ?? "")
    },
    missingValue: { "Opcja „\($0)” wymaga wartości." },
    unexpectedArgument: { "Zbędny argument „\($0)”." },
    flagTakesNoValue: { "Opcja „\($0)” nie przyjmuje wartości." },
    unknownCommand: { typed, nearest in
      "Nie ma polecenia „\(typed)”." + (nearest.map { " Czy chodziło o „\($0)”?" } ?? "")
    },
    optionNotForCommand: { "Polecenie \($1) nie przyjmuje opcji „\($0)”." },
    missingArgument: { "Brak argumentu „\($0)”." },
    invalidValue: { option, value, allowed in
      ErrorText(
        what: "Nieprawidłowa wartość „\(value)” dla \(option).",
        fix: "Dozwolone wartości: \(allowed.joined(separator: ", ")).")
    },
    invalidCount: { value, command in
      ErrorText(
        what: "--count musi być liczbą całkowitą od 1 do 100, a nie „\(value)”.",
        fix: "Na przykład: \(command) --count 10")
    },
    invalidPage: { value, command in
      ErrorText(
        what: "--page musi być liczbą całkowitą nie mniejszą niż 1, a nie „\(value)”.",
        fix: "Na przykład: \(command) --page 2")
    },
    invalidTimeout: { value, command in
      ErrorText(
        what: "--timeout musi być liczbą sekund większą od 0, a nie „\(value)”.",
        fix: "Na przykład: \(command) --timeout 30")
    },
    emptyPhrase: ErrorText(
      what: "Fraza wyszukiwania jest pusta.",
      fix: "Podaj szukane słowa, np. news search \"SpaceX\"."),
    emptyWatchPhrase: ErrorText(
      what: "Podaj frazę do obserwowania (albo --query).",
      fix: "Na przykład: news watch add Świątek albo news watch add --query 'title =~ \"rust\"'."),
    missingTopic: { all in
      ErrorText(
        what: "Nie podano tematu.",
        fix: "Wybierz jeden z: \(all.joined(separator: ", ")), np. news topic sport")
    },
    unknownTopic: { input, suggestion, all in
      let guess = suggestion.map { " Czy chodziło o „\($0)”?" } ?? ""
      return ErrorText(
        what: "Nieznany temat „\(input)”.\(guess)",
        fix: "Dostępne tematy: \(all.joined(separator: ", ")).")
    },
    invalidNumber: {
      ErrorText(
        what: "„\($0)” nie jest numerem artykułu.",
        fix: "Podaj numer widoczny przed tytułem, np. news open 2.")
    },
    noLastList: ErrorText(
      what: "Nie ma jeszcze listy do wyboru.", fix: "Najpierw uruchom news search lub news topic."),
    emptyLastList: ErrorText(
      what: "Ostatnia lista nie miała żadnych artykułów do wyboru.",
      fix: "Najpierw wyświetl jakieś: news read, news search albo news topic."),
    markReadWhich: ErrorText(
      what: "Polecenie mark-read potrzebuje numerów artykułów albo --all, ale nie obu naraz.",
      fix: "Na przykład: news mark-read 1 3 albo news mark-read --all."),
    noSuchArticle: { number, count in
      ErrorText(
        what: "Na ostatniej liście nie ma artykułu nr \(number).",
        fix: count == 1 ? "Jest na niej jeden artykuł: podaj 1." : "Podaj numer od 1 do \(count).")
    },
    noLink: {
      ErrorText(
        what: "Artykuł nr \($0) nie ma linku.", fix: "Szczegóły pokaże news show \($0).")
    },
    noEnclosure: {
      ErrorText(
        what: "Artykuł nr \($0) nie ma pliku do pobrania (załącznika).",
        fix: "Co zawiera, pokaże news show \($0); odcinki podcastów są załącznikami.")
    },
    noSuchEnclosure: { number, asked, count in
      ErrorText(
        what: "Artykuł nr \(number) nie ma załącznika nr \(asked).",
        fix: count == 1
          ? "Ma jeden: podaj --enclosure 1 albo pomiń tę opcję."
          : "Podaj numer od 1 do \(count).")
    },
    downloadStatus: { host, status in
      ErrorText(
        what: "Serwer \(host) nie wydał pliku (HTTP \(status)).",
        fix: status == 404 || status == 410
          ? "Plik mógł zniknąć: odśwież kanał (news feed refresh) i spróbuj ponownie."
          : "Spróbuj później; pobrana część zostaje, a kolejne uruchomienie dokończy pobieranie.")
    },
    downloadTooLarge: { host, size in
      ErrorText(
        what: "Plik na \(host) ma \(size), więcej, niż news pobiera (4 GB).",
        fix: "Pobierz go narzędziem do dużych plików, na przykład curl -C - -O.")
    },
    downloadUnusableRange: { host in
      ErrorText(
        what: "Serwer \(host) wysyłał inne części pliku niż te, o które proszono.",
        fix: "Spróbuj później; jeśli to się powtórzy, pobierz plik przeglądarką.")
    },
    downloadWholeOnly: { host, limit in
      ErrorText(
        what: "Serwer \(host) wysyła plik tylko w całości, a tak news pobiera najwyżej \(limit).",
        fix: "Pobierz go przeglądarką albo poleceniem curl -O.")
    },
    storeDisabled: ErrorText(
      what:
        "Lokalna baza artykułów jest wyłączona (--no-store): nie ma ostatniej listy ani zapisanych artykułów.",
      fix: "Uruchom polecenie bez --no-store."),
    storeUnavailable: {
      ErrorText(
        what: "Nie można otworzyć lokalnej bazy artykułów \($0).",
        fix: "Sprawdź, czy do katalogu można pisać, albo ustaw XDG_DATA_HOME.")
    },
    homeNotSet: ErrorText(
      what:
        "Zmienna HOME nie jest ustawiona, a to konto nie ma katalogu domowego na bazę artykułów.",
      fix: "Ustaw HOME lub XDG_DATA_HOME (i XDG_CONFIG_HOME dla ustawień)."),
    storeBusy: { path in
      ErrorText(
        what: "Inny proces news zakłada lokalną bazę artykułów \(path) i nie kończy.",
        fix:
          "Spróbuj za chwilę; jeśli blokuje ją news zatrzymany przez Ctrl-Z, wznów go (fg) albo"
          + " zakończ.")
    },
    invalidFeedURL: {
      ErrorText(
        what: "„\($0)” nie jest adresem internetowym (http ani https).",
        fix: "Podaj adres kanału, np. news feed add https://example.com/feed.xml")
    },
    noFeedFound: { url, status in
      ErrorText(
        what: status.map { "Pod adresem \(url) nie ma kanału (HTTP \($0))." }
          ?? "Pod adresem \(url) nie ma kanału RSS, Atom ani JSON Feed ani odnośnika do niego.",
        fix: "Sprawdź adres; wystarczy strona główna serwisu, jeśli wskazuje swój kanał.")
    },
    unknownFeed: {
      ErrorText(
        what: "Żadna subskrypcja nie pasuje do „\($0)”.",
        fix: "Numery, adresy i tytuły kanałów pokaże news feed list.")
    },
    invalidTag: { typed, longest in
      ErrorText(
        what: "„\(typed)” nie może być tagiem.",
        fix: "Tag ma od 1 do \(longest) znaków, bez przecinków i znaków sterujących.")
    },
    unknownTag: {
      ErrorText(
        what: "Żadna subskrypcja nie ma tagu „\($0)”.",
        fix: "Tagi pokaże news feed list; dodaje je news feed tag <kanał> <tag>.")
    },
    emptyTag: ErrorText(
      what: "Tag nie może być pusty.",
      fix: "Tagi pokaże news feed list; dodaje je news feed tag <kanał> <tag>."),
    emptyFeedName: ErrorText(
      what: "Nazwa kanału nie może być pusta.",
      fix: "Na przykład: news feed rename 3 TVN24"),
    invalidQuery: { query, at, needed in
      ErrorText(
        what: "„\(query)” nie jest zapytaniem: przy \(at). znaku \(needed).",
        fix: "Porównaj atrybut z wartością, np. title =~ \"musk\" and unread = \"yes\"; "
          + "język zapytań opisuje man news.")
    },
    invalidQueryName: { typed, longest in
      ErrorText(
        what: "„\(typed)” nie może być nazwą zapytania.",
        fix: "Nazwa ma od 1 do \(longest) znaków, bez znaków sterujących.")
    },
    unknownQuery: {
      ErrorText(
        what: "Nie ma zapisanego zapytania „\($0)”.",
        fix:
          "Zapisane zapytania pokaże news query list; dodaje je news query add <nazwa> <zapytanie>."
      )
    },
    queryWithPhrase: ErrorText(
      what: "Obserwacja szuka zapytania albo frazy, nie obu, a zapytania tylko w kanałach.",
      fix: "Pomiń frazę i --topic albo --query."),
    noNewsboatFiles: { places in
      ErrorText(
        what: "Brak plików newsboata (urls, cache.db) w " + places.joined(separator: " ani w ")
          + ".",
        fix: "Wskaż folder newsboata opcją --from <folder>.")
    },
    notNewsboatCache: {
      ErrorText(
        what: "\($0) nie jest pamięcią podręczną newsboata.",
        fix: "Wskaż cache.db zapisywany przez newsboata albo pomiń go, by zaimportować same urls.")
    },
    notARegularFile: {
      ErrorText(
        what:
          "\($0) nie jest plikiem, lecz potokiem, urządzeniem albo folderem; "
          + "nic z niego nie przeczytano.",
        fix: "Podaj ścieżkę pliku (- czyta standardowe wejście tam, gdzie polecenie je przyjmuje).")
    },
    newsboatCacheBusy: {
      ErrorText(
        what:
          "Pamięć podręczna newsboata \($0) była zablokowana przez 5 sekund: newsboat ją zapisuje.",
        fix:
          "Spróbuj ponownie, gdy newsboat skończy odświeżać (albo go zamknij); niczego nie zaimportowano."
      )
    },
    storeKeptBusy: {
      ErrorText(
        what: "Inny proces news zapisywał lokalną bazę artykułów \($0) przez 5 sekund bez przerwy.",
        fix:
          "Spróbuj ponownie, gdy skończy (odświeżanie obok tego?); nic zapisanego nie przepadło.")
    },
    storeFailed: {
      ErrorText(
        what:
          "Lokalna baza artykułów \($0) odmówiła tego, o co news ją prosił; nic w niej nie zmieniono.",
        fix: "Uruchom news doctor: jeśli uzna bazę za sprawną, to błąd w news, który warto zgłosić."
      )
    },
    unknownEdition: {
      ErrorText(
        what: "Nie ma wydania „\($0)”.", fix: "Zachowane wydania pokaże news edition list.")
    },
    noEditions: ErrorText(
      what: "W bibliotece nie ma jeszcze wydań.", fix: "Utwórz pierwsze: news edition make."),
    unknownWatch: {
      ErrorText(
        what: "Nie ma obserwacji „\($0)”.", fix: "Listę obserwacji pokaże news watch list.")
    },
    unknownFilter: {
      ErrorText(what: "Nie ma filtra „\($0)”.", fix: "Listę filtrów pokaże news filter list.")
    },
    emptyFilter: ErrorText(
      what: "Filtr potrzebuje frazy, opcji --source albo obu.",
      fix: "Na przykład: news filter add piłka albo news filter add --source example.com"),
    phraseTooLong: {
      ErrorText(
        what: "Fraza jest dłuższa niż \($0) znaków.",
        fix: "Obserwuj lub filtruj kilka słów, które oddają temat.")
    },
    invalidInterval: {
      ErrorText(
        what: "--every przyjmuje minuty lub godziny od 5m do 24h, a nie „\($0)”.",
        fix: "Na przykład: news watch install --every 30m")
    },
    fileNotWritable: {
      ErrorText(
        what: "Nie udało się zapisać \($0).",
        fix: "Sprawdź, czy katalog należy do ciebie i czy dysk nie jest pełny.")
    },
    ambiguousFeed: { typed, names in
      ErrorText(
        what: "Do „\(typed)” pasuje kilka subskrypcji: \(names.joined(separator: ", ")).",
        fix: "Podaj numer subskrypcji, o którą chodzi: liczbę przed jej nazwą.")
    },
    notOPML: {
      ErrorText(
        what: "\($0) nie jest listą subskrypcji OPML; niczego nie zaimportowano.",
        fix: "Wyeksportuj ją ze swojego czytnika kanałów (OPML) albo zobacz news feed export.")
    },
    standardInput: "Standardowe wejście",
    unreadableFile: {
      ErrorText(
        what: "Nie można odczytać pliku \($0).",
        fix: "Sprawdź ścieżkę; - oznacza standardowe wejście.")
    },
    storeNotWritable: { path, full in
      ErrorText(
        what: "Nie udało się zapisać do lokalnej bazy artykułów \(path)"
          + (full ? ": dysk jest pełny." : "."),
        fix: full
          ? "Zwolnij trochę miejsca i spróbuj ponownie; nic, co zapisano wcześniej, nie przepadło."
          : "Sprawdź, czy można zapisywać w pliku i jego katalogu; nic, co zapisano wcześniej, nie przepadło."
      )
    },
    missingAPIKey: ErrorText(
      what: "Nie ustawiono klucza API Newscatcher.",
      fix: "Ustaw go w środowisku: export NEWSCATCHER_API_KEY=<twój klucz>"),
    keyRejected: { status, api in
      ErrorText(
        what: "Serwis odrzucił klucz API (HTTP \(status)).",
        fix:
          "Sprawdź NEWSCATCHER_API_KEY oraz to, czy twój plan obejmuje API \(api) (zob. --api).")
    },
    rateLimited: { seconds in
      let when: String
      switch seconds {
      case nil: when = "za minutę"
      case let wait? where wait >= 86_400: when = "później (najwcześniej jutro)"
      case let wait? where wait >= 7_200:
        when = "za \(wait / 3_600) \(polishHours.form(for: wait / 3_600, in: .pl))"
      case let wait? where wait >= 120:
        when = "za \(wait / 60) \(polishMinutes.form(for: wait / 60, in: .pl))"
      case let wait?: when = "za \(wait) \(polishSecondsAccusative.form(for: wait, in: .pl))"
      }
      return ErrorText(
        what: "Przekroczono limit zapytań do serwisu (HTTP 429).",
        fix: "Spróbuj ponownie \(when).")
    },
    timedOut: { host, seconds, tries in
      let limit =
        "\(NumberText.decimal(seconds, in: .pl)) \(polishSecondsGenitive.form(for: seconds, in: .pl))"
      let attempts = PluralForms(one: "próba", few: "próby", many: "prób")
      return ErrorText(
        what: "Serwer \(host) nie odpowiedział w ciągu \(limit)"
          + (tries > 1 ? " (\(tries) \(attempts.form(for: tries, in: .pl)))." : "."),
        fix: "Sprawdź połączenie albo wydłuż czas oczekiwania: --timeout \(longerTimeout(seconds))."
      )
    },
    httpUnavailable: ErrorText(
      what:
        "Nie udało się wczytać ani libssl (OpenSSL), ani libcurl, potrzebnych do łączenia z"
        + " siecią.",
      fix: "Zainstaluj je, np. apt-get install libssl3 libcurl4."),
    network: { host in
      ErrorText(
        what: "Nie udało się połączyć z \(host).",
        fix: "Sprawdź połączenie z internetem i spróbuj ponownie.")
    },
    server: { status in
      ErrorText(
        what: "Serwer serwisu z wiadomościami zwrócił błąd (HTTP \(status)).",
        fix: "To problem po stronie serwisu; spróbuj ponownie za kilka minut.")
    },
    requestRejected: { status, message in
      ErrorText(
        what: "Serwis odrzucił zapytanie (HTTP \(status))" + (message.map { ": \($0)" } ?? "."),
        fix: "Sprawdź frazę i opcje; zobacz „news --help”.")
    },
    endpointNotFound: { url in
      ErrorText(
        what: "Pod adresem \(url) nic nie ma (HTTP 404).",
        fix: "Sprawdź NEWSCATCHER_API_URL i --api.")
    },
    configSyntax: { path, line in
      ErrorText(
        what: "Wiersz \(line) pliku \(path) nie jest ustawieniem.",
        fix: "Pisz jedno ustawienie w wierszu, np.: lang = \"pl\" albo count = 10")
    },
    configUnknownKey: { path, line, key, nearest, settings in
      ErrorText(
        what: (key.map { "W wierszu \(line) pliku \(path) jest nieznane ustawienie „\($0)”." }
          ?? "W wierszu \(line) pliku \(path) jest nieznane ustawienie.")
          + (nearest.map { " Czy chodziło o „\($0)”?" } ?? ""),
        fix: "Dostępne ustawienia: \(settings).")
    },
    configInvalidValue: { path, line, key, form in
      ErrorText(
        what: "W wierszu \(line) pliku \(path) \(key) ma niedozwoloną wartość.",
        fix: ConfigFormWords.polish(key, form) + ".")
    },
    configWrongType: { path, line, key, written, form in
      let given =
        switch written {
        case .text: "wartość w cudzysłowie"
        case .number: "wartość liczbową"
        case .list: "listę"
        case .boolean: "wartość true albo false"
        }
      return ErrorText(
        what: "W wierszu \(line) pliku \(path) \(key) ma \(given).",
        fix: ConfigFormWords.polish(key, form) + ".")
    },
    configDuplicate: { path, line, key, first in
      ErrorText(
        what: "Wiersz \(line) pliku \(path) ponownie ustawia \(key);"
          + " wcześniej zrobił to wiersz \(first).",
        fix: "Zostaw jeden z tych dwóch wierszy.")
    },
    configUnknownItem: { path, line, key, item, nearest, form in
      ErrorText(
        what: (item.map {
          "Wiersz \(line) pliku \(path) podaje w \(key) „\($0)”, a to nie jest temat."
        }
          ?? "Wiersz \(line) pliku \(path) podaje w \(key) coś, co nie jest tematem.")
          + (nearest.map { " Czy chodziło o „\($0)”?" } ?? ""),
        fix: ConfigFormWords.polish(key, form) + ".")
    },
    configUnquoted: { path, line, key in
      ErrorText(
        what: "W wierszu \(line) pliku \(path) wartość ustawienia \(key) nie ma cudzysłowu.",
        fix: "Tekst wpisz w cudzysłowie: \(key) = \"…\" (liczby bez niego: count = 10).")
    },
    invalidKeyInEnvironment: ErrorText(
      what: "Zmienna NEWSCATCHER_API_KEY zawiera znak końca wiersza lub inny znak sterujący.",
      fix: "Wpisz do niej sam klucz, np.: export NEWSCATCHER_API_KEY=<twój klucz>"),
    invalidKeyInConfig: { path in
      ErrorText(
        what: "Klucz w pliku \(path) zawiera znak końca wiersza lub inny znak sterujący.",
        fix: "Wpisz sam klucz w cudzysłowie: key = \"…\"")
    },
    answerCutOff: { host in
      ErrorText(
        what: "Odpowiedź z \(host) urwała się przed końcem, także przy kolejnych próbach.",
        fix:
          "Spróbuj ponownie później; jeśli to się powtarza, odpowiedzi przerywa serwer lub pośrednik."
      )
    },
    answerNotHTTP: { host in
      ErrorText(
        what: "\(host) odpowiedział czymś, co nie jest odpowiedzią HTTP.",
        fix: "Sprawdź, czy NEWSCATCHER_API_URL (lub NEWS_GOOGLE_RSS_URL) wskazuje serwer WWW.")
    },
    answerHeaderTooLarge: { host in
      ErrorText(
        what: "Nagłówki odpowiedzi z \(host) są większe, niż news odczytuje (64 KiB).",
        fix:
          "Sprawdź, czy NEWSCATCHER_API_URL (lub NEWS_GOOGLE_RSS_URL) wskazuje serwis z wiadomościami."
      )
    },
    redirectLoop: { host in
      ErrorText(
        what: "\(host) bez końca przekierowuje (ponad 5 razy).",
        fix: "Sprawdź NEWSCATCHER_API_URL (lub NEWS_GOOGLE_RSS_URL); spróbuj ponownie później.")
    },
    undecodable: ErrorText(
      what: "Serwis przysłał odpowiedź, której news nie potrafi odczytać.",
      fix: "Spróbuj ponownie później; jeśli to się powtarza, wybierz inną wersję --api."),
    invalidAPIVersionSetting: {
      ErrorText(
        what: "NEWSCATCHER_API_VERSION ma wartość „\($0)”, a dozwolone są v1, v2 i v3.",
        fix: "Popraw lub usuń tę zmienną albo wybierz wersję opcją --api.")
    },
    invalidBaseURL: {
      ErrorText(
        what: "\($0) „\($1)” nie jest poprawnym adresem http ani https.",
        fix: "Popraw lub usuń tę zmienną.")
    },
    syncRejected: { server, kind in
      let password: String
      switch kind {
      case .freshRSS:
        password =
          "hasło API ustawione we FreshRSS w Ustawienia → Profil → Zarządzanie API (nie hasło"
          + " do strony)"
      case .miniflux:
        password =
          "nazwę i hasło interfejsu Google Reader API z ustawień Miniflux (Ustawienia →"
          + " Integracje), a nie dane logowania do Miniflux"
      case .ttrss: password = "hasło konta tt-rss"
      case .greader: password = "hasło API ustawione w profilu w czytniku"
      }
      return ErrorText(
        what: "Czytnik pod adresem \(server) odrzucił nazwę użytkownika lub hasło.",
        fix:
          "Zaloguj się ponownie: news sync login <adres-serwera> --user <nazwa>, podając"
          + " \(password).")
    },
    syncAPIDisabled: {
      ErrorText(
        what: "tt-rss pod adresem \($0) nie pozwala temu kontu korzystać ze swojego API.",
        fix:
          "W tt-rss otwórz Ustawienia → Ogólne i włącz „Enable API” (może to wymagać zgody"
          + " administratora), a potem zaloguj się ponownie.")
    },
    syncNotSignedIn: ErrorText(
      what: "Nie zalogowano do żadnego czytnika.",
      fix: "Zaloguj się: news sync login <adres-serwera> --user <nazwa>."),
    syncUndecodable: { server, kind in
      let address: String
      switch kind {
      case .freshRSS:
        address = "adres FreshRSS kończy się na /api/greader.php (https://host/api/greader.php)"
      case .miniflux:
        address = "adres Miniflux to jego główny adres, np. https://host, bez ścieżki /api/"
      case .ttrss:
        address = "adres tt-rss to miejsce, gdzie jest zainstalowany, np. https://host/tt-rss"
      case .greader:
        address =
          "FreshRSS: https://host/api/greader.php; Miniflux: https://host; tt-rss:"
          + " https://host/tt-rss"
      }
      return ErrorText(
        what: "Odpowiedź z \(server) nie pochodzi z interfejsu API czytnika.",
        fix: "Sprawdź adres (\(address)).")
    },
    syncAccountNotWritable: {
      ErrorText(
        what: "Nie udało się zapisać danych logowania do \($0).",
        fix: "Sprawdź, czy katalog istnieje i należy do ciebie oraz czy dysk nie jest pełny.")
    },
    invalidServer: {
      ErrorText(
        what: "„\($0)” nie jest poprawnym adresem http ani https.",
        fix:
          "Podaj adres czytnika (FreshRSS: https://host/api/greader.php; Miniflux:"
          + " https://host; tt-rss: https://host/tt-rss).")
    },
    missingPassword: ErrorText(
      what: "Nie podano hasła API.",
      fix: "Wpisz je, gdy news o nie poprosi, przekaż je na standardowe wejście lub ustaw"
        + " NEWS_SYNC_PASSWORD."),
    invalidUser: {
      ErrorText(
        what: "Nazwa użytkownika „\($0)” zawiera znak nowego wiersza lub inny znak sterujący.",
        fix: "Podaj nazwę użytkownika tak, jak pokazuje ją czytnik: --user <nazwa>.")
    },
    syncSignInAgain: {
      ErrorText(
        what: "Czytnik pod adresem \($0) nie przyjmuje już zapamiętanego logowania.",
        fix: "Zaloguj się ponownie: news sync login <adres-serwera> --user <nazwa>.")
    },
    syncCutOff: {
      ErrorText(
        what: "Odpowiedź czytnika pod adresem \($0) urwała się przed końcem.",
        fix: "Uruchom news sync ponownie później; jeśli to się powtarza, zajrzyj do logów serwera.")
    },
    syncNotHTTP: {
      ErrorText(
        what: "Czytnik pod adresem \($0) odpowiedział czymś, co nie jest odpowiedzią HTTP.",
        fix: "Sprawdź adres, pod którym się zalogowano (pokazuje go news sync status).")
    },
    syncHeaderTooLarge: {
      ErrorText(
        what: "Nagłówki odpowiedzi czytnika pod adresem \($0) są większe, niż news odczytuje.",
        fix: "Sprawdź adres, pod którym się zalogowano (pokazuje go news sync status).")
    },
    syncRedirectLoop: {
      ErrorText(
        what: "Czytnik pod adresem \($0) bez końca przekierowuje (ponad 5 razy).",
        fix: "Sprawdź adres, pod którym się zalogowano (pokazuje go news sync status).")
    },
    syncNoAnswer: {
      ErrorText(
        what: "Czytnik pod adresem \($0) zamknął połączenie bez odpowiedzi.",
        fix: "Uruchom news sync ponownie później; jeśli to się powtarza, zajrzyj do logów serwera.")
    },
    noAnswer: {
      ErrorText(
        what: "\($0) zamknął połączenie bez odpowiedzi, także przy kolejnych próbach.",
        fix:
          "Spróbuj ponownie później; jeśli to się powtarza, żądania odrzuca serwer lub pośrednik.")
    },
    syncUntrusted: {
      ErrorText(
        what:
          "Nie udało się potwierdzić certyfikatu czytnika pod adresem \($0), więc news nic mu"
          + " nie wysłał, także hasła.",
        fix:
          "Jeśli to twój serwer, wskaż w SSL_CERT_FILE urząd (CA), który podpisał jego"
          + " certyfikat; jeśli nie, po drodze może odpowiadać coś innego w jego imieniu.")
    },
    untrusted: {
      ErrorText(
        what: "Nie udało się potwierdzić certyfikatu serwera \($0), więc news nic tam nie wysłał.",
        fix:
          "Jeśli to twój serwer, wskaż w SSL_CERT_FILE urząd (CA), który podpisał jego"
          + " certyfikat; jeśli nie, po drodze może odpowiadać coś innego w jego imieniu"
          + " (strona logowania do sieci, pośrednik).")
    },
    syncRepeatedContinuation: { host, kept in
      ErrorText(
        what:
          "Czytnik pod adresem \(host) przysłał tę samą stronę drugi raz, więc jego lista nie"
          + " miałaby końca; news przerwał i zachował \(polishArticleCount(kept)).",
        fix: "Uruchom news sync ponownie później; jeśli to się powtarza, zgłoś to twórcom serwera.")
    },
    syncTooManyPages: { host, pages, kept in
      ErrorText(
        what:
          "Czytnik pod adresem \(host) przysłał ponad \(NumberText.integer(pages, in: .pl))"
          + " \(PluralForms(one: "stronę", few: "strony", many: "stron").form(for: pages, in: .pl))"
          + " jednej listy; news przerwał"
          + " i zachował \(polishArticleCount(kept)).",
        fix: "Oznacz stare artykuły jako przeczytane na serwerze i uruchom news sync ponownie.")
    },
    syncTooManyItems: { host, items, kept in
      ErrorText(
        what:
          "Czytnik pod adresem \(host) wymienił ponad \(polishArticleCount(items)); news przerwał"
          + " i zachował \(polishArticleCount(kept)).",
        fix: "Oznacz stare artykuły jako przeczytane na serwerze i uruchom news sync ponownie.")
    },
    syncTooLong: { host, seconds, kept in
      ErrorText(
        what:
          "Synchronizacja z \(host) trwała dłużej niż \(seconds) s; news przerwał i zachował"
          + " \(polishArticleCount(kept)).",
        fix: "Uruchom news sync ponownie: zacznie od tego, co już ma.")
    },
    syncAnswerTooLarge: { host, megabytes in
      ErrorText(
        what:
          "Czytnik pod adresem \(host) przysłał odpowiedź większą, niż news odczytuje"
          + " (\(megabytes) MB); nic z niej nie wykorzystano.",
        fix: "Sprawdź adres serwera: to ma być czytnik, nie inna strona.")
    },
    syncArticleTooLarge: { host, megabytes, kept in
      ErrorText(
        what:
          "Artykuł z czytnika pod adresem \(host) jest większy, niż news odczytuje"
          + " (\(megabytes) MB w jednej odpowiedzi); news go pominął i zachował"
          + " \(polishArticleCount(kept)).",
        fix:
          "Nic nie trzeba robić, chyba że to się powtarza; wtedy sprawdź ten artykuł na serwerze."
      )
    },
    subscriptionRefused: { feed, host, reason in
      ErrorText(
        what:
          "Czytnik pod adresem \(host) odmówił subskrypcji \(feed)"
          + (reason.map { ": „\($0)”." } ?? "."),
        fix: "Sprawdź adres samym news feed add albo usuń kanał: news feed remove.")
    },
    redirectRefused: { from, to in
      ErrorText(
        what:
          "\(from) przekierował żądanie z twoimi danymi logowania do \(to); news nie wykonał"
          + " przekierowania, więc nie zostały tam wysłane.",
        fix: "Jeśli serwis naprawdę się przeniósł, podaj bezpośrednio jego nowy adres.")
    },
    answerTooLarge: { megabytes in
      ErrorText(
        what: "Odpowiedź serwisu z wiadomościami przekracza \(megabytes) MiB, najwięcej, ile news"
          + " odczytuje.",
        fix: "Poproś o mniej artykułów (--count) albo spróbuj ponownie później.")
    },
    unusableRedirect: { host, status in
      ErrorText(
        what:
          "\(host) odpowiedział przekierowaniem (HTTP \(status)), za którym news nie może pójść.",
        fix: "To problem po stronie serwera; spróbuj ponownie później.")
    },
    feedServerFailed: { address, status in
      ErrorText(
        what: "Serwer kanału pod adresem \(address) zwrócił błąd (HTTP \(status)).",
        fix: "To problem po jego stronie; spróbuj ponownie później.")
    },
    feedNotFetched: { address in "Nie udało się pobrać kanału pod adresem \(address)." },
    feedRedirectLoop: { address in
      ErrorText(
        what: "Kanał pod adresem \(address) bez końca przekierowuje (ponad 5 razy).",
        fix: "Otwórz adres w przeglądarce: witryna mogła przenieść kanał.")
    },
    feedUnusableRedirect: { address, status in
      ErrorText(
        what:
          "Kanał pod adresem \(address) odpowiedział przekierowaniem (HTTP \(status)), za którym"
          + " news nie może pójść.",
        fix: "Otwórz adres w przeglądarce: witryna mogła przenieść kanał.")
    },
    feedBroken: { address in
      ErrorText(
        what: "Odpowiedź z kanału pod adresem \(address) urwała się po drodze.",
        fix: "Spróbuj ponownie później; jeśli to się powtarza, winny jest serwer kanału.")
    },
    feedRateLimited: { address in
      ErrorText(
        what: "Serwer kanału pod adresem \(address) prosi, by news poczekał (HTTP 429).",
        fix: "Spróbuj ponownie później.")
    },
    feedTooLarge: {
      ErrorText(
        what: "Kanał pod adresem \($0) przekracza 8 MB, najwięcej, ile news odczytuje.",
        fix: "Poszukaj mniejszego kanału tej samej witryny (kategorii lub samych streszczeń).")
    },
    outputNotWritable: { diskFull in
      ErrorText(
        what: diskFull
          ? "Nie udało się zapisać wyniku: dysk jest pełny." : "Nie udało się zapisać wyniku.",
        fix:
          "Sprawdź, dokąd trafia wynik (pełny dysk, zamknięty plik), i uruchom polecenie ponownie."
      )
    },
    feedCommandFailed: { command, reason in
      ErrorText(
        what: "Kanał „\(command)” nie dał kanału: \(reason).",
        fix:
          "Uruchom polecenie samodzielnie: musi wypisać kanał RSS lub Atom i zakończyć się kodem 0"
          + " w ciągu 60 s.")
    },
    noBookmarkCommand: ErrorText(
      what: "Nie ustawiono polecenia zakładek.",
      fix: "Wskaż je w config.toml: bookmark = \"~/bin/bookmark\" (dostaje adres, tytuł,"
        + " streszczenie i kanał)."),
    noPlayer: ErrorText(
      what: "Nie ustawiono odtwarzacza.",
      fix: "Wskaż go w config.toml: player = \"mpv\" (dostaje pobrany plik)."),
    programNotStarted: { kind, program in
      ErrorText(
        what:
          "Nie udało się uruchomić \(polishProgram(kind)) „\(program)”"
          + (kind == .browser ? "; nic nie oznaczono jako przeczytane." : "."),
        fix: polishProgramFix(kind))
    },
    programFailed: { kind, program, status in
      ErrorText(
        what: {
          switch kind {
          case .browser: "Przeglądarka „\(program)” zakończyła pracę"
          case .bookmark: "Polecenie zakładek „\(program)” zakończyło pracę"
          case .macro: "Makro „\(program)” zakończyło pracę"
          case .player: "Odtwarzacz „\(program)” zakończył pracę"
          }
        }() + " z kodem błędu \(status)"
          + (kind == .browser ? "; nic nie oznaczono jako przeczytane." : "."),
        fix: polishProgramFix(kind))
    }
  )

  /// The program's name in the genitive: "uruchomić przeglądarki".
  static func polishProgram(_ kind: ProgramKind) -> String {
    switch kind {
    case .browser: "przeglądarki"
    case .bookmark: "polecenia zakładek"
    case .macro: "makra"
    case .player: "odtwarzacza"
    }
  }

  static func polishProgramFix(_ kind: ProgramKind) -> String {
    switch kind {
    case .browser:
      "Zainstaluj ją albo wskaż inną w config.toml: browser = \"w3m %u\" (lub ustaw $BROWSER)."
    case .bookmark: "Sprawdź bookmark = \"…\" w config.toml (news config pokaże plik)."
    case .macro: "Sprawdź tabelę [macros] w config.toml (news config pokaże plik)."
    case .player: "Sprawdź player = \"…\" w config.toml (news config pokaże plik)."
    }
  }

  static func polishArticleCount(_ count: Int) -> String {
    NumberText.integer(count, in: .pl) + " " + polishArticles.form(for: count, in: .pl)
  }
}
