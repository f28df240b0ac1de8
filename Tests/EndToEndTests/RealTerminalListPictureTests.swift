import Foundation
import TestSupport
import Testing

/// Thumbnails in a printed list in the real terminals (issue 59, points 3 and 8): `news read`
/// with `images = "list"` in xterm -ti vt340 (sixel) and kitty under Xvfb, the screen read back.
extension RealTerminalPictureTests {
  @Test(
    "images = list: the first article's thumbnail beside it, red then blue", arguments: terminals)
  func list(in terminal: Terminal) async throws {
    let server = try PictureEndToEndTests.server()
    defer { server.stop() }
    let home = ScratchHome()
    #expect(try await home.run(["feed", "add", server.baseURL + "feed.xml"]).exitCode == 0)
    #expect(try await home.run(["read", "--offline", "--no-stories"]).exitCode == 0)
    try ReaderKeysEndToEndTests.configure(home, "images = \"list\"\n")
    let (display, xvfb) = try Self.startDisplay()
    defer { Self.end(xvfb, display: display) }
    let done = home.directory.appendingPathComponent("done")
    let script = try Self.script("list.sh", in: home, server: server) { variables in
      """
      printf '\\033[H\\033[2J'
      env \(variables) '\(NewsBinary.url.path)' read --offline --no-stories 2>'\(done.path).err'
      echo $? > '\(done.path)'
      sleep 90
      """
    }
    let window = try await Self.launch(terminal, on: display, running: script.path)
    defer { Self.end(window) }
    let shot = try await Self.screen(after: done, on: display, in: home)
    // Under the heading's three lines, a row through the thumbnail: after the number (three
    // cells of text), red, then blue, then the background before the title.
    var found: [String] = []
    for y in stride(from: 40, to: 200, by: 4) {
      let row = try await Self.row(shot, y: y)
      guard let start = row.firstIndex(of: "#FF0000") else { continue }
      found = Array(row[start...])
      #expect(start > 12 && start < 40, "after the number: \(start)")
      break
    }
    let runs = found.reduce(into: [String]()) { if $0.last != $1 { $0.append($1) } }
    #expect(Array(runs.prefix(3)) == ["#FF0000", "#0000FF", "#FFFFFF"], "\(runs.prefix(6))")
    #expect(found.prefix { $0 == "#FF0000" }.count >= 40, "\(runs.prefix(6))")
    #expect(Self.pictures(server) == 2, "the picture and the bomb, each once")
  }
}
