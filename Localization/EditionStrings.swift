/// The texts of editions: making one (progress, summary), the library, reading.
public struct EditionStrings: Sendable {
  /// `news edition` and its subcommands, for `--help`.
  public let abstract: String
  public let makeAbstract: String
  public let listAbstract: String
  public let readAbstract: String
  public let resumeAbstract: String
  public let deleteAbstract: String
  /// Option help: `--topic`, `--feeds`, `--per-topic`, `--background`, `--jobs`, an id.
  public let topicOption: String
  public let feedsFlag: String
  /// `edition make --resume`: take up the newest unfinished edition instead of a new one.
  public let resumeFlag: String
  public let perTopic: String
  public let background: String
  public let jobs: String
  public let idArgument: String
  /// The word "feeds" in an edition's title.
  public let feedsPart: String
  /// An edition's name: its id.
  public let name: @Sendable (Int64) -> String
  /// The heading of `edition read`: the edition's name, what it holds, when it was made.
  public let heading: @Sendable (String, String, String) -> String
  /// The progress line: done, total, bytes received and time left (formatted; nil leaves them
  /// out).
  public let progress: @Sendable (Int, Int, String?, String?) -> String
  /// After a download: edition id, articles, with full text, bytes of text (formatted),
  /// seconds.
  public let made: @Sendable (Int64, Int, Int, String, String) -> String
  /// The same when pages are still missing: id, articles, with full text, missing pages,
  /// bytes of text, seconds.
  public let madeIncomplete: @Sendable (Int64, Int, Int, Int, String, String) -> String
  /// `edition resume` of an edition that has every page: its id.
  public let alreadyComplete: @Sendable (Int64) -> String
  /// Said when Ctrl-C stops a download: the edition to resume.
  public let stoppedByUser: @Sendable (Int64) -> String
  /// Pages the network failed: how many, of how many, the edition to resume.
  public let pagesFailed: @Sendable (Int, Int, Int64) -> String
  /// `edition make --feeds` with no topic and no unread feed article.
  public let nothingToRead: String
  /// Taking up an interrupted edition: its id, pages still missing.
  public let resuming: @Sendable (Int64, Int) -> String
  /// `--background`: the id of the edition downloading on.
  public let inBackground: @Sendable (Int64) -> String
  /// Another process is downloading it: its id.
  public let alreadyRunning: @Sendable (Int64) -> String
  /// Topics whose headlines could not be fetched: their names.
  public let missingTopics: @Sendable ([String]) -> String
  /// Editions deleted to keep the library within its limits: their ids.
  public let pruned: @Sendable ([Int64]) -> String
  /// Editions deleted by `edition delete`: their ids.
  public let deleted: @Sendable ([Int64]) -> String
  /// The heading of `edition list`, and what is said when it is empty.
  public let listHeading: String
  public let noEditions: String
  public let noEditionsHint: String
  /// A line of the list: articles, how many read, size (formatted).
  public let counts: @Sendable (Int, Int, String) -> String
  /// States: complete; downloading done/total; interrupted done/total with the id to resume.
  public let complete: String
  public let downloading: @Sendable (Int, Int) -> String
  public let interrupted: @Sendable (Int, Int, Int64) -> String
  /// Finished, with pages the network failed: done/total with the id to resume.
  public let incomplete: @Sendable (Int, Int, Int64) -> String
  /// Articles kept with their summary only.
  public let withoutText: @Sendable (Int) -> String
  /// The mark of an article whose page gave no text, in a list.
  public let summaryOnly: String
  /// The detail view: the full text's label, and why an article has only its summary.
  public let fullText: String
  public let pageFailed: String
  public let pageWithoutText: String
  /// "12 s", "2 min 5 s".
  public let duration: @Sendable (Double) -> String
  /// "340 kB", "1.2 MB".
  public let size: @Sendable (Int) -> String
}

extension StringTable {
  static func durationText(_ seconds: Double, in language: Language) -> String {
    // Never "0 s": a quick download took less than a second.
    if seconds < 0.05 { return language == .pl ? "poniżej sekundy" : "under a second" }
    guard seconds >= 60 else {
      return NumberText.decimal(seconds < 10 ? seconds : seconds.rounded(), in: language) + " s"
    }
    let whole = Int(seconds.rounded())
    return "\(whole / 60) min \(whole % 60) s"
  }

  static func sizeText(_ bytes: Int, in language: Language) -> String {
    if bytes < 1_000 { return "\(bytes) B" }
    if bytes < 1_000_000 {
      return NumberText.integer(Int((Double(bytes) / 1_000).rounded()), in: language) + " kB"
    }
    return NumberText.decimal(Double(bytes) / 1_000_000, in: language) + " MB"
  }

