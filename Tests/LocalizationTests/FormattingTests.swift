import Foundation
import Localization
import Testing
import TimeZones

@Suite("Numbers and dates")
struct FormattingTests {
  @Test(
    "Numbers are grouped the local way",
    arguments: [
      (0, "0", "0"), (999, "999", "999"), (1234, "1,234", "1234"),
      (10_000, "10,000", "10\u{A0}000"), (1_234_567, "1,234,567", "1\u{A0}234\u{A0}567"),
      (-12_345, "-12,345", "-12\u{A0}345"),
    ])
  func grouping(number: Int, english: String, polish: String) {
    #expect(NumberText.integer(number, in: .en) == english)
    #expect(NumberText.integer(number, in: .pl) == polish)
  }

  @Test("Decimals use the local separator")
  func decimals() {
    #expect(NumberText.decimal(2.5, in: .pl) == "2,5")
    #expect(NumberText.decimal(2.5, in: .en) == "2.5")
    #expect(NumberText.decimal(10, in: .pl) == "10")
  }

  let utc = ZoneRules.utc
  // 2020-12-30 17:04:22 UTC
  let date = Date(timeIntervalSince1970: 1_609_347_862)

  @Test("Dates read naturally in both languages")
  func dates() {
    #expect(
      DateText.format(date, includesTime: true, in: .pl, timeZone: utc) == "30 grudnia 2020, 17:04")
    #expect(
      DateText.format(date, includesTime: true, in: .en, timeZone: utc) == "30 Dec 2020, 17:04")
    #expect(DateText.format(date, includesTime: false, in: .pl, timeZone: utc) == "30 grudnia 2020")
  }

  @Test("Dates are shown in the reader's time zone")
  func timeZones() {
    let warsaw = ZoneRules.named("Europe/Warsaw")!
    #expect(
      DateText.format(date, includesTime: true, in: .pl, timeZone: warsaw)
        == "30 grudnia 2020, 18:04")
    let late = Date(timeIntervalSince1970: 1_609_455_600)  // 2020-12-31 23:00 UTC
    #expect(
      DateText.format(late, includesTime: true, in: .en, timeZone: warsaw) == "1 Jan 2021, 00:00")
  }

  @Test("Every Polish month is in the genitive")
  func polishMonths() {
    let expected = [
      "stycznia", "lutego", "marca", "kwietnia", "maja", "czerwca", "lipca", "sierpnia",
      "września", "października", "listopada", "grudnia",
    ]
    for (index, month) in expected.enumerated() {
      let civil = CivilTime(year: 2024, month: index + 1, day: 15, hour: 12)
      let date = Date(timeIntervalSince1970: TimeInterval(civil.secondsSince1970))
      #expect(
        DateText.format(date, includesTime: false, in: .pl, timeZone: utc) == "15 \(month) 2024")
    }
  }

  @Test("Civil time agrees with Foundation's calendar across four centuries")
  func civilTimeRoundTrip() {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(secondsFromGMT: 0)!
    var seconds = -2_208_988_800  // 1900-01-01
    while seconds < 4_102_444_800 {  // 2100-01-01
      let civil = CivilTime(secondsSince1970: seconds)
      let parts = calendar.dateComponents(
        [.year, .month, .day, .hour, .minute, .second],
        from: Date(timeIntervalSince1970: TimeInterval(seconds)))
      #expect(civil.year == parts.year && civil.month == parts.month && civil.day == parts.day)
      #expect(civil.hour == parts.hour && civil.minute == parts.minute)
      #expect(civil.secondsSince1970 == seconds)
      seconds += 7_919_993  // about three months, a prime so times of day vary
    }
  }

  @Test("A short date carries the year when it is not this year's, in both languages")
  func shortDateYear() {
    let now = Date(timeIntervalSince1970: 1_764_000_000)  // 24 Nov 2025
    let thisYear = Date(timeIntervalSince1970: 1_752_588_000)  // 15 Jul 2025
    let lastYear = Date(timeIntervalSince1970: 1_721_052_000)  // 15 Jul 2024
    func short(_ date: Date, _ language: Language) -> String {
      DateText.short(date, includesTime: true, in: language, timeZone: .utc, now: now)
    }
    #expect(short(thisYear, .en) == "15 Jul" && short(thisYear, .pl) == "15 lip")
    #expect(short(lastYear, .en) == "Jul 2024" && short(lastYear, .pl) == "lip 2024")
    // The full form always has it.
    #expect(
      DateText.format(lastYear, includesTime: false, in: .pl, timeZone: .utc).hasSuffix("2024"))
  }
}
