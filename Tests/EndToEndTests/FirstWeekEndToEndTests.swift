import Foundation
import TestSupport
import Testing

/// What a newsboat user met in a first week (issue 58), on the built binary: messages that
/// say what happened, in both languages.
@Suite("news, end to end, a newsboat user's first week: messages")
struct FirstWeekEndToEndTests {
  @Test("A bad --count names the command typed as the example, in both languages")
  func exampleIsTheCommandTyped() async throws {
    let home = ScratchHome()
    let read = try await home.run(["read", "--count", "0", "--offline"], language: "pl")
    #expect(read.exitCode == 64)
    #expect(read.stderr.contains("Na przykład: news read --count 10"), "\(read.stderr)")
    let refresh = try await home.run(["feed", "refresh", "--timeout", "x"])
    #expect(refresh.exitCode == 64)
    #expect(
      refresh.stderr.contains("For example: news feed refresh --timeout 30"), "\(refresh.stderr)")
    // -l pl --lang de: the mistake is said in the language the line gave.
    let german = try await home.run(["-l", "pl", "--lang", "de", "search", "x"])
    #expect(german.exitCode == 64)
    #expect(german.stderr.contains("Nieprawidłowa wartość „de” dla --lang."), "\(german.stderr)")
    let search = try await home.run(["search", "SpaceX", "--page", "0"])
    #expect(search.stderr.contains("For example: news search SpaceX --page 2"), "\(search.stderr)")
  }

  @Test("watch add without a phrase asks for one; an empty tag is said as such")
  func emptyPhraseAndTag() async throws {
    let home = ScratchHome()
    let watch = try await home.run(["watch", "add", "  "], language: "pl")
    #expect(watch.exitCode == 64)
    #expect(watch.stderr.contains("Podaj frazę do obserwowania (albo --query)."), "\(watch.stderr)")
    let tag = try await home.run(["read", "--tag", "", "--offline"], language: "pl")
    #expect(tag.exitCode == 64)
    #expect(tag.stderr.contains("Tag nie może być pusty."), "\(tag.stderr)")
    #expect(!tag.stderr.contains("„”"), "\(tag.stderr)")
  }

  @Test("A query that matches nothing says so, and show 1 after it says the list was empty")
  func queryMatchesNothing() async throws {
    let home = ScratchHome()
    let before = try await home.run(["show", "1"])
    #expect(before.exitCode == 64 && before.stderr.contains("There is no list to pick from yet."))
    for (language, expected) in [
      ("pl", "Żaden artykuł nie pasuje do zapytania."), ("en", "No article matches the query."),
    ] {
      let result = try await home.run(
        ["read", "--offline", "--query", #"title =~ "trzęsienie""#], language: language)
      #expect(result.exitCode == 0, "\(result.stderr)")
      #expect(result.stdout.contains(expected), "\(result.stdout)")
      #expect(!result.stdout.contains("yet") && !result.stdout.contains("jeszcze"))
    }
    // show 1 after it: the list was empty, not missing.
    let after = try await home.run(["show", "1"], language: "pl")
    #expect(after.exitCode == 64)
    #expect(
      after.stderr.contains("Ostatnia lista nie miała żadnych artykułów do wyboru."),
      "\(after.stderr)")
  }

  @Test("A feed not due says how to fetch it now; named on the command line it is fetched")
  func notDue() async throws {
    let server = try LoopbackServer { _ in
      CannedResponse(
        status: 200,
        body: Data(
          ("<rss version=\"2.0\"><channel><title>TVN24</title><ttl>60</ttl>"
            + "<item><title>Silne trzęsienie ziemi w Japonii</title><guid>1</guid></item>"
            + "</channel></rss>").utf8))
    }
    defer { server.stop() }
    let home = ScratchHome()
    #expect(try await home.run(["feed", "add", server.baseURL + "tvn.xml"]).exitCode == 0)
    let fetched = server.requests.count
    let skipped = try await home.run(["feed", "refresh", "--lang", "pl"])
    #expect(skipped.exitCode == 0)
    #expect(server.requests.count == fetched, "not due: not asked")
    #expect(
      skipped.stdout.contains(
        "Jeszcze nie pora na 1 kanał, jak prosił jego serwer (<ttl>, Cache-Control); news feed"
          + " refresh --force pobierze go od razu."), "\(skipped.stdout)")
    let named = try await home.run(["feed", "refresh", "1"])
    #expect(named.exitCode == 0 && !named.stdout.contains("not due"), "\(named.stdout)")
    #expect(server.requests.count == fetched + 1, "named: fetched whatever its <ttl> said")
  }

  @Test("news doctor names the feeds whose last refresh failed, as a warning (exit 0)")
  func doctorFeeds() async throws {
    let server = try LoopbackServer { request in
      request.path == "/ok.xml"
        ? CannedResponse(
          status: 200,
          body: Data("<rss version=\"2.0\"><channel><title>OK</title></channel></rss>".utf8))
        : CannedResponse(status: 404)
    }
    defer { server.stop() }
    let home = ScratchHome()
    _ = try await home.run(["feed", "add", server.baseURL + "ok.xml"])
    // Subscribed while it answered; then it is gone.
    let gone = try LoopbackServer { _ in CannedResponse(status: 404) }
    defer { gone.stop() }
    var variables = home.variables(language: "pl")
    variables["NEWS_GOOGLE_RSS_URL"] = "http://127.0.0.1:1/rss"
    let opml =
      "<opml version=\"2.0\"><body><outline text=\"TVN24\" xmlUrl=\"\(gone.baseURL)tvn.xml\"/></body></opml>"
    _ = try await NewsBinary.run(
      ["feed", "import", "-"], environment: variables, stdin: Data(opml.utf8))
    _ = try await NewsBinary.run(["feed", "refresh"], environment: variables)
    let doctor = try await NewsBinary.run(["doctor"], environment: variables)
    #expect(doctor.exitCode == 0, "\(doctor.stdout)")
    #expect(
      doctor.stdout.contains(
        "Ostatnie odświeżenie nie powiodło się w 1 z 2 subskrypcji: TVN24"), "\(doctor.stdout)")
    let json = try await NewsBinary.run(["doctor", "--json"], environment: variables)
    #expect(json.stdout.contains(#""check":"feeds""#) || json.stdout.contains(#""check": "feeds""#))
  }
}
