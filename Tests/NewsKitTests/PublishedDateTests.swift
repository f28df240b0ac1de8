import Foundation
import NewsKit
import Testing

@Suite("Publication dates")
struct PublishedDateTests {
  @Test(
    "The formats the APIs send are read as the right instant",
    arguments: [
      ("2020-12-30 17:04:22", "2020-12-30T17:04:22Z", true),
      ("2020-12-30T17:04:22Z", "2020-12-30T17:04:22Z", true),
      ("2020-12-30T17:04:22.123456Z", "2020-12-30T17:04:22Z", true),
      ("2020-12-30T19:04:22+02:00", "2020-12-30T17:04:22Z", true),
      ("2020-12-30T12:04:22-0500", "2020-12-30T17:04:22Z", true),
      ("2020-12-30T18:04:22+01", "2020-12-30T17:04:22Z", true),
      ("2020-12-30 17:04", "2020-12-30T17:04:00Z", true),
      ("2020-12-30 17:04:22 UTC", "2020-12-30T17:04:22Z", true),
      (" 2020-12-30 17:04:22 ", "2020-12-30T17:04:22Z", true),
      ("2020-12-30", "2020-12-30T00:00:00Z", false),
      ("2024-02-29 00:00:00", "2024-02-29T00:00:00Z", true),
    ])
  func readable(text: String, iso: String, hasTime: Bool) throws {
    let parsed = try #require(PublishedDate.parse(text))
    #expect(JSONView.iso8601(parsed.date) == iso)
    #expect(parsed.hasTime == hasTime)
  }

  @Test(
    "Anything else is no date rather than an error",
    arguments: [
      "", "yesterday", "2020-13-01 00:00:00", "2021-02-29 10:00:00", "2020-12-30T25:00:00Z",
      "2020/12/30 17:04:22", "30.12.2020", "2020-12-30T17:04:22Zjunk", "1609347862",
    ])
  func unreadable(text: String) {
    #expect(PublishedDate.parse(text) == nil)
  }

  @Test("RFC 822 from any provider: an API that passes on its sources' RSS dates")
  func rfc822FromAnAPI() throws {
    let date = try #require(PublishedDate.parse("Wed, 02 Oct 2002 13:00:00 GMT"))
    #expect(date.hasTime && date.date.timeIntervalSince1970 == 1_033_563_600)
    let offset = try #require(PublishedDate.parse("2 Oct 2002 15:00 +0200"))
    #expect(offset.date == date.date)
    #expect(PublishedDate.parse("Wed, 32 Oct 2002 13:00:00 GMT") == nil)
  }
}
