import Foundation
import Localization
import Testing

@testable import NewsKit

/// The reader's pictures: `i` in the details, `images = off|ask|on|list`, where the picture is
/// drawn, and that nothing of it is left on the screen when it scrolls away or the details close.
@Suite("Pictures in the reader's details")
struct ReaderPictureTests {
  /// A 4 × 2 picture: red on the left, blue on the right.
  static let redBlue = DecodedPicture(
    width: 4, height: 2,
    pixels: (0..<8).flatMap { $0 % 4 < 2 ? [255, 0, 0, 255] : [0, 0, 255, 255] as [UInt8] })
  static let bytes = PictureBytes(picture: redBlue, data: Data([1, 2, 3]))
  static let address = "https://cdn.example/photo.jpg"

  /// A reader of 80 × 30 (or `rows`) in the details of the first of two articles, the first with a picture.
  func inDetails(_ setting: PictureSetting, language: Language = .en, rows: Int = 30) -> (
    ReaderState, [ReaderEffect]
  ) {
    var state = ReaderState(language: language, columns: 80, rows: rows)
    state.pictures = setting
    var articles = numberedArticles(2)
    articles[0].image = Self.address
    let effects = state.fetch(.news(.topic(.news)), page: 1)
    if case .fetch(let request, _) = effects.last {
      _ = state.apply(.listed(id: request.id, .success(listing(articles))))
    }
    let opened = state.apply(.key(.enter))
    return (state, opened)
  }

  func renderer(_ graphics: GraphicsProtocol, color: Bool = true) -> ScreenRenderer {
    var renderer = ScreenRenderer(theme: .dark, timeZone: .utc, now: Date())
    renderer.pictures = PictureDrawing(graphics: graphics, colorEnabled: color)
    return renderer
  }

  @Test("Asked for: the details name the picture's host; i fetches it, hides it, shows it again")
  func askedFor() throws {
    var (state, opened) = inDetails(.ask)
    #expect(!opened.contains(.fetchPicture(Self.address)), "nothing fetched before it is asked")
    let text = renderer(.kitty).render(state).text
    #expect(text.contains("i: show the picture (cdn.example)"))
    #expect(state.apply(.key(.character("i"))) == [.fetchPicture(Self.address)])
    #expect(renderer(.kitty).render(state).text.contains("Fetching the picture…"))
    _ = state.apply(.pictureFetched(Self.address, .success(Self.bytes)))
    let drawn = renderer(.kitty).render(state)
    let picture = try #require(drawn.picture)
    #expect(picture.row == 2 && picture.column == 1 && picture.address == Self.address)
    #expect(!drawn.text.contains("i: show the picture"))
    // The rows it covers are blank, the title comes under them.
    for row in picture.rows {
      #expect(drawn.lines[row].text.trimmingCharacters(in: .whitespaces).isEmpty)
    }
    #expect(drawn.lines[picture.rows.upperBound + 1].text.contains("Article 1"))
    #expect(state.apply(.key(.character("i"))) == [])
    #expect(renderer(.kitty).render(state).picture == nil)
    #expect(renderer(.kitty).render(state).text.contains("i: show the picture (cdn.example)"))
    #expect(state.apply(.key(.character("i"))) == [])
    #expect(renderer(.kitty).render(state).picture != nil)
  }

  @Test("In Polish the details say it in Polish")
  func polish() {
    let (state, _) = inDetails(.ask, language: .pl)
    #expect(renderer(.sixel).render(state).text.contains("i: pokaż ilustrację (cdn.example)"))
  }

  @Test("images = on (and list) fetch it as the details open; off fetches nothing, says why on i")
  func onAndOff() {
    let (_, opened) = inDetails(.on)
    #expect(opened.contains(.fetchPicture(Self.address)))
    let (_, openedList) = inDetails(.list)
    #expect(openedList.contains(.fetchPicture(Self.address)))
    var (off, openedOff) = inDetails(.off)
    #expect(!openedOff.contains(.fetchPicture(Self.address)))
    #expect(!renderer(.kitty).render(off).text.contains("cdn.example"))
    #expect(off.apply(.key(.character("i"))) == [])
    #expect(off.message == .picturesOff)
    #expect(renderer(.kitty).render(off).text.contains("Pictures are off"))
  }

