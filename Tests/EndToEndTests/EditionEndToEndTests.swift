import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `news edition` as a user runs it, against an API and article pages on loopback hosts.
@Suite("news, end to end, editions")
struct EditionEndToEndTests {
  static let pages = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("NewsKitTests/Pages")
  static let names = [
    "en-rivers-semantic", "pl-rzeki-blog", "de-bahn-semantic", "en-consent-wall", "en-chips-divs",
    "fr-vignes-divs", "es-museo-css", "pl-pszczoly-table",
  ]

  final class Home: @unchecked Sendable {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("news-editions-\(UUID().uuidString)")
    deinit { try? FileManager.default.removeItem(at: directory) }
  }

  /// An API on 127.0.0.1 whose headlines link to the pages on 127.0.0.2; `page` answers each
  /// page request (by default with the recorded page).
  final class Sites: @unchecked Sendable {
    let api: LoopbackServer
    let pages: LoopbackServer
    let home = Home()

    /// `moved/<page>` links redirect (301) to the page.
    init(
      names: [String] = EditionEndToEndTests.names,
      page: @escaping @Sendable (String) -> CannedResponse = { Sites.recorded($0) }
    ) throws {
      pages = try LoopbackServer(host: "127.0.0.2") { request in
        let name = String(request.path.dropFirst())
        guard name.hasPrefix("moved/") else { return page(name) }
        return .redirect(301, to: "/" + name.dropFirst(6))
      }
      let base = pages.baseURL
      let config = home.directory.appendingPathComponent("config/news")
      try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
      try "stories = false\n".write(
        to: config.appendingPathComponent("config.toml"), atomically: true, encoding: .utf8)
      api = try LoopbackServer { _ in
        let articles = names.map { name in
          [
            "title": "Story \(name)", "link": base + name, "description": "Summary of \(name).",
            "domain_url": "127.0.0.2", "published_date": "2026-11-23 10:00:00",
          ]
        }
        let body = try! JSONSerialization.data(
          withJSONObject: ["status": "ok", "total_hits": articles.count, "articles": articles])
        return CannedResponse(status: 200, body: body)
      }
    }

    static func recorded(_ name: String) -> CannedResponse {
      guard
        let data = try? Data(
          contentsOf: EditionEndToEndTests.pages.appendingPathComponent(name + ".html"))
      else { return CannedResponse(status: 404, body: Data()) }
      return CannedResponse(status: 200, headers: [("Content-Type", "text/html")], body: data)
    }

    /// The pages' titles share words by construction ("semantic", "divs"), so stories are off
    /// in the config: every article on its own line, as the tests count them.
    var environment: [String: String] {
      [
        "XDG_DATA_HOME": home.directory.path, "NEWSCATCHER_API_KEY": "kkkkkkkkkk",
        "NEWSCATCHER_API_URL": api.baseURL, "XDG_CONFIG_HOME": home.directory.path + "/config",
      ]
    }

    func stop() {
      api.stop()
      pages.stop()
    }

    func run(_ arguments: [String]) async throws -> NewsBinary.Result {
      try await NewsBinary.run(arguments, environment: environment)
    }

    /// `edition list --json`'s editions.
    func editions() async throws -> [[String: Any]] {
      let list = try await run(["edition", "list", "--json"])
      let object = try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [String: Any]
      return object?["editions"] as? [[String: Any]] ?? []
    }
  }

