import Foundation
import TestSupport
import Testing

/// A terminal browser (w3m, lynx) gets the terminal from the line mode and from `news open`, as
/// it does from the full-screen reader.
@Suite("news, terminal browsers outside the full-screen reader")
struct TerminalBrowserTests {
  /// A stand-in for w3m: reads a line from the terminal and notes it beside the link it was given.
  struct StandInBrowser {
    let home: URL
    var program: URL { home.appendingPathComponent("browser") }
    var record: URL { home.appendingPathComponent("opened.txt") }

    init() throws {
      home = FileManager.default.temporaryDirectory.appendingPathComponent("news-tb-\(UUID())")
      try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
      try "#!/bin/sh\nread line\necho \"$1 $line\" > \(record.path)\n".write(
        to: program, atomically: true, encoding: .utf8)
      try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: program.path)
    }

    /// What the browser was given and what it read from the terminal.
    func noted() throws -> String { try String(contentsOf: record, encoding: .utf8) }

    func environment(_ server: LoopbackServer) -> [String: String] {
      [
        "NEWSCATCHER_API_KEY": "k", "NEWSCATCHER_API_URL": server.baseURL,
        "XDG_DATA_HOME": home.path, "NO_COLOR": "1", "BROWSER": program.path,
      ]
    }
  }

  static func server() throws -> LoopbackServer {
    try LoopbackServer { _ in .json(Fixtures.text("v3-search.json")) }
  }

  @Test("Line mode: o N gives the terminal to the browser, then the prompt is back")
  func lineMode() async throws {
    let server = try Self.server()
    defer { server.stop() }
    let browser = try StandInBrowser()
    defer { try? FileManager.default.removeItem(at: browser.home) }
    let run = try PseudoTerminalRun(["--line"], environment: browser.environment(server))
    run.read(until: "> ")
    run.type("kosmos")
    run.read(until: "q quit\r\n> ")
    run.type("o 1")
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
    let browser = try StandInBrowser()
    defer { try? FileManager.default.removeItem(at: browser.home) }
    let search = try PseudoTerminalRun(
      ["search", "kosmos"], environment: browser.environment(server))
    #expect(search.exitCode() == 0)
    let run = try PseudoTerminalRun(["open", "2"], environment: browser.environment(server))
    run.type("read by the browser")
    #expect(run.exitCode() == 0)
    #expect(try browser.noted() == "https://example.com.pl/znaki read by the browser\n")
    #expect(!run.transcript.contains("https://"), "the link is printed only when no browser opens")
    #expect(run.missed.isEmpty, "never appeared: \(run.missed)")
  }
}
