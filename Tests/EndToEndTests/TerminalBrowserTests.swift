import Foundation
import TestSupport
import Testing

/// A terminal browser (w3m, lynx) gets the terminal from the line mode and from `news open`, as
/// it does from the full-screen reader.
@Suite("news, terminal browsers outside the full-screen reader")
struct TerminalBrowserTests {
  static func environment(_ server: LoopbackServer, _ browser: StandInBrowser) -> [String: String] {
    [
      "NEWSCATCHER_API_KEY": "k", "NEWSCATCHER_API_URL": server.baseURL,
      "XDG_DATA_HOME": browser.home.path, "NO_COLOR": "1", "BROWSER": browser.program.path,
    ]
  }

  static func server() throws -> LoopbackServer {
    try LoopbackServer { _ in .json(Fixtures.text("v3-search.json")) }
  }

  @Test("Line mode: o N gives the terminal to the browser, then the prompt is back")
  func lineMode() async throws {
    let server = try Self.server()
    defer { server.stop() }
    let browser = try StandInBrowser(readsTerminal: true)
    defer { browser.remove() }
    let run = try PseudoTerminalRun(["--line"], environment: Self.environment(server, browser))
    run.read(until: "> ")
    run.type("kosmos")
    run.read(until: "q quit\r\n> ")
    run.type("o 1")
    run.read(until: StandInBrowser.prompt)
    run.type("typed in the browser")
    run.read(until: "> ")
    #expect(try browser.noted() == "https://www.example.pl/nauka/ignis typed in the browser\n")
    // The line typed in the browser was not taken as a search.
    #expect(!run.transcript.contains("Search: “typed in the browser”"))
    run.type("q")
    #expect(run.exitCode() == 0)
    #expect(run.missed.isEmpty, "never appeared: \(run.missed)")
  }

  @Test("news open N on a terminal: the browser reads the terminal; exit 0, the link not printed")
  func openCommand() async throws {
    let server = try Self.server()
    defer { server.stop() }
    let browser = try StandInBrowser(readsTerminal: true)
    defer { browser.remove() }
    let search = try PseudoTerminalRun(
      ["search", "kosmos"], environment: Self.environment(server, browser))
    #expect(search.exitCode() == 0)
    let run = try PseudoTerminalRun(["open", "2"], environment: Self.environment(server, browser))
    run.read(until: StandInBrowser.prompt)
    run.type("read by the browser")
    #expect(run.exitCode() == 0)
    #expect(try browser.noted() == "https://example.com.pl/znaki read by the browser\n")
    #expect(!run.transcript.contains("https://"), "the link is printed only when no browser opens")
    #expect(run.missed.isEmpty, "never appeared: \(run.missed)")
  }
}
