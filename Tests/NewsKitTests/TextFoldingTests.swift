import Foundation
import PropertyBased
import Testing

@testable import NewsKit

/// Folding in one pass agrees with Foundation's fold of the whole text, in every script.
@Suite("Text folding")
struct TextFoldingTests {
  static let samples = [
    "Zażółć GĘŚLĄ jaźń Łódź", "Ærøskøbing Straße ÉCOLE Đakovo", "Ελληνικά ΣΟΦΙΑ άλφα ΟΔΟΣ ΚΑΙ",
    "Москва ЁЛКА Київ", "Tiếng Việt Hà Nội ĐẶNG", "한국어 뉴스", "日本語のニュース 中文新闻",
    "e\u{301}cole A\u{30A}", "ﬁnance Ǆemal ǅ", "İstanbul ıI", "עברית עִם נִקּוּד", "العربية",
    "emoji 🇵🇱 👩🏽‍💻", "ℌ ℍ Ⅻ ⅻ ①", "plain ASCII, Mixed Case 123",
    "“Quoted” — a dash… and €5 ‘or’ ₴7\u{2000}\u{2001}", "Ѐ ѐ Ӂ ӂ Ԥ ᾯ ῼ",
  ]

  @Test("Every sample, and all of them in one text, folds as Foundation folds it")
  func agreesWithFoundation() {
    for sample in Self.samples + [Self.samples.joined(separator: " ")] {
      #expect(
        TextFolding.fold(sample) == TextFolding.foundationFold(Substring(sample)), "\(sample)")
    }
  }

  @Test("Every scalar of the table (Latin, Greek, Cyrillic, punctuation) and of Hangul, one by one")
  func everyScalar() {
    let ranges = [
      0x80..<LatinFoldTable.end, LatinFoldTable.secondStart..<LatinFoldTable.secondEnd,
      0xAC00..<0xAC40,
    ]
    for value in ranges.joined() {
      guard let scalar = Unicode.Scalar(UInt32(value)) else { continue }
      let text = "A" + String(scalar) + "b"
      #expect(TextFolding.fold(text) == TextFolding.foundationFold(Substring(text)), "\(value)")
    }
  }

  @Test("Long text of other scripts is folded in runs, and still agrees")
  func longRuns() {
    let text = String(repeating: "Ελληνικά", count: 200) + String(repeating: "ą", count: 500)
    #expect(TextFolding.fold(text) == TextFolding.foundationFold(Substring(text)))
    // Runs of a script folded by Foundation, cut at 256 scalars: at, before and after a cut.
    for count in [255, 256, 257, 600] {
      let hangul =
        "A" + String(repeating: "한", count: count) + "e\u{301}"
        + String(repeating: "日", count: count)
      #expect(TextFolding.fold(hangul) == TextFolding.foundationFold(Substring(hangul)), "\(count)")
    }
    #expect(TextFolding.fold("Zażółć GĘŚLĄ Łódź") == "zazolc gesla lodz")
  }

  /// Pieces around ASCII runs of every length: cases, digits, Polish, other scripts, marks.
  static let pieces = Gen<String?>.element(of: [
    "A", "z", "Mixed", "ABCDEFGHIJ", "0123 ", ".,;-", "Ż", "ół", "ß", "Ǆ", "東京", "Ё", "e\u{301}",
    "\u{30A}", "👩🏽‍💻", "İ", "\u{2000}", " ",
  ]).map { $0! }.array(of: 0...16).map { $0.joined() }

  @Test("Random text folds to Foundation's bytes, its ASCII runs lower-cased whole")
  func randomRuns() async {
    await propertyCheck(count: 3000, input: Self.pieces) { text in
      #expect(
        TextFolding.foldedUTF8(text) == Array(TextFolding.foundationFold(Substring(text)).utf8),
        "\(text.debugDescription)")
    }
  }
}
