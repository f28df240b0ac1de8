import Foundation

/// A picture drawn for a terminal: the protocol's bytes for the cells its layout takes, passed
/// through tmux when inside it, the cursor left at the start of the line below.
public struct PictureDrawing: Sendable {
  public var graphics: GraphicsProtocol
  /// A cell's size in pixels, as the terminal said (else the default).
  public var cell: (width: Int, height: Int)
  /// Inside tmux: escape sequences go through its passthrough.
  public var inTmux: Bool
  /// Inside tmux, where its pane lies on the terminal's screen.
  public var pane = TmuxClient.PaneOrigin(row: 0, column: 0)
  /// kitty's Unicode placeholders (`KittyPlaceholders`): the picture becomes cells.
  public var placeholders = false
  /// The id the next picture is kept under with placeholders.
  public var pictureID: UInt32 = 16

  /// Whether pictures are cells written with the text (half blocks, placeholders), not drawn
  /// over it by the terminal.
  public var drawsCells: Bool { graphics == .halfBlocks || (graphics == .kitty && placeholders) }

  /// The drawing for the `index`th picture of a list: its own id.
  public func numbered(_ index: Int) -> PictureDrawing {
    var drawing = self
    drawing.pictureID = KittyPlaceholders.id(pictureID, plus: index, palette: inTmux)
    return drawing
  }
  /// Colour allowed (half blocks are colour, so none without it).
  public var colorEnabled: Bool

  public init(
    graphics: GraphicsProtocol, cell: (width: Int, height: Int) = PictureLayout.defaultCell,
    inTmux: Bool = false, colorEnabled: Bool = true
  ) {
    self.graphics = graphics
    self.cell = cell
    self.inTmux = inTmux
    self.colorEnabled = colorEnabled
  }

  /// The drawing chosen for a run: the terminal's answers (asked once), inside tmux what tmux
  /// heard from the terminal outside, and the environment.
  public static func live(environment: NewsEnvironment, colorEnabled: Bool) async
    -> PictureDrawing
  {
    let answer = environment.terminalGraphics()
    let client = await TmuxClient.ask(environment)
    let cell =
      answer.flatMap { answer in
        answer.cellWidth.flatMap { width in answer.cellHeight.map { (width, $0) } }
      } ?? PictureLayout.defaultCell
    var drawing = PictureDrawing(
      graphics: GraphicsProtocol.choose(
        answer: answer, variables: environment.variables, client: client),
      cell: cell, inTmux: environment.variables["TMUX"] != nil, colorEnabled: colorEnabled)
    if let client { drawing.pane = client.pane }
    drawing.placeholders =
      drawing.graphics == .kitty
      && KittyPlaceholders.supported(by: client?.name ?? answer?.version ?? "")
    drawing.pictureID = KittyPlaceholders.id(
      random: environment.random(), palette: drawing.inTmux)
    return drawing
  }

  /// The bytes that draw `picture` (decoded from `data`) in at most `columns` × `rows` cells;
  /// empty when nothing can be drawn (half blocks without colour).
  public func draw(_ picture: DecodedPicture, data: Data, columns: Int, rows: Int) -> String {
    let layout = PictureLayout.fit(
      width: picture.width, height: picture.height, columns: columns, rows: rows, cell: cell)
    let sequence = self.sequence(picture, data: data, layout: layout)
    return sequence.isEmpty ? "" : sequence + "\n"
  }

  /// The bytes that draw `picture` over the cells of `layout` from the cursor: half blocks as
  /// rows separated by newlines, the others as one sequence (through tmux inside it).
  public func sequence(_ picture: DecodedPicture, data: Data, layout: PictureLayout) -> String {
    let sequence = protocolSequence(picture, data: data, layout: layout)
    return inTmux && !drawsCells ? PictureEncoding.throughTmux(sequence) : sequence
  }

  /// The bytes that draw `picture` with its first cell at `row` and `column` of a full screen
  /// (from 0), after the cursor was moved there. Through tmux the terminal's cursor is where
  /// tmux last left it, not where the pane's cursor is: the cursor is moved inside the
  /// passthrough too (the pane's place added) and put back after, so tmux finds it where it was.
  public func sequence(
    _ picture: DecodedPicture, data: Data, layout: PictureLayout, row: Int, column: Int
  ) -> String {
    guard inTmux, !drawsCells else { return sequence(picture, data: data, layout: layout) }
    let moved = "\u{1B}7\u{1B}[\(pane.row + row + 1);\(pane.column + column + 1)H"
    return PictureEncoding.throughTmux(
      moved + protocolSequence(picture, data: data, layout: layout) + "\u{1B}8")
  }

  /// The bytes that draw `picture` from the cursor and put the cursor back where it was
  /// (inside tmux's passthrough: the terminal's cursor, not the pane's): for a picture beside
  /// text printed after it.
  public func sequenceKeepingCursor(_ picture: DecodedPicture, data: Data, layout: PictureLayout)
    -> String
  {
    let sequence =
      "\u{1B}7" + protocolSequence(picture, data: data, layout: layout) + "\u{1B}8"
    return inTmux ? PictureEncoding.throughTmux(sequence) : sequence
  }

  /// The protocol's own bytes, not passed through tmux (but for placeholders' picture, sent
  /// ahead of the cells).
  func protocolSequence(_ picture: DecodedPicture, data: Data, layout: PictureLayout) -> String {
    switch graphics {
    case .halfBlocks:
      guard colorEnabled else { return "" }
      return PictureEncoding.halfBlocks(picture, columns: layout.columns, rows: layout.rows)
    case .sixel:
      return PictureEncoding.sixel(picture, width: layout.pixelWidth, height: layout.pixelHeight)
    case .kitty:
      // Never scaled up here: kitty fills the cells itself from fewer pixels.
      let fits = layout.pixelWidth <= picture.width && layout.pixelHeight <= picture.height
      let sent = PictureEncoding.kitty(
        picture, width: fits ? layout.pixelWidth : picture.width,
        height: fits ? layout.pixelHeight : picture.height, columns: layout.columns,
        rows: layout.rows, virtualID: placeholders ? pictureID : nil)
      guard placeholders else { return sent }
      // Sent (through tmux inside it) before the first row of cells, which tmux sees as text.
      let cells = KittyPlaceholders.rows(
        id: pictureID, columns: layout.columns, rows: layout.rows, palette: inTmux)
      return (inTmux ? PictureEncoding.throughTmux(sent) : sent) + cells.joined(separator: "\n")
    case .iTerm2:
      return PictureEncoding.iTerm2(data, columns: layout.columns, rows: layout.rows)
    }
  }

  /// The bytes that take the pictures drawn away: kitty's images lie over the text and are
  /// deleted; the other kinds are cells, replaced by the text drawn over them.
  public var erase: String {
    guard graphics == .kitty, !placeholders else { return "" }
    let sequence = PictureEncoding.kittyErase
    return inTmux ? PictureEncoding.throughTmux(sequence) : sequence
  }
}
