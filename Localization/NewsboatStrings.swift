/// The texts of `news import newsboat`: its help, its summary, and why a line was left out.
public struct NewsboatStrings: Sendable {
  public let importAbstract: String
  public let newsboatAbstract: String
  public let fromOption: String
  public let folderValue: String
  public let readStateOption: String
  public let fileValue: String
  public let savedFlagsOption: String
  public let lettersValue: String
  /// The summary's heading, its rows' labels, and "(N new)".
  public let heading: String
  public let feedsLabel: String
  public let tagsLabel: String
  public let articlesLabel: String
  public let readLabel: String
  public let savedLabel: String
  public let queriesLabel: String
  public let filtersLabel: String
  public let new: @Sendable (Int) -> String
  /// The files read, listed after "from".
  public let readFrom: @Sendable ([String]) -> String
  /// `notify-program` taken as `watch.notify`: the program.
  public let notifyTaken: @Sendable (String) -> String
  public let leftOutHeading: String
  public let nextStep: String
  /// Why a line was left out.
  public let execFeed: String
  public let filterFeed: String
  public let notAnAddress: String
  /// A value of newsboat's cache that cannot be read (the row's id and column are shown).
  public let damagedValue: String
  /// A `notify-program` with a control character or over 8 KB.
  public let notifyUnusable: String
  /// A tag that cannot be one: the tag, its control characters shown safely.
  public let badTag: @Sendable (String) -> String
  /// An address longer than any kept: the most bytes kept.
  public let addressTooLong: @Sendable (Int) -> String
  public let badQuery: @Sendable (String) -> String
  public let unknownSetting: @Sendable (String) -> String
  /// A `bind-key` to an operation news has none of (the operation), of a key it cannot
  /// name (the key); `unbind-key`; a macro other than "set browser, open-in-browser".
  public let unknownOperation: @Sendable (String) -> String
  public let unknownKeyName: @Sendable (String) -> String
  public let unbindKey: String
  public let macroUnsupported: String
  /// The configuration sets this already (its key: browser, bookmark, keys, macros).
  public let settingKept: @Sendable (String) -> String
  /// The lines written into the configuration.
  public let configWritten: @Sendable ([String]) -> String
  public let reloadThreads: String
  public let maxItems: String
  public let notifyKept: String
  public let tooManyLines: String
}

extension StringTable {
  static let englishNewsboat = NewsboatStrings(
    importAbstract: "Bring subscriptions, articles and their state from another reader.",
    newsboatAbstract:
      "Import newsboat's feeds, tags, names, query feeds, read and flagged articles and filters.",
    fromOption:
      "newsboat's folder (urls, config, cache.db); by default ~/.newsboat or the XDG ones.",
    folderValue: "folder",
    readStateOption: "A list of read articles, as newsboat -E writes it.",
    fileValue: "file",
    savedFlagsOption: "The flags that make an article saved (s unless given).",
    lettersValue: "letters",
    heading: "Imported from newsboat",
    feedsLabel: "feeds", tagsLabel: "tags", articlesLabel: "articles", readLabel: "read",
    savedLabel: "saved", queriesLabel: "saved queries", filtersLabel: "filters",
    new: { "(\($0) new)" },
    readFrom: { "From " + $0.joined(separator: ", ") + "." },
    notifyTaken: { "notify-program is now watch.notify = \"\($0)\" in the configuration." },
    leftOutHeading: "Left out",
    nextStep: "Read them with news read; news feed refresh fetches what is new.",
    execFeed: "the exec: command cannot be read (an unclosed quote, a control character)",
    filterFeed:
      "the filter: line cannot be read: filter:<command>:<http or https address>, the command"
      + " without a colon",
    notAnAddress: "not an http or https address",
    damagedValue:
      "a value newsboat's cache holds damaged: read around, the rest of the article kept",
    notifyUnusable:
      "the program holds a control character or is over 8 KB: not written into config.toml",
    badTag: {
      "the tag “\($0)” holds a control character or a comma, or is over 100 characters:"
        + " left out, the feed kept"
    },
    addressTooLong: {
      "an address longer than \(NumberText.integer($0, in: .en)) "
        + StringTable.englishBytes.form(for: $0, in: .en) + ", which no feed has"
    },
    badQuery: { "the query cannot be read: \($0)" },
    unknownSetting: { "news has no setting like \($0)" },
    unknownOperation: { "news has no key action like \($0) (man news, READER KEYS)" },
    unknownKeyName: { "news cannot bind the key \($0)" },
    unbindKey: "news keeps its keys; bind another key to the action instead ([keys])",
    macroUnsupported:
      "news takes macros that run a command on the article (set browser \"…\"; open-in-browser)",
    settingKept: { "the configuration sets \($0) already; it stays as it is" },
    configWritten: { "Written into the configuration: " + $0.joined(separator: "; ") + "." },
    reloadThreads: "news fetches up to 32 feeds at once (news feed refresh --jobs N)",
    maxItems: "news keeps articles by age, and saved ones always, not a count per feed",
    notifyKept: "the configuration sets the watches' notifications already ([watch] notify)",
    tooManyLines: "the file is longer than news reads; the lines after this one are left out")

