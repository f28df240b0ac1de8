import Foundation
import TestSupport
import Testing

/// `news doctor` on the built binary: a healthy home, a broken one, both languages, JSON.
@Suite("news doctor, end to end")
struct DoctorEndToEndTests {
  static let key = "doctor-secret-key-0123456789"
  static let token = "reader-token-abcdef"

  /// A home of its own: data and configuration folders under a temporary directory.
  final class Home: @unchecked Sendable {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("news-doctor-\(UUID().uuidString)")
    var store: URL { directory.appendingPathComponent("data/news/news.sqlite") }
    var config: URL { directory.appendingPathComponent("config/news/config.toml") }
    var variables: [String: String] {
      [
        "XDG_DATA_HOME": directory.appendingPathComponent("data").path,
        "XDG_CONFIG_HOME": directory.appendingPathComponent("config").path,
      ]
    }
    func write(_ text: String, to url: URL, mode: Int = 0o600) throws {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
      try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: url.path)
    }
    deinit { try? FileManager.default.removeItem(at: directory) }
  }

  /// One loopback server for the news API (a fixture) and a reader service (its token path).
  static func server(apiStatus: Int = 200) throws -> LoopbackServer {
    try LoopbackServer { request in
      if request.target.hasPrefix("/reader/reader/api/0/token") {
        guard request.headers["authorization"] == "GoogleLogin auth=\(token)" else {
          return CannedResponse(status: 401, headers: [], body: Data("Unauthorized".utf8))
        }
        return CannedResponse(status: 200, headers: [], body: Data("write-token\n".utf8))
      }
      return .json(Fixtures.text("v3-search.json"), status: apiStatus)
    }
  }

  func json(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  @Test("A healthy home: every check OK, exit 0, the key never shown; JSON and Polish agree")
  func healthy() async throws {
    let server = try Self.server()
    defer { server.stop() }
    let home = Home()
    var variables = home.variables.merging(
      [
        "NEWSCATCHER_API_KEY": Self.key, "NEWSCATCHER_API_URL": server.baseURL + "api/",
        "LANG": "C.UTF-8",
      ],
      uniquingKeysWith: { $1 })
    try home.write("count = 5\ntheme = \"dark\"\n", to: home.config)
    try home.write(
      "server = \"\(server.baseURL)reader\"\nuser = \"ala\"\ntoken = \"\(Self.token)\"\n",
      to: home.config.deletingLastPathComponent().appendingPathComponent("sync.toml"))
    let topic = try await NewsBinary.run(["topic", "news"], environment: variables)
    #expect(topic.exitCode == 0, "\(topic.stderr)")

    let result = try await NewsBinary.run(["doctor"], environment: variables)
    #expect(result.exitCode == 0, "\(result.stdout)\(result.stderr)")
    #expect(result.stderr.isEmpty)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("✓ libcurl   libcurl/") == true, "\(lines)")
    #expect(
      lines.contains {
        $0.hasPrefix("✓ store     \(home.store.path): intact, ") && $0.contains(" articles; ")
      })
    #expect(lines.contains("✓ settings  \(home.config.path): every line is valid"))
    #expect(lines.contains { $0.hasPrefix("✓ provider  Newscatcher v3 answered in ") })
    #expect(
      lines.contains {
        $0.hasPrefix("✓ sync      signed in to http://127.0.0.1:") && $0.contains(" as ala;")
      }, "\(lines)")
    #expect(lines.contains { $0.hasPrefix("✓ terminal  stdout is not a terminal") })
    #expect(lines.last == "No problems found.")
    // The provider was asked for one article, with the key in its header only.
    let asked = try #require(server.requests.last { $0.target.contains("latest_headlines") })
    #expect(asked.queryValue("page_size") == "1")
    for output in [result.stdout, result.stderr] {
      #expect(!output.contains(Self.key) && !output.contains(Self.token))
    }

    let document = try json(
      try await NewsBinary.run(["doctor", "--json"], environment: variables).stdout)
    #expect(document["kind"] as? String == "doctor" && document["exit_code"] as? Int == 0)
    let checks = try #require(document["checks"] as? [[String: Any]])
    #expect(
      checks.map { $0["check"] as? String } == [
        "libcurl", "store", "feeds", "config", "provider", "sync", "terminal",
      ])
    #expect(checks.allSatisfy { $0["status"] as? String == "ok" })
    #expect(
      checks.allSatisfy {
        Set($0.keys) == ["check", "status", "message", "fix", "exit_code", "line"]
      })

    variables["NEWS_LANG"] = "pl"
    let polish = try await NewsBinary.run(["doctor"], environment: variables)
    #expect(polish.exitCode == 0)
    #expect(
      polish.stdout.contains("✓ baza                 \(home.store.path): sprawna, "),
      "\(polish.stdout)")
    #expect(polish.stdout.hasSuffix("\nNie znaleziono problemów.\n"), "\(polish.stdout)")
  }

  @Test("A damaged store is 74 and stays where it was; a config with two bad lines names both")
  func brokenHome() async throws {
    let home = Home()
    let garbage = Data(repeating: 0x41, count: 8_192)
    try FileManager.default.createDirectory(
      at: home.store.deletingLastPathComponent(), withIntermediateDirectories: true)
    try garbage.write(to: home.store)
    try home.write(
      "lang = \"en\"\ncount = 500\n# a comment\ncolour = \"never\"\nkey = \"\(Self.key)\"\n",
      to: home.config, mode: 0o644)

    let result = try await NewsBinary.run(["doctor"], environment: home.variables)
    #expect(result.exitCode == 74, "\(result.stdout)")
    #expect(try Data(contentsOf: home.store) == garbage, "the damaged file is left as it was")
    #expect(result.stdout.contains("✗ store     \(home.store.path) is damaged"))
    #expect(result.stdout.contains("✗ settings  Line 2 of \(home.config.path)"))
    #expect(result.stdout.contains("✗ settings  Line 4 of \(home.config.path)"))
    #expect(
      result.stdout.contains("! settings  \(home.config.path) holds your API key"),
      "\(result.stdout)")
    #expect(result.stdout.contains("– provider  not asked"))
    #expect(result.stdout.hasSuffix("\n3 problems and 1 warning found.\n"), "\(result.stdout)")
    #expect(!result.stdout.contains(Self.key) && !result.stderr.contains(Self.key))

    let document = try json(
      try await NewsBinary.run(["doctor", "--json"], environment: home.variables).stdout)
    #expect(document["exit_code"] as? Int == 74)
    let checks = try #require(document["checks"] as? [[String: Any]])
    let settings = checks.filter {
      $0["check"] as? String == "config" && $0["status"] as? String == "problem"
    }
    #expect(settings.map { $0["line"] as? Int } == [2, 4])
    #expect(settings.allSatisfy { $0["exit_code"] as? Int == 78 && $0["fix"] is String })

    // The store mended (gone), the settings are the first problem: 78, in Polish too.
    try FileManager.default.removeItem(at: home.store)
    let polish = try await NewsBinary.run(["doctor", "--lang", "pl"], environment: home.variables)
    #expect(polish.exitCode == 78)
    #expect(
      polish.stdout.contains("✗ ustawienia           W wierszu 2 pliku \(home.config.path)"),
      "\(polish.stdout)")
    #expect(
      polish.stdout.hasSuffix("\nZnaleziono 2 problemy i 1 ostrzeżenie.\n"), "\(polish.stdout)")
  }

  @Test(
    "The provider refusing the key is 78, an unreachable one a warning (0), a sign-in refused 78")
  func providerAndSync() async throws {
    let refusing = try Self.server(apiStatus: 401)
    defer { refusing.stop() }
    let home = Home()
    var variables = home.variables.merging(
      ["NEWSCATCHER_API_KEY": Self.key, "NEWSCATCHER_API_URL": refusing.baseURL + "api/"],
      uniquingKeysWith: { $1 })
    let rejected = try await NewsBinary.run(["doctor"], environment: variables)
    #expect(rejected.exitCode == 78, "\(rejected.stdout)")
    #expect(rejected.stdout.contains("✗ provider  "))

    variables["NEWSCATCHER_API_URL"] = "http://127.0.0.1:9/api/"
    let unreachable = try await NewsBinary.run(
      ["doctor", "--timeout", "2"], environment: variables)
    #expect(unreachable.exitCode == 0, "\(unreachable.stdout)")
    #expect(
      unreachable.stdout.contains("! provider  Could not connect to 127.0.0.1:9."),
      "\(unreachable.stdout)")
    #expect(
      unreachable.stdout.hasSuffix("\nNo problems found; 1 warning.\n"), "\(unreachable.stdout)")

    variables["NEWSCATCHER_API_URL"] = refusing.baseURL + "api/"
    variables["NEWSCATCHER_API_KEY"] = nil
    variables["NEWS_GOOGLE_RSS_URL"] = refusing.baseURL + "rss"
    try home.write(
      "server = \"\(refusing.baseURL)reader\"\nuser = \"ala\"\ntoken = \"stale\"\n",
      to: home.config.deletingLastPathComponent().appendingPathComponent("sync.toml"))
    let signedOut = try await NewsBinary.run(["doctor", "--json"], environment: variables)
    let checks = try #require(try json(signedOut.stdout)["checks"] as? [[String: Any]])
    let sync = try #require(checks.first { $0["check"] as? String == "sync" })
    #expect(sync["status"] as? String == "problem" && sync["exit_code"] as? Int == 78, "\(sync)")
    #expect(!signedOut.stdout.contains("stale"))
  }
}
