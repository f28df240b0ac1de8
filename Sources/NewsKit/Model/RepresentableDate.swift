import Foundation

extension Date {
  /// Seconds since 1970 as a date, if it falls within the years 1 to 9999 (what ISO 8601 and
  /// the calendar code can write); nil otherwise, so a date from outside never overflows.
  public static func representable(secondsSince1970 seconds: Double) -> Date? {
    (-62_135_596_800...253_402_300_799).contains(seconds)
      ? Date(timeIntervalSince1970: seconds) : nil
  }
}
