/// The cells a picture takes: as wide as it can be within the columns and rows it may have,
/// its aspect kept for the terminal's cell size.
public struct PictureLayout: Sendable, Equatable {
  public var columns: Int
  public var rows: Int
  /// The pixels drawn for it (sixel, kitty): the cells' size in pixels.
  public var pixelWidth: Int
  public var pixelHeight: Int

  /// A cell's size when the terminal does not say: 10 × 20 pixels.
  public static let defaultCell = (width: 10, height: 20)

  /// The layout of a `width` × `height` picture in at most `columns` × `rows` cells of
  /// `cell` pixels.
  public static func fit(
    width: Int, height: Int, columns: Int, rows: Int,
    cell: (width: Int, height: Int) = defaultCell
  ) -> PictureLayout {
    // In whole numbers: rows = ⌈columns × height × cell width ÷ (width × cell height)⌉.
    let (across, down) = (max(width, 1), max(height, 1))
    var used = max(1, columns)
    var high = (used * down * cell.width + across * cell.height - 1) / (across * cell.height)
    if high > rows {
      high = max(1, rows)
      let wide = (2 * high * cell.height * across + down * cell.width) / (2 * down * cell.width)
      used = max(1, min(columns, wide))
    }
    return PictureLayout(
      columns: used, rows: max(1, high), pixelWidth: used * cell.width,
      pixelHeight: max(1, high) * cell.height)
  }
}