  static let englishEditions = EditionStrings(
    abstract: "Offline editions: top stories and unread feed articles, with their full text.",
    makeAbstract:
      "Make an edition: gather the articles, download every page, keep the readable text.",
    listAbstract: "List the editions kept: date, articles, size, how many read, state.",
    readAbstract: "Read an edition (the newest by default), numbered like every list.",
    resumeAbstract: "Download what an interrupted edition is missing.",
    deleteAbstract: "Delete editions and their texts (saved articles stay).",
    topicOption:
      "A topic to include (repeatable; default: the config's edition.topics, else news, world, tech).",
    feedsFlag: "Add the unread articles of your feed subscriptions.",
    resumeFlag: "Take up the newest unfinished edition instead of making a new one.",
    perTopic: "Articles per topic (1–100, default 10).",
    background: "Return at once; the download goes on detached (see news edition list).",
    jobs: "How many pages to download at once (default 32; at most 4 per host).",
    idArgument: "An edition's id, from news edition list.",
    feedsPart: "feeds",
    name: { "Edition \($0)" },
    heading: { name, contents, date in "\(name): \(contents) · \(date)" },
    progress: { done, total, bytes, left in
      "Downloading \(done)/\(total) \(englishArticles.form(for: total, in: .en))"
        + (bytes.map { " · \($0)" } ?? "") + (left.map { " · \($0) left" } ?? "")
    },
    made: { id, articles, withText, bytes, seconds in
      "Edition \(id) is ready: \(NumberText.integer(articles, in: .en)) "
        + "\(englishArticles.form(for: articles, in: .en)), \(withText) with full text "
        + "(\(bytes) of text, \(seconds)). Read it with news edition read \(id)."
    },
    madeIncomplete: { id, articles, withText, missing, bytes, seconds in
      "Edition \(id) is incomplete: \(NumberText.integer(articles, in: .en)) "
        + "\(englishArticles.form(for: articles, in: .en)), \(withText) with full text "
        + "(\(bytes) of text, \(seconds)); \(missing) \(englishPages.form(for: missing, in: .en)) still to"
        + " download. Read what it has with news edition read \(id)."
    },
    alreadyComplete: { "Edition \($0) is complete: there is nothing to download." },
    stoppedByUser: {
      "Stopped. The pages downloaded are kept; go on with news edition resume \($0)"
    },
    pagesFailed: { missing, total, id in
      "\(missing) of \(total) pages could not be downloaded (the network failed).\n"
        + "When it is back: news edition resume \(id)"
    },
    nothingToRead: "Nothing to make an edition of: the feeds have no unread articles.",
    resuming: { id, missing in
      "Resuming edition \(id): \(missing) \(englishPages.form(for: missing, in: .en)) to download."
    },
    inBackground: {
      "Edition \($0) is downloading in the background; news edition list shows its progress."
    },
    alreadyRunning: {
      "Edition \($0) is being downloaded by another news process; news edition list shows its progress."
    },
    missingTopics: {
      "Could not fetch the headlines of \($0.joined(separator: ", ")); the edition was made without them."
    },
    pruned: { ids in
      "Deleted the oldest \(ids.count == 1 ? "edition" : "editions") "
        + "(\(ids.map(String.init).joined(separator: ", "))) to keep the library within its limits."
    },
    deleted: { ids in
      "Deleted \(ids.count == 1 ? "edition" : "editions") \(ids.map(String.init).joined(separator: ", "))."
    },
    listHeading: "Editions",
    noEditions: "No editions yet.",
    noEditionsHint: "Make one with news edition make (add --background to go on working).",
    counts: { articles, read, size in
      "\(NumberText.integer(articles, in: .en)) \(englishArticles.form(for: articles, in: .en)), "
        + "\(read) read, \(size)"
    },
    complete: "complete",
    downloading: { done, total in "downloading \(done)/\(total)" },
    interrupted: { done, total, id in
      "interrupted at \(done)/\(total) (news edition resume \(id))"
    },
    incomplete: { done, total, id in
      "incomplete, \(done)/\(total) pages (news edition resume \(id) tries the rest)"
    },
    withoutText: { "\($0) with the summary only" },
    summaryOnly: "summary only",
    fullText: "Full text",
    pageFailed: "The article's page could not be downloaded; its summary is shown.",
    pageWithoutText: "The article's page has no readable text; its summary is shown.",
    duration: { durationText($0, in: .en) },
    size: { sizeText($0, in: .en) }
  )

  static let englishPages = PluralForms(one: "page", other: "pages")
  static let polishPages = PluralForms(one: "strona", few: "strony", many: "stron")

