import Foundation
import TestSupport
import Testing

/// `./install` with a prefix of its own: the stripped binary, the man page and three shells'
/// completions; run twice, the same files; `--uninstall` takes exactly those away.
@Suite("./install, end to end", .serialized)
struct InstallTests {
  static let script = Program.repository.appendingPathComponent("install")

  /// Every file and folder under a folder, relative to it.
  func listing(_ folder: URL) throws -> [String] {
    let paths = try #require(
      FileManager.default.subpathsOfDirectory(atPath: folder.path) as [String]?)
    return paths.sorted()
  }

  @Test(
    "Installs the stripped binary, man page and completions; again changes nothing; uninstall removes exactly those"
  )
  func installTwiceAndRemove() async throws {
    let prefix = FileManager.default.temporaryDirectory
      .appendingPathComponent("news-prefix-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: prefix) }
    // Something of another program's, in a folder the install also uses: it must stay.
    let other = prefix.appendingPathComponent("share/man/man1/other.1")
    try FileManager.default.createDirectory(
      at: other.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("other".utf8).write(to: other)
    let before = try listing(prefix)
    let environment = ["PREFIX": prefix.path, "PATH": "/usr/bin:/bin", "HOME": prefix.path]

    let first = try await Program.run(
      [Self.script.path, "--binary", NewsBinary.url.path], environment: environment)
    #expect(first.exitCode == 0, "\(first.stdout)\(first.stderr)")
    let installed = [
      "bin/news", "share/man/man1/news.1", "share/bash-completion/completions/news",
      "share/zsh/site-functions/_news", "share/fish/vendor_completions.d/news.fish",
    ]
    for file in installed {
      #expect(
        FileManager.default.fileExists(atPath: prefix.appendingPathComponent(file).path), "\(file)")
    }
    let binary = prefix.appendingPathComponent("bin/news")
    let version = try await Program.run([binary.path, "--version"], environment: [:])
    #expect(version.exitCode == 0 && version.stdout.hasPrefix("news 0."))
    let sections = try await Program.run(
      ["readelf", "-S", binary.path], environment: ["PATH": "/usr/bin:/bin"])
    #expect(sections.exitCode == 0 && !sections.stdout.contains(".symtab"), "stripped")
    #expect(
      try Data(contentsOf: prefix.appendingPathComponent("share/man/man1/news.1"))
        == Data(contentsOf: Program.repository.appendingPathComponent("docs/news.1")))
    let bash = try await NewsBinary.run(["--generate-completion-script", "bash"])
    #expect(
      try String(
        contentsOf: prefix.appendingPathComponent("share/bash-completion/completions/news"),
        encoding: .utf8)
        == bash.stdout)
    let manifest = try String(
      contentsOf: prefix.appendingPathComponent("share/news/installed-files"), encoding: .utf8)
    #expect(
      manifest.split(separator: "\n").filter { $0.hasPrefix("file ") }.map {
        String($0.dropFirst(5))
      } == installed)
    let afterFirst = try listing(prefix)

    let second = try await Program.run(
      [Self.script.path, "--binary", NewsBinary.url.path], environment: environment)
    #expect(second.exitCode == 0, "\(second.stderr)")
    #expect(try listing(prefix) == afterFirst, "a second install leaves the same files")

    let removal = try await Program.run(
      [Self.script.path, "--uninstall"], environment: environment)
    #expect(removal.exitCode == 0, "\(removal.stderr)")
    #expect(try listing(prefix) == before, "exactly what was installed is gone; other.1 stays")
    #expect(try Data(contentsOf: other) == Data("other".utf8))

    let again = try await Program.run([Self.script.path, "--uninstall"], environment: environment)
    #expect(again.exitCode == 1 && again.stderr.contains("nothing to remove"))
  }

  @Test(
    "An empty prefix is empty again after --uninstall; folders that were there stay",
    arguments: [
      [],
      [
        "bin", "share/man/man1", "share/bash-completion/completions", "share/zsh/site-functions",
        "share/fish/vendor_completions.d", "share/news",
      ],
    ])
  func foldersMadeAndFound(existing: [String]) async throws {
    let prefix = FileManager.default.temporaryDirectory
      .appendingPathComponent("news-prefix-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: prefix) }
    try FileManager.default.createDirectory(at: prefix, withIntermediateDirectories: true)
    for folder in existing {
      try FileManager.default.createDirectory(
        at: prefix.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    let before = try listing(prefix)
    let environment = ["PREFIX": prefix.path, "PATH": "/usr/bin:/bin", "HOME": prefix.path]
    for _ in 1...2 {
      let run = try await Program.run(
        [Self.script.path, "--binary", NewsBinary.url.path], environment: environment)
      #expect(run.exitCode == 0, "\(run.stderr)")
    }
    let removal = try await Program.run(
      [Self.script.path, "--uninstall"], environment: environment)
    #expect(removal.exitCode == 0, "\(removal.stderr)")
    #expect(try listing(prefix) == before)
  }
}
