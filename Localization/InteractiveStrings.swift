/// The texts of the interactive mode.
public struct InteractiveStrings: Sendable {
  /// How to use the prompt.
  public let welcome: String
  /// The keys available under a list.
  public let listKeys: String
  /// How to pick a topic.
  public let pickTopic: String
  /// The first entry of the feed picker: every subscription at once.
  public let allFeeds: String
  /// How to pick a feed.
  public let pickFeed: String
  /// Said when the input means nothing here.
  public let notUnderstood: @Sendable (String) -> String
}

extension StringTable {
  static let englishInteractive = InteractiveStrings(
    welcome: "Type words to search · t topics · f feeds · l polski · q quit",
    listKeys:
      "n next · p previous · o N open · d N details · s N save · b back · t topics · f feeds"
      + " · l polski · q quit",
    pickTopic: "Topic number or name (b back):",
    allFeeds: "All subscriptions",
    pickFeed: "Feed number or name, 0 for all (b back):",
    notUnderstood: { "“\($0)” means nothing here." }
  )

  static let polishInteractive = InteractiveStrings(
    welcome: "Wpisz szukane słowa · t tematy · f kanały · l English · q zakończ",
    listKeys:
      "n następna strona · p poprzednia strona · o N otwórz · d N szczegóły · s N zapisz"
      + " · b nowe wyszukiwanie · t tematy · f kanały · l English · q zakończ",
    pickTopic: "Podaj numer lub nazwę tematu (b anuluj):",
    allFeeds: "Wszystkie subskrypcje",
    pickFeed: "Podaj numer lub nazwę kanału, 0 — wszystkie (b anuluj):",
    notUnderstood: { "Nie rozumiem polecenia „\($0)”." }
  )
}
