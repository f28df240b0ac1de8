import Foundation
import PropertyBased
import Testing

@testable import NewsKit

/// Answers read from UTF-8 bytes where Characters or scalars gave them before: the same
/// answer, on random text full of the cases that matter.
@Suite("Byte-level fast paths give what the Character-level ways gave")
struct ByteFastPathTests {
  /// Scalars that need the sanitiser's action, their neighbours in UTF-8 (same lead bytes),
  /// and ordinary text.
  static let scalars: [Character] = [
    "\u{00}", "\u{1F}", "\u{7F}", "\u{80}", "\u{9F}", "\u{A0}", "\u{FF}", "\u{061B}", "\u{061C}",
    "\u{061D}", "\u{200D}", "\u{200E}", "\u{200F}", "\u{2010}", "\u{2027}", "\u{2028}",
    "\u{2029}", "\u{202E}", "\u{202F}", "\u{2065}", "\u{2066}", "\u{2069}", "\u{206A}",
    "\u{FEFE}", "\u{FEFF}", "\u{FFFD}", "\u{1B}", "\r\n", "\t", "a", "Z", "ż", "東", "👍", " ",
  ]
  static let text = Gen<Character?>.element(of: scalars).map { $0! }.string(of: 0...24)

  @Test("The sanitiser's byte scan finds a scalar to act on exactly when the scalars do")
  func sanitiserScan() async {
    await propertyCheck(count: 3000, input: Self.text) { text in
      let scalarWise = text.unicodeScalars.contains(where: TerminalSanitizer.needsAction)
      #expect(TerminalSanitizer.needsAction(in: text) == scalarWise, "\(text.debugDescription)")
    }
  }

