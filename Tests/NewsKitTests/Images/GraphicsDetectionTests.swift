import Foundation
import Testing

@testable import NewsKit

/// Which protocol a terminal gets (issue 59, point 2): its answers to one burst of queries
/// first, its environment only when it answered nothing useful.
@Suite("Pictures: detecting what the terminal draws with")
struct GraphicsDetectionTests {
  static func answer(_ text: String) -> GraphicsQuery.Answer {
    GraphicsQuery.parse(Array(text.utf8))
  }

  // The answers below were recorded from Debian's kitty 0.26.5 and xterm 379 (`-ti vt340`)
  // under Xvfb, asked the burst by a script in a raw terminal (2026-12-03).

  @Test("kitty's answer: OK to the graphics query, its name, the cell size, DA1")
  func kitty() {
    let answer = Self.answer(
      "\u{1B}_Gi=31;OK\u{1B}\\\u{1B}P>|kitty(0.26.5)\u{1B}\\\u{1B}[6;20;9t\u{1B}[?62;c")
    #expect(answer.kitty && answer.answered && !answer.sixel)
    #expect(answer.version == "kitty(0.26.5)")
    #expect(answer.cellWidth == 9 && answer.cellHeight == 20)
    #expect(GraphicsProtocol.choose(answer: answer, variables: [:]) == .kitty)
  }

  @Test("xterm -ti vt340: no kitty, no cell size (window reports are off), DA1 with 4 is sixel")
  func xterm() {
    let answer = Self.answer(
      "\u{1B}P>|XTerm(379)\u{1B}\\\u{1B}[?63;1;2;4;6;9;15;16;22;28c")
    #expect(!answer.kitty && answer.sixel && answer.version == "XTerm(379)")
    #expect(answer.cellWidth == nil && answer.answered)
    #expect(GraphicsProtocol.choose(answer: answer, variables: ["TERM": "xterm"]) == .sixel)
  }

  @Test("A terminal that knows none of it: half blocks, unless its environment says more")
  func plain() {
    let answer = Self.answer("\u{1B}[?1;2c")
    #expect(answer.answered && !answer.sixel && !answer.kitty && answer.version == nil)
    #expect(GraphicsProtocol.choose(answer: answer, variables: [:]) == .halfBlocks)
    #expect(
      GraphicsProtocol.choose(answer: answer, variables: ["TERM_PROGRAM": "iTerm.app"]) == .iTerm2)
    #expect(GraphicsProtocol.choose(answer: nil, variables: ["KITTY_WINDOW_ID": "1"]) == .kitty)
    #expect(GraphicsProtocol.choose(answer: nil, variables: ["TERM": "foot"]) == .sixel)
    #expect(
      GraphicsProtocol.choose(answer: nil, variables: ["TERM": "xterm-256color"]) == .halfBlocks)
    // WezTerm says its name: iTerm2's protocol, which it draws best.
    let wezterm = Self.answer("\u{1B}P>|WezTerm 20240203\u{1B}\\\u{1B}[?65;4;6;18;22c")
    #expect(GraphicsProtocol.choose(answer: wezterm, variables: [:]) == .iTerm2)
  }

  @Test("Answers cut short or hostile: no DA1 means not answered; nonsense sizes and names dropped")
  func hostile() {
    #expect(!Self.answer("\u{1B}_Gi=31;OK").answered)
    let odd = Self.answer("\u{1B}P>|evil\u{7}\u{1B}\\\u{1B}[6;0;99999t\u{1B}[?1c")
    #expect(odd.version == nil && odd.cellWidth == nil && odd.answered)
  }
}
