/// The texts of the article store: saved lists, details, notices.
public struct LibraryStrings: Sendable {
  /// The heading of `news saved`.
  public let savedHeading: String
  /// Said when nothing is saved.
  public let noSaved: String
  /// How to save something.
  public let noSavedHint: String
  /// The heading of `news search --offline`: receives the phrase.
  public let offlineSearchHeading: @Sendable (String) -> String
  /// Said when an offline search finds nothing.
  public let noStoredMatches: String
  /// Confirms a save: receives the title.
  public let savedConfirmation: @Sendable (String) -> String
  /// A file the article carries (`show`, the reader's details): its type and size in bytes,
  /// each when the feed gave it.
  public let enclosure: @Sendable (String?, Int?) -> String
  /// `news bookmark N`: handed to the bookmark command (the title).
  public let bookmarkedConfirmation: @Sendable (String) -> String
  /// Confirms an unsave: receives the title.
  public let unsavedConfirmation: @Sendable (String) -> String
  /// Confirms `mark-read`: how many articles were marked read.
  public let markedRead: @Sendable (Int) -> String
  /// Names the author in the details view.
  public let author: @Sendable (String) -> String
  /// How long the full text takes to read, in whole minutes (at least 1).
  public let readingTime: @Sendable (Int) -> String
  /// Marks a saved article in the details view: receives when.
  public let savedOn: @Sendable (String) -> String
  /// Said when no browser could be started, before the link.
  public let noBrowser: String
  /// Said once after a command that read around damaged values in the store: how many.
  public let damagedValues: @Sendable (Int) -> String
  /// Results come from the store because the network failed: receives how long ago.
  public let offlineNotice: @Sendable (String) -> String
  /// The store was damaged and moved: receives the new path.
  public let movedAside: @Sendable (String) -> String
  /// The store could not be used: receives its path.
  public let unavailable: @Sendable (String) -> String
  /// Another news kept the store locked: receives its path.
  public let busy: @Sendable (String) -> String
  /// The store can be read but not written: its path, and whether the disk is full.
  public let readOnly: @Sendable (String, Bool) -> String
  /// A write to the store failed and the list is not kept: its path, whether the disk is full.
  public let notWritten: @Sendable (String, Bool) -> String
  /// Another news kept the store busy writing for the whole wait: its path.
  public let keptByOther: @Sendable (String) -> String
  /// Warns that the configuration file with the key can be read by others: its path.
  public let keyReadableByOthers: @Sendable (String) -> String
  /// `NEWS_LANG` holds a language news does not speak: its value, and the language used.
  public let unknownLanguage: @Sendable (String, String) -> String
  /// `news config`: the key is set (and not shown).
  public let keySet: String
  /// `news config`: a setting not given (the key, the browser, the bookmark command).
  public let keyNotSet: String
  /// `news config`: there is no configuration file at the path shown.
  public let noConfigFile: String
  /// `news config`: the store is off.
  public let storeOff: String
  /// "just now".
  public let justNow: String
  /// So many minutes ago.
  public let minutesAgo: @Sendable (Int) -> String
  /// So many hours ago.
  public let hoursAgo: @Sendable (Int) -> String
  /// So many days ago.
  public let daysAgo: @Sendable (Int) -> String
}

extension StringTable {
  static let englishLibrary = LibraryStrings(
    savedHeading: "Saved articles",
    noSaved: "No saved articles yet.",
    noSavedHint: "Save one from a list with news save N.",
    offlineSearchHeading: { "Articles on this computer: “\($0)”" },
    noStoredMatches: "No article on this computer matches.",
    savedConfirmation: { "Saved: “\($0)”" },
    enclosure: { type, bytes in
      let parts = [type, bytes.map { StringTable.megabytes($0, in: .en) }].compactMap { $0 }
      return parts.isEmpty ? "Enclosure" : "Enclosure: " + parts.joined(separator: ", ")
    },
    bookmarkedConfirmation: { "Bookmarked: “\($0)”" },
    unsavedConfirmation: { "Removed from saved: “\($0)”" },
    markedRead: { count in
      "Marked \(NumberText.integer(count, in: .en)) "
        + "\(PluralForms(one: "article", other: "articles").form(for: count, in: .en)) read."
    },
    author: { "By \($0)" },
    readingTime: { "\($0) min read" },
    savedOn: { "Saved on \($0)" },
    noBrowser: "Could not open a browser; here is the link:",
    damagedValues: { count in
      (count == 1
        ? "1 value in the article store was damaged"
        : "\(NumberText.integer(count, in: .en)) values in the article store were damaged")
        + "; news read around them and kept the rest."
    },
    offlineNotice: { "Could not reach the news service; showing results saved \($0)." },
    movedAside: { "The article store was damaged; it was moved to \($0) and a new one started." },
    unavailable: { "Could not use the article store at \($0); going on without it." },
    busy: {
      "Another news is setting up the article store at \($0); going on without it this time."
    },
    readOnly: { path, full in
      (full ? "The disk is full" : "The article store at \(path) cannot be written")
        + ": lists are read from \(path) but not kept this time."
    },
    notWritten: { path, full in
      "Could not write to the article store at \(path)"
        + (full ? " (the disk is full)" : "") + "; this list is not kept."
    },
    keptByOther: {
      "Another news was writing to the article store at \($0) for 5 seconds (a refresh beside"
        + " this one?); this list is shown but not kept, the other's is."
    },
    keyReadableByOthers: {
      "\($0) holds your API key and other users can read it; run chmod 600 \($0)."
    },
    unknownLanguage: { value, used in
      "NEWS_LANG is “\(value)”, but news speaks pl or en; it uses \(used). Set NEWS_LANG to pl or en."
    },
    keySet: "set (hidden)",
    keyNotSet: "not set",
    noConfigFile: "(no file)",
    storeOff: "off (--no-store)",
    justNow: "just now",
    minutesAgo: {
      "\($0) \(PluralForms(one: "minute", other: "minutes").form(for: $0, in: .en)) ago"
    },
    hoursAgo: { "\($0) \(PluralForms(one: "hour", other: "hours").form(for: $0, in: .en)) ago" },
    daysAgo: { "\($0) \(PluralForms(one: "day", other: "days").form(for: $0, in: .en)) ago" }
  )

