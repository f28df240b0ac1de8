import Foundation
import TestSupport
import Testing

/// A podcast as a newsboat user meets it (issue 58, point 5): `news download N` into
/// `download-path` with progress, going on after a stop, played with `player`; `e` and `P` in
/// a real terminal.
@Suite("news, end to end: downloading and playing enclosures")
struct DownloadEndToEndTests {
  /// The episode: 600 kB that differ at every offset.
  static let episode = Data(
    (0..<600_000).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 7) })

  /// A podcast feed (an episode, then a text without a file) and the episode's file, served as
  /// a real server does, with `Range`.
  static func server() throws -> LoopbackServer {
    try LoopbackServer { request in
      guard request.path == "/feed.xml" else { return .ranged(episode, for: request) }
      let base = "http://127.0.0.1:\(request.headers["host"]?.split(separator: ":").last ?? "")"
      let rss = """
        <?xml version="1.0"?><rss version="2.0"><channel><title>Podcast</title>
        <item><title>Episode 1</title><link>\(base)/1</link><guid>ep1</guid>
        <pubDate>Tue, 01 Dec 2026 10:00:00 GMT</pubDate><description>The first.</description>
        <enclosure url="\(base)/media/ep1.mp3?track=rss" type="audio/mpeg" length="600000"/></item>
        <item><title>Show notes</title><link>\(base)/2</link><guid>notes</guid>
        <pubDate>Mon, 30 Nov 2026 10:00:00 GMT</pubDate><description>Text only.</description></item>
        </channel></rss>
        """
      return CannedResponse(
        headers: [("Content-Type", "application/rss+xml")], body: Data(rss.utf8))
    }
  }

  /// A home subscribed to the podcast, its last list shown (1: the episode, 2: the notes).
  static func subscribed(_ server: LoopbackServer) async throws -> ScratchHome {
    let home = ScratchHome()
    #expect(try await home.run(["feed", "add", server.baseURL + "feed.xml"]).exitCode == 0)
    let list = try await home.run(["read", "--offline", "--no-stories"])
    #expect(list.stdout.contains("1. Episode 1") && list.stdout.contains("2. Show notes"))
    return home
  }

  static func json(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  @Test("download N saves the episode under download-path/<feed>/, once; --json; wrong numbers 64")
  func downloads() async throws {
    let server = try Self.server()
    defer { server.stop() }
    let home = try await Self.subscribed(server)
    let path = home.directory.path + "/Downloads/Podcast/ep1.mp3"
    let done = try await home.run(["download", "1"])
    #expect(done.exitCode == 0, "\(done.stderr)")
    #expect(done.stdout == "Downloaded 600 kB to \(path)\n")
    // Not a terminal: no progress line on stderr.
    #expect(done.stderr.isEmpty)
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Self.episode)
    let fetched = server.requests.filter { $0.path.hasPrefix("/media/") }.count
    let again = try await home.run(["download", "1"], language: "pl")
    #expect(again.stdout == "Już pobrano: \(path)\n")
    let json = try Self.json(try await home.run(["download", "1", "--json"]).stdout)
    #expect(json["path"] as? String == path && json["already_there"] as? Bool == true)
    #expect(json["bytes"] as? Int == 600_000)
    #expect(server.requests.filter { $0.path.hasPrefix("/media/") }.count == fetched)
    // The notes have no file; the episode has one enclosure.
    let none = try await home.run(["download", "2"])
    #expect(none.exitCode == 64)
    #expect(none.stderr.contains("Article 2 has no file to download (no enclosure)."))
    let second = try await home.run(["download", "1", "--enclosure", "2"], language: "pl")
    #expect(second.exitCode == 64)
    #expect(second.stderr.contains("Artykuł nr 1 nie ma załącznika nr 2."), "\(second.stderr)")
    #expect(second.stderr.contains("podaj --enclosure 1"), "\(second.stderr)")
  }

  @Test("A .part left by a stopped download is gone on from; download-path from config.toml")
  func resumes() async throws {
    let server = try Self.server()
    defer { server.stop() }
    let home = try await Self.subscribed(server)
    try ReaderKeysEndToEndTests.configure(home, "download-path = \"~/Podcasts\"\n")
    let folder = home.directory.appendingPathComponent("Podcasts/Podcast")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Self.episode.prefix(250_000).write(to: folder.appendingPathComponent("ep1.mp3.part"))
    let run = try await home.run(["download", "1", "--json"])
    #expect(run.exitCode == 0, "\(run.stderr)")
    let json = try Self.json(run.stdout)
    #expect(json["resumed_from"] as? Int == 250_000)
    #expect(json["path"] as? String == folder.path + "/ep1.mp3")
    #expect(try Data(contentsOf: folder.appendingPathComponent("ep1.mp3")) == Self.episode)
    let ranges = server.requests.filter { $0.path.hasPrefix("/media/") }.map(
      CannedResponse.rangeStart)
    #expect(ranges.first == 250_000, "\(ranges)")
    #expect(!FileManager.default.fileExists(atPath: folder.path + "/ep1.mp3.part"))
  }

  @Test("--play hands the file to config's player; none configured is 78 before any download")
  func plays() async throws {
    let server = try Self.server()
    defer { server.stop() }
    let home = try await Self.subscribed(server)
    let unset = try await home.run(["download", "1", "--play"])
    #expect(unset.exitCode == 78 && unset.stderr.contains("No player is configured."))
    #expect(server.requests.filter { $0.path.hasPrefix("/media/") }.isEmpty)
    let player = try ReaderKeysEndToEndTests.program(home.directory, "player")
    try ReaderKeysEndToEndTests.configure(home, "player = \"\(player.path) --fullscreen\"\n")
    let played = try await home.run(["download", "1", "--play"])
    #expect(played.exitCode == 0, "\(played.stderr)")
    let given = try String(
      contentsOf: home.directory.appendingPathComponent("player.txt"), encoding: .utf8)
    #expect(given == "--fullscreen\n" + home.directory.path + "/Downloads/Podcast/ep1.mp3\n")
    let failing = try ReaderKeysEndToEndTests.program(home.directory, "broken", exit: 2)
    try ReaderKeysEndToEndTests.configure(home, "player = \"\(failing.path)\"\n")
    let failed = try await home.run(["download", "1", "--play"], language: "pl")
    #expect(failed.exitCode == 78)
    #expect(failed.stderr.contains("Odtwarzacz „broken” zakończył pracę z kodem błędu 2"))
    #expect(failed.stdout.hasPrefix("Już pobrano: "))
  }

  @Test("In a real terminal: e downloads the selected episode with progress, P plays it")
  func readerKeys() async throws {
    let server = try Self.server()
    defer { server.stop() }
    let home = try await Self.subscribed(server)
    let player = try ReaderKeysEndToEndTests.program(home.directory, "player")
    try ReaderKeysEndToEndTests.configure(home, "player = \"\(player.path)\"\n")
    var environment = home.variables()
    environment["PATH"] = "/nonexistent"
    let run = try PseudoTerminalRun([], environment: environment, controllingTerminal: true)
    run.read(until: "Feeds: the newest articles")
    // P before the file is there: said; e fetches it.
    run.press(Array("P".utf8))
    run.read(until: "Not downloaded yet: e downloads it.")
    run.press(Array("e".utf8))
    run.read(until: "Downloaded ep1.mp3; P plays it.")
    run.press(Array("P".utf8))
    run.read(until: "The player has ended.")
    // The notes have no file.
    run.press(Array("je".utf8))
    run.read(until: "This article has no enclosure to download.")
    run.press(Array("q".utf8))
    #expect(run.exitCode() == 0)
    #expect(run.missed.isEmpty, "never appeared: \(run.missed)")
    let path = home.directory.path + "/Downloads/Podcast/ep1.mp3"
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Self.episode)
    let given = try String(
      contentsOf: home.directory.appendingPathComponent("player.txt"), encoding: .utf8)
    #expect(given == path + "\n")
  }
}
