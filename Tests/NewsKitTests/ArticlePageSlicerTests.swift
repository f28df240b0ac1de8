import Foundation
import Testing

@testable import NewsKit

/// The one-pass cut of a long page to the articles wanted: the same articles and envelope as
/// decoding the whole page, or no cut at all.
@Suite("Cutting a page to its first articles before decoding")
struct ArticlePageSlicerTests {
  /// A page of `count` articles whose text is full of what a byte walker can trip on.
  static func page(_ count: Int, totalAfter: Bool = true) -> Data {
    let articles = (1...count).map { number in
      """
      {"title": "Title \(number) with \\"quotes\\", [brackets] and {braces}",
       "excerpt": "A \\\\ backslash, a \\u005D and ]}", "link": "https://example.com/\(number)",
       "clean_url": "example.com", "published_date": "2025-07-15 14:05:00",
       "media": {"images": [[1, 2], {"x": "]"}]}, "rank": \(number), "nothing": null}
      """
    }
    let envelope = #""status": "ok", "page": 1"#
    let total = #""total_hits": 4242"#
    let body =
      totalAfter
      ? "{\(envelope), \"articles\": [\n\(articles.joined(separator: ",\n"))\n], \(total)}"
      : "{\(envelope), \(total), \"articles\": [\(articles.joined(separator: ","))]}"
    return Data(body.utf8)
  }

  func decoded(_ body: Data) throws -> RawEnvelope {
    try JSONDecoder().decode(RawEnvelope.self, from: body)
  }

  @Test("The first articles and the whole envelope, keys before and after the array")
  func cutsAndKeepsTheEnvelope() throws {
    for totalAfter in [true, false] {
      let body = Self.page(40, totalAfter: totalAfter)
      let (sliced, hasMore) = try #require(ArticlePageSlicer.slice(body, keep: 7))
      #expect(hasMore && sliced.count < body.count / 4)
      let cut = try decoded(sliced)
      let whole = try decoded(body)
      #expect(cut.totalHits == 4242 && cut.page == 1 && cut.status == "ok")
      #expect(cut.articles?.count == 7)
      #expect(cut.articles?.map(\.title) == whole.articles?.prefix(7).map(\.title))
      #expect(cut.articles?.map(\.summary) == whole.articles?.prefix(7).map(\.summary))
    }
  }

  @Test("No cut when there is nothing to cut or the page is not one it can follow")
  func leavesAloneWhatItCannotFollow() {
    #expect(ArticlePageSlicer.slice(Self.page(5), keep: 5) == nil)
    #expect(ArticlePageSlicer.slice(Self.page(5), keep: 0) == nil)
    for body in [
      "[]", "{\"articles\": {\"a\": 1}}", "{\"articles\": [1, 2, 3", "{\"status\": \"ok\"}",
      "{\"a\": \"unterminated", "not json", "", "{\"articles\": [1 2 3]}",
    ] {
      #expect(ArticlePageSlicer.slice(Data(body.utf8), keep: 1) == nil, "\(body)")
    }
  }

  @Test("Through the decoder: a long page gives the same model as decoding it whole")
  func sameModelAsWholeDecoding() throws {
    let response = HTTPResponse(status: 200, headers: [:], body: Self.page(300))
    let cut = try NewscatcherDecoder.decode(
      response, version: .v2, endpoint: "x", page: 1, now: Date(), limit: 5)
    let whole = try NewscatcherDecoder.decode(
      response, version: .v2, endpoint: "x", page: 1, now: Date(), limit: nil)
    #expect(cut.articles == Array(whole.articles.prefix(5)))
    #expect(cut.total == 4242 && whole.total == 4242)
  }
}
