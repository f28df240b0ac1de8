import Foundation
import TestSupport
import Testing

/// `news watch` and `news filter` as a user runs them, against a loopback news API and feed:
/// new matches once across runs and sources, notifications through a logging stand-in, two
/// runs racing for the lock, the timer's files, filters on every list.
@Suite("news, end to end, watches and filters")
struct WatchEndToEndTests {
  static let key = "watch-e2e-key-4471"

  /// A feed whose items repeat the API's story (same title, same domain, another link), match
  /// the phrase without its diacritics, or do not match.
  static let feed = """
    <?xml version="1.0"?><rss version="2.0"><channel><title>Tennis Daily</title>
    <link>https://sport.example.com/</link>
    <item><title>Świątek wins in Warsaw</title><link>https://sport.example.com/feed/swiatek</link>
    <description>The same story, from the feed.</description></item>
    <item><title>Swiatek heads to Paris next</title><link>https://tennis.example.org/paris</link>
    <description>After Warsaw.</description></item>
    <item><title>Rain stops play in London</title><link>https://tennis.example.org/rain</link>
    <description>Nothing about her.</description></item>
    </channel></rss>
    """

  final class Home: @unchecked Sendable {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("news-watch-\(UUID().uuidString)")
    let server: LoopbackServer
    init() throws {
      server = try LoopbackServer { request in
        request.path == "/feed.xml"
          ? CannedResponse(status: 200, body: Data(WatchEndToEndTests.feed.utf8))
          : .json(Fixtures.text("v2-latest-headlines.json"))
      }
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }
    var variables: [String: String] {
      [
        "XDG_DATA_HOME": directory.path, "XDG_CONFIG_HOME": directory.path + "/config",
        "NEWSCATCHER_API_URL": server.baseURL + "api/", "NEWSCATCHER_API_KEY": key,
        "NEWSCATCHER_API_VERSION": "v2",
      ]
    }
    func run(_ arguments: [String], _ extra: [String: String] = [:]) async throws
      -> NewsBinary.Result
    {
      let result = try await NewsBinary.run(
        arguments, environment: variables.merging(extra, uniquingKeysWith: { _, new in new }))
      #expect(!result.stdout.contains(key) && !result.stderr.contains(key))
      return result
    }
    deinit {
      server.stop()
      try? FileManager.default.removeItem(at: directory)
    }
  }

