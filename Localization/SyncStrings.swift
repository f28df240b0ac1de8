/// The texts of `news sync`: sign-in, status and the summary of a sync.
public struct SyncStrings: Sendable {
  /// Asked before reading the API password from a terminal.
  public let passwordPrompt: String
  /// Signed in: user, server.
  public let signedIn: @Sendable (String, String) -> String
  /// Signed out.
  public let signedOut: String
  /// `logout` with no account.
  public let wasNotSignedIn: String
  /// Status lines: server, user, last sync (age and outcome, or never), pending changes.
  public let statusServer: @Sendable (String) -> String
  public let statusUser: @Sendable (String) -> String
  public let statusLastSync: @Sendable (String, String) -> String
  public let statusNever: String
  /// `sync status` when not signed in: the state, and how to sign in.
  public let statusNotSignedIn: String
  public let statusPending: @Sendable (Int) -> String
  /// How the last sync ended, in words: it worked; the server could not be reached; it refused
  /// the sign-in; its answer could not be understood (or went past a bound); the store could
  /// not be written; something else failed.
  public let outcomeOK: String
  public let outcomeUnreachable: String
  public let outcomeSignInRefused: String
  public let outcomeBadAnswer: String
  public let outcomeNotWritable: String
  public let outcomeFailed: String
  /// The summary: server, seconds, new feeds, new articles, starred, read there; pushed
  /// subscription changes, star changes, read marks.
  public let summary: @Sendable (String, Double, Int, Int, Int, Int, Int, Int, Int) -> String
  /// Said under a list read from the store when the server could not be reached.
  public let offlineNotice: String
  /// Said by `feed refresh` when the server could not be reached: its feeds stay as they were.
  public let refreshOfflineNotice: String
  /// The same, when no feed is kept here alone, so none was refreshed here.
  public let refreshOfflineNoticeNoneHere: String
  /// Said when a change could not reach the server at once and waits for the next sync.
  public let queuedNotice: String
}

extension StringTable {
  static let polishNewFeeds = PluralForms(
    one: "nowy kanał", few: "nowe kanały", many: "nowych kanałów")
  static let englishChanges = PluralForms(one: "change", other: "changes")

  static let englishSync = SyncStrings(
    passwordPrompt: "API password: ",
    signedIn: { user, server in "Signed in to \(server) as \(user)." },
    signedOut: "Signed out. The stored articles stay.",
    wasNotSignedIn: "Not signed in: nothing to forget.",
    statusServer: { "Server: \($0)" },
    statusUser: { "User: \($0)" },
    statusLastSync: { age, outcome in "Last sync: \(age), \(outcome)" },
    statusNever: "Last sync: never",
    statusNotSignedIn:
      "Not signed in to a reader service. Sign in with news sync login <server-url> --user <name>.",
    statusPending: { count in
      "Pending local changes: \(NumberText.integer(count, in: .en))"
    },
    outcomeOK: "it worked",
    outcomeUnreachable: "it failed: the server could not be reached",
    outcomeSignInRefused: "it failed: the server refused the sign-in",
    outcomeBadAnswer: "it stopped: the server's answer could not be understood or was too large",
    outcomeNotWritable: "it failed: the store could not be written",
    outcomeFailed: "it failed",
    summary: { server, seconds, feeds, articles, starred, read, subscriptions, stars, marks in
      func count(_ number: Int, _ forms: PluralForms) -> String {
        "\(NumberText.integer(number, in: .en)) \(forms.form(for: number, in: .en))"
      }
      let took = seconds < 0.05 ? "under a second" : "\(NumberText.decimal(seconds, in: .en)) s"
      return "Synced with \(server) in \(took). "
        + "Pulled \(count(feeds, PluralForms(one: "new feed", other: "new feeds"))), "
        + "\(count(articles, PluralForms(one: "new article", other: "new articles"))), "
        + "\(NumberText.integer(starred, in: .en)) starred, "
        + "\(NumberText.integer(read, in: .en)) read elsewhere. "
        + "Pushed \(count(subscriptions, PluralForms(one: "subscription change", other: "subscription changes"))), "
        + "\(count(stars, PluralForms(one: "star change", other: "star changes"))), "
        + "\(count(marks, PluralForms(one: "read mark", other: "read marks")))."
    },
    offlineNotice:
      "The reader service could not be reached; these are the articles the store holds.",
    refreshOfflineNotice:
      "The reader service could not be reached: the feeds it keeps stay as they were (run news"
      + " sync later); the others were refreshed here.",
    refreshOfflineNoticeNoneHere:
      "The reader service could not be reached: the feeds it keeps stay as they were (run news"
      + " sync later).",
    queuedNotice:
      "The reader service could not be reached: the change is kept and goes at the next news sync."
  )

