import Foundation
import Testing

@testable import NewsKit

/// The store's path read without decoding is the path Foundation decodes.
@Suite("The store file's path")
struct StoreFilePathTests {
  @Test("A file URL's path is URL.path, with spaces, Polish letters, % and the like")
  func sameAsFoundation() {
    let paths = [
      "/tmp/prof/data/news/news.sqlite", "/home/zoë/.local/share/news/news.sqlite",
      "/tmp/a b/news.sqlite", "/tmp/100%/news.sqlite", "/tmp/%41/news.sqlite",
      "/tmp/[x]?#;/news.sqlite", "/news.sqlite", "/tmp/dir/", "/tmp/żółw/łódź.sqlite",
    ]
    for path in paths {
      let url = URL(fileURLWithPath: path, isDirectory: false)
      #expect(StoreFilePath.of(url) == url.path, "\(path)")
      #expect(
        StoreFilePath.folder(of: url.path) == url.deletingLastPathComponent().path, "\(path)")
    }
    let location = StoreLocation.databaseURL(environment: ["XDG_DATA_HOME": "/tmp/data"])
    #expect(location.map(StoreFilePath.of) == "/tmp/data/news/news.sqlite")
  }
}
