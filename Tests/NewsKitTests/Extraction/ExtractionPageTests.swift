import Foundation
import TestSupport
import Testing

@testable import NewsKit

/// The extractor on our own pages (`Tests/NewsKitTests/Pages`, written by
/// `scripts/make-extraction-pages.py`): each page's words against what a careful reader keeps.
@Suite("Extraction on recorded pages")
struct ExtractionPageTests {
  static let pages = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Pages")

  static func names() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: pages.path)
      .filter { $0.hasSuffix(".html") }.map { String($0.dropLast(5)) }.sorted()
  }

  static func score(_ name: String) throws -> (f1: Double, extracted: ReadableText?) {
    let page = try Data(contentsOf: pages.appendingPathComponent(name + ".html"))
    let expected = try String(
      contentsOf: pages.appendingPathComponent(name + ".txt"), encoding: .utf8)
    let extracted = ReadableExtractor.extract(page, contentType: "text/html")
    return (
      WordOverlap.score(extracted: extracted?.stored ?? "", expected: expected).f1, extracted
    )
  }

  @Test("Every page's words match what a reader keeps: F1 at least 0.9 each, 0.97 at the median")
  func everyPage() throws {
    let names = try Self.names()
    #expect(names.count >= 12)
    var scores: [Double] = []
    for name in names {
      let (f1, _) = try Self.score(name)
      #expect(f1 >= 0.9, "\(name): F1 \(f1)")
      scores.append(f1)
    }
    let sorted = scores.sorted()
    #expect(sorted[sorted.count / 2] >= 0.97)
  }

  @Test("A consent wall has no article: nothing is extracted")
  func consentWall() throws {
    #expect(try Self.score("en-consent-wall").extracted == nil)
  }

  @Test("Headings, list items and quotes keep their kind; the headline and captions are left out")
  func kinds() throws {
    let text = try #require(try Self.score("pl-rzeki-blog").extracted)
    #expect(text.blocks.contains(ReadableText.Block(.heading, "Co można zrobić")))
    #expect(
      text.blocks.contains(
        ReadableText.Block(.item, "odtwarzanie mokradeł i starorzeczy,")))
    #expect(text.blocks.contains { $0.kind == .quote && $0.text.hasPrefix("Nie mamy problemu") })
    #expect(!text.stored.contains("Polskie rzeki po suszy"))
    #expect(!text.stored.contains("Mówię to od lat"))
    #expect(ReadableText(stored: text.stored) == text)
  }

  @Test("The server's charset wins over the page's meta; a page in ISO-8859-2 reads as Polish")
  func headerEncoding() throws {
    let paragraph = "Zażółć gęślą jaźń, powiedział, i poszedł dalej przez łąkę nad rzeką. "
    let html =
      "<meta charset=\"utf-8\"><article><p>\(String(repeating: paragraph, count: 6))</p></article>"
    let latin2 = try #require(html.data(using: .isoLatin2))
    let text = try #require(
      ReadableExtractor.extract(latin2, contentType: "text/html; charset=ISO-8859-2"))
    #expect(text.stored.hasPrefix("Zażółć gęślą jaźń, powiedział"))
  }

  @Test("A page in Windows-1250, declared in a meta http-equiv, reads as Polish")
  func declaredEncoding() throws {
    let text = try #require(try Self.score("pl-pszczoly-table").extracted)
    #expect(text.stored.contains("Ostatnia zima była dla polskich pszczół wyjątkowo trudna."))
  }
}
