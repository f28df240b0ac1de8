import NewsKit
import TestSupport
import Testing

@Suite("Display width and wrapping")
struct DisplayWidthTests {
  @Test(
    "Grapheme clusters take the columns a terminal gives them",
    arguments: [
      ("abc", 3), ("Zażółć gęślą jaźń", 17), ("e\u{301}", 1), ("東京", 4), ("한국어", 6),
      ("ｆｕｌｌ", 8), ("🚀", 2), ("👍🏽", 2), ("👨‍👩‍👧‍👦", 2), ("❤️", 2), ("❤", 1), ("🇵🇱", 2),
      ("1️⃣", 2), ("🏳️‍🌈", 2), ("\u{200D}", 0), ("a\u{0308}\u{0301}", 1), ("", 0),
      ("\u{A0}", 1), ("…", 1), ("—", 1),
    ])
  func widths(text: String, columns: Int) {
    #expect(DisplayWidth.of(text) == columns)
  }

  @Test("Words wrap at spaces")
  func wrapsAtSpaces() {
    #expect(
      TextWrapper.wrap("the quick brown fox jumps", width: 10) == [
        "the quick", "brown fox", "jumps",
      ])
    #expect(TextWrapper.wrap("", width: 10) == [""])
    #expect(TextWrapper.wrap("exactly10c", width: 10) == ["exactly10c"])
  }

  @Test("Non-breaking spaces hold numbers together")
  func nonBreakingSpace() {
    let lines = TextWrapper.wrap("Znaleziono 10\u{A0}000 artykułów", width: 15)
    #expect(lines == ["Znaleziono", "10\u{A0}000", "artykułów"])
  }

  @Test("Long words are broken between grapheme clusters")
  func longWords() {
    #expect(
      TextWrapper.wrap("https://example.com/path", width: 10) == [
        "https://ex", "ample.com/", "path",
      ])
    #expect(TextWrapper.wrap("東京大阪名古屋", width: 5) == ["東京", "大阪", "名古", "屋"])
    #expect(TextWrapper.wrap("👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧", width: 4) == ["👨‍👩‍👧👨‍👩‍👧", "👨‍👩‍👧"])
  }

  @Test("Cut text ends in an ellipsis that still fits")
  func ellipsis() {
    let lines = TextWrapper.wrap("one two three four five six seven", width: 9, maxLines: 2)
    #expect(lines == ["one two", "three…"])
    let wide = TextWrapper.wrap("東京 東京 東京 東京 東京 東京", width: 5, maxLines: 2)
    #expect(wide.count == 2 && wide[1].hasSuffix("…"))
    #expect(wide.allSatisfy { DisplayWidth.of($0) <= 5 })
    #expect(TextWrapper.wrap("short", width: 9, maxLines: 3) == ["short"])
  }

  @Test("No wrapped line is ever wider than the width (Polish, CJK, emoji, ZWJ)")
  func neverWider() {
    var generator = SeededGenerator(seed: 42)
    let pieces = [
      "a", "bb", "Zażółć", "gęślą", "東京", "한국어", "🚀", "👍🏽", "👨‍👩‍👧", "🇵🇱", "e\u{301}", " ", " ",
      "\u{A0}", "https://example.com/very/long/path", "—", "…",
    ]
    for _ in 0..<1500 {
      var text = ""
      for _ in 0..<Int.random(in: 0...30, using: &generator) {
        text += pieces.randomElement(using: &generator)!
      }
      let width = Int.random(in: 2...60, using: &generator)
      for line in TextWrapper.wrap(text, width: width) {
        #expect(DisplayWidth.of(line) <= width, "\(text) at \(width)")
      }
      for line in TextWrapper.wrap(text, width: width, maxLines: 3) {
        #expect(DisplayWidth.of(line) <= width, "\(text) at \(width)")
      }
    }
  }
}
