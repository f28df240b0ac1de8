/// The texts of `news` as an installed tool: its version line and `news doctor`.
public struct ToolStrings: Sendable {
  /// `news --version`: the version, the commit it was built from (nil when unknown) and whether
  /// tracked files differed from that commit.
  public let versionLine: @Sendable (_ version: String, _ commit: String?, _ dirty: Bool) -> String
  public let doctorAbstract: String
  public let doctorDiscussion: String

  /// The names of the checks, in the first column.
  public let libcurlName: String
  public let storeName: String
  public let configName: String
  public let providerName: String
  public let syncName: String
  public let terminalName: String
  /// The feeds check: its name; none subscribed; every last refresh fine (how many); some
  /// failed (how many, of how many, up to five names) and where to see why.
  public let feedsName: String
  public let feedsNone: String
  public let feedsFine: @Sendable (Int) -> String
  public let feedsFailing: @Sendable (_ failed: Int, _ total: Int, _ names: [String]) -> String
  public let feedsFailingFix: String

  /// libcurl loaded: its version text (`libcurl/7.88.1 OpenSSL/3.0.15 …`).
  public let libcurlLoaded: @Sendable (String) -> String
  /// libcurl could not be loaded: what it means and what to install.
  public let libcurlMissing: String
  /// The store opened and passed SQLite's integrity check: its path, size and articles.
  public let storeIntact: @Sendable (_ path: String, _ size: String, _ articles: Int) -> String
  /// No store yet: its path.
  public let storeNotYet: @Sendable (String) -> String
  /// `--no-store`: the store is not looked at.
  public let storeOff: String
  /// The store failed the integrity check or is not a database: its path.
  public let storeDamaged: @Sendable (String) -> String
  /// The store's key salt was replaced after articles were stored.
  public let storeKeysReplaced: String
  /// The configuration file's every line is valid: its path.
  public let configValid: @Sendable (String) -> String
  /// No configuration file: where it would be.
  public let configNone: @Sendable (String) -> String
  /// The provider answered: whether it was Google News (keyless), the API generation, how long.
  public let providerAnswered:
    @Sendable (_ google: Bool, _ api: String, _ milliseconds: Int) -> String
  /// The provider was not asked: the configuration must be mended first.
  public let providerSkipped: String
  /// The provider limits the key for now: how long to wait, if it said.
  public let providerLimited: @Sendable (Int?) -> String
  /// Not signed in to a reader service.
  public let syncNotSignedIn: String
  /// The reader service answered: its host, the user, how long it took.
  public let syncAnswered:
    @Sendable (_ server: String, _ user: String, _ milliseconds: Int) -> String
  /// The terminal: its width (nil when stdout is not a terminal), colour, the theme, whether
  /// the locale is UTF-8.
  public let terminalState:
    @Sendable (_ columns: Int?, _ color: Bool, _ dark: Bool, _ unicode: Bool) -> String
  /// The locale does not say UTF-8: the variable and value that decided it.
  public let notUTF8: @Sendable (String) -> String
  /// What pictures are drawn with (kitty, iterm2, sixel, half-blocks), and who said so
  /// (terminal, tmux, environment).
  public let pictures: @Sendable (String, String) -> String
  /// Inside tmux with its passthrough off, and how to turn it on.
  public let tmuxPassthroughOff: String
  public let tmuxPassthroughFix: String
  /// The last line: how many problems and warnings.
  public let summary: @Sendable (_ problems: Int, _ warnings: Int) -> String
}

