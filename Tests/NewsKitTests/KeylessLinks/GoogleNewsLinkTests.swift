import Foundation
import TestSupport
import Testing

@testable import NewsKit

/// The facts of Google News links: ids, legacy ids, signatures, batches.
@Suite("Google News links: the protocol's pieces")
struct GoogleNewsLinkTests {
  let origin = URL(string: "https://news.google.com")!

  @Test("An article id only from a link on the origin, under articles/ or read/")
  func articleIDs() {
    #expect(
      GoogleNewsLink.articleID(
        in: "https://news.google.com/rss/articles/CBMiABC_-12?oc=5", origin: origin)
        == "CBMiABC_-12")
    #expect(
      GoogleNewsLink.articleID(in: "https://news.google.com/read/CBMiX", origin: origin) == "CBMiX")
    for link in [
      "https://evil.example/rss/articles/CBMi", "http://news.google.com/rss/articles/CBMi",
      "https://news.google.com/rss/search?q=x", "https://news.google.com/rss/articles/a%2Fb",
      "not a link",
    ] {
      #expect(GoogleNewsLink.articleID(in: link, origin: origin) == nil, "\(link)")
    }
  }

  @Test("A legacy id holds the address; a token, garbage or another scheme gives none")
  func legacyIDs() {
    let address = "https://www.example.pl/kraj/artykul-z-polskimi-znakami-zolc?a=1&b=2"
    #expect(GoogleNewsLink.legacyAddress(FakeGoogleNews.legacyID(address)) == address)
    #expect(GoogleNewsLink.legacyAddress(FakeGoogleNews.tokenID("abc")) == nil)
    #expect(GoogleNewsLink.legacyAddress(FakeGoogleNews.legacyID("javascript:alert(1)")) == nil)
    #expect(GoogleNewsLink.legacyAddress("%%%") == nil)
    #expect(GoogleNewsLink.legacyAddress("CBMi") == nil)
    // A length past the end of the bytes.
    #expect(
      GoogleNewsLink.legacyAddress(Data([0x08, 0x13, 0x22, 0x7F, 0x68]).base64EncodedString())
        == nil)
  }

  @Test("The signature and timestamp from the page; none when they are missing")
  func signatures() throws {
    let page = Data(
      #"<c-wiz><div jscontroller="a" data-n-a-sg="AbC-9_x" data-n-a-ts="1732000000"></div></c-wiz>"#
        .utf8)
    let found = try #require(GoogleNewsLink.signature(in: page))
    #expect(found.signature == "AbC-9_x" && found.timestamp == "1732000000")
    #expect(GoogleNewsLink.signature(in: Data("<div data-n-a-sg=\"x\"></div>".utf8)) == nil)
  }

  @Test("A batch of several ids, answered by request id; a refusal and a bad address left out")
  func batches() {
    let items = ["1", "2", "3"].map {
      GoogleNewsLink.Item(requestID: $0, id: "ID\($0)", timestamp: "17", signature: "S\($0)")
    }
    let body = GoogleNewsLink.batchBody(items)
    let google = FakeGoogleNews(
      addresses: ["ID1": "https://a.example/1", "ID3": "javascript:alert(1)"], refused: ["ID2"])
    let answer = google.batchAnswer(body)
    #expect(GoogleNewsLink.parseBatch(Data(answer.utf8)) == ["1": "https://a.example/1"])
    #expect(GoogleNewsLink.parseBatch(Data("garbage".utf8)).isEmpty)
  }
}