  static func json(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  @Test("add, run, list, read, remove: new once across runs and sources, numbered, JSON, 64")
  func lifecycle() async throws {
    let home = try Home()
    #expect(try await home.run(["feed", "add", home.server.baseURL + "feed.xml"]).exitCode == 0)
    let added = try await home.run(["watch", "add", "Świątek"])
    #expect(added.exitCode == 0 && added.stdout == "Watch 1 added: “Świątek”.\n")
    #expect(try await home.run(["watch", "add", "!!!"]).exitCode == 64)
    let long = String(repeating: "word ", count: 60)
    let tooLong = try await home.run(["watch", "add", long])
    #expect(tooLong.exitCode == 64 && tooLong.stderr.contains("longer than 200 characters"))
    let first = try await home.run(["watch", "run", "--json"])
    #expect(first.exitCode == 0, "\(first.stderr)")
    let watches = try #require(try Self.json(first.stdout)["watches"] as? [[String: Any]])
    #expect(watches.count == 1 && watches[0]["error"] is NSNull)
    let new = try #require(watches[0]["new"] as? [[String: Any]])
    let titles = new.compactMap { $0["title"] as? String }
    // The API's two articles (it matched them), and the feed's Paris story; the feed's copy
    // of the Warsaw story is the same story from the same domain: once.
    #expect(titles.filter { $0 == "Świątek wins in Warsaw" }.count == 1, "\(titles)")
    #expect(titles.contains("Swiatek heads to Paris next"))
    #expect(!titles.contains("Rain stops play in London"))
    #expect(new.count == 3)
    // Numbered like every list: show 1 is the first match.
    let show = try await home.run(["show", "1"])
    #expect(show.stdout.hasPrefix(titles[0]), "\(show.stdout)")
    let again = try await home.run(["watch", "run"])
    #expect(again.stdout == "Watch 1: “Świątek” · nothing new\n", "\(again.stdout)")
    let list = try await home.run(["watch", "list", "--json"])
    let listed = try #require(try Self.json(list.stdout)["watches"] as? [[String: Any]])
    #expect(
      Set(listed[0].keys) == [
        "id", "phrase", "query", "lang", "topic", "feeds_only", "last_run", "matches", "unread",
      ])
    #expect(listed[0]["query"] is NSNull)
    // Unread means not opened: the run printed three, `show 1` opened one.
    #expect(listed[0]["matches"] as? Int == 3 && listed[0]["unread"] as? Int == 2)
    let polish = try await home.run(["watch", "list", "--lang", "pl"])
    #expect(polish.stdout.contains("3 trafienia, 2 nieprzeczytane"), "\(polish.stdout)")
    #expect(polish.stdout.contains("1. „Świątek” · en · wiadomości i kanały"), "\(polish.stdout)")
    let read = try await home.run(["watch", "read", "1", "-n", "2"])
    #expect(read.stdout.hasPrefix("Watch 1: “Świątek”\nShowing 2 articles\n"), "\(read.stdout)")
    #expect(try await home.run(["watch", "read", "7"]).exitCode == 64)
    #expect(try await home.run(["watch", "remove", "7"]).exitCode == 64)
    let removed = try await home.run(["watch", "remove", "1"])
    #expect(removed.stdout == "Watch removed: “Świątek”.\n")
    #expect(try await home.run(["watch", "list"]).stdout.hasPrefix("No watches yet."))
    // A feeds-only watch, offline: the store's feed articles only, the API never asked.
    let asked = home.server.requests.filter { $0.path.hasPrefix("/api/") }.count
    _ = try await home.run(["watch", "add", "paris", "--feeds-only"])
    let offline = try await home.run(["watch", "run", "--offline"])
    #expect(offline.stdout.contains("Swiatek heads to Paris next"), "\(offline.stdout)")
    #expect(home.server.requests.filter { $0.path.hasPrefix("/api/") }.count == asked)
  }

