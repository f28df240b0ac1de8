import NewsKit
import Testing

@Suite("Colour, theme and width")
struct TerminalDecisionsTests {
  func color(_ choice: ColorChoice, _ environment: [String: String], tty: Bool) -> Bool {
    TerminalDecisions.colorEnabled(choice, environment: environment, stdoutIsTerminal: tty)
  }

  @Test("auto colours only a terminal")
  func autoFollowsTerminal() {
    #expect(color(.auto, ["TERM": "xterm-256color"], tty: true))
    #expect(!color(.auto, ["TERM": "xterm-256color"], tty: false))
  }

  @Test("NO_COLOR non-empty turns colour off; empty does not")
  func noColor() {
    #expect(!color(.auto, ["NO_COLOR": "1"], tty: true))
    #expect(color(.auto, ["NO_COLOR": ""], tty: true))
    #expect(!color(.auto, ["NO_COLOR": "1", "FORCE_COLOR": "1"], tty: true))
  }

  @Test("FORCE_COLOR and CLICOLOR_FORCE turn colour on unless 0")
  func forceColor() {
    #expect(color(.auto, ["FORCE_COLOR": "1"], tty: false))
    #expect(color(.auto, ["CLICOLOR_FORCE": "1"], tty: false))
    #expect(!color(.auto, ["FORCE_COLOR": "0"], tty: false))
    #expect(!color(.auto, ["FORCE_COLOR": ""], tty: false))
  }

  @Test("TERM=dumb turns colour off")
  func dumb() {
    #expect(!color(.auto, ["TERM": "dumb"], tty: true))
  }

  @Test("--color always and never win over the environment")
  func explicit() {
    #expect(color(.always, ["NO_COLOR": "1", "TERM": "dumb"], tty: false))
    #expect(!color(.never, ["FORCE_COLOR": "1"], tty: true))
  }

  @Test(
    "auto theme follows COLORFGBG, else dark",
    arguments: [
      ("15;0", ThemeKind.dark), ("0;15", .light), ("12;8", .dark), ("0;7", .light),
      ("15;default;0", .dark), ("0;default;15", .light), ("nonsense", .dark), ("", .dark),
    ])
  func colorfgbg(value: String, expected: ThemeKind) {
    #expect(TerminalDecisions.theme(.auto, environment: ["COLORFGBG": value]) == expected)
  }

  @Test("An explicit theme wins")
  func explicitTheme() {
    #expect(TerminalDecisions.theme(.auto, environment: [:]) == .dark)
    #expect(TerminalDecisions.theme(.light, environment: ["COLORFGBG": "15;0"]) == .light)
    #expect(TerminalDecisions.theme(.dark, environment: ["COLORFGBG": "0;15"]) == .dark)
  }

  @Test("Width: COLUMNS, then the terminal; not a terminal and no COLUMNS, no wrapping")
  func width() {
    #expect(TerminalDecisions.width(environment: ["COLUMNS": "40"], terminalColumns: 120) == 40)
    #expect(TerminalDecisions.width(environment: ["COLUMNS": "40"], terminalColumns: nil) == 40)
    #expect(TerminalDecisions.width(environment: ["COLUMNS": "abc"], terminalColumns: 120) == 120)
    #expect(TerminalDecisions.width(environment: ["COLUMNS": "0"], terminalColumns: 0) == 80)
    let unlimited = TerminalDecisions.unlimited
    #expect(
      TerminalDecisions.width(environment: ["COLUMNS": "0"], terminalColumns: nil) == unlimited)
    #expect(TerminalDecisions.width(environment: [:], terminalColumns: nil) == unlimited)
    #expect(TextWrapper.wrap(String(repeating: "word ", count: 2_000), width: unlimited).count == 1)
  }

  @Test("The reader's width: COLUMNS narrows it, but never past the terminal's edge")
  func screenColumns() {
    let columns = { (value: String?, real: Int) in
      TerminalDecisions.screenColumns(
        environment: value.map { ["COLUMNS": $0] } ?? [:], terminalColumns: real)
    }
    #expect(columns("40", 80) == 40)
    #expect(columns("200", 80) == 80)
    #expect(columns(nil, 120) == 120)
    #expect(columns("abc", 60) == 60)
  }
}
