import Foundation
import Localization
import TestSupport
import Testing

@testable import NewsKit

/// Watches and filters below the commands: the store's matches and filters, the notifier with
/// a recording stand-in, the timer's files and interval, the words in both languages, the
/// reader's `w`.
@Suite("Watches and filters")
struct WatchesTests {
  let start = Date(timeIntervalSince1970: 1_700_000_000)
  let subject = StoreSubject(.search("x"), language: "en")

  @Test("Filters: phrase without diacritics, a domain and its subdomains, both; saved never hidden")
  func filtersHide() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let store = try temporary.open()
    let articles = [
      article("Żółw wygrywa wyścig", source: "zoo.example.com"),
      article("Football tonight", source: "sport.example.org"),
      article("Cricket at dawn", source: "news.sport.example.org"),
      article("Kept forever", source: "sport.example.org"),
    ]
    _ = try store.remember(articles, for: subject, at: start)
    let saved = try #require(try store.lastList().last)
    _ = try store.setSaved(saved.id, at: start)
    _ = try store.addFilter(phrase: "zolw", source: nil, at: start)
    _ = try store.addFilter(phrase: nil, source: "https://www.Sport.example.org/x", at: start)
    let ids = try store.lastList().map(\.id)
    let shown = try store.showFiltered(ids, at: start + 60)
    #expect(shown.articles.map(\.article.title) == ["Kept forever"])
    #expect(shown.hidden == 3)
    #expect(try store.filters().map(\.hidLast) == [1, 2])
    #expect(try store.lastList().map(\.article.title) == ["Kept forever"])
    // --no-filter: everything, and the last list is all of it.
    #expect(try store.showFiltered(ids, at: start + 120, hiding: false).articles.count == 4)
    // A phrase and a source together hide only what matches both.
    _ = try store.removeFilters([1, 2])
    _ = try store.addFilter(phrase: "cricket", source: "example.org", at: start)
    #expect(try store.showFiltered(ids, at: start + 180).articles.count == 3)
    #expect(throws: NewsError.usage(.unknownFilter("9"))) { try store.removeFilters([9]) }
  }

  @Test(
    "A match is new once: across runs, by link, by the same story from the same domain, after pruning"
  )
  func newOnce() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let store = try temporary.open()
    let watch = try WatchStore(store).addWatch(
      phrase: "Świątek", language: "en", topic: nil, feedsOnly: false, at: start)
    let first = try store.keep(
      [
        article("Świątek wins", link: "https://a.example.com/1", source: "a.example.com"),
        article("Świątek wins", link: "https://a.example.com/feed/1", source: "a.example.com"),
        article("Świątek wins", link: "https://b.example.com/1", source: "b.example.com"),
      ], for: subject, at: start)
    let recorded = try WatchStore(store).recordMatches(first, watch: watch.id, at: start)
    #expect(recorded == [first[0], first[2]], "\(first) \(recorded)")
    #expect(try WatchStore(store).recordMatches(first, watch: watch.id, at: start + 60).isEmpty)
    // Pruned and fetched again: still not new.
    _ = try store.prune(before: start + 3600)
    let again = try store.keep(
      [article("Świątek wins", link: "https://a.example.com/1", source: "a.example.com")],
      for: subject, at: start + 7200)
    #expect(try WatchStore(store).recordMatches(again, watch: watch.id, at: start + 7200).isEmpty)
    let listed = try #require(try WatchStore(store).watches().first)
    #expect(listed.matches == 2 && listed.lastRun == start + 7200)
    // Neither matched article is stored any more: none is there to open.
    #expect(listed.unread == 0)
  }

  @Test(
    "A watch's unread matches are those not opened: listing them by the watch leaves them unread")
  func unreadMeansNotOpened() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let store = try temporary.open()
    let watch = try WatchStore(store).addWatch(
      phrase: "Świątek", language: "en", topic: nil, feedsOnly: false, at: start)
    let ids = try store.keep(
      [
        article("Świątek wins", link: "https://a.example.com/1", source: "a.example.com"),
        article("Świątek loses", link: "https://b.example.com/2", source: "b.example.com"),
        article("Świątek rests", link: "https://c.example.com/3", source: "c.example.com"),
      ], for: subject, at: start)
    _ = try WatchStore(store).recordMatches(ids, watch: watch.id, at: start)
    #expect(try WatchStore(store).watches().first?.unread == 3)
    // Shown by `watch show`: seen, not opened.
    _ = try WatchStore(store).readMatches(of: watch.id, limit: 10)
    #expect(try WatchStore(store).watches().first?.unread == 3)
    try store.markRead([ids[1]], at: start + 60)
    #expect(try WatchStore(store).watches().first?.unread == 2)
  }

  @Test("A phrase: empty, only punctuation or past 200 characters is refused")
  func phrases() throws {
    #expect(try WatchPhrase.make(["  Elon ", "Musk"]) == "Elon Musk")
    #expect(throws: NewsError.usage(.emptyPhrase)) { try WatchPhrase.make(["", " "]) }
    #expect(throws: NewsError.usage(.emptyPhrase)) { try WatchPhrase.make(["!!!", "—"]) }
    #expect(throws: NewsError.usage(.phraseTooLong(maximum: 200))) {
      try WatchPhrase.make([String(repeating: "a", count: 201)])
    }
    #expect(PhraseMatch.matches("zolw wygr", "Żółw wygrywa wyścig"))
    #expect(!PhraseMatch.matches("zolw lis", "Żółw wygrywa wyścig"))
  }

  /// Records what the notifier was asked to run.
  final class Recorder: @unchecked Sendable {
    var calls: [(command: [String], variables: [String: String], seconds: Double)] = []
    var answer = QuietRunResult.exited(0)
  }

  func run(_ phrases: [(String, [String])]) -> WatchRunResult {
    WatchRunResult(
      results: phrases.enumerated().map { index, item in
        WatchResult(
          watch: Watch(id: Int64(index + 1), phrase: item.0, language: "en"),
          shown: item.1.map { Article(title: $0) }, newCount: item.1.count, error: nil)
      })
  }

  @Test("Notify: once per watch with news, title and three titles, sanitised, no secret, no shell")
  func notifier() async throws {
    let recorder = Recorder()
    var environment = NewsEnvironment(send: { _ in throw NewsError.httpUnavailable })
    environment.variables = ["NEWSCATCHER_API_KEY": "secret-key-123", "PATH": "/usr/bin"]
    environment.runQuietly = { command, variables, seconds in
      recorder.calls.append((command, variables, seconds))
      return recorder.answer
    }
    let settings = try SettingsResolver.resolve(
      CommandLineOptions(lang: "pl"), environment: ["NEWS_NOTIFY_COMMAND": "notify-send"])
    let english = try SettingsResolver.resolve(CommandLineOptions(lang: "en"), environment: [:])
    let said = await WatchNotifier.notify(
      run([
        ("Wisła \u{1B}[31m", ["A", "B\u{202E}", "C\nD", "E"]), ("none", []), ("Odra", ["F"]),
      ]), settings: settings, environment: environment)
    #expect(said.isEmpty)
    #expect(recorder.calls.count == 2)
    let first = try #require(recorder.calls.first)
    #expect(first.command == ["notify-send", "„Wisła”: 4 nowe artykuły", "A\nB\nC D"])
    #expect(first.variables["NEWSCATCHER_API_KEY"] == nil && first.variables["PATH"] == "/usr/bin")
    #expect(first.seconds == WatchNotifier.seconds)
    #expect(recorder.calls[1].command[1] == "„Odra”: 1 nowy artykuł")
    // A query watch is named by the texts it looks for, never by the raw query (issue 58).
    let queries = WatchRunResult(
      results: [
        "title =~ \"Tusk\" and feedtitle = \"PAP\" and unread = \"yes\" and title !~ \"x\"",
        "age < 2",
      ].enumerated().map { index, query in
        WatchResult(
          watch: Watch(
            id: Int64(index + 7), phrase: query, language: "pl", feedsOnly: true, query: query),
          shown: [Article(title: "T")], newCount: 1, error: nil)
      })
    _ = await WatchNotifier.notify(queries, settings: settings, environment: environment)
    #expect(
      recorder.calls.suffix(2).map { $0.command[1] } == [
        "„Tusk · PAP”: 1 nowy artykuł", "„obserwowanie nr 8”: 1 nowy artykuł",
      ])
    recorder.answer = .notStarted
    let missing = await WatchNotifier.notify(
      run([("a", ["x"]), ("b", ["y"])]), settings: english, environment: environment)
    #expect(missing.count == 1 && missing[0].hasPrefix("Could not start"))
    recorder.answer = .exited(2)
    let failing = await WatchNotifier.notify(
      run([("a", ["x"]), ("b", ["y"])]), settings: english, environment: environment)
    #expect(
      failing.count == 2
        && failing[0] == "The notification program “notify-send” failed (exit status 2).")
    recorder.answer = .stopped
    let hung = await WatchNotifier.notify(
      run([("a", ["x"])]), settings: english, environment: environment)
    #expect(
      hung == ["The notification program “notify-send” did not finish in 10 s and was stopped."])
    // A command the configuration names starts in the home folder as a shell would read it.
    recorder.answer = .exited(0)
    environment.variables["HOME"] = "/home/ala"
    var home = english
    home.notifyCommand = "~/bin/notify --from ~ '~x'"
    _ = await WatchNotifier.notify(run([("a", ["x"])]), settings: home, environment: environment)
    #expect(
      recorder.calls.last?.command.prefix(4) == [
        "/home/ala/bin/notify", "--from", "/home/ala", "~x",
      ])
  }

  @Test("A program run quietly is stopped past its time; one that cannot start is said")
  func quietRuns() async {
    let sleeping = await ProcessLauncher.runQuietly(
      ["sleep", "5"], environment: ["PATH": "/usr/bin:/bin"], seconds: 0.2)
    #expect(sleeping == .stopped)
    let done = await ProcessLauncher.runQuietly(
      ["sh", "-c", "echo out; exit 3"], environment: ["PATH": "/usr/bin:/bin"], seconds: 5)
    #expect(done == .exited(3))
    #expect(
      await ProcessLauncher.runQuietly(
        ["no-such-program"], environment: ["PATH": "/bin"], seconds: 1)
        == .notStarted)
  }

  @Test(
    "The timer: intervals from 5m to 24h, units with the absolute path quoted, the crontab line")
  func timerFiles() throws {
    for (typed, minutes) in [
      ("30m", 30), ("5", 5), ("45min", 45), ("2h", 120), ("120m", 120), ("24h", 1440),
    ] {
      #expect(try WatchTimer.minutes(typed) == minutes, "\(typed)")
    }
    for typed in ["4m", "90m", "25h", "0h", "h", "30s", "1e3", "99999m"] {
      #expect(throws: NewsError.usage(.invalidInterval(typed))) { try WatchTimer.minutes(typed) }
    }
    let service = WatchTimer.service(executable: "/home/ada/my bin/news%1", language: "pl")
    #expect(service.contains("ExecStart=\"/home/ada/my bin/news%%1\" watch run --notify\n"))
    #expect(service.contains("Environment=NEWS_LANG=pl"))
    #expect(WatchTimer.timer(minutes: 30).contains("OnUnitActiveSec=30min"))
    #expect(
      WatchTimer.cronLine(executable: "/opt/it's/news", minutes: 15)
        == "*/15 * * * * '/opt/it'\\''s/news' watch run --notify")
    #expect(WatchTimer.cronLine(executable: "/n", minutes: 1440).hasPrefix("0 0 * * * "))
    #expect(
      WatchTimer.folder(["XDG_CONFIG_HOME": "/c", "HOME": "/h"])?.path == "/c/systemd/user")
    #expect(WatchTimer.folder(["HOME": "/h"])?.path == "/h/.config/systemd/user")
  }

  @Test("Counts in Polish take their plural: 1, 2–4, 5–21, 22, 112")
  func polishPlurals() {
    let words = Language.pl.strings.watches
    #expect(words.counts(1, 1) == "1 trafienie, 1 nieprzeczytane")
    #expect(words.counts(3, 2) == "3 trafienia, 2 nieprzeczytane")
    #expect(words.counts(5, 21) == "5 trafień, 21 nieprzeczytanych")
    #expect(words.counts(22, 112) == "22 trafienia, 112 nieprzeczytanych")
    // "N z M": M takes the genitive, singular for 1 and plural for every other number.
    #expect(words.hiddenNotice(22, 22).hasPrefix("Filtry ukryły 22 z 22 artykułów; "))
    #expect(words.hiddenNotice(1, 112).contains("1 z 112 artykułów; --no-filter go pokaże"))
    #expect(words.hiddenNotice(1, 1).contains("1 z 1 artykułu"))
    #expect(words.hiddenNotice(2, 3).contains("2 z 3 artykułów; --no-filter je pokaże"))
    #expect(Language.en.strings.watches.hiddenNotice(1, 1).contains("1 of 1 article; "))
    #expect(words.runHeading(1, "x", 5).hasSuffix("5 nowych artykułów"))
    #expect(words.every(60) == "co godzinę" && words.every(120) == "co 2 godziny")
    #expect(words.every(25) == "co 25 minut" && words.every(22) == "co 22 minuty")
    #expect(Language.en.strings.watches.counts(1, 0) == "1 match, 0 unread")
  }

  @Test("w shows the watches with their unread matches; Enter lists the one selected")
  func readerWatches() {
    var state = ReaderState(language: .en, columns: 40, rows: 12)
    #expect(state.apply(.key(.character("w"))) == [.loadWatches])
    #expect(state.screen == .watches)
    let watches = [
      Watch(id: 1, phrase: "Świątek", language: "en", unread: 3),
      Watch(id: 2, phrase: "A phrase much too long for forty columns of text", language: "en"),
    ]
    _ = state.apply(.watchesListed(.success(watches)))
    let renderer = ScreenRenderer(theme: .dark, timeZone: .utc, now: Date())
    let text = renderer.render(state).lines.map(\.text)
    #expect(text[0].hasPrefix("Watches"))
    #expect(
      text.contains {
        $0.contains("“Świątek”") && $0.trimmingCharacters(in: .whitespaces).hasSuffix("3")
      }, "\(text)")
    #expect(text.contains { $0.contains("…”") || $0.contains("…") })
    _ = state.apply(.key(.character("j")))
    let effects = state.apply(.key(.enter))
    #expect(state.screen == .list)
    #expect(
      effects.contains {
        if case .fetch(let request, _) = $0 { request.subject == .watch(watches[1]) } else { false }
      })
    var empty = ReaderState(language: .pl, columns: 40, rows: 12)
    _ = empty.apply(.key(.character("w")))
    _ = empty.apply(.watchesListed(.success([])))
    var polish = ReaderState(language: .pl, columns: 40, rows: 12)
    _ = polish.apply(.key(.character("w")))
    _ = polish.apply(.watchesListed(.success(watches)))
    #expect(renderer.render(polish).lines.map(\.text).contains { $0.contains("„Świątek”") })
    #expect(
      renderer.render(empty).lines.map(\.text).joined().contains("Nie ma jeszcze obserwacji"))
  }
}
