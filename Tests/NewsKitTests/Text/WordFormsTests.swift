import Testing

@testable import NewsKit

/// Inflected Polish and English forms meeting in search (issue 58, point 7).
@Suite("Word forms: a search word meets its inflected forms")
struct WordFormsTests {
  func meets(_ wanted: String, _ found: String) -> Bool {
    WordForms.matches(Substring(wanted), Substring(found))
  }

  @Test("Polish cases and numbers, the stem's consonant alternating, the mobile e")
  func polish() {
    for (wanted, found) in [
      ("japonia", "japonii"), ("trzesienie", "trzesienia"), ("moskwa", "moskwie"),
      ("polska", "polsce"), ("obwod", "obwodzie"), ("szczyt", "szczycie"),
      ("terrorysta", "terrorysci"), ("ukrainiec", "ukraincow"), ("samorzadowiec", "samorzadowcy"),
      ("rachunek", "rachunkow"), ("niemcy", "niemczech"), ("rosyjski", "rosyjscy"),
      ("europejska", "europejskiej"), ("duda", "dudy"), ("rada", "rady"), ("mroz", "mrozem"),
    ] {
      #expect(meets(wanted, found), "\(wanted) → \(found)")
    }
  }

  @Test("English plurals, -ing, -ed, -y as -ies")
  func english() {
    for (wanted, found) in [
      ("company", "companies"), ("buying", "buys"), ("warning", "warned"), ("body", "bodies"),
      ("seizing", "seize"), ("elections", "election"), ("missiles", "missile"),
    ] {
      #expect(meets(wanted, found), "\(wanted) → \(found)")
    }
  }

  @Test("A stem takes a short ending only: other words that share it stay apart")
  func apart() {
    for (wanted, found) in [
      ("ziemia", "ziemniaki"), ("japonia", "japonczycy"), ("rosja", "rosomak"),
      ("warszawa", "warszawiakami"), ("trasa", "trasportowy"),
    ] {
      #expect(!meets(wanted, found), "\(wanted) → \(found)")
    }
    // As before, a search word stands for every word it starts.
    #expect(meets("wygr", "wygrywa") && meets("kot", "kotlet"))
    #expect(WordForms.stems("kot").isEmpty)
  }

  @Test("A watch's or a filter's phrase meets the forms too, diacritics aside")
  func phrases() {
    #expect(PhraseMatch.matches("trzesienie japonia", "Silne trzęsienie ziemi w Japonii"))
    #expect(PhraseMatch.matches("Trzęsienie Japonia", "TRZĘSIENIA w japonii"))
    #expect(!PhraseMatch.matches("ziemia", "Ziemniaki drożeją"))
  }
}
