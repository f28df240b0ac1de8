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
      WordOverlap.score(
        extracted: extracted?.body.stored ?? "", expected: expected, words: ReadableText.words
      ).f1, extracted
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

  /// Real pages, and pages in the shapes the real ones lacked, each scored.
  static func scores(in folder: String) throws -> [String: Double] {
    let url = pages.appendingPathComponent(folder)
    var scores: [String: Double] = [:]
    for page in try RecordedPages.all(in: url) {
      let text = ReadableExtractor.extract(page.html, contentType: "text/html")?.body.stored ?? ""
      scores[page.name] =
        WordOverlap.score(extracted: text, expected: page.expected, words: ReadableText.words).f1
    }
    return scores
  }

  @Test("Real pages from 60 sites and more: F1 0.97 at the median, at least 0.8 on 95 % of pages")
  func realPages() throws {
    let scores = try Self.scores(in: "Real")
    #expect(scores.count >= 60)
    let sorted = scores.values.sorted()
    #expect(sorted[sorted.count / 2] >= 0.97)
    let good = scores.values.filter { $0 >= 0.8 }.count
    #expect(Double(good) >= 0.95 * Double(scores.count), "\(scores.filter { $0.value < 0.8 })")
  }

  @Test(
    "Each failure class reads whole: misleading names, one form, cards, <br> text, links, CJK, asides, steps",
    arguments: [
      // Blogger's `widget Blog`, a theme's `penci_sidebar`: weak names around the article.
      ("Real", "linknaija.com-34a73285"), ("Real", "theantijunecleaver.com-0e014df6"),
      // ASP.NET: the whole page inside one <form>.
      ("Real", "aljazeera.com-42aad16b"),
      // Every paragraph in a `card` (a negative name).
      ("Real", "hawaiinewsnow.com-f344ca5f"),
      // Text set between <br>s in a div, with pictures in tables between.
      ("Real", "entermedia.co.kr-9da36ae4"),
      // A wrapper with more link text than a fifth, around the article body.
      ("Real", "ctvnews.ca-b37be353"),
      // The rest of the article in a container named `paywall` (weighed, never dropped).
      ("Real", "barrons.com-f8ff621a"),
      // Japanese: no spaces between words.
      ("Real", "note100yen.com-f105de6e"), ("Real", "lhpat-tm.com-85439e26"),
      ("Shapes", "zh-drought-nospaces"), ("Shapes", "en-article-leading-aside"),
      ("Shapes", "en-howto-steps"),
    ])
  func failureClass(folder: String, name: String) throws {
    let page = try RecordedPages.page(name, in: Self.pages.appendingPathComponent(folder))
    let text = try #require(ReadableExtractor.extract(page.html, contentType: "text/html"))
    let score = WordOverlap.score(
      extracted: text.body.stored, expected: page.expected, words: ReadableText.words)
    // These pages gave nothing, or half: the whole text is there now, and little else.
    #expect(score.recall >= 0.9, "\(name): recall \(score.recall)")
    #expect(score.f1 >= 0.8, "\(name): F1 \(score.f1)")
  }

  @Test(
    "Every shape the real pages lack reads at F1 0.9: Chinese, Arabic right to left, a live blog, a paywall teaser, AMP, an aside first, steps"
  )
  func shapes() throws {
    let scores = try Self.scores(in: "Shapes")
    #expect(scores.count >= 7)
    for (name, f1) in scores { #expect(f1 >= 0.9, "\(name): F1 \(f1)") }
  }

  @Test("Chinese and Japanese count a word per character; a short Chinese article is kept")
  func unspacedWords() throws {
    #expect(ReadableText.words(in: "长江流域，干旱。").count == 6)
    #expect(ReadableText.words(in: "ひらがなとカタカナ").count == 9)
    #expect(ReadableText.words(in: "Zażółć gęślą, 2026 r.") == ["zażółć", "gęślą", "2026", "r"])
    #expect(ReadableText.words(in: "नमस्ते दुनिया").count == 2)
    // 155 characters in two paragraphs: 2 runs of letters, far below the 40-word floor,
    // if the words were counted by spaces.
    let page = try RecordedPages.page(
      "zh-drought-nospaces", in: Self.pages.appendingPathComponent("Shapes"))
    let text = try #require(ReadableExtractor.extract(page.html, contentType: "text/html"))
    #expect(text.wordCount > 100)
  }

  @Test("A consent wall has no article: nothing is extracted")
  func consentWall() throws {
    #expect(try Self.score("en-consent-wall").extracted == nil)
  }

  @Test("Headings, list items and quotes keep their kind; the headline and comments are left out")
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

  @Test("A picture's caption inside the article is kept as a caption, out of the body's words")
  func captions() throws {
    let text = try #require(try Self.score("en-rivers-semantic").extracted)
    let caption = ReadableText.Block(.caption, "Photograph: a file picture taken last year.")
    #expect(text.blocks.contains(caption))
    #expect(!text.body.blocks.contains(caption))
    #expect(text.wordCount == text.body.wordCount)
    #expect(ReadableText(stored: text.stored) == text)
    // A figure named like furniture keeps its caption out.
    let html = """
      <article><p>\(String(repeating: "A sentence of the article, with words. ", count: 12))</p>
      <figure><img src="a.jpg"><figcaption>The river at dawn.</figcaption></figure>
      <figure class="related-promo"><figcaption>Read our other story</figcaption></figure>
      </article>
      """
    let page = try #require(ReadableExtractor.extract(Data(html.utf8)))
    #expect(page.blocks.filter { $0.kind == .caption }.map(\.text) == ["The river at dawn."])
  }

  @Test("Reading time: 230 words a minute, Chinese characters faster, captions left out")
  func readingTime() {
    let words = String(repeating: "word ", count: 690)
    #expect(ReadableText(blocks: [ReadableText.Block(.paragraph, words)]).readingMinutes == 3)
    #expect(
      ReadableText(blocks: [
        ReadableText.Block(.paragraph, "short"), ReadableText.Block(.caption, words),
      ]).readingMinutes == 1)
    let chinese = String(repeating: "长江流域干旱", count: 250)  // 1,500 characters
    #expect(ReadableText(blocks: [ReadableText.Block(.paragraph, chinese)]).readingMinutes == 3)
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
