import Foundation
import NewsKit
import TestSupport
import Testing

@Suite("Sanitising untrusted text")
struct TerminalSanitizerTests {
  // The samples are checked in a loop rather than as test arguments, so that the test log,
  // which prints arguments, never carries the escape sequences themselves.
  static let sequences: [(String, String)] = [
    ("\u{1B}[2J\u{1B}[Hclear", "clear"), ("\u{1B}[31mred\u{1B}[0m", "red"),
    ("\u{1B}]0;title\u{07}text", "text"), ("\u{1B}]2;title\u{1B}\\text", "text"),
    ("\u{1B}]8;;https://evil\u{1B}\\link\u{1B}]8;;\u{1B}\\", "link"),
    ("\u{1B}]52;c;ZWNobw==\u{07}clip", "clip"), ("\u{1B}P$qm\u{1B}\\query", "query"),
    ("\u{1B}[6nreport", "report"), ("\u{1B}(Bcharset", "charset"), ("\u{1B}cRIS", "RIS"),
    ("\u{9B}31mC1 CSI", "C1 CSI"), ("\u{9D}0;t\u{9C}C1 OSC", "C1 OSC"),
    ("\u{90}q\u{9C}C1 DCS", "C1 DCS"), ("\u{1B}_apc\u{1B}\\x", "x"), ("\u{1B}^pm\u{07}x", "x"),
    ("\u{1B}]0;never terminated", "0;never terminated"), ("trailing\u{1B}", "trailing"),
    ("\u{1B}[?1049h\u{1B}[?25lhidden", "hidden"),
  ]

  @Test("Escape sequences are removed whole")
  func sequences() {
    for (input, expected) in Self.sequences {
      #expect(TerminalSanitizer.sanitize(input) == expected, "\(input.debugDescription)")
    }
  }

  static let controls: [(String, String)] = [
    ("a\u{00}b\u{07}c\u{08}d\u{7F}e", "abcde"),
    ("one\ntwo\r\nthree\tfour", "one two  three four"),
    ("evil\u{202E}txt.exe", "eviltxt.exe"), ("\u{2066}iso\u{2069}", "iso"),
    ("\u{200F}rtl\u{200E}ltr\u{061C}", "rtlltr"), ("\u{FEFF}bom", "bom"),
    ("sep\u{2028}line\u{2029}par", "sep line par"), ("c1\u{85}nel", "c1 nel"),
    ("zwj 👨‍👩‍👧 stays", "zwj 👨‍👩‍👧 stays"), ("Zażółć", "Zażółć"), ("東京", "東京"),
  ]

  @Test("Controls and bidi overrides are removed; line breaks become spaces")
  func controls() {
    for (input, expected) in Self.controls {
      #expect(TerminalSanitizer.sanitize(input) == expected, "\(input.debugDescription)")
    }
  }

  @Test("The hostile fixture reaches the screen without a single control character")
  func hostileFixture() throws {
    let model = try NewscatcherDecoder.decode(
      HTTPResponse(status: 200, body: Fixtures.data("hostile.json")), version: .v1,
      endpoint: "x", page: 1, now: Date())
    #expect(model.articles.count == 3)
    #expect(model.articles[0].title == "Clear screen and title")
    #expect(model.articles[0].summary == "Clipboard write and link text")
    #expect(model.articles[0].source == "evil.example.com")
    #expect(model.articles[1].title == "Entity escape red and ›31m and ›2J")
    let text = model.articles.flatMap { [$0.title, $0.summary, $0.source, $0.link] }
      .compactMap { $0 }.joined()
    for scalar in text.unicodeScalars {
      #expect(scalar.value >= 0x20 && !(0x7F...0x9F).contains(scalar.value))
      #expect(!TerminalSanitizer.isBidiControl(scalar.value))
    }
  }

  @Test("Random text never keeps ESC, C1 or bidi controls")
  func randomText() {
    var generator = SeededGenerator(seed: 2020)
    let alphabet: [Unicode.Scalar] = [
      "\u{1B}", "[", "]", "P", "\\", "\u{07}", "\u{9B}", "\u{9C}", "\u{9D}", "\u{90}", "m", "0",
      ";", "a", "ż", "\u{202E}", "\u{2066}", "\u{200F}", "\n", "\r", "\u{7F}", "\u{85}", "東", "👍",
      "\u{200D}", "&", "#", "x",
    ]
    for _ in 0..<2000 {
      var input = String.UnicodeScalarView()
      for _ in 0..<Int.random(in: 0...40, using: &generator) {
        input.append(alphabet.randomElement(using: &generator)!)
      }
      let output = TerminalSanitizer.sanitize(String(input))
      for scalar in output.unicodeScalars {
        #expect(scalar.value >= 0x20)
        #expect(!(0x7F...0x9F).contains(scalar.value))
        #expect(!TerminalSanitizer.isBidiControl(scalar.value))
      }
    }
  }
}