extension StringTable {
  static let englishTools = ToolStrings(
    versionLine: { version, commit, dirty in
      guard let commit else {
        return "news \(version) (commit unknown: built outside a git checkout)"
      }
      return "news \(version) (commit \(commit.prefix(12))\(dirty ? ", dirty" : ""))"
    },
    doctorAbstract:
      "Check this machine for news: libcurl, the store, the settings, the provider and key, sync, the terminal.",
    doctorDiscussion:
      "One line per check, OK or what to do. Exit 0 when nothing is wrong (a server that cannot be"
      + " reached now is a warning), else the code of the first problem: 69 (no libcurl, an answer"
      + " that cannot be used), 74 (store), 78 (settings, a key or sign-in refused). The key is"
      + " never shown.",
    libcurlName: "libcurl",
    storeName: "store",
    configName: "settings",
    providerName: "provider",
    syncName: "sync",
    terminalName: "terminal",
    feedsName: "feeds",
    feedsNone: "no subscriptions",
    feedsFine: { count in
      count == 1
        ? "1 subscription; its last refresh worked"
        : "\(NumberText.integer(count, in: .en)) subscriptions; every last refresh worked"
    },
    feedsFailing: { failed, total, names in
      "\(NumberText.integer(failed, in: .en)) of \(NumberText.integer(total, in: .en))"
        + " subscriptions failed at their last refresh: " + names.joined(separator: ", ")
        + (failed > names.count ? ", …" : "")
    },
    feedsFailingFix: "news feed list says why; news feed remove drops a feed that is gone.",
    libcurlLoaded: { "\($0) loaded" },
    libcurlMissing:
      "libcurl could not be loaded, so news cannot reach the network. Install it: sudo apt install libcurl4",
    storeIntact: { path, size, articles in
      "\(path): intact, \(size), \(englishArticleCount(articles))"
    },
    storeNotYet: { "\($0): not made yet; the first list makes it" },
    storeOff: "not looked at (--no-store)",
    storeDamaged: { path in
      "\(path) is damaged (SQLite's integrity check failed). The next news command moves it aside"
        + " (news.sqlite.damaged-…) and starts a new one; saved articles in it stay in that copy."
    },
    storeKeysReplaced:
      "its key salt (store.key-salt) was replaced after articles were stored, so their keys were"
      + " lost: articles your feeds still carry are found again by their address, keeping read and"
      + " saved marks; one without an address is stored once more, as unread",
    configValid: { "\($0): every line is valid" },
    configNone: { "no file (\($0)); the defaults apply (news config shows them)" },
    providerAnswered: { google, api, milliseconds in
      google
        ? "Google News (keyless) answered in \(milliseconds) ms"
        : "Newscatcher \(api) answered in \(milliseconds) ms; the key was accepted"
    },
    providerSkipped: "not asked: mend the settings above first",
    providerLimited: { seconds in
      "the key was accepted, but the API limits it for now"
        + (seconds.map { "; try again in \($0) s" } ?? "; try again later")
    },
    syncNotSignedIn:
      "not signed in (news sync login SERVER --user NAME syncs with FreshRSS, Miniflux or"
      + " tt-rss)",
    syncAnswered: { server, user, milliseconds in
      "signed in to \(server) as \(user); the server answered in \(milliseconds) ms"
    },
    terminalState: { columns, color, dark, unicode in
      guard let columns else {
        return "stdout is not a terminal: no colour, lines not wrapped (COLUMNS sets a width)"
      }
      return "\(columns) columns, "
        + (color ? "colour on (\(dark ? "dark" : "light") theme)" : "colour off")
        + (unicode ? ", UTF-8" : "")
    },
    notUTF8: { setting in
      "the locale (\(setting)) is not UTF-8, so Polish letters and symbols may show wrongly;"
        + " set LANG=C.UTF-8 (or another UTF-8 locale)"
    },
    pictures: { graphics, source in
      let name =
        [
          "kitty": "the kitty graphics protocol", "iterm2": "iTerm2's inline images",
          "sixel": "sixel", "half-blocks": "coloured half blocks",
        ][graphics] ?? graphics
      let why =
        [
          "terminal": "as the terminal answered",
          "tmux": "as tmux heard the terminal outside it answer",
        ][source] ?? "from its environment"
      return "pictures drawn with \(name) (\(why))"
    },
    tmuxPassthroughOff: "tmux lets no picture through to the terminal (allow-passthrough is off)",
    tmuxPassthroughFix: "Turn it on: tmux set -g allow-passthrough on (and in ~/.tmux.conf).",
    summary: { problems, warnings in
      if problems == 0 && warnings == 0 { return "No problems found." }
      let problemText = problems == 1 ? "1 problem" : "\(problems) problems"
      let warningText = warnings == 1 ? "1 warning" : "\(warnings) warnings"
      if problems == 0 { return "No problems found; \(warningText)." }
      return warnings == 0 ? "\(problemText) found." : "\(problemText) and \(warningText) found."
    }
  )

