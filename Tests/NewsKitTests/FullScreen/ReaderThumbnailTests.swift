import Foundation
import Testing

@testable import NewsKit

/// Thumbnails in the reader's list (`images = "list"`): three rows an article beside a column
/// its thumbnail is drawn over, fetched for the articles in view four at a time, several
/// pictures a frame, and nothing left behind when the list scrolls or the details open.
@Suite("Thumbnails in the reader's list")
struct ReaderThumbnailTests {
  static func address(_ number: Int) -> String { "https://cdn.example/\(number).jpg" }
  static let bytes = ReaderPictureTests.bytes

  /// A reader of `columns` × 30 listing `count` articles, each but the third with a picture.
  func listed(
    _ setting: PictureSetting = .list, columns: Int = 100, count: Int = 12, drawable: Bool = true
  ) -> ReaderState {
    var state = ReaderState(language: .en, columns: columns, rows: 30)
    state.pictures = setting
    state.thumbnails.drawable = drawable
    var articles = numberedArticles(count)
    for index in articles.indices where index != 2 {
      articles[index].image = Self.address(index + 1)
    }
    let effects = state.fetch(.news(.topic(.news)), page: 1)
    if case .fetch(let request, _) = effects.last {
      _ = state.apply(.listed(id: request.id, .success(listing(articles))))
    }
    return state
  }

  func renderer(_ graphics: GraphicsProtocol) -> ScreenRenderer {
    var renderer = ScreenRenderer(theme: .dark, timeZone: .utc, now: Date())
    renderer.pictures = PictureDrawing(graphics: graphics)
    return renderer
  }

  @Test("The visible articles' pictures are fetched four at a time, each once, and only with list")
  func fetches() {
    var state = listed()
    #expect(state.articleRows == 3 && state.listRows == 9)
    let first = state.thumbnailEffects()
    #expect(first == [1, 2, 4, 5].map { .fetchThumbnail(Self.address($0)) })
    #expect(state.thumbnailEffects() == [], "four are being fetched")
    _ = state.apply(.thumbnailFetched(Self.address(1), .success(Self.bytes)))
    _ = state.apply(.thumbnailFetched(Self.address(2), .failure(.unreadable)))
    #expect(state.thumbnailEffects() == [6, 7].map { .fetchThumbnail(Self.address($0)) })
    #expect(state.thumbnails.ready(Self.address(1)) == Self.bytes)
    #expect(state.thumbnails.ready(Self.address(2)) == nil)
    // A late answer for an address not asked for is dropped.
    _ = state.apply(.thumbnailFetched(Self.address(12), .success(Self.bytes)))
    #expect(state.thumbnails.ready(Self.address(12)) == nil)
    // Out of view (articles 10-12) nothing is asked for until the list scrolls there.
    #expect(!state.thumbnails.stages.keys.contains(Self.address(10)))
    // In the details, nothing.
    _ = state.apply(.key(.enter))
    for number in [4, 5, 6, 7] {
      _ = state.apply(.thumbnailFetched(Self.address(number), .success(Self.bytes)))
    }
    #expect(state.thumbnailEffects() == [])
    for setting in [PictureSetting.ask, .on, .off] {
      var other = listed(setting)
      #expect(other.thumbnailEffects() == [] && other.articleRows == 1)
    }
    var narrow = listed(columns: 50)
    #expect(narrow.thumbnailEffects() == [] && narrow.articleRows == 2)
    var cannot = listed(drawable: false)
    #expect(cannot.thumbnailEffects() == [] && cannot.articleRows == 1)
  }

