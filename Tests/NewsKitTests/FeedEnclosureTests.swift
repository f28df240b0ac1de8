import Foundation
import Testing

@testable import NewsKit

/// The files entries carry (issue 58, point 5): every enclosure kept, with its type and size.
@Suite("Feed enclosures: RSS, Atom and Media RSS, kept and stored")
struct FeedEnclosureTests {
  @Test("RSS <enclosure>, Atom rel=enclosure, Media RSS audio; not images, not file: addresses")
  func parsed() throws {
    let rss = """
      <?xml version="1.0"?><rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/">
      <channel><title>Pod</title><item><title>Episode 1</title><link>https://pod.example/1</link>
      <enclosure url="/audio/1.mp3" type="audio/mpeg" length="24300000"/>
      <enclosure url="file:///etc/passwd" type="audio/mpeg" length="1"></enclosure>
      <media:content url="https://pod.example/1.mp4" type="video/mp4" fileSize="x"/>
      <media:content url="https://pod.example/1.jpg" medium="image"/>
      </item></channel></rss>
      """
    let feed = try FeedParser.parse(
      Data(rss.utf8), url: URL(string: "https://pod.example/feed")!, contentType: nil)
    #expect(
      feed.items.first?.enclosures == [
        Enclosure(url: "https://pod.example/audio/1.mp3", type: "audio/mpeg", length: 24_300_000),
        Enclosure(url: "https://pod.example/1.mp4", type: "video/mp4", length: nil),
      ])
    let atom = """
      <?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><title>A</title>
      <entry><title>E</title><link href="https://a.example/e"/>
      <link rel="enclosure" href="https://a.example/e.ogg" type="audio/ogg" length="99"/></entry>
      </feed>
      """
    let entry = try FeedParser.parse(
      Data(atom.utf8), url: URL(string: "https://a.example/")!, contentType: nil
    ).items.first
    #expect(entry?.link == "https://a.example/e")
    #expect(
      entry?.enclosures == [
        Enclosure(url: "https://a.example/e.ogg", type: "audio/ogg", length: 99)
      ])
  }

  @Test("The column keeps each enclosure and reads damage as nothing")
  func column() {
    let kept = [
      Enclosure(url: "https://p.example/a.mp3", type: "audio/mpeg", length: 5),
      Enclosure(url: "https://p.example/b.mp3"),
    ]
    #expect(EnclosureColumn.enclosures(EnclosureColumn.text(kept)) == kept)
    #expect(EnclosureColumn.text([]) == nil)
    #expect(EnclosureColumn.text([Enclosure(url: "https://x\n.example")]) == nil)
    #expect(EnclosureColumn.enclosures("javascript:x\t\t\n\t\t") == [])
  }
}
