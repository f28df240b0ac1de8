import Foundation
import NewsKit
import TestSupport
import Testing

/// The built binary with its article store: numbered actions, saving, offline reading.
@Suite("news, end to end, with the article store")
struct StoreEndToEndTests {
  /// A data folder kept across the runs of one test.
  final class Home: @unchecked Sendable {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("news-home-\(UUID().uuidString)")
    var store: URL { directory.appendingPathComponent("news/news.sqlite") }

    func environment(_ server: LoopbackServer?, _ extra: [String: String] = [:]) -> [String: String]
    {
      var variables = ["XDG_DATA_HOME": directory.path, "NEWSCATCHER_API_KEY": "k"]
      variables["NEWSCATCHER_API_URL"] = server?.baseURL ?? "http://127.0.0.1:9/"
      return variables.merging(extra, uniquingKeysWith: { _, new in new })
    }

    deinit {
      try? FileManager.default.removeItem(at: directory)
    }
  }

  func fixtureServer(_ name: String = "v3-search.json") throws -> LoopbackServer {
    try LoopbackServer { _ in .json(Fixtures.text(name)) }
  }

  @Test("show, save, saved, unsave act on the numbers of the last list")
  func numberedActions() async throws {
    let home = Home()
    let server = try fixtureServer()
    defer { server.stop() }
    let list = try await NewsBinary.run(
      ["search", "kosmos"], environment: home.environment(server))
    #expect(list.exitCode == 0)
    let show = try await NewsBinary.run(["show", "2"], environment: home.environment(nil))
    #expect(show.exitCode == 0)
    #expect(
      show.stdout == """
        Żółć i gęślą jaźń: test polskich znaków
        14 Jul 2025, 06:00 · example.com.pl
        By Jan Kowalski

        Treść bez opisu, więc news sięga po treść i ją skraca.

        https://example.com.pl/znaki

        """)
    let save = try await NewsBinary.run(
      ["save", "2", "-l", "pl"], environment: home.environment(nil))
    #expect(
      save.exitCode == 0 && save.stdout == "Zapisano: „Żółć i gęślą jaźń: test polskich znaków”\n")
    let saved = try await NewsBinary.run(["saved", "--json"], environment: home.environment(nil))
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(saved.stdout.utf8)) as? [String: Any])
    #expect(object["kind"] as? String == "saved")
    #expect(
      (object["articles"] as? [[String: Any]])?.map { $0["title"] as? String } == [
        "Żółć i gęślą jaźń: test polskich znaków"
      ])
    // The saved list is now the last list: 1 is the saved article.
    let unsave = try await NewsBinary.run(["unsave", "1"], environment: home.environment(nil))
    #expect(unsave.stdout == "Removed from saved: “Żółć i gęślą jaźń: test polskich znaków”\n")
    let empty = try await NewsBinary.run(["saved"], environment: home.environment(nil))
    #expect(
      empty.stdout
        == "Saved articles\nNo saved articles yet.\nSave one from a list with news save N.\n")
  }

  @Test("A number outside the last list, or no list yet, is exit 64")
  func badNumbers() async throws {
    let home = Home()
    let none = try await NewsBinary.run(["open", "1"], environment: home.environment(nil))
    #expect(
      none.exitCode == 64
        && none.stderr
          == "news: There is no list to pick from yet.\nRun news search or news topic first.\n"
    )
    let server = try fixtureServer()
    defer { server.stop() }
    _ = try await NewsBinary.run(["search", "x"], environment: home.environment(server))
    let beyond = try await NewsBinary.run(
      ["show", "3", "-l", "pl"], environment: home.environment(nil))
    #expect(
      beyond.exitCode == 64
        && beyond.stderr
          == "news: Na ostatniej liście nie ma artykułu nr 3.\nPodaj numer od 1 do 2.\n"
    )
    let word = try await NewsBinary.run(["save", "two"], environment: home.environment(nil))
    #expect(word.exitCode == 64 && word.stderr.hasPrefix("news: “two” is not an article number.\n"))
    let disabled = try await NewsBinary.run(
      ["search", "--offline", "x", "--no-store"], environment: home.environment(nil))
    #expect(
      disabled.exitCode == 64
        && disabled.stderr.hasPrefix("news: The article store is off (--no-store)"))
  }

  @Test("open hands the link to $BROWSER, or prints it when there is no browser")
  func open() async throws {
    let home = Home()
    let server = try fixtureServer()
    defer { server.stop() }
    _ = try await NewsBinary.run(["search", "x"], environment: home.environment(server))
    try FileManager.default.createDirectory(at: home.directory, withIntermediateDirectories: true)
    let script = home.directory.appendingPathComponent("browser")
    let received = home.directory.appendingPathComponent("received")
    try "#!/bin/sh\necho \"$1\" > '\(received.path)'\n".write(
      to: script, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
    let opened = try await NewsBinary.run(
      ["open", "1"], environment: home.environment(nil, ["BROWSER": script.path]))
    #expect(opened.exitCode == 0 && opened.stdout.isEmpty && opened.stderr.isEmpty)
    #expect(
      try String(contentsOf: received, encoding: .utf8) == "https://www.example.pl/nauka/ignis\n")
    let printed = try await NewsBinary.run(
      ["open", "2"], environment: home.environment(nil, ["PATH": home.directory.path]))
    #expect(printed.exitCode == 0 && printed.stdout == "https://example.com.pl/znaki\n")
  }

  @Test("With the server gone, the same search shows the stored results, exit 0")
  func offlineFallback() async throws {
    let home = Home()
    let server = try fixtureServer()
    _ = try await NewsBinary.run(
      ["search", "kosmos", "-l", "pl"], environment: home.environment(server))
    let address = home.environment(server)
    server.stop()
    let text = try await NewsBinary.run(["search", "Kosmos", "-l", "pl"], environment: address)
    #expect(text.exitCode == 0)
    #expect(
      text.stdout.hasPrefix("Wyszukiwanie: „Kosmos”\nPokazano 2 artykuły\n\n1. Polska misja IGNIS"))
    // How long ago: by the wall clock, which a loaded machine may move on by a minute or two
    // between two commands.
    let said = "news: Brak połączenia z serwisem; pokazuję wyniki pobrane "
    #expect(
      text.stderr == said + "przed chwilą.\n"
        || text.stderr.hasPrefix(said) && text.stderr.hasSuffix(" temu.\n")
          && text.stderr.contains(" minut"),
      "\(text.stderr)")
    let json = try await NewsBinary.run(
      ["search", "kosmos", "-l", "pl", "--json"], environment: address)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    #expect(object["offline"] as? Bool == true && object["fetched_at"] is String)
    #expect(
      (object["articles"] as? [[String: Any]])?.allSatisfy { $0["seen"] as? Bool == true } == true)
    let english = try await NewsBinary.run(["search", "kosmos"], environment: address)
    #expect(english.exitCode == 69)
  }

  @Test("search --offline finds stored articles, ignoring diacritics, with no network at all")
  func offlineSearch() async throws {
    let home = Home()
    let server = try fixtureServer()
    _ = try await NewsBinary.run(["search", "x"], environment: home.environment(server))
    server.stop()
    let result = try await NewsBinary.run(
      ["search", "--offline", "zolc", "gesla"],
      environment: home.environment(nil, ["NEWSCATCHER_API_KEY": ""]))
    #expect(result.exitCode == 0 && result.stderr.isEmpty)
    #expect(
      result.stdout.hasPrefix(
        "Articles on this computer: “zolc gesla”\nShowing 1 article\n\n1. Żółć i gęślą jaźń"))
  }

  @Test("A damaged store is moved aside with a warning; the list is still shown")
  func damagedStore() async throws {
    let home = Home()
    try FileManager.default.createDirectory(
      at: home.store.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(repeating: 0xAB, count: 4096).write(to: home.store)
    let server = try fixtureServer()
    defer { server.stop() }
    let result = try await NewsBinary.run(["search", "x"], environment: home.environment(server))
    #expect(result.exitCode == 0)
    #expect(result.stdout.hasPrefix("Search: “x”\n"))
    // Notices wrap at the width (80 here); read them as one line.
    #expect(
      result.stderr.replacingOccurrences(of: "\n", with: " ").hasPrefix(
        "news: The article store was damaged; it was moved to \(home.store.path).damaged-"))
    let files = try FileManager.default.contentsOfDirectory(
      atPath: home.store.deletingLastPathComponent().path)
    #expect(
      files.contains("news.sqlite") && files.contains { $0.hasPrefix("news.sqlite.damaged-") })
  }

  @Test("Several news processes at once all succeed and leave one consistent store")
  func concurrentProcesses() async throws {
    let home = Home()
    let server = try fixtureServer()
    defer { server.stop() }
    let results = try await withThrowingTaskGroup(of: NewsBinary.Result.self) { group in
      for index in 0..<6 {
        group.addTask {
          try await NewsBinary.run(
            ["search", "q\(index)", "--provider", "newscatcher"],
            environment: home.environment(server))
        }
      }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    for result in results {
      #expect(result.exitCode == 0 && result.stderr.isEmpty, "\(result.exitCode): \(result.stderr)")
    }
    // One article named IGNIS, stored once (`polska` meets `polskich` too since issue 58).
    let offline = try await NewsBinary.run(
      ["search", "--offline", "ignis"], environment: home.environment(nil))
    #expect(offline.stdout.contains("Showing 1 article"), "\(offline.stdout)")
  }

  @Test("--no-store leaves no file behind")
  func noStore() async throws {
    let home = Home()
    let server = try fixtureServer()
    defer { server.stop() }
    let result = try await NewsBinary.run(
      ["search", "x", "--no-store"], environment: home.environment(server))
    #expect(result.exitCode == 0)
    #expect(!FileManager.default.fileExists(atPath: home.store.path))
  }

  @Test(
    "Lists and marks wait in the write-ahead log; a save writes them, and itself, into the file")
  func listsInTheLog() async throws {
    let home = Home()
    let server = try fixtureServer()
    defer { server.stop() }
    func logSize() throws -> Int { try fileSize(atPath: home.store.path + "-wal") }
    // The first run creates the store and copies its log in; the second leaves its list there.
    for _ in 0..<2 {
      let list = try await NewsBinary.run(
        ["search", "kosmos"], environment: home.environment(server))
      #expect(list.exitCode == 0, "\(list.stderr)")
    }
    #expect(try logSize() > 0)
    // Listing offline, showing, opening and a story add their lists and marks to the log,
    // unsynced; then the search's list again, for the save.
    let lines = [
      ["read", "--offline"], ["search", "kosmos"], ["show", "1"], ["open", "1"], ["story", "1"],
      ["search", "kosmos"],
    ]
    for line in lines {
      let run = try await NewsBinary.run(
        line, environment: home.environment(server, ["BROWSER": "/bin/true"]))
      #expect(run.exitCode == 0, "\(line): \(run.stderr)")
      #expect(try logSize() > 0, "\(line)")
    }
    let save = try await NewsBinary.run(["save", "2"], environment: home.environment(nil))
    #expect(save.exitCode == 0, "\(save.stderr)")
    #expect(try logSize() == 0)
    // The database file alone, copied to another home, has the saved article and the last list.
    let other = Home()
    try FileManager.default.createDirectory(
      at: other.store.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: home.store, to: other.store)
    let show = try await NewsBinary.run(["show", "2"], environment: other.environment(nil))
    #expect(show.stdout.hasPrefix("Żółć i gęślą jaźń: test polskich znaków\n"), "\(show.stderr)")
    let saved = try await NewsBinary.run(["saved"], environment: other.environment(nil))
    #expect(saved.exitCode == 0, "\(saved.stderr)")
    #expect(saved.stdout.contains("Żółć i gęślą jaźń: test polskich znaków"), "\(saved.stdout)")
  }

  @Test("Save, unsave and mark-read say so in lines wrapped by words to the terminal's width")
  func confirmationsWrap() async throws {
    let home = Home()
    let server = try fixtureServer()
    defer { server.stop() }
    let list = try await NewsBinary.run(
      ["search", "kosmos"], environment: home.environment(server))
    #expect(list.exitCode == 0, "\(list.stderr)")
    for line in [["save", "2"], ["unsave", "2"], ["save", "2", "--lang", "pl"]] {
      let wide = try await NewsBinary.run(line, environment: home.environment(nil))
      let narrow = try await NewsBinary.run(
        line, environment: home.environment(nil, ["COLUMNS": "24"]))
      #expect(wide.exitCode == 0 && narrow.exitCode == 0, "\(line): \(narrow.stderr)")
      let lines = narrow.stdout.split(separator: "\n")
      #expect(lines.count > 1, "\(line): \(narrow.stdout)")
      #expect(lines.allSatisfy { DisplayWidth.of($0) <= 24 }, "\(line): \(narrow.stdout)")
      // Every word whole: the narrow lines joined are the wide one.
      #expect(lines.joined(separator: " ") + "\n" == wide.stdout, "\(line)")
    }
  }
}