  @Test("Each scalar to act on is found alone, at the start, in the middle and at the end")
  func sanitiserEachScalar() {
    let acted: [UInt32] =
      Array(0...0x1F) + Array(0x7F...0x9F) + [0x061C, 0x200E, 0x200F, 0xFEFF]
      + Array(0x2028...0x202E) + Array(0x2066...0x2069)
    for value in acted {
      let scalar = String(Character(Unicode.Scalar(value)!))
      for text in [scalar, scalar + "ż", "ż" + scalar + "ż", "ż" + scalar] {
        #expect(TerminalSanitizer.needsAction(in: text), "U+\(String(value, radix: 16))")
      }
    }
    #expect(!TerminalSanitizer.needsAction(in: "Zażółć gęślą jaźń — 東京 👍\u{A0}\u{2010}"))
    // Within long ASCII, read eight bytes at a time: found at every offset of a word.
    let printable = String(decoding: Array(0x20...0x7E), as: UTF8.self)
    #expect(!TerminalSanitizer.needsAction(in: printable + printable))
    for value: UInt32 in [0x00, 0x1F, 0x7F, 0x80, 0x9F, 0x200E, 0xFEFF] {
      let scalar = String(Character(Unicode.Scalar(value)!))
      for offset in 0..<20 {
        let text =
          String(repeating: "x", count: offset) + scalar
          + String(repeating: "~", count: 19 - offset)
        #expect(
          TerminalSanitizer.needsAction(in: text), "U+\(String(value, radix: 16)) at \(offset)")
      }
    }
  }

  /// Link-like ASCII: schemes, `www.`, fragments, slashes, both cases, CR LF.
  static let linkPieces: [String] = [
    "https://", "http://", "HTTPS://", "Http://", "www.", "WWW.", "#", "/", "//", "a", "B",
    "example.com", "Path", "?q=1", "\r\n", "\r", "%2F", " ",
  ]
  static let link = Gen<String?>.element(of: linkPieces).map { $0! }.array(of: 0...8)
    .map { $0.joined() }

  /// Pieces of text around tags: names of the set and not, slashes, digits, Polish letters,
  /// a combining mark and a prepended sign that join what stands beside them.
  static let markup = Gen<String?>.element(of: [
    "<", "</", "/", ">", "p", "P", "em", "EM", "br", "figcaption", "figcaptions", "h1", "h7",
    "a", "vector", "ż", " ", "x", "1", "\u{301}", "\u{600}", "&lt;", "—", "<żaba>",
  ]).map { $0! }.array(of: 0...12).map { $0.joined() }

  @Test("Whether text holds an HTML tag, read from its bytes, is what its Characters say")
  func holdsHTMLTags() async {
    await propertyCheck(count: 4000, input: Self.markup) { text in
      #expect(
        HTMLText.holdsHTMLTags(text) == HTMLText.holdsHTMLTagsByCharacters(text),
        "\(text.debugDescription)")
    }
    #expect(HTMLText.longestTagName == HTMLText.htmlTagNames.map(\.count).max())
    #expect(HTMLText.holdsHTMLTags("a <P>b") && HTMLText.holdsHTMLTags("x<//figcaption>"))
    #expect(!HTMLText.holdsHTMLTags("a < b, <vector>, <figcaptions>"))
    // A combining mark makes `p` another letter; a prepended sign takes the `<` in.
    #expect(!HTMLText.holdsHTMLTags("<p\u{301}>") && !HTMLText.holdsHTMLTags("\u{600}<p>"))
  }

  /// Pieces of wrapped text: spaces, Polish, dashes, a combining mark, a joiner, a prepended
  /// sign, wide and emoji text, a non-breaking space.
  static let wrapped = Gen<String?>.element(of: [
    " ", "  ", "a", "ż", "Łódź", "—", "…", "“", "\u{301}", "\u{200D}", "\u{600}", "\u{A0}", "東京",
    "👍🏽", "e\u{301}", "\u{903}", "x", "\u{1F1F5}\u{1F1F1}",
  ]).map { $0! }.array(of: 0...14).map { $0.joined() }

  @Test("A text's words between spaces, read from its bytes, are what splitting Characters gives")
  func wrappedWords() async {
    await propertyCheck(count: 4000, input: Self.wrapped) { text in
      let split = text.split(separator: " ", omittingEmptySubsequences: true)
      #expect(TextWrapper.words(text) == split, "\(text.debugDescription)")
      if let words = TextWrapper.spaceSeparatedWords(text) {
        #expect(words == split, "\(text.debugDescription)")
      }
    }
    #expect(
      TextWrapper.spaceSeparatedWords("Łódź — stolica  regionu ") == [
        "Łódź", "—", "stolica", "regionu",
      ])
    // A combining mark after a space, a prepended sign before one: the Characters decide.
    #expect(TextWrapper.spaceSeparatedWords("a \u{301}b") == nil)
    #expect(TextWrapper.spaceSeparatedWords("\u{600} b") == nil)
  }

  @Test("A link's key from its bytes is its key from its Characters")
  func linkKey() async {
    await propertyCheck(count: 3000, input: Self.link) { link in
      #expect(
        ArticleDeduplicator.asciiLinkKey(link) == ArticleDeduplicator.unicodeLinkKey(link),
        "\(link.debugDescription)")
    }
    #expect(ArticleDeduplicator.linkKey("HTTPS://WWW.Example.com/Ż/#x") == "example.com/ż")
    #expect(ArticleDeduplicator.linkKey("http://www.example.com/A//#top") == "example.com/a")
  }

  /// Links with letters outside ASCII, combining marks and case pairs that change length.
  static let unicodeLinkPieces: [String] =
    linkPieces + [
      "Ż", "ó", "İ", "ẞ", "Σ", "ς", "\u{212A}", "e\u{301}", "#\u{301}", "/\u{308}", "東",
      "👍🏽", "\u{200D}", "Ǆ",
    ]
  static let unicodeLink = Gen<String?>.element(of: unicodeLinkPieces).map { $0! }
    .array(of: 0...8).map { $0.joined() }

  @Test("A link's key lowercased a scalar at a time is its key lowercased by the library")
  func unicodeLinkKey() async {
    await propertyCheck(count: 3000, input: Self.unicodeLink) { link in
      #expect(ArticleDeduplicator.lowercased(link) == link.lowercased(), "\(link.debugDescription)")
      var key = link.lowercased()
      if let hash = key.firstIndex(of: "#") { key = String(key[..<hash]) }
      for prefix in ["https://", "http://"] where key.hasPrefix(prefix) {
        key.removeFirst(prefix.count)
      }
      if key.hasPrefix("www.") { key.removeFirst(4) }
      while key.hasSuffix("/") { key.removeLast() }
      #expect(ArticleDeduplicator.unicodeLinkKey(link) == key, "\(link.debugDescription)")
    }
  }

  @Test("A feed summary is cut to 600 characters as counting them all cut it")
  func summaryCut() async {
    let pieces = Gen<String?>.element(
      of: ["a", "ż", "\r\n", "e\u{301}", "👍🏽", " ", String(repeating: "x", count: 100)] as [String]
    ).map { $0! }
    await propertyCheck(count: 1000, input: pieces.array(of: 0...700)) { pieces in
      let summary = pieces.joined()
      let counted = summary.count > 600 ? String(summary.prefix(600)) + "…" : summary
      #expect(FeedArticles.shortened(summary) == counted)
    }
    let exactly = String(repeating: "ż", count: 600)
    #expect(FeedArticles.shortened(exactly) == exactly)
    #expect(FeedArticles.shortened(exactly + "a") == exactly + "…")
  }

  /// `TextCleaner.collapsed` as it was written before it wrote into the String's memory.
  static func collapsedThroughArray(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    var output: [UInt8] = []
    var pendingSpace = false
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x20 {
        pendingSpace = !output.isEmpty
        index += 1
        continue
      }
      let wide = TextCleaner.wideSpaceLength(bytes, at: index)
      if wide > 0 && (output.isEmpty || TextCleaner.isOnlyWideSpaces(bytes, from: index)) {
        index += wide
        continue
      }
      if pendingSpace { output.append(0x20) }
      pendingSpace = false
      output.append(byte)
      index += 1
    }
    return String(decoding: output, as: UTF8.self)
  }

  @Test("Text with nothing to collapse is given back as collapsing it would give it")
  func collapse() async {
    let pieces = Gen<String?>.element(
      of: [
        " ", "  ", "a", "ż", "\u{A0}", "\u{3000}", "\u{2009}", "\u{200B}", "\u{202F}",
        "\u{205F}", "\u{1680}", "\u{2010}", "\u{C2}", "\t", "plain,words", "ASCII-run!",
      ] as [String]
    ).map { $0! }
    await propertyCheck(count: 3000, input: pieces.array(of: 0...8)) { pieces in
      var text = pieces.joined()
      let collapsed = text.withUTF8 { TextCleaner.collapsed($0) }
      #expect(collapsed == text.withUTF8(Self.collapsedThroughArray), "\(text.debugDescription)")
      #expect(TextCleaner.collapseWhitespace(text) == collapsed, "\(text.debugDescription)")
      #expect(text.withUTF8 { TextCleaner.needsCollapsing($0) } == (collapsed != text))
    }
  }

  @Test("An outlet's summary key hashes the joined words, as hashing the joined text did")
  func outletHash() {
    for words in [[], ["a"], ["zażółć", "gęślą", "jaźń"], ["東京", "", "x"]] as [[String]] {
      #expect(
        StoryOutlets.hash(words, after: "7 ")
          == StoryOutlets.hash("7 " + words.joined(separator: " ")))
    }
  }

  @Test("A summary's key for an outlet hashes the outlet's number as its text")
  func outletKey() {
    let summary = ["one", "two", "three", "four"]
    for outlet in [0, 7, 9, 10, 99, 100, 1_234, 90_210] {
      #expect(
        StoryOutlets.key(summary, outlet: outlet)
          == StoryOutlets.hash("\(outlet) " + summary.joined(separator: " ")))
    }
    #expect(StoryOutlets.key(summary, outlet: nil) == nil)
    #expect(StoryOutlets.key(Array(summary.prefix(3)), outlet: 1) == nil)
  }

  @Test("Word triples and figures are each counted once, as sets gave them")
  func distinctTriplesAndFigures() {
    let ids = [5, 1, 2, 5, 1, 2, 5, 1, 9, 0]
    let triples = StoryGrouper.triples(ids)
    let expected = Set(
      (0...(ids.count - 3)).map { start in
        ids[start..<(start + 3)].reduce(UInt64(0)) { $0 &* 1_000_003 &+ UInt64($1) }
      })
    #expect(triples == expected.sorted())
    #expect(StoryGrouper.triples([1, 2]).isEmpty)
    #expect(StoryGrouper.distinct([3, 1, 3, 2, 1]) == [1, 2, 3])
    #expect(
      StoryGrouper.figures(title: ["mecz", "2024", "o"], text: ["11", "2024"]).all
        == StoryOutlets.hash("11 2024"))
    #expect(StoryGrouper.figures(title: ["mecz"], text: ["bez", "liczb"]) == (nil, nil))
    let both = StoryGrouper.figures(title: ["mecz", "2024"], text: ["11", "2024", "x1"])
    #expect(both.title == StoryOutlets.hash("2024") && both.all == StoryOutlets.hash("11 2024"))
    #expect(StoryGrouper.figures(title: ["a"], text: ["7"]).title == nil)
  }

  @Test("A JSON key equals a name byte for byte, escaped or not")
  func jsonKey() {
    let names = ["title", "published_date", "", "tytuł", "e\u{301}", "\u{E9}"]
    for name in names {
      for other in names {
        var bytes = Array(other.utf8)
        let equal = bytes.withUnsafeMutableBufferPointer {
          JSONKey(bytes: UnsafeBufferPointer($0), escaped: false) == name
        }
        #expect(equal == (Array(name.utf8) == Array(other.utf8)), "\(name) \(other)")
      }
    }
    var escaped = Array(#"ti\u0074le"#.utf8)
    #expect(
      escaped.withUnsafeMutableBufferPointer {
        JSONKey(bytes: UnsafeBufferPointer($0), escaped: true) == "title"
      })
  }
}
