/// The texts of the full-screen reader.
public struct ScreenStrings: Sendable {
  /// The status line's page: receives the page number.
  public let page: @Sendable (Int) -> String
  /// The selection's place in the list: receives its position and the list's length.
  public let position: @Sendable (_ position: Int, _ count: Int) -> String
  /// The status line's mark for a list fetched just now.
  public let online: String
  /// The status line's mark for a list from the store: receives how long ago it was fetched.
  public let offline: @Sendable (String) -> String
  /// Shown beside the spinner while a request runs.
  public let loading: String
  /// Beside the spinner on stderr: what the command waits for.
  public let searching: String
  public let fetchingHeadlines: String
  public let readingFeeds: String
  public let runningWatches: String
  public let gatheringArticles: String
  /// How to stop a request that runs.
  public let escCancels: String
  /// Said when Esc stopped a request.
  public let cancelled: String
  /// The status line's reminder of the help key.
  public let helpHint: String
  /// The label of the search prompt.
  public let searchLabel: String
  /// Under the search prompt: what the keys do.
  public let searchKeys: String
  /// Shown before the first search or topic.
  public let start: String
  /// The detail view's saved state: saved.
  public let saved: String
  /// The detail view's saved state: not saved.
  public let notSaved: String
  /// Under an article's details: what the keys do.
  public let detailKeys: String
  /// Under the topic picker: what the keys do.
  public let pickerKeys: String
  /// Under the feeds list: what the keys do.
  public let feedKeys: String
  /// The feeds list without subscriptions: the key that adds one.
  public let noFeedsKeys: String
  /// The label of the feed address prompt, and what its keys do.
  public let feedAddressLabel: String
  public let feedAddressKeys: String
  /// The question before unsubscribing: receives the feed's name.
  public let confirmRemoval: @Sendable (String) -> String
  /// Beside the spinner while an article's page is read (`x`).
  public let readingPage: String
  /// `x` when the full text is already shown.
  public let fullTextShown: String
  /// `x` in vain: the page could not be downloaded (worth another try), the site would not
  /// give it, or it holds no article text.
  public let pageFailed: String
  public let pageUnavailable: String
  public let pageWithoutText: String
  /// Said when a link was handed to the browser.
  public let opened: String
  /// The heading of the help overlay.
  public let helpHeading: String
  /// The help overlay's rows: keys and what they do, in the contract's order.
  public let helpRows: [(keys: String, action: String)]
  /// Under the help overlay.
  public let helpClose: String
  /// Said when filters hid articles of the list shown: how many of how many, and the key.
  public let filtersHid: @Sendable (_ hidden: Int, _ of: Int) -> String
  /// Said when `F` shows what filters hide, and when it hides it again.
  public let filtersOff: String
  public let filtersOn: String
  /// Under a help overlay longer than the screen: the lines in view, of how many, and how to
  /// scroll and close it.
  public let helpPosition: @Sendable (_ first: Int, _ last: Int, _ count: Int) -> String
  /// Said when the first page is reached and there is nothing before it.
  public let noMorePages: String
  /// What to do about an empty list, in keys rather than commands and flags: no results, no
  /// saved article, no stored article of subscribed feeds.
  public let noResultsKeys: String
  public let noSavedKeys: String
  public let noFeedArticlesKeys: String
  /// `u`: read articles hidden, or shown again; `A`: so many marked read.
  public let readHidden: String
  public let readShown: String
  public let markedRead: @Sendable (Int) -> String
  /// Said when `n` finds no further page: the list shown stays.
  public let lastPage: String
  /// Said in the details when there is no next or previous article in the list.
  public let lastArticle: String
  public let firstArticle: String
  /// The flag of an article no list had shown yet (new), in the list's flag column: one
  /// column wide.
  public let newFlag: String
  /// A key that does nothing where it was pressed.
  public let keysHint: String
  /// `n` / `p`: no unread article after / before the selection.
  public let noUnreadAfter: String
  public let noUnreadBefore: String
  /// `N`: no other feed has unread articles.
  public let noUnreadFeed: String
  /// `R`: feeds refreshed, and how many failed.
  public let refreshedAll: @Sendable (_ feeds: Int, _ failed: Int) -> String
  /// `b`: handed to the bookmark command; no command is configured.
  public let bookmarked: String
  public let noBookmarkCommand: String
  /// `,`: which macro; a key no macro has (the key); a macro ran.
  public let macroPrompt: String
  public let noMacro: @Sendable (String) -> String
  public let macroRan: String
}

