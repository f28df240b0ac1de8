import Foundation
import Localization
import TestSupport
import Testing

@testable import NewsKit

@Suite("Lists with a store: fallback, numbers, saving")
struct LibraryTests {
  let clock = FakeClock()

  func environment(
    _ temporary: TemporaryStore, answer: @escaping @Sendable () throws -> HTTPResponse
  )
    -> NewsEnvironment
  {
    NewsEnvironment(
      send: { _ in try answer() }, now: { clock.now() },
      variables: [
        "NEWSCATCHER_API_KEY": "k", "XDG_DATA_HOME": temporary.directory.path,
      ],
      // A person's terminal on stderr: the first-run provider notice is for people.
      isTerminal: { $0 == 2 }, sleep: { clock.sleep($0) })
  }

  /// A store in `temporary` after one search answered with the v3 fixture, and its library.
  func searched(_ temporary: TemporaryStore) async throws -> LibraryController {
    let online = environment(temporary) {
      HTTPResponse(status: 200, body: Fixtures.data("v3-search.json"))
    }
    let settings = try settings(online)
    _ = try await ListingController(environment: online, settings: settings).search(["x"])
    return try LibraryController.open(settings: settings, environment: online)
  }

  func settings(
    _ environment: NewsEnvironment, _ options: CommandLineOptions = CommandLineOptions()
  )
    throws -> Settings
  {
    try SettingsResolver.resolve(options, environment: environment.variables)
  }

