import Foundation
import TestSupport
import Testing

@testable import NewsKit

/// Feeds' dates read as bytes give what reading them as characters gives, for every ASCII text:
/// real variants, and thousands made of the pieces dates are made of.
@Suite("Feed dates read as bytes")
struct FeedDateBytesTests {
  static let variants = [
    "Tue, 14 Nov 2023 05:00:00 GMT", "Wed, 2 Oct 2002 13:00:00 +0200", "2 Oct 02 13:00 EST",
    "Mon,03 Feb 2025 7:5:9 -05:00", "Sat, 31 Dec 1999 23:59:60 CET", "Thu, 01 Jan 70 00:00 Z",
    "  Fri ,\t13  Jun 2025\n 10:00:00  GMT+0200 ", "14 November 2023 05:00", "14 Nov 2023",
    "Tue 14 Nov 2023 05:00:00 +530", "Tue, 14 Nov 2023 05:00:00 +1500", "+5 Nov 2023 01:02",
    "-9223372036854775808 Jan 2023 00:00", "14 Nov 99999999999999999999 00:00", "",
    "14 Nov 2023 24:00:00", "29 Feb 2023 00:00:00 GMT", "29 Feb 2024 00:00:00 GMT",
    "Tue, 14 Nov 2023 05::00 GMT", "14,Nov,2023,05:00,PST", "2023-11-14T05:00:00Z",
  ]

  /// Pieces of dates, put together at random.
  static let pieces = [
    "Tue", ",", " ", "  ", "\t", "\n", "14", "1", "0", "31", "Nov", "nov", "JAN", "Ma", "Sept",
    "2023", "99", "49", "50", "-", "+", "05:00", "5:0:0", ":", "::", "GMT", "gmt+2", "+0200",
    "-05:30", "+530", "EST", "Z", "x", "1e3", "0x1F", "٢", "T", "2024-02-29", "+1460", "-1400",
    "+0000", "-0000", "+1a00", "UT", "utc", "uTc", "gmtz",
  ]

  static func same(_ text: String) -> Bool {
    let characters = FeedDate.rfc822Characters(text)
    let bytes = FeedDate.rfc822(text)
    return characters?.date == bytes?.date && characters?.hasTime == bytes?.hasTime
  }

  @Test("Real variants read the same as bytes and as characters; and the dates are right")
  func variants() throws {
    for text in Self.variants { #expect(Self.same(text), "\(text)") }
    let parsed = try #require(FeedDate.parse("Tue, 14 Nov 2023 05:00:00 GMT"))
    #expect(parsed.date == Date(timeIntervalSince1970: 1_699_938_000) && parsed.hasTime)
    let offset = try #require(FeedDate.parse("Wed, 2 Oct 2002 13:00:00 +0200"))
    #expect(offset.date == Date(timeIntervalSince1970: 1_033_556_400))
  }

  /// Each part of a date in turn (weekday, day, month, year, time, zone), its value drawn from
  /// its own pieces or, one time in six, from any piece; separators drawn too.
  static let slots = [
    ["Tue", "mon", "", "Thursday"], ["14", "1", "0", "31", "29", "+5"],
    ["Nov", "nov", "JAN", "Feb", "Ma", "Sept"], ["2023", "99", "49", "50", "2024", "10000"],
    ["05:00", "5:0:0", "23:59:60", "24:00", "05::00", "12"],
    ["GMT", "gmt+2", "+0200", "-05:30", "+530", "EST", "Z", "+1500", ""],
  ]
  static let separators = [" ", ",", ", ", "  ", "\t", "", " ,"]

  @Test("5,000 dates made of date pieces: bytes and characters agree on every ASCII one")
  func randomTexts() {
    var generator = SeededGenerator(seed: 822)
    var compared = 0
    var read = 0
    for _ in 0..<5_000 {
      let text = Self.slots.map { slot in
        let pool = Int.random(in: 0..<6, using: &generator) == 0 ? Self.pieces : slot
        return (pool.randomElement(using: &generator) ?? "")
          + (Self.separators.randomElement(using: &generator) ?? " ")
      }.joined()
      guard text.allSatisfy(\.isASCII) else { continue }
      compared += 1
      if FeedDate.rfc822Characters(text) != nil { read += 1 }
      #expect(Self.same(text), "\(text)")
    }
    #expect(compared > 4_000 && read > 200, "\(compared) compared, \(read) read")
  }
}
