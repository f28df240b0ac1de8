import Testing

@testable import NewsKit

/// Ranking splits folded text on its UTF-8 bytes: the same words as splitting the string, in
/// every script, and the same counts.
@Suite("Offline search: words split on bytes")
struct SearchWordsTests {
  static let samples = [
    "Kraków & mission: Polska Lewandowski — analysis 999", "Zażółć GĘŚLĄ jaźń, Łódź!",
    "“Quoted” — a dash… and €5", "Ελληνικά ΟΔΟΣ άλφα", "Москва ЁЛКА Київ", "한국어 뉴스",
    "日本語のニュース 中文新闻", "हिन्दी समाचार", "emoji 🇵🇱 👩🏽‍💻 x", "ﬁnance ①②", "", "—",
    "tail", "a\u{301}b",
  ]

  @Test("The words of folded bytes are the words of the folded string")
  func bytesAgreeWithString() {
    for sample in Self.samples + [Self.samples.joined(separator: " ")] {
      let folded = TextFolding.fold(sample)
      #expect(TextFolding.foldedUTF8(sample) == Array(folded.utf8), "\(sample)")
      var fromBytes: [String] = []
      SearchWords.forEachWord(inUTF8: TextFolding.foldedUTF8(sample)) {
        fromBytes.append(String(decoding: $0, as: UTF8.self))
      }
      #expect(fromBytes == SearchWords.split(folded).map(String.init), "\(sample)")
    }
  }

  @Test("Counts: whole words, prefixes and Polish forms, a word made of other scripts")
  func counts() {
    let words = SearchWords.split(TextFolding.fold("Kraków misja"))
    let stems = words.map(WordForms.stems)
    let whole = SearchRanking.Counts(
      "Misja w Krakowie — krakow, KRAKÓW i misje", words: words, stems: stems, prefix: false)
    #expect(whole.length == 7)
    #expect(whole.frequencies == [2, 1])
    #expect(whole.whole == [true, true])
    let forms = SearchRanking.Counts(
      "Misja w Krakowie — krakow, KRAKÓW i misje", words: words, stems: stems, prefix: true)
    #expect(forms.frequencies == [3, 2])
    let greek = SearchWords.split(TextFolding.fold("ΟΔΟΣ"))
    let counted = SearchRanking.Counts(
      "Η Οδόσ — ΟΔΟΣ", words: greek, stems: greek.map(WordForms.stems), prefix: false)
    #expect(counted.length == 3)
    #expect(counted.frequencies == [2])
  }
}