  static let polishSync = SyncStrings(
    passwordPrompt: "Hasło API: ",
    signedIn: { user, server in "Zalogowano do \(server) jako \(user)." },
    signedOut: "Wylogowano. Zapisane artykuły zostają.",
    wasNotSignedIn: "Brak zapamiętanego logowania: nie ma czego zapominać.",
    statusServer: { "Serwer: \($0)" },
    statusUser: { "Użytkownik: \($0)" },
    statusLastSync: { age, outcome in "Ostatnia synchronizacja: \(age), \(outcome)" },
    statusNever: "Ostatnia synchronizacja: jeszcze nigdy",
    statusNotSignedIn:
      "Nie zalogowano do żadnego czytnika. Zaloguj się: news sync login <adres-serwera>"
      + " --user <nazwa>.",
    statusPending: { count in
      "Lokalne zmiany do wysłania: \(NumberText.integer(count, in: .pl))"
    },
    outcomeOK: "udana",
    outcomeUnreachable: "nieudana: nie udało się połączyć z serwerem",
    outcomeSignInRefused: "nieudana: serwer odrzucił logowanie",
    outcomeBadAnswer: "przerwana: odpowiedź serwera była niezrozumiała lub za duża",
    outcomeNotWritable: "nieudana: nie udało się zapisać bazy artykułów",
    outcomeFailed: "nieudana",
    summary: { server, seconds, feeds, articles, starred, read, subscriptions, starChanges, marks in
      func count(_ number: Int, _ forms: PluralForms) -> String {
        "\(NumberText.integer(number, in: .pl)) \(forms.form(for: number, in: .pl))"
      }
      let took = seconds < 0.05 ? "mniej niż sekundę" : "\(NumberText.decimal(seconds, in: .pl)) s"
      let stars = PluralForms(one: "nowa gwiazdka", few: "nowe gwiazdki", many: "nowych gwiazdek")
      let readElsewhere = PluralForms(
        one: "artykuł przeczytany gdzie indziej", few: "artykuły przeczytane gdzie indziej",
        many: "artykułów przeczytanych gdzie indziej")
      let changes = PluralForms(one: "zmiana", few: "zmiany", many: "zmian")
      let starChangeForms = PluralForms(
        one: "zmiana gwiazdki", few: "zmiany gwiazdek", many: "zmian gwiazdek")
      let marksRead = PluralForms(
        one: "oznaczenie przeczytania", few: "oznaczenia przeczytania",
        many: "oznaczeń przeczytania")
      return "Zsynchronizowano z \(server) w \(took). "
        + "Z serwera: \(count(feeds, polishNewFeeds)), \(count(articles, polishNewArticles)), "
        + "\(count(starred, stars)), \(count(read, readElsewhere)). "
        + "Na serwer: \(count(subscriptions, changes)) subskrypcji, "
        + "\(count(starChanges, starChangeForms)), \(count(marks, marksRead))."
    },
    offlineNotice:
      "Nie udało się połączyć z czytnikiem; oto artykuły zapisane wcześniej.",
    refreshOfflineNotice:
      "Nie udało się połączyć z czytnikiem: kanały, które on prowadzi, zostały bez zmian"
      + " (uruchom później news sync); pozostałe odświeżono tutaj.",
    refreshOfflineNoticeNoneHere:
      "Nie udało się połączyć z czytnikiem: kanały, które on prowadzi, zostały bez zmian"
      + " (uruchom później news sync).",
    queuedNotice:
      "Nie udało się połączyć z czytnikiem: zmiana została zapamiętana i trafi do niego przy"
      + " następnym news sync."
  )
}