  static let polishTools = ToolStrings(
    versionLine: { version, commit, dirty in
      guard let commit else {
        return "news \(version) (commit nieznany: zbudowany poza repozytorium git)"
      }
      return
        "news \(version) (commit \(commit.prefix(12))\(dirty ? ", ze zmianami spoza commita" : ""))"
    },
    doctorAbstract:
      "Sprawdź, czy news ma tu wszystko: libcurl, bazę, ustawienia, serwis i klucz, synchronizację, terminal.",
    doctorDiscussion:
      "Jeden wiersz na sprawdzenie: w porządku albo co zrobić. Kod wyjścia 0, gdy wszystko działa"
      + " (serwer, z którym nie da się teraz połączyć, to ostrzeżenie), a inaczej kod pierwszego"
      + " problemu: 69 (brak libcurl, odpowiedź, której nie da się użyć), 74 (baza), 78 (ustawienia,"
      + " odrzucony klucz lub logowanie). Klucz nigdy nie jest pokazywany.",
    libcurlName: "libcurl",
    storeName: "baza",
    configName: "ustawienia",
    providerName: "dostawca wiadomości",
    syncName: "synchronizacja",
    terminalName: "terminal",
    feedsName: "kanały",
    feedsNone: "brak subskrypcji",
    feedsFine: { count in
      count == 1
        ? "1 subskrypcja; ostatnie odświeżenie się udało"
        : "\(NumberText.integer(count, in: .pl)) "
          + PluralForms(one: "subskrypcja", few: "subskrypcje", many: "subskrypcji")
          .form(for: count, in: .pl) + "; każde ostatnie odświeżenie się udało"
    },
    feedsFailing: { failed, total, names in
      "Ostatnie odświeżenie nie powiodło się w \(NumberText.integer(failed, in: .pl)) z "
        + "\(NumberText.integer(total, in: .pl)) subskrypcji: " + names.joined(separator: ", ")
        + (failed > names.count ? ", …" : "")
    },
    feedsFailingFix:
      "Powód pokaże news feed list; kanał, którego już nie ma, usunie news feed remove.",
    libcurlLoaded: { "\($0) wczytana" },
    libcurlMissing:
      "Nie udało się wczytać libcurl, więc news nie połączy się z siecią. Zainstaluj ją: sudo apt install libcurl4",
    storeIntact: { path, size, articles in
      "\(path): sprawna, \(size), \(NumberText.integer(articles, in: .pl)) "
        + polishArticles.form(for: articles, in: .pl)
    },
    storeNotYet: { "\($0): jeszcze nie istnieje; powstanie przy pierwszej liście" },
    storeOff: "nie sprawdzana (--no-store)",
    storeDamaged: { path in
      "\(path) jest uszkodzona (kontrola spójności SQLite nie przeszła). Następne polecenie news"
        + " przeniesie ją (news.sqlite.damaged-…) i założy nową; zapisane artykuły zostaną w tej kopii."
    },
    storeKeysReplaced:
      "jej sól kluczy (store.key-salt) zastąpiono po zapisaniu artykułów, więc ich klucze"
      + " przepadły: artykuły, które kanały wciąż podają, są odnajdywane po adresie, ze znacznikami"
      + " przeczytania i zapisania; artykuł bez adresu zapisuje się ponownie jako nieprzeczytany",
    configValid: { "\($0): każdy wiersz jest poprawny" },
    configNone: { "brak pliku (\($0)); obowiązują ustawienia domyślne (pokaże je news config)" },
    providerAnswered: { google, api, milliseconds in
      google
        ? "Google News (bez klucza) odpowiedział w \(milliseconds) ms"
        : "Newscatcher \(api) odpowiedział w \(milliseconds) ms; klucz został przyjęty"
    },
    providerSkipped: "nie pytano: najpierw popraw ustawienia (wyżej)",
    providerLimited: { seconds in
      "klucz został przyjęty, ale API chwilowo go ogranicza"
        + (seconds.map { "; spróbuj ponownie za \($0) s" } ?? "; spróbuj ponownie później")
    },
    syncNotSignedIn:
      "nie zalogowano (news sync login SERWER --user NAZWA synchronizuje z FreshRSS, Miniflux"
      + " lub tt-rss)",
    syncAnswered: { server, user, milliseconds in
      "zalogowano do \(server) jako \(user); serwer odpowiedział w \(milliseconds) ms"
    },
    terminalState: { columns, color, dark, unicode in
      guard let columns else {
        return
          "wyjście nie jest terminalem: bez kolorów, wiersze nie są zawijane (szerokość ustawia COLUMNS)"
      }
      let columnWord = PluralForms(one: "kolumna", few: "kolumny", many: "kolumn")
      return "\(columns) \(columnWord.form(for: columns, in: .pl)), "
        + (color ? "kolory włączone (motyw \(dark ? "ciemny" : "jasny"))" : "kolory wyłączone")
        + (unicode ? ", UTF-8" : "")
    },
    notUTF8: { setting in
      "ustawienia regionalne (\(setting)) nie są w UTF-8, więc polskie litery i symbole mogą się"
        + " wyświetlać źle; ustaw LANG=C.UTF-8 (lub inne ustawienia z UTF-8)"
    },
    pictures: { graphics, source in
      let name =
        [
          "kitty": "protokół grafiki kitty", "iterm2": "obrazy iTerm2", "sixel": "sixel",
          "half-blocks": "kolorowe półbloki",
        ][graphics] ?? graphics
      let why =
        [
          "terminal": "według odpowiedzi terminala",
          "tmux": "według tego, co tmux usłyszał od terminala, w którym działa",
        ][source] ?? "według zmiennych środowiska"
      return "ilustracje rysowane jako \(name) (\(why))"
    },
    tmuxPassthroughOff:
      "tmux nie przepuszcza ilustracji do terminala (allow-passthrough jest wyłączone)",
    tmuxPassthroughFix: "Włącz je: tmux set -g allow-passthrough on (i w ~/.tmux.conf).",
    summary: { problems, warnings in
      if problems == 0 && warnings == 0 { return "Nie znaleziono problemów." }
      let problemForms = PluralForms(one: "problem", few: "problemy", many: "problemów")
      let warningForms = PluralForms(one: "ostrzeżenie", few: "ostrzeżenia", many: "ostrzeżeń")
      let warningText = "\(warnings) " + warningForms.form(for: warnings, in: .pl)
      if problems == 0 { return "Nie znaleziono problemów; \(warningText)." }
      let problemText = "\(problems) " + problemForms.form(for: problems, in: .pl)
      return "Znaleziono \(problemText)"
        + (warnings == 0 ? "." : " i \(warningText).")
    }
  )
}