  @Test("When the network fails, the last list for the same query and language is shown")
  func offlineFallback() async throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let online = environment(temporary) {
      HTTPResponse(status: 200, body: Fixtures.data("v3-search.json"))
    }
    let first = try await ListingController(environment: online, settings: try settings(online))
      .search(["Kosmos"])
    #expect(first.model.offlineSince == nil && first.notices == [.provider(.newscatcher)])
    clock.advance(7200)
    let offline = environment(temporary) { throw TransportError.connectionFailed }
    let second = try await ListingController(environment: offline, settings: try settings(offline))
      .search(["kosmos"])
    #expect(second.model.articles.map(\.title) == first.model.articles.map(\.title))
    #expect(second.model.articles.allSatisfy { $0.seen })
    let fetched = Date(timeIntervalSince1970: 1_700_000_000)
    #expect(second.model.offlineSince == fetched)
    #expect(second.notices == [.offline(fetchedAt: fetched)])
    let notice = NoticeView.render(second.notices[0], strings: .polish, now: clock.now())
    #expect(
      notice == "news: Brak połączenia z serwisem; pokazuję wyniki pobrane 2 godziny temu.\n")
    await #expect(throws: NewsError.network(host: "v3-api.newscatcherapi.com")) {
      try await ListingController(
        environment: offline, settings: try settings(offline, CommandLineOptions(lang: "pl"))
      ).search(["kosmos"])
    }
  }

  @Test("A first run that fails does not use up the provider notice")
  func providerNoticeAfterFailure() async throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let offline = environment(temporary) { throw TransportError.connectionFailed }
    await #expect(throws: NewsError.self) {
      try await ListingController(environment: offline, settings: try settings(offline)).search([
        "x"
      ])
    }
    let online = environment(temporary) {
      HTTPResponse(status: 200, body: Fixtures.data("v3-search.json"))
    }
    let shown = try await ListingController(environment: online, settings: try settings(online))
      .search(["x"])
    #expect(shown.notices == [.provider(.newscatcher)])
    let again = try await ListingController(environment: online, settings: try settings(online))
      .search(["x"])
    #expect(again.notices.isEmpty)
  }

  @Test("Other failures are not hidden by the store")
  func noFallbackForOtherErrors() async throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let online = environment(temporary) {
      HTTPResponse(status: 200, body: Fixtures.data("v3-search.json"))
    }
    _ = try await ListingController(environment: online, settings: try settings(online)).search([
      "x"
    ])
    let rejected = environment(temporary) { HTTPResponse(status: 401) }
    await #expect(throws: NewsError.keyRejected(status: 401, api: .v3)) {
      try await ListingController(environment: rejected, settings: try settings(rejected)).search([
        "x"
      ])
    }
  }

  @Test("--no-store neither reads nor writes")
  func noStore() async throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let online = environment(temporary) {
      HTTPResponse(status: 200, body: Fixtures.data("v3-search.json"))
    }
    let settings = try settings(online, CommandLineOptions(noStore: true))
    _ = try await ListingController(environment: online, settings: settings).search(["x"])
    #expect(!FileManager.default.fileExists(atPath: temporary.url.path))
    #expect(throws: NewsError.usage(.storeDisabled)) {
      try LibraryController.open(settings: settings, environment: online)
    }
  }

  @Test("Numbers pick from the last list; anything else is a usage error")
  func numbers() async throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let online = environment(temporary) {
      HTTPResponse(status: 200, body: Fixtures.data("v3-search.json"))
    }
    let settings = try settings(online)
    let empty = try LibraryController.open(settings: settings, environment: online)
    #expect(throws: NewsError.usage(.noLastList)) { try empty.article(1) }
    _ = try await ListingController(environment: online, settings: settings).search(["x"])
    let library = try LibraryController.open(settings: settings, environment: online)
    #expect(try library.article(2).article.title == "Żółć i gęślą jaźń: test polskich znaków")
    #expect(throws: NewsError.usage(.noSuchArticle(3, count: 2))) { try library.article(3) }
    for text in ["0", "-1", "two", "", "1.5"] {
      #expect(throws: NewsError.usage(.invalidNumber(text))) { try LibraryController.number(text) }
    }
    #expect(try LibraryController.number(" 7 ") == 7)
    #expect(NewsError.usage(.noSuchArticle(3, count: 2)).exitCode == 64)
  }

  @Test("Save, saved, unsave; the saved list becomes the last list")
  func saveAndUnsave() async throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let library = try await searched(temporary)
    let saved = try library.save(2)
    #expect(saved.savedAt == clock.now())
    let list = try library.saved()
    #expect(list.articles.map(\.title) == ["Żółć i gęślą jaźń: test polskich znaków"])
    #expect(try library.article(1).article.title == saved.article.title)
    _ = try library.unsave(1)
    #expect(try library.saved().articles.isEmpty)
  }

  @Test("Offline search finds stored articles without the network")
  func offlineSearch() async throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let library = try await searched(temporary)
    let model = try library.search(["ZOLC"], limit: 5)
    #expect(model.articles.map(\.title) == ["Żółć i gęślą jaźń: test polskich znaków"])
    #expect(throws: NewsError.usage(.emptyPhrase)) { try library.search([" "], limit: 5) }
  }

  @Test(
    "Ages read naturally in both languages",
    arguments: [
      (30, "just now", "przed chwilą"), (60, "1 minute ago", "1 minutę temu"),
      (180, "3 minutes ago", "3 minuty temu"), (300, "5 minutes ago", "5 minut temu"),
      (3600, "1 hour ago", "1 godzinę temu"), (22 * 3600, "22 hours ago", "22 godziny temu"),
      (86_400, "1 day ago", "1 dzień temu"), (5 * 86_400, "5 days ago", "5 dni temu"),
    ])
  func ages(seconds: Int, english: String, polish: String) {
    let now = Date(timeIntervalSince1970: 1_000_000)
    let then = now.addingTimeInterval(-Double(seconds))
    #expect(NoticeView.age(of: then, now: now, strings: .english) == english)
    #expect(NoticeView.age(of: then, now: now, strings: .polish) == polish)
  }

  @Test("The browser is $BROWSER, else xdg-open, else none")
  func browser() {
    let executables: Set<String> = ["/usr/bin/firefox", "/usr/bin/xdg-open", "/opt/w3m"]
    let isExecutable: (String) -> Bool = { executables.contains($0) }
    let link = "https://example.com/a?b=c&d"
    #expect(
      BrowserLauncher.command(
        for: link, environment: ["BROWSER": "firefox", "PATH": "/usr/bin"],
        isExecutable: isExecutable)
        == ["/usr/bin/firefox", link])
    #expect(
      BrowserLauncher.command(
        for: link, environment: ["BROWSER": "missing:/opt/w3m -T %s", "PATH": "/usr/bin"],
        isExecutable: isExecutable)
        == ["/opt/w3m", "-T", link])
    #expect(
      BrowserLauncher.command(
        for: link, environment: ["PATH": "/usr/bin"], isExecutable: isExecutable)
        == ["/usr/bin/xdg-open", link])
    #expect(
      BrowserLauncher.command(
        for: link, environment: ["PATH": "/nowhere"], isExecutable: isExecutable) == nil)
  }
}
