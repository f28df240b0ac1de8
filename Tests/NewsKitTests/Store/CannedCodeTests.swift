import Foundation
import GRDB
import TestSupport
import Testing

@testable import NewsKit

/// Summaries under 1 KB of Polish or English are packed with the canned Huffman code (the
/// marker 2), read back byte for byte, and damaged bytes read as no summary.
@Suite("Packed summaries: the canned code")
struct CannedCodeTests {
  let polish =
    "Powódź na Wiśle: wały w Krakowie wytrzymały, ale w Sandomierzu ewakuowano dwie dzielnice. "
    + "Hydrolodzy ostrzegają, że fala kulminacyjna dotrze do Warszawy w czwartek wieczorem."
  let english =
    "The storm closed three airports on Tuesday; officials said flights would resume once the "
    + "runways were cleared, but warned travellers to expect delays well into the weekend."
  let russian =
    "Президент заявил журналистам, что переговоры продолжатся на следующей неделе в Женеве, "
    + "где встретятся министры иностранных дел обеих стран."

  /// `news_pack`'s bytes for `text` (its UTF-8 bytes, given as TEXT).
  func packed(_ text: Data, in database: DatabaseQueue) throws -> Data {
    try #require(
      try database.read {
        try Data.fetchOne($0, sql: "SELECT news_pack(CAST(? AS TEXT))", arguments: [text])
      })
  }

  /// A store's connection, with `news_pack` and `news_text` defined on it.
  func database() throws -> (TemporaryStore, DatabaseQueue) {
    let temporary = TemporaryStore()
    let store = try temporary.open(now: Date(timeIntervalSince1970: 1_790_000_000))
    return (temporary, store.database)
  }

  @Test("Polish and English summaries take the canned code, smaller than deflate made them")
  func cannedForPolishAndEnglish() throws {
    let (temporary, database) = try database()
    defer { temporary.remove() }
    for text in [polish, english, polish + " " + english] {
      let bytes = try packed(Data(text.utf8), in: database)
      #expect(bytes.first == 2)
      // Deflate coded each letter alone and stored its code: 0.74 of a real summary.
      #expect(bytes.count * 10 < text.utf8.count * 7, "\(bytes.count) of \(text.utf8.count)")
      #expect(PackedText.unpack(bytes) == text)
    }
  }

  @Test("Text the canned code does not suit, and text of 1 KB or more, is left to deflate")
  func deflateOtherwise() throws {
    let (temporary, database) = try database()
    defer { temporary.remove() }
    let long = String(repeating: english + " ", count: 6)
    for text in [russian, long] {
      let bytes = try packed(Data(text.utf8), in: database)
      #expect(bytes.first == 1)
      #expect(bytes.count < text.utf8.count)
      #expect(PackedText.unpack(bytes) == text)
      #expect(PackedText.unpack(bytes.dropLast(4)) == nil)
    }
  }

  @Test("Every byte value is coded and read back, and 2,000 varied summaries read back the same")
  func everyByte() throws {
    let (temporary, database) = try database()
    defer { temporary.remove() }
    // All 256 values, 64 at a time among English (their codes of up to 12 bits still pack under
    // 80 %); read back as bytes, not as text, since most of them are no UTF-8.
    for part in 0..<4 {
      var all = Data(Array(repeating: english, count: 4).joined(separator: " ").utf8)
      all.append(contentsOf: (part * 64..<(part + 1) * 64).map { UInt8($0) })
      let bytes = try packed(all, in: database)
      #expect(bytes.first == 2)
      let back = try #require(
        try database.read {
          try Data.fetchOne($0, sql: "SELECT CAST(news_text(?) AS BLOB)", arguments: [bytes])
        })
      #expect(back == all)
    }
    // Words of both languages in any order and length, seeded.
    let words = (polish + " " + english).split(separator: " ").map(String.init)
    var generator = SeededGenerator(seed: 57)
    var canned = 0
    for _ in 0..<2_000 {
      let count = Int.random(in: 14...140, using: &generator)
      let text = (0..<count).map { _ in words.randomElement(using: &generator)! }
        .joined(separator: " ")
      let bytes = try packed(Data(text.utf8), in: database)
      if bytes.first == 2 { canned += 1 }
      // Under 96 bytes a text is kept as it is.
      #expect(text.utf8.count < 96 ? bytes == Data(text.utf8) : PackedText.unpack(bytes) == text)
    }
    #expect(canned > 1_500)
  }

  @Test("Damaged canned bytes read as no summary; a length the bytes cannot hold is refused")
  func damaged() throws {
    let (temporary, database) = try database()
    defer { temporary.remove() }
    let bytes = try packed(Data(polish.utf8), in: database)
    #expect(bytes.first == 2)
    #expect(PackedText.unpack(bytes) == polish)
    // Cut short, one byte too many, the length one more or one less.
    #expect(PackedText.unpack(bytes.dropLast()) == nil)
    #expect(PackedText.unpack(bytes + Data([0x55])) == nil)
    var longer = bytes
    longer[1] &+= 1
    var shorter = bytes
    shorter[1] &-= 1
    #expect(PackedText.unpack(longer) != polish)
    #expect(PackedText.unpack(shorter) != polish)
    // 8 MiB said, a few bytes given; past 8 MiB; a length never ending; nothing after it.
    #expect(PackedText.unpack(Data([2, 0x80, 0x80, 0x80, 0x04, 0, 0, 0])) == nil)
    #expect(
      PackedText.unpack(Data([2, 0x81, 0x80, 0x80, 0x04] + [UInt8](repeating: 0, count: 64))) == nil
    )
    #expect(PackedText.unpack(Data([2, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff])) == nil)
    #expect(PackedText.unpack(Data([2, 5])) == nil)
    // Read through SQL, damage is no summary rather than a wrong one.
    let read = try database.read {
      try DatabaseValue.fetchOne(
        $0, sql: "SELECT news_text(?)", arguments: [bytes.dropLast()])
    }
    #expect(read == .null)
  }

  @Test("The format is fixed: a fuzz seed written by another encoder (Python) reads back")
  func fixedFormat() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    // The fuzz target's choice byte, then the marker 2, the length and the codes.
    let seed = try Data(
      contentsOf: root.appendingPathComponent("Fuzz/Corpus/store-row/packed-canned"))
    #expect(seed.dropFirst().first == 2)
    #expect(
      PackedText.unpack(seed.dropFirst())
        == "Powódź na Wiśle: wały w Krakowie wytrzymały, ale w Sandomierzu ewakuowano dwie "
        + "dzielnice. The storm closed three airports on Tuesday.")
  }
}
