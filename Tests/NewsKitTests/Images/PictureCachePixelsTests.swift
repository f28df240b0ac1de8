import Foundation
import TestSupport
import Testing

@testable import NewsKit

/// The picture cache's decoded copies (issue 59, point 7): the reader's details in a later run
/// read a picture's pixels instead of decoding it again.
@Suite("Pictures: the decoded copies the cache keeps")
struct PictureCachePixelsTests {
  static func folder() -> String {
    FileManager.default.temporaryDirectory
      .appendingPathComponent("news-pixels-\(UUID().uuidString)").path
  }

  @Test("A copy within its bound, aspect kept; read back as it was written")
  func roundTrip() throws {
    let folder = Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let cache = PictureCache(folder: folder)
    let picture = try DecodedPicture.decode(Fixtures.data("images/rb.png"))
    let address = "https://cdn.example/rb.png"
    #expect(cache.readPixels(address, bound: (640, 320)) == nil)
    // 4 × 2 fits: kept as it is.
    let kept = cache.writePixels(picture, for: address, bound: (640, 320))
    #expect(kept == picture)
    #expect(cache.readPixels(address, bound: (640, 320)) == picture)
    // Another bound is another copy; none yet.
    #expect(cache.readPixels(address, bound: (2, 2)) == nil)
    let small = cache.writePixels(picture, for: address, bound: (2, 2))
    #expect(small.width == 2 && small.height == 1 && small.pixels.count == 8)
    #expect(cache.readPixels(address, bound: (2, 2)) == small)
    // The copy is the picture made smaller: red on the left, blue on the right, opaque.
    #expect(Array(small.pixels[0..<4]) == [255, 0, 0, 255])
    #expect(Array(small.pixels[4..<8]) == [0, 0, 255, 255])
  }

  @Test("A damaged or foreign copy is no copy: the picture is decoded again")
  func damaged() throws {
    let folder = Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let cache = PictureCache(folder: folder)
    let address = "https://cdn.example/x.png"
    let file = cache.pixelsPath(address, bound: (640, 320))
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    for bytes: [UInt8] in [
      [], Array("NPX1".utf8), Array("NPX1".utf8) + [2, 0, 1, 0] + [1, 2, 3],
      Array("NPX1".utf8) + [0, 4, 0, 4] + [UInt8](repeating: 0, count: 16),
      Array("XXXX".utf8) + [1, 0, 1, 0, 1, 2, 3, 4],
    ] {
      try Data(bytes).write(to: URL(fileURLWithPath: file))
      #expect(cache.readPixels(address, bound: (640, 320)) == nil, "\(bytes.prefix(8))")
    }
  }

  @Test("The reader's picture: fetched and decoded once; the next run reads the copy")
  func reader() async throws {
    let folder = Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let png = Fixtures.data("images/rb.png")
    let asked = AskedCommands()
    let environment = NewsEnvironment(
      send: { request in
        asked.add([request.url.absoluteString])
        return HTTPResponse(status: 200, headers: ["content-type": "image/png"], body: png)
      },
      variables: ["XDG_CACHE_HOME": folder, "HOME": folder])
    let settings = try SettingsResolver.resolve(
      CommandLineOptions(noStore: true), environment: environment.variables)
    let picture = FullScreenSession.picture(
      settings: settings, environment: environment, cell: (10, 20))
    let address = "https://cdn.example/rb.png"
    let first = try await picture(address).get()
    #expect(first.picture.width == 4 && asked.count == 1)
    let cache = try #require(PictureCache(variables: environment.variables))
    #expect(cache.readPixels(address, bound: (640, 320)) == first.picture)
    // Again (a later run): neither fetched nor decoded; the file still comes with it.
    let second = try await picture(address).get()
    #expect(second == first && asked.count == 1)
    // Without its copy: the file from the cache, decoded again, a copy made again.
    try FileManager.default.removeItem(atPath: cache.pixelsPath(address, bound: (640, 320)))
    let third = try await picture(address).get()
    #expect(third == first && asked.count == 1)
    #expect(cache.readPixels(address, bound: (640, 320)) != nil)
  }
}
