import Foundation
import Testing

@testable import NewsKit

/// Trimming agrees with Foundation's `trimmingCharacters(in: .whitespacesAndNewlines)`.
@Suite("Whitespace trimming")
struct WhitespaceTrimmingTests {
  @Test(
    "Agrees with Foundation on every kind of white space",
    arguments: [
      "", " ", " \t\n\r ", "plain", "  both ends  ", "\u{A0}nbsp\u{A0}", "\u{3000}全角\u{3000}",
      "\u{85}next line\u{2028}", "\u{2009}thin\u{200A}", "inner  space stays", "\u{200B}zero width",
      "e\u{301} ", " \u{301}", "\u{FEFF}bom",
    ])
  func agrees(text: String) {
    #expect(text.trimmingWhitespace() == text.trimmingCharacters(in: .whitespacesAndNewlines))
  }
}
