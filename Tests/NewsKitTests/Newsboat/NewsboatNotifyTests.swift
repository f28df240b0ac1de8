import Foundation
import Testing

@testable import NewsKit

/// newsboat's `notify-program` becomes `watch.notify` only when it can be written as it is: one
/// with a control character (DEL too) or over 8 KB is left out, never written into config.toml.
@Suite("import newsboat: notify-program")
struct NewsboatNotifyTests {
  /// Imports a folder whose config sets `program`; the summary and config.toml after it.
  func imported(program: String, then more: String = "") throws -> (
    NewsboatImportSummary, String?
  ) {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let folder = temporary.directory.appendingPathComponent("newsboat")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data("https://a.example/feed\n".utf8).write(to: folder.appendingPathComponent("urls"))
    let quoted = program.replacingOccurrences(of: "\"", with: "\\\"")
    try Data("notify-program \"\(quoted)\"\n\(more)".utf8)
      .write(to: folder.appendingPathComponent("config"))
    let configHome = temporary.directory.appendingPathComponent("config")
    let environment = NewsEnvironment(
      send: { _ in throw NewsError.httpUnavailable },
      now: { Date(timeIntervalSince1970: 1_790_000_000) },
      variables: [
        "XDG_DATA_HOME": temporary.directory.path, "XDG_CONFIG_HOME": configHome.path,
        "HOME": "/nonexistent",
      ])
    let settings = try SettingsResolver.resolve(
      CommandLineOptions(), environment: environment.variables)
    let controller = try NewsboatImportController.open(settings: settings, environment: environment)
    let summary = try controller.run(from: folder.path, readState: nil, savedFlags: nil)
    // No file is nil (nothing written); a file that cannot be read fails the test.
    let file = configHome.appendingPathComponent("news/config.toml")
    let config =
      FileManager.default.fileExists(atPath: file.path)
      ? try String(contentsOf: file, encoding: .utf8) : nil
    return (summary, config)
  }

  @Test(
    "A program with DEL, a C1 control or over 8 KB is left out and never written",
    arguments: [
      "notify\u{7F}-send", "notify\u{9B}31m-send", "/bin/" + String(repeating: "n", count: 9_000),
    ])
  func unusable(program: String) throws {
    let (summary, config) = try imported(program: program)
    #expect(summary.notifyProgram == nil)
    #expect(summary.skipped.map(\.why) == [.notifyUnusable])
    #expect(summary.skipped.allSatisfy { $0.line.count <= 200 })
    #expect(config == nil)
  }

  @Test("Left out lines are listed in file order, the notify-program's among the config's")
  func order() throws {
    let (summary, _) = try imported(
      program: "notify\u{7F}", then: "ignore-article \"*\" \"title =~ \\\"a\\\") or (b\"\n")
    #expect(summary.skipped.map(\.number) == [1, 2])
    #expect(summary.skipped.first?.why == .notifyUnusable)
  }

  @Test("A plain program is taken as watch.notify")
  func usable() throws {
    let (summary, config) = try imported(program: "notify-send")
    #expect(summary.notifyProgram == "notify-send")
    #expect(config?.contains("[watch]\nnotify = \"notify-send\"\n") == true)
  }
}
