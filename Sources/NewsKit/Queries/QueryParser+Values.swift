import Foundation

/// Values: `"quoted"` (a backslash keeps the next character in), numbers, ranges `a:b`.
extension QueryParser {
  mutating func value() throws(QueryProblem) -> QueryValue {
    let start = position
    guard let first = try scalarValue() else {
      throw QueryProblem(offset: start, expected: .value)
    }
    guard position < characters.count, characters[position] == ":" else { return first }
    position += 1
    guard let second = try scalarValue() else {
      throw QueryProblem(offset: position, expected: .value)
    }
    return .range(Self.text(of: first), Self.text(of: second))
  }

  static func text(of value: QueryValue) -> String {
    switch value {
    case .text(let text): return text
    case .number(let number): return String(number)
    case .range(let low, let high): return low + ":" + high
    }
  }

  /// A quoted string or a number, or nil when neither starts here.
  mutating func scalarValue() throws(QueryProblem) -> QueryValue? {
    guard position < characters.count else { return nil }
    if characters[position] == "\"" {
      let start = position
      position += 1
      var text = ""
      while position < characters.count, characters[position] != "\"" {
        if characters[position] == "\\", position + 1 < characters.count {
          text.append(characters[position])
          position += 1
        }
        text.append(characters[position])
        position += 1
      }
      guard position < characters.count else {
        throw QueryProblem(offset: start, expected: .value)
      }
      position += 1
      return .text(text)
    }
    let start = position
    if characters[position] == "-" { position += 1 }
    let digits = position
    while position < characters.count, ("0"..."9").contains(characters[position]) {
      position += 1
    }
    // Read whole, so that a number too long is said to be one (not "and or or expected").
    guard position - digits <= Self.maximumDigits else {
      throw QueryProblem(offset: start, expected: .shorterNumber(Self.maximumDigits))
    }
    guard let number = Int(String(characters[start..<position])) else {
      position = start
      return nil
    }
    return .number(number)
  }

  /// Refuses what no article could be compared by: a bad regular expression, `between`
  /// without a range (or a range elsewhere), a date that is not `YYYY-MM-DD`.
  static func check(
    _ attribute: QueryAttribute, _ comparison: QueryOperator, _ value: QueryValue, at offset: Int
  ) throws(QueryProblem) {
    switch (comparison, value) {
    case (.between, .range): break
    case (.between, _), (_, .range): throw QueryProblem(offset: offset, expected: .value)
    case (.matches, .text(let pattern)), (.notMatches, .text(let pattern)):
      do {
        _ = try QueryRegex(pattern)
      } catch {
        throw QueryProblem(offset: offset + 1 + error.offset, expected: .regex(error.kind))
      }
    case (.equal, .text(let text)), (.notEqual, .text(let text)),
      (.contains, .text(let text)), (.notContains, .text(let text)):
      // Matched as a regular expression of the text: one too long for that is refused here.
      let kind: Character = comparison == .equal || comparison == .notEqual ? "e" : "t"
      guard QueryTextMatch.compile(QueryTextMatch.pattern(kind, unescaped(text))) != nil else {
        throw QueryProblem(offset: offset, expected: .regex(.tooLarge))
      }
    default: break
    }
    if attribute == .date, ![.matches, .notMatches, .contains, .notContains].contains(comparison) {
      let texts: [String]
      switch value {
      case .range(let low, let high): texts = [low, high]
      case .text(let text): texts = [text]
      case .number: texts = [""]
      }
      guard texts.allSatisfy({ QueryDate.day($0) != nil }) else {
        // `0001-01-01` is a date, only not one an article can have.
        let outside = texts.allSatisfy { QueryDate.day($0) != nil || QueryDate.isDay($0) }
        throw QueryProblem(offset: offset, expected: outside ? .dateInRange : .date)
      }
    }
  }

  /// Text as typed, its backslashes taken out (`\"` is `"`): for everything but a regular
  /// expression, which reads its backslashes itself.
  static func unescaped(_ text: String) -> String {
    var out = ""
    var escaping = false
    for character in text {
      if !escaping && character == "\\" {
        escaping = true
        continue
      }
      escaping = false
      out.append(character)
    }
    return out
  }
}

/// Dates in queries: `YYYY-MM-DD`, a day in UTC.
enum QueryDate {
  static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }

  /// The years a day of a query may fall in.
  static let years = 1970...9999

  /// Whether a text is a day of the calendar as `YYYY-MM-DD`, in any year.
  static func isDay(_ text: String) -> Bool {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
      let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
      (1...12).contains(month), day >= 1
    else { return false }
    return day <= daysIn(month: month, year: year)
  }

  /// The first second of the day a text names, or nil.
  static func day(_ text: String) -> TimeInterval? {
    let parts = text.split(separator: "-")
    guard parts.count == 3, parts[0].count == 4, let year = Int(parts[0]),
      let month = Int(parts[1]), let day = Int(parts[2]), (1...12).contains(month),
      (1...31).contains(day), years.contains(year)
    else { return nil }
    guard day <= daysIn(month: month, year: year) else { return nil }
    // Days since 1970-01-01 of a civil date (H. Hinnant's days_from_civil).
    let shifted = month <= 2 ? year - 1 : year
    let era = shifted / 400
    let yearOfEra = shifted - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return TimeInterval((era * 146_097 + dayOfEra - 719_468) * 86_400)
  }
}
