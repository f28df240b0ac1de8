import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The picture cache's decoded copies: a picture made as small as the most its drawings take,
/// kept as pixels beside its file, so that opening the details again in a later run costs a
/// read, not a decode (a 1,200 × 800 JPEG: 6.5 ms of the 9–16 ms it took).
extension PictureCache {
  /// What a copy starts with, then its width and height (two bytes each, little-endian).
  static let pixelsMagic = Array("NPX1".utf8)

  /// The file of an address's copy for pictures at most `bound` pixels.
  func pixelsPath(_ address: String, bound: (width: Int, height: Int)) -> String {
    path(address) + ".\(bound.width)x\(bound.height).rgba"
  }

  /// The copy kept for an address and bound (its use noted), nil when none is or it is not
  /// whole: a damaged copy is only a picture decoded again.
  public func readPixels(_ address: String, bound: (width: Int, height: Int)) -> DecodedPicture? {
    let file = pixelsPath(address, bound: bound)
    guard let data = try? RegularFile.read(file, limit: 8 + bound.width * bound.height * 4 + 1),
      let copy = Self.pixels(data, bound: bound)
    else { return nil }
    _ = utimes(file, nil)
    return copy
  }

  /// A copy's bytes as a picture within `bound`; nil for anything else.
  static func pixels(_ data: Data, bound: (width: Int, height: Int)) -> DecodedPicture? {
    guard data.count >= 8, Array(data.prefix(4)) == pixelsMagic else { return nil }
    let bytes = [UInt8](data)
    let width = Int(bytes[4]) | Int(bytes[5]) << 8
    let height = Int(bytes[6]) | Int(bytes[7]) << 8
    guard width > 0, height > 0, width <= bound.width, height <= bound.height,
      bytes.count == 8 + width * height * 4
    else { return nil }
    return DecodedPicture(width: width, height: height, pixels: Array(bytes[8...]))
  }

  /// Keeps a copy of `picture` within `bound` (made smaller when it is larger), then the cache
  /// within its bound; returns the copy.
  @discardableResult
  public func writePixels(
    _ picture: DecodedPicture, for address: String, bound: (width: Int, height: Int)
  ) -> DecodedPicture {
    let copy = picture.reduced(toFit: bound)
    guard copy.width > 0, copy.height > 0, copy.width < 65_536, copy.height < 65_536 else {
      return copy
    }
    var bytes = Self.pixelsMagic
    bytes += [UInt8(copy.width & 0xFF), UInt8(copy.width >> 8)]
    bytes += [UInt8(copy.height & 0xFF), UInt8(copy.height >> 8)]
    bytes += copy.pixels
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let file = pixelsPath(address, bound: bound)
    if (try? Data(bytes).write(to: URL(fileURLWithPath: file + ".new"))) != nil,
      rename(file + ".new", file) == 0
    {
      trim(limit: Self.maximumBytes)
    }
    return copy
  }
}

extension DecodedPicture {
  /// The picture made small enough to fit `bound`, its aspect kept (over black where it was
  /// transparent, as every drawing of it is); itself when it fits.
  public func reduced(toFit bound: (width: Int, height: Int)) -> DecodedPicture {
    guard width > bound.width || height > bound.height, bound.width > 0, bound.height > 0 else {
      return self
    }
    let scale = min(Double(bound.width) / Double(width), Double(bound.height) / Double(height))
    let newWidth = max(1, Int((Double(width) * scale).rounded()))
    let newHeight = max(1, Int((Double(height) * scale).rounded()))
    let rgb = scaled(width: newWidth, height: newHeight)
    var rgba = [UInt8](repeating: 255, count: newWidth * newHeight * 4)
    rgb.withUnsafeBufferPointer { source in
      rgba.withUnsafeMutableBufferPointer { target in
        for index in 0..<(newWidth * newHeight) {
          target[index * 4] = source[index * 3]
          target[index * 4 + 1] = source[index * 3 + 1]
          target[index * 4 + 2] = source[index * 3 + 2]
        }
      }
    }
    return DecodedPicture(width: newWidth, height: newHeight, pixels: rgba)
  }
}
