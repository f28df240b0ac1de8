import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Cron, `env -i` and odd homes: no `HOME`, no home at all, a home that cannot be written, a
/// `NEWS_LANG` news does not speak.
@Suite("news with odd homes and environments")
struct OddHomeTests {
  static let isRoot = getuid() == 0

  /// The binary copied where any user can run it, for runs as another user.
  static func copiedBinary() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("news-bin-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    chmod(folder.path, 0o755)
    return try NewsBinary.copy(into: folder)
  }

  @Test("No HOME: the account's home from the password database, as cron would need")
  func homeFromPasswordDatabase() async throws {
    let home = try #require(getpwuid(getuid())).pointee.pw_dir.map { String(cString: $0) }
    let result = try await NewsBinary.run(["config", "--json"], environment: ["HOME": ""])
    #expect(result.exitCode == 0, "\(result.stderr)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(object["store"] as? String == (home ?? "?") + "/.local/share/news/news.sqlite")
  }

  @Test("No home at all: 78 saying HOME is not set, never blaming --no-store", .enabled(if: isRoot))
  func noHomeAtAll() async throws {
    let binary = try Self.copiedBinary()
    defer { try? FileManager.default.removeItem(at: binary.deletingLastPathComponent()) }
    // A user the password database does not know.
    let stranger = ["/usr/bin/setpriv", "--reuid=54321", "--regid=54321", "--clear-groups"]
    for arguments in [["saved"], ["show", "1"], ["feed", "list"]] {
      let result = try await NewsBinary.run(
        arguments, environment: ["HOME": ""], wrapper: stranger, executable: binary)
      #expect(result.exitCode == 78, "\(arguments): \(result.stderr)")
      #expect(result.stderr.hasPrefix("news: HOME is not set"), "\(result.stderr)")
      #expect(!result.stderr.contains("--no-store"))
    }
    // nobody's home is /nonexistent: found, but no store can be made there.
    let nobody = ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"]
    let show = try await NewsBinary.run(
      ["show", "1"], environment: ["HOME": ""], wrapper: nobody, executable: binary)
    #expect(show.exitCode == 74, "\(show.stderr)")
    #expect(show.stderr.hasPrefix("news: Could not open the article store at /nonexistent/"))
  }

  @Test(
    "A store that cannot be created: 74 where it is needed; saved and search --offline are empty")
  func storeCannotBeCreated() async throws {
    let environment = ["XDG_DATA_HOME": "/dev/null/news"]
    for arguments in [["show", "1"], ["feed", "list"], ["save", "1"], ["edition", "list"]] {
      let result = try await NewsBinary.run(arguments, environment: environment)
      #expect(result.exitCode == 74, "\(arguments): \(result.stderr)")
      #expect(result.stderr.hasPrefix("news: Could not open the article store at /dev/null/news/"))
    }
    for arguments in [["saved"], ["search", "--offline", "x"]] {
      let result = try await NewsBinary.run(arguments, environment: environment)
      #expect(result.exitCode == 0, "\(arguments): \(result.stderr)")
      #expect(
        result.stdout.contains("No saved articles yet.")
          || result.stdout.contains("No article on this computer matches."), "\(result.stdout)")
      #expect(result.stderr.hasPrefix("news: Could not use the article store"), "\(result.stderr)")
    }
  }

  @Test("A NEWS_LANG news does not speak is said once, in the language used; --lang silences it")
  func unknownLanguage() async throws {
    let english = try await NewsBinary.run(["topics"], environment: ["NEWS_LANG": "de"])
    #expect(english.exitCode == 0 && english.stdout.hasPrefix("Topics\n"))
    #expect(
      english.stderr
        == "news: NEWS_LANG is “de”, but news speaks pl or en; it uses en. Set NEWS_LANG to pl or en.\n"
    )
    let polish = try await NewsBinary.run(
      ["topics"], environment: ["NEWS_LANG": "de", "LANG": "pl_PL.UTF-8"])
    #expect(polish.stderr.hasPrefix("news: NEWS_LANG ma wartość „de”"), "\(polish.stderr)")
    // Wrapped like every notice when COLUMNS asks for it.
    let narrow = try await NewsBinary.run(
      ["topics"], environment: ["NEWS_LANG": "de", "COLUMNS": "40"])
    let lines = narrow.stderr.split(separator: "\n")
    #expect(lines.count > 1 && lines.allSatisfy { $0.count <= 40 }, "\(narrow.stderr)")
    let status = try await NewsBinary.run(["sync", "status"], environment: ["COLUMNS": "40"])
    #expect(status.exitCode == 0 && status.stdout.hasPrefix("Not signed in to a reader service."))
    #expect(status.stdout.split(separator: "\n").allSatisfy { $0.count <= 40 }, "\(status.stdout)")
    let chosen = try await NewsBinary.run(["topics", "-l", "pl"], environment: ["NEWS_LANG": "de"])
    #expect(chosen.exitCode == 0 && chosen.stderr.isEmpty)
  }
}
