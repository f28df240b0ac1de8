import Foundation
import Localization
import Testing

@testable import NewsKit

/// Truncation is never silent: whatever is cut to fit a row ends with "…", at 40, 50, 80 and
/// 200 columns, in both languages; what fits is shown whole.
@Suite("Cut to fit, always with an ellipsis")
struct TruncationTests {
  static let widths = [40, 50, 80, 200]
  static let title =
    "Parliament passes the long-awaited budget after a night of votes, amendments and speeches"
  static let source = "regional-news-of-the-lower-silesia.example.com"
  static let feedName = "A feed whose title goes on and on about everything it might publish"
  let renderer = ScreenRenderer(theme: .dark, timeZone: .utc, now: Date())

  func reader(_ language: Language, columns: Int) -> ReaderState {
    var state = ReaderState(language: language, columns: columns, rows: 12)
    let effects = state.fetch(.news(.topic(.news)), page: 1)
    if case .fetch(let request, _)? = effects.last {
      let article = Article(
        title: Self.title, summary: "Summary.", source: Self.source,
        link: "https://example.com/budget")
      _ = state.apply(.listed(id: request.id, .success(listing([article]))))
    }
    return state
  }

  /// The row that holds `text`'s first words, as it is shown.
  func row(starting text: String, in state: ReaderState) throws -> String {
    let start = String(text.prefix(12))
    return try #require(renderer.render(state).lines.map(\.text).first { $0.contains(start) })
  }

  @Test(
    "A list row: the title cut with …, the source cut with … past 16 columns (24 from 100)",
    arguments: widths)
  func listRow(columns: Int) throws {
    for language in Language.allCases {
      let row = try row(starting: Self.title, in: reader(language, columns: columns))
      if row.contains(Self.title) {
        #expect(columns == 200, "the title fits only the widest: \(row)")
      } else {
        #expect(row.contains("…"), "\(columns): \(row)")
      }
      if columns >= 80 {
        // Sources are kept to 16 columns below 100, 24 from there: the name and the ellipsis.
        let kept = columns < 100 ? 15 : 23
        #expect(row.contains(String(Self.source.prefix(kept)) + "…"), "\(columns): \(row)")
        #expect(!row.contains(String(Self.source.prefix(kept + 1))))
      }
      #expect(DisplayWidth.of(row) <= columns)
    }
  }

  @Test("A feed's name gives way to its unread count, with …", arguments: widths)
  func feedRow(columns: Int) throws {
    for language in Language.allCases {
      var state = reader(language, columns: columns)
      _ = state.apply(.key(.character("f")))
      _ = state.apply(.feedsListed(.success([subscription(3, Self.feedName, unread: 47)])))
      let row = try row(starting: Self.feedName, in: state)
      #expect(row.trimmingCharacters(in: .whitespaces).hasSuffix("47"), "\(columns): \(row)")
      #expect(row.contains(Self.feedName) || row.contains("…  47"), "\(columns): \(row)")
      #expect(row.contains(Self.feedName) == (columns >= 80), "\(columns): \(row)")
    }
  }

  @Test(
    "The heading cuts with …; a message too long for the status line shows whole above it; the key help wraps and cuts nothing",
    arguments: widths)
  func statusHeadingAndHelp(columns: Int) throws {
    for language in Language.allCases {
      var state = ReaderState(language: language, columns: columns, rows: 12)
      let phrase = String(repeating: "budżet ", count: 40).trimmingCharacters(in: .whitespaces)
      let effects = state.fetch(.news(.search(phrase)), page: 1)
      if case .fetch(let request, _)? = effects.last {
        _ = state.apply(.listed(id: request.id, .success(listing(numberedArticles(2)))))
      }
      state.message = .error(.network(host: String(repeating: "h", count: 200) + ".example"))
      let lines = renderer.render(state).lines.map(\.text)
      let heading = try #require(lines.first)
      #expect(heading.hasSuffix("…"), "\(columns): \(heading)")
      let status = try #require(lines.last).trimmingCharacters(in: .whitespaces)
      #expect(!status.contains("…") && !status.contains("hhh"), "\(columns): \(status)")
      let above = lines.dropLast().joined().replacingOccurrences(of: " ", with: "")
      #expect(
        above.contains(String(repeating: "h", count: 200) + ".example"), "\(columns): \(lines)")
      state.showsHelp = true
      state.rows = 80
      // The body: the status line under it holds the message.
      let help = renderer.render(state).lines.dropLast().map(\.text).joined(separator: "\n")
      for row in language.strings.screen.helpRows {
        for word in row.action.split(separator: " ") {
          #expect(help.contains(word), "\(columns) \(language): “\(word)” of “\(row.action)”")
        }
      }
      #expect(!help.contains("…"), "\(columns): the help is cut: \(help)")
    }
  }

  @Test("An edition's progress too wide for a tiny terminal ends with …")
  func editionProgress() {
    let view = EditionView(
      context: RenderContext(language: .pl, theme: .forKind(.dark), colorEnabled: false, width: 12))
    let progress = EditionProgress(done: 7, total: 112, withoutText: 0, bytes: 123, elapsed: 1)
    let line = view.progress(progress, width: 12)
    #expect(line.hasSuffix("…") && DisplayWidth.of(line) < 12, "\(line)")
  }

  @Test(
    "The unsubscribe question keeps its answer keys: in the status line when it fits, else whole in the body"
  )
  func removalQuestion() throws {
    for (columns, language) in [(40, Language.pl), (50, .en), (200, .pl)] {
      var state = reader(language, columns: columns)
      _ = state.apply(.key(.character("f")))
      _ = state.apply(.feedsListed(.success([subscription(3, Self.feedName, unread: 47)])))
      _ = state.apply(.key(.character("G")))
      _ = state.apply(.key(.character("d")))
      let lines = renderer.render(state).lines.map(\.text)
      let keys = language == .pl ? "y tak, inny klawisz nie." : "y yes, any other key no."
      let text = lines.joined(separator: " ").replacingOccurrences(of: "  ", with: " ")
      #expect(text.contains(keys), "\(columns): \(lines)")
      #expect(lines.allSatisfy { DisplayWidth.of($0) <= columns })
      if columns == 200 {
        #expect(try #require(lines.last).contains(Self.feedName))
      }
    }
  }
}