extension StringTable {
  static let englishScreen = ScreenStrings(
    page: { "page \($0)" },
    position: { "\($0)/\($1)" },
    online: "live",
    offline: { "offline, fetched \($0)" },
    loading: "Loading…",
    searching: "Searching…",
    fetchingHeadlines: "Fetching the headlines…",
    readingFeeds: "Reading the feeds…",
    runningWatches: "Running the watches…",
    gatheringArticles: "Gathering the articles…",
    escCancels: "Esc cancels",
    cancelled: "Cancelled.",
    helpHint: "? help",
    searchLabel: "Search: ",
    searchKeys: "Enter search · Esc cancel · ↑/↓ history",
    start: "Press / to search, t for topics, f for feeds, ? for help.",
    saved: "Saved",
    notSaved: "Not saved",
    detailKeys: "x full text · o open · s save · n/p unread · Esc back",
    pickerKeys: "Enter choose · Esc back",
    feedKeys: "Enter choose · a add · d remove · Esc back",
    noFeedsKeys: "a adds one by its address.",
    feedAddressLabel: "Feed address: ",
    feedAddressKeys: "Enter subscribe · Esc cancel · ↑/↓ history",
    confirmRemoval: { "Unsubscribe from “\($0)”? y yes, any other key no." },
    readingPage: "Reading the article's page…",
    fullTextShown: "The full text is shown under the summary.",
    pageFailed: "The article's page could not be downloaded; x tries again.",
    pageUnavailable: "The site does not give this page; o opens it in the browser.",
    pageWithoutText: "The article's page has no readable text; o opens it in the browser.",
    opened: "Opened in the browser.",
    helpHeading: "Keys",
    helpRows: [
      ("j/k ↓/↑ PgDn/PgUp g/G", "move the selection"),
      ("Enter", "details; Esc or q back"),
      ("n/p", "next / previous unread article, opened"),
      ("J/K", "next / previous article"),
      ("N ^P", "next / previous feed with unread articles"),
      ("x", "full text, from the article's page (in the details)"),
      ("i", "show or hide the article's picture (in the details)"),
      ("o", "open in the browser"),
      ("s", "save / unsave"),
      ("/", "new search"),
      ("t", "topics"),
      ("f", "feeds; there a adds one, d removes one"),
      ("w", "watches with their unread matches; Enter lists them"),
      ("S", "saved articles"),
      ("l", "switch to Polish (polski)"),
      ("Space PgDn/PgUp", "at the end (top) of the list: next (previous) page"),
      ("r R", "refresh; every feed, due or not"),
      ("u", "hide / show read articles"),
      ("A", "mark all as read (in a feed: the whole feed)"),
      ("b", "bookmark (the bookmark command of config.toml)"),
      ("e P", "download the enclosure (podcast episode); play it"),
      (", key", "run a macro of config.toml's [macros]"),
      ("F", "show / hide what filters hid"),
      ("?", "this help"),
      ("q", "quit"),
    ],
    helpClose: "Any key closes this help.",
    filtersHid: { count, total in
      "Filters hid \(count) of \(total) \(total == 1 ? "article" : "articles"); F shows \(count == 1 ? "it" : "them")."
    },
    filtersOff: "Filters are off for this list; F turns them on.",
    filtersOn: "Filters are on again.",
    helpPosition: { "\($0)–\($1) of \($2) · j/k scroll · q closes" },
    noMorePages: "This is the first page.",
    noResultsKeys: "Try other words (/), another topic (t) or the other language (l).",
    noSavedKeys: "Save an article of a list with s; S shows them here.",
    noFeedArticlesKeys: "r fetches them.",
    readHidden: "Read articles hidden; u shows them again.",
    readShown: "Read articles shown.",
    markedRead: { count in
      count == 1
        ? "1 article marked read." : "\(NumberText.integer(count, in: .en)) articles marked read."
    },
    lastPage: "This is the last page.",
    lastArticle: "This is the last article of the list.",
    firstArticle: "This is the first article of the list.",
    newFlag: "N",
    keysHint: "That key does nothing here; ? lists the keys.",
    noUnreadAfter: "No unread article below; N goes to the next feed with unread ones.",
    noUnreadBefore: "No unread article above.",
    noUnreadFeed: "No other feed has unread articles.",
    refreshedAll: { feeds, failed in
      let count = NumberText.integer(feeds, in: .en)
      if failed == 0 { return "Refreshed \(count) \(englishFeedWord.form(for: feeds, in: .en))." }
      if failed == feeds {
        return feeds == 1
          ? "The feed could not be refreshed; check your connection (news feed list says why)."
          : "None of the \(count) feeds could be refreshed; check your connection (news feed list says why)."
      }
      return "Refreshed \(count) feeds, \(NumberText.integer(failed, in: .en)) of them with an"
        + " error (news feed list says which)."
    },
    bookmarked: "Bookmarked.",
    noBookmarkCommand: "No bookmark command: set bookmark = \"…\" in config.toml.",
    macroPrompt: "Macro: press its key (Esc cancels).",
    noMacro: { "No macro on \($0): macros are set in [macros] of config.toml." },
    macroRan: "The macro ran."
  )

