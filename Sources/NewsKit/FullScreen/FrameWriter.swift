/// Turns frames into what is written to the terminal: only the rows that changed since the
/// last frame, each moved to and rewritten whole, all in one string for one write.
///
/// The writer is the last gate before the terminal: every run's text is sanitised here again,
/// so nothing a renderer placed can move the cursor, retitle the window or reorder text.
public struct FrameWriter: Sendable {
  /// Whether colours are drawn; off keeps bold, dim, underline and reverse video (NO_COLOR
  /// asks for no colour, not for no selection).
  let colorEnabled: Bool
  /// The frame on the screen now; nil when nothing is known of it (start, resize, resume).
  var shown: ScreenFrame?
  /// What takes away the last picture drawn, kept past `invalidate`: a cleared screen does
  /// not take kitty's images with it.
  var lastErase = ""

  public init(colorEnabled: Bool) {
    self.colorEnabled = colorEnabled
  }

  /// Forgets what is on the screen, so the next frame is drawn whole over a cleared screen.
  public mutating func invalidate() {
    shown = nil
  }

  /// The bytes that bring the screen from the shown frame to `frame`; empty when nothing
  /// changed.
  public mutating func update(to frame: ScreenFrame) -> String {
    var output = ""
    let previous = shown
    if previous == nil { output += lastErase + "\u{1B}[0m\u{1B}[2J" }
    // Pictures that moved or went: taken away, and the rows they covered drawn again. kitty's
    // erase takes every picture away at once, so then every picture left is drawn again.
    let before = previous?.pictures ?? []
    let after = frame.pictures
    let gone = before.filter { !after.contains($0) }
    var stale = Set<Int>()
    var erased = false
    for old in gone {
      stale.formUnion(old.rows)
      if !old.erase.isEmpty && !erased {
        output += old.erase
        erased = true
      }
    }
    var redrawn = Set<Int>()
    for (row, line) in frame.lines.enumerated() {
      if let previous, row < previous.lines.count, previous.lines[row] == line,
        !stale.contains(row)
      {
        continue
      }
      // The row is erased before it is drawn, not after: with autowrap off the cursor stays on
      // the last column once a full-width row is written, and erasing then would take the
      // row's last character (an ellipsis, the status line's edge) with it.
      output += "\u{1B}[\(row + 1);1H\u{1B}[K" + draw(line)
      redrawn.insert(row)
    }
    // A picture is drawn when it is new here, when text was drawn over its rows (unless it
    // stays over text), or when an erase took it away.
    let due = after.filter { picture in
      erased || !before.contains(picture)
        || (!picture.keepsUnderText && picture.rows.contains(where: redrawn.contains))
    }
    if !due.isEmpty {
      // The same kitty picture drawn again over rows redrawn: its first copy goes first, and
      // with it every other, so all are drawn.
      let erase = due.first { !$0.erase.isEmpty && before.contains($0) }?.erase
      if let erase, !erased {
        output += erase
        erased = true
      }
      for picture in erased ? after : due {
        output += place(picture)
        lastErase = picture.erase
      }
    }
    if output.isEmpty && previous?.cursor == frame.cursor { return "" }
    if let cursor = frame.cursor {
      output += "\u{1B}[\(cursor.row + 1);\(cursor.column + 1)H\u{1B}[?25h"
    } else {
      output += "\u{1B}[?25l"
    }
    shown = frame
    return output
  }

  /// A picture drawn at its place: half blocks row by row, the others from its first cell.
  func place(_ picture: FramePicture) -> String {
    var output = ""
    for (index, row) in picture.bytes.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated() where !row.isEmpty
    {
      output += "\u{1B}[\(picture.row + index + 1);\(picture.column + 1)H" + row
    }
    return output
  }

  /// One row: each run in its style (the renderer made rows with a fill as wide as the screen).
  func draw(_ line: ScreenLine) -> String {
    var output = ""
    var current: TextStyle?
    for span in line.spans where !span.text.isEmpty {
      // A run in the style already set needs no escape of its own.
      if span.style != current { output += sgr(span.style) }
      current = span.style
      output += TerminalSanitizer.sanitize(span.text)
    }
    return output + "\u{1B}[0m"
  }

  /// The escape that sets a style from plain, without colours when they are off.
  func sgr(_ style: TextStyle) -> String {
    let parameters =
      colorEnabled
      ? style.parameters : style.parameters.filter { !(30...49).contains($0) && $0 < 90 }
    return "\u{1B}[0" + parameters.map { ";\($0)" }.joined() + "m"
  }
}
