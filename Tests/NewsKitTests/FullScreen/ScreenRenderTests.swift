import Foundation
import Localization
import TestSupport
import Testing
import TimeZones

@testable import NewsKit

@Suite("The full-screen reader's rendering")
struct ScreenRenderTests {
  static let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Snapshots/screen")

  /// The sample list plus plain articles, the second one selected, one seen.
  static func articles() -> [Article] {
    var articles = sampleModel.articles + numberedArticles(9)
    articles[3].seen = true
    articles[3].published = Date(timeIntervalSince1970: 1_700_000_000)
    return articles
  }

  static let now = Date(timeIntervalSince1970: 1_700_010_000)
  let renderer = ScreenRenderer(
    theme: .dark, timeZone: ZoneRules.named("Europe/Warsaw")!, now: now)

  /// A state showing the sample search at a width, 14 rows high.
  func state(_ language: Language, columns: Int) -> ReaderState {
    var state = ReaderState(language: language, columns: columns, rows: 14)
    let effects = state.fetch(.news(.search("Starship")), page: 2)
    guard case .fetch(let request, _) = effects.last else { return state }
    _ = state.apply(.listed(id: request.id, .success(listing(Self.articles(), page: 2))))
    _ = state.apply(.key(.down))
    return state
  }

  /// Every screen of the reader, one after another, as the text a person reads.
  func screens(_ language: Language, columns: Int) -> String {
    var sections: [(String, ReaderState)] = []
    var reader = state(language, columns: columns)
    sections.append(("list", reader))
    var offline = reader
    offline.offlineSince = Self.now.addingTimeInterval(-7_200)
    offline.message = .notice(.readOnly("/home/u/.local/share/news/news.sqlite", diskFull: true))
    sections.append(("list, offline, with a notice", offline))
    var loading = reader
    _ = loading.apply(.key(.character("r")))
    _ = loading.apply(.tick)
    sections.append(("loading", loading))
    _ = reader.apply(.key(.enter))
    _ = reader.apply(.savedState(false))
    sections.append(("detail", reader))
    _ = reader.apply(.key(.escape))
    _ = reader.apply(.key(.character("t")))
    sections.append(("topics", reader))
    _ = reader.apply(.key(.escape))
    _ = reader.apply(.key(.character("f")))
    _ = reader.apply(.feedsListed(.success([subscription(3, "Rzeczpospolita", unread: 12)])))
    sections.append(("feeds", reader))
    var empty = reader
    _ = empty.apply(.feedsListed(.success([])))
    sections.append(("feeds, none", empty))
    _ = reader.apply(.key(.escape))
    _ = reader.apply(.key(.character("/")))
    for character in "gęślą jaźń" { _ = reader.apply(.key(.character(character))) }
    _ = reader.apply(.key(.left))
    sections.append(("search prompt", reader))
    _ = reader.apply(.key(.escape))
    _ = reader.apply(.key(.character("?")))
    sections.append(("help", reader))
    return sections.map { name, state in
      let frame = renderer.render(state)
      let cursor = frame.cursor.map { " (cursor at row \($0.row + 1), column \($0.column + 1))" }
      return "== \(name)\(cursor ?? "") ==\n" + frame.text
    }.joined(separator: "\n")
  }

  @Test(
    "Every screen at 40, 80 and 120 columns in both languages matches its expected output",
    arguments: [40, 80, 120], Language.allCases)
  func expectedOutput(columns: Int, language: Language) {
    let text = screens(language, columns: columns)
    let name = "screens-\(columns)-\(language.rawValue)"
    #expect(Snapshot.mismatch(text + "\n", named: name, in: Self.snapshots) == nil)
  }

  @Test("Every row fits the width by display width and the frame has exactly one row per line")
  func fits() {
    for columns in [20, 40, 80, 120, 200] {
      for language in Language.allCases {
        let state = state(language, columns: columns)
        let frame = renderer.render(state)
        #expect(frame.lines.count == state.rows)
        for line in frame.lines {
          #expect(line.width <= columns, "\(line.text) is wider than \(columns)")
        }
        // The selection bar (both rows of a narrow list's article) and the status line span
        // the whole row.
        let bar = 1 + (state.selection - state.top) * state.articleRows
        for row in bar..<(bar + state.articleRows) {
          #expect(frame.lines[row].width == columns, "\(columns): \(frame.lines[row].text)")
        }
        #expect(frame.lines.last?.width == columns)
      }
    }
  }