  @Test("make, list, read, show, delete: output, JSON, Polish and exit codes; redirects followed")
  func lifecycle() async throws {
    let sites = try Sites(names: Self.names.dropLast() + ["moved/pl-pszczoly-table"])
    defer { sites.stop() }
    let make = try await sites.run(["edition", "make", "--topic", "tech", "--per-topic", "8"])
    #expect(make.exitCode == 0 && make.stderr.isEmpty, "\(make.stderr)")
    #expect(make.stdout.hasPrefix("Edition 1 is ready: 8 articles, 7 with full text ("))
    let editions = try await sites.editions()
    #expect(editions.count == 1)
    #expect(
      Set(editions[0].keys).isSuperset(of: [
        "id", "created", "title", "articles", "bytes", "read", "state", "done", "total",
      ]))
    #expect(editions[0]["state"] as? String == "complete" && editions[0]["done"] as? Int == 8)
    let read = try await sites.run(["edition", "read"])
    #expect(read.exitCode == 0 && read.stdout.hasPrefix("Edition 1: Technology · "))
    #expect(read.stdout.contains("\n8. Story moved/pl-pszczoly-table"))
    let moved = try await sites.run(["show", "8"])
    #expect(moved.stdout.contains("Ostatnia zima była dla polskich pszczół wyjątkowo trudna."))
    #expect(
      read.stdout.contains("10:00 · 127.0.0.2 · summary only\n   Summary of en-consent-wall."))
    let show = try await sites.run(["show", "2", "--lang", "pl"])
    #expect(show.stdout.contains("Pełny tekst\n\nPo trzecim z rzędu suchym lecie"))
    #expect(show.stdout.contains("• odtwarzanie mokradeł i starorzeczy,"))
    let wall = try await sites.run(["show", "4"])
    #expect(wall.stdout.contains("The article's page has no readable text; its summary is shown."))
    let polish = try await sites.run(["edition", "list", "--lang", "pl"])
    #expect(polish.stdout.contains("8 artykułów, przeczytane: 3,"))
    let json = try await sites.run(["edition", "read", "1", "--json"])
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    #expect(document["kind"] as? String == "edition")
    let articles = try #require(document["articles"] as? [[String: Any]])
    #expect((articles[0]["text"] as? String)?.hasPrefix("Britain's rivers") == true)
    #expect(articles[3]["text"] is NSNull)
    let unknown = try await sites.run(["edition", "delete", "1", "7"])
    #expect(unknown.exitCode == 64 && unknown.stderr.hasPrefix("news: There is no edition “7”."))
    let delete = try await sites.run(["edition", "delete", "1"])
    #expect(delete.exitCode == 0 && delete.stdout == "Deleted edition 1.\n")
    let none = try await sites.run(["edition", "read", "--lang", "pl"])
    #expect(none.exitCode == 64 && none.stderr.contains("W bibliotece nie ma jeszcze wydań."))
  }

  @Test(
    "A download killed midway (kill -9, or Ctrl-C) keeps every page it had; make --resume fetches only the rest",
    arguments: [SIGKILL, SIGINT])
  func killAndResume(signal: Int32) async throws {
    let slow = Locked<Bool>(true)
    let sites = try Sites { name in
      var response = Sites.recorded(name)
      // Three pages answer at once; while `slow`, the rest hang until the download is killed.
      if slow.value, !["en-rivers-semantic", "pl-rzeki-blog", "de-bahn-semantic"].contains(name) {
        response.hang = true
      }
      return response
    }
    defer { sites.stop() }
    let process = Process()
    process.executableURL = NewsBinary.url
    // A long --timeout: the hung pages must still be waited for when the kill comes, however
    // slowly a loaded machine polls.
    process.arguments = ["edition", "make", "--topic", "world", "--jobs", "8", "--timeout", "60"]
    process.environment = sites.environment.merging(["PATH": "/usr/bin:/bin"]) { $1 }
    process.standardOutput = FileHandle.nullDevice
    let errors = sites.home.directory.appendingPathComponent("stderr")
    try FileManager.default.createDirectory(
      at: sites.home.directory, withIntermediateDirectories: true)
    _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
    process.standardError = try FileHandle(forWritingTo: errors)
    try process.run()
    var before: [String: Any] = [:]
    for _ in 0..<400 {
      before = try await sites.editions().first ?? [:]
      if before["done"] as? Int == 3 { break }
      try await Task.sleep(nanoseconds: 25_000_000)
    }
    #expect(before["state"] as? String == "downloading" && before["done"] as? Int == 3, "\(before)")
    kill(process.processIdentifier, signal)
    process.waitUntilExit()
    // Ctrl-C ends with 130, as every command does; a kill -9 gives no chance to say anything.
    if signal == SIGINT {
      #expect(process.terminationStatus == 130)
      // Ctrl-C says how to go on.
      let said = try String(contentsOf: errors, encoding: .utf8)
      #expect(
        said.hasSuffix(
          "news: Stopped. The pages downloaded are kept; go on with news edition resume 1\n"),
        "\(said)")
    }
    let interrupted = try await sites.editions().first ?? [:]
    #expect(interrupted["state"] as? String == "interrupted" && interrupted["done"] as? Int == 3)
    let hungRequests = sites.pages.requests.count

    slow.value = false
    // A plain make would make a new edition; --resume takes this one up.
    let again = try await sites.run([
      "edition", "make", "--topic", "world", "--jobs", "8", "--resume",
    ])
    #expect(again.exitCode == 0, "\(again.stderr)")
    #expect(again.stderr.contains("Resuming edition 1: 5 pages to download."))
    #expect(again.stdout.hasPrefix("Edition 1 is ready: 8 articles, 7 with full text"))
    let fetched = sites.pages.requests.dropFirst(hungRequests).map(\.path)
    #expect(Set(fetched) == Set(Self.names.dropFirst(3).map { "/" + $0 }))
    #expect(try await sites.editions().count == 1)
  }

  @Test(
    "Pages the connection drops: exit 0 with what was made, the missing pages and how to resume said; all dropped is 69; resume fetches them; a complete edition says so"
  )
  func networkLoss() async throws {
    let broken = Locked<Bool>(true)
    let sites = try Sites { name in
      if broken.value, name.hasPrefix("fr-") || name.hasPrefix("es-") {
        return .raw(Data(), reset: true)
      }
      return Sites.recorded(name)
    }
    defer { sites.stop() }
    let make = try await sites.run(["edition", "make", "--topic", "tech", "--lang", "pl"])
    // As feed refresh: something was made, so 0; never "ready" beside pages that failed.
    #expect(make.exitCode == 0)
    #expect(make.stdout.hasPrefix("Wydanie 1 jest niepełne: 8 artykułów"), "\(make.stdout)")
    let summary = make.stdout.replacingOccurrences(of: "\n", with: " ")
    #expect(summary.contains("brakuje jeszcze 2 stron."), "\(make.stdout)")
    #expect(!make.stdout.contains("gotowe"))
    #expect(
      make.stderr
        == "news: Nie udało się pobrać części stron (zawiodła sieć): 2 z 8.\n"
        + "Gdy sieć wróci: news edition resume 1\n", "\(make.stderr)")
    // Every page was tried: finished, with pages that failed.
    #expect(try await sites.editions().first?["state"] as? String == "incomplete")
    broken.value = false
    let resume = try await sites.run(["edition", "resume", "1"])
    #expect(resume.exitCode == 0 && resume.stdout.hasPrefix("Edition 1 is ready: 8 articles"))
    let again = try await sites.run(["edition", "resume", "1"])
    #expect(again.exitCode == 0)
    #expect(again.stdout == "Edition 1 is complete: there is nothing to download.\n")
    #expect(again.stderr.isEmpty, "\(again.stderr)")
    // --line works for edition read, as its help says.
    let line = try await sites.run(["edition", "read", "1", "--line", "-n", "3"])
    #expect(line.exitCode == 0, "\(line.stderr)")
    #expect(line.stdout.contains("3.") && !line.stdout.contains("4."), "\(line.stdout)")
  }

  @Test("Every page dropped by the network: 69")
  func networkLossEverywhere() async throws {
    let sites = try Sites { _ in .raw(Data(), reset: true) }
    defer { sites.stop() }
    let make = try await sites.run(["edition", "make", "--topic", "tech"])
    #expect(make.exitCode == 69, "\(make.stderr)")
    #expect(make.stdout.hasPrefix("Edition 1 is incomplete: 8 articles, 0 with full text"))
  }

  @Test(
    "--background returns while the pages are still downloading; the detached download finishes")
  func background() async throws {
    // The pages wait behind a gate the test opens: the command must return before any page
    // can be read, and the download must go on without it.
    let gate = Locked<Bool>(true)
    let sites = try Sites { name in
      for _ in 0..<60_000 where gate.value { usleep(10_000) }
      return Sites.recorded(name)
    }
    defer {
      gate.value = false
      sites.stop()
    }
    // A long --timeout: on a loaded machine (2 cores, the whole suite) the gate stayed shut
    // for over a minute, and the pages waiting behind it timed out.
    let make = try await sites.run([
      "edition", "make", "--topic", "sport", "--background", "--timeout", "600",
    ])
    #expect(make.exitCode == 0, "\(make.stderr)")
    #expect(
      make.stdout
        == "Edition 1 is downloading in the background; news edition list shows its progress.\n")
    let going = try await sites.editions().first ?? [:]
    #expect(going["state"] as? String == "downloading" && going["done"] as? Int == 0, "\(going)")
    // The same sources again while they download: said, and no second edition.
    let second = try await sites.run(["edition", "make", "--topic", "sport"])
    #expect(second.exitCode == 0 && second.stdout.isEmpty)
    #expect(
      second.stderr
        == "news: Edition 1 is being downloaded by another news process; news edition list shows its progress.\n",
      "\(second.stderr)")
    #expect(try await sites.editions().count == 1)
    gate.value = false
    var last: [String: Any] = [:]
    for _ in 0..<2_400 {
      last = try await sites.editions().first ?? [:]
      if last["state"] as? String == "complete" { break }
      try await Task.sleep(nanoseconds: 25_000_000)
    }
    #expect(last["state"] as? String == "complete" && last["done"] as? Int == 8, "\(last)")
  }

  @Test("On a terminal, edition read opens the reader; Enter shows the full text; q q ends")
  func reader() async throws {
    let sites = try Sites()
    defer { sites.stop() }
    let make = try await sites.run(["edition", "make", "--topic", "news"])
    #expect(make.exitCode == 0, "\(make.stderr)")
    let terminal = try PseudoTerminalRun(
      ["edition", "read"], environment: sites.environment.merging(["TERM": "xterm"]) { $1 })
    let list = terminal.read(until: "Story en-rivers-semantic")
    #expect(list.contains("\u{1B}[?1049h") && list.contains("Edition 1: News · "))
    terminal.press([13])
    var detail = terminal.read(until: "Britain's rivers are measurably cleaner")
    // "Not saved" comes with the answer of the store, which also counted the article as read.
    if !detail.contains("Not saved") { detail += terminal.read(until: "Not saved") }
    #expect(detail.contains("Full text") && detail.contains("Not saved"))
    terminal.press(Array("qq".utf8))
    #expect(terminal.exitCode() == 0 && terminal.isSane)
    let library = try await sites.editions()
    #expect(library.first?["read"] as? Int == 1)
  }

  @Test("On a terminal, a progress bar with counts, bytes and time left; then the summary")
  func progressBar() async throws {
    let sites = try Sites { name in
      var response = Sites.recorded(name)
      response.delay = 0.1
      return response
    }
    defer { sites.stop() }
    let terminal = try PseudoTerminalRun(
      ["edition", "make", "--topic", "news", "--jobs", "1", "--lang", "pl"],
      environment: sites.environment.merging(["COLUMNS": "90", "TERM": "xterm"]) { $1 })
    let progress = terminal.read(until: "Pobieranie: 3/8 artykułów")
    #expect(progress.contains("] Pobieranie: 3/8 artykułów · "), "\(progress)")
    let done = terminal.read(until: "Czytaj: news edition read 1.")
    #expect(done.contains("Wydanie 1 gotowe: 8 artykułów, 7 z pełnym tekstem"))
    #expect(terminal.exitCode() == 0)
  }
}

/// A value shared with a server's handler.
final class Locked<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Value
  init(_ value: Value) { stored = value }
  var value: Value {
    get { lock.withLock { stored } }
    set { lock.withLock { stored = newValue } }
  }
}