  @Test("At most 64 thumbnails and 32 MiB are kept: the oldest asked for goes first")
  func bounded() {
    var thumbnails = ReaderThumbnails(drawable: true)
    for number in 1...70 {
      let asked = thumbnails.ask([Self.address(number)])
      #expect(asked == [Self.address(number)])
      thumbnails.arrived(Self.address(number), .success(Self.bytes))
    }
    #expect(thumbnails.stages.count == 64)
    #expect(thumbnails.ready(Self.address(1)) == nil && thumbnails.ready(Self.address(70)) != nil)
    // A screen of more articles than that (a terminal of 200 rows) keeps those in view:
    // each fetched once, not let go and fetched again.
    var tall = ReaderThumbnails(drawable: true)
    let view = (1...70).map(Self.address)
    var fetched = 0
    for _ in 0..<100 {
      let asked = tall.ask(view)
      if asked.isEmpty { break }
      fetched += asked.count
      for address in asked { tall.arrived(address, .success(Self.bytes)) }
    }
    #expect(fetched == 70)
    #expect(view.allSatisfy { tall.ready($0) != nil })
    // iTerm2 keeps each file: at most 32 MiB in all, the newest kept.
    var files = ReaderThumbnails(drawable: true)
    let large = PictureBytes(picture: Self.bytes.picture, data: Data(count: 5 << 20))
    for number in 1...10 {
      _ = files.ask([Self.address(number)])
      files.arrived(Self.address(number), .success(large))
    }
    #expect(files.bytes <= ReaderThumbnails.keptBytes && files.stages.count == 6)
    #expect(files.ready(Self.address(10)) != nil && files.ready(Self.address(4)) == nil)
  }

