import Foundation
import Localization
import Testing

@testable import NewsKit

/// Polish as a native speaker read it (issue 38, point 12): the words fixed stay fixed.
@Suite("Polish wording")
struct PolishWordingTests {
  let polish = StringTable.polish

  @Test("A subscription is feminine: its number, before her name")
  func ambiguousFeed() {
    let text = ErrorView.text(
      .usage(.ambiguousFeed("tech", matches: ["Tech A", "Tech B"])), strings: polish)
    #expect(text.fix == "Podaj numer subskrypcji, o którą chodzi: liczbę przed jej nazwą.")
  }

  @Test("feed import - that is not OPML names standard input, in both languages")
  func standardInput() {
    #expect(
      ErrorView.text(.notOPML("-"), strings: polish).what
        == "Standardowe wejście nie jest listą subskrypcji OPML; niczego nie zaimportowano.")
    #expect(
      ErrorView.text(.notOPML("-"), strings: .english).what.hasPrefix("Standard input is not"))
    #expect(ErrorView.text(.notOPML("/a/b.xml"), strings: polish).what.hasPrefix("/a/b.xml "))
  }

  @Test("A watch's last run has its noun; the doctor's provider row is the source; q ends")
  func nounsAndKeys() {
    #expect(polish.watches.lastRun("2 minuty temu") == "ostatnie uruchomienie 2 minuty temu")
    #expect(polish.tools.providerName == "źródło")
    #expect(polish.interactive.welcome.hasSuffix("q zakończ"))
    #expect(polish.screen.helpRows.contains { $0 == ("q", "zakończ") })
    #expect(polish.editions.interrupted(0, 2, 1).hasPrefix("przerwane przy 0/2"))
  }
}
