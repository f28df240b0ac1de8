import Foundation
import TestSupport
import Testing

/// An article's picture as a user meets it (issue 59, points 2, 4 and 5): nothing fetched
/// until asked, then drawn with what the terminal answered, kept in the cache, and a hostile
/// picture said, never drawn.
@Suite("news, end to end: pictures in show")
struct PictureEndToEndTests {
  /// A feed of two articles, the first with a 4 × 2 PNG, the second with a bomb.
  static func server() throws -> LoopbackServer {
    try LoopbackServer { request in
      let base = "http://127.0.0.1:\(request.headers["host"]?.split(separator: ":").last ?? "")"
      switch request.path {
      case "/pic.png":
        return CannedResponse(
          headers: [("Content-Type", "image/png")], body: Fixtures.data("images/rb.png"))
      case "/bomb.png":
        return CannedResponse(
          headers: [("Content-Type", "image/png")], body: Fixtures.data("images/bomb.png"))
      default:
        let rss = """
          <?xml version="1.0"?><rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/">
          <channel><title>Pics</title>
          <item><title>Red and blue</title><link>\(base)/1</link>
          <pubDate>Tue, 01 Dec 2026 10:00:00 GMT</pubDate>
          <media:thumbnail url="\(base)/pic.png" width="4"/></item>
          <item><title>A bomb</title><link>\(base)/2</link>
          <pubDate>Mon, 30 Nov 2026 10:00:00 GMT</pubDate>
          <media:content url="\(base)/bomb.png" medium="image"/></item>
          </channel></rss>
          """
        return CannedResponse(
          headers: [("Content-Type", "application/rss+xml")], body: Data(rss.utf8))
      }
    }
  }

  /// `news` with these arguments in a terminal that answers the background's query with DA1
  /// only and the pictures' burst with `answer`, run until `shown` appears; exit 0.
  static func shown(
    _ arguments: [String], environment: [String: String], answer: String, until shown: String
  ) throws -> PseudoTerminalRun {
    let run = try PseudoTerminalRun(arguments, environment: environment, controllingTerminal: true)
    run.read(until: "\u{1B}]11;?\u{07}\u{1B}[c")
    run.press(Array("\u{1B}[?62;c".utf8))
    run.read(until: "\u{1B}[16t\u{1B}[c")
    run.press(Array(answer.utf8))
    run.read(until: shown)
    #expect(run.exitCode() == 0)
    #expect(run.missed.isEmpty, "never appeared: \(run.missed)")
    return run
  }

  static func pictures(_ server: LoopbackServer) -> Int {
    server.requests.filter { $0.path.hasSuffix(".png") }.count
  }

  @Test("Not asked: the details say there is a picture and where, and nothing is fetched")
  func hint() async throws {
    let server = try Self.server()
    defer { server.stop() }
    let home = ScratchHome()
    #expect(try await home.run(["feed", "add", server.baseURL + "feed.xml"]).exitCode == 0)
    #expect(try await home.run(["read", "--offline", "--no-stories"]).exitCode == 0)
    let shown = try await home.run(["show", "1"])
    #expect(shown.stdout.hasSuffix("Picture: 127.0.0.1 (news show 1 --images draws it)\n"))
    let polish = try await home.run(["show", "1"], language: "pl")
    #expect(polish.stdout.contains("Ilustracja: 127.0.0.1 (narysuje ją news show 1 --images)"))
    // Not a terminal: --images draws nothing, fetches nothing.
    let piped = try await home.run(["show", "1", "--images"])
    #expect(!piped.stdout.contains("\u{1B}[38;2") && piped.exitCode == 0)
    try ReaderKeysEndToEndTests.configure(home, "images = \"off\"\n")
    #expect(!(try await home.run(["show", "1"])).stdout.contains("Picture"))
    #expect(Self.pictures(server) == 0)
  }

  @Test("In a terminal: half blocks where nothing better answered, kitty where kitty did; cached")
  func drawn() async throws {
    let server = try Self.server()
    defer { server.stop() }
    let home = ScratchHome()
    #expect(try await home.run(["feed", "add", server.baseURL + "feed.xml"]).exitCode == 0)
    #expect(try await home.run(["read", "--offline", "--no-stories"]).exitCode == 0)
    var environment = home.variables()
    environment.removeValue(forKey: "NO_COLOR")
    // A terminal that answers DA1 only: half blocks, red over red on the left.
    let plain = try Self.shown(
      ["show", "1", "--images"], environment: environment, answer: "\u{1B}[?62;c",
      until: "Red and blue")
    #expect(plain.transcript.contains("\u{1B}[38;2;255;0;0;48;2;255;0;0m▀"), "\(plain.transcript)")
    #expect(Self.pictures(server) == 1)
    // kitty answers its query: the picture goes as kitty graphics, from the cache.
    let kitty = try Self.shown(
      ["show", "1", "--images"], environment: environment,
      answer: "\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[6;20;10t\u{1B}[?62;c", until: "Red and blue")
    #expect(kitty.transcript.contains("\u{1B}_Ga=T,f=24,s=4,v=2,"), "\(kitty.transcript)")
    #expect(Self.pictures(server) == 1)
    // Colour off where only half blocks can draw: said, not silently nothing.
    let plainText = try PseudoTerminalRun(
      ["show", "1", "--images"], environment: home.variables(), controllingTerminal: true)
    plainText.read(until: "\u{1B}[16t\u{1B}[c")
    plainText.press(Array("\u{1B}[?62;c".utf8))
    plainText.read(until: "Red and blue")
    #expect(plainText.exitCode() == 0)
    #expect(plainText.transcript.contains("colour is off (NO_COLOR or --color never)"))
    #expect(!plainText.transcript.contains("▀"))
  }

  @Test("A picture announcing 10 gigapixels is said and not drawn; the details still show")
  func bomb() async throws {
    let server = try Self.server()
    defer { server.stop() }
    let home = ScratchHome()
    #expect(try await home.run(["feed", "add", server.baseURL + "feed.xml"]).exitCode == 0)
    #expect(try await home.run(["read", "--offline", "--no-stories"]).exitCode == 0)
    try ReaderKeysEndToEndTests.configure(home, "images = \"on\"\n")
    var environment = home.variables()
    environment.removeValue(forKey: "NO_COLOR")
    let run = try Self.shown(
      ["show", "2"], environment: environment, answer: "\u{1B}[?62;c", until: "A bomb")
    #expect(
      run.transcript.contains("The picture could not be shown: it is larger than news shows"))
    #expect(!run.transcript.contains("▀"))
  }
}
