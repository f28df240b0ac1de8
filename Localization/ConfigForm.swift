/// What a setting of the configuration file takes, for the sentence that says how to write it.
public enum ConfigForm: Sendable, Equatable {
  /// A whole number in a range, without quotes.
  case wholeNumber(ClosedRange<Int>)
  /// A number of seconds above 0 (a fraction allowed), without quotes.
  case seconds
  /// One of these words, in quotes.
  case oneOf([String])
  /// A list of these words (the topics), each in quotes, in brackets.
  case list([String])
  /// Any text in quotes, such as the example.
  case text(example: String)
  /// `true` or `false`, without quotes.
  case boolean

  /// A value that makes an example: 10 where the range has it.
  static func example(_ range: ClosedRange<Int>) -> Int {
    Swift.min(Swift.max(10, range.lowerBound), range.upperBound)
  }
}

/// What a line of the configuration file gave a setting.
public enum ConfigWritten: Sendable, Equatable {
  /// Text in quotes.
  case text
  /// A number, without quotes.
  case number
  /// A list in brackets.
  case list
  /// `true` or `false`, without quotes.
  case boolean
}

/// How each language says what a setting takes: "Give …, e.g. key = …".
enum ConfigFormWords {
  static func english(_ key: String, _ form: ConfigForm) -> String {
    switch form {
    case .wholeNumber(let range):
      return "Give a whole number from \(NumberText.integer(range.lowerBound, in: .en)) to"
        + " \(NumberText.integer(range.upperBound, in: .en)), without quotes,"
        + " e.g. \(key) = \(ConfigForm.example(range))"
    case .seconds:
      return "Give a number of seconds above 0, without quotes, e.g. \(key) = 30"
    case .oneOf(let values):
      return "Give one of: \(values.joined(separator: ", ")), in quotes,"
        + " e.g. \(key) = \"\(values.first ?? "")\""
    case .list(let values):
      return "Give a list of topics, each in quotes (\(values.joined(separator: ", "))),"
        + " e.g. \(key) = [\"\(values.first ?? "")\", \"\(values.dropFirst().first ?? "")\"]"
    case .text(let example):
      return "Give text in quotes, e.g. \(key) = \"\(example)\""
    case .boolean:
      return "Give true or false, without quotes, e.g. \(key) = false"
    }
  }

  static func polish(_ key: String, _ form: ConfigForm) -> String {
    switch form {
    case .wholeNumber(let range):
      return "Podaj liczbę całkowitą od \(NumberText.integer(range.lowerBound, in: .pl)) do"
        + " \(NumberText.integer(range.upperBound, in: .pl)), bez cudzysłowu,"
        + " np. \(key) = \(ConfigForm.example(range))"
    case .seconds:
      return "Podaj liczbę sekund większą od 0, bez cudzysłowu, np. \(key) = 30"
    case .oneOf(let values):
      return "Podaj jedną z wartości: \(values.joined(separator: ", ")), w cudzysłowie,"
        + " np. \(key) = \"\(values.first ?? "")\""
    case .list(let values):
      return "Podaj listę tematów, każdy w cudzysłowie (\(values.joined(separator: ", "))),"
        + " np. \(key) = [\"\(values.first ?? "")\", \"\(values.dropFirst().first ?? "")\"]"
    case .text(let example):
      return "Podaj tekst w cudzysłowie, np. \(key) = \"\(example)\""
    case .boolean:
      return "Podaj true albo false, bez cudzysłowu, np. \(key) = false"
    }
  }
}
