import CImageShim
import Foundation

/// A picture decoded to 8-bit RGBA, within the bounds hostile input is held to.
public struct DecodedPicture: Sendable, Equatable {
  public var width: Int
  public var height: Int
  /// Four bytes a pixel, row after row.
  public var pixels: [UInt8]

  /// The most bytes of a picture read (a photo of an article is well under 1 MB).
  public static let maximumBytes = 8 << 20
  /// The widest or tallest picture decoded.
  public static let maximumSide = 4_096
  /// The most pixels decoded: 16 megapixels (64 MB of RGBA).
  public static let maximumPixels = 16_000_000

  public init(width: Int, height: Int, pixels: [UInt8]) {
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// The kind of picture the bytes are, read from the bytes.
  public static func kind(_ data: Data) -> PictureKind? {
    let kind = data.withUnsafeBytes {
      news_image_kind($0.bindMemory(to: UInt8.self).baseAddress, $0.count)
    }
    return PictureKind(rawValue: Int(kind))
  }

  /// Decodes the bytes (a GIF's first frame); a picture over the bounds is refused before its
  /// pixels are allocated.
  public static func decode(_ data: Data) throws(PictureProblem) -> DecodedPicture {
    guard data.count <= maximumBytes else { throw .tooLarge }
    guard kind(data) != nil else { throw .unreadable }
    var pixels: UnsafeMutablePointer<UInt8>?
    var width: Int32 = 0
    var height: Int32 = 0
    let status = data.withUnsafeBytes {
      news_image_decode(
        $0.bindMemory(to: UInt8.self).baseAddress, $0.count, Int32(maximumSide),
        maximumPixels, &pixels, &width, &height)
    }
    switch UInt32(status) {
    case NEWS_IMAGE_OK.rawValue:
      guard let pixels else { throw .unreadable }
      defer { news_image_free(pixels) }
      let count = Int(width) * Int(height) * 4
      return DecodedPicture(
        width: Int(width), height: Int(height),
        pixels: Array(UnsafeBufferPointer(start: pixels, count: count)))
    case NEWS_IMAGE_TOO_LARGE.rawValue: throw .tooLarge
    case NEWS_IMAGE_NO_LIBRARY.rawValue: throw .noLibrary
    default: throw .unreadable
    }
  }

  /// The picture scaled to `width` × `height` as RGB, transparency over `background`.
  public func scaled(width: Int, height: Int, background: UInt32 = 0) -> [UInt8] {
    var out = [UInt8](repeating: 0, count: max(0, width * height * 3))
    guard width > 0, height > 0, self.width > 0, self.height > 0 else { return out }
    pixels.withUnsafeBufferPointer { source in
      out.withUnsafeMutableBufferPointer { target in
        news_image_scale(
          source.baseAddress, Int32(self.width), Int32(self.height), Int32(width), Int32(height),
          background, target.baseAddress)
      }
    }
    return out
  }
}

/// The kinds of picture `news` reads.
public enum PictureKind: Int, Sendable {
  case jpeg = 1, png, gif, webp
}

/// Why a picture cannot be shown.
public enum PictureProblem: Error, Equatable, Sendable {
  /// Not a picture of a kind news reads, or damaged.
  case unreadable
  /// Larger than news decodes (bytes, sides or pixels).
  case tooLarge
  /// The library that reads it (libstb, libwebp) is not installed.
  case noLibrary
}