  @Test("An article without a picture says so on i; another article lets the last picture go")
  func noneAndAnother() {
    var (state, _) = inDetails(.on)
    _ = state.apply(.pictureFetched(Self.address, .success(Self.bytes)))
    _ = state.apply(.key(.character("J")))
    #expect(state.picture == nil)
    #expect(state.apply(.key(.character("i"))) == [])
    #expect(state.message == .noPicture)
    #expect(renderer(.kitty).render(state).text.contains("This article has no picture."))
  }

  @Test("A picture that could not be shown says why; i tries again; a late answer is dropped")
  func failed() {
    var (state, _) = inDetails(.ask)
    _ = state.apply(.key(.character("i")))
    _ = state.apply(
      .pictureFetched(Self.address, .failure(.network(.network(host: "cdn.example")))))
    #expect(
      renderer(.kitty).render(state).text.contains(
        "The picture could not be shown: could not connect to cdn.example."))
    #expect(state.apply(.key(.character("i"))) == [.fetchPicture(Self.address)])
    _ = state.apply(.pictureFetched("https://other.example/x.png", .success(Self.bytes)))
    #expect(state.picture?.stage == .loading)
  }

  @Test("Half blocks without colour draw nothing and say why")
  func noColour() {
    var (state, _) = inDetails(.on)
    _ = state.apply(.pictureFetched(Self.address, .success(Self.bytes)))
    let frame = renderer(.halfBlocks, color: false).render(state)
    #expect(frame.picture == nil)
    #expect(frame.text.contains("colour is off"))
  }

  @Test("Drawn only while wholly in view: scrolled past its first row, it is not drawn")
  func scrolled() {
    // 18 rows of body: a picture of 14 rows and the details under it are longer than that.
    var (state, _) = inDetails(.on, rows: 20)
    _ = state.apply(.pictureFetched(Self.address, .success(Self.bytes)))
    #expect(renderer(.kitty).render(state).picture?.row == 2)
    _ = state.apply(.key(.character("j")))
    #expect(renderer(.kitty).render(state).picture?.row == 1)
    _ = state.apply(.key(.character("j")))
    #expect(renderer(.kitty).render(state).picture == nil)
    _ = state.apply(.key(.escape))
    #expect(renderer(.kitty).render(state).picture == nil)
  }

  @Test(
    "A message laid over the body's last rows (a link no browser took) hides a picture it reaches")
  func overlaid() {
    var (state, _) = inDetails(.on, rows: 12)
    _ = state.apply(.pictureFetched(Self.address, .success(Self.bytes)))
    state.message = .noBrowser("https://example.com/a")
    #expect(renderer(.kitty).render(state).picture != nil, "a short link leaves it room")
    state.message = .noBrowser("https://example.com/" + String(repeating: "long/", count: 40))
    #expect(renderer(.kitty).render(state).picture == nil)
  }

  @Test("Rows under a picture drawn again: kitty's copy is deleted before it is placed again")
  func redrawnUnder() {
    var writer = FrameWriter(colorEnabled: true)
    _ = writer.update(to: frame(8, picture: 2..<5))
    var changed = frame(8, picture: 2..<5)
    changed.lines[3] = ScreenLine([Span("text under it")])
    let output = writer.update(to: changed)
    #expect(output.contains("<erase>\u{1B}[3;2H<picture>"))
  }

  /// A frame of `count` rows with a picture over rows `rows` (or none).
  func frame(_ count: Int, picture rows: Range<Int>?, erase: String = "<erase>") -> ScreenFrame {
    var frame = ScreenFrame(
      lines: (0..<count).map { ScreenLine([Span(rows?.contains($0) ?? false ? "" : "row \($0)")]) },
      cursor: nil)
    if let rows {
      var picture = FramePicture(
        row: rows.lowerBound, column: 1,
        layout: PictureLayout(columns: 4, rows: rows.count, pixelWidth: 40, pixelHeight: 40),
        address: Self.address)
      picture.bytes = "<picture>"
      picture.erase = erase
      frame.picture = picture
    }
    return frame
  }

  @Test("The writer draws a picture once, and takes it away exactly when it moves or goes")
  func writer() {
    var writer = FrameWriter(colorEnabled: true)
    let first = writer.update(to: frame(8, picture: 2..<5))
    #expect(first.contains("\u{1B}[3;2H<picture>"))
    #expect(writer.update(to: frame(8, picture: 2..<5)) == "", "an unchanged frame writes nothing")
    // Moved a row up: the old one erased, every row it covered drawn again, the new one drawn.
    let moved = writer.update(to: frame(8, picture: 1..<4))
    #expect(moved.hasPrefix("<erase>"))
    for row in 2..<5 { #expect(moved.contains("\u{1B}[\(row + 1);1H\u{1B}[K")) }
    #expect(moved.contains("\u{1B}[2;2H<picture>"))
    // Gone: erased, its rows drawn again with what is there now.
    let gone = writer.update(to: frame(8, picture: nil))
    #expect(gone.hasPrefix("<erase>") && !gone.contains("<picture>"))
    for row in 1..<4 { #expect(gone.contains("\u{1B}[\(row + 1);1H\u{1B}[K\u{1B}[0mrow \(row)")) }
  }

  @Test("After a resize the screen is cleared and the last kitty picture deleted with it")
  func invalidated() {
    var writer = FrameWriter(colorEnabled: true)
    _ = writer.update(to: frame(8, picture: 2..<5))
    writer.invalidate()
    let again = writer.update(to: frame(8, picture: nil))
    #expect(again.hasPrefix("<erase>\u{1B}[0m\u{1B}[2J"))
  }

  @Test("Half blocks are placed row by row at the picture's column")
  func halfBlockRows() {
    var writer = FrameWriter(colorEnabled: true)
    var drawn = frame(8, picture: 2..<4, erase: "")
    drawn.picture?.bytes = "top\nbottom"
    let output = writer.update(to: drawn)
    #expect(output.contains("\u{1B}[3;2Htop") && output.contains("\u{1B}[4;2Hbottom"))
  }

  @Test("The loop fetches on i, draws with the terminal's protocol, deletes it on leaving")
  func loop() async {
    let terminal = RecordingTerminal()
    var renderer = ScreenRenderer(theme: .dark, timeZone: .utc, now: Date())
    renderer.pictures = PictureDrawing(graphics: .kitty)
    var articles = numberedArticles(1)
    articles[0].image = Self.address
    let listed = articles
    var actions = ReaderActions(
      list: { _, _, _, _ in listing(listed) }, subscriptions: { [] },
      detailsOpened: { _ in false }, toggleSave: { _ in SaveOutcome(saved: true, title: "x") },
      open: { _ in .done })
    actions.picture = { address in
      address == Self.address ? .success(Self.bytes) : .failure(.unreadable)
    }
    let loop = ReaderLoop(
      renderer: renderer, colorEnabled: true, io: terminal.io, actions: actions, tickInterval: 0.01)
    var state = ReaderState(language: .en, columns: 60, rows: 12)
    let (inputs, feed) = AsyncStream<ScreenInput>.makeStream()
    let first = state.fetch(.news(.topic(.news)), page: 1)
    let run = Task { await loop.run(state, first: first, inputs: inputs, feed: feed) }
    #expect(await terminal.waitFor("Article 1"))
    feed.yield(.event(.key(.enter)))
    #expect(await terminal.waitFor("i: show the picture"))
    feed.yield(.event(.key(.character("i"))))
    #expect(await terminal.waitFor("\u{1B}_Ga=T,f=24"))
    feed.yield(.event(.key(.escape)))
    #expect(await terminal.waitFor(PictureEncoding.kittyErase))
    feed.yield(.event(.key(.character("q"))))
    #expect(await run.value == 0)
  }
}
