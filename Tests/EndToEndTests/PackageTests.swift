import Foundation
import TestSupport
import Testing

/// `scripts/package-deb`: the package's files, its Depends, and lintian's verdict, for the
/// self-contained release binary (the end-to-end run of .ci/run); a debug binary is refused.
/// Installing the package with dpkg -i is .ci/run's part (it changes the machine).
@Suite(
  "The Debian package",
  .enabled(
    if: RequiredPrograms.present("/usr/bin/dpkg-shlibdeps"),
    "dpkg-dev is not installed (apt-get install dpkg-dev, as .ci/run does)"))
struct PackageTests {
  @Test(
    "news_<version>_<arch>.deb holds the binary, man page and completions; Depends names libssl, libcurl, libsqlite3 and zlib"
  )
  func package() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("news-deb-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = "/usr/sbin:/usr/bin:/sbin:/bin"
    let built = try await Program.run(
      [
        Program.repository.appendingPathComponent("scripts/package-deb").path, "--binary",
        NewsBinary.url.path, "--out", folder.path,
      ], environment: ["PATH": path])
    // A debug build loads the Swift runtime from the toolchain: no package is made of it.
    let dynamic = try await Program.run(
      ["readelf", "-d", NewsBinary.url.path], environment: ["PATH": path])
    guard !dynamic.stdout.contains("libswiftCore") else {
      #expect(
        built.exitCode == 1 && built.stderr.contains("--static-swift-stdlib"), "\(built.stderr)")
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
      return
    }
    #expect(built.exitCode == 0, "\(built.stderr)")
    let architecture = try await Program.run(
      ["dpkg", "--print-architecture"], environment: ["PATH": path]
    )
    .stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    let deb = folder.appendingPathComponent("news_0.1.0_\(architecture).deb")
    #expect(built.stdout == deb.path + "\n")

    let contents = try await Program.run(["dpkg-deb", "-c", deb.path], environment: ["PATH": path])
    for file in [
      "./usr/bin/news", "./usr/share/man/man1/news.1.gz",
      "./usr/share/bash-completion/completions/news", "./usr/share/zsh/vendor-completions/_news",
      "./usr/share/fish/vendor_completions.d/news.fish", "./usr/share/doc/news/copyright",
      "./usr/share/doc/news/changelog.gz",
    ] {
      #expect(contents.stdout.contains(" \(file)\n"), "\(file)")
    }
    #expect(!contents.stdout.contains("news@localhost"))
    let depends = try await Program.run(
      ["dpkg-deb", "-f", deb.path, "Depends"], environment: ["PATH": path])
    #expect(depends.stdout.contains("libcurl4 | libcurl4t64"), "\(depends.stdout)")
    // libssl is loaded with dlopen, so dpkg-shlibdeps cannot see it: named by hand.
    #expect(depends.stdout.contains("libssl3 | libssl3t64"), "\(depends.stdout)")
    #expect(depends.stdout.contains("libsqlite3-0"), "\(depends.stdout)")
    #expect(depends.stdout.contains("zlib1g"), "\(depends.stdout)")

    if RequiredPrograms.present("/usr/bin/lintian") {
      let lint = try await Program.run(["lintian", deb.path], environment: ["PATH": path])
      #expect(lint.exitCode == 0, "\(lint.stdout)\(lint.stderr)")
      #expect(!lint.stdout.contains("E: "), "\(lint.stdout)")
    }
  }
}
