/// A POSIX TZ rule such as `CET-1CEST,M3.5.0,M10.5.0/3`: a standard offset and, optionally, a
/// daylight-saving offset with the moments it starts and ends each year.
///
/// POSIX writes offsets west of Greenwich as positive (`CET-1` is UTC+1); here they are kept as
/// seconds ahead of UTC. Start and end are `Mm.w.d` (day d of week w of month m, week 5 the
/// last), `Jn` (day n of the year, February 29 never counted) or `n` (day n from 0), each with
/// an optional local time that may be negative or past 24 hours (RFC 8536's extension).
struct PosixZoneRule: Sendable, Equatable {
  /// A day of the year a change happens on, and the local time of day, in seconds.
  enum Day: Sendable, Equatable {
    case monthWeekDay(month: Int, week: Int, weekday: Int)
    case julianNoLeap(Int)
    case zeroBased(Int)
  }

  struct Change: Sendable, Equatable {
    var day: Day
    var time: Int
  }

  var standard: Int
  var daylight: Int?
  var start: Change?
  var end: Change?

  /// The rule in `text`, or nil when it is not one.
  init?(_ text: String) {
    var scanner = RuleScanner(Array(text.utf8))
    guard scanner.name(), let standardOffset = scanner.offset() else { return nil }
    standard = -standardOffset
    if scanner.atEnd { return }
    guard scanner.name() else { return nil }
    daylight = scanner.peekComma ? standard + 3600 : scanner.offset().map { -$0 } ?? standard + 3600
    // Without dates, the US rule POSIX gives as the default.
    guard scanner.comma() else {
      start = Change(day: .monthWeekDay(month: 3, week: 2, weekday: 0), time: 7200)
      end = Change(day: .monthWeekDay(month: 11, week: 1, weekday: 0), time: 7200)
      return
    }
    guard let first = scanner.change(), scanner.comma(), let second = scanner.change(),
      scanner.atEnd
    else { return nil }
    start = first
    end = second
  }

  /// Seconds ahead of UTC at an instant.
  func offset(at instant: Int64) -> Int {
    guard let daylight, let start, let end else { return standard }
    let year = CivilTime(secondsSince1970: Int(instant) + standard).year
    // Start is given in standard time, end in daylight time.
    let begins = Self.instant(of: start, year: year) - standard
    let ends = Self.instant(of: end, year: year) - daylight
    let moment = Int(instant)
    let inDaylight =
      begins < ends ? (begins <= moment && moment < ends) : !(ends <= moment && moment < begins)
    return inDaylight ? daylight : standard
  }

  /// The local wall-clock moment, as seconds since 1970 read as UTC, of a change in a year.
  static func instant(of change: Change, year: Int) -> Int {
    let january1 = CivilTime(year: year, month: 1, day: 1).secondsSince1970 / 86_400
    let days: Int
    switch change.day {
    case .zeroBased(let day):
      days = january1 + day
    case .julianNoLeap(let day):
      days = january1 + day - 1 + (isLeap(year) && day >= 60 ? 1 : 0)
    case .monthWeekDay(let month, let week, let weekday):
      let first = CivilTime(year: year, month: month, day: 1).secondsSince1970 / 86_400
      // 1970-01-01 was a Thursday (4).
      let firstWeekday = ((first + 4) % 7 + 7) % 7
      var day = first + (weekday - firstWeekday + 7) % 7 + (week - 1) * 7
      let nextMonth =
        CivilTime(year: month == 12 ? year + 1 : year, month: month % 12 + 1, day: 1)
        .secondsSince1970 / 86_400
      while day >= nextMonth { day -= 7 }
      days = day
    }
    return days * 86_400 + change.time
  }

  static func isLeap(_ year: Int) -> Bool {
    year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
  }
}

/// Reads the parts of a POSIX TZ rule.
struct RuleScanner {
  let bytes: [UInt8]
  var index = 0

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  var atEnd: Bool { index >= bytes.count }
  var peekComma: Bool { !atEnd && bytes[index] == UInt8(ascii: ",") }

  /// A zone abbreviation: three or more letters, or anything between `<` and `>`.
  mutating func name() -> Bool {
    let start = index
    if !atEnd && bytes[index] == UInt8(ascii: "<") {
      guard let close = bytes[index...].firstIndex(of: UInt8(ascii: ">")) else { return false }
      index = close + 1
      return close - start > 1
    }
    while !atEnd
      && (bytes[index] | 0x20 >= UInt8(ascii: "a") && bytes[index] | 0x20 <= UInt8(ascii: "z"))
    {
      index += 1
    }
    return index - start >= 3
  }

  mutating func comma() -> Bool {
    guard peekComma else { return false }
    index += 1
    return true
  }

  /// `[+-]hh[:mm[:ss]]` as seconds.
  mutating func offset() -> Int? {
    var sign = 1
    if !atEnd && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")) {
      sign = bytes[index] == UInt8(ascii: "-") ? -1 : 1
      index += 1
    }
    guard let hours = number() else { return nil }
    var seconds = hours * 3600
    for scale in [60, 1] {
      guard !atEnd && bytes[index] == UInt8(ascii: ":") else { break }
      index += 1
      guard let part = number() else { return nil }
      seconds += part * scale
    }
    return sign * seconds
  }

  /// A change: `Mm.w.d`, `Jn` or `n`, with an optional `/time`.
  mutating func change() -> PosixZoneRule.Change? {
    let day: PosixZoneRule.Day
    if !atEnd && bytes[index] == UInt8(ascii: "M") {
      index += 1
      guard let month = number(), dot(), let week = number(), dot(), let weekday = number(),
        (1...12).contains(month), (1...5).contains(week), (0...6).contains(weekday)
      else { return nil }
      day = .monthWeekDay(month: month, week: week, weekday: weekday)
    } else if !atEnd && bytes[index] == UInt8(ascii: "J") {
      index += 1
      guard let number = number(), (1...365).contains(number) else { return nil }
      day = .julianNoLeap(number)
    } else {
      guard let number = number(), (0...365).contains(number) else { return nil }
      day = .zeroBased(number)
    }
    var time = 7200
    if !atEnd && bytes[index] == UInt8(ascii: "/") {
      index += 1
      guard let given = offset() else { return nil }
      time = given
    }
    return PosixZoneRule.Change(day: day, time: time)
  }

  mutating func dot() -> Bool {
    guard !atEnd && bytes[index] == UInt8(ascii: ".") else { return false }
    index += 1
    return true
  }

  /// Decimal digits.
  mutating func number() -> Int? {
    let start = index
    var value = 0
    while !atEnd, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9"),
      index - start < 6
    {
      value = value * 10 + Int(bytes[index] - UInt8(ascii: "0"))
      index += 1
    }
    return index > start ? value : nil
  }
}
