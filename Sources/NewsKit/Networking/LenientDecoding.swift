import Foundation

/// Reads JSON values whose types drift between API generations and years, never failing.
extension KeyedDecodingContainer {
  /// A string, number or boolean as text; nil when absent, null or of another shape.
  func lenientString(_ key: Key) -> String? {
    guard contains(key), (try? decodeNil(forKey: key)) == false else { return nil }
    if let text = try? decode(String.self, forKey: key) { return text }
    if let number = try? decode(Int.self, forKey: key) { return String(number) }
    if let number = try? decode(Double.self, forKey: key) { return String(number) }
    if let flag = try? decode(Bool.self, forKey: key) { return String(flag) }
    return nil
  }

  /// A whole number sent as a number or as a string ("9301"); nil otherwise.
  func lenientInt(_ key: Key) -> Int? {
    guard contains(key), (try? decodeNil(forKey: key)) == false else { return nil }
    if let number = try? decode(Int.self, forKey: key) { return number }
    if let number = try? decode(Double.self, forKey: key), number.isFinite,
      abs(number) < 1e15
    {
      return Int(number)
    }
    if let text = try? decode(String.self, forKey: key) {
      return Int(text.trimmingCharacters(in: .whitespaces))
    }
    return nil
  }

  /// A list of names sent as an array of strings or as one comma-joined string.
  func lenientList(_ key: Key) -> [String] {
    guard contains(key), (try? decodeNil(forKey: key)) == false else { return [] }
    if let items = try? decode([LenientText].self, forKey: key) {
      return items.compactMap(\.text)
    }
    if let text = try? decode(String.self, forKey: key) {
      return text.split(separator: ",").map(String.init)
    }
    return []
  }
}

/// One element of a list that may hold strings, numbers, nulls or anything else.
struct LenientText: Decodable {
  let text: String?

  init(from decoder: Decoder) throws {
    let container = try? decoder.singleValueContainer()
    text =
      (try? container?.decode(String.self))
      ?? (try? container?.decode(Int.self)).map { String($0) }
  }
}
