import Foundation
import TestSupport
import Testing

@testable import NewsKit

/// Thumbnails beside a printed list's articles (`images = "list"`, issue 59, point 3): where
/// the text goes, what is drawn, what is fetched.
@Suite("Pictures: thumbnails in a list")
struct ListThumbnailTests {
  static let plain = RenderContext(language: .en, theme: .dark, colorEnabled: false, width: 80)

  static func model(_ count: Int) -> NewsModel {
    let articles = (1...count).map {
      var article = Article(
        title: "Title \($0)", summary: "Summary \($0)", source: "example.com",
        link: "https://example.com/\($0)")
      article.image = "https://img.example.com/\($0).png"
      return article
    }
    return NewsModel(articles: articles, total: count, page: 1)
  }

  @Test("Cells: the text in a column past the widest thumbnail; rows past the text are kept")
  func cells() throws {
    let thumbnail = ListThumbnail(drawn: .cells(["AA", "BB", "CC", "DD"]), columns: 2, rows: 4)
    let text = NewsListView(context: Self.plain).render(
      Self.model(2), heading: .saved, thumbnails: [0: thumbnail])
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let start = try #require(lines.firstIndex { $0.contains("Title 1") })
    let column = String(repeating: " ", count: ListThumbnail.maximumColumns - 2 + 1)
    #expect(lines[start] == "1. AA" + column + "Title 1")
    #expect(lines[start + 1] == "   BB" + column + "example.com")
    #expect(lines[start + 2] == "   CC" + column + "Summary 1")
    #expect(lines[start + 3] == "   DD" + column + "https://example.com/1")
    // The second article has none: as ever.
    #expect(lines.contains("2. Title 2"))
    #expect(lines.contains("   example.com"))
    // Four rows of picture, three of text: the picture's last row still has its line.
    let short = ArticleBlock.besideThumbnail(thumbnail, ["t"], lead: "1. ", margin: "   ")
    #expect(short.count == 4 && short[3] == "   DD")
  }

  @Test("A picture the terminal draws: rows made first, drawn with the cursor kept, text past it")
  func sequence() {
    let thumbnail = ListThumbnail(drawn: .sequence("<pic>"), columns: 12, rows: 3)
    let lines = ArticleBlock.besideThumbnail(
      thumbnail, ["Title", "Meta"], lead: "1. ", margin: "   ")
    let past = "\u{1B}[\(ListThumbnail.maximumColumns + 1)C"
    #expect(
      lines == ["\n\n\u{1B}[2A1. <pic>" + past + "Title", "   " + past + "Meta", "   "])
    // Never written over: nothing but the margin and a cursor move before the text.
    let one = ListThumbnail(drawn: .sequence("<pic>"), columns: 4, rows: 1)
    #expect(
      ArticleBlock.besideThumbnail(one, ["T"], lead: "1. ", margin: "") == ["1. <pic>" + past + "T"]
    )
  }

  @Test("Too narrow a list keeps its text whole: no thumbnail")
  func narrow() {
    var context = Self.plain
    context.width = ListThumbnail.minimumListWidth - 1
    let thumbnail = ListThumbnail(drawn: .cells(["AA"]), columns: 2, rows: 1)
    let text = NewsListView(context: context).render(
      Self.model(1), heading: .saved, thumbnails: [0: thumbnail])
    #expect(!text.contains("AA") && text.contains("1. Title 1"))
  }

  @Test("Made for the terminal: half blocks as rows of cells, kitty with the cursor kept")
  func made() throws {
    let red = DecodedPicture(
      width: 4, height: 2, pixels: Array(repeating: [255, 0, 0, 255], count: 8).flatMap { $0 })
    let cells = try #require(
      ListThumbnail.make(red, data: Data(), drawing: PictureDrawing(graphics: .halfBlocks)))
    #expect(cells.columns == ListThumbnail.maximumColumns && cells.rows == 4)
    let rows = try #require(cells.drawn.cells)
    #expect(rows.count == 4 && rows[0].contains("\u{1B}[38;2;255;0;0;48;2;255;0;0m▀"))
    // No colour: half blocks cannot draw.
    #expect(
      ListThumbnail.make(
        red, data: Data(), drawing: PictureDrawing(graphics: .halfBlocks, colorEnabled: false))
        == nil)
    var kitty = PictureDrawing(graphics: .kitty, inTmux: true)
    kitty.cell = (10, 20)
    let drawn = try #require(ListThumbnail.make(red, data: Data(), drawing: kitty))
    let sequence = try #require(drawn.drawn.sequence)
    #expect(sequence.hasPrefix("\u{1B}Ptmux;\u{1B}\u{1B}7\u{1B}\u{1B}_Ga=T,f=24,"))
    #expect(sequence.hasSuffix("\u{1B}\u{1B}8\u{1B}\\"))
    #expect(drawn.columns == 16 && drawn.rows == 4)
  }

  @Test("Fetched a few at a time; one that fails or is no picture leaves its article without")
  func fetched() async throws {
    let png = Fixtures.data("images/rb.png")
    let flight = InFlight()
    let model = Self.model(10)
    let made = await ListThumbnail.make(
      model.articles, drawing: PictureDrawing(graphics: .halfBlocks)
    ) { address in
      await flight.enter()
      for _ in 0..<20 { await Task.yield() }
      await flight.leave()
      if address.hasSuffix("/3.png") { throw TransportError.noAnswer }
      if address.hasSuffix("/5.png") { return Data("<html>".utf8) }
      return png
    }
    #expect(Set(made.keys) == Set(0..<10).subtracting([2, 4]))
    let most = await flight.most
    #expect((1...4).contains(most), "\(most) at once")
  }
}

extension ListThumbnailTests {
  @Test("A picture host that does not answer does not hold the list up: the wait ends it")
  func slowHost() async throws {
    let png = Fixtures.data("images/rb.png")
    let model = Self.model(3)
    let made = await ListThumbnail.make(
      model.articles, drawing: PictureDrawing(graphics: .halfBlocks),
      // The list's wait (3 s in a run), here over once the answering pictures had their turn.
      wait: { for _ in 0..<1_000 { await Task.yield() } }
    ) { address in
      // The second picture's host never answers: only the end of the wait stops it.
      if address.hasSuffix("/2.png") { try await Task.sleep(nanoseconds: 3_600_000_000_000) }
      return png
    }
    #expect(Set(made.keys) == [0, 2])
    // Nothing to fetch: no wait at all.
    let none = await ListThumbnail.make(
      [Article(title: "No picture")], drawing: PictureDrawing(graphics: .halfBlocks),
      wait: { Issue.record("waited for nothing") }
    ) { _ in png }
    #expect(none.isEmpty)
  }
}

/// How many calls were under way at once, at most.
actor InFlight {
  private var now = 0
  private(set) var most = 0
  func enter() {
    now += 1
    most = max(most, now)
  }
  func leave() { now -= 1 }
}

extension ListThumbnail.Drawn {
  var cells: [String]? {
    if case .cells(let rows) = self { return rows }
    return nil
  }
  var sequence: String? {
    if case .sequence(let bytes) = self { return bytes }
    return nil
  }
}
