import Foundation
import Localization
import TimeZones

/// Reads the dates feeds carry: RFC 822/2822 (RSS) with the usual real-world variants, and
/// RFC 3339 (Atom).
///
/// RFC 822 as found in feeds: with or without the weekday, one- or two-digit days, two- or
/// four-digit years, with or without seconds, and a zone that is numeric (`+0200`, `-05:00`,
/// `+530` for +5:30), named (`GMT`, `EST`, the obsolete short names `ET`, `CT`, `MT`, `PT`,
/// `AT`, European `CET`, `MET`, `MEST`, …), or both (`GMT+0200`). An unknown name is read as UTC,
/// as RFC 2822 says of unknown zones; an impossible offset (beyond ±14 hours, minutes past 59)
/// or a date outside the years 1–9999 makes the date unreadable (nil), never a shifted one.
enum FeedDate {
  static let months = [
    "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec",
  ]
  /// Zone names and their offsets in minutes.
  static let zones: [String: Int] = [
    "gmt": 0, "ut": 0, "utc": 0, "z": 0, "wet": 0,
    "est": -300, "edt": -240, "et": -300, "cst": -360, "cdt": -300, "ct": -360,
    "mst": -420, "mdt": -360, "mt": -420, "pst": -480, "pdt": -420, "pt": -480,
    "ast": -240, "adt": -180, "at": -240, "akst": -540, "akdt": -480, "hst": -600,
    "cet": 60, "cest": 120, "met": 60, "mest": 120, "mez": 60, "mesz": 120, "bst": 60,
    "ist": 330, "eet": 120, "eest": 180, "msk": 180, "jst": 540, "kst": 540, "aest": 600,
    "aedt": 660, "nzst": 720, "nzdt": 780, "west": 60,
  ]

  static func parse(_ text: String) -> (date: Date, hasTime: Bool)? {
    // Feeds' dates are ASCII: read as bytes, without Unicode's character tables (reading them
    // as characters was 7 % of a refresh's time).
    if let bytes = FeedDateBytes.collapsed(text) {
      return PublishedDate.iso8601(String(decoding: bytes, as: UTF8.self))
        ?? FeedDateBytes.rfc822(bytes)
    }
    return PublishedDate.parse(text.split(whereSeparator: \.isWhitespace).joined(separator: " "))
  }

  /// RFC 822/2822 with the real-world variants above; nil for anything else.
  static func rfc822(_ text: String) -> (date: Date, hasTime: Bool)? {
    if let bytes = FeedDateBytes.collapsed(text) { return FeedDateBytes.rfc822(bytes) }
    return rfc822Characters(text)
  }

  /// `rfc822` read as characters: any text, ASCII or not.
  static func rfc822Characters(_ text: String) -> (date: Date, hasTime: Bool)? {
    let trimmed = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    var parts = trimmed.split { $0 == " " || $0 == "," }.map(String.init)
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
    guard civil.isValid, (1...9999).contains(year) else { return nil }
    guard let minutes = parts.count > 4 ? zoneOffset(parts[4]) : 0 else { return nil }
    let seconds = Double(civil.secondsSince1970 - minutes * 60)
    return Date.representable(secondsSince1970: seconds).map { ($0, true) }
  }

  /// Minutes east of UTC for a zone as written: a name, a numeric offset, or a name followed by
  /// an offset (`GMT+0200`). Nil for an offset no place on Earth has.
  static func zoneOffset(_ zone: String) -> Int? {
    let lowered = zone.lowercased()
    let name = lowered.prefix { $0.isLetter }
    let rest = lowered.dropFirst(name.count)
    if rest.isEmpty {
      return zones[String(name)] ?? 0
    }
    guard let sign = rest.first, sign == "+" || sign == "-" else { return 0 }
    let base = name.isEmpty ? 0 : (zones[String(name)] ?? 0)
    let digits = rest.dropFirst().filter { $0 != ":" }
    // ASCII digits only: `Character.isNumber` also says yes to `٠٢` and `²`, which `Int` refuses.
    guard !digits.isEmpty, digits.count <= 4, digits.allSatisfy({ $0.isASCII && $0.isNumber })
    else { return nil }
    let split = digits.count <= 2 ? digits.count : digits.count - 2
    guard let hours = Int(digits.prefix(split)), let minutes = Int("0" + digits.dropFirst(split))
    else { return nil }
    guard hours <= 14, minutes <= 59 else { return nil }
    return base + (sign == "-" ? -1 : 1) * (hours * 60 + minutes)
  }
}