  @Test("Each article takes three rows beside a blank column; each thumbnail that came is placed")
  func rendered() throws {
    var state = listed()
    _ = state.thumbnailEffects()
    for number in [1, 2, 4] {
      _ = state.apply(.thumbnailFetched(Self.address(number), .success(Self.bytes)))
    }
    let frame = renderer(.kitty).render(state)
    #expect(frame.thumbnails.map(\.address) == [1, 2, 4].map(Self.address))
    // "›  1 N " then the thumbnail's column: rows 1, 4 and 10 (the third article has none).
    #expect(frame.thumbnails.map(\.row) == [1, 4, 10])
    #expect(frame.thumbnails.allSatisfy { $0.column == 7 && $0.layout.rows <= 3 })
    #expect(frame.thumbnails.allSatisfy { $0.layout.columns <= ReaderThumbnails.columns })
    let lines = frame.text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[1].hasPrefix("›  1 N            Article 1"))
    #expect(lines[2].hasPrefix("                 ") && lines[2].contains("example.com"))
    #expect(lines[3].contains("Summary 1."))
    #expect(lines[4].hasPrefix("   2 N            Article 2"))
    // The selection is reversed but for the thumbnail's cells.
    let selected = frame.lines[1]
    let gap = try #require(selected.spans.first { $0.text == String(repeating: " ", count: 11) })
    #expect(!gap.style.parameters.contains(7))
    #expect(
      selected.spans.contains { $0.text.contains("Article 1") && $0.style.parameters.contains(7) })
    // While a search is typed the list keeps them (the prompt's keys take the last row).
    _ = state.apply(.key(.character("/")))
    #expect(state.screen == .search)
    #expect(renderer(.kitty).render(state).thumbnails.map(\.row) == [1, 4, 10])
    _ = state.apply(.key(.escape))
    // Scrolled by one article, each moves up three rows; the details have none.
    for _ in 0..<9 { _ = state.apply(.key(.down)) }
    #expect(state.top == 1)
    #expect(renderer(.kitty).render(state).thumbnails.map(\.row) == [1, 7])
    _ = state.apply(.key(.enter))
    #expect(renderer(.kitty).render(state).thumbnails.isEmpty)
  }

  /// A frame of 12 rows with a picture over each of `rows` (3 rows each, at column 6).
  func frame(_ rows: [Int], erase: String) -> ScreenFrame {
    var frame = ScreenFrame(
      lines: (0..<12).map { ScreenLine([Span("row \($0)")]) }, cursor: nil)
    frame.thumbnails = rows.map { row in
      var picture = FramePicture(
        row: row, column: 6,
        layout: PictureLayout(columns: 4, rows: 3, pixelWidth: 40, pixelHeight: 60),
        address: Self.address(row))
      picture.bytes = "<picture \(row)>"
      picture.erase = erase
      return picture
    }
    return frame
  }

  @Test(
    "Several pictures a frame: kitty's erase takes all, so all are placed again; cells only the moved"
  )
  func writer() {
    var kitty = FrameWriter(colorEnabled: true)
    let first = kitty.update(to: frame([1, 4, 7], erase: "<erase>"))
    for row in [1, 4, 7] { #expect(first.contains("\u{1B}[\(row + 1);7H<picture \(row)>")) }
    #expect(kitty.update(to: frame([1, 4, 7], erase: "<erase>")) == "")
    // One went: erased once, the others placed again (the erase took them too).
    let one = kitty.update(to: frame([1, 4], erase: "<erase>"))
    #expect(one.components(separatedBy: "<erase>").count == 2)
    #expect(one.contains("<picture 1>") && one.contains("<picture 4>"))
    #expect(one.contains("\u{1B}[9;1H\u{1B}[K"), "the rows it covered drawn again")

    // kitty placed directly keeps its pictures under redrawn text: nothing sent again.
    var kept = FrameWriter(colorEnabled: true)
    var over = frame([1, 4], erase: "<erase>")
    for index in over.thumbnails.indices { over.thumbnails[index].keepsUnderText = true }
    _ = kept.update(to: over)
    over.lines[2] = ScreenLine([Span("selection moved")])
    let moved0 = kept.update(to: over)
    #expect(moved0.contains("selection moved") && !moved0.contains("<picture"))
    #expect(!moved0.contains("<erase>"))

    var cells = FrameWriter(colorEnabled: true)
    _ = cells.update(to: frame([1, 4, 7], erase: ""))
    let moved = cells.update(to: frame([1, 4, 8], erase: ""))
    #expect(moved.contains("<picture 8>") && !moved.contains("<picture 1>"))
    #expect(!moved.contains("<picture 4>"))
    // A row under a picture drawn again: that picture is placed again over it.
    var under = frame([1, 4, 8], erase: "")
    under.lines[5] = ScreenLine([Span("changed")])
    let redrawn = cells.update(to: under)
    #expect(redrawn.contains("<picture 4>") && !redrawn.contains("<picture 1>"))
  }

  @Test("The loop fetches the thumbnails in view and draws each with the terminal's protocol")
  func loop() async {
    let terminal = RecordingTerminal()
    var renderer = ScreenRenderer(theme: .dark, timeZone: .utc, now: Date())
    renderer.pictures = PictureDrawing(graphics: .kitty)
    var articles = numberedArticles(3)
    for index in articles.indices { articles[index].image = Self.address(index + 1) }
    let listed = articles
    var actions = ReaderActions(
      list: { _, _, _, _ in listing(listed) }, subscriptions: { [] },
      detailsOpened: { _ in false }, toggleSave: { _ in SaveOutcome(saved: true, title: "x") },
      open: { _ in .done })
    let asked = Asked()
    actions.thumbnail = { address in
      asked.add(address)
      return .success(Self.bytes)
    }
    let loop = ReaderLoop(
      renderer: renderer, colorEnabled: true, io: terminal.io, actions: actions, tickInterval: 0.01)
    var state = ReaderState(language: .en, columns: 80, rows: 14)
    state.pictures = .list
    state.thumbnails.drawable = true
    let (inputs, feed) = AsyncStream<ScreenInput>.makeStream()
    let first = state.fetch(.news(.topic(.news)), page: 1)
    let run = Task { await loop.run(state, first: first, inputs: inputs, feed: feed) }
    #expect(await terminal.waitFor("Article 3"))
    // Three pictures placed, each at its article's first row, column 7.
    #expect(await terminal.waitFor("\u{1B}[8;7H\u{1B}_Ga=T,f=24"))
    #expect(await terminal.waitFor("\u{1B}[2;7H\u{1B}_Ga=T,f=24"))
    #expect(Set(asked.all) == Set((1...3).map(Self.address)) && asked.all.count == 3)
    feed.yield(.event(.key(.enter)))
    #expect(await terminal.waitFor(PictureEncoding.kittyErase))
    feed.yield(.event(.key(.character("q"))))
    feed.yield(.event(.key(.character("q"))))
    #expect(await run.value == 0)
  }
}

/// The addresses a test's action was asked for, from any task.
final class Asked: @unchecked Sendable {
  private let lock = NSLock()
  private var addresses: [String] = []
  func add(_ address: String) { lock.withLock { addresses.append(address) } }
  var all: [String] { lock.withLock { addresses } }
}
