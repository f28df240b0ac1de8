import Foundation
import Localization
import Testing

@testable import NewsKit

/// The key help on a screen too small for it (40×24, 30×12): it scrolls with the keys that
/// scroll the details, says where it is and how to move, and any other key closes it.
@Suite("The key help scrolls when it does not fit")
struct KeyHelpTests {
  let renderer = ScreenRenderer(theme: .dark, timeZone: .utc, now: Date())

  /// A reader showing a list, with the help opened.
  func helpShown(_ language: Language, columns: Int, rows: Int) -> ReaderState {
    var state = ReaderStateTests().showing(3, language: language)
    _ = state.apply(.resize(columns: columns, rows: rows))
    _ = state.apply(.key(.character("?")))
    return state
  }

  /// Applies a key as the reader's loop does: the help's top kept within its length.
  func press(_ key: Key, _ state: inout ReaderState) {
    _ = state.apply(.key(key))
    state.helpTop = renderer.clampedHelpTop(state)
  }

  /// The help's body as shown (the status line left out).
  func body(_ state: ReaderState) -> [String] {
    renderer.render(state).lines.dropFirst().dropLast().map(\.text)
  }

  /// The last two lines of the body: where the help is (on a narrow screen it takes two).
  func footer(_ state: ReaderState) -> String {
    body(state).suffix(2).joined(separator: " ")
  }

  @Test(
    "Scrolled to its end, every key and every word of the help was shown; nothing wider",
    arguments: [(40, 24), (30, 12), (60, 10)])
  func scrollsToTheEnd(columns: Int, rows: Int) throws {
    for language in Language.allCases {
      var state = helpShown(language, columns: columns, rows: rows)
      var seen = Set(body(state))
      let first = footer(state)
      let total = language.strings.screen.helpRows.count
      #expect(first.contains(language == .pl ? " z " : " of "), "\(first)")
      #expect(!seen.contains { $0.contains(language.strings.screen.helpClose) })
      var presses = 0
      while presses < 100 {
        let before = body(state)
        press(presses % 2 == 0 ? .character("j") : .pageDown, &state)
        #expect(state.showsHelp, "j and PgDn scroll, they do not close")
        seen.formUnion(body(state))
        if body(state) == before { break }
        presses += 1
      }
      #expect(presses > 0 && presses < 100)
      let shown = seen.joined(separator: "\n")
      for row in language.strings.screen.helpRows {
        #expect(shown.contains(row.keys), "\(columns)×\(rows) \(language): \(row.keys)")
        for word in row.action.split(separator: " ") {
          #expect(shown.contains(word), "\(columns)×\(rows) \(language): \(word)")
        }
      }
      #expect(total == language.strings.screen.helpRows.count)
      for line in seen { #expect(DisplayWidth.of(line) <= columns, "\(line)") }
      // At the end the position says so: its last line is the last of all.
      let position = footer(state)
      let numbers = position.split { !$0.isNumber }.compactMap { Int($0) }
      #expect(numbers.count == 3 && numbers[1] == numbers[2], "\(position)")
      press(.character("g"), &state)
      #expect(footer(state).contains("1–"))
      press(.character("k"), &state)
      #expect(state.helpTop == 0 && state.showsHelp)
    }
  }

  @Test("Any key but the scrolling ones closes it; q closes the help, not the reader")
  func closes() {
    for key in [Key.character("q"), .escape, .character("x"), .enter, .character("?")] {
      var state = helpShown(.en, columns: 40, rows: 24)
      press(key, &state)
      #expect(!state.showsHelp && state.exitCode == nil, "\(key)")
    }
  }

  @Test("When it fits, it is shown whole with “Any key closes this help.” and no position")
  func fits() {
    for language in Language.allCases {
      let state = helpShown(language, columns: 100, rows: 40)
      let lines = body(state)
      #expect(lines.contains { $0.contains(language.strings.screen.helpClose) })
      #expect(!lines.contains { $0.contains("j/k") && $0.contains("1–") })
    }
  }
}
