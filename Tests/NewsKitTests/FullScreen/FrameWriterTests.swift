import Testing

@testable import NewsKit

@Suite("Frames written to the terminal")
struct FrameWriterTests {
  func frame(_ rows: [String], selected: Int? = nil, cursor: ScreenFrame.Cursor? = nil)
    -> ScreenFrame
  {
    ScreenFrame(
      lines: rows.enumerated().map { index, text in
        let line = ScreenLine([Span(text, TextStyle([1, 93]))])
        return index == selected ? line.adding(TextStyle([7])) : line
      }, cursor: cursor)
  }

  @Test("The first frame clears and draws every row; an unchanged frame writes nothing")
  func first() {
    var writer = FrameWriter(colorEnabled: true)
    let output = writer.update(to: frame(["a", "b", "c"]))
    #expect(output.hasPrefix("\u{1B}[0m\u{1B}[2J"))
    for row in 1...3 { #expect(output.contains("\u{1B}[\(row);1H")) }
    #expect(output.hasSuffix("\u{1B}[?25l"))
    #expect(writer.update(to: frame(["a", "b", "c"])) == "")
  }

  @Test("A row is erased before it is drawn, so a full row keeps its last character")
  func eraseBeforeDrawing() {
    // With autowrap off the cursor stays on the last column after a full row; an erase after
    // the text would take the last character (here the ellipsis) away.
    var writer = FrameWriter(colorEnabled: false)
    let line = ScreenLine([Span("Świątek wins in Warsaw, again and agai")]).fitted(to: 20)
    let output = writer.update(to: ScreenFrame(lines: [line], cursor: nil))
    let row = output.components(separatedBy: "\u{1B}[1;1H").last ?? ""
    #expect(row.hasPrefix("\u{1B}[K"), "\(row.debugDescription)")
    let afterText = row.components(separatedBy: "…").last ?? ""
    #expect(
      !afterText.contains("\u{1B}[K"), "nothing erases after the text: \(row.debugDescription)")
  }

  @Test("Moving the selection rewrites only the two rows that changed")
  func diff() {
    var writer = FrameWriter(colorEnabled: true)
    _ = writer.update(to: frame(["a", "b", "c", "d"], selected: 1))
    let output = writer.update(to: frame(["a", "b", "c", "d"], selected: 2))
    #expect(output.contains("\u{1B}[2;1H") && output.contains("\u{1B}[3;1H"))
    #expect(!output.contains("\u{1B}[1;1H") && !output.contains("\u{1B}[4;1H"))
    #expect(!output.contains("\u{1B}[2J"))
  }

  @Test("After invalidate (resize, resume, Ctrl-L) everything is drawn again")
  func invalidate() {
    var writer = FrameWriter(colorEnabled: true)
    _ = writer.update(to: frame(["a", "b"]))
    writer.invalidate()
    let output = writer.update(to: frame(["a", "b"]))
    #expect(output.contains("\u{1B}[2J") && output.contains("\u{1B}[1;1H"))
  }

  @Test("Colour off drops the colours and keeps bold and the reverse-video selection")
  func noColor() {
    var writer = FrameWriter(colorEnabled: false)
    let output = writer.update(to: frame(["a", "b"], selected: 1))
    #expect(!output.contains("93"))
    #expect(output.contains("\u{1B}[0;1m") && output.contains("\u{1B}[0;1;7m"))
  }

  @Test("The cursor shows where the prompt wants it and hides again after")
  func cursor() {
    var writer = FrameWriter(colorEnabled: true)
    let shown = writer.update(
      to: frame(["a", "Search: x"], cursor: ScreenFrame.Cursor(row: 1, column: 9)))
    #expect(shown.hasSuffix("\u{1B}[2;10H\u{1B}[?25h"))
    #expect(writer.update(to: frame(["a", "b"])).hasSuffix("\u{1B}[?25l"))
  }
}
