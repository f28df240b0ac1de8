import Foundation
import TestSupport
import Testing

/// A terminal browser (w3m, lynx, a script that asks something) gets the terminal from the
/// line mode, from `news open` and from the full-screen reader: on a bare pty and, as a user
/// runs it, on a controlling terminal with job control (`script`, bash with `set -m`), where a
/// program left in a background process group cannot read.
@Suite("news, terminal browsers get the terminal")
struct TerminalBrowserTests {
  static func environment(_ server: LoopbackServer, _ browser: StandInBrowser) -> [String: String] {
    [
      "NEWSCATCHER_API_KEY": "k", "NEWSCATCHER_API_URL": server.baseURL,
      "XDG_DATA_HOME": browser.home.path, "NO_COLOR": "1", "BROWSER": browser.program.path,
      "HOME": browser.home.path,
    ]
  }

  static func server() throws -> LoopbackServer {
    try LoopbackServer { _ in .json(Fixtures.text("v3-search.json")) }
  }

  @Test(
    "Line mode: o N gives the terminal to the browser, then the prompt is back",
    arguments: [false, true])
  func lineMode(controllingTerminal: Bool) async throws {
    let server = try Self.server()
    defer { server.stop() }
    let browser = try StandInBrowser(readsTerminal: true)
    defer { browser.remove() }
    let run = try PseudoTerminalRun(
      ["--line"], environment: Self.environment(server, browser),
      controllingTerminal: controllingTerminal)
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

  @Test(
    "news open N on a terminal: the browser reads the terminal; exit 0, the link not printed",
    arguments: [false, true])
  func openCommand(controllingTerminal: Bool) async throws {
    let server = try Self.server()
    defer { server.stop() }
    let browser = try StandInBrowser(readsTerminal: true)
    defer { browser.remove() }
    let search = try await NewsBinary.run(
      ["search", "kosmos"], environment: Self.environment(server, browser))
    #expect(search.exitCode == 0)
    let run = try PseudoTerminalRun(
      ["open", "2"], environment: Self.environment(server, browser),
      controllingTerminal: controllingTerminal)
    run.read(until: StandInBrowser.prompt)
    run.type("read by the browser")
    #expect(run.exitCode() == 0)
    #expect(try browser.noted() == "https://example.com.pl/znaki read by the browser\n")
    #expect(!run.transcript.contains("https://"), "the link is printed only when no browser opens")
    #expect(run.missed.isEmpty, "never appeared: \(run.missed)")
  }

  @Test(
    "The full-screen reader: o hands the terminal over in line mode, then draws itself again",
    arguments: [false, true])
  func fullScreen(controllingTerminal: Bool) async throws {
    let server = try Self.server()
    defer { server.stop() }
    let browser = try StandInBrowser(readsTerminal: true)
    defer { browser.remove() }
    let run = try PseudoTerminalRun(
      [], environment: Self.environment(server, browser),
      controllingTerminal: controllingTerminal)
    run.read(until: "1/")
    run.press(Array("o".utf8))
    // The browser reads a line with echo: the terminal is out of raw mode while it runs.
    run.read(until: StandInBrowser.prompt)
    run.type("typed in the browser")
    let back = run.read(until: "1/")
    #expect(back.contains("typed in the browser"), "echoed while the browser read it")
    #expect(back.contains("\u{1B}[?1049h"), "the reader's screen is drawn again")
    run.press(Array("q".utf8))
    #expect(run.exitCode() == 0)
    #expect(try browser.noted().hasSuffix(" typed in the browser\n"))
    #expect(run.missed.isEmpty, "never appeared: \(run.missed)")
  }
}

/// w3m and lynx themselves, from Debian, show a loopback page on a real controlling terminal
/// and are quit with their own keys.
@Suite(
  "news open with w3m and lynx",
  .enabled(
    if: RequiredPrograms.present("/usr/bin/w3m", "/usr/bin/lynx", "/usr/bin/script"),
    "w3m, lynx and script are installed in CI (.ci/run)"))
struct RealTerminalBrowserTests {
  @Test(
    "The page is shown, the browser reads its keys (q asks, y quits); exit 0",
    arguments: [
      ("w3m", "Do you want to exit w3m?"), ("lynx", "Are you sure you want to quit?"),
    ])
  func realBrowser(name: String, question: String) async throws {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("news-w3m-\(UUID())")
    defer { try? FileManager.default.removeItem(at: home) }
    let server = try LoopbackServer { request in
      if request.path == "/page.html" {
        return CannedResponse(
          headers: [("Content-Type", "text/html")],
          body: Data("<html><body><h1>Greetings from the page</h1></body></html>".utf8))
      }
      // The page's address as the client asked for the feed: this server's.
      let host = request.headers.first { $0.key.lowercased() == "host" }?.value ?? ""
      let page = "http://\(host)/page.html"
      return CannedResponse(body: Data(Self.feed.replacingOccurrences(of: "PAGE", with: page).utf8))
    }
    defer { server.stop() }
    let environment = [
      "XDG_DATA_HOME": home.path, "XDG_CONFIG_HOME": home.path, "HOME": home.path,
      "NO_COLOR": "1", "BROWSER": name,
    ]
    let added = try await NewsBinary.run(
      ["feed", "add", server.baseURL + "feed.xml"], environment: environment)
    #expect(added.exitCode == 0, "\(added.stderr)")
    let read = try await NewsBinary.run(["read"], environment: environment)
    #expect(read.stdout.contains("1. Hello page"), "\(read.stderr)")
    let run = try PseudoTerminalRun(
      ["open", "1"], environment: environment, controllingTerminal: true)
    #expect(run.read(until: "Greetings from the page").contains("Greetings from the page"))
    // The browser reads its keys: q asks whether to quit, y quits. One that could not read
    // the terminal would have ended at once, without asking.
    run.press(Array("q".utf8))
    #expect(run.read(until: question).contains(question))
    run.press(Array("y".utf8))
    #expect(run.exitCode() == 0, "\(run.transcript.suffix(600))")
    #expect(run.missed.isEmpty, "never appeared: \(run.missed)")
    #expect(server.requests.contains { $0.path == "/page.html" })
  }

