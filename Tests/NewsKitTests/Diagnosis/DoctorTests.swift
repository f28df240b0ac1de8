import Foundation
import Localization
import TestSupport
import Testing

@testable import NewsKit

/// `news doctor`'s checks and report, on environments built here.
@Suite("Doctor: checks, exit codes, the report")
struct DoctorTests {
  /// A temporary folder for a store, removed afterwards.
  final class Folder: @unchecked Sendable {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("news-doctor-unit-\(UUID().uuidString)")
    var store: URL { url.appendingPathComponent("news/news.sqlite") }
    deinit { try? FileManager.default.removeItem(at: url) }
  }

  func environment(
    _ variables: [String: String], files: [String: String] = [:],
    send: @escaping @Sendable (HTTPRequest) throws -> HTTPResponse = { _ in
      HTTPResponse(status: 200, body: Fixtures.data("v3-search.json"))
    }
  ) -> NewsEnvironment {
    var environment = NewsEnvironment(
      send: { try send($0) }, variables: variables,
      readFile: { path in files[path].map { ($0, 0o600) } })
    environment.httpLibrary = { "libcurl/8.5.0 OpenSSL/3.0.13 zlib/1.3 brotli/1.1.0" }
    return environment
  }

  @Test("A configuration file's every bad line is found, in order, with the good lines kept")
  func everyBadLine() {
    let reading = ConfigFile.parseAll(
      "lang = \"pl\"\ncount = 0\n\n[nope]\ntheme = dark\napi = \"v2\"\n")
    #expect(reading.problems.map(\.line) == [2, 4, 5])
    #expect(
      reading.problems.map(\.problem) == [
        .invalidValue(key: "count"), .unknownKey("[nope]"), .unquoted(key: "theme"),
      ])
    #expect(reading.file.lang == "pl" && reading.file.api == "v2")
    #expect(throws: ConfigFileError(line: 2, problem: .invalidValue(key: "count"))) {
      try ConfigFile.parse("lang = \"pl\"\ncount = 0\n[nope]\n")
    }
  }

  @Test("Problems map to 74 (store), 78 (settings, a refused key or sign-in) and 69 (network)")
  func exitCodes() {
    #expect(DoctorLine(.store, .storeDamaged("/s")).exitCode == 74)
    #expect(DoctorLine(.libcurl, .libcurlMissing).exitCode == 69)
    #expect(DoctorLine(.provider, .failed(.keyRejected(status: 401, api: .v3))).exitCode == 78)
    #expect(DoctorLine(.provider, .failed(.missingAPIKey)).exitCode == 78)
    #expect(DoctorLine(.sync, .failed(.syncSignInAgain(server: "h"))).exitCode == 78)
    #expect(DoctorLine(.provider, .failed(.undecodable(.notJSON))).status == .problem)
    // A server that cannot be reached now is a warning; a refusal is a problem.
    #expect(Doctor.finding(.network(host: "h")) == .unreachable(.network(host: "h")))
    #expect(
      Doctor.finding(.timedOut(host: "h", seconds: 10, tries: 3))
        == .unreachable(.timedOut(host: "h", seconds: 10, tries: 3)))
    #expect(DoctorLine(.sync, Doctor.finding(.server(status: 503))).status == .warning)
    #expect(DoctorLine(.sync, Doctor.finding(.server(status: 503))).exitCode == 0)
    #expect(
      Doctor.finding(.keyRejected(status: 401, api: .v3))
        == .failed(.keyRejected(status: 401, api: .v3)))
    #expect(DoctorLine(.provider, .failed(.undecodable(.notJSON))).exitCode == 69)
    #expect(DoctorLine(.store, .failed(.storeNotWritable("/s", diskFull: false))).exitCode == 74)
    #expect(DoctorLine(.provider, .providerLimited(seconds: 30)).status == .warning)
    let report = DoctorReport(lines: [
      DoctorLine(.provider, .providerLimited(seconds: nil)),
      DoctorLine(.config, .failed(.missingAPIKey)),
      DoctorLine(.store, .storeDamaged("/s")),
    ])
    #expect(report.exitCode == 78, "the first problem decides")
    #expect(DoctorReport(lines: [DoctorLine(.sync, .syncNotSignedIn)]).exitCode == 0)
  }

  @Test(
    "The store: absent, intact with its articles and what pruning would free, damaged and left where it is"
  )
  func store() throws {
    let folder = Folder()
    let now = Date(timeIntervalSince1970: 1_800_000_000)
    let cutoff = now.addingTimeInterval(-30 * 86_400)
    #expect(
      StoreHealth.inspect(folder.store, schema: NewsSchema.all, pruneBefore: cutoff) == .absent)
    let opened = StoreOpener.open(at: folder.store, schema: NewsSchema.all, now: now)
    let store = try #require(opened.store)
    let articles = ["a", "b", "c"].map {
      Article(title: $0, summary: "S", source: "example.com", link: "https://example.com/" + $0)
    }
    let subject = StoreSubject(.topic(.news), language: "en")
    _ = try store.remember(Array(articles[0...1]), for: subject, at: cutoff - 86_400)
    _ = try store.remember([articles[2]], for: subject, at: now)
    let bytes = StoreFiles.size(of: folder.store)
    let health = StoreHealth.inspect(folder.store, schema: NewsSchema.all, pruneBefore: cutoff)
    let (size, count, space) = try #require(health.figures)
    #expect(size == bytes && count == 3)
    // The two fetched before the cutoff, not in the last list; about two thirds of the pages used.
    #expect(space.prunable == 2)
    #expect(space.prunableBytes > 0 && space.prunableBytes < bytes)
    #expect(bytes > 8_192, "the write-ahead log counts")
    #expect(try store.prune(before: cutoff) == 2)
    let after = StoreHealth.inspect(folder.store, schema: NewsSchema.all, pruneBefore: cutoff)
    let left = try #require(after.figures)
    #expect(left.articles == 1 && left.space.prunable == 0 && left.space.prunableBytes == 0)
    let garbage = Data(repeating: 0x5A, count: 4_096)
    try garbage.write(to: folder.store)
    for suffix in ["-wal", "-shm"] {
      try FileManager.default.removeItem(atPath: folder.store.path + suffix)
    }
    #expect(
      StoreHealth.inspect(folder.store, schema: NewsSchema.all, pruneBefore: cutoff) == .damaged)
    #expect(try Data(contentsOf: folder.store) == garbage)
  }

  @Test("A healthy environment: every line OK, the provider asked for one article, exit 0")
  func healthy() async throws {
    let folder = Folder()
    let requests = RecordingTransport { request in
      HTTPResponse(status: 200, body: Fixtures.data("v3-search.json"))
    }
    var environment = requests.environment([
      "NEWSCATCHER_API_KEY": "secret-key-123", "XDG_DATA_HOME": folder.url.path,
      "XDG_CONFIG_HOME": folder.url.path, "LANG": "pl_PL.UTF-8",
    ])
    environment.httpLibrary = { "libcurl/8.5.0 OpenSSL/3.0.13 zlib/1.3" }
    let report = await Doctor(environment: environment, values: CommandLineOptions()).examine()
    #expect(
      report.lines.map(\.check) == [.libcurl, .store, .feeds, .config, .provider, .sync, .terminal])
    #expect(report.lines[2].finding == .feedsNone)
    #expect(report.lines[0].finding == .libcurlLoaded("libcurl/8.5.0 OpenSSL/3.0.13"))
    #expect(report.exitCode == 0)
    #expect(requests.requests.count == 1)
    #expect(requests.requests.first?.url.absoluteString.contains("page_size=1") == true)
  }

  @Test("Broken settings skip the provider; a missing libcurl and a rate limit are said")
  func brokenSettings() async throws {
    let folder = Folder()
    let config = folder.url.path + "/news/config.toml"
    let broken = environment(
      ["XDG_CONFIG_HOME": folder.url.path, "XDG_DATA_HOME": folder.url.path],
      files: [config: "count = 0\nkey = \"k\"\napi = v9\n"])
    let report = await Doctor(environment: broken, values: CommandLineOptions()).examine()
    #expect(report.lines.compactMap(\.configLine) == [1, 3])
    #expect(report.lines.contains(DoctorLine(.provider, .providerSkipped)))
    #expect(report.exitCode == 78)
    // Broken settings: colour still follows the option typed.
    let colored = await Doctor(environment: broken, values: CommandLineOptions(color: "always"))
      .examine()
    #expect(
      colored.lines.contains {
        if case .terminal(_, color: true, _, _) = $0.finding { true } else { false }
      })

    var limited = environment(["NEWSCATCHER_API_KEY": "k", "XDG_DATA_HOME": folder.url.path]) { _ in
      HTTPResponse(status: 429, headers: ["retry-after": "30"])
    }
    limited.httpLibrary = { nil }
    let second = await Doctor(environment: limited, values: CommandLineOptions()).examine()
    #expect(second.lines.first == DoctorLine(.libcurl, .libcurlMissing))
    #expect(second.lines.contains(DoctorLine(.provider, .providerLimited(seconds: 30))))
    #expect(second.exitCode == 69)
  }

  @Test("The locale: UTF-8 or not, LC_ALL over LC_CTYPE over LANG")
  func locale() {
    #expect(TerminalCheck.nonUTF8Locale(["LANG": "pl_PL.UTF-8"]) == nil)
    #expect(TerminalCheck.nonUTF8Locale(["LANG": "en_US.utf8"]) == nil)
    #expect(TerminalCheck.nonUTF8Locale([:]) == nil)
    #expect(TerminalCheck.nonUTF8Locale(["LANG": "C.UTF-8", "LC_ALL": "C"]) == "LC_ALL=C")
    #expect(
      TerminalCheck.nonUTF8Locale(["LC_CTYPE": "pl_PL.ISO-8859-2"]) == "LC_CTYPE=pl_PL.ISO-8859-2")
  }

  @Test("The report wraps under its column, never breaks a path; colour off is the same text")
  func rendering() {
    let report = DoctorReport(lines: [
      DoctorLine(.libcurl, .libcurlLoaded("libcurl/8.5.0 OpenSSL/3.0.13")),
      DoctorLine(
        .store, .storeNotYet("/home/ala/.local/share/news/a-rather-long-folder-name/news.sqlite")),
      DoctorLine(.config, .failed(.missingAPIKey)),
      DoctorLine(.terminal, .notUTF8("LANG=C")),
    ])
    let plain = DoctorView.render(
      report, strings: Language.en.strings, colorEnabled: false, width: 60, now: Date())
    let colored = DoctorView.render(
      report, strings: Language.en.strings, colorEnabled: true, width: 60, now: Date())
    #expect(colored.contains("\u{1B}[1;31mx\u{1B}[0m settings"))
    #expect(
      colored.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
        == plain)
    let lines = plain.split(separator: "\n", omittingEmptySubsequences: false)
    // Not UTF-8: the marks are ASCII.
    #expect(lines[0] == "+ libcurl   libcurl/8.5.0 OpenSSL/3.0.13 loaded")
    #expect(
      lines[1] == "+ store     /home/ala/.local/share/news/a-rather-long-folder-name/news.sqlite:")
    #expect(lines[2].hasPrefix("            not made yet;"))
    #expect(
      lines.dropFirst(2).allSatisfy {
        $0.isEmpty || $0.hasPrefix("  ") || DisplayWidth.of($0) <= 60
      })
    #expect(plain.contains("x settings  "))
    #expect(plain.hasSuffix("\n1 problem and 1 warning found.\n"))
    // Narrow: each message under its name, indented by two.
    let narrow = DoctorView.render(
      report, strings: Language.en.strings, colorEnabled: false, width: 40, now: Date())
    #expect(
      narrow.hasPrefix("+ libcurl\n  libcurl/8.5.0 OpenSSL/3.0.13 loaded\n+ store\n  /home/ala/"))
    #expect(narrow.split(separator: "\n").allSatisfy { $0.hasPrefix("  ") || !$0.contains("  ") })
  }
}

