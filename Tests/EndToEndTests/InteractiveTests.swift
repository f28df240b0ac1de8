import Foundation
import TestSupport
import Testing

/// The interactive mode, driven through a pseudo-terminal.
@Suite("news, interactive, through a pseudo-terminal")
struct InteractiveTests {
  @Test("Search, switch language, pick a topic, page, show, save, quit")
  func session() async throws {
    let server = try LoopbackServer { request in
      request.path.hasSuffix("latest_headlines")
        ? .json(Fixtures.text("v2-latest-headlines.json")) : .json(Fixtures.text("v3-search.json"))
    }
    defer { server.stop() }
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("news-pty-\(UUID())")
    defer { try? FileManager.default.removeItem(at: home) }
    let run = try PseudoTerminalRun(
      ["--line"],
      environment: [
        "NEWSCATCHER_API_KEY": "k", "NEWSCATCHER_API_URL": server.baseURL,
        "XDG_DATA_HOME": home.path, "NO_COLOR": "1",
      ])
    #expect(
      run.read(until: "> ").contains(
        "Type words to search · t topics · f feeds · l polski · q quit"))
    run.type("kosmos")
    let results = run.read(until: "q quit\r\n> ")
    #expect(results.contains("Search: “kosmos”"))
    #expect(results.contains("1. Polska misja IGNIS"))
    run.type("l")
    let polish = run.read(until: "q zakończ\r\n> ")
    #expect(polish.contains("Wyszukiwanie: „kosmos”"))
    #expect(polish.contains("15 lipca 2025"))
    run.type("t")
    let picker = run.read(until: "(b anuluj):")
    #expect(picker.contains("2. Sport (sport)"))
    run.type("2")
    let sport = run.read(until: "q zakończ\r\n> ")
    #expect(sport.contains("Temat: Sport"))
    run.type("n")
    #expect(run.read(until: "q zakończ\r\n> ").contains("Temat: Sport"))
    // One meaning per key, as in the full-screen reader: d shows, s saves.
    run.type("d 1")
    #expect(run.read(until: "> ").contains("Świątek wins in Warsaw"))
    run.type("s 2")
    #expect(run.read(until: "> ").contains("Zapisano: „Lewandowski scores twice”"))
    run.type("q")
    #expect(run.exitCode() == 0)
    #expect(run.missed.isEmpty, "never appeared: \(run.missed)")
    let requests = server.requests
    #expect(requests.map { $0.queryValue("lang") } == ["en", "pl", "pl", "pl"])
    #expect(requests.last?.queryValue("page") == "2")
  }

  @Test("The feeds entry: all subscriptions, one feed, by id or name, paging, both languages")
  func feeds() async throws {
    let server = try LoopbackServer { request in
      CannedResponse(
        status: 200,
        body: Fixtures.data(request.path == "/atom.xml" ? "atom.xml" : "google-topic-pl.xml"))
    }
    defer { server.stop() }
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("news-pty-\(UUID())")
    defer { try? FileManager.default.removeItem(at: home) }
    let environment = [
      "XDG_DATA_HOME": home.path, "NO_COLOR": "1", "NEWS_GOOGLE_RSS_URL": server.baseURL,
    ]
    let empty = try PseudoTerminalRun(["--line"], environment: environment)
    _ = empty.read(until: "> ")
    empty.type("f")
    #expect(empty.read(until: "> ").contains("No subscriptions yet."))
    empty.type("q")
    #expect(empty.exitCode() == 0)
    // A subscription made and removed first: the ids start at 2, the menu still at 1.
    let opml =
      #"<opml version="2.0"><body><outline xmlUrl="http://127.0.0.1:9/x.xml"/></body></opml>"#
    _ = try await NewsBinary.run(
      ["feed", "import", "-"], environment: environment, stdin: Data(opml.utf8))
    _ = try await NewsBinary.run(["feed", "remove", "1"], environment: environment)
    for path in ["atom.xml", "pl.xml"] {
      let added = try await NewsBinary.run(
        ["feed", "add", server.baseURL + path], environment: environment)
      #expect(added.exitCode == 0, "\(added.stderr)")
    }
    let before = server.requests.count
    let run = try PseudoTerminalRun(["--count", "2", "--line"], environment: environment)
    _ = run.read(until: "> ")
    run.type("f")
    let picker = run.read(until: "(b back):")
    #expect(picker.contains("Feeds\r\n0. All subscriptions\r\n1. Example Atom Feed\r\n2. Sport"))
    run.type("0")
    let all = run.read(until: "q quit\r\n> ")
    #expect(all.contains("Feeds: the newest articles"))
    // Undated articles count from when they were fetched: now, so they come first.
    #expect(all.contains("No date, no link") && all.contains("Bez daty i źródła"))
    #expect(!all.contains("3. "))
    #expect(server.requests.count == before + 2, "the first page refreshes both feeds")
    run.type("n")
    let second = run.read(until: "q quit\r\n> ")
    #expect(second.contains("Feeds: the newest articles"))
    #expect(second.contains("1. Cała prawda o HTML"))
    #expect(second.contains("2. Świątek wygrywa w Warszawie"))
    #expect(server.requests.count == before + 2, "later pages read the store")
    run.type("l")
    #expect(run.read(until: "q zakończ\r\n> ").contains("Kanały: najnowsze artykuły"))
    run.type("f atom")
    let atom = run.read(until: "q zakończ\r\n> ")
    #expect(atom.contains("Kanał „Example Atom Feed”: najnowsze artykuły"))
    #expect(atom.contains("1. No date, no link") && atom.contains("2. Cała prawda o HTML"))
    #expect(!atom.contains("Lewandowski"))
    run.type("d 2")
    #expect(run.read(until: "> ").contains("A short summary."))
    run.type("f")
    #expect(run.read(until: "(b anuluj):").contains("0. Wszystkie subskrypcje"))
    run.type("zzz")
    let unknown = run.read(until: "(b anuluj):")
    #expect(unknown.contains("zzz"))
    run.type("2")
    #expect(run.read(until: "q zakończ\r\n> ").contains("Kanał „Sport"))
    run.type("q")
    #expect(run.exitCode() == 0)
    #expect(run.missed.isEmpty, "never appeared: \(run.missed)")
  }

  @Test("sync login asks for the API password on the terminal without echoing it")
  func passwordWithoutEcho() async throws {
    let server = try LoopbackServer { request in
      request.path.hasSuffix("ClientLogin")
        ? CannedResponse(status: 200, body: Data("Auth=u/token\n".utf8))
        : CannedResponse(status: 401)
    }
    defer { server.stop() }
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("news-pty-\(UUID())")
    defer { try? FileManager.default.removeItem(at: home) }
    let run = try PseudoTerminalRun(
      ["sync", "login", server.baseURL + "api/greader.php", "--user", "u"],
      environment: ["XDG_CONFIG_HOME": home.path, "NO_COLOR": "1"])
    #expect(run.read(until: "API password: ").contains("API password: "))
    // A typo, taken back with Backspace (a two-byte letter too), then the password.
    run.press(Array("hunter2-sx".utf8) + [0x7F] + Array("ż".utf8) + [0x7F])
    run.type("ecret")
    let rest = run.read(until: "Signed in")
    #expect(rest.contains("Signed in to \(server.baseURL)api/greader.php as u."))
    #expect(!rest.contains("hunter2"), "the password was echoed: \(rest)")
    #expect(run.exitCode() == 0)
    #expect(run.isSane)
    #expect(run.missed.isEmpty, "never appeared: \(run.missed)")

    // Ctrl-C at the prompt: exit 130, nothing written, and the terminal echoes again.
    let interrupted = try PseudoTerminalRun(
      ["sync", "login", server.baseURL + "api/greader.php", "--user", "u"],
      environment: ["XDG_CONFIG_HOME": home.path + "-2", "NO_COLOR": "1"])
    _ = interrupted.read(until: "API password: ")
    interrupted.press(Array("half".utf8) + [0x03])
    #expect(interrupted.exitCode() == 130)
    #expect(interrupted.isSane)
    #expect(!FileManager.default.fileExists(atPath: home.path + "-2/news/sync.toml"))
  }

  @Test("Without a terminal, news alone still prints its help")
  func notATerminal() async throws {
    let result = try await NewsBinary.run([])
    #expect(result.exitCode == 0 && result.stdout.contains("USAGE: news"))
  }
}
