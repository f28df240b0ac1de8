import Foundation
import NewsKit
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A pseudo-terminal whose other end answers (or not) like a terminal would.
struct FakeTerminal {
  let master: Int32
  let slave: Int32

  init() throws {
    var master: Int32 = -1
    var slave: Int32 = -1
    guard openpty(&master, &slave, nil, nil, nil) == 0 else { throw POSIXError(.EIO) }
    self.master = master
    self.slave = slave
  }

  /// Waits for the query on the terminal side, then writes `reply`.
  func answer(_ reply: String?) -> Thread { answer(reply, then: nil, after: 0) }

  /// Waits for the query, writes `first` at once and `rest` `delay` milliseconds later: a
  /// terminal on a loaded machine answering in parts.
  func answer(_ first: String?, then rest: String?, after delay: UInt32) -> Thread {
    let thread = Thread { [master] in
      var seen: [UInt8] = []
      var buffer = [UInt8](repeating: 0, count: 64)
      while !String(decoding: seen, as: UTF8.self).contains("\u{1B}[c") {
        let count = read(master, &buffer, buffer.count)
        if count <= 0 { return }
        seen += buffer[0..<count]
      }
      if let first { _ = first.withCString { write(master, $0, strlen($0)) } }
      guard let rest else { return }
      usleep(delay * 1000)
      _ = rest.withCString { write(master, $0, strlen($0)) }
    }
    thread.start()
    return thread
  }

  func localModes() -> tcflag_t {
    var modes = termios()
    tcgetattr(slave, &modes)
    return modes.c_lflag
  }

  func close() {
    Glibc.close(master)
    Glibc.close(slave)
  }
}

@Suite("Asking the terminal for its background")
struct BackgroundQueryTests {
  @Test(
    "Answers before the DA1 sentinel decide the theme; the modes are restored",
    arguments: [
      (
        "\u{1B}]11;rgb:ffff/ffff/ffff\u{07}\u{1B}[?62;22c",
        BackgroundQuery.Answer.background(.light)
      ),
      ("\u{1B}]11;rgb:1e1e/1e1e/1e1e\u{1B}\\\u{1B}[?1;2c", .background(.dark)),
      ("\u{1B}]11;rgb:fd/f6/e3\u{07}\u{1B}[?62c", .background(.light)),
      ("\u{1B}[?62;22c", .unknown),
      ("\u{03}", .interrupted),
    ])
  func answers(reply: String, expected: BackgroundQuery.Answer) throws {
    let terminal = try FakeTerminal()
    defer { terminal.close() }
    let before = terminal.localModes()
    _ = terminal.answer(reply)
    #expect(BackgroundQuery.ask(descriptor: terminal.slave, timeout: 2000) == expected)
    #expect(terminal.localModes() == before)
  }

  @Test("A terminal that says nothing costs only the timeout")
  func silent() throws {
    let terminal = try FakeTerminal()
    defer { terminal.close() }
    let before = terminal.localModes()
    _ = terminal.answer(nil)
    #expect(BackgroundQuery.ask(descriptor: terminal.slave, timeout: 100) == .unknown)
    #expect(terminal.localModes() == before)
  }

  @Test("A terminal that has begun to answer is waited for past the timeout, up to 500 ms")
  func lateRest() throws {
    let terminal = try FakeTerminal()
    defer { terminal.close() }
    _ = terminal.answer(
      "\u{1B}_Gi=31;OK\u{1B}\\", then: "\u{1B}[6;20;9t\u{1B}[?62;c", after: 250)
    let answer = try #require(GraphicsQuery.ask(descriptor: terminal.slave, timeout: 100))
    #expect(answer.kitty && answer.answered && answer.cellWidth == 9)
  }

  @Test("Partial answers wait for more")
  func partial() {
    #expect(BackgroundQuery.parse(Array("\u{1B}]11;rgb:ff".utf8)) == nil)
    #expect(BackgroundQuery.parse(Array("".utf8)) == nil)
  }

  @Test("A detected background beats COLORFGBG; without one, COLORFGBG then dark")
  func precedence() throws {
    let settings = try SettingsResolver.resolve(
      CommandLineOptions(color: "always"), environment: [:])
    func theme(_ answer: BackgroundQuery.Answer, _ variables: [String: String]) -> Theme {
      let environment = NewsEnvironment(
        send: { _ in HTTPResponse(status: 500) }, variables: variables, isTerminal: { _ in true },
        terminalBackground: { answer })
      return RenderContext(settings: settings, environment: environment).theme
    }
    #expect(theme(.background(.light), ["COLORFGBG": "15;0"]) == .light)
    #expect(theme(.unknown, ["COLORFGBG": "0;15"]) == .light)
    #expect(theme(.unknown, [:]) == .dark)
  }
}
