import Foundation
import TestSupport
import Testing

/// The built `news` binary, end to end: stdout, stderr and exit code checked separately.
@Suite("news, end to end")
struct CommandTests {
  static let key = "e2e-secret-key-42"

  /// Runs `news` against a loopback server answering with a fixture, and checks that the key
  /// appears in neither stream.
  func run(
    _ arguments: [String], fixture: String = "v3-search.json", status: Int = 200,
    headers: [(String, String)] = [], environment: [String: String] = [:], withKey: Bool = true,
    stdin: Data? = nil
  ) async throws -> (NewsBinary.Result, [ReceivedRequest]) {
    let server = try LoopbackServer { _ in
      .json(Fixtures.text(fixture), status: status, headers: headers)
    }
    defer { server.stop() }
    var variables = ["NEWSCATCHER_API_URL": server.baseURL + "api/"]
    if withKey { variables["NEWSCATCHER_API_KEY"] = Self.key }
    let result = try await NewsBinary.run(
      arguments, environment: variables.merging(environment, uniquingKeysWith: { _, new in new }),
      stdin: stdin)
    #expect(!result.stdout.contains(Self.key) && !result.stderr.contains(Self.key))
    return (result, server.requests)
  }

  @Test("search - reads the phrase from stdin, whitespace and lines joined; nothing there is 64")
  func phraseFromStandardInput() async throws {
    let (result, requests) = try await run(
      ["search", "-", "--json"], stdin: Data("  Elon\n Musk \n".utf8))
    #expect(result.exitCode == 0)
    #expect(requests.first?.queryValue("q") == "Elon Musk")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(object["query"] as? String == "Elon Musk")
    let (empty, none) = try await run(["search", "-"], stdin: Data("\n \n".utf8))
    #expect(empty.exitCode == 64 && empty.stderr.hasPrefix("news: The search phrase is empty."))
    #expect(none.isEmpty)
    // A word among others is a word: "a - b" is searched as typed.
    let (dash, asked) = try await run(["search", "a", "-", "b"], stdin: Data("x".utf8))
    #expect(dash.exitCode == 0 && asked.first?.queryValue("q") == "a - b")
  }