  static let polishEditions = EditionStrings(
    abstract:
      "Wydania do czytania offline: najważniejsze wiadomości i nieprzeczytane artykuły z kanałów, z pełnym tekstem.",
    makeAbstract:
      "Utwórz wydanie: zbierz artykuły, pobierz każdą stronę, zachowaj tekst do czytania.",
    listAbstract: "Pokaż zachowane wydania: datę, artykuły, rozmiar, ile przeczytano, stan.",
    readAbstract: "Czytaj wydanie (domyślnie najnowsze), ponumerowane jak każda lista.",
    resumeAbstract: "Pobierz to, czego brakuje w przerwanym wydaniu.",
    deleteAbstract: "Usuń wydania i ich teksty (zapisane artykuły zostają).",
    topicOption:
      "Temat do wydania (można powtarzać; domyślnie edition.topics z konfiguracji, inaczej wiadomości, świat, technologia).",
    feedsFlag: "Dodaj nieprzeczytane artykuły z subskrybowanych kanałów.",
    resumeFlag: "Wznów najnowsze niedokończone wydanie zamiast tworzyć nowe.",
    perTopic: "Artykułów na temat (1–100, domyślnie 10).",
    background: "Wróć od razu; pobieranie trwa w tle (postęp pokaże news edition list).",
    jobs: "Ile stron pobierać naraz (domyślnie 32; najwyżej 4 z jednego serwera).",
    idArgument: "Numer wydania z news edition list.",
    feedsPart: "kanały",
    name: { "Wydanie \($0)" },
    heading: { name, contents, date in "\(name): \(contents) · \(date)" },
    progress: { done, total, bytes, left in
      "Pobieranie: \(done)/\(total) \(polishArticles.form(for: total, in: .pl))"
        + (bytes.map { " · \($0)" } ?? "") + (left.map { " · zostało \($0)" } ?? "")
    },
    made: { id, articles, withText, bytes, seconds in
      "Wydanie \(id) gotowe: \(NumberText.integer(articles, in: .pl)) "
        + "\(polishArticles.form(for: articles, in: .pl)), \(withText) z pełnym tekstem "
        + "(\(bytes) tekstu, \(seconds)). Czytaj: news edition read \(id)."
    },
    madeIncomplete: { id, articles, withText, missing, bytes, seconds in
      "Wydanie \(id) jest niepełne: \(NumberText.integer(articles, in: .pl)) "
        + "\(polishArticles.form(for: articles, in: .pl)), \(withText) z pełnym tekstem "
        + "(\(bytes) tekstu, \(seconds)); brakuje jeszcze \(missing) "
        + PluralForms(one: "strony", few: "stron", many: "stron").form(for: missing, in: .pl)
        + ". Czytaj to, co jest: news edition read \(id)."
    },
    alreadyComplete: { "Wydanie \($0) jest kompletne: nie ma nic do pobrania." },
    stoppedByUser: {
      "Przerwano. Pobrane strony zostają; dokończ poleceniem news edition resume \($0)"
    },
    pagesFailed: { missing, total, id in
      "Nie udało się pobrać części stron (zawiodła sieć): \(missing) z \(total).\n"
        + "Gdy sieć wróci: news edition resume \(id)"
    },
    nothingToRead: "Nie ma z czego zrobić wydania: w kanałach nie ma nieprzeczytanych artykułów.",
    resuming: { id, missing in
      "Wznawiam wydanie \(id): do pobrania \(missing) \(polishPages.form(for: missing, in: .pl))."
    },
    inBackground: {
      "Wydanie \($0) pobiera się w tle; postęp pokaże news edition list."
    },
    alreadyRunning: {
      "Wydanie \($0) pobiera już inny proces news; postęp pokaże news edition list."
    },
    missingTopics: {
      "Nie udało się pobrać wiadomości z tematów: \($0.joined(separator: ", ")); wydanie powstało bez nich."
    },
    pruned: { ids in
      "Usunięto najstarsze wydania (\(ids.map(String.init).joined(separator: ", "))), "
        + "by biblioteka mieściła się w limitach."
    },
    deleted: { ids in
      "Usunięto \(ids.count == 1 ? "wydanie" : "wydania") \(ids.map(String.init).joined(separator: ", "))."
    },
    listHeading: "Wydania",
    noEditions: "Nie ma jeszcze wydań.",
    noEditionsHint: "Utwórz pierwsze: news edition make (z --background możesz dalej pracować).",
    counts: { articles, read, size in
      "\(NumberText.integer(articles, in: .pl)) \(polishArticles.form(for: articles, in: .pl)), "
        + "przeczytane: \(read), \(size)"
    },
    complete: "kompletne",
    downloading: { done, total in "pobieranie \(done)/\(total)" },
    interrupted: { done, total, id in
      "przerwane przy \(done)/\(total) (news edition resume \(id))"
    },
    incomplete: { done, total, id in
      "niepełne, pobrano \(done) z \(total) (news edition resume \(id) spróbuje pobrać resztę)"
    },
    withoutText: { "\($0) tylko ze streszczeniem" },
    summaryOnly: "tylko streszczenie",
    fullText: "Pełny tekst",
    pageFailed: "Nie udało się pobrać strony artykułu; pokazano streszczenie.",
    pageWithoutText: "Strona artykułu nie zawiera tekstu do czytania; pokazano streszczenie.",
    duration: { durationText($0, in: .pl) },
    size: { sizeText($0, in: .pl) }
  )
}