  @Test("A source that fails is named on stderr: the watch, the feed; 69 only when every one did")
  func failingSources() async throws {
    let home = try Home()
    _ = try await home.run(["feed", "add", home.server.baseURL + "feed.xml"])
    _ = try await home.run(["watch", "add", "Świątek"])
    let down = ["NEWSCATCHER_API_URL": "http://127.0.0.1:9/api/"]
    let apiDown = try await home.run(["watch", "run", "--timeout", "1"], down)
    #expect(apiDown.exitCode == 0, "the feed answered")
    #expect(apiDown.stderr.hasPrefix("news: watch 1: Could not connect to 127.0.0.1:9."))
    #expect(apiDown.stdout.contains("Swiatek heads to Paris next"))
    home.server.stop()
    let allDown = try await home.run(["watch", "run", "--timeout", "1", "--lang", "pl"], down)
    #expect(allDown.exitCode == 69, "\(allDown.stderr)")
    #expect(allDown.stderr.contains("Tennis Daily"), "\(allDown.stderr)")
    #expect(
      allDown.stderr.contains("news: obserwacja nr 1: Nie udało się połączyć z 127.0.0.1:9."))
    let json = try Self.json(
      try await home.run(["watch", "run", "--timeout", "1", "--json"], down).stdout)
    let watches = try #require(json["watches"] as? [[String: Any]])
    #expect((watches[0]["error"] as? String)?.hasPrefix("Could not connect") == true)
  }

  @Test(
    "--notify: two arguments, no shell, no secret, output discarded; a missing program is said once"
  )
  func notifications() async throws {
    let home = try Home()
    let log = home.directory.appendingPathComponent("notify.log")
    let program = home.directory.appendingPathComponent("notify")
    try Data(
      """
      #!/bin/sh
      { echo "ARGS=$#"; echo "TITLE=$1"; echo "BODY=$2"; echo "KEY=${NEWSCATCHER_API_KEY:-none}"; } >> '\(log.path)'
      echo "garbage the notifier prints"; echo "more garbage" >&2
      """.utf8
    ).write(to: program)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: program.path)
    _ = try await home.run(["watch", "add", "Świątek"])
    _ = try await home.run(["watch", "add", "Lewandowski; rm -rf /"])
    let run = try await home.run(
      ["watch", "run", "--notify"], ["NEWS_NOTIFY_COMMAND": program.path])
    #expect(run.exitCode == 0 && !run.stdout.contains("garbage") && !run.stderr.contains("garbage"))
    let logged = try String(contentsOf: log, encoding: .utf8)
    #expect(logged.components(separatedBy: "ARGS=2").count - 1 == 2, "\(logged)")
    #expect(logged.contains("TITLE=“Świątek”: 2 new articles"))
    #expect(logged.contains("TITLE=“Lewandowski; rm -rf /”: 2 new articles"))
    #expect(logged.contains("BODY=Świątek wins in Warsaw\nLewandowski scores twice"))
    #expect(logged.contains("KEY=none") && !logged.contains(Self.key))
    // Nothing new: nobody is notified.
    _ = try await home.run(["watch", "run", "--notify"], ["NEWS_NOTIFY_COMMAND": program.path])
    #expect(try String(contentsOf: log, encoding: .utf8) == logged)
    _ = try await home.run(["watch", "add", "Warsaw"])
    let missing = try await home.run(
      ["watch", "run", "--notify"], ["NEWS_NOTIFY_COMMAND": "no-such-notifier"])
    #expect(missing.exitCode == 0)
    #expect(
      missing.stderr.components(separatedBy: "Could not start the notification program").count
        - 1 == 1, "\(missing.stderr)")
  }

  @Test(
    "A notify command with arguments is split as a shell would, without one; a missing program is named"
  )
  func notifyCommandWithArguments() async throws {
    let home = try Home()
    let log = home.directory.appendingPathComponent("args.log")
    let folder = home.directory.appendingPathComponent("my bin")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let program = folder.appendingPathComponent("notify")
    try Data(
      "#!/bin/sh\nfor a in \"$@\"; do printf '<%s>\\n' \"$a\" >> \"$1\"; done\n".utf8
    ).write(to: program)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: program.path)
    _ = try await home.run(["watch", "add", "Świątek"])
    // A path with a space, quoted; a quoted argument with a space; $HOME and ; stay as typed.
    // The script is run by sh, which reads it: a file this test process just wrote could not
    // be run itself while another test's child still held it open (ETXTBSY).
    let command = "/bin/sh '\(program.path)' '\(log.path)' --title \"two words\" $HOME\\;x"
    let run = try await home.run(
      ["watch", "run", "--notify"], ["NEWS_NOTIFY_COMMAND": command])
    #expect(run.exitCode == 0 && run.stderr.isEmpty, "\(run.stderr)")
    let logged = try String(contentsOf: log, encoding: .utf8)
    #expect(
      logged.hasPrefix("<\(log.path)>\n<--title>\n<two words>\n<$HOME;x>\n<“Świątek”: 2 new"),
      "\(logged)")
    // A program found on PATH, with a script of its own in single quotes that has double
    // quotes inside (the title arrives as $1; nothing is written where the test runs).
    _ = try await home.run(["watch", "add", "Warsaw"])
    let notes = home.directory.appendingPathComponent("notes.txt")
    let sh = try await home.run(
      ["watch", "run", "--notify"],
      ["NEWS_NOTIFY_COMMAND": "sh -c 'printf \"%s\\n\" \"$1\" >> \"$0\"' '\(notes.path)'"])
    #expect(sh.exitCode == 0 && sh.stderr.isEmpty, "\(sh.stderr)")
    #expect(try String(contentsOf: notes, encoding: .utf8) == "“Warsaw”: 2 new articles\n")
    // What cannot start says which program and why; a quote left open says so.
    for (phrase, command, said) in [
      (
        "Lewandowski", "no-such-notifier --x",
        "“no-such-notifier”: there is no such program on PATH."
      ),
      ("scores", "/nowhere/notify -x", "“/nowhere/notify”: there is no executable file there."),
      ("wins", "tee -a 'open", "has a quote that is not closed"),
    ] {
      // A new watch, so that the run has something new to tell.
      _ = try await home.run(["watch", "add", phrase])
      let failed = try await home.run(
        ["watch", "run", "--notify"], ["NEWS_NOTIFY_COMMAND": command])
      #expect(failed.exitCode == 0)
      #expect(failed.stderr.contains(said), "\(failed.stderr)")
    }
  }

  @Test("Two runs at once: one takes the lock, the other says so and exits 0; nothing twice")
  func lockRace() async throws {
    let home = try Home()
    let gate = home.directory.appendingPathComponent("gate")
    let log = home.directory.appendingPathComponent("notify.log")
    let program = home.directory.appendingPathComponent("notify")
    // The first run's notifier waits until the test opens the gate, holding the run (and its
    // lock) while the second one starts.
    try Data(
      """
      #!/bin/sh
      echo "$1" >> '\(log.path)'
      i=0; while [ ! -e '\(gate.path)' ] && [ $i -lt 600 ]; do sleep 0.1; i=$((i+1)); done
      """.utf8
    ).write(to: program)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: program.path)
    _ = try await home.run(["watch", "add", "Warsaw"])
    async let first = home.run(
      ["watch", "run", "--notify"], ["NEWS_NOTIFY_COMMAND": program.path])
    // Wait (bounded) until the first run is in its notifier, then start the second. Bounded
    // generously: under a full suite on two cores the first run took over 5 s to get there,
    // and the second then ran on its own. The notifier's gate waits longer still.
    for _ in 0..<600 where !FileManager.default.fileExists(atPath: log.path) {
      try await Task.sleep(nanoseconds: 50_000_000)
    }
    let second = try await home.run(
      ["watch", "run", "--notify"], ["NEWS_NOTIFY_COMMAND": program.path])
    _ = FileManager.default.createFile(atPath: gate.path, contents: nil)
    let done = try await first
    #expect(done.exitCode == 0 && done.stdout.contains("Świątek wins in Warsaw"))
    #expect(second.exitCode == 0 && second.stdout.isEmpty)
    #expect(
      second.stderr.hasPrefix("news: Another news watch run is under way"), "\(second.stderr)")
    #expect(try String(contentsOf: log, encoding: .utf8).split(separator: "\n").count == 1)
  }

  @Test("install writes the two units (or says the crontab line), uninstall removes just them")
  func timer() async throws {
    let home = try Home()
    let units = home.directory.appendingPathComponent("config/systemd/user")
    let noSystemd = try await home.run(["watch", "install", "--every", "2h"])
    #expect(noSystemd.exitCode == 0, "\(noSystemd.stderr)")
    #expect(noSystemd.stdout.contains("every 2 hours"))
    #expect(noSystemd.stdout.contains("0 */2 * * * '"), "\(noSystemd.stdout)")
    #expect(noSystemd.stdout.hasSuffix(" watch run --notify\n"))
    let service = try String(
      contentsOf: units.appendingPathComponent("news-watch.service"), encoding: .utf8)
    #expect(service.contains("ExecStart=/") && service.contains(" watch run --notify\n"))
    let timer = try String(
      contentsOf: units.appendingPathComponent("news-watch.timer"), encoding: .utf8)
    #expect(timer.contains("OnUnitActiveSec=120min") && timer.contains("WantedBy=timers.target"))
    // A user systemd that answers (a stand-in systemctl on PATH): enabled, and it was asked.
    let bin = home.directory.appendingPathComponent("bin")
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    let calls = home.directory.appendingPathComponent("systemctl.log")
    try Data("#!/bin/sh\necho \"$*\" >> '\(calls.path)'\n".utf8).write(
      to: bin.appendingPathComponent("systemctl"))
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o755], ofItemAtPath: bin.appendingPathComponent("systemctl").path)
    let path = ["PATH": bin.path + ":/usr/bin:/bin"]
    let enabled = try await home.run(["watch", "install"], path)
    #expect(enabled.stdout.contains("The timer is enabled and started."), "\(enabled.stdout)")
    let asked = try String(contentsOf: calls, encoding: .utf8)
    #expect(asked.contains("--user daemon-reload\n--user enable --now news-watch.timer\n"))
    let mine = units.appendingPathComponent("other.service")
    _ = FileManager.default.createFile(atPath: mine.path, contents: Data("mine".utf8))
    let removed = try await home.run(["watch", "uninstall"], path)
    #expect(removed.stdout.hasPrefix("Removed news-watch.service and news-watch.timer"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: units.path) == ["other.service"])
    #expect(try await home.run(["watch", "uninstall"]).stdout.hasPrefix("No timer was installed"))
    #expect(try await home.run(["watch", "install", "--every", "3m"]).exitCode == 64)
    // A folder that cannot be written: 74, said.
    try FileManager.default.removeItem(at: units)
    _ = FileManager.default.createFile(atPath: units.path, contents: nil)
    let blocked = try await home.run(["watch", "install"])
    #expect(blocked.exitCode == 74 && blocked.stderr.hasPrefix("news: Could not write"))
  }

  @Test("Filters hide from every list, never a saved article; one line says how many; --no-filter")
  func filters() async throws {
    let home = try Home()
    let before = try await home.run(["topic", "sport"])
    #expect(before.stdout.contains("Lewandowski scores twice"))
    _ = try await home.run(["save", "1"])  // Świątek is saved: never hidden
    let added = try await home.run(["filter", "add", "lewandowski"])
    #expect(added.stdout == "Filter 1 added: “lewandowski”.\n")
    _ = try await home.run(["filter", "add", "--source", "https://www.sport.example.com/x"])
    #expect(try await home.run(["filter", "add"]).exitCode == 64)
    let hidden = try await home.run(["topic", "sport"])
    #expect(!hidden.stdout.contains("Lewandowski") && hidden.stdout.contains("Świątek"))
    #expect(
      hidden.stderr == "news: Filters hid 1 of 2 articles; --no-filter shows it.\n",
      "\(hidden.stderr)")
    let polish = try await home.run(["topic", "sport", "--lang", "pl"])
    #expect(polish.stderr.contains("Filtry ukryły 1 z 2 artykułów; --no-filter go pokaże."))
    let json = try Self.json(try await home.run(["topic", "sport", "--json"]).stdout)
    #expect(json["hidden"] as? Int == 1)
    let all = try await home.run(["topic", "sport", "--no-filter"])
    #expect(all.stdout.contains("Lewandowski") && all.stderr.isEmpty)
    #expect(try await home.run(["saved"]).stdout.contains("Świątek wins in Warsaw"))
    let list = try await home.run(["filter", "list"])
    #expect(list.stdout.contains("1. “lewandowski” · hid 1 article in the last list"))
    #expect(list.stdout.contains("2. everything from sport.example.com · hid 1 article in"))
    #expect(try await home.run(["filter", "remove", "5"]).exitCode == 64)
    _ = try await home.run(["filter", "remove", "1", "2"])
    #expect(try await home.run(["topic", "sport"]).stderr.isEmpty)
  }

  /// A v2 search page of `size` articles numbered from `first`; those in `blocked` are titled
  /// "Blocked …", the rest "Story …".
  static func searchPage(page: Int, size: Int, total: Int, blocked: (Int) -> Bool) -> String {
    let articles = (0..<size).map { offset -> String in
      let number = (page - 1) * size + offset + 1
      let title = blocked(number) ? "Blocked \(number)" : "Story \(number)"
      return """
        {"title": "\(title)", "link": "https://news.example.com/\(number)", \
        "published_date": "2025-07-29 10:00:00", "clean_url": "news.example.com", \
        "excerpt": "Summary \(number)"}
        """
    }
    return """
      {"status": "ok", "total_hits": \(total), "page": \(page), "page_size": \(size), \
      "articles": [\(articles.joined(separator: ","))]}
      """
  }

  @Test("A page thinned by filters is filled from the next pages, at most 5 requests; it says so")
  func filtersFillThePage() async throws {
    let home = try Home()
    // Articles 1–4 and 6 are blocked: page 1 (1–3) shows nothing, page 2 (4–6) shows 5, page 3
    // (7–9) fills the page of three with 7 and 8; 9 is not listed.
    let server = try LoopbackServer { request in
      let page = Int(request.queryValue("page") ?? "1") ?? 1
      return .json(
        Self.searchPage(page: page, size: 3, total: 300) { [1, 2, 3, 4, 6].contains($0) })
    }
    defer { server.stop() }
    let api = ["NEWSCATCHER_API_URL": server.baseURL + "api/"]
    _ = try await home.run(["filter", "add", "blocked"])
    // The pages' articles differ by a number only, one story by their words: listed alone.
    let filled = try await home.run(["search", "story", "-n", "3", "--no-stories"], api)
    #expect(filled.exitCode == 0)
    #expect(server.requests.map { $0.queryValue("page") ?? "1" } == ["1", "2", "3"])
    let titles = filled.stdout.split(separator: "\n").filter { $0.contains("Story ") }
    #expect(titles.count == 3 && titles[0].hasSuffix("Story 5") && titles[2].hasSuffix("Story 8"))
    #expect(filled.stderr == "news: Filters hid 5 of 8 articles; --no-filter shows them.\n")
    // The numbers are the list's: news open 3 is Story 8.
    let shown = try await home.run(["show", "3"], api)
    #expect(shown.stdout.contains("Story 8"), "\(shown.stdout)")
    let polish = try await home.run(
      ["search", "story", "-n", "3", "--lang", "pl", "--no-stories"], api)
    #expect(polish.stderr == "news: Filtry ukryły 5 z 8 artykułów; --no-filter je pokaże.\n")
    let json = try Self.json(
      try await home.run(["search", "story", "-n", "3", "--json", "--no-stories"], api).stdout)
    #expect(json["hidden"] as? Int == 5 && (json["articles"] as? [Any])?.count == 3)
  }

  @Test("Filters that hide everything: 5 requests, then no “Try other words”, but what hid them")
  func filtersHideEverything() async throws {
    let home = try Home()
    let server = try LoopbackServer { request in
      let page = Int(request.queryValue("page") ?? "1") ?? 1
      return .json(Self.searchPage(page: page, size: 3, total: 10_000) { _ in true })
    }
    defer { server.stop() }
    let api = ["NEWSCATCHER_API_URL": server.baseURL + "api/"]
    _ = try await home.run(["filter", "add", "blocked"])
    for language in ["en", "pl"] {
      let before = server.requests.count
      let empty = try await home.run(["search", "x", "-n", "3", "--lang", language], api)
      #expect(empty.exitCode == 0)
      #expect(server.requests.count - before == 5)
      #expect(!empty.stdout.contains("Try other words") && !empty.stdout.contains("innych słów"))
      #expect(
        empty.stderr
          == (language == "en"
            ? "news: Filters hid 15 of 15 articles; --no-filter shows them.\n"
            : "news: Filtry ukryły 15 z 15 artykułów; --no-filter je pokaże.\n"))
      #expect(
        empty.stdout.contains(
          language == "en" ? "Filters hid every article found." : "Filtry ukryły wszystkie"))
    }
  }
}
