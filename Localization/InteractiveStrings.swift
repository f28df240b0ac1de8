/// The texts of the interactive mode.
public struct InteractiveStrings: Sendable {
  /// How to use the prompt.
  public let welcome: String
  /// The keys available under a list.
  public let listKeys: String
  /// How to pick a topic.
  public let pickTopic: String
  /// Said when the input means nothing here.
  public let notUnderstood: @Sendable (String) -> String
}

extension StringTable {
  static let englishInteractive = InteractiveStrings(
    welcome: "Type words to search · t topics · l polski · q quit",
    listKeys:
      "n next · p previous · o N open · s N show · w N save · b back · t topics · l polski"
      + " · q quit",
    pickTopic: "Topic number or name (b back):",
    notUnderstood: { "“\($0)” means nothing here." }
  )

  static let polishInteractive = InteractiveStrings(
    welcome: "Wpisz słowa, aby szukać · t tematy · l English · q wyjście",
    listKeys:
      "n dalej · p wstecz · o N otwórz · s N pokaż · w N zapisz · b powrót · t tematy · l English"
      + " · q wyjście",
    pickTopic: "Numer lub nazwa tematu (b powrót):",
    notUnderstood: { "„\($0)” nic tu nie znaczy." }
  )
}