  static let feed = """
    <?xml version="1.0"?><rss version="2.0"><channel><title>Local</title>
    <item><title>Hello page</title><link>PAGE</link><guid>p1</guid></item></channel></rss>
    """
}

/// Spinners on a real terminal: labelled, and Ctrl-C leaves nothing of them behind.
@Suite(
  "news, spinners on a controlling terminal",
  .enabled(if: RequiredPrograms.present("/usr/bin/script"), "script is installed in CI"))
struct SpinnerTerminalTests {
  @Test(
    "A search waits behind a labelled spinner; Ctrl-C erases its line and the ^C, exit 130",
    arguments: [("en", "Searching…"), ("pl", "Szukam…")])
  func interrupted(language: String, label: String) async throws {
    let server = try LoopbackServer { _ in .silence }
    defer { server.stop() }
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("news-spin-\(UUID())")
    defer { try? FileManager.default.removeItem(at: home) }
    let run = try PseudoTerminalRun(
      ["search", "x", "--timeout", "30", "--lang", language],
      environment: [
        "NEWSCATCHER_API_KEY": "k", "NEWSCATCHER_API_URL": server.baseURL,
        "XDG_DATA_HOME": home.path,
      ], controllingTerminal: true)
    #expect(run.read(until: label).contains(label))
    run.press([0x03])
    #expect(run.exitCode() == 130)
    // After the last frame: the terminal's ^C echo (if any), then the line erased; nothing
    // printed after that.
    let transcript = run.transcript
    let tail = try #require(transcript.range(of: label, options: .backwards))
    let after = String(transcript[tail.upperBound...]).replacingOccurrences(of: "^C", with: "")
    #expect(after == "\r\u{1B}[K", "\(after.debugDescription)")
    #expect(run.missed.isEmpty, "never appeared: \(run.missed)")
  }
}
