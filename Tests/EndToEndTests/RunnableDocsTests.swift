import Foundation
import NewsKit
import TestSupport
import Testing

/// Every command example the docs give runs, here, against loopback fakes and a real FreshRSS,
/// with the exit code the docs give it (0 unless the line says `# exit N`): the code blocks of
/// README.md and docs/*.md, the man page's EXAMPLES, the root help's examples in both languages,
/// and the commands `news doctor` suggests. A file's examples run in order in one home, as a
/// reader trying them one after another would.
@Suite(
  "The docs' examples run",
  .enabled(
    if: FreshRSSServer.available || RequiredPrograms.inCI,
    "PHP for the FreshRSS kit (../shared/freshrss/install-deps, as .ci/run does)"))
struct RunnableDocsTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// One example: where it was found, the command line as written, the exit code it is given.
  struct Example: CustomStringConvertible {
    var source: String
    var line: String
    var exitCode: Int32
    var description: String { "\(source): \(line)" }
  }

  /// Where a shell comment starts: a `#` after a space, outside quotes (`tags # "linux"` inside
  /// a quoted query is not one).
  static func comment(in text: String) -> String.Index? {
    var quote: Character?
    var previous: Character = " "
    for index in text.indices {
      let character = text[index]
      if let open = quote {
        if character == open { quote = nil }
      } else if character == "'" || character == "\"" {
        quote = character
      } else if character == "#", previous == " " {
        return index
      }
      previous = character
    }
    return nil
  }

  /// The `news` commands of a line: the parts before pipes and redirections, each command of
  /// `&&`/`||` chains, with a trailing `# exit N` read as the exit code.
  static func examples(in line: String, source: String) -> [Example] {
    var text = line.trimmingCharacters(in: .whitespaces)
    if text.hasPrefix("$ ") { text.removeFirst(2) }
    var code: Int32 = 0
    if let mark = text.range(of: "# exit ") {
      code = Int32(text[mark.upperBound...].prefix { $0.isNumber }) ?? 0
    }
    if let comment = Self.comment(in: text) { text = String(text[..<comment]) }
    return text.components(separatedBy: " && ").flatMap { $0.components(separatedBy: " || ") }
      .map { segment in
        var command = segment
        for cut in [" | ", " > ", " >/dev/null"] {
          if let range = command.range(of: cut) { command = String(command[..<range.lowerBound]) }
        }
        return command.trimmingCharacters(in: .whitespaces)
      }
      .filter { $0 == "news" || $0.hasPrefix("news ") }
      .map { Example(source: source, line: $0, exitCode: code) }
  }

  /// The examples of the code blocks of a Markdown file.
  static func markdown(_ path: String) throws -> [Example] {
    let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    var block: [String]?
    var found: [Example] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      guard line.hasPrefix("```") else {
        block?.append(line)
        continue
      }
      if let lines = block {
        // A block of a session: its commands follow a prompt, the rest is what they print.
        let prompted = lines.contains { $0.hasPrefix("$ ") }
        for line in lines where !prompted || line.hasPrefix("$ ") {
          found += examples(in: line, source: path)
        }
        block = nil
      } else {
        block = []
      }
    }
    return found
  }

  /// The man page's EXAMPLES, unescaped.
  static func manPage() throws -> [Example] {
    let text = try String(
      contentsOf: root.appendingPathComponent("docs/news.1"), encoding: .utf8)
    let section =
      text.components(separatedBy: ".SH EXAMPLES\n").last?
      .components(separatedBy: ".SH ").first ?? ""
    return section.split(separator: "\n").filter { $0.hasPrefix("\\fB") }.flatMap {
      let plain = $0.replacingOccurrences(of: "\\fB", with: "")
        .replacingOccurrences(of: "\\fR", with: "").replacingOccurrences(of: "\\-", with: "-")
        .replacingOccurrences(of: "\\(dq", with: "\"").replacingOccurrences(of: "\\e", with: "\\")
      return examples(in: plain, source: "news.1")
    }
  }

  /// The root help's examples, in both languages.
  static func help() async throws -> [Example] {
    var found: [Example] = []
    for language in ["en", "pl"] {
      let help = try await NewsBinary.run(["--help", "--lang", language])
      for line in help.stdout.split(separator: "\n") where line.hasPrefix("  news") {
        // An example and what it does, in two columns: the command is what comes before.
        let command = line.dropFirst(2).components(separatedBy: "   ").first ?? ""
        found += command.components(separatedBy: "; ").flatMap {
          examples(in: $0, source: "news --help --lang \(language)")
        }
      }
    }
    return found
  }

  /// The commands `news doctor` suggests, in both languages, from a home that has nothing yet:
  /// "news" and the words after it that are commands, options, their values or placeholders
  /// in capitals (`news sync login SERVER --user NAME`).
  static func doctorHints(_ environment: [String: String]) async throws -> [Example] {
    let commandWords: Set = [
      "search", "topic", "topics", "config", "show", "save", "unsave", "open", "saved", "feed",
      "read", "sync", "watch", "filter", "doctor", "edition", "mark-read", "login", "logout",
      "status", "add", "list", "remove", "refresh", "import", "export", "make", "resume",
      "delete", "run", "install", "uninstall", "store", "compact",
    ]
    var found: [Example] = []
    for language in ["en", "pl"] {
      let doctor = try await NewsBinary.run(
        ["doctor", "--lang", language], environment: environment)
      let words = doctor.stdout.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "(" })
        .map(String.init)
      for (index, word) in words.enumerated() where word == "news" {
        var command = ["news"]
        var rest = words[(index + 1)...].makeIterator()
        while let next = rest.next()?.trimmingCharacters(in: CharacterSet(charactersIn: ").,;")) {
          let placeholder = !next.isEmpty && next.allSatisfy { $0.isUppercase || $0 == "_" }
          guard commandWords.contains(next) || next.hasPrefix("-") || placeholder else { break }
          command.append(next)
        }
        if command.count > 1 {
          found += examples(
            in: command.joined(separator: " "), source: "news doctor --lang \(language)")
        }
      }
    }
    return found
  }

  /// Twelve headlines of twelve different events, so that every list has a dozen stories.
  static let headlines = [
    "Parliament passes the new climate law", "Heatwave closes schools across Spain",
    "Stock markets fall as inflation fears grow", "Volcano erupts on a remote Pacific island",
    "Central bank raises interest rates again", "Football club signs a record striker",
    "Tennis champion wins the Wimbledon final", "Storm cuts power to thousands in Norway",
    "Scientists map the oldest known galaxy", "Railway strike halts trains in Britain",
    "Film festival opens with a silent comedy", "Farmers protest against grain imports",
  ]

  /// A news API, feeds and article pages on loopback: every list has a dozen articles whose
  /// pages are here too.
  static func fakeWeb() throws -> LoopbackServer {
    try LoopbackServer { request in
      let host = request.headers.first { $0.key.lowercased() == "host" }?.value ?? ""
      let base = "http://\(host)"
      if request.path.contains("search") || request.path.contains("latest_headlines") {
        let articles = (1...12).map { number in
          """
          {"title": "\(headlines[number - 1])", "link": "\(base)/page/\(number)", \
          "published_date": "2026-11-2\(number % 8) 10:00:00", "clean_url": "127.0.0.1", \
          "domain_url": "127.0.0.1", "summary": "Summary \(number).", \
          "description": "Summary \(number).", "excerpt": "Summary \(number).", \
          "topic": "news", "language": "en", "_id": "id\(number)"}
          """
        }
        return .json(
          """
          {"status": "ok", "total_hits": 12, "page": 1, "total_pages": 1, "page_size": 12, \
          "articles": [\(articles.joined(separator: ","))]}
          """)
      }
      if request.path.hasPrefix("/page/") {
        let paragraphs = (1...5).map {
          "<p>Paragraph \($0) of a story long enough to be read as the article's own text, "
            + "with more than a few words in every sentence of it.</p>"
        }
        return CannedResponse(
          headers: [("Content-Type", "text/html")],
          body: Data(
            ("<html><head><title>Story</title></head><body><article><h1>Story</h1>"
              + paragraphs.joined() + "</article></body></html>").utf8))
      }
      let items = (1...3).map {
        "<item><title>\(headlines[12 - $0])</title><link>\(base)/page/\($0 + 20)</link>"
          + "<guid>feed-\($0)</guid><description>Warsaw Open and open source \($0)</description></item>"
      }
      return CannedResponse(
        headers: [("Content-Type", "application/rss+xml")],
        body: Data(
          ("<rss version=\"2.0\"><channel><title>Example feed</title>"
            + items.joined() + "</channel></rss>").utf8))
    }
  }

  /// A command line as it runs here: addresses on loopback (a reader service's at FreshRSS),
  /// its user FreshRSS's, placeholders filled in.
  static func localized(_ line: String, web: String, reader: String, home: String) -> [String] {
    var text = line
    for placeholder in ["\"$SERVER\"", "SERVER", "SERWER"] {
      text = text.replacingOccurrences(of: placeholder, with: reader)
    }
    var words = ShellWords.split(text) ?? []
    for index in words.indices {
      let word = words[index]
      if word.contains("greader.php") {
        words[index] = reader
      } else if let scheme = word.range(of: "://"), word.hasPrefix("http") {
        let rest = word[scheme.upperBound...]
        let path = rest.firstIndex(of: "/").map { String(rest[$0...]) } ?? "/"
        words[index] = web + path
      } else if index > 0, words[index - 1] == "--user" {
        words[index] = FreshRSSServer.user
      } else if word.hasSuffix(".opml"), !word.contains("/") {
        words[index] = home + "/" + word
      }
    }
    return Array(words.dropFirst())
  }

  @Test("Every example of README, docs, the man page, the help and the doctor runs as documented")
  func examplesRun() async throws {
    let reader = try await FreshRSSServer()
    defer { reader.stop() }
    let web = try Self.fakeWeb()
    defer { web.stop() }
    let origin = String(web.baseURL.dropLast())
    var groups: [(String, [Example])] = [("news.1", try Self.manPage())]
    groups.append(("help", try await Self.help()))
    let documents = try FileManager.default.contentsOfDirectory(
      atPath: Self.root.appendingPathComponent("docs").path
    ).filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    for path in ["README.md"] + documents {
      let found = try Self.markdown(path)
      if !found.isEmpty { groups.append((path, found)) }
    }
    var ran = 0
    var hintsFound = 0
    for (name, examples) in groups {
      let home = FileManager.default.temporaryDirectory
        .appendingPathComponent("news-docs-\(UUID().uuidString)")
      defer { try? FileManager.default.removeItem(at: home) }
      try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
      let environment = [
        "HOME": home.path, "XDG_DATA_HOME": home.path + "/data",
        "XDG_CONFIG_HOME": home.path + "/config", "NEWSCATCHER_API_KEY": "docs-key",
        "NEWSCATCHER_API_URL": origin + "/api/", "NEWS_GOOGLE_RSS_URL": origin + "/rss",
        "BROWSER": "/bin/true", "NEWS_NOTIFY_COMMAND": "/bin/true",
        "NEWS_SYNC_PASSWORD": FreshRSSServer.password, "PATH": "/usr/bin:/bin",
      ]
      // A reader who has used news: signed in, a feed, an edition, a list, an OPML file.
      let prelude = [
        ["sync", "login", reader.base, "--user", FreshRSSServer.user],
        ["feed", "add", origin + "/feed.xml"], ["edition", "make", "--topic", "news"],
        ["search", "space"],
      ]
      for arguments in prelude {
        let result = try await NewsBinary.run(arguments, environment: environment)
        #expect(result.exitCode == 0, "\(arguments): \(result.stderr)")
      }
      let export = try await NewsBinary.run(["feed", "export"], environment: environment)
      try Data(export.stdout.utf8).write(to: home.appendingPathComponent("subscriptions.opml"))
      // And one who used newsboat: its urls (a named feed, a query feed) and config.
      let newsboat = home.appendingPathComponent(".newsboat")
      try FileManager.default.createDirectory(at: newsboat, withIntermediateDirectories: true)
      try Data(
        "\(origin)/feed.xml news \"~Example\"\n\"query:Unread:unread = \\\"yes\\\"\"\n".utf8
      ).write(to: newsboat.appendingPathComponent("urls"))
      try Data("ignore-article \"*\" \"title =~ \\\"Sponsored\\\"\"\n".utf8)
        .write(to: newsboat.appendingPathComponent("config"))
      var examples = examples
      if name == "help" {
        // The doctor's hints, from a home with nothing in it yet (so it has hints to give).
        let empty = environment.merging(
          ["XDG_DATA_HOME": home.path + "/empty", "XDG_CONFIG_HOME": home.path + "/empty"]
        ) { _, new in new }
        let hints = try await Self.doctorHints(empty)
        hintsFound = hints.count
        examples += hints
      }
      for example in examples {
        let arguments = Self.localized(
          example.line, web: origin, reader: reader.base, home: home.path)
        let result = try await NewsBinary.run(
          arguments, environment: environment, stdin: Data("open source\n".utf8))
        #expect(
          result.exitCode == example.exitCode,
          "\(name): \(example.line) → \(arguments): exit \(result.exitCode)\n\(result.stderr)")
        ran += 1
      }
      _ = name
    }
    #expect(ran > 60)
    #expect(hintsFound >= 2, "the doctor's hints were found")
  }
}
