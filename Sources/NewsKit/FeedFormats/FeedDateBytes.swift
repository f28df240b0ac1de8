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

  /// RFC 822 as `FeedDate.rfc822` reads it, from ASCII bytes. The words are found one by one
  /// in place: split into arrays, with a zone and a month made into arrays to compare, a date
  /// took 10,000 instructions and ten allocations, 3 % of a first refresh.
  static func rfc822(_ bytes: [UInt8]) -> (date: Date, hasTime: Bool)? {
    bytes.withUnsafeBufferPointer { bytes in
      var words = Words(bytes: bytes) { $0 == 0x20 || $0 == 0x2C || (0x09...0x0D).contains($0) }
      var first = words.next()
      if let word = first, integer(word) == nil { first = words.next() }  // the weekday
      guard let dayWord = first, let monthWord = words.next(), let yearWord = words.next(),
        let timeWord = words.next(), let day = integer(dayWord), let month = month(monthWord),
        var year = integer(yearWord)
      else { return nil }
      if year < 100 { year += year < 50 ? 2000 : 1900 }
      var fields = Words(bytes: UnsafeBufferPointer(rebasing: timeWord)) { $0 == UInt8(ascii: ":") }
      guard let hourWord = fields.next(), let minuteWord = fields.next(),
        let hour = integer(hourWord), let minute = integer(minuteWord)
      else { return nil }
      let second = fields.next().map { integer($0) ?? 0 } ?? 0
      let civil = CivilTime(
        year: year, month: month + 1, day: day, hour: hour, minute: minute, second: min(second, 59))
      guard civil.isValid, (1...9999).contains(year) else { return nil }
      let zone =
        words.next().map { word in
          commonZone(word) ?? FeedDate.zoneOffset(String(decoding: word, as: UTF8.self))
        } ?? 0
      guard let minutes = zone else { return nil }
      let seconds = Double(civil.secondsSince1970 - minutes * 60)
      return Date.representable(secondsSince1970: seconds).map { ($0, true) }
    }
  }

  /// The runs of bytes between separators, none empty (as `split` gives them), one at a time.
  struct Words {
    let bytes: UnsafeBufferPointer<UInt8>
    let isSeparator: (UInt8) -> Bool
    var position = 0

    init(bytes: UnsafeBufferPointer<UInt8>, separator: @escaping (UInt8) -> Bool) {
      self.bytes = bytes
      self.isSeparator = separator
    }

    mutating func next() -> Slice<UnsafeBufferPointer<UInt8>>? {
      while position < bytes.count, isSeparator(bytes[position]) { position += 1 }
      guard position < bytes.count else { return nil }
      let start = position
      while position < bytes.count, !isSeparator(bytes[position]) { position += 1 }
      return bytes[start..<position]
    }
  }

  /// `FeedDate.zoneOffset` of the zones most feeds write, read from the bytes: `GMT`, `UTC`,
  /// `UT` and `Z` in any case, and `+hhmm` or `-hhmm`; nil (rather than a nil offset) for any
  /// other, which `zoneOffset` reads (through a lower-cased String, 0.5 % of a first
  /// refresh's instructions). `FeedDateBytesTests` holds the two to the same offsets.
  static func commonZone<Bytes: Collection<UInt8>>(_ zone: Bytes) -> Int?? {
    var bytes = zone.makeIterator()
    guard let first = zone.first else { return nil }
    if zone.count == 5, first == UInt8(ascii: "+") || first == UInt8(ascii: "-") {
      var offset = 0
      _ = bytes.next()
      while let byte = bytes.next() {
        guard (0x30...0x39).contains(byte) else { return nil }
        offset = offset * 10 + Int(byte - 0x30)
      }
      let (hours, minutes) = offset.quotientAndRemainder(dividingBy: 100)
      guard hours <= 14, minutes <= 59 else { return .some(nil) }
      let total = hours * 60 + minutes
      return .some(first == UInt8(ascii: "-") ? -total : total)
    }
    // The names are three bytes at most: lower-cased, packed in one number with their count.
    var packed: UInt32 = 0
    var count: UInt32 = 0
    while let byte = bytes.next() {
      count += 1
      guard count <= 3 else { return nil }
      packed = packed << 8 | UInt32((0x41...0x5A).contains(byte) ? byte | 0x20 : byte)
    }
    return commonZoneNames.contains(packed | count << 24) ? .some(0) : nil
  }

  /// `gmt`, `utc`, `ut` and `z`, each packed as `commonZone` packs a zone's bytes.
  static let commonZoneNames: [UInt32] = ["gmt", "utc", "ut", "z"].map { name in
    name.utf8.reduce(0) { $0 << 8 | UInt32($1) } | UInt32(name.utf8.count) << 24
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
    var packed: UInt32 = 0
    for byte in bytes.prefix(3) {
      packed = packed << 8 | UInt32((0x41...0x5A).contains(byte) ? byte + 0x20 : byte)
    }
    return monthLetters.firstIndex(of: packed)
  }

  /// The months' names, each three letters packed in one number as `month` packs a word's.
  static let monthLetters: [UInt32] = FeedDate.months.map { name in
    name.utf8.reduce(0) { $0 << 8 | UInt32($1) }
  }
}
