import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A picture through tmux inside real graphics terminals (issue 59, points 2 and 8): tmux 3.3
/// with `allow-passthrough on` in kitty and in xterm -ti vt340 under Xvfb, `news show --images`
/// in its pane. Inside tmux the terminal's queries are answered by tmux; what tmux heard from
/// the terminal outside decides: kitty's protocol, wrapped for the passthrough, in kitty; half
/// blocks in xterm, whose sixel tmux cannot vouch for (it does not pass xterm's DA1 on).
@Suite(
  "news, end to end: a picture through tmux in kitty and in xterm under Xvfb",
  .enabled(
    if: RequiredPrograms.present(
      "/usr/bin/Xvfb", "/usr/bin/xterm", "/usr/bin/kitty", "/usr/bin/import", "/usr/bin/tmux"),
    "Xvfb, xterm, kitty, ImageMagick and tmux are installed in CI (.ci/run)"))
struct RealTerminalTmuxPictureTests {
  typealias Screen = RealTerminalPictureTests

  @Test(
    "show --images inside tmux: red on the left, blue on the right; doctor names the terminal",
    arguments: zip(Screen.terminals, ["coloured half blocks", "the kitty graphics protocol"]))
  func throughTmux(in terminal: Screen.Terminal, drawing: String) async throws {
    let server = try PictureEndToEndTests.server()
    defer { server.stop() }
    let home = ScratchHome()
    #expect(try await home.run(["feed", "add", server.baseURL + "feed.xml"]).exitCode == 0)
    #expect(try await home.run(["read", "--offline", "--no-stories"]).exitCode == 0)
    let (display, xvfb) = try Screen.startDisplay()
    defer { Screen.end(xvfb, display: display) }
    let done = home.directory.appendingPathComponent("done")
    // In the pane: once tmux has heard the terminal's name (kitty on software OpenGL answers
    // late), doctor, then on a cleared screen the picture.
    let pane = try Screen.script("pane.sh", in: home, server: server) { variables in
      """
      unset NO_COLOR
      for i in $(seq 100); do
        [ -n "$(tmux display -p '#{client_termtype}')" ] && break
        sleep 0.1
      done
      script -qfec "env \(variables) '\(NewsBinary.url.path)' doctor" '\(done.path).doctor'
      printf '\\033[H\\033[2J'
      env \(variables) '\(NewsBinary.url.path)' show 1 --images 2>'\(done.path).err'
      echo $? > '\(done.path)'
      sleep 90
      """
    }
    let (script, socket) = try Self.tmux(running: pane, in: home, server: server)
    let window = try await Screen.launch(terminal, on: display, running: script.path)
    defer {
      Screen.end(window)
      Self.end(socket)
    }
    let shot = try await Screen.screen(after: done, on: display, in: home)
    let doctor = try String(
      contentsOf: URL(fileURLWithPath: done.path + ".doctor"), encoding: .utf8)
    // (The line is wrapped at the terminal's 80 columns.)
    #expect(doctor.contains("pictures drawn with \(drawing) (as tmux heard"), "\(doctor)")
    #expect(!doctor.contains("allow-passthrough is off"), "\(doctor)")
    // Along a row through the picture's top half: red, then blue, then the background.
    let row = try await Screen.row(shot, y: 20).drop { $0 != "#FF0000" }
    #expect(row.startIndex < 8, "the picture starts at the window's edge")
    let runs = row.reduce(into: [String]()) { if $0.last != $1 { $0.append($1) } }
    #expect(Array(runs.prefix(2)) == ["#FF0000", "#0000FF"], "\(runs)")
    #expect(row.prefix { $0 == "#FF0000" }.count >= 180, "\(runs)")
    #expect(Screen.pictures(server) == 1)
  }

  /// A script that starts tmux (a server of its own, passthrough on, no status line: the pane
  /// starts at the window's top left, as the terminal does) running `pane`; and its socket.
  static func tmux(running pane: URL, in home: ScratchHome, server: LoopbackServer) throws
    -> (URL, String)
  {
    // Outside the home, which may be gone before the server is stopped.
    let socket = FileManager.default.temporaryDirectory
      .appendingPathComponent("news-tmux-\(UUID().uuidString)").path
    let configuration = home.directory.appendingPathComponent("tmux.conf")
    try "set -g allow-passthrough on\nset -g status off\n".write(
      to: configuration, atomically: true, encoding: .utf8)
    let script = try Screen.script("tmux.sh", in: home, server: server) { _ in
      "exec tmux -S '\(socket)' -f '\(configuration.path)' new-session '\(pane.path)'\n"
    }
    return (script, socket)
  }

  /// Stops the tmux server at `socket` and what runs in its panes (a reader would wait for
  /// keys for ever): `kill-server`, then, as tmux 3.3a's server was seen to outlive it once
  /// its terminal was gone, the server and each pane's process group killed.
  static func end(_ socket: String) {
    let asked = tmux(socket, "list-panes", "-a", "-F", "#{pid} #{pane_pid}")
    let pids = Set(asked.split(whereSeparator: \.isWhitespace).compactMap { Int32($0) })
    _ = tmux(socket, "kill-server")
    for pid in pids where pid > 1 {
      kill(-pid, SIGKILL)
      kill(pid, SIGKILL)
    }
    try? FileManager.default.removeItem(atPath: socket)
  }

  /// What a tmux command at `socket` printed, once it has ended.
  static func tmux(_ socket: String, _ words: String...) -> String {
    let command = Process()
    command.executableURL = URL(fileURLWithPath: "/usr/bin/tmux")
    command.arguments = ["-S", socket] + words
    let output = Pipe()
    command.standardOutput = output
    command.standardError = FileHandle.nullDevice
    guard (try? command.run()) != nil else { return "" }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    command.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }

}
