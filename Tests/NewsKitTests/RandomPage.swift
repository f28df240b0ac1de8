import TestSupport

/// Random valid JSON shaped like Newscatcher pages of every generation and their slips:
/// numbers as strings, nulls, nested values, repeated and escaped keys, any order.
struct RandomPage {
  var random: SeededGenerator

  static let envelopeKeys = [
    "status", "message", "detail", "error_code", "status_code", "total_hits", "page",
    "articles", "user_input", "meta",
  ]
  static let articleKeys = [
    "title", "summary", "excerpt", "description", "content", "published_date",
    "published_date_precision", "clean_url", "domain_url", "full_domain_url", "name_source",
    "rights", "link", "author", "authors", "language", "topic", "theme", "media", "rank", "_id",
  ]
  static let numbers = [
    "0", "-0", "7", "-12", "9301", "1.0", "2.5", "-3.75", "1e3", "1E2", "2.5e-3", "0.1",
    "12345678901234567890", "-9223372036854775808", "9223372036854775807", "1e15", "1.5e300",
    "123456789012.5", "4.0e1",
  ]
  static let pieces = [
    "Elon", " Musk", "Łódź", "é", "😀", ",", " ", #"\""#, #"\\"#, #"\/"#, #"\n"#, #"\t"#,
    #"\u00e9"#, #"\ud83d\ude00"#, #"\u0000"#, #"\u001b[31m"#, "2025-07-15 14:05:00", "]}",
  ]

  init(random: SeededGenerator) {
    self.random = random
  }

  /// A whole document: mostly an envelope, sometimes another shape.
  mutating func document() -> String {
    chance(0.9) ? object(keys: Self.envelopeKeys, value: { $0.envelopeValue($1) }) : value(depth: 1)
  }

  mutating func envelopeValue(_ key: String) -> String {
    guard key == "articles" else { return value(depth: 2) }
    if chance(0.85) {
      let count = Int.random(in: 0...12, using: &random)
      return "[" + (0..<count).map { _ in element() }.joined(separator: "," + space()) + "]"
    }
    return chance(0.4) ? "null" : value(depth: 2)
  }

  mutating func element() -> String {
    chance(0.85) ? object(keys: Self.articleKeys, value: { $0.articleValue($1) }) : value(depth: 2)
  }

  mutating func articleValue(_ key: String) -> String {
    if key == "authors", chance(0.6) {
      let count = Int.random(in: 0...4, using: &random)
      return "[" + (0..<count).map { _ in value(depth: 3) }.joined(separator: ",") + "]"
    }
    return chance(0.7) ? string() : value(depth: 2)
  }

  /// An object of some of `keys` in any order, now and then one repeated or escaped.
  mutating func object(keys: [String], value: (inout Self, String) -> String) -> String {
    var chosen = keys.filter { _ in chance(0.6) }.shuffled(using: &random)
    if let again = chosen.randomElement(using: &random), chance(0.1) {
      chosen.insert(again, at: Int.random(in: 0...chosen.count, using: &random))
    }
    let members = chosen.map { key in
      let name =
        chance(0.05) ? #"\u00"# + String(key.utf8.first!, radix: 16) + key.dropFirst() : key
      return "\"\(name)\"" + space() + ":" + space() + value(&self, key)
    }
    return "{" + space() + members.joined(separator: "," + space()) + space() + "}"
  }

  /// Any JSON value, nesting no deeper than 4.
  mutating func value(depth: Int) -> String {
    switch Int.random(in: 0..<(depth < 4 ? 8 : 6), using: &random) {
    case 0, 1: return string()
    case 2: return Self.numbers.randomElement(using: &random)!
    case 3: return chance(0.5) ? "true" : "false"
    case 4, 5: return "null"
    case 6:
      let count = Int.random(in: 0...3, using: &random)
      return "[" + (0..<count).map { _ in value(depth: depth + 1) }.joined(separator: ",") + "]"
    default:
      return object(keys: ["a", "b", "title"]) { page, _ in page.value(depth: depth + 1) }
    }
  }

  mutating func string() -> String {
    let count = Int.random(in: 0...6, using: &random)
    return "\"" + (0..<count).map { _ in Self.pieces.randomElement(using: &random)! }.joined()
      + "\""
  }

  mutating func space() -> String {
    ["", "", " ", "\n  "].randomElement(using: &random)!
  }

  mutating func chance(_ probability: Double) -> Bool {
    Double.random(in: 0..<1, using: &random) < probability
  }
}