  static let polishNewsboat = NewsboatStrings(
    importAbstract: "Przenieś subskrypcje, artykuły i ich stan z innego czytnika.",
    newsboatAbstract:
      "Importuj z newsboata kanały, tagi, nazwy, kanały-zapytania, przeczytane i oznaczone flagą "
      + "artykuły oraz filtry.",
    fromOption: "Folder newsboata (urls, config, cache.db); domyślnie ~/.newsboat lub foldery XDG.",
    folderValue: "folder",
    readStateOption: "Lista przeczytanych artykułów, jak zapisuje ją newsboat -E.",
    fileValue: "plik",
    savedFlagsOption: "Flagi, które czynią artykuł zapisanym (domyślnie s).",
    lettersValue: "litery",
    heading: "Zaimportowano z newsboata",
    feedsLabel: "kanały", tagsLabel: "tagi", articlesLabel: "artykuły", readLabel: "przeczytane",
    savedLabel: "zapisane", queriesLabel: "zapisane zapytania", filtersLabel: "filtry",
    new: { "(nowych: \($0))" },
    readFrom: { "Z plików: " + $0.joined(separator: ", ") + "." },
    notifyTaken: { "notify-program przeniesiono do konfiguracji jako watch.notify = \"\($0)\"." },
    leftOutHeading: "Pominięto",
    nextStep: "Czytaj je poleceniem news read; nowe artykuły pobierze news feed refresh.",
    execFeed:
      "nie da się odczytać polecenia exec: (niezamknięty cudzysłów, znak sterujący)",
    filterFeed:
      "nie da się odczytać wiersza filter: — filter:<polecenie>:<adres http lub https>,"
      + " polecenie bez dwukropka",
    notAnAddress: "to nie jest adres http ani https",
    damagedValue:
      "wartość uszkodzona w pamięci podręcznej newsboata: pominięta, reszta artykułu zachowana",
    notifyUnusable:
      "program zawiera znak sterujący albo ma ponad 8 KB: nie wpisano go do config.toml",
    badTag: {
      "etykieta „\($0)” zawiera znak sterujący albo przecinek lub ma ponad 100 znaków:"
        + " pominięta, kanał zachowany"
    },
    addressTooLong: {
      "adres dłuższy niż \(NumberText.integer($0, in: .pl)) "
        + StringTable.polishBytes.form(for: $0, in: .pl) + ", jakiego nie ma żaden kanał"
    },
    badQuery: { "nie da się odczytać zapytania: \($0)" },
    unknownSetting: { "news nie ma odpowiednika ustawienia \($0)" },
    unknownOperation: { "news nie ma odpowiednika akcji \($0) (man news, READER KEYS)" },
    unknownKeyName: { "news nie potrafi przypisać klawisza \($0)" },
    unbindKey: "news zachowuje swoje klawisze; przypisz akcji inny klawisz ([keys])",
    macroUnsupported:
      "news przenosi makra, które uruchamiają polecenie dla artykułu (set browser \"…\"; open-in-browser)",
    settingKept: { "konfiguracja już ustawia \($0); zostaje bez zmian" },
    configWritten: { "Zapisano w konfiguracji: " + $0.joined(separator: "; ") + "." },
    reloadThreads: "news pobiera do 32 kanałów naraz (news feed refresh --jobs N)",
    maxItems: "news przechowuje artykuły według wieku, a zapisane zawsze, nie liczbę na kanał",
    notifyKept: "konfiguracja już ustawia powiadomienia obserwacji ([watch] notify)",
    tooManyLines: "plik jest dłuższy, niż news czyta; pominięto wiersze od tego")
}
