import Foundation
import Localization

/// Reads the dates feeds carry: RFC 822 (RSS) with the usual real-world variants, and RFC 3339
/// (Atom).
///
/// RFC 822 as found in feeds: with or without the weekday, one- or two-digit days, with or
/// without seconds, a numeric zone (`+0200`, `-05:00`) or a named one (`GMT`, `UT`, `Z`, `EST`,
/// `PDT`, …); an unknown zone name is read as UTC.
enum FeedDate {
  static let months = [
    "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec",
  ]
  static let zones: [String: Int] = [
    "gmt": 0, "ut": 0, "utc": 0, "z": 0, "est": -5, "edt": -4, "cst": -6, "cdt": -5,
    "mst": -7, "mdt": -6, "pst": -8, "pdt": -7, "cet": 1, "cest": 2, "bst": 1,
  ]

  static func parse(_ text: String) -> (date: Date, hasTime: Bool)? {
    let trimmed = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    if let iso = PublishedDate.parse(trimmed) { return iso }
    var parts = trimmed.replacingOccurrences(of: ",", with: " ")
      .split(separator: " ").map(String.init)
    if let first = parts.first, Int(first) == nil { parts.removeFirst() }  // the weekday
    guard parts.count >= 4, let day = Int(parts[0]),
      let month = months.firstIndex(of: String(parts[1].lowercased().prefix(3))),
      var year = Int(parts[2])
    else { return nil }
    if year < 100 { year += year < 50 ? 2000 : 1900 }
    let time = parts[3].split(separator: ":").map { Int($0) }
    guard time.count >= 2, let hour = time[0], let minute = time[1] else { return nil }
    let second = time.count > 2 ? (time[2] ?? 0) : 0
    let civil = CivilTime(
      year: year, month: month + 1, day: day, hour: hour, minute: minute, second: min(second, 59))
    guard civil.isValid else { return nil }
    let offset = parts.count > 4 ? zoneOffset(parts[4]) : 0
    return (Date(timeIntervalSince1970: TimeInterval(civil.secondsSince1970 - offset)), true)
  }

  /// Seconds east of UTC for `+0200`, `-05:00`, or a zone name.
  static func zoneOffset(_ zone: String) -> Int {
    if let hours = zones[zone.lowercased()] { return hours * 3600 }
    let digits = zone.filter(\.isNumber)
    guard let sign = zone.first, sign == "+" || sign == "-", digits.count >= 2,
      let hours = Int(digits.prefix(2))
    else { return 0 }
    let minutes = digits.count >= 4 ? Int(digits.dropFirst(2).prefix(2)) ?? 0 : 0
    return (sign == "-" ? -1 : 1) * (hours * 3600 + minutes * 60)
  }
}
