import Foundation
import PropertyBased
import Testing

@testable import NewsKit

/// The story words read while folding (`StoryWordReader`) are those of folding the whole text
/// first and splitting it, as they were read before: the words stored counts and every stored
/// story were made of.
@Suite("Story words read while folding")
struct StoryWordReaderTests {
  /// The story words as they were read before `StoryWordReader`: the whole text folded first,
  /// then split.
  static func reference(_ text: String, limit: Int = .max) -> [String] {
    var terms: [String] = []
    var word = String.UnicodeScalarView()
    var letters = 0
    var digitsOnly = true
    func flush() {
      defer {
        word = String.UnicodeScalarView()
        letters = 0
        digitsOnly = true
      }
      if digitsOnly {
        if letters >= 2 { terms.append(String(word)) }
        return
      }
      guard letters >= 3 else { return }
      let whole = String(word)
      guard !StoryWords.stopWords.contains(whole) else { return }
      terms.append(
        letters > StoryWords.stemLength
          ? String(whole.unicodeScalars.prefix(StoryWords.stemLength)) : whole)
    }
    for scalar in TextFolding.fold(text).unicodeScalars {
      if terms.count >= limit { return terms }
      // Folded text is mostly ASCII: its letters and digits are told without Unicode's tables.
      let isDigit: Bool
      let isWordScalar: Bool
      if scalar.isASCII {
        let value = scalar.value
        isDigit = value >= 0x30 && value <= 0x39
        isWordScalar =
          isDigit || (value >= 0x61 && value <= 0x7A) || (value >= 0x41 && value <= 0x5A)
      } else {
        isDigit = scalar.properties.numericType != nil
        isWordScalar = isDigit || scalar.properties.isAlphabetic
      }
      guard isWordScalar else {
        if letters > 0 { flush() }
        continue
      }
      word.append(scalar)
      letters += 1
      digitsOnly = digitsOnly && isDigit
    }
    if letters > 0, terms.count < limit { flush() }
    return terms
  }

  /// The reference's reading of an article's text: its first 2,000 characters, 40 words.
  static func referenceText(_ text: String) -> [String] {
    text.isEmpty ? [] : reference(String(text.prefix(2_000)), limit: 40)
  }

  @Test("Titles and summaries of the labelled Polish and English articles read as before")
  func labelledArticles() throws {
    let articles = try StoryQualityPLENTests.articles()
    try #require(articles.count > 500)
    for article in articles {
      #expect(StoryWords.terms(in: article.title) == Self.reference(article.title))
      let input = StoryInput(
        key: article.id, published: nil, title: article.title, text: article.summary ?? "")
      #expect(StoryGrouper.textTerms(of: input) == Self.referenceText(input.text))
    }
  }

  @Test(
    "Other scripts, marks, ligatures, numbers and limits read as before",
    arguments: [
      "Zełenski: Ukraina ŻĄDA 2024 r. — «Łódź» œuvre straße ½ ¾ 1918",
      "Путин заявил о перемирии; Київ відповів. 東京で地震 Ελλάδα ΣΟΦΊΑ",
      "e\u{301}te\u{301} café CAFÉ naïve ﬁnance Ǆemal Ǳ ǅ ʼn Ⅻ ① ²³",
      "a, bb; ccc-dddd eeeee ffffff 22 3 four4 5five " + String(repeating: "słowo ", count: 80),
      // Numbers longer than a word's first room (32 bytes) are kept whole.
      String(repeating: "1234567890", count: 10) + " liczba " + String(repeating: "9", count: 33),
      String(repeating: "é\u{301}\u{302} ", count: 900) + " tail words before the limit",
      String(repeating: "é\u{301}\u{302} ", count: 1_100) + " tail words after the limit",
      String(repeating: "👍🏽 ", count: 1_200) + "Strajk przewoźników sparaliżował przejście",
      // Two scalars a character, ASCII: the 2,000 characters end past 2,000 scalars.
      String(repeating: "a\r\n", count: 999) + " words at the limit "
        + String(repeating: "b ", count: 9),
      "The and SIĘ już Który będzie WIADOMOŚCI powiedziała; thee andy sięga juzz – € … ­",
      // ASCII runs inside words of other letters, each side of the stem's length.
      "ŻółwABCDEFGHIJ abcdeŁfghijkl 12ab34 AbCdEfGhIjKlMn ąBCDEFĘghij x1y2z3w4v5u6 Ä0123456789",
      "",
    ])
  func edgeCases(_ text: String) {
    #expect(StoryWords.terms(in: text) == Self.reference(text))
    #expect(StoryWords.terms(in: text, limit: 3) == Self.reference(text, limit: 3))
    let input = StoryInput(key: "k", published: nil, title: "", text: text)
    #expect(StoryGrouper.textTerms(of: input) == Self.referenceText(text))
  }

  /// Text of ASCII letters of both cases and digits in runs of every length, Polish letters,
  /// marks and separators between and inside words.
  static let mixed = Gen<String?>.element(of: [
    "a", "Bc", "DEFGHIJ", "klmnopqrstu", "0", "123", "4567890123", "ż", "Ł", "e\u{301}", " ",
    ", ", "-", "\u{A0}", "—", "東", "the", "SIĘ",
  ]).map { $0! }.array(of: 0...24).map { $0.joined() }

  @Test("Random mixed text reads as the fold-first reference reads it")
  func mixedText() async {
    await propertyCheck(count: 3000, input: Self.mixed) { text in
      #expect(StoryWords.terms(in: text) == Self.reference(text), "\(text.debugDescription)")
      #expect(
        StoryWords.terms(in: text, limit: 2) == Self.reference(text, limit: 2),
        "\(text.debugDescription)")
    }
  }

  @Test("Every stop word is told from its packed letters, and no other word is")
  func stopWords() {
    #expect(StoryWords.stopWordNumbers.count == StoryWords.stopWords.count)
    #expect(StoryWords.stopWordNumbers.count * 2 <= StoryWords.stopWordTable.count)
    for word in StoryWords.stopWords {
      #expect(StoryWords.isStopWord(folded: Array(word.utf8)))
      for longer in [word + "a", word + "x", "z" + word] {
        #expect(
          StoryWords.isStopWord(folded: Array(longer.utf8))
            == StoryWords.stopWords.contains(longer))
      }
    }
    #expect(!StoryWords.isStopWord(folded: Array("zzz".utf8)))
    #expect(!StoryWords.isStopWord(folded: Array("th3".utf8)))
  }
}
