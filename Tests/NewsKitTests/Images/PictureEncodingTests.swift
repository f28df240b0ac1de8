import Foundation
import Testing

@testable import NewsKit

/// The encoders, byte for byte on tiny pictures (issue 59, point 8): half blocks, sixel, kitty,
/// iTerm2, tmux's passthrough; and the cells a picture takes.
@Suite("Pictures: each protocol's bytes, and the layout")
struct PictureEncodingTests {
  /// Red, green / blue, white.
  static let four = DecodedPicture(
    width: 2, height: 2,
    pixels: [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 255])

  @Test("Half blocks: the upper pixel as foreground, the lower as background, a reset a row")
  func halfBlocks() {
    #expect(
      PictureEncoding.halfBlocks(Self.four, columns: 2, rows: 1)
        == "\u{1B}[38;2;255;0;0;48;2;0;0;255m▀\u{1B}[38;2;0;255;0;48;2;255;255;255m▀\u{1B}[0m\n")
  }

  @Test(
    "Sixel: the colours used, then each colour's sixels a band of six rows, from its first column to its last, runs shortened"
  )
  func sixel() {
    #expect(
      PictureEncoding.sixel(Self.four, width: 2, height: 2)
        == "\u{1B}P0;1;0q\"1;1;2;2#5;2;0;0;100#30;2;0;100;0#180;2;100;0;0#215;2;100;100;100"
        + "#5A$#30?@$#180@$#215?A-\u{1B}\\")
    let red = DecodedPicture(
      width: 10, height: 1, pixels: Array(repeating: [255, 0, 0, 255], count: 10).flatMap { $0 })
    #expect(
      PictureEncoding.sixel(red, width: 10, height: 1)
        == "\u{1B}P0;1;0q\"1;1;10;1#180;2;100;0;0#180!10@-\u{1B}\\")
    // A colour far from the left edge: a run of empty sixels up to it, nothing after it.
    var dot = DecodedPicture(
      width: 10, height: 1, pixels: Array(repeating: [255, 0, 0, 255], count: 10).flatMap { $0 })
    dot.pixels.replaceSubrange(24..<28, with: [0, 0, 255, 255])
    #expect(
      PictureEncoding.sixel(dot, width: 10, height: 1)
        == "\u{1B}P0;1;0q\"1;1;10;1#5;2;0;0;100#180;2;100;0;0#5!6?@$#180!6@?@@@-\u{1B}\\")
  }

  @Test("Kitty: RGB in base64 chunks of 4,096, the cells named, quiet, the last chunk m=0")
  func kitty() {
    let red = DecodedPicture(width: 1, height: 1, pixels: [255, 0, 0, 255])
    #expect(
      PictureEncoding.kitty(red, width: 1, height: 1, columns: 1, rows: 1)
        == "\u{1B}_Ga=T,f=24,s=1,v=1,c=1,r=1,q=2,m=0;/wAA\u{1B}\\")
    let big = DecodedPicture(
      width: 64, height: 64, pixels: Array(repeating: 200, count: 64 * 64 * 4))
    let sent = PictureEncoding.kitty(big, width: 64, height: 64, columns: 8, rows: 4)
    // 12,288 bytes of RGB are 16,384 of base64: four chunks.
    #expect(sent.components(separatedBy: "\u{1B}_G").count - 1 == 4)
    #expect(sent.hasPrefix("\u{1B}_Ga=T,f=24,s=64,v=64,c=8,r=4,q=2,m=1;"))
    #expect(sent.contains("\u{1B}\\\u{1B}_Gm=1;") && sent.hasSuffix("\u{1B}\\"))
    #expect(sent.contains("\u{1B}_Gm=0;"))
  }

  @Test("iTerm2: the file's own bytes, its size and the cells; tmux doubles every escape")
  func iTerm2AndTmux() {
    #expect(
      PictureEncoding.iTerm2(Data("abc".utf8), columns: 4, rows: 2)
        == "\u{1B}]1337;File=inline=1;size=3;width=4;height=2;preserveAspectRatio=1:YWJj\u{07}")
    #expect(
      PictureEncoding.throughTmux("\u{1B}_Ga=T;AA\u{1B}\\")
        == "\u{1B}Ptmux;\u{1B}\u{1B}_Ga=T;AA\u{1B}\u{1B}\\\u{1B}\\")
  }

  @Test("The layout keeps the aspect for the cell size, within the columns and rows")
  func layout() {
    #expect(
      PictureLayout.fit(width: 1_200, height: 800, columns: 40, rows: 12)
        == PictureLayout(columns: 36, rows: 12, pixelWidth: 360, pixelHeight: 240))
    #expect(
      PictureLayout.fit(width: 1_000, height: 200, columns: 40, rows: 12)
        == PictureLayout(columns: 40, rows: 4, pixelWidth: 400, pixelHeight: 80))
    let square = PictureLayout.fit(
      width: 100, height: 100, columns: 60, rows: 10, cell: (width: 9, height: 18))
    #expect(square.rows == 10 && square.columns == 20 && square.pixelWidth == 180)
  }

  @Test("Half blocks draw nothing without colour; inside tmux the others pass through it")
  func drawing() {
    let plain = PictureDrawing(graphics: .halfBlocks, colorEnabled: false)
    #expect(plain.draw(Self.four, data: Data(), columns: 2, rows: 1).isEmpty)
    let tmux = PictureDrawing(graphics: .kitty, inTmux: true)
    #expect(tmux.draw(Self.four, data: Data(), columns: 2, rows: 1).hasPrefix("\u{1B}Ptmux;"))
  }
}
