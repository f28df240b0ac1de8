import Foundation
import TestSupport
import Testing

@testable import NewsKit

/// The one-pass page reader gives what Foundation's decoder gave on every valid page, and
/// reads the slips real servers make where the decoder lost the field.
@Suite("Reading a page in one pass")
struct EnvelopeReadingTests {
  /// Random pages of every shape, with every limit: the same envelope as the reference.
  @Test("1,000 random pages read as Foundation's decoder read them")
  func agreesWithTheReference() throws {
    var page = RandomPage(random: SeededGenerator(seed: 25))
    var objects = 0
    for _ in 0..<1_000 {
      let body = Data(page.document().utf8)
      for limit in [nil, 1, 3, 7] {
        let expected = ReferenceEnvelope.decode(body, limit: limit)
        #expect(
          RawEnvelope.read(body, limit: limit) == expected,
          "\(String(decoding: body, as: UTF8.self))")
        if limit == nil, expected != nil { objects += 1 }
      }
      #expect(NewscatcherDecoder.isJSON(body))
    }
    // Most pages are objects the reference reads; the rest are other shapes, read as nil.
    #expect(objects > 800)
  }

  @Test("A long page read to a limit: its first articles, the envelope around them, and more")
  func stopsAtTheLimit() throws {
    let articles = (1...40).map { number in
      """
      {"title": "Title \(number) with \\"quotes\\", [brackets] and {braces}",
       "media": {"images": [[1, 2], {"x": "]"}]}, "rank": \(number), "nothing": null}
      """
    }
    let body = Data(
      #"{"status": "ok", "page": 1, "articles": [\#(articles.joined(separator: ","))], "total_hits": 4242}"#
        .utf8)
    let cut = try #require(RawEnvelope.read(body, limit: 7))
    let whole = try #require(RawEnvelope.read(body, limit: nil))
    #expect(cut.hasMore && !whole.hasMore)
    #expect(cut.totalHits == 4242 && cut.page == 1 && cut.status == "ok")
    #expect(cut.articles?.count == 7 && whole.articles?.count == 40)
    #expect(cut.articles == Array(try #require(whole.articles).prefix(7)))
    #expect(cut.articles?.first?.title == #"Title 1 with "quotes", [brackets] and {braces}"#)
  }

  @Test("Broken, truncated and too deep documents are refused, whatever the limit")
  func refusesWhatIsNotJSON() {
    let nested = String(repeating: "[", count: 513) + String(repeating: "]", count: 513)
    let deepEnough = String(repeating: "[", count: 511) + String(repeating: "]", count: 511)
    for body in [
      "", "not json", #"{"articles": [1, 2, 3"#, #"{"a": "unterminated"#, #"{"a": 1,}"#,
      #"{"a": 1 "b": 2}"#, #"{"articles": [1 2 3]}"#, #"{"articles": [1,]}"#, #"{"a": [1}"#,
      #"{"a": tru}"#, #"{"a": -}"#, #"{"a": 1.}"#, #"{"a": 1e}"#, #"{"a": "\x"}"#,
      #"{"a": "\u12G4"}"#, #"{"a": 1} x"#, #"{"a": 1}}"#, #"{a: 1}"#, #"{"a" 1}"#,
      #"{"articles": [{"title": "x"}], "deep": \#(nested)}"#,
    ] {
      let data = Data(body.utf8)
      #expect(RawEnvelope.read(data, limit: 1) == nil, "\(body)")
      #expect(RawEnvelope.read(data, limit: nil) == nil, "\(body)")
      #expect(!NewscatcherDecoder.isJSON(data), "\(body)")
    }
    #expect(NewscatcherDecoder.isJSON(Data(deepEnough.utf8)))
    #expect(RawEnvelope.read(Data("[1, 2]".utf8), limit: nil) == nil)
  }

  @Test("Slips a server makes are read: raw control characters, lone surrogates, leading zeros")
  func readsCommonSlips() throws {
    let body = Data(
      "{\"total_hits\": 007, \"articles\": [{\"title\": \"Tab\there\", \"summary\": \"\\ud800 alone\"}]}"
        .utf8)
    let envelope = try #require(RawEnvelope.read(body, limit: nil))
    #expect(envelope.totalHits == 7)
    #expect(envelope.articles?.first?.title == "Tab\there")
    #expect(envelope.articles?.first?.summary == "\u{FFFD} alone")
    // Foundation's decoder lost each of these fields.
    let reference = try #require(ReferenceEnvelope.decode(body, limit: nil))
    #expect(reference.totalHits == nil && reference.articles?.first?.title == nil)
    #expect(reference.articles?.first?.summary == nil)
  }

  @Test("Escapes and every drifting type read as the API meant them")
  func readsEscapesAndDriftingTypes() throws {
    let body = Data(
      #"""
      {"status": "ok", "total_hits": " 9301 ", "page": 2.7, "articles": [
        {"title": "\u0141\u00f3d\u017a \ud83d\ude00 \"q\" \\ \/ \n", "summary": 12, "excerpt": 2.5,
         "content": true, "link": null, "author": {"name": "x"}, "authors": "Ann,Bob,,Cy",
         "rights": 1e3, "topic": 12345678901234567890, "language": -0, "theme": 1.0},
        "not an article", 7,
        {"authors": ["Ann", 3, 2.5, null, ["x"], "Bo"], "title": "first", "title": "second"}
      ]}
      """#.utf8)
    let envelope = try #require(RawEnvelope.read(body, limit: nil))
    #expect(envelope.totalHits == 9301 && envelope.page == 2)
    let articles = try #require(envelope.articles)
    #expect(articles.count == 2)
    let first = articles[0]
    #expect(first.title == "Łódź 😀 \"q\" \\ / \n")
    #expect(first.summary == "12" && first.excerpt == "2.5" && first.content == "true")
    #expect(first.link == nil && first.author == nil)
    #expect(first.authors == ["Ann", "Bob", "Cy"])
    #expect(first.rights == "1000" && first.topic == "1.2345678901234567e+19")
    #expect(first.language == "0" && first.theme == "1")
    #expect(articles[1].authors == ["Ann", "3", "Bo"] && articles[1].title == "first")
    #expect(RawEnvelope.read(body, limit: nil) == ReferenceEnvelope.decode(body, limit: nil))
  }

  @Test("articles: null is no list, a list of nothing is empty, another shape is malformed")
  func readsTheShapesOfArticles() throws {
    let null = try #require(RawEnvelope.read(Data(#"{"articles": null}"#.utf8), limit: nil))
    #expect(null.articles == nil && !null.hasMalformedArticles)
    let empty = try #require(RawEnvelope.read(Data(#"{"articles": []}"#.utf8), limit: 3))
    #expect(empty.articles == [] && !empty.hasMore)
    for shape in [#""none""#, "3", #"{"a": 1}"#, "true"] {
      let odd = try #require(RawEnvelope.read(Data(#"{"articles": \#(shape)}"#.utf8), limit: 3))
      #expect(odd.articles == nil && odd.hasMalformedArticles, "\(shape)")
    }
    let detail = try #require(RawEnvelope.read(Data(#"{"detail": "Not found"}"#.utf8), limit: 3))
    #expect(detail.message == "Not found")
  }

  @Test("A page is read only as UTF-8; its strings then read as when each was checked alone")
  func checkedOnceAsUTF8() throws {
    // A bad byte inside a string, an overlong form, a lone surrogate's bytes, a cut sequence.
    for bad: [UInt8] in [[0xFF], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xE2, 0x80]] {
      let body = Data(#"{"articles": [{"title": "a"#.utf8) + bad + Data(#""}]}"#.utf8)
      #expect(RawEnvelope.read(body, limit: nil) == nil, "\(bad)")
    }
    let texts = ["", "ascii", "Łódź — “cytat” 東京 😀", "e\u{301}", "\u{FEFF}x\u{10FFFF}"]
    for text in texts {
      var bytes = Array(text.utf8)
      let (checked, unchecked) = bytes.withUnsafeMutableBufferPointer { buffer in
        let raw = UnsafeBufferPointer(buffer)
        return (JSONText.checkedString(raw), JSONText.string(raw, escaped: false))
      }
      #expect(checked == text && unchecked == text)
      #expect(checked.utf8.elementsEqual(text.utf8) && checked.count == text.count)
      let body = Data(#"{"articles": [{"title": "\#(text)"}]}"#.utf8)
      let envelope = try #require(RawEnvelope.read(body, limit: nil))
      #expect(envelope.articles?.first?.title == text)
    }
  }

  @Test("A quote or a backslash ends a run of plain bytes wherever it falls in a word")
  func escapesAtEveryOffset() throws {
    for length in [0, 1, 7, 8, 9, 16, 23] {
      for offset in 0...length {
        for escape in [#"\""#, #"\\"#, #"\u0141"#, "ż"] {
          let plain = String(repeating: "a", count: length)
          let raw = String(plain.prefix(offset)) + escape + String(plain.dropFirst(offset))
          let body = Data(#"{"articles": [{"title": "\#(raw)", "link": "x"}]}"#.utf8)
          let envelope = try #require(RawEnvelope.read(body, limit: nil), "\(raw)")
          let object = try #require(
            try JSONSerialization.jsonObject(with: body) as? [String: [[String: String]]])
          #expect(envelope.articles?.first?.title == object["articles"]?.first?["title"], "\(raw)")
          #expect(envelope.articles?.first?.link == "x")
        }
      }
    }
  }
}