extension StoreHealth {
  /// An intact store's figures; nil for any other state.
  var figures: (bytes: Int, articles: Int, space: StoreSpace)? {
    if case .intact(let bytes, let articles, let space) = self { return (bytes, articles, space) }
    return nil
  }
}

extension DoctorTests {
  @Test("Pictures: the protocol found and who said; inside tmux with passthrough off, a warning")
  func pictures() async throws {
    var environment = self.environment(["TERM": "xterm"])
    environment.isTerminal = { _ in true }
    environment.terminalGraphics = {
      GraphicsQuery.parse(Array("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?62;c".utf8))
    }
    let check = { (environment: NewsEnvironment) in
      await TerminalCheck(environment: environment, settings: nil, values: CommandLineOptions())
        .pictures()
    }
    let plain = await check(environment)
    #expect(plain.map(\.finding) == [.pictures("kitty", source: .terminal)])
    let english = DoctorView.message(plain[0].finding, strings: .english, now: Date())
    #expect(
      english.what == "pictures drawn with the kitty graphics protocol (as the terminal answered)")
    // Inside tmux, tmux's own answers say nothing of the terminal outside: tmux names it.
    environment.variables["TMUX"] = "/tmp/tmux-0/default,1,0"
    let asked = AskedCommands()
    let tmux = { (answer: String) in
      { @Sendable (words: [String], _: Data?, _: [String: String], _: Double, _: Int) in
        asked.add(words)
        return CapturedRunResult(result: .exited(0), output: Data(answer.utf8))
      }
    }
    environment.runCapturing = tmux("kitty(0.26.5)\tbpaste,focus,title\t0\t0\t0\n")
    let off = await check(environment)
    #expect(off.map(\.finding) == [.pictures("half-blocks", source: .tmux), .tmuxPassthroughOff])
    #expect(off[1].status == .warning)
    #expect(asked.last == ["tmux", "display", "-p", TmuxClient.format])
    let polish = DoctorView.message(off[1].finding, strings: .polish, now: Date())
    #expect(polish.fix?.contains("tmux set -g allow-passthrough on") == true)
    let polishLine = DoctorView.message(off[0].finding, strings: .polish, now: Date())
    #expect(
      polishLine.what
        == "ilustracje rysowane jako kolorowe półbloki (według tego, co tmux usłyszał od"
        + " terminala, w którym działa)")
    // Passthrough on: kitty, no warning.
    environment.runCapturing = tmux("kitty(0.26.5)\tbpaste\t1\t0\t0\n")
    #expect(await check(environment).map(\.finding) == [.pictures("kitty", source: .tmux)])
    // Off in front of a terminal that draws only half blocks anyway: nothing to warn of.
    environment.runCapturing = tmux("XTerm(379)\tRGB,title\toff\t0\t0\n")
    #expect(await check(environment).map(\.finding) == [.pictures("half-blocks", source: .tmux)])
    // tmux that cannot name the terminal: its environment decides.
    environment.terminalGraphics = { GraphicsQuery.parse(Array("\u{1B}[?1;2c".utf8)) }
    environment.variables["KITTY_WINDOW_ID"] = "3"
    environment.runCapturing = tmux("\tbpaste\ton\t0\t0\n")
    #expect(await check(environment).map(\.finding) == [.pictures("kitty", source: .environment)])
    environment.isTerminal = { _ in false }
    #expect(await check(environment).isEmpty)
  }
}

/// The commands a test's environment was asked to run.
final class AskedCommands: @unchecked Sendable {
  private let lock = NSLock()
  private var commands: [[String]] = []
  func add(_ words: [String]) { lock.withLock { commands.append(words) } }
  var last: [String]? { lock.withLock { commands.last } }
  var count: Int { lock.withLock { commands.count } }
}
