import Foundation
import TestSupport
import Testing

@Suite("An honest version: the commit a binary was built from")
struct VersionTests {
  /// The commit git says the repository is at; nil outside a checkout.
  func head() async throws -> String? {
    let git = try await Program.run(["git", "-C", Program.repository.path, "rev-parse", "HEAD"])
    return git.exitCode == 0 ? git.stdout.trimmingCharacters(in: .whitespacesAndNewlines) : nil
  }

  @Test("news --version names the commit it was built from; --json gives version, commit, dirty")
  func versionLine() async throws {
    let commit = try await head()
    let line = try await NewsBinary.run(["--version"])
    #expect(line.exitCode == 0 && line.stderr.isEmpty)
    if let commit {
      #expect(line.stdout.hasPrefix("news 0.1.0 (commit \(commit.prefix(12))"), "\(line.stdout)")
      #expect(line.stdout.hasSuffix(")\n") && line.stdout.split(separator: "\n").count == 1)
    } else {
      #expect(line.stdout == "news 0.1.0 (commit unknown: built outside a git checkout)\n")
    }
    let json = try await NewsBinary.run(["--version", "--json"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    #expect(Set(object.keys) == ["version", "commit", "dirty"])
    #expect(object["version"] as? String == "0.1.0")
    #expect(object["commit"] as? String == commit)
    let dirty = try #require(object["dirty"] as? Bool)
    #expect(line.stdout.contains(", dirty)") == dirty)
    // The same answer before and after other options, and in Polish.
    let polish = try await NewsBinary.run(["--lang", "pl", "--version"])
    #expect(polish.exitCode == 0)
    #expect(polish.stdout.contains(", ze zmianami spoza commita)") == dirty)
    let parsed = try await NewsBinary.run(["--json", "--version"])
    #expect(parsed.stdout == json.stdout)
  }

  /// Runs scripts/version-stamp on a folder and returns the file it wrote.
  func stamp(_ folder: URL, into output: URL) async throws -> String {
    let script = Program.repository.appendingPathComponent("scripts/version-stamp").path
    let run = try await Program.run(["/bin/sh", script, folder.path, output.path])
    #expect(run.exitCode == 0, "\(run.stderr)")
    return try String(
      contentsOf: output.appendingPathComponent("BuildStamp.swift"), encoding: .utf8)
  }

  @Test(
    "The stamp: nil outside git; the commit when clean; dirty once a tracked file changes, not for an untracked one; rewritten only when it changes"
  )
  func stampScript() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("news-stamp-\(UUID().uuidString)")
    let output = folder.appendingPathComponent("out")
    let repository = folder.appendingPathComponent("repository")
    try FileManager.default.createDirectory(at: repository, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(try await stamp(repository, into: output).contains("static let commit: String? = nil"))

    let git = ["git", "-C", repository.path, "-c", "user.name=t", "-c", "user.email=t@t"]
    #expect(try await Program.run(git + ["init", "-q"]).exitCode == 0)
    try Data("one\n".utf8).write(to: repository.appendingPathComponent("tracked.txt"))
    #expect(try await Program.run(git + ["add", "tracked.txt"]).exitCode == 0)
    #expect(try await Program.run(git + ["commit", "-qm", "first"]).exitCode == 0)
    let hash = try await Program.run(git + ["rev-parse", "HEAD"]).stdout
      .trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(hash.count == 40)
    let clean = try await stamp(repository, into: output)
    #expect(clean.contains("static let commit: String? = \"\(hash)\""))
    #expect(clean.contains("static let dirty = false"))

    // An untracked file (a build folder, notes) leaves it clean, and the file untouched.
    let file = output.appendingPathComponent("BuildStamp.swift")
    let before = try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate]
    try Data("x".utf8).write(to: repository.appendingPathComponent("untracked.txt"))
    try await Task.sleep(for: .milliseconds(10))
    #expect(try await stamp(repository, into: output) == clean)
    let after = try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate]
    #expect(before as? Date == after as? Date)

    try Data("two\n".utf8).write(to: repository.appendingPathComponent("tracked.txt"))
    #expect(try await stamp(repository, into: output).contains("static let dirty = true"))
  }
}
