import Foundation
import TestSupport
import Testing

/// The reader's picture in the real terminals (issue 59, points 3 and 8), by itself and
/// through tmux: keys typed into the window with xdotool, the screen read back with
/// ImageMagick after each.
extension RealTerminalPictureTests {
  /// How many pixels of a column of the screen are the picture's red.
  static func red(on display: String, column x: Int, in home: ScratchHome) async throws -> Int {
    let shot = home.directory.appendingPathComponent("reader.png").path
    let taken = try await Program.run([
      "/usr/bin/import", "-display", display, "-window", "root", shot,
    ])
    #expect(taken.exitCode == 0, "\(taken.stderr)")
    let read = try await Program.run([
      "/usr/bin/convert", shot, "-crop", "1x600+\(x)+0", "-depth", "8", "txt:-",
    ])
    return read.stdout.split(separator: "\n").filter { $0.contains("#FF0000") }.count
  }

  /// Polls the screen until `done` holds of the red counted, for at most 30 seconds.
  static func waitForRed(
    on display: String, in home: ScratchHome, until done: (Int) -> Bool
  ) async throws -> Int {
    let clock = ContinuousClock()
    let end = clock.now + .seconds(30)
    var count = try await red(on: display, column: 30, in: home)
    while !done(count), clock.now < end {
      try await Task.sleep(nanoseconds: 100_000_000)
      count = try await red(on: display, column: 30, in: home)
    }
    return count
  }

  /// Types keys into the terminal's window.
  static func press(_ keys: String..., window: String, display: String) async throws {
    let typed = try await Program.run(
      ["/usr/bin/env", "DISPLAY=" + display, "/usr/bin/xdotool", "windowfocus", window, "key"]
        + keys)
    #expect(typed.exitCode == 0, "\(typed.stderr)")
  }

  /// Types `key` until `done` holds (a terminal just started may lose the first keys), at most
  /// five times, each waited on for 5 s; whether it came to hold.
  static func press(
    _ key: String, window: String, display: String, until done: () -> Bool
  ) async throws -> Bool {
    let clock = ContinuousClock()
    for _ in 0..<5 where !done() {
      try await press(key, window: window, display: display)
      let end = clock.now + .seconds(5)
      while !done(), clock.now < end { try await Task.sleep(nanoseconds: 50_000_000) }
    }
    return done()
  }

  /// The terminal's window, once it shows (at most 60 s).
  static func window(of terminal: Terminal, on display: String) async throws -> String {
    let found = try await Program.run([
      "/usr/bin/env", "DISPLAY=" + display, "/usr/bin/timeout", "60", "/usr/bin/xdotool", "search",
      "--sync", "--onlyvisible", "--class", terminal.windowClass,
    ])
    return try #require(found.stdout.split(separator: "\n").first.map(String.init))
  }

  /// Kills every process of a home: script(1) and the reader in it outlive their terminal.
  static func killAll(of home: ScratchHome) {
    _ = try? Process.run(
      URL(fileURLWithPath: "/usr/bin/pkill"), arguments: ["-KILL", "-f", home.directory.path])
  }

  @Test(
    "The reader draws the picture on i, and none is left when it scrolls away or the details close",
    arguments: terminals, [false, true])
  func reader(in terminal: Terminal, throughTmux: Bool) async throws {
    let server = try PictureEndToEndTests.server()
    defer { server.stop() }
    let home = ScratchHome()
    #expect(try await home.run(["feed", "add", server.baseURL + "feed.xml"]).exitCode == 0)
    let (display, xvfb) = try Self.startDisplay()
    defer { Self.end(xvfb, display: display) }
    // Run under script(1), whose copy of the screen says when the reader is up.
    let typescript = home.directory.appendingPathComponent("typescript")
    // Through tmux (RealTerminalTmuxPictureTests): once tmux has heard the terminal's name.
    let waitForTmux = """
      unset NO_COLOR
      for i in $(seq 100); do
        [ -n "$(tmux display -p '#{client_termtype}')" ] && break
        sleep 0.1
      done

      """
    let reader = try Self.script("reader.sh", in: home, server: server) { variables in
      """
      \(throughTmux ? waitForTmux : "")script -qfec "env \(variables) '\(NewsBinary.url.path)'" \
        '\(typescript.path)'
      sleep 90
      """
    }
    let (script, socket) =
      throughTmux
      ? try RealTerminalTmuxPictureTests.tmux(running: reader, in: home, server: server)
      : (reader, nil)
    // 12 rows: the details with their picture are longer than the screen, so they scroll.
    let window = try await Self.launch(terminal, on: display, running: script.path, rows: 12)
    defer {
      Self.end(window)
      socket.map(RealTerminalTmuxPictureTests.end)
      Self.killAll(of: home)
    }
    let id = try await Self.window(of: terminal, on: display)
    // The reader opens on the feed's articles (its status line says where the help is).
    for _ in 0..<600 {
      let screen = (try? String(contentsOf: typescript, encoding: .utf8)) ?? ""
      if screen.contains("? help") { break }
      try await Task.sleep(nanoseconds: 100_000_000)
    }
    let screen = { (try? String(contentsOf: typescript, encoding: .utf8)) ?? "" }
    let opened = try await Self.press("Return", window: id, display: display) {
      screen().contains("i: show the picture")
    }
    #expect(opened, "the details open on Enter: \(screen().suffix(300).debugDescription)")
    #expect(try await Self.red(on: display, column: 30, in: home) == 0, "nothing before i")
    #expect(Self.pictures(server) == 0, "nothing fetched before i")
    let asked = try await Self.press("i", window: id, display: display) {
      Self.pictures(server) > 0
    }
    #expect(asked, "i fetches the picture")
    let drawn = try await Self.waitForRed(on: display, in: home) { $0 >= 20 }
    #expect(drawn >= 20, "the picture's red, drawn on i")
    #expect(Self.pictures(server) == 1)
    // Scrolled past its first row: taken away, not a row of it left.
    try await Self.press("j", "j", window: id, display: display)
    #expect(try await Self.waitForRed(on: display, in: home) { $0 == 0 } == 0)
    // Back: drawn again (from what was fetched), then gone with the details.
    try await Self.press("k", "k", window: id, display: display)
    #expect(try await Self.waitForRed(on: display, in: home) { $0 >= 20 } >= 20)
    try await Self.press("Escape", window: id, display: display)
    #expect(try await Self.waitForRed(on: display, in: home) { $0 == 0 } == 0)
    #expect(Self.pictures(server) == 1, "fetched once")
  }
}