  @Test("search prints the heading and the articles, nothing on stderr")
  func search() async throws {
    let (result, requests) = try await run(["search", "Space", "X", "--provider", "newscatcher"])
    #expect(result.exitCode == 0)
    #expect(result.stderr.isEmpty)
    #expect(
      result.stdout.hasPrefix(
        "Search: “Space X”\nFound 87 articles, showing 2\n\n1. Polska misja IGNIS"))
    #expect(result.stdout.contains("15 Jul 2025, 14:05 · example.pl"))
    #expect(!result.stdout.contains("\u{1B}"))
    #expect(requests.count == 1)
    #expect(requests.first?.queryValue("q") == "Space X")
    #expect(requests.first?.queryValue("lang") == "en")
    // The first page asks for the first hundred results, which its stories group over.
    #expect(requests.first?.queryValue("page_size") == "100")
    #expect(requests.first?.headers["x-api-token"] == Self.key)
  }

  @Test("Dates are shown in the zone TZ names, read from the system's database")
  func timeZones() async throws {
    for (zone, shown) in [
      ("Europe/Warsaw", "15 Jul 2025, 16:05"), (":America/New_York", "15 Jul 2025, 10:05"),
      ("Asia/Kathmandu", "15 Jul 2025, 19:50"),
      ("CET-1CEST,M3.5.0,M10.5.0/3", "15 Jul 2025, 16:05"),
      ("", "15 Jul 2025, 14:05"),
    ] {
      let (result, _) = try await run(
        ["search", "x", "--provider", "newscatcher", "--no-store"], environment: ["TZ": zone])
      #expect(result.stdout.contains(shown + " · example.pl"), "TZ=\(zone)")
    }
  }

  @Test("topic --lang pl speaks Polish and asks for Polish articles")
  func topicPolish() async throws {
    let (result, requests) = try await run(
      ["topic", "sport", "--lang", "pl", "--provider", "newscatcher"],
      fixture: "v2-latest-headlines.json")
    #expect(result.exitCode == 0 && result.stderr.isEmpty)
    #expect(result.stdout.hasPrefix("Temat: Sport\nZnaleziono 2 artykuły, pokazano 2\n"))
    #expect(result.stdout.contains("29 lipca 2023, 19:45 · sport.example.com"))
    #expect(requests.first?.path == "/api/latest_headlines")
    #expect(requests.first?.queryValue("theme") == "Sports")
    #expect(requests.first?.queryValue("lang") == "pl")
  }

  @Test("Options work before the subcommand, and Polish topic names are accepted")
  func optionsFirst() async throws {
    let (result, requests) = try await run(
      ["-l", "pl", "--api", "v2", "-n", "1", "topic", "Świat"], fixture: "v2-latest-headlines.json")
    #expect(result.exitCode == 0)
    #expect(result.stdout.hasPrefix("Temat: Świat\nZnaleziono 2 artykuły, pokazano 1\n"))
    #expect(requests.first?.queryValue("topic") == "world")
    #expect(requests.first?.headers["x-api-key"] == Self.key)
  }

  @Test("--json prints the contract's document, never coloured")
  func json() async throws {
    let (result, _) = try await run(
      ["topic", "tech", "--json", "--color", "always"], fixture: "v1-search.json",
      environment: ["FORCE_COLOR": "1"])
    #expect(result.exitCode == 0 && result.stderr.isEmpty)
    #expect(!result.stdout.contains("\u{1B}"))
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(object["kind"] as? String == "topic" && object["topic"] as? String == "tech")
    #expect(object["query"] is NSNull && object["total"] as? Int == 1234)
    let first = try #require((object["articles"] as? [[String: Any]])?.first)
    #expect(first["title"] as? String == "SpaceX’s Starship SN8 & the \"high-altitude\" test")
    #expect(first["published"] as? String == "2020-12-30T17:04:22Z")
    #expect(first["author"] is NSNull)
  }

  @Test("No matches is exit 0 with an empty list")
  func noMatches() async throws {
    let (json, _) = try await run(["search", "xyzzy", "--json"], fixture: "no-matches.json")
    #expect(json.exitCode == 0 && json.stdout.contains("\"articles\": []"))
    let (text, _) = try await run(["search", "xyzzy"], fixture: "no-matches.json")
    #expect(text.exitCode == 0)
    #expect(
      text.stdout
        == "Search: “xyzzy”\nNo articles found.\nTry other words, another topic, or the other language (--lang).\n"
    )
  }

  @Test("An unknown topic is exit 64 with the topics and a suggestion, and no request")
  func unknownTopic() async throws {
    let (result, requests) = try await run(["topic", "sprot"])
    #expect(result.exitCode == 64)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr
        == "news: Unknown topic “sprot”. Did you mean “sport”?\nTopics: news, sport, tech, world, finance, politics, business, economy, entertainment.\n"
    )
    #expect(requests.isEmpty)
    let (polish, _) = try await run(["topic", "swiatt", "--lang", "pl"])
    #expect(polish.exitCode == 64)
    #expect(
      polish.stderr.hasPrefix(
        "news: Nieznany temat „swiatt”. Czy chodziło o „świat”?\nDostępne tematy: wiadomości, sport,"
      ))
  }

  @Test("Without a key: exit 78 and how to set one")
  func missingKey() async throws {
    let (result, requests) = try await run(
      ["search", "x", "--provider", "newscatcher"], withKey: false)
    #expect(result.exitCode == 78)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr
        == "news: No Newscatcher API key is set.\nSet it in the environment: export NEWSCATCHER_API_KEY=<your key>\n"
    )
    #expect(requests.isEmpty)
  }

  @Test("Failures map to the contract's exit codes, with the key kept out of every message")
  func failures() async throws {
    let (rejected, _) = try await run(
      ["search", "x", "--api", "v2"], fixture: "error-v2.json", status: 401)
    #expect(
      rejected.exitCode == 77
        && rejected.stderr.hasPrefix("news: The news service rejected the API key (HTTP 401).\n"))
    let (limited, _) = try await run(
      ["search", "x"], fixture: "error-rapidapi.json", status: 429, headers: [("Retry-After", "30")]
    )
    #expect(limited.exitCode == 75 && limited.stderr.hasSuffix("Try again in 30 seconds.\n"))
    let (failed, _) = try await run(["search", "x"], fixture: "error-rapidapi.json", status: 503)
    #expect(failed.exitCode == 69)
    let (bad, _) = try await run(["search", "x"], fixture: "error-v3.json", status: 422)
    #expect(bad.exitCode == 64 && bad.stderr.contains("Invalid query: unbalanced quotes"))
    for result in [rejected, limited, failed, bad] {
      #expect(result.stdout.isEmpty)
      #expect(result.stderr.split(separator: "\n").count == 2)
    }
  }

  @Test("An unreadable body is exit 65; a closed port is exit 69")
  func brokenServer() async throws {
    let server = try LoopbackServer { _ in
      CannedResponse(status: 200, body: Data("<html><body>Sign in</body></html>".utf8))
    }
    let variables = ["NEWSCATCHER_API_URL": server.baseURL, "NEWSCATCHER_API_KEY": Self.key]
    let html = try await NewsBinary.run(["search", "x"], environment: variables)
    #expect(html.exitCode == 65)
    #expect(
      html.stderr.hasPrefix("news: The news service sent a response that news cannot read.\n"))
    server.stop()
    let closed = try await NewsBinary.run(["search", "x", "-l", "pl"], environment: variables)
    #expect(closed.exitCode == 69)
    #expect(closed.stderr.hasPrefix("news: Nie udało się połączyć z 127.0.0.1:\(server.port).\n"))
  }

  @Test("Usage errors are exit 64 with a way forward, in the chosen language")
  func usage() async throws {
    let (empty, _) = try await run(["search", "  "])
    #expect(empty.exitCode == 64 && empty.stderr.hasPrefix("news: The search phrase is empty.\n"))
    let (count, _) = try await run(["search", "x", "-n", "0", "--lang", "pl"])
    #expect(
      count.exitCode == 64
        && count.stderr.hasPrefix("news: --count musi być liczbą całkowitą od 1 do 100"))
    let (option, _) = try await run(["search", "x", "--bogus"])
    #expect(
      option.exitCode == 64
        && option.stderr == "news: Unknown option “--bogus”.\nSee 'news search --help'.\n")
    // A group's subcommand is named in full, so the hint leads to the options that were wrong.
    let (perTopic, _) = try await run(["edition", "make", "--per-topic", "0"])
    #expect(
      perTopic.exitCode == 64
        && perTopic.stderr
          == "news: Invalid value “0” for --per-topic.\nSee 'news edition make --help'.\n"
    )
    let (jobs, _) = try await run(["feed", "refresh", "--jobs", "500", "-l", "pl"])
    #expect(jobs.exitCode == 64 && jobs.stderr.hasSuffix("Zobacz „news feed refresh --help”.\n"))
    let (polish, _) = try await run(["topic", "sport", "extra", "-l", "pl"])
    #expect(
      polish.exitCode == 64
        && polish.stderr == "news: Zbędny argument „extra”.\nZobacz „news topic --help”.\n")
    let (theme, _) = try await run(["topics", "--theme", "pink"])
    #expect(theme.exitCode == 64 && theme.stderr.contains("Use one of: auto, light, dark."))
  }

  @Test("Help and version go to stdout with exit 0; help speaks Polish with --lang pl")
  func helpAndVersion() async throws {
    let (help, _) = try await run(["--help"])
    #expect(help.exitCode == 0 && help.stdout.contains("USAGE: news") && help.stderr.isEmpty)
    let (polish, _) = try await run(["search", "--help", "--lang", "pl"])
    #expect(polish.stdout.hasPrefix("OPIS: Szukaj artykułów według frazy."))
    #expect(polish.stdout.contains("Ile artykułów pokazać, 1–100 (domyślnie 5)."))
    let (version, _) = try await run(["--version"])
    #expect(version.exitCode == 0 && version.stdout.hasPrefix("news 0.1.0 (commit "))
    let (topics, _) = try await run(["topics"], environment: ["NEWS_LANG": "pl"])
    #expect(
      topics.exitCode == 0 && topics.stdout.hasPrefix("Tematy\n  news           Wiadomości\n"))
  }

  @Test("The locale picks the language when nothing else does")
  func locale() async throws {
    let (result, _) = try await run(["search", "x"], environment: ["LANG": "pl_PL.UTF-8"])
    #expect(result.stdout.hasPrefix("Wyszukiwanie: „x”\n"))
    let (flag, _) = try await run(
      ["search", "x", "--lang", "en"], environment: ["NEWS_LANG": "pl"])
    #expect(flag.stdout.hasPrefix("Search: “x”\n"))
  }

  @Test("Colour follows --color, NO_COLOR and FORCE_COLOR")
  func colour() async throws {
    let (always, _) = try await run(["search", "x", "--color", "always", "--theme", "light"])
    #expect(always.stdout.contains("\u{1B}[1mSearch: “x”\u{1B}[0m"))
    #expect(always.stdout.contains("\u{1B}[34m15 Jul 2025, 14:05\u{1B}[0m"))
    let (dark, _) = try await run(["search", "x", "--color", "always", "--theme", "dark"])
    #expect(dark.stdout.contains("\u{1B}[96m15 Jul 2025, 14:05\u{1B}[0m"))
    let (forced, _) = try await run(
      ["search", "x"], environment: ["FORCE_COLOR": "1", "COLORFGBG": "0;15"])
    #expect(forced.stdout.contains("\u{1B}[34m15 Jul 2025"))
    let (noColor, _) = try await run(
      ["search", "x"], environment: ["FORCE_COLOR": "1", "NO_COLOR": "1"])
    #expect(!noColor.stdout.contains("\u{1B}"))
    let (never, _) = try await run(
      ["search", "x", "--color", "never"], environment: ["FORCE_COLOR": "1"])
    #expect(!never.stdout.contains("\u{1B}"))
  }

  @Test(
    "COLUMNS narrows the output; no line is wider but a link, which a pipe gets whole",
    arguments: [20, 40, 61])
  func columns(width: Int) async throws {
    let (result, _) = try await run(["search", "x"], environment: ["COLUMNS": String(width)])
    #expect(result.exitCode == 0)
    let links = ["https://www.example.pl/nauka/ignis", "https://example.com.pl/znaki"]
    for line in result.stdout.split(separator: "\n") {
      let text = line.trimmingCharacters(in: .whitespaces)
      #expect(line.count <= width || links.contains(text), "\(line)")
    }
    for link in links { #expect(result.stdout.contains(link + "\n")) }
  }

  @Test("Piped with no COLUMNS: nothing is wrapped, each link whole on its line; stderr quiet")
  func pipedUnwrapped() async throws {
    let (result, _) = try await run(["search", "x"], environment: [:])
    #expect(result.exitCode == 0 && result.stderr.isEmpty, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(
      lines.contains(
        "   Sławosz Uznański-Wiśniewski zakończył misję na Międzynarodowej Stacji Kosmicznej – to"
          + " drugi Polak w kosmosie."), "\(result.stdout)")
    let found = lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter {
      $0.hasPrefix("https://")
    }
    #expect(found == ["https://www.example.pl/nauka/ignis", "https://example.com.pl/znaki"])
  }
}
