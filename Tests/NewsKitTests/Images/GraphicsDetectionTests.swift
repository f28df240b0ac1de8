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

/// Inside tmux, what tmux heard from the terminal its client runs in (issue 59, point 2).
@Suite("Pictures: the terminal outside tmux")
struct TmuxClientTests {
  static func client(_ text: String) -> TmuxClient? { TmuxClient.parse(Data(text.utf8)) }

  // Printed by tmux 3.3a (`tmux display -p` with TmuxClient.format) inside Debian's kitty
  // 0.26.5 and xterm 379 -ti vt340 under Xvfb (2026-12-03).

  @Test("kitty and xterm as tmux 3.3a names them; the pane's passthrough")
  func recorded() throws {
    let kitty = try #require(
      Self.client("kitty(0.26.5)\tbpaste,ccolour,clipboard,cstyle,focus,title\t1\t0\t0\n"))
    #expect(kitty == TmuxClient(name: "kitty(0.26.5)", passthrough: true))
    #expect(GraphicsProtocol.choose(answer: nil, variables: [:], client: kitty) == .kitty)
    let xterm = try #require(
      Self.client(
        "XTerm(379)\t256,bpaste,ccolour,clipboard,cstyle,extkeys,focus,mouse,RGB,title\t0\t0\t0\n"))
    #expect(xterm == TmuxClient(name: "XTerm(379)", passthrough: false))
    // tmux does not pass xterm's DA1 on: whether it draws sixel is not known.
    var on = xterm
    on.passthrough = true
    #expect(
      GraphicsProtocol.choose(answer: nil, variables: ["TERM": "xterm"], client: on) == .halfBlocks)
  }

  @Test("tmux's word beats its own answers and the environment it was started in")
  func decides() throws {
    // tmux answers DA1 itself; KITTY_WINDOW_ID is left from the terminal tmux started in.
    let tmuxAnswer = GraphicsQuery.parse(Array("\u{1B}P>|tmux 3.3a\u{1B}\\\u{1B}[?1;2c".utf8))
    let stale = ["KITTY_WINDOW_ID": "1", "TERM": "tmux-256color"]
    let xterm = try #require(Self.client("XTerm(379)\tRGB\ton\t0\t0\n"))
    #expect(
      GraphicsProtocol.choose(answer: tmuxAnswer, variables: stale, client: xterm) == .halfBlocks)
    let wezterm = try #require(Self.client("WezTerm 20240203\t\tall\t0\t0\n"))
    #expect(
      GraphicsProtocol.choose(answer: tmuxAnswer, variables: stale, client: wezterm) == .iTerm2)
    let foot = try #require(Self.client("foot(1.16.2)\t\ton\t0\t0\n"))
    #expect(GraphicsProtocol.choose(answer: tmuxAnswer, variables: [:], client: foot) == .sixel)
    // A tmux built with sixel says so in the features.
    let sixel = try #require(Self.client("\tRGB,sixel\ton\t0\t0\n"))
    #expect(GraphicsProtocol.choose(answer: tmuxAnswer, variables: [:], client: sixel) == .sixel)
    // Passthrough off: nothing but half blocks can reach the terminal.
    let closed = try #require(Self.client("kitty(0.26.5)\t\toff\t0\t0\n"))
    #expect(
      GraphicsProtocol.choose(answer: tmuxAnswer, variables: stale, client: closed) == .halfBlocks)
    // tmux could not name it (it had not answered yet, or an older tmux): the environment.
    let unnamed = try #require(Self.client("\tbpaste\t1\t0\t0\n"))
    #expect(
      GraphicsProtocol.choose(answer: tmuxAnswer, variables: stale, client: unnamed) == .kitty)
    #expect(
      GraphicsProtocol.choose(answer: tmuxAnswer, variables: [:], client: unnamed) == .halfBlocks)
  }

  @Test("Output that is not tmux's five fields, a hostile name or place")
  func hostile() throws {
    #expect(Self.client("") == nil)
    #expect(Self.client("no tabs here\n") == nil)
    #expect(Self.client("kitty\t\ton\n") == nil, "tmux before 3.3 has fewer fields")
    #expect(Self.client("a\tb\tc\td\t0\t0\n") == nil)
    let escaped = try #require(Self.client("\u{1B}]0;evil\u{7}\t\ton\t0\t0\n"))
    #expect(escaped.name.isEmpty)
    let long = try #require(Self.client(String(repeating: "k", count: 500) + "\t\ton\t0\t0"))
    #expect(long.name.count == 80)
    let placed = try #require(Self.client("kitty\t\ton\t-5\t99999999999999999999\n"))
    #expect(placed.pane == TmuxClient.PaneOrigin(row: 0, column: 0))
    #expect(
      Self.client("kitty\t\ton\t12\t40\n")?.pane == TmuxClient.PaneOrigin(row: 12, column: 40))
  }

  @Test("Asked only inside tmux, bounded; a tmux that fails is no answer")
  func asked() async throws {
    let asked = AskedCommands()
    var environment = NewsEnvironment(send: { _ in throw TransportError.noAnswer })
    environment.runCapturing = { words, _, _, seconds, limit in
      asked.add(words + ["\(seconds)", "\(limit)"])
      return CapturedRunResult(result: .exited(0), output: Data("kitty(0.30.1)\t\t1\t0\t0\n".utf8))
    }
    #expect(await TmuxClient.ask(environment) == nil)
    #expect(asked.last == nil, "outside tmux nothing is run")
    environment.variables["TMUX"] = "/tmp/tmux-0/default,1,0"
    #expect(await TmuxClient.ask(environment)?.name == "kitty(0.30.1)")
    #expect(asked.last == ["tmux", "display", "-p", TmuxClient.format, "1.0", "1024"])
    environment.runCapturing = { _, _, _, _, _ in CapturedRunResult(result: .exited(1)) }
    #expect(await TmuxClient.ask(environment) == nil)
    // The drawing a run gets inside tmux: kitty's protocol, wrapped for the passthrough.
    environment.runCapturing = { _, _, _, _, _ in
      CapturedRunResult(result: .exited(0), output: Data("kitty(0.26.5)\t\t1\t3\t41\n".utf8))
    }
    let drawing = await PictureDrawing.live(environment: environment, colorEnabled: true)
    #expect(drawing.graphics == .kitty && drawing.inTmux)
    #expect(drawing.pane == TmuxClient.PaneOrigin(row: 3, column: 41))
  }

  @Test("In a full screen through tmux the terminal's cursor is moved inside the passthrough")
  func placed() throws {
    let red = DecodedPicture(width: 1, height: 1, pixels: [255, 0, 0, 255])
    let layout = PictureLayout.fit(width: 1, height: 1, columns: 2, rows: 1, cell: (10, 20))
    var drawing = PictureDrawing(graphics: .kitty, inTmux: true)
    drawing.pane = TmuxClient.PaneOrigin(row: 3, column: 41)
    let kitty = drawing.protocolSequence(red, data: Data(), layout: layout)
    // Saved, moved to the pane's row 2 and column 3 on the screen, drawn, put back: one
    // passthrough, every escape inside doubled.
    #expect(
      drawing.sequence(red, data: Data(), layout: layout, row: 2, column: 3)
        == PictureEncoding.throughTmux("\u{1B}7\u{1B}[6;45H" + kitty + "\u{1B}8"))
    #expect(
      drawing.sequence(red, data: Data(), layout: layout, row: 2, column: 3)
        .hasPrefix("\u{1B}Ptmux;\u{1B}\u{1B}7\u{1B}\u{1B}[6;45H\u{1B}\u{1B}_G"))
    // Outside tmux, and half blocks (cells tmux draws itself), as from the cursor.
    drawing.inTmux = false
    #expect(drawing.sequence(red, data: Data(), layout: layout, row: 2, column: 3) == kitty)
    let cells = PictureDrawing(graphics: .halfBlocks, inTmux: true)
    #expect(
      cells.sequence(red, data: Data(), layout: layout, row: 2, column: 3)
        == PictureEncoding.halfBlocks(red, columns: layout.columns, rows: layout.rows))
  }
}
