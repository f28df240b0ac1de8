import Foundation
import Localization

/// The article's picture in the details: the rows it is drawn over, above the title, and the
/// line that says it is there (`i`), coming, or could not be shown.
extension ScreenRenderer {
  /// The most cells a picture takes in the details, as in `news show`.
  static let pictureColumns = 64
  static let pictureRows = 16

  /// The cells the details' picture takes, drawn from their second line (under the heading's
  /// blank line); nil when no picture is drawn.
  func pictureLayout(_ state: ReaderState) -> PictureLayout? {
    guard let drawing = pictures, state.screen == .detail, !state.showsHelp,
      let shown = state.picture?.shown, state.selected?.image == state.picture?.address,
      drawing.graphics != .halfBlocks || drawing.colorEnabled
    else { return nil }
    return PictureLayout.fit(
      width: shown.picture.width, height: shown.picture.height,
      columns: min(max(1, state.columns - 2), Self.pictureColumns),
      rows: min(Self.pictureRows, max(1, state.bodyRows - 4)), cell: drawing.cell)
  }

  /// The blank lines the picture is drawn over, and one between it and the title.
  func pictureRows(_ state: ReaderState) -> [ScreenLine] {
    guard let layout = pictureLayout(state) else { return [] }
    return Array(repeating: ScreenLine(), count: layout.rows + 1)
  }

  /// What the details say of the picture: the key that draws it, that it is coming, or why
  /// it could not be shown; nil when there is none to speak of, or it is drawn.
  func pictureNote(_ state: ReaderState) -> String? {
    guard state.pictures != .off, let address = state.selected?.image else { return nil }
    let strings = state.strings.pictures
    guard let picture = state.picture, picture.address == address, !picture.hidden else {
      return strings.readerHint(TerminalSanitizer.sanitize(URL(string: address)?.host ?? address))
    }
    switch picture.stage {
    case .loading: return strings.loading
    case .failed(let problem):
      return strings.failed(PictureShowing.reason(problem.error, strings: state.strings))
    case .ready:
      guard let drawing = pictures else { return nil }
      return drawing.graphics == .halfBlocks && !drawing.colorEnabled
        ? strings.failed(strings.needsColor) : nil
    }
  }

  /// Where the picture is on the screen: drawn only while it is wholly in view, so that no
  /// part of it is left behind when the details scroll.
  func framePicture(_ state: ReaderState) -> FramePicture? {
    guard let layout = pictureLayout(state), let address = state.picture?.address else {
      return nil
    }
    // Its first line is the details' second; the body starts on the screen's second row.
    let first = 1 - clampedDetailTop(state)
    guard first >= 0, first + layout.rows <= state.bodyRows else { return nil }
    return FramePicture(
      row: 1 + first, column: 1, layout: layout, address: address)
  }
}

/// A picture on the screen: where, the cells it takes, which one; its bytes are the loop's
/// (`ReaderLoop`), made once for each address and size.
public struct FramePicture: Sendable, Equatable {
  public var row: Int
  public var column: Int
  public var layout: PictureLayout
  public var address: String
  /// What draws it, and what takes it away again (the kitty protocol's images lie over the
  /// text and are deleted; the others are cells the text drawn over replaces).
  public var bytes = ""
  public var erase = ""
  /// Whether the picture stays when the text under it is drawn again: kitty's placed images
  /// lie over the text (erasing a line leaves them; seen in kitty 0.26), but not through tmux,
  /// which may clear what it redraws. Cells (half blocks, sixel, iTerm2, placeholders) do not.
  public var keepsUnderText = false

  public init(row: Int, column: Int, layout: PictureLayout, address: String) {
    self.row = row
    self.column = column
    self.layout = layout
    self.address = address
  }

  /// The rows it covers.
  public var rows: Range<Int> { row..<(row + layout.rows) }
}
