import Foundation
import Testing

@testable import NewsKit

/// kitty's Unicode placeholders (issue 59, point 2): where the terminal has them (kitty 0.28
/// and later, Ghostty), a picture is sent once under an id and written as cells, so it scrolls
/// and is drawn again with the text, inside tmux too. Debian's kitty (0.26.5) has none: these
/// are the protocol's bytes, checked against its definition.
@Suite("Pictures: kitty's Unicode placeholders")
struct KittyPlaceholderTests {
  static let red = DecodedPicture(
    width: 2, height: 2, pixels: Array(repeating: [255, 0, 0, 255], count: 4).flatMap { $0 })

  @Test("Cells: U+10EEEE, a mark for the row and one for the column, the id as the colour")
  func cells() {
    let rows = KittyPlaceholders.rows(id: 0x12_3456, columns: 2, rows: 2, palette: false)
    #expect(
      rows == [
        "\u{1B}[38;2;18;52;86m\u{10EEEE}\u{0305}\u{0305}\u{10EEEE}\u{0305}\u{030D}\u{1B}[39m",
        "\u{1B}[38;2;18;52;86m\u{10EEEE}\u{030D}\u{0305}\u{10EEEE}\u{030D}\u{030D}\u{1B}[39m",
      ])
    // Inside tmux the id is a palette colour, which tmux passes on as it is.
    let tmux = KittyPlaceholders.rows(id: 42, columns: 1, rows: 1, palette: true)
    #expect(tmux == ["\u{1B}[38;5;42m\u{10EEEE}\u{0305}\u{0305}\u{1B}[39m"])
    // The 64th mark numbers the last column a picture may take; the table is the protocol's.
    #expect(KittyDiacritics.marks.count == 64 && KittyDiacritics.marks.last == 0x0658)
    let wide = KittyPlaceholders.rows(id: 1, columns: 64, rows: 16, palette: false)
    #expect(wide.count == 16 && wide[15].unicodeScalars.filter { $0 == "\u{10EEEE}" }.count == 64)
  }

  @Test("Who has them: kitty from 0.28, Ghostty; not kitty 0.26 nor anything else")
  func supported() {
    for name in ["kitty(0.28.0)", "kitty(0.35.2)", "kitty(1.0.0)", "ghostty 1.1.3"] {
      #expect(KittyPlaceholders.supported(by: name), "\(name)")
    }
    for name in ["kitty(0.26.5)", "kitty(0.27.1)", "kitty", "XTerm(379)", "WezTerm 2024", ""] {
      #expect(!KittyPlaceholders.supported(by: name), "\(name)")
    }
  }

  @Test("Ids: never 0; inside tmux 16 to 255, one a thumbnail")
  func ids() {
    for random in [0.0, 0.5, 0.999_999, 1.5, -1] {
      let palette = KittyPlaceholders.id(random: random, palette: true)
      #expect((16...255).contains(palette))
      #expect(KittyPlaceholders.id(random: random, palette: false) > 0)
    }
    let base = KittyPlaceholders.id(random: 0.99, palette: true)
    let ids = (0..<100).map { KittyPlaceholders.id(base, plus: $0, palette: true) }
    #expect(ids.allSatisfy { (16...255).contains($0) } && Set(ids).count == 100)
    #expect(KittyPlaceholders.id(0xFF_FFFF, plus: 1, palette: false) > 0)
  }

  @Test("Drawn: sent once as a virtual placement, then the cells; through tmux only the sending")
  func drawn() throws {
    var drawing = PictureDrawing(graphics: .kitty)
    drawing.placeholders = true
    drawing.pictureID = 77
    let layout = PictureLayout.fit(width: 2, height: 2, columns: 2, rows: 1, cell: (10, 20))
    let bytes = drawing.sequence(Self.red, data: Data(), layout: layout)
    let lines = bytes.split(separator: "\n").map(String.init)
    #expect(lines.count == layout.rows)
    #expect(lines[0].hasPrefix("\u{1B}_Ga=T,U=1,i=77,f=24,"))
    #expect(
      lines[0].hasSuffix(
        "\u{1B}[38;2;0;0;77m\u{10EEEE}\u{0305}\u{0305}\u{10EEEE}\u{0305}\u{030D}\u{1B}[39m"))
    #expect(drawing.drawsCells && drawing.erase.isEmpty)
    // Inside tmux: the sending passes through, the cells are text tmux keeps in its pane (no
    // cursor moved outside it, even in a full screen).
    drawing.inTmux = true
    let tmux = drawing.sequence(Self.red, data: Data(), layout: layout, row: 3, column: 1)
    #expect(tmux.hasPrefix("\u{1B}Ptmux;\u{1B}\u{1B}_Ga=T,U=1,i=77,"))
    #expect(
      tmux.hasSuffix(
        "\u{1B}\\\u{1B}[38;5;77m\u{10EEEE}\u{0305}\u{0305}\u{10EEEE}\u{0305}\u{030D}\u{1B}[39m"))
    #expect(!tmux.contains("\u{1B}7"))
    // A list's thumbnails: cells, each picture its own id (16 + (77 + 3) % 240 inside tmux).
    #expect(KittyPlaceholders.id(77, plus: 3, palette: true) == 96)
    let thumbnail = try #require(
      ListThumbnail.make(Self.red, data: Data(), drawing: drawing.numbered(3)))
    let cells = try #require(thumbnail.drawn.cells)
    #expect(cells.count == thumbnail.rows && cells[0].contains("i=96,"))
  }

  @Test("Chosen by what the terminal, or tmux, said it is")
  func chosen() async {
    var environment = NewsEnvironment(send: { _ in throw TransportError.noAnswer })
    let kitty = { (version: String) in
      { @Sendable () -> GraphicsQuery.Answer? in
        GraphicsQuery.parse(
          Array("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}P>|\(version)\u{1B}\\\u{1B}[?62;c".utf8))
      }
    }
    environment.terminalGraphics = kitty("kitty(0.30.1)")
    var drawing = await PictureDrawing.live(environment: environment, colorEnabled: true)
    #expect(drawing.graphics == .kitty && drawing.placeholders)
    environment.terminalGraphics = kitty("kitty(0.26.5)")
    drawing = await PictureDrawing.live(environment: environment, colorEnabled: true)
    #expect(drawing.graphics == .kitty && !drawing.placeholders)
    // Inside tmux, the terminal tmux names.
    environment.variables["TMUX"] = "/tmp/tmux-0/default,1,0"
    environment.runCapturing = { _, _, _, _, _ in
      CapturedRunResult(result: .exited(0), output: Data("kitty(0.35.2)\t\t1\t0\t0\n".utf8))
    }
    drawing = await PictureDrawing.live(environment: environment, colorEnabled: true)
    #expect(drawing.placeholders && drawing.inTmux && (16...255).contains(drawing.pictureID))
  }
}
