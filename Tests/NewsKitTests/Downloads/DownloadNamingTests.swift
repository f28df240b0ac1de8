import Foundation
import Testing

@testable import NewsKit

/// What `news download` makes of what a feed and a server wrote: which enclosure, the file's
/// name and folder, the ranges, the size of the next part.
@Suite("Downloads: choosing, naming, ranges, part sizes")
struct DownloadNamingTests {
  func article(feed: String? = "Podcast", title: String? = "Episode 1") -> Article {
    var article = Article(title: title, source: "cdn.example")
    article.feed = feed.map { FeedReference(id: 1, title: $0) }
    return article
  }

  @Test("The first audio or video enclosure unless one is named; none past the end")
  func choice() {
    let cover = Enclosure(url: "https://a.example/cover.jpg", type: "image/jpeg")
    let audio = Enclosure(url: "https://a.example/ep.mp3", type: "Audio/MPEG")
    #expect(EnclosureChoice.pick([cover, audio], number: nil) == audio)
    #expect(EnclosureChoice.pick([cover], number: nil) == cover)
    #expect(EnclosureChoice.pick([cover, audio], number: 1) == cover)
    #expect(EnclosureChoice.pick([cover, audio], number: 3) == nil)
    #expect(EnclosureChoice.pick([], number: nil) == nil)
  }

  @Test("The address's last segment, decoded, under the feed's name")
  func names() {
    let target = DownloadTarget.of(
      Enclosure(url: "https://cdn.example/shows/Odcinek%2012%20%C5%BC%C3%B3%C5%82w.mp3?x=1"),
      article: article(), root: "/home/u/Downloads/")
    #expect(target.folder == "/home/u/Downloads/Podcast")
    #expect(target.name == "Odcinek 12 żółw.mp3")
    #expect(target.partPath == "/home/u/Downloads/Podcast/Odcinek 12 żółw.mp3.part")
  }

  @Test("Hostile names stay one harmless component: no path, no dot file, no escapes")
  func hostile() {
    let target = DownloadTarget.of(
      Enclosure(url: "https://cdn.example/%2E%2E%2F%2E%2E%2Fetc%2Fpasswd.mp3"),
      article: article(feed: "../../.ssh\u{1B}[31m", title: nil), root: "/d")
    #expect(target.folder.hasPrefix("/d/") && !target.folder.dropFirst(3).contains("/"))
    #expect(!target.folder.contains("\u{1B}") && !target.folder.contains(".."))
    #expect(!target.name.contains("/") && !target.name.hasPrefix("."))
    let bidi = DownloadTarget.of(
      Enclosure(url: "https://cdn.example/evil\u{202E}3pm.exe"), article: article(), root: "/d")
    #expect(!bidi.name.unicodeScalars.contains { $0.value == 0x202E })
  }

  @Test("An address without a file name: the title with the type's extension; long names cut")
  func fallbacks() {
    let bare = DownloadTarget.of(
      Enclosure(url: "https://cdn.example/play/", type: "audio/mp4; codecs=aac"),
      article: article(title: "Rozmowa: „Co dalej?”"), root: "/d")
    #expect(bare.name == "Rozmowa- „Co dalej-”.m4a")
    let untyped = DownloadTarget.of(
      Enclosure(url: "https://cdn.example/stream"), article: article(feed: nil, title: nil),
      root: "/d")
    #expect(untyped.folder == "/d/cdn.example" && untyped.name == "stream.bin")
    let long = DownloadTarget.of(
      Enclosure(url: "https://cdn.example/" + String(repeating: "ż", count: 200) + ".mp3"),
      article: article(), root: "/d")
    #expect(long.name.utf8.count <= DownloadTarget.maximumName && long.name.hasSuffix(".mp3"))
  }

  @Test("Content-Range: parts, unknown sizes, the 416 form, and nonsense refused")
  func ranges() {
    #expect(ContentRange("bytes 0-1023/4096") == ContentRange(first: 0, last: 1023, total: 4096))
    #expect(ContentRange("bytes 10-19/*")?.total == nil)
    for nonsense in [nil, "", "bytes 5-1/10", "bytes 0-9/5", "items 0-9/10", "bytes -1-3/9"] {
      #expect(ContentRange(nonsense) == nil, "\(nonsense ?? "nil")")
    }
    #expect(ContentRange.unsatisfiedTotal("bytes */600") == 600)
    #expect(ContentRange.unsatisfiedTotal("bytes 0-1/2") == nil)
  }

  @Test("Parts take about two seconds, grow at most twice, stay within 256 kB and 8 MB")
  func partSizes() {
    let small = EnclosureDownloader.smallestPart
    #expect(EnclosureDownloader.nextPart(bytes: small, seconds: 0, previous: small) == 2 * small)
    #expect(EnclosureDownloader.nextPart(bytes: 100, seconds: 10, previous: small) == small)
    #expect(
      EnclosureDownloader.nextPart(bytes: 4 << 20, seconds: 0.1, previous: 8 << 20)
        == EnclosureDownloader.largestPart)
    #expect(EnclosureDownloader.nextPart(bytes: 1 << 20, seconds: 2, previous: 1 << 20) == 1 << 20)
  }
}
