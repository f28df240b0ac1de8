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
      [],
      environment: [
        "NEWSCATCHER_API_KEY": "k", "NEWSCATCHER_API_URL": server.baseURL,
        "XDG_DATA_HOME": home.path, "NO_COLOR": "1",
      ])
    #expect(run.read(until: "> ").contains("Type words to search · t topics · l polski · q quit"))
    run.type("kosmos")
    let results = run.read(until: "q quit\r\n> ")
    #expect(results.contains("Search: “kosmos”"))
    #expect(results.contains("1. Polska misja IGNIS"))
    run.type("l")
    let polish = run.read(until: "q koniec\r\n> ")
    #expect(polish.contains("Wyszukiwanie: „kosmos”"))
    #expect(polish.contains("15 lipca 2025"))
    run.type("t")
    let picker = run.read(until: "(b anuluj):")
    #expect(picker.contains("2. Sport (sport)"))
    run.type("2")
    let sport = run.read(until: "q koniec\r\n> ")
    #expect(sport.contains("Temat: Sport"))
    run.type("n")
    #expect(run.read(until: "q koniec\r\n> ").contains("Temat: Sport"))
    run.type("s 1")
    #expect(run.read(until: "> ").contains("Świątek wins in Warsaw"))
    run.type("w 2")
    #expect(run.read(until: "> ").contains("Zapisano: „Lewandowski scores twice”"))
    run.type("q")
    #expect(run.exitCode() == 0)
    #expect(run.missed.isEmpty, "never appeared: \(run.missed)")
    let requests = server.requests
    #expect(requests.map { $0.queryValue("lang") } == ["en", "pl", "pl", "pl"])
    #expect(requests.last?.queryValue("page") == "2")
  }

  @Test("Without a terminal, news alone still prints its help")
  func notATerminal() async throws {
    let result = try await NewsBinary.run([])
    #expect(result.exitCode == 0 && result.stdout.contains("USAGE: news"))
  }
}
