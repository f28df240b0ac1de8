import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The full-screen reader, driven through a pseudo-terminal against a loopback API.
@Suite("news, full-screen, through a pseudo-terminal")
struct FullScreenTests {
  static let enterScreen = "\u{1B}[?1049h"
  static let leaveScreen = "\u{1B}[?1049l"

  /// A fake API: headlines for topics, the search fixture for searches, and a search for
  /// "slow" that never answers.
  static func server() throws -> LoopbackServer {
    try LoopbackServer { request in
      if request.queryValue("q") == "slow" {
        var response = CannedResponse()
        response.hang = true
        return response
      }
      return request.path.hasSuffix("latest_headlines")
        ? .json(Fixtures.text("v2-latest-headlines.json")) : .json(Fixtures.text("v3-search.json"))
    }
  }

  static func environment(_ server: LoopbackServer, home: URL) -> [String: String] {
    [
      "NEWSCATCHER_API_KEY": "k", "NEWSCATCHER_API_URL": server.baseURL,
      "XDG_DATA_HOME": home.path, "NO_COLOR": "1",
    ]
  }

  static func home() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("news-screen-\(UUID())")
  }

  /// A reader started on the fake API with a store of its own; `stop` cleans up after it.
  struct StartedReader {
    let server: LoopbackServer
    let home: URL
    let run: PseudoTerminalRun

    func stop() {
      server.stop()
      try? FileManager.default.removeItem(at: home)
    }
  }

  static func start(_ arguments: [String] = []) throws -> StartedReader {
    let server = try Self.server()
    let home = Self.home()
    let run = try PseudoTerminalRun(arguments, environment: Self.environment(server, home: home))
    return StartedReader(server: server, home: home, run: run)
  }

  @Test("Enter, move, details, save, language switch, back, quit: the terminal is left sane")
  func session() async throws {
    let reader = try Self.start()
    defer { reader.stop() }
    let (run, server, home) = (reader.run, reader.server, reader.home)
    let first = run.read(until: "Lewandowski scores twice")
    #expect(first.contains(Self.enterScreen) && first.contains("\u{1B}[?25l"))
    #expect(first.contains("Topic: News") && first.contains("› ") && first.contains("1/2"))
    run.press(Array("j".utf8))
    run.read(until: "2/2")
    run.press([0x0D])
    let details = run.read(until: "Not saved")
    #expect(details.contains("Robert Lewandowski scored twice for Barcelona."))
    #expect(details.contains("https://sport.example.com/lewandowski"))
    run.press(Array("s".utf8))
    run.read(until: "Saved: “Lewandowski scores twice”")
    run.press(Array("l".utf8))
    // The status line without the spinner: the list arrived in Polish (Esc before that would
    // cancel the request rather than go back).
    let polish = run.read(
      until: "\u{1B}[0;7m" + String(repeating: " ", count: 45) + "strona 1 · PL · aktualne")
    #expect(polish.contains("Temat: Wiadomości") && polish.contains("Esc wróć"))
    #expect(polish.contains("Zapisany"))
    run.press([0x1B])
    run.read(until: "2/2")
    run.press(Array("q".utf8))
    #expect(run.exitCode() == 0)
    #expect(run.transcript.hasSuffix(Self.leaveScreen))
    #expect(run.isSane)
    #expect(run.missed.isEmpty, "never appeared: \(run.missed)")
    #expect(server.requests.map { $0.queryValue("lang") } == ["en", "pl"])
    #expect(server.requests.allSatisfy { $0.path.hasSuffix("latest_headlines") })
    // What was saved in the reader is in the store for the commands.
    let saved = try await NewsBinary.run(
      ["saved"], environment: Self.environment(server, home: home))
    #expect(saved.stdout.contains("Lewandowski scores twice"))
  }

  @Test("At 40×24 the key help scrolls down to q and says where it is; q closes only the help")
  func keyHelpScrolls() async throws {
    let reader = try Self.start()
    defer { reader.stop() }
    let run = reader.run
    run.read(until: "1/2")
    run.resize(columns: 40, rows: 24)
    run.read(until: "\u{1B}[24;1H")
    run.press(Array("?".utf8))
    let first = run.read(until: " · j/k scroll · q closes")
    #expect(first.contains("move the selection") && !first.contains("  q  "))
    run.press(Array("G".utf8))
    let end = run.read(until: "quit")
    #expect(end.contains("mark all as read"))
    run.press(Array("q".utf8))
    // The list is drawn again where the help was; the reader goes on.
    run.read(until: "Lewandowski")
    run.press(Array("q".utf8))
    #expect(run.exitCode() == 0)
    #expect(run.missed.isEmpty, "never appeared: \(run.missed)")
  }

  @Test(
    "Arrows in CSI and SS3, a resize, Ctrl-Z and fg, SIGTERM: the terminal is restored each time")
  func terminalHygiene() async throws {
    let reader = try Self.start()
    defer { reader.stop() }
    let run = reader.run
    run.read(until: "1/2")
    #expect(!run.isSaneNow)
    run.press([0x1B, 0x4F, 0x42])  // SS3 down
    run.read(until: "2/2")
    run.press([0x1B, 0x5B, 0x41])  // CSI up
    run.read(until: "1/2")
    run.press([0x1B, 0x5B, 0x36, 0x7E])  // PgDn
    run.read(until: "2/2")
    run.resize(columns: 40, rows: 10)
    let narrow = run.read(until: "\u{1B}[10;1H")
    // Drawn again whole, without the date column, which needs 60 columns.
    #expect(narrow.contains("\u{1B}[2J") && !narrow.contains("29 Jul"))
    run.press([0x1A])  // Ctrl-Z
    #expect(run.waitUntilStopped())
    #expect(run.isSaneNow)
    #expect(run.read(until: Self.leaveScreen).contains("\u{1B}[?25h"))
    run.signal(SIGCONT)
    let resumed = run.read(until: "\u{1B}[10;1H")
    #expect(resumed.contains(Self.enterScreen) && resumed.contains("\u{1B}[2J"))
    #expect(!run.isSaneNow)
    run.signal(SIGTERM)
    #expect(run.exitCode() == 143)
    #expect(run.isSane)
    #expect(run.missed.isEmpty, "never appeared: \(run.missed)")
  }

  @Test("A request that hangs never blocks: Esc cancels it and the keys keep working; SIGHUP ends")
  func neverBlocks() async throws {
    let reader = try Self.start()
    defer { reader.stop() }
    let run = reader.run
    run.read(until: "1/2")
    run.press(Array("/".utf8))
    run.read(until: "Search: ")
    run.press(Array("slow".utf8) + [0x0D])
    run.read(until: "Loading… Esc cancels")
    run.press([0x1B])
    run.read(until: "Cancelled.")
    run.press(Array("j".utf8))
    run.read(until: "2/2")
    run.press(Array("t".utf8))
    run.read(until: "(entertainment)")
    run.signal(SIGHUP)
    #expect(run.exitCode() == 129)
    #expect(run.isSane)
    #expect(run.missed.isEmpty, "never appeared: \(run.missed)")
  }

  @Test("f lists the subscriptions; Enter on one shows its articles, refreshed first")
  func feeds() async throws {
    let server = try LoopbackServer { request in
      request.path == "/atom.xml"
        ? CannedResponse(status: 200, body: Fixtures.data("atom.xml"))
        : .json(Fixtures.text("v2-latest-headlines.json"))
    }
    defer { server.stop() }
    let home = Self.home()
    defer { try? FileManager.default.removeItem(at: home) }
    var environment = Self.environment(server, home: home)
    let added = try await NewsBinary.run(
      ["feed", "add", server.baseURL + "atom.xml"], environment: environment)
    #expect(added.exitCode == 0, "\(added.stderr)")
    // Opened on the headlines (with subscriptions it would open on them), f goes to the feeds.
    environment["XDG_CONFIG_HOME"] = home.path
    try Data("start = \"news\"\n".utf8).write(to: home.appendingPathComponent("news/config.toml"))
    let run = try PseudoTerminalRun(["--lang", "pl"], environment: environment)
    run.read(until: "1/2")
    run.press(Array("f".utf8))
    let list = run.read(until: "Example Atom Feed")
    #expect(list.contains("Kanały") && list.contains("Wszystkie subskrypcje"))
    let before = server.requests.filter { $0.path == "/atom.xml" }.count
    run.press(Array("j".utf8) + [0x0D])
    let articles = run.read(until: "Cała prawda o HTML")
    #expect(articles.contains("Kanał „Example Atom Feed”"))
    #expect(server.requests.filter { $0.path == "/atom.xml" }.count == before + 1)
    run.press(Array("q".utf8))
    #expect(run.exitCode() == 0)
    #expect(run.isSane)
    #expect(run.missed.isEmpty, "never appeared: \(run.missed)")
  }

  @Test(
    "o gives the terminal to a terminal browser: it reads the keys typed, then the reader is back")
  func terminalBrowser() async throws {
    let server = try Self.server()
    defer { server.stop() }
    let home = Self.home()
    defer { try? FileManager.default.removeItem(at: home) }
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    // A stand-in for w3m or lynx: reads a line from the terminal and notes it with the link.
    let browser = home.appendingPathComponent("browser")
    let record = home.appendingPathComponent("opened.txt")
    try "#!/bin/sh\nread line\necho \"$1 $line\" > \(record.path)\n".write(
      to: browser, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: browser.path)
    var environment = Self.environment(server, home: home)
    environment["BROWSER"] = browser.path
    let run = try PseudoTerminalRun([], environment: environment)
    run.read(until: "1/2")
    run.press(Array("o".utf8))
    #expect(run.read(until: Self.leaveScreen).contains("\u{1B}[?25h"))
    #expect(run.isSaneNow)
    run.type("typed in the browser")
    run.read(until: "Opened in the browser.")
    let noted = try String(contentsOf: record, encoding: .utf8)
    #expect(noted == "https://sport.example.com/swiatek typed in the browser\n")
    // None of those keys reached the reader (t would have opened the topics).
    #expect(!run.transcript.contains("Topics"))
    run.press(Array("q".utf8))
    #expect(run.exitCode() == 0)
    #expect(run.isSane)
    #expect(run.missed.isEmpty, "never appeared: \(run.missed)")
  }

  @Test("--line and TERM=dumb keep the line mode; Ctrl-C in the reader ends with 130")
  func fallback() async throws {
    let server = try Self.server()
    defer { server.stop() }
    let home = Self.home()
    defer { try? FileManager.default.removeItem(at: home) }
    var environment = Self.environment(server, home: home)
    for (arguments, term) in [(["--line"], "xterm"), ([], "dumb")] {
      environment["TERM"] = term
      let run = try PseudoTerminalRun(arguments, environment: environment)
      let greeting = run.read(until: "> ")
      #expect(greeting.contains("Type words to search") && !greeting.contains(Self.enterScreen))
      run.type("q")
      #expect(run.exitCode() == 0)
    }
    environment["TERM"] = "xterm"
    // --json has no command to answer: the help, not a screen.
    let json = try PseudoTerminalRun(["--json"], environment: environment)
    let help = json.read(until: "USAGE: news")
    #expect(json.exitCode() == 0 && !help.contains(Self.enterScreen))
    let run = try PseudoTerminalRun([], environment: environment)
    run.read(until: "1/2")
    run.press([0x03])
    #expect(run.exitCode() == 130)
    #expect(run.isSane)
    #expect(run.missed.isEmpty, "never appeared: \(run.missed)")
  }
}
