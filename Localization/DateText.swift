import Foundation
import TimeZones

/// Formats an article's publication date for people, in the user's time zone.
///
/// English reads "30 Dec 2020, 17:04", Polish "30 grudnia 2020, 17:04". When the API says only
/// the day is known, the time is left out. The month names live here rather than in ICU so that
/// the output never depends on which locales a machine has.
public enum DateText {
  static let englishMonths = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
  ]
  static let polishMonths = [
    "stycznia", "lutego", "marca", "kwietnia", "maja", "czerwca", "lipca", "sierpnia",
    "września", "października", "listopada", "grudnia",
  ]

  static let polishShortMonths = [
    "sty", "lut", "mar", "kwi", "maj", "cze", "lip", "sie", "wrz", "paź", "lis", "gru",
  ]

  /// The day and the month's short name ("15 Jul", "15 lip"), for a list one line per article;
  /// a date of another year than `now`'s gives the month and the year instead ("Jul 2024"), so
  /// a date never passes for this year's.
  public static func short(
    _ date: Date, includesTime: Bool, in language: Language, timeZone: ZoneRules, now: Date
  ) -> String {
    let civil = local(date, includesTime: includesTime, timeZone: timeZone)
    let months = language == .pl ? polishShortMonths : englishMonths
    let thisYear = local(now, includesTime: true, timeZone: timeZone).year
    guard civil.year == thisYear else { return "\(months[civil.month - 1]) \(civil.year)" }
    return "\(civil.day) \(months[civil.month - 1])"
  }

  /// `short`, with the time of day after a date of this year when it has one: "2 Dec 21:36",
  /// "2 gru 21:36"; "Dec 2020" for another year.
  public static func listed(
    _ date: Date, includesTime: Bool, in language: Language, timeZone: ZoneRules, now: Date
  ) -> String {
    let text = short(date, includesTime: includesTime, in: language, timeZone: timeZone, now: now)
    let civil = local(date, includesTime: includesTime, timeZone: timeZone)
    let thisYear = local(now, includesTime: true, timeZone: timeZone).year
    guard includesTime, civil.year == thisYear else { return text }
    return text + " " + twoDigits(civil.hour) + ":" + twoDigits(civil.minute)
  }

  /// The wall-clock time in the zone; a date known only to the day stays that day.
  static func local(_ date: Date, includesTime: Bool, timeZone: ZoneRules) -> CivilTime {
    let offset = includesTime ? timeZone.secondsFromGMT(for: date) : 0
    return CivilTime(secondsSince1970: Int(date.timeIntervalSince1970.rounded(.down)) + offset)
  }

  /// The date (and, when known, the time) in a language and time zone.
  public static func format(
    _ date: Date, includesTime: Bool, in language: Language, timeZone: ZoneRules
  ) -> String {
    let civil = local(date, includesTime: includesTime, timeZone: timeZone)
    let months = language == .pl ? polishMonths : englishMonths
    let day = "\(civil.day) \(months[civil.month - 1]) \(civil.year)"
    guard includesTime else { return day }
    return day + ", " + twoDigits(civil.hour) + ":" + twoDigits(civil.minute)
  }

  static func twoDigits(_ value: Int) -> String {
    value < 10 ? "0\(value)" : "\(value)"
  }
}
