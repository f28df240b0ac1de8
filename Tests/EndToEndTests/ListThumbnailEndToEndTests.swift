import Foundation
import TestSupport
import Testing

/// Thumbnails in a printed list (issue 59, point 3: `images = "list"`): beside each article
/// with a picture on a terminal, fetched once; nothing fetched for a pipe, JSON, or any other
/// setting.
@Suite("news, end to end: thumbnails in a list")
struct ListThumbnailEndToEndTests {
  /// `read` in a terminal that answers the pictures' burst with DA1 only (half blocks).
  static func listed(_ home: ScratchHome, _ extra: [String] = []) throws -> PseudoTerminalRun {
    var environment = home.variables()
    environment.removeValue(forKey: "NO_COLOR")
    environment["COLUMNS"] = "80"
    let run = try PseudoTerminalRun(
      ["read", "--offline", "--no-stories", "--theme", "light"] + extra,
      environment: environment, controllingTerminal: true)
    return run
  }

  @Test("images = list: half blocks beside the first article, the text moved past them")
  func halfBlocks() async throws {
    let server = try PictureEndToEndTests.server()
    defer { server.stop() }
    let home = ScratchHome()
    #expect(try await home.run(["feed", "add", server.baseURL + "feed.xml"]).exitCode == 0)
    #expect(try await home.run(["read", "--offline", "--no-stories"]).exitCode == 0)
    // Any other setting: a list fetches nothing.
    for setting in ["ask", "on"] {
      try ReaderKeysEndToEndTests.configure(home, "images = \"\(setting)\"\n")
      let run = try Self.listed(home)
      run.read(until: "A bomb")
      #expect(run.exitCode() == 0)
      #expect(!run.transcript.contains("▀"))
    }
    #expect(PictureEndToEndTests.pictures(server) == 0)
    try ReaderKeysEndToEndTests.configure(home, "images = \"list\"\n")
    // Not a terminal, or JSON: nothing fetched either.
    let piped = try await home.run(["read", "--offline", "--no-stories"])
    #expect(!piped.stdout.contains("▀") && piped.exitCode == 0)
    let json = try await home.run(["read", "--offline", "--json"])
    #expect(json.exitCode == 0 && !json.stdout.contains("▀"))
    #expect(PictureEndToEndTests.pictures(server) == 0)
    let run = try Self.listed(home)
    run.read(until: "\u{1B}[16t\u{1B}[c")
    run.press(Array("\u{1B}[?62;c".utf8))
    run.read(until: "A bomb")
    #expect(run.exitCode() == 0)
    #expect(run.missed.isEmpty, "never appeared: \(run.missed)")
    // The 4 × 2 picture: 16 cells of red then blue on each of its 4 rows, the title beside
    // its first row after one blank column; the bomb is refused, its article keeps its place.
    let lines = run.transcript.replacingOccurrences(of: "\r", with: "")
      .split(separator: "\n").map(String.init)
    let first = try #require(lines.first { $0.contains("Red and blue") })
    #expect(first.hasPrefix("\u{1B}[") && first.contains("1."), "\(first)")
    #expect(first.contains("\u{1B}[38;2;255;0;0;48;2;255;0;0m▀"), "\(first)")
    #expect(lines.filter { $0.contains("▀") }.count == 4, "\(lines)")
    let bomb = try #require(lines.first { $0.contains("A bomb") })
    #expect(!bomb.contains("▀"))
    #expect(PictureEndToEndTests.pictures(server) == 2, "both asked for once")
    // Again: from the cache.
    let again = try Self.listed(home)
    again.read(until: "\u{1B}[16t\u{1B}[c")
    again.press(Array("\u{1B}[?62;c".utf8))
    again.read(until: "A bomb")
    #expect(again.exitCode() == 0 && again.transcript.contains("▀"))
    #expect(PictureEndToEndTests.pictures(server) == 2, "both from the cache")
  }
}
