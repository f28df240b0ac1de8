import Foundation
import TestSupport
import Testing

/// Thumbnails in the reader's list (issue 59, point 3) in the real terminals: `images = "list"`,
/// the reader started in xterm -ti vt340 (sixel) and kitty under Xvfb, keys typed with xdotool,
/// the screen read back after each.
extension RealTerminalPictureTests {
  /// Where the first red run of the screen's rows from y 15 to 150 starts, and the colours of
  /// that row from there; nil when no row has red.
  static func thumbnail(on display: String, in home: ScratchHome) async throws -> (
    start: Int, colours: [String]
  )? {
    let shot = home.directory.appendingPathComponent("list.png").path
    let taken = try await Program.run([
      "/usr/bin/import", "-display", display, "-window", "root", shot,
    ])
    #expect(taken.exitCode == 0, "\(taken.stderr)")
    for y in stride(from: 15, to: 150, by: 3) {
      let row = try await Self.row(shot, y: y)
      if let start = row.firstIndex(of: "#FF0000"), start < 200 {
        return (start, Array(row[start...]))
      }
    }
    return nil
  }

  /// Polls the screen for the list's thumbnail for at most 30 seconds.
  static func waitForThumbnail(on display: String, in home: ScratchHome) async throws -> (
    start: Int, colours: [String]
  )? {
    let clock = ContinuousClock()
    let end = clock.now + .seconds(30)
    var found = try await thumbnail(on: display, in: home)
    while found == nil, clock.now < end {
      try await Task.sleep(nanoseconds: 200_000_000)
      found = try await thumbnail(on: display, in: home)
    }
    return found
  }

  @Test(
    "images = list in the reader: a thumbnail beside the article, red then blue; the details draw it large and give the list back",
    arguments: terminals)
  func readerList(in terminal: Terminal) async throws {
    let server = try PictureEndToEndTests.server()
    defer { server.stop() }
    let home = ScratchHome()
    #expect(try await home.run(["feed", "add", server.baseURL + "feed.xml"]).exitCode == 0)
    try ReaderKeysEndToEndTests.configure(home, "images = \"list\"\n")
    let (display, xvfb) = try Self.startDisplay()
    defer { Self.end(xvfb, display: display) }
    let typescript = home.directory.appendingPathComponent("typescript")
    let reader = try Self.script("reader-list.sh", in: home, server: server) { variables in
      """
      script -qfec "env \(variables) '\(NewsBinary.url.path)'" '\(typescript.path)'
      sleep 90
      """
    }
    let window = try await Self.launch(terminal, on: display, running: reader.path, rows: 12)
    defer {
      Self.end(window)
      Self.killAll(of: home)
    }
    let id = try await Self.window(of: terminal, on: display)
    let screen = { (try? String(contentsOf: typescript, encoding: .utf8)) ?? "" }
    for _ in 0..<600 where !screen().contains("? help") {
      try await Task.sleep(nanoseconds: 100_000_000)
    }
    // The thumbnail: after "› 1 N " (six cells), red, then blue, then the background.
    let listed = try #require(
      try await Self.waitForThumbnail(on: display, in: home), "\(screen().suffix(300))")
    #expect(listed.start > 20, "after the number: \(listed.start)")
    let runs = listed.colours.reduce(into: [String]()) { if $0.last != $1 { $0.append($1) } }
    #expect(Array(runs.prefix(3)) == ["#FF0000", "#0000FF", "#FFFFFF"], "\(runs.prefix(6))")
    #expect(Self.pictures(server) == 2, "both articles' pictures, each once")
    // The selection moves down: the rows beside the thumbnail are drawn again, and it stays
    // (kitty keeps its picture over the text; sixel's is drawn again).
    let before = screen().utf8.count
    try await Self.press("j", window: id, display: display)
    for _ in 0..<100 where screen().utf8.count == before {
      try await Task.sleep(nanoseconds: 50_000_000)
    }
    #expect(screen().utf8.count > before, "j drew the list again")
    // Looked at until it is there (a terminal under load paints late), for at most 10 s.
    var after = try await Self.thumbnail(on: display, in: home)
    for _ in 0..<50 where after?.start != listed.start {
      try await Task.sleep(nanoseconds: 200_000_000)
      after = try await Self.thumbnail(on: display, in: home)
    }
    #expect(after?.start == listed.start)
    try await Self.press("k", window: id, display: display)
    // The details draw it large from what was fetched, at the screen's left.
    let opened = try await Self.press("Return", window: id, display: display) {
      screen().contains(server.baseURL + "1")
    }
    #expect(opened, "the details (with the article's link) open on Enter")
    #expect(try await Self.waitForRed(on: display, in: home) { $0 >= 20 } >= 20)
    // Back in the list: the large one gone, the thumbnail where it was.
    try await Self.press("Escape", window: id, display: display)
    #expect(try await Self.waitForRed(on: display, in: home) { $0 == 0 } == 0)
    let again = try await Self.waitForThumbnail(on: display, in: home)
    #expect(again?.start == listed.start)
    #expect(Self.pictures(server) == 2, "nothing fetched again")
  }
}
