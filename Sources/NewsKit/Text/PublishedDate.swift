import Foundation
import Localization
import TimeZones

/// Reads the publication dates the APIs send.
///
/// Newscatcher sends `yyyy-MM-dd HH:mm:ss` in UTC with no zone marker; other sources and later
/// generations send ISO 8601 (`2020-12-30T17:04:22Z`, with fractions or an offset such as
/// `+02:00`); some send only a day; some pass on their sources' RSS dates (RFC 822, `Wed, 02 Oct
/// 2002 13:00:00 GMT`). A date that cannot be read is nil, never an error.
public enum PublishedDate {
  /// The instant and whether it carries a time of day: ISO 8601 and its relatives, else
  /// RFC 822 as feeds write it.
  public static func parse(_ text: String) -> (date: Date, hasTime: Bool)? {
    iso8601(text) ?? FeedDate.rfc822(text)
  }

  /// ISO 8601, Newscatcher's `yyyy-MM-dd HH:mm:ss`, or a day alone.
  static func iso8601(_ text: String) -> (date: Date, hasTime: Bool)? {
    var bytes = Array(text.utf8)
    while bytes.last == 0x20 { bytes.removeLast() }
    if let first = bytes.firstIndex(where: { $0 != 0x20 }) { bytes.removeFirst(first) }
    var reader = DigitReader(bytes: bytes)
    guard let year = reader.number(digits: 4), reader.skip("-"),
      let month = reader.number(digits: 2), reader.skip("-"),
      let day = reader.number(digits: 2)
    else { return nil }
    var civil = CivilTime(year: year, month: month, day: day)
    guard !reader.atEnd else {
      return civil.isValid ? date(civil, offset: 0).map { ($0, false) } : nil
    }
    guard reader.skip("T") || reader.skip("t") || reader.skip(" "),
      let hour = reader.number(digits: 2), reader.skip(":"),
      let minute = reader.number(digits: 2)
    else { return nil }
    civil.hour = hour
    civil.minute = minute
    if reader.skip(":") {
      guard let second = reader.number(digits: 2) else { return nil }
      civil.second = min(second, 59)
    }
    if reader.skip(".") || reader.skip(",") {
      while reader.digit() != nil {}
    }
    guard let offset = reader.zoneOffset(), reader.atEnd, civil.isValid else { return nil }
    return date(civil, offset: offset).map { ($0, true) }
  }

  /// The date, if it falls within the years 1–9999 once the offset is applied.
  static func date(_ civil: CivilTime, offset: Int) -> Date? {
    Date.representable(secondsSince1970: TimeInterval(civil.secondsSince1970 - offset))
  }
}

/// Reads fixed-width numbers and markers from ASCII bytes.
struct DigitReader {
  let bytes: [UInt8]
  var position = 0

  var atEnd: Bool { position >= bytes.count }

  mutating func skip(_ character: Character) -> Bool {
    guard !atEnd, let ascii = character.asciiValue, bytes[position] == ascii else { return false }
    position += 1
    return true
  }

  mutating func digit() -> Int? {
    guard !atEnd, (48...57).contains(bytes[position]) else { return nil }
    position += 1
    return Int(bytes[position - 1] - 48)
  }

  mutating func number(digits: Int) -> Int? {
    var value = 0
    for _ in 0..<digits {
      guard let next = digit() else { return nil }
      value = value * 10 + next
    }
    return value
  }

  /// Seconds east of UTC from `Z`, `+HH:MM`, `+HHMM`, `+HH`, ` UTC`, or nothing (UTC).
  mutating func zoneOffset() -> Int? {
    if atEnd || skip("Z") || skip("z") { return 0 }
    _ = skip(" ")
    let rest = String(decoding: bytes[position...], as: UTF8.self)
    if rest == "UTC" || rest == "GMT" {
      position = bytes.count
      return 0
    }
    let sign: Int
    if skip("+") {
      sign = 1
    } else if skip("-") {
      sign = -1
    } else {
      return nil
    }
    guard let hours = number(digits: 2) else { return nil }
    _ = skip(":")
    let minutes = atEnd ? 0 : (number(digits: 2) ?? 0)
    // No place is more than 14 hours from UTC; anything else is a broken date, not a shift.
    guard hours <= 14, minutes <= 59 else { return nil }
    return sign * (hours * 3600 + minutes * 60)
  }
}
