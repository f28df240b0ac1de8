import Foundation
import TestSupport
import Testing

@testable import NewsKit

/// Pictures are hostile input (issue 59, point 5): the kind read from the bytes, every kind
/// decoded by Debian's libraries, bombs refused before they are allocated, the cache bounded.
@Suite("Pictures: decoding within bounds, the cache")
struct PictureDecodingTests {
  /// The colour of a decoded pixel, as RGB.
  static func rgb(_ picture: DecodedPicture, _ x: Int, _ y: Int) -> [Int] {
    let start = (y * picture.width + x) * 4
    return picture.pixels[start..<start + 3].map(Int.init)
  }

  @Test(
    "PNG, JPEG, WebP and a GIF's first frame decode to their pixels, red left and blue right",
    arguments: ["rb.png", "rb.jpg", "rb.webp", "rb.gif"])
  func decodes(_ name: String) throws {
    let picture = try DecodedPicture.decode(Fixtures.data("images/" + name))
    #expect(picture.width == 4 && picture.height == 2)
    let left = Self.rgb(picture, 0, 0)
    // The GIF's first frame is all red; its second, blue, is never read.
    let right = Self.rgb(picture, name == "rb.gif" ? 0 : 3, 1)
    // JPEG is lossy: near enough.
    #expect(left[0] > 230 && left[1] < 30 && left[2] < 30, "\(left)")
    if name == "rb.gif" {
      #expect(Self.rgb(picture, 3, 1) == left)
    } else {
      #expect(right[0] < 30 && right[1] < 30 && right[2] > 230, "\(right)")
    }
    #expect(picture.scaled(width: 2, height: 1).count == 6)
  }

  @Test("The kind comes from the bytes; HTML, text and a header alone are no picture")
  func kinds() throws {
    #expect(DecodedPicture.kind(Fixtures.data("images/rb.webp")) == .webp)
    #expect(DecodedPicture.kind(Fixtures.data("images/rb.gif")) == .gif)
    #expect(DecodedPicture.kind(Data("<html><body>403</body></html>".utf8)) == nil)
    #expect(throws: PictureProblem.unreadable) {
      try DecodedPicture.decode(Data("<html>not a picture</html>".utf8))
    }
    var cut = Fixtures.data("images/rb.png")
    cut.removeLast(cut.count - 40)
    #expect(throws: PictureProblem.unreadable) { try DecodedPicture.decode(cut) }
    #expect(throws: PictureProblem.unreadable) { try DecodedPicture.decode(Data("GIF89a".utf8)) }
  }

  @Test("A picture announcing 100,000 × 100,000 pixels is refused before decoding")
  func bomb() {
    #expect(throws: PictureProblem.tooLarge) {
      try DecodedPicture.decode(Fixtures.data("images/bomb.png"))
    }
    #expect(throws: PictureProblem.tooLarge) {
      try DecodedPicture.decode(Data(count: DecodedPicture.maximumBytes + 1))
    }
  }

  @Test("Scaling averages what each pixel covers; transparency falls on the background")
  func scaling() {
    let picture = DecodedPicture(
      width: 2, height: 1, pixels: [255, 0, 0, 255, 0, 0, 255, 0])
    #expect(picture.scaled(width: 2, height: 1, background: 0x10_2030) == [255, 0, 0, 16, 32, 48])
    #expect(picture.scaled(width: 1, height: 1, background: 0) == [128, 0, 0])
  }

  @Test("The cache keeps pictures by address and drops the least recently used past its bound")
  func cache() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("news-pictures-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let cache = PictureCache(folder: folder)
    #expect(cache.read("https://a.example/1.png") == nil)
    cache.write(Data(repeating: 1, count: 100), for: "https://a.example/1.png")
    cache.write(Data(repeating: 2, count: 100), for: "https://a.example/2.png")
    #expect(cache.read("https://a.example/2.png") == Data(repeating: 2, count: 100))
    // The first is older: trimming to 150 bytes drops it.
    let older = cache.path("https://a.example/1.png")
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSinceNow: -3_600)], ofItemAtPath: older)
    cache.trim(limit: 150)
    #expect(cache.read("https://a.example/1.png") == nil)
    #expect(cache.read("https://a.example/2.png") != nil)
    #expect(PictureCache(variables: ["XDG_CACHE_HOME": "/c"])?.folder == "/c/news/images")
    #expect(PictureCache(variables: ["HOME": "/h"])?.folder == "/h/.cache/news/images")
    #expect(PictureCache(variables: [:]) == nil)
  }

  @Test("Why a picture failed reads as part of the sentence, in both languages")
  func reasons() throws {
    for (language, expected) in [
      ("en", "could not connect to cdn.example"), ("pl", "nie udało się połączyć z cdn.example"),
    ] {
      let settings = try SettingsResolver.resolve(
        CommandLineOptions(lang: language), environment: [:])
      #expect(
        PictureShowing.reason(
          NewsError.network(host: "cdn.example"), strings: settings.language.strings)
          == expected)
    }
  }
}
