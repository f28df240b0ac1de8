import PropertyBased
import Testing

@testable import NewsKit

/// A width read from the bytes of Latin text is the width its Characters give.
@Suite("Latin text measured on its bytes")
struct LatinWidthTests {
  static let text = Gen<String?>.element(of: [
    "a", "Z", " ", "~", "ż", "Ł", "ó", "\u{A0}", "\u{AD}", "\u{BF}", "\u{C0}", "\u{2FF}",
    "\u{300}", "e\u{301}", "\u{85}", "\u{9F}", "\u{7F}", "\t", "東", "👍🏽", "\u{2010}", "—",
    "\u{200D}", "1\u{FE0F}\u{20E3}",
  ]).map { $0! }.array(of: 0...12).map { $0.joined() }

  @Test("Random text is as wide by its bytes as by its Characters")
  func sameWidth() async {
    await propertyCheck(count: 4000, input: Self.text) { text in
      #expect(
        DisplayWidth.of(text) == text.reduce(0) { $0 + DisplayWidth.of($1) },
        "\(text.debugDescription)")
    }
    var polish = Array("Zażółć gęślą jaźń".utf8)
    #expect(polish.withUnsafeMutableBufferPointer { DisplayWidth.latinWidth(.init($0)) } == 17)
    var marked = Array("e\u{301}".utf8)
    #expect(marked.withUnsafeMutableBufferPointer { DisplayWidth.latinWidth(.init($0)) } == nil)
  }
}
