import Foundation
import Localization
import Testing

@testable import NewsKit

/// `F` in the reader and the notices of a list said whole: what the filters hid, named with
/// the reader's key, and a notice too long for the status line shown above it.
@Suite("The reader's F key and whole notices")
struct FilterKeyTests {
  let renderer = ScreenRenderer(theme: .dark, timeZone: .utc, now: Date())

  /// A listing of `count` articles whose filters hid `hidden` more.
  func thinned(_ count: Int, hidden: Int) -> Listing {
    var model = NewsModel(articles: numberedArticles(count), total: 100, page: 1)
    model.hidden = hidden
    return Listing(model: model)
  }

  /// The reader at `columns`×12 showing a list the filters thinned.
  func reader(_ language: Language, columns: Int, shown: Int = 3, hidden: Int = 2)
    -> ReaderState
  {
    var state = ReaderState(language: language, columns: columns, rows: 12)
    let effects = state.fetch(.news(.topic(.news)), page: 1)
    if case .fetch(let request, _)? = effects.last {
      _ = state.apply(.listed(id: request.id, .success(thinned(shown, hidden: hidden))))
    }
    return state
  }

  /// The list request among the effects.
  static func request(_ effects: [ReaderEffect]) -> ReaderState.Request? {
    for case .fetch(let request, _) in effects { return request }
    return nil
  }

  func screen(_ state: ReaderState) -> String {
    renderer.render(state).lines.map(\.text).joined(separator: "\n")
  }

  @Test("The list says what filters hid and names F, in both languages; F asks again without them")
  func fShowsWhatFiltersHid() throws {
    for (language, said) in [
      (Language.en, "Filters hid 2 of 5 articles; F shows them."),
      (.pl, "Filtry ukryły 2 z 5 artykułów; F je pokaże."),
    ] {
      var state = reader(language, columns: 120)
      #expect(screen(state).contains(said), "\(screen(state))")
      let effects = state.apply(.key(.character("F")))
      let request = try #require(Self.request(effects))
      #expect(!request.filters && request.keepsSelection && state.showsFiltered)
      _ = state.apply(.listed(id: request.id, .success(thinned(5, hidden: 0))))
      #expect(state.articles.count == 5 && state.message == .filtersOff)
      #expect(screen(state).contains(language.strings.screen.filtersOff))
      // Again: the filters apply again, and the list says what they hid.
      let back = try #require(Self.request(state.apply(.key(.character("F")))))
      #expect(back.filters && !state.showsFiltered)
      _ = state.apply(.listed(id: back.id, .success(thinned(3, hidden: 2))))
      #expect(state.message == .notice(.hidden(2, of: 5)))
    }
  }

  @Test("F is in the key help, in both languages")
  func inTheHelp() {
    for language in Language.allCases {
      #expect(language.strings.screen.helpRows.contains { $0.keys == "F" })
    }
  }

  @Test("A notice too long for the status line is shown whole above it; the next key puts it away")
  func longNoticeWhole() throws {
    for language in Language.allCases {
      var state = reader(language, columns: 40)
      let said = language.strings.screen.filtersHid(2, 5)
      let lines = renderer.render(state).lines.map(\.text)
      let text = lines.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
      #expect(text.contains(said), "\(lines)")
      #expect(!lines.joined().contains("…"), "nothing is cut: \(lines)")
      #expect(lines.allSatisfy { DisplayWidth.of($0) <= 40 })
      _ = state.apply(.key(.character("j")))
      #expect(state.message == nil)
      #expect(!screen(state).contains(said))
    }
  }

  @Test("A list the filters emptied says so and names F, not “try other words”")
  func emptiedByFilters() {
    let state = reader(.en, columns: 80, shown: 0, hidden: 4)
    let text = screen(state)
    #expect(text.contains("Filters hid every article found."))
    #expect(text.contains("F shows them") && !text.contains("Try other words"))
  }
}
