import PropertyBased
import Testing

@testable import NewsKit

/// Wrapping stopped after the lines a list shows gives those lines as wrapping it all did.
@Suite("A wrap stopped early")
struct WrapStoppingTests {
  /// Summaries of Polish, wide and emoji words, spaces and a word longer than any line.
  static let text = Gen<String?>.element(of: [
    " ", "  ", "Łódź", "stolica", "regionu", "—", "…", "東京都庁", "👍🏽", "a", "x",
    "e\u{301}", "Konstantynopolitańczykowianeczka", "\u{A0}", "10\u{A0}000",
  ]).map { $0! }.array(of: 0...40).map { $0.joined(separator: " ") }

  @Test("The first lines, and whether there are that many, are the whole wrap's")
  func sameLines() async {
    await propertyCheck(count: 3000, input: Self.text) { text in
      for width in [1, 7, 20, 40] {
        let whole = TextWrapper.wrap(text, width: width)
        for limit in [1, 2, 3, 4] {
          let stopped = TextWrapper.wrap(text, width: width, stoppingAt: limit)
          #expect(Array(stopped.prefix(limit)) == Array(whole.prefix(limit)), "\(text)")
          #expect((stopped.count >= limit) == (whole.count >= limit), "\(text)")
        }
      }
    }
  }

  @Test("A summary cut to three lines ends in an ellipsis after its third")
  func summaryCut() {
    let summary = Array(repeating: "słowo", count: 30).joined(separator: " ")
    let lines = TextWrapper.wrap(summary, width: 20, maxLines: 3)
    #expect(lines.count == 3)
    #expect(lines[0] == "słowo słowo słowo")
    #expect(lines[2].hasSuffix("…"))
    #expect(TextWrapper.wrap("krótko", width: 20, maxLines: 3) == ["krótko"])
  }
}
