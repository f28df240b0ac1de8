import Localization
import Testing

@Suite("Plural rules")
struct PluralRuleTests {
  @Test(
    "Polish article counts follow CLDR",
    arguments: [
      (0, "artykułów"), (1, "artykuł"), (2, "artykuły"), (4, "artykuły"), (5, "artykułów"),
      (11, "artykułów"), (12, "artykułów"), (14, "artykułów"), (21, "artykułów"),
      (22, "artykuły"), (25, "artykułów"), (101, "artykułów"), (102, "artykuły"),
      (112, "artykułów"), (1234, "artykuły"), (10_000, "artykułów"),
    ])
  func polishArticles(count: Int, expected: String) {
    #expect(StringTable.polish.articles.form(for: count, in: .pl) == expected)
  }

  @Test(
    "Polish categories", arguments: [(1, PluralCategory.one), (3, .few), (13, .many), (23, .few)])
  func polishCategories(count: Int, expected: PluralCategory) {
    #expect(PluralRule.category(for: count, in: .pl) == expected)
  }

  @Test("English has one and other", arguments: [0, 1, 2, 5, 21, 22, 112])
  func english(count: Int) {
    let form = StringTable.english.articles.form(for: count, in: .en)
    #expect(form == (count == 1 ? "article" : "articles"))
  }

  @Test("The found-and-shown line agrees with the number found")
  func foundAndShown() {
    #expect(StringTable.polish.foundAndShown(1, 1) == "Znaleziono 1 artykuł, pokazano 1")
    #expect(StringTable.polish.foundAndShown(22, 5) == "Znaleziono 22 artykuły, pokazano 5")
    #expect(StringTable.polish.foundAndShown(112, 5) == "Znaleziono 112 artykułów, pokazano 5")
    #expect(
      StringTable.polish.foundAndShown(10_000, 5) == "Znaleziono 10\u{A0}000 artykułów, pokazano 5")
    #expect(StringTable.english.foundAndShown(1, 1) == "Found 1 article, showing 1")
    #expect(StringTable.english.foundAndShown(10_000, 5) == "Found 10,000 articles, showing 5")
  }

  @Test("Polish seconds take the case the sentence needs")
  func polishSeconds() {
    let rateLimited = StringTable.polish.errors.rateLimited
    #expect(rateLimited(1).fix == "Spróbuj ponownie za 1 sekundę.")
    #expect(rateLimited(3).fix == "Spróbuj ponownie za 3 sekundy.")
    #expect(rateLimited(12).fix == "Spróbuj ponownie za 12 sekund.")
    #expect(rateLimited(nil).fix == "Spróbuj ponownie za minutę.")
    let timedOut = StringTable.polish.errors.timedOut
    #expect(timedOut("h", 1, 1).what.hasSuffix("w ciągu 1 sekundy."))
    #expect(timedOut("h", 10, 3).what.hasSuffix("w ciągu 10 sekund (3 próby)."))
    #expect(timedOut("h", 2.5, 5).what.hasSuffix("w ciągu 2,5 sekundy (5 prób)."))
    #expect(
      StringTable.english.errors.timedOut("h", 1, 2).what.hasSuffix("within 1 second (2 tries)."))
  }
}
