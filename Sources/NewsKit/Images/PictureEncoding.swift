import CImageShim
import Foundation

/// A picture as the bytes a terminal draws it from: half blocks, sixel, the kitty graphics
/// protocol, iTerm2's inline images; pure functions of the picture and the cells it fills.
public enum PictureEncoding {
  /// Rows of `▀`, each cell two pixels in true colour; `columns` × `rows` cells.
  public static func halfBlocks(_ picture: DecodedPicture, columns: Int, rows: Int) -> String {
    let rgb = picture.scaled(width: columns, height: rows * 2)
    return drawn(rgb, columns, rows * 2, news_image_half_blocks)
  }

  /// A sixel image of `width` × `height` pixels.
  public static func sixel(_ picture: DecodedPicture, width: Int, height: Int) -> String {
    let rgb = picture.scaled(width: width, height: height)
    return drawn(rgb, width, height, news_image_sixel)
  }

  /// The kitty graphics protocol: the picture sent as RGB of `width` × `height` pixels, in
  /// chunks of 4,096 base64 bytes, shown over `columns` × `rows` cells, the cursor left after it;
  /// with `virtualID`, kept under that id as a virtual placement for Unicode placeholders
  /// (`KittyPlaceholders`), nothing shown until they are written.
  public static func kitty(
    _ picture: DecodedPicture, width: Int, height: Int, columns: Int, rows: Int,
    virtualID: UInt32? = nil
  ) -> String {
    let payload = Data(picture.scaled(width: width, height: height)).base64EncodedString()
    var chunks: [Substring] = []
    var rest = Substring(payload)
    while !rest.isEmpty {
      chunks.append(rest.prefix(4_096))
      rest = rest.dropFirst(4_096)
    }
    if chunks.isEmpty { chunks = [""] }
    var out = ""
    for (index, chunk) in chunks.enumerated() {
      let more = index < chunks.count - 1 ? 1 : 0
      let control =
        index == 0
        ? "a=T,\(virtualID.map { "U=1,i=\($0)," } ?? "")f=24,s=\(width),v=\(height),"
          + "c=\(columns),r=\(rows),q=2,m=\(more)"
        : "m=\(more)"
      out += "\u{1B}_G" + control + ";" + chunk + "\u{1B}\\"
    }
    return out
  }

  /// Deletes every kitty image on the screen, and its data (`a=d`, `d=A`), quietly.
  public static let kittyErase = "\u{1B}_Ga=d,d=A,q=2\u{1B}\\"

  /// iTerm2's inline image: the file's own bytes, `columns` cells wide, `rows` high.
  public static func iTerm2(_ data: Data, columns: Int, rows: Int) -> String {
    "\u{1B}]1337;File=inline=1;size=\(data.count);width=\(columns);height=\(rows);"
      + "preserveAspectRatio=1:" + data.base64EncodedString() + "\u{07}"
  }

  /// A sequence made to pass through tmux to the terminal it runs in (`allow-passthrough`):
  /// wrapped in tmux's DCS, every escape doubled.
  public static func throughTmux(_ sequence: String) -> String {
    "\u{1B}Ptmux;" + sequence.replacingOccurrences(of: "\u{1B}", with: "\u{1B}\u{1B}")
      + "\u{1B}\\"
  }

  /// Calls one of the shim's encoders, sizing its buffer from its first answer.
  static func drawn(
    _ rgb: [UInt8], _ width: Int, _ height: Int,
    _ encode: (UnsafePointer<UInt8>?, Int32, Int32, UnsafeMutablePointer<CChar>?, Int) -> Int
  ) -> String {
    guard width > 0, height > 0 else { return "" }
    return rgb.withUnsafeBufferPointer { pixels in
      let needed = encode(pixels.baseAddress, Int32(width), Int32(height), nil, 0)
      var buffer = [CChar](repeating: 0, count: needed)
      _ = buffer.withUnsafeMutableBufferPointer {
        encode(pixels.baseAddress, Int32(width), Int32(height), $0.baseAddress, needed)
      }
      return String(decoding: buffer.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
  }
}
