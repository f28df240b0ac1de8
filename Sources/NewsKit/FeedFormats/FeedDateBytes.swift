import Foundation
import Localization
import TimeZones

/// `FeedDate.rfc822` read from ASCII bytes, by the same rules: the words between spaces and
/// commas, an optional weekday, day, month, year, time and zone. Equal to reading the text as
/// characters for every ASCII text (`FeedDateBytesTests` compares the two).
enum FeedDateBytes {
  /// The text's bytes with every run of white space made one space and none at either end;
  /// nil when the text is not ASCII (read as characters then).
  static func collapsed(_ text: String) -> [UInt8]? {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    var space = false
    for byte in text.utf8 {
      guard byte < 0x80 else { return nil }
      if byte == 0x20 || (0x09...0x0D).contains(byte) {
        space = !bytes.isEmpty
        continue
      }
      if space { bytes.append(0x20) }
      space = false
      bytes.append(byte)
    }
    return bytes
  }

  /// RFC 822 as `FeedDate.rfc822` reads it, from ASCII bytes.
  static func rfc822(_ bytes: [UInt8]) -> (date: Date, hasTime: Bool)? {
    var parts = words(bytes) { $0 == 0x20 || $0 == 0x2C || (0x09...0x0D).contains($0) }
    if let first = parts.first, integer(first) == nil { parts.removeFirst() }  // the weekday
    guard parts.count >= 4, let day = integer(parts[0]), let month = month(parts[1]),
      var year = integer(parts[2])
    else { return nil }
    if year < 100 { year += year < 50 ? 2000 : 1900 }
    let time = words(parts[3]) { $0 == UInt8(ascii: ":") }.map(integer)
    guard time.count >= 2, let hour = time[0], let minute = time[1] else { return nil }
    let second = time.count > 2 ? (time[2] ?? 0) : 0
    let civil = CivilTime(
      year: year, month: month + 1, day: day, hour: hour, minute: minute, second: min(second, 59))
    guard civil.isValid, (1...9999).contains(year) else { return nil }
    let zone =
      parts.count > 4
      ? commonZone(parts[4]) ?? FeedDate.zoneOffset(String(decoding: parts[4], as: UTF8.self)) : 0
    guard let minutes = zone else { return nil }
    let seconds = Double(civil.secondsSince1970 - minutes * 60)
    return Date.representable(secondsSince1970: seconds).map { ($0, true) }
  }

  /// `FeedDate.zoneOffset` of the zones most feeds write, read from the bytes: `GMT`, `UTC`,
  /// `UT` and `Z` in any case, and `+hhmm` or `-hhmm`; nil (rather than a nil offset) for any
  /// other, which `zoneOffset` reads (through a lower-cased String, 0.5 % of a first
  /// refresh's instructions). `FeedDateBytesTests` holds the two to the same offsets.
  static func commonZone(_ zone: ArraySlice<UInt8>) -> Int?? {
    let bytes = Array(zone.prefix(6))
    if bytes.count == 5, bytes[0] == UInt8(ascii: "+") || bytes[0] == UInt8(ascii: "-") {
      let digits = bytes[1...].map { Int($0) - 0x30 }
      guard digits.allSatisfy({ (0...9).contains($0) }) else { return nil }
      let (hours, minutes) = (digits[0] * 10 + digits[1], digits[2] * 10 + digits[3])
      guard hours <= 14, minutes <= 59 else { return .some(nil) }
      let offset = hours * 60 + minutes
      return .some(bytes[0] == UInt8(ascii: "-") ? -offset : offset)
    }
    let lowered = bytes.map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }
    switch lowered {
    case Array("gmt".utf8), Array("utc".utf8), Array("ut".utf8), Array("z".utf8): return .some(0)
    default: return nil
    }
  }

  /// The runs of bytes between separators, none empty (as `split` gives them).
  static func words<Bytes: Collection<UInt8>>(
    _ bytes: Bytes, separator: (UInt8) -> Bool
  ) -> [Bytes.SubSequence] {
    bytes.split(whereSeparator: separator)
  }

  /// A whole number as `Int(String)` reads one: an optional sign, then digits only; nil when it
  /// does not fit.
  static func integer<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Int? {
    var digits = bytes[...]
    var negative = false
    if let sign = digits.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
      negative = sign == UInt8(ascii: "-")
      digits = digits.dropFirst()
    }
    guard !digits.isEmpty else { return nil }
    // Summed below zero, where there is room for `Int.min`, as `Int("-9223372036854775808")`.
    var value = 0
    for byte in digits {
      guard (0x30...0x39).contains(byte) else { return nil }
      let (times, over) = value.multipliedReportingOverflow(by: 10)
      let (sum, carry) = times.subtractingReportingOverflow(Int(byte - 0x30))
      guard !over, !carry else { return nil }
      value = sum
    }
    if negative { return value }
    return value == Int.min ? nil : -value
  }

  /// A month's number from 0 by its first three letters, in any case.
  static func month<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Int? {
    let letters = bytes.prefix(3).map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 }
    return monthLetters.firstIndex(of: letters)
  }

  /// The months' names as bytes, made once: made for each date, up to twelve arrays a date
  /// were most of its reading.
  static let monthLetters = FeedDate.months.map { Array($0.utf8) }
}
