import Foundation
import NewsKit

// news-picture-bench PICTURE [RUNS]: a picture decoded, scaled and encoded for each protocol
// into 40 × 12 cells of 10 × 20 pixels, as `news show --images` does; then as the reader's
// details and a list's thumbnail get it from the picture cache on disk (read, decode, encode),
// and as the details get a picture shown in an earlier run (its decoded copy read, encoded);
// the median of RUNS (30) in milliseconds, for docs/performance.md.
let arguments = CommandLine.arguments
guard arguments.count >= 2, let data = FileManager.default.contents(atPath: arguments[1]) else {
  FileHandle.standardError.write(Data("usage: news-picture-bench PICTURE [RUNS]\n".utf8))
  exit(64)
}
let runs = arguments.count > 2 ? Int(arguments[2]) ?? 30 : 30

func median(_ body: () throws -> Int) rethrows -> (Double, Int) {
  var times: [Double] = []
  var size = 0
  for _ in 0..<runs {
    let start = DispatchTime.now().uptimeNanoseconds
    size = try body()
    times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
  }
  return (times.sorted()[times.count / 2], size)
}

let picture = try DecodedPicture.decode(data)
let layout = PictureLayout.fit(
  width: picture.width, height: picture.height, columns: 40, rows: 12)
print(
  "picture: \(picture.width) x \(picture.height), \(data.count) bytes; cells \(layout.columns) x \(layout.rows)"
)
// Once before measuring: the libraries are loaded (dlopen) by the first picture.
_ = try DecodedPicture.decode(data)
let rows: [(String, () throws -> Int)] = [
  ("decode", { try DecodedPicture.decode(data).pixels.count }),
  (
    "decode + half blocks",
    {
      PictureEncoding.halfBlocks(
        try DecodedPicture.decode(data), columns: layout.columns, rows: layout.rows
      ).utf8.count
    }
  ),
  (
    "decode + sixel",
    {
      PictureEncoding.sixel(
        try DecodedPicture.decode(data), width: layout.pixelWidth, height: layout.pixelHeight
      ).utf8.count
    }
  ),
  (
    "decode + kitty",
    {
      PictureEncoding.kitty(
        try DecodedPicture.decode(data), width: layout.pixelWidth, height: layout.pixelHeight,
        columns: layout.columns, rows: layout.rows
      ).utf8.count
    }
  ),
  (
    "decode + iTerm2",
    {
      let decoded = try DecodedPicture.decode(data)
      return PictureEncoding.iTerm2(
        data, columns: decoded.width > 0 ? layout.columns : 1, rows: layout.rows
      )
      .utf8.count
    }
  ),
]
// The cache on disk, as `i` in the reader or `images = "on"` finds a picture fetched before.
let folder = FileManager.default.temporaryDirectory
  .appendingPathComponent("news-picture-bench-\(getpid())").path
defer { try? FileManager.default.removeItem(atPath: folder) }
let cache = PictureCache(folder: folder)
let address = "https://img.example.com/picture"
cache.write(data, for: address)
let cached = {
  guard let kept = cache.read(address) else { throw PictureProblem.unreadable }
  return (kept, try DecodedPicture.decode(kept))
}
// The decoded copy the reader keeps beside it (a picture shown in an earlier run), as large as
// the details draw: 64 × 16 cells of 10 × 20 pixels.
let bound = (width: 640, height: 320)
cache.writePixels(picture, for: address, bound: bound)
let copied = {
  guard let kept = cache.readPixels(address, bound: bound) else { throw PictureProblem.unreadable }
  return kept
}
let details = PictureLayout.fit(
  width: picture.width, height: picture.height, columns: 64, rows: 16)
let reader: [(String, () throws -> Int)] = [
  (
    "cache + kitty 64x16",
    {
      let (_, decoded) = try cached()
      return PictureDrawing(graphics: .kitty).sequence(decoded, data: data, layout: details)
        .utf8.count
    }
  ),
  (
    "cache + sixel 64x16",
    {
      let (_, decoded) = try cached()
      return PictureDrawing(graphics: .sixel).sequence(decoded, data: data, layout: details)
        .utf8.count
    }
  ),
  (
    "cache + half 64x16",
    {
      let (_, decoded) = try cached()
      return PictureDrawing(graphics: .halfBlocks).sequence(decoded, data: data, layout: details)
        .utf8.count
    }
  ),
  (
    "copy + kitty 64x16",
    {
      let kept = try copied()
      return PictureDrawing(graphics: .kitty).sequence(kept, data: data, layout: details)
        .utf8.count
    }
  ),
  (
    "copy + sixel 64x16",
    {
      let kept = try copied()
      return PictureDrawing(graphics: .sixel).sequence(kept, data: data, layout: details)
        .utf8.count
    }
  ),
  (
    "copy + half 64x16",
    {
      let kept = try copied()
      return PictureDrawing(graphics: .halfBlocks).sequence(kept, data: data, layout: details)
        .utf8.count
    }
  ),
  (
    "cache + thumbnail",
    {
      let (kept, decoded) = try cached()
      return ListThumbnail.make(decoded, data: kept, drawing: PictureDrawing(graphics: .sixel))?
        .columns ?? 0
    }
  ),
]
for (name, body) in rows + reader {
  let (milliseconds, size) = try median(body)
  let padded = name.padding(toLength: 22, withPad: " ", startingAt: 0)
  print(padded + String(format: "%7.2f ms  %8d bytes", milliseconds, size))
}