  static let polishScreen = ScreenStrings(
    page: { "strona \($0)" },
    position: { "\($0)/\($1)" },
    online: "aktualne",
    offline: { "bez sieci, pobrano \($0)" },
    loading: "Wczytywanie…",
    searching: "Szukam…",
    fetchingHeadlines: "Pobieram nagłówki…",
    readingFeeds: "Czytam kanały…",
    runningWatches: "Sprawdzam obserwacje…",
    gatheringArticles: "Zbieram artykuły…",
    escCancels: "Esc anuluje",
    cancelled: "Anulowano.",
    helpHint: "? pomoc",
    searchLabel: "Szukaj: ",
    searchKeys: "Enter szukaj · Esc anuluj · ↑/↓ historia",
    start: "Naciśnij /, aby szukać; t — tematy, f — kanały, ? — pomoc.",
    saved: "Zapisany",
    notSaved: "Niezapisany",
    detailKeys: "x pełny tekst · o otwórz · s zapisz · n/p nieprzeczytane · Esc wróć",
    pickerKeys: "Enter wybierz · Esc wróć",
    feedKeys: "Enter wybierz · a dodaj · d usuń · Esc wróć",
    noFeedsKeys: "Klawisz a dodaje kanał po adresie.",
    feedAddressLabel: "Adres kanału: ",
    feedAddressKeys: "Enter subskrybuj · Esc anuluj · ↑/↓ historia",
    confirmRemoval: { "Usunąć subskrypcję kanału „\($0)”? y tak, inny klawisz nie." },
    readingPage: "Wczytywanie strony artykułu…",
    fullTextShown: "Pełny tekst jest pod streszczeniem.",
    pageFailed: "Nie udało się pobrać strony artykułu; x spróbuje ponownie.",
    pageUnavailable: "Serwis nie udostępnia tej strony; o otworzy ją w przeglądarce.",
    pageWithoutText: "Strona artykułu nie zawiera tekstu do czytania; o otworzy ją w przeglądarce.",
    opened: "Otwarto w przeglądarce.",
    helpHeading: "Klawisze",
    helpRows: [
      ("j/k ↓/↑ PgDn/PgUp g/G", "przesuń zaznaczenie"),
      ("Enter", "szczegóły; Esc lub q wraca"),
      ("n/p", "następny / poprzedni nieprzeczytany, otwarty"),
      ("J/K", "następny / poprzedni artykuł"),
      ("N ^P", "następny / poprzedni kanał z nieprzeczytanymi"),
      ("x", "pełny tekst ze strony artykułu (w szczegółach)"),
      ("i", "pokaż lub ukryj ilustrację artykułu (w szczegółach)"),
      ("o", "otwórz w przeglądarce"),
      ("s", "zapisz / usuń z zapisanych"),
      ("/", "nowe wyszukiwanie"),
      ("t", "tematy"),
      ("f", "kanały; tam a dodaje kanał, d usuwa"),
      ("w", "obserwacje z nieprzeczytanymi trafieniami; Enter je pokazuje"),
      ("S", "zapisane artykuły"),
      ("l", "przełącz na angielski (English)"),
      ("Spacja PgDn/PgUp", "na końcu (początku) listy: następna (poprzednia) strona"),
      ("r R", "odśwież; wszystkie kanały, także te, na które nie pora"),
      ("u", "ukryj / pokaż przeczytane"),
      ("A", "oznacz wszystkie jako przeczytane (w kanale: cały kanał)"),
      ("b", "dodaj zakładkę (polecenie bookmark z config.toml)"),
      ("e P", "pobierz załącznik (odcinek podcastu); odtwórz go"),
      (", klawisz", "uruchom makro z [macros] w config.toml"),
      ("F", "pokaż / ukryj to, co ukryły filtry"),
      ("?", "ta pomoc"),
      ("q", "zakończ"),
    ],
    helpClose: "Dowolny klawisz zamyka pomoc.",
    filtersHid: { count, total in
      "Filtry ukryły \(count) z \(total) \(total == 1 ? "artykułu" : "artykułów"); F \(count == 1 ? "go" : "je") pokaże."
    },
    filtersOff: "Filtry wyłączone dla tej listy; F je włączy.",
    filtersOn: "Filtry znów działają.",
    helpPosition: { "\($0)–\($1) z \($2) · j/k przewija · q zamyka" },
    noMorePages: "To jest pierwsza strona.",
    noResultsKeys: "Spróbuj innych słów (/), innego tematu (t) lub drugiego języka (l).",
    noSavedKeys: "Zapisz artykuł z listy klawiszem s; S pokaże je tutaj.",
    noFeedArticlesKeys: "r je pobierze.",
    readHidden: "Ukryto przeczytane (u – pokaż)",
    readShown: "Przeczytane artykuły widoczne.",
    markedRead: { count in
      let forms = PluralForms(
        one: "artykuł jako przeczytany", few: "artykuły jako przeczytane",
        many: "artykułów jako przeczytane")
      return "Oznaczono \(NumberText.integer(count, in: .pl)) \(forms.form(for: count, in: .pl))."
    },
    lastPage: "To jest ostatnia strona.",
    lastArticle: "To ostatni artykuł na liście.",
    firstArticle: "To pierwszy artykuł na liście.",
    newFlag: "N",
    keysHint: "Ten klawisz nic tu nie robi; ? pokazuje klawisze.",
    noUnreadAfter: "Poniżej nie ma nieprzeczytanych; N przejdzie do następnego kanału z nimi.",
    noUnreadBefore: "Powyżej nie ma nieprzeczytanych.",
    noUnreadFeed: "Żaden inny kanał nie ma nieprzeczytanych artykułów.",
    refreshedAll: { feeds, failed in
      let count = NumberText.integer(feeds, in: .pl)
      let feedsWord = polishFeedWord.form(for: feeds, in: .pl)
      if failed == 0 { return "Odświeżono \(count) \(feedsWord)." }
      if failed == feeds {
        return feeds == 1
          ? "Nie udało się odświeżyć kanału; sprawdź połączenie (szczegóły: news feed list)."
          : "Nie udało się odświeżyć żadnego z \(count) kanałów; sprawdź połączenie (szczegóły: news feed list)."
      }
      return "Odświeżono \(count) \(feedsWord), z czego \(NumberText.integer(failed, in: .pl))"
        + " z błędem (szczegóły: news feed list)."
    },
    bookmarked: "Dodano zakładkę.",
    noBookmarkCommand: "Brak polecenia zakładek: ustaw bookmark = \"…\" w config.toml.",
    macroPrompt: "Makro: naciśnij jego klawisz (Esc anuluje).",
    noMacro: { "Klawisz \($0) nie ma makra: makra ustawia się w [macros] w config.toml." },
    macroRan: "Makro wykonane."
  )
}
