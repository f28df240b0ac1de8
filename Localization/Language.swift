/// A language `news` can speak: it sets both the interface and the articles asked for.
public enum Language: String, CaseIterable, Sendable {
  /// Polish.
  case pl
  /// English.
  case en

  /// Reads a language code such as `pl`, `EN` or `pl_PL.UTF-8`; nil for anything else.
  public init?(code: String) {
    let lowered = code.lowercased()
    if lowered == "pl" || lowered.hasPrefix("pl_") || lowered.hasPrefix("pl-")
      || lowered.hasPrefix("pl.")
    {
      self = .pl
    } else if lowered == "en" || lowered.hasPrefix("en_") || lowered.hasPrefix("en-")
      || lowered.hasPrefix("en.")
    {
      self = .en
    } else {
      return nil
    }
  }

  /// The string table for this language.
  ///
  /// Lent, not copied: the table holds hundreds of strings and closures, and a copy retains and
  /// releases every one of them at each `language.strings.x` (measured: a few milliseconds a
  /// run as the tables grew).
  public var strings: StringTable {
    _read {
      switch self {
      case .pl: yield StringTable.polish
      case .en: yield StringTable.english
      }
    }
  }
}
