import Foundation
import TestSupport
import Testing

/// What no hostile server, broken output or interruption may do to `news`: crash it, lose what
/// it finished, or send a secret where it does not belong.
@Suite("news, end to end: output failures, interruptions, secrets")
struct TrustEndToEndTests {
  final class Home: @unchecked Sendable {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("news-trust-\(UUID().uuidString)")
    var variables: [String: String] {
      ["XDG_DATA_HOME": directory.path, "XDG_CONFIG_HOME": directory.path + "/config"]
    }
    deinit { try? FileManager.default.removeItem(at: directory) }
  }

  /// Runs `news` through `sh -c script`, where the script names the binary `"$0"` and its
  /// arguments `"$@"`.
  static func shell(_ script: String, _ arguments: [String], environment: [String: String] = [:])
    async throws -> NewsBinary.Result
  {
    try await NewsBinary.run(
      arguments, environment: environment, wrapper: ["/bin/sh", "-c", script])
  }

  @Test(
    "A stdout that cannot be written (a full disk, a closed descriptor) is one line and 74, never a trap"
  )
  func unwritableStdout() async throws {
    for (script, full) in [(#"exec "$0" "$@" >/dev/full"#, true), (#"exec "$0" "$@" >&-"#, false)] {
      let english = try await Self.shell(script, ["topics", "--lang", "en"])
      #expect(english.exitCode == 74, "\(english.stderr)")
      let expected =
        full
        ? "news: The output could not be written: the disk is full.\n"
        : "news: The output could not be written.\n"
      #expect(english.stderr.hasPrefix(expected), "\(english.stderr)")
      #expect(english.stderr.split(separator: "\n").count == 2)
      #expect(!english.stderr.contains("Fatal error") && !english.stderr.contains("0x"))
      let polish = try await Self.shell(script, ["topics", "--lang", "pl"])
      #expect(polish.exitCode == 74)
      #expect(polish.stderr.hasPrefix("news: Nie udało się zapisać wyniku"), "\(polish.stderr)")
    }
  }

  @Test("A pipe whose reader left, with SIGPIPE ignored, ends quietly with 0")
  func brokenPipe() async throws {
    // `true` is gone long before news writes: the write fails with EPIPE.
    let script = #"trap '' PIPE; { sleep 0.3; "$0" "$@"; echo "exit=$?" >&2; } | true"#
    let result = try await Self.shell(script, ["topics"])
    #expect(result.stderr == "exit=0\n", "\(result.stderr)")
  }

  @Test(
    "An interrupted feed refresh (Ctrl-C, SIGTERM) keeps every feed that had finished",
    arguments: [SIGINT, SIGTERM])
  func interruptedRefresh(signal: Int32) async throws {
    let server = try LoopbackServer { request in
      if request.path == "/slow.xml" { return .silence }
      let name = request.path.dropFirst().dropLast(4)
      let rss = """
        <rss version="2.0"><channel><title>\(name)</title>
        <item><title>Story from \(name)</title><link>http://site.example/\(name)</link></item>
        </channel></rss>
        """
      return CannedResponse(status: 200, body: Data(rss.utf8))
    }
    defer { server.stop() }
    let home = Home()
    let names = (1...5).map { "fast\($0)" } + ["slow"]
    let opml =
      "<opml version=\"2.0\"><body>"
      + names.map { "<outline text=\"\($0)\" xmlUrl=\"\(server.baseURL)\($0).xml\"/>" }.joined()
      + "</body></opml>"
    let imported = try await NewsBinary.run(
      ["feed", "import", "-"], environment: home.variables, stdin: Data(opml.utf8))
    #expect(imported.exitCode == 0, "\(imported.stderr)")

    let process = Process()
    process.executableURL = NewsBinary.url
    process.arguments = ["feed", "refresh", "--timeout", "60"]
    process.environment = home.variables.merging(["PATH": "/usr/bin:/bin"]) { $1 }
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    var updated = 0
    for _ in 0..<400 {
      let list = try await NewsBinary.run(["feed", "list", "--json"], environment: home.variables)
      let object = try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [String: Any]
      let feeds = object?["feeds"] as? [[String: Any]] ?? []
      updated = feeds.filter { $0["status"] as? String == "updated" }.count
      if updated == 5 { break }
      try await Task.sleep(nanoseconds: 25_000_000)
    }
    #expect(updated == 5)
    kill(process.processIdentifier, signal)
    process.waitUntilExit()
    #expect(process.terminationReason == (signal == SIGINT ? .exit : .uncaughtSignal))
    let read = try await NewsBinary.run(
      ["read", "--offline", "--json", "-n", "20"], environment: home.variables)
    let listing = try #require(
      try JSONSerialization.jsonObject(with: Data(read.stdout.utf8)) as? [String: Any])
    let titles = (listing["articles"] as? [[String: Any]] ?? []).compactMap {
      $0["title"] as? String
    }
    #expect(Set(titles) == Set((1...5).map { "Story from fast\($0)" }))
  }

  @Test(
    "The browser gets no secret of news: neither the key variables nor the key from the config file"
  )
  func browserEnvironment() async throws {
    let home = Home()
    let server = try LoopbackServer { _ in .json(Fixtures.text("v3-search.json")) }
    defer { server.stop() }
    try FileManager.default.createDirectory(
      atPath: home.directory.path + "/config/news", withIntermediateDirectories: true)
    try "key = \"config-file-key-123\"\n".write(
      toFile: home.directory.path + "/config/news/config.toml", atomically: true, encoding: .utf8)
    // The "browser" writes the environment it got to a file.
    let dump = home.directory.appendingPathComponent("browser-env").path
    let browser = home.directory.appendingPathComponent("browser.sh").path
    try "#!/bin/sh\nenv > '\(dump)'\n".write(toFile: browser, atomically: true, encoding: .utf8)
    chmod(browser, 0o755)
    var environment = home.variables
    environment["NEWSCATCHER_API_URL"] = server.baseURL
    environment["NEWS_SYNC_PASSWORD"] = "sync-password-456"
    environment["COPY_OF_KEY"] = "prefix-config-file-key-123"
    environment["BROWSER"] = browser
    environment["NEWS_KEEP_ME"] = "kept"
    let search = try await NewsBinary.run(["search", "x"], environment: environment)
    #expect(search.exitCode == 0, "\(search.stderr)")
    let open = try await NewsBinary.run(["open", "1"], environment: environment)
    #expect(open.exitCode == 0, "\(open.stderr)")
    let seen = try String(contentsOfFile: dump, encoding: .utf8)
    #expect(seen.contains("NEWS_KEEP_ME=kept"))
    #expect(!seen.contains("config-file-key-123"))
    #expect(!seen.contains("sync-password-456"))
    #expect(!seen.contains("NEWS_SYNC_PASSWORD") && !seen.contains("COPY_OF_KEY"))
  }
}
