import Foundation

/// Drawing a frame: the renderer's rows, the pictures' bytes made once each, one write.
extension ReaderLoop {
  /// Writes what changed, in one write; a picture's bytes are made once for its address, size
  /// and place (`drawn`), not for every frame.
  func draw(_ state: ReaderState, _ writer: inout FrameWriter, _ drawn: inout DrawnPicture) {
    var frame = renderer.render(state)
    guard let drawing = renderer.pictures else {
      let bytes = writer.update(to: frame)
      if !bytes.isEmpty { io.write(bytes) }
      return
    }
    var made: [String: String] = [:]
    /// A picture's bytes: those made for the same key before, else made now.
    func bytes(_ picture: FramePicture, _ shown: PictureBytes, _ drawing: PictureDrawing) -> String
    {
      let key =
        "\(picture.layout.columns)x\(picture.layout.rows)@\(picture.row),\(picture.column)"
        + " \(drawing.pictureID) \(picture.address)"
      let bytes =
        drawn.bytes[key]
        ?? drawing.sequence(
          shown.picture, data: shown.data, layout: picture.layout, row: picture.row,
          column: picture.column)
      made[key] = bytes
      return bytes
    }
    let keeps = drawing.graphics == .kitty && !drawing.placeholders && !drawing.inTmux
    if var picture = frame.picture, let shown = state.picture?.shown {
      picture.bytes = bytes(
        picture, PictureBytes(picture: shown.picture, data: shown.data), drawing)
      picture.erase = drawing.erase
      picture.keepsUnderText = keeps
      frame.picture = picture
    }
    frame.thumbnails = frame.thumbnails.enumerated().compactMap { index, thumbnail in
      guard let shown = state.thumbnails.ready(thumbnail.address) else { return nil }
      var thumbnail = thumbnail
      // Each its own id where kitty keeps pictures under ids (placeholders).
      thumbnail.bytes = bytes(thumbnail, shown, drawing.numbered(index + 1))
      thumbnail.erase = drawing.erase
      thumbnail.keepsUnderText = keeps
      return thumbnail
    }
    // Only what this frame drew is kept.
    drawn.bytes = made
    let output = writer.update(to: frame)
    if !output.isEmpty { io.write(output) }
  }
}

/// The bytes of the pictures drawn last, by the size, place and address they were made for.
struct DrawnPicture {
  var bytes: [String: String] = [:]
}