  static let polishLibrary = LibraryStrings(
    savedHeading: "Zapisane artykuły",
    noSaved: "Nie ma jeszcze zapisanych artykułów.",
    noSavedHint: "Zapisz artykuł z listy poleceniem news save N.",
    offlineSearchHeading: { "Artykuły na tym komputerze: „\($0)”" },
    noStoredMatches: "Żaden artykuł na tym komputerze nie pasuje.",
    savedConfirmation: { "Zapisano: „\($0)”" },
    enclosure: { type, bytes in
      let parts = [type, bytes.map { StringTable.megabytes($0, in: .pl) }].compactMap { $0 }
      return parts.isEmpty ? "Załącznik" : "Załącznik: " + parts.joined(separator: ", ")
    },
    bookmarkedConfirmation: { "Dodano zakładkę: „\($0)”" },
    unsavedConfirmation: { "Usunięto z zapisanych: „\($0)”" },
    markedRead: { count in
      "Oznaczono jako przeczytane: \(NumberText.integer(count, in: .pl)) "
        + polishArticles.form(for: count, in: .pl)
        + "."
    },
    author: { "Autor: \($0)" },
    readingTime: { "\($0) min czytania" },
    savedOn: { "Zapisano \($0)" },
    noBrowser: "Nie udało się otworzyć przeglądarki; oto link:",
    damagedValues: { count in
      let values = PluralForms(one: "wartość", few: "wartości", many: "wartości")
      let were = PluralForms(
        one: "była uszkodzona", few: "były uszkodzone", many: "było uszkodzonych")
      return "W bazie artykułów \(NumberText.integer(count, in: .pl)) "
        + values.form(for: count, in: .pl) + " " + were.form(for: count, in: .pl)
        + "; news odczytał resztę i ją zachował."
    },
    offlineNotice: { "Brak połączenia z serwisem; pokazuję wyniki pobrane \($0)." },
    movedAside: {
      "Lokalna baza artykułów była uszkodzona; przeniesiono ją do \($0) i założono nową."
    },
    unavailable: { "Nie można użyć lokalnej bazy artykułów \($0); news działa bez niej." },
    busy: {
      "Inny proces news zakłada właśnie lokalną bazę artykułów \($0); tym razem news działa bez niej."
    },
    readOnly: { path, full in
      (full ? "Dysk jest pełny" : "Do lokalnej bazy artykułów \(path) nie można pisać")
        + ": listy są odczytywane z \(path), ale tym razem nie zostaną zachowane."
    },
    notWritten: { path, full in
      "Nie udało się zapisać do lokalnej bazy artykułów \(path)"
        + (full ? " (dysk jest pełny)" : "") + "; ta lista nie zostanie zachowana."
    },
    keptByOther: {
      "Inny proces news zapisywał lokalną bazę artykułów \($0) przez 5 sekund (odświeżanie obok"
        + " tego?); ta lista jest pokazana, ale nie zostanie zachowana, tamta tak."
    },
    keyReadableByOthers: {
      "\($0) zawiera klucz API i mogą go czytać inni użytkownicy; uruchom chmod 600 \($0)."
    },
    unknownLanguage: { value, used in
      "NEWS_LANG ma wartość „\(value)”, a news mówi po polsku (pl) lub po angielsku (en); używa"
        + " \(used). Ustaw NEWS_LANG na pl lub en."
    },
    keySet: "ustawiony (ukryty)",
    keyNotSet: "nie ustawiono",
    noConfigFile: "(brak pliku)",
    storeOff: "wyłączona (--no-store)",
    justNow: "przed chwilą",
    minutesAgo: {
      "\($0) \(PluralForms(one: "minutę", few: "minuty", many: "minut").form(for: $0, in: .pl)) temu"
    },
    hoursAgo: {
      "\($0) \(PluralForms(one: "godzinę", few: "godziny", many: "godzin").form(for: $0, in: .pl)) temu"
    },
    daysAgo: {
      "\($0) \(PluralForms(one: "dzień", few: "dni", many: "dni").form(for: $0, in: .pl)) temu"
    }
  )
}

extension StringTable {
  /// A size in bytes as megabytes with one decimal: "24.3 MB", "24,3 MB".
  static func megabytes(_ bytes: Int, in language: Language) -> String {
    NumberText.decimal(Double(bytes) / 1_000_000, in: language) + " MB"
  }
}
