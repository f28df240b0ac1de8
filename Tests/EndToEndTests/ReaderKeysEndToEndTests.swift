import Foundation
import TestSupport
import Testing

/// newsboat's keys, browser, bookmarks and macros as a user meets them (issue 58, point 3):
/// from the command line and in a real terminal, with programs of the user's own.
@Suite("news, end to end: browser, bookmarks, macros and keys from config.toml")
struct ReaderKeysEndToEndTests {
  /// Two feeds of three articles each, on loopback.
  static func server() throws -> LoopbackServer {
    try LoopbackServer { request in
      let name = request.path.hasPrefix("/b") ? "Beta" : "Alpha"
      let items = (1...3).map {
        "<item><title>\(name) story \($0)</title><link>https://\(name.lowercased()).example/\($0)"
          + "</link><description>About \(name) \($0).</description>"
          + "<pubDate>Mon, 0\($0) Jun 2026 10:00:00 GMT</pubDate></item>"
      }
      let rss =
        "<?xml version=\"1.0\"?><rss version=\"2.0\"><channel><title>\(name)</title>"
        + items.joined() + "</channel></rss>"
      return CannedResponse(
        headers: [("Content-Type", "application/rss+xml")], body: Data(rss.utf8))
    }
  }

  /// A program that writes its arguments, one a line, into `record`, and exits with `status`.
  static func program(_ folder: URL, _ name: String, exit status: Int = 0) throws -> URL {
    let program = folder.appendingPathComponent(name)
    let record = folder.appendingPathComponent(name + ".txt")
    try "#!/bin/sh\nprintf '%s\\n' \"$@\" > '\(record.path)'\nexit \(status)\n".write(
      to: program, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: program.path)
    return program
  }

  static func configure(_ home: ScratchHome, _ text: String) throws {
    let folder = home.directory.appendingPathComponent("news")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: folder.appendingPathComponent("config.toml"))
  }

  static func unread(_ home: ScratchHome) async throws -> [Int] {
    let list = try await home.run(["feed", "list", "--json"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [String: Any])
    let feeds = try #require(object["feeds"] as? [[String: Any]])
    return feeds.compactMap { $0["unread"] as? Int }
  }

  @Test(
    "open: config's browser gets the address; one that cannot start or fails is 78 and reads nothing"
  )
  func browser() async throws {
    let server = try Self.server()
    defer { server.stop() }
    let home = ScratchHome()
    for path in ["a.xml", "b.xml"] {
      #expect(try await home.run(["feed", "add", server.baseURL + path]).exitCode == 0)
    }
    #expect(try await home.run(["read", "--offline"]).exitCode == 0)
    #expect(try await Self.unread(home) == [3, 3])
    let folder = home.directory
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    // Not there: said, 78, nothing read.
    try Self.configure(home, "browser = \"/nonexistent/w3m %u\"\n")
    let missing = try await home.run(["open", "1"])
    #expect(missing.exitCode == 78)
    #expect(
      missing.stderr.contains(
        "The browser “/nonexistent/w3m” could not be started; nothing was marked read."),
      "\(missing.stderr)")
    let polish = try await home.run(["open", "1"], language: "pl")
    #expect(
      polish.stderr.contains("Nie udało się uruchomić przeglądarki „/nonexistent/w3m”"),
      "\(polish.stderr)")
    // There, but failing.
    let failing = try Self.program(folder, "failing", exit: 3)
    try Self.configure(home, "browser = \"\(failing.path) %u\"\n")
    let failed = try await home.run(["open", "1"])
    #expect(failed.exitCode == 78 && failed.stderr.contains("failed (exit status 3)"))
    #expect(try await Self.unread(home) == [3, 3])
    // Working: the words of the setting, the address where %u stands; opened is read.
    let browser = try Self.program(folder, "browser")
    try Self.configure(home, "browser = \"'\(browser.path)' --tab %u --end\"\n")
    let opened = try await home.run(["open", "1"])
    #expect(opened.exitCode == 0 && opened.stdout.isEmpty, "\(opened.stderr)")
    let given = try String(
      contentsOf: folder.appendingPathComponent("browser.txt"), encoding: .utf8)
    #expect(given.hasPrefix("--tab\nhttps://") && given.hasSuffix("/3\n--end\n"), "\(given)")
    #expect(try await Self.unread(home).reduce(0, +) == 5)
  }

  @Test("bookmark N: address, title, summary and feed to the bookmark command; none set is 78")
  func bookmark() async throws {
    let server = try Self.server()
    defer { server.stop() }
    let home = ScratchHome()
    #expect(try await home.run(["feed", "add", server.baseURL + "a.xml"]).exitCode == 0)
    #expect(try await home.run(["read", "--offline"]).exitCode == 0)
    let none = try await home.run(["bookmark", "1"], language: "pl")
    #expect(none.exitCode == 78 && none.stderr.contains("Nie ustawiono polecenia zakładek."))
    let command = try Self.program(home.directory, "bookmark")
    try Self.configure(home, "bookmark = \"\(command.path)\"\n")
    let done = try await home.run(["bookmark", "1"])
    #expect(done.exitCode == 0 && done.stdout == "Bookmarked: “Alpha story 3”\n", "\(done.stderr)")
    let given = try String(
      contentsOf: home.directory.appendingPathComponent("bookmark.txt"), encoding: .utf8)
    #expect(given == "https://alpha.example/3\nAlpha story 3\nAbout Alpha 3.\nAlpha\n")
    // A bookmark is not a reading: the article stays unread.
    #expect(try await Self.unread(home) == [3])
  }

  @Test("In a real terminal: a key bound in config.toml, a macro, N to the next feed, R")
  func keysInTerminal() async throws {
    let server = try Self.server()
    defer { server.stop() }
    let home = ScratchHome()
    for path in ["a.xml", "b.xml"] {
      #expect(try await home.run(["feed", "add", server.baseURL + path]).exitCode == 0)
    }
    let macro = try Self.program(home.directory, "macro")
    try Self.configure(
      home, "[keys]\nnext-unread = \"j\"\n[macros]\nv = \"\(macro.path) --play %u\"\n")
    var environment = home.variables()
    environment["PATH"] = "/nonexistent"
    let run = try PseudoTerminalRun([], environment: environment, controllingTerminal: true)
    run.read(until: "Feeds: the newest articles")
    // f, then the first feed: Alpha's list.
    run.press(Array("f".utf8))
    // The feeds' rows, listed (the count is drawn dim).
    run.read(until: "Beta\u{1B}[0;2m  3")
    // j moves down the feeds: bound to next-unread, which means nothing in a picker.
    run.press(Array("j".utf8) + [0x0D])
    run.read(until: "Feed “Alpha”")
    // j is bound to next-unread: the second article opens in the details.
    run.press(Array("j".utf8))
    run.read(until: "n/p unread")
    run.press(Array(",v".utf8))
    run.read(until: "The macro ran.")
    run.press(Array("q".utf8))
    // N: the next feed with unread articles.
    run.press(Array("N".utf8))
    run.read(until: "Feed “Beta”")
    run.press(Array("R".utf8))
    run.read(until: "Refreshed 2 feeds.")
    run.press(Array("qq".utf8))
    #expect(run.exitCode() == 0)
    #expect(run.missed.isEmpty, "never appeared: \(run.missed)")
    let given = try String(
      contentsOf: home.directory.appendingPathComponent("macro.txt"), encoding: .utf8)
    #expect(given == "--play\nhttps://alpha.example/2\n")
  }
}
