/// A calendar date and wall-clock time in the proleptic Gregorian calendar.
///
/// Converts to and from seconds since 1970 with Howard Hinnant's days-from-civil algorithm, which
/// is exact for every year and needs neither Calendar nor ICU.
public struct CivilTime: Equatable, Sendable {
  public var year: Int
  public var month: Int
  public var day: Int
  public var hour: Int
  public var minute: Int
  public var second: Int

  /// A date and time from its parts.
  public init(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0) {
    self.year = year
    self.month = month
    self.day = day
    self.hour = hour
    self.minute = minute
    self.second = second
  }

  /// The wall-clock time that many seconds after 1970-01-01 00:00:00.
  public init(secondsSince1970 seconds: Int) {
    let days = Self.floorDivide(seconds, 86_400)
    let secondOfDay = seconds - days * 86_400
    let z = days + 719_468
    let era = Self.floorDivide(z, 146_097)
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let shiftedMonth = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
    let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    self.init(
      year: year, month: month, day: day, hour: secondOfDay / 3600,
      minute: secondOfDay % 3600 / 60, second: secondOfDay % 60)
  }

  /// Seconds since 1970-01-01 00:00:00 for this wall-clock time read as UTC.
  public var secondsSince1970: Int {
    let y = month <= 2 ? year - 1 : year
    let era = Self.floorDivide(y, 400)
    let yearOfEra = y - era * 400
    let shiftedMonth = month > 2 ? month - 3 : month + 9
    let dayOfYear = (153 * shiftedMonth + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    let days = era * 146_097 + dayOfEra - 719_468
    return days * 86_400 + hour * 3600 + minute * 60 + second
  }

  /// Whether the parts name a real calendar date and time in the years 1–9999 (outside them
  /// the seconds could overflow: a date from outside data is then unreadable, never a trap).
  public var isValid: Bool {
    guard (1...9999).contains(year), (1...12).contains(month), day >= 1, (0...23).contains(hour),
      (0...59).contains(minute),
      (0...60).contains(second)
    else { return false }
    let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    let lengths = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    return day <= lengths[month - 1]
  }

  static func floorDivide(_ a: Int, _ b: Int) -> Int {
    a >= 0 ? a / b : (a - b + 1) / b
  }
}