  @Test("Both themes: the styles of the selected row and the status line, as escape codes")
  func styled() {
    for theme in ThemeKind.allCases {
      let renderer = ScreenRenderer(
        theme: .forKind(theme), timeZone: .utc, now: Self.now)
      var writer = FrameWriter(colorEnabled: true)
      let text = writer.update(to: renderer.render(state(.en, columns: 80)))
      #expect(
        Snapshot.mismatch(text + "\n", named: "styled-80-en-\(theme.rawValue)", in: Self.snapshots)
          == nil)
    }
  }

  @Test("A failure with nothing to show says what happened and what to do, in the body")
  func failureBody() {
    for language in Language.allCases {
      var reader = ReaderState(language: language, columns: 60, rows: 12)
      let effects = reader.fetch(.news(.topic(.news)), page: 1)
      guard case .fetch(let request, _) = effects.last else {
        Issue.record("no request was made: \(effects)")
        return
      }
      let error = NewsError.timedOut(host: "api.example", seconds: 10, tries: 3)
      _ = reader.apply(.listed(id: request.id, .failure(error)))
      let text = renderer.render(reader).text.replacingOccurrences(of: "\n ", with: " ")
      let expected = ErrorView.text(error, strings: language.strings)
      #expect(text.contains(expected.what) && text.contains(expected.fix), "\(text)")
    }
  }

  @Test("Switching language rewords every row at once, the list's own text aside")
  func languageSwitch() {
    var reader = state(.en, columns: 80)
    let english = renderer.render(reader).text
    _ = reader.apply(.key(.character("l")))
    let polish = renderer.render(reader).text
    #expect(english.contains("Search: “Starship”") && english.contains("page 2"))
    #expect(polish.contains("Wyszukiwanie: „Starship”") && polish.contains("strona 2"))
    #expect(polish.contains("Wczytywanie…") && polish.contains("Esc anuluje"))
    #expect(!polish.contains("page") && !polish.contains("help"))
  }

  @Test("Text from the network cannot move the cursor, set a title, write the clipboard or reorder")
  func hostile() {
    var reader = ReaderState(language: .en, columns: 80, rows: 12)
    let effects = reader.fetch(.news(.search("x")), page: 1)
    guard case .fetch(let request, _) = effects.last else {
      Issue.record("no request was made: \(effects)")
      return
    }
    let hostile = Article(
      title: "Clear\u{1B}[2J\u{1B}]0;owned\u{07}\u{1B}]52;c;aGk=\u{07}\u{202E}evil\u{9B}31m",
      summary: "Line\u{1B}[1Aup\rback\u{08}", source: "\u{1B}]8;;https://evil\u{1B}\\x",
      link: "https://example.com/\u{1B}[31m")
    _ = reader.apply(.listed(id: request.id, .success(listing([hostile]))))
    var writer = FrameWriter(colorEnabled: true)
    var output = writer.update(to: renderer.render(reader))
    _ = reader.apply(.key(.enter))
    output += writer.update(to: renderer.render(reader))
    #expect(!output.contains("\u{1B}]"))
    #expect(!output.contains("\u{202E}") && !output.contains("\u{9B}"))
    #expect(!output.contains("\u{1B}[1A") && !output.contains("\r") && !output.contains("\u{08}"))
    #expect(output.components(separatedBy: "\u{1B}[2J").count == 2)
    #expect(output.contains("Clearevil") || output.contains("Clear"))
  }

  @Test("A feed without a title shows its address with the password masked, in list and prompt")
  func feedAddressMasked() throws {
    var reader = ReaderState(language: .en, columns: 100, rows: 12)
    _ = reader.apply(.key(.character("f")))
    var untitled = subscription(4, "Untitled", unread: 2)
    untitled.title = nil
    untitled.url = "https://ann:S3cretPW77@feeds.example/a.xml"
    _ = reader.apply(.feedsListed(.success([untitled])))
    _ = reader.apply(.key(.down))
    let list = renderer.render(reader).text
    #expect(list.contains("https://ann:***@feeds.example/a.xml"), "\(list)")
    _ = reader.apply(.key(.character("d")))
    let prompt = renderer.render(reader).text
    #expect(prompt.contains("ann:***@feeds.example"), "\(prompt)")
    #expect(!list.contains("S3cretPW77") && !prompt.contains("S3cretPW77"))
  }

  @Test("No browser: the whole link shows over the list, wrapped where a URL breaks, at any width")
  func wholeLinkWithoutBrowser() {
    let link =
      "https://example.com/2026/11/25/a-rather-long-article-address-that-goes-on?utm_source=feed&utm_medium=rss&id=12345"
    for columns in [40, 50, 80] {
      var reader = state(.en, columns: columns)
      _ = reader.apply(.opened(ProgramOutcome.none))
      reader.message = .noBrowser(link)
      let frame = renderer.render(reader)
      let text = frame.lines.map(\.text)
      #expect(text.last?.contains("Could not open") == true, "\(text)")
      let linkLines = text.filter { $0.hasPrefix(" ") && !$0.hasPrefix("  ") }
        .map { String($0.dropFirst()).trimmingCharacters(in: .whitespaces) }
        .filter { link.contains($0) && !$0.isEmpty }
      #expect(linkLines.joined() == link, "\(columns): \(text)")
      #expect(text.allSatisfy { DisplayWidth.of($0) <= columns })
    }
  }

  @Test("A link wraps after /, -, ?, & where it can, and gives itself back whole")
  func linkWrapping() {
    let link = "https://news.example.com/world/2026/some-story-title?ref=rss&x=1"
    let lines = TextWrapper.wrapLink(link, width: 30)
    #expect(lines.joined() == link)
    #expect(lines.allSatisfy { $0.count <= 30 })
    #expect(lines.dropLast().allSatisfy { "/-?&=#".contains($0.last ?? " ") }, "\(lines)")
    #expect(
      TextWrapper.wrapLink("https://x.example/" + String(repeating: "a", count: 50), width: 20)
        .joined()
        == "https://x.example/" + String(repeating: "a", count: 50))
  }

  @Test("The details wrap a long link where an address breaks, and keep it whole")
  func detailLinkWraps() {
    var reader = state(.en, columns: 40)
    let link = "https://example.com/world/2026/11/a-long-story-name?ref=rss&id=1"
    reader.articles[reader.selection].link = link
    reader.fetchedArticles = reader.articles
    _ = reader.apply(.key(.enter))
    let lines = renderer.detailLines(reader).map(\.text).filter { $0.hasPrefix(" ") }
      .map { String($0.dropFirst()) }
    let start = lines.firstIndex { $0.hasPrefix("https://") }
    let parts = start.map { Array(lines[$0...].prefix { !$0.isEmpty && link.contains($0) }) } ?? []
    #expect(parts.joined() == link, "\(lines)")
    #expect(parts.count > 1 && parts.dropLast().allSatisfy { "/-?&=#".contains($0.last ?? " ") })
  }

  @Test(
    "Empty lists in the reader point to keys, never to commands or flags",
    arguments: Language.allCases)
  func emptyListHintsNameKeys(language: Language) throws {
    for subject in [ReaderState.Subject.saved, .news(.search("zzz")), .feeds(nil)] {
      var reader = ReaderState(language: language, columns: 60, rows: 12)
      let effects = reader.fetch(subject, page: 1)
      guard case .fetch(let request, _)? = effects.last else {
        Issue.record("no request: \(effects)")
        continue
      }
      _ = reader.apply(.listed(id: request.id, .success(listing([]))))
      let text = renderer.render(reader).lines.map(\.text).joined(separator: " ")
      #expect(!text.contains("news ") && !text.contains("--"), "\(subject): \(text)")
    }
  }

  @Test("A story's row says how many others tell it; its details list every article of it")
  func storyRowAndDetails() throws {
    var articles = Self.articles()
    articles[0].story = ArticleStory(
      id: "s1", size: 3,
      others: ["bbc.com", "apnews.com"].map { (name: String) in
        ArticleStory.Coverage(
          title: "Starship from \(name)", source: name, link: "https://\(name)/starship",
          published: Self.now.addingTimeInterval(-3_600))
      })
    var reader = ReaderState(language: .pl, columns: 100, rows: 40)
    let effects = reader.fetch(.news(.search("Starship")), page: 1)
    let request = try #require(
      effects.last.flatMap { effect -> ReaderState.Request? in
        if case .fetch(let request, _) = effect { return request }
        return nil
      })
    _ = reader.apply(.listed(id: request.id, .success(listing(articles, page: 1))))
    let list = renderer.render(reader).lines.map(\.text)
    #expect(list.contains { $0.contains(" +2 ") }, "\(list)")
    _ = reader.apply(.key(.enter))
    let details = renderer.render(reader).text
    #expect(details.contains("3 artykuły o tym wydarzeniu"), "\(details)")
    #expect(
      details.contains("https://bbc.com/starship")
        && details.contains("https://apnews.com/starship"))
  }
}
