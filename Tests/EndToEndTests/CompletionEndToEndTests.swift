import Foundation
import GRDB
import TestSupport
import Testing

/// Shell completion on the built binary: the scripts for bash, zsh and fish, the answers for
/// feed and edition arguments read from the store, and a real bash completing with them.
@Suite("Shell completion, end to end")
struct CompletionEndToEndTests {
  /// A home with two subscribed feeds and one edition in its store.
  final class Home: @unchecked Sendable {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("news-completion-\(UUID().uuidString)")
    var variables: [String: String] {
      ["XDG_DATA_HOME": directory.path, "XDG_CONFIG_HOME": directory.path]
    }
    var store: String { directory.appendingPathComponent("news/news.sqlite").path }
    deinit { try? FileManager.default.removeItem(at: directory) }
  }

  static func feedServer() throws -> LoopbackServer {
    try LoopbackServer { request in
      let title = request.target.contains("b.xml") ? "Kanał drugi" : "Old feed"
      let body =
        "<rss version=\"2.0\"><channel><title>\(title)</title><item><title>A</title>"
        + "<link>http://127.0.0.1/a</link></item></channel></rss>"
      return CannedResponse(
        status: 200, headers: [("Content-Type", "application/rss+xml")], body: Data(body.utf8))
    }
  }

  func subscribedHome() async throws -> Home {
    let server = try Self.feedServer()
    defer { server.stop() }
    let home = Home()
    let added = try await NewsBinary.run(
      ["feed", "add", server.baseURL + "a.xml", server.baseURL + "b.xml"],
      environment: home.variables)
    #expect(added.exitCode == 0, "\(added.stderr)")
    let database = try DatabaseQueue(path: home.store)
    try await database.write { db in
      try db.execute(sql: "INSERT INTO edition (id, created, recipe) VALUES (7, 1, '{}')")
    }
    return home
  }

  @Test("The scripts: commands, options, their values, and the store's words asked for at run time")
  func scripts() async throws {
    for shell in ["bash", "zsh", "fish"] {
      let script = try await NewsBinary.run(["--generate-completion-script", shell])
      #expect(script.exitCode == 0 && script.stderr.isEmpty, "\(shell): \(script.stderr)")
      for word in ["doctor", "edition", "lang", "light", "always", "newscatcher", "v3", "politics"]
      {
        #expect(script.stdout.contains(word), "\(shell) script has \(word)")
      }
      #expect(script.stdout.contains("---completion feed remove"), "\(shell)")
      #expect(script.stdout.contains("---completion edition read"), "\(shell)")
      // Printed as argument-parser wrote it: never reflowed to a width or translated.
      let narrow = try await NewsBinary.run(
        ["--generate-completion-script", shell, "--lang", "pl"],
        environment: ["COLUMNS": "30", "NEWS_LANG": "pl"])
      #expect(narrow.stdout.count > 2_000)
      #expect(
        narrow.stdout.split(separator: "\n").count == script.stdout.split(separator: "\n").count,
        "\(shell)")
    }
  }

  @Test("---completion answers feed ids and titles and edition ids from the store; none is nothing")
  func storeWords() async throws {
    let home = try await subscribedHome()
    let feeds = try await NewsBinary.run(
      [
        "---completion", "feed", "remove", "--", "positional@0", "3", "0", "news", "feed", "remove",
        "",
      ],
      environment: home.variables)
    #expect(feeds.exitCode == 0)
    #expect(feeds.stdout == "1\n2\nOld feed\nKanał drugi\n", "\(feeds.stdout)")
    let editions = try await NewsBinary.run(
      [
        "---completion", "edition", "read", "--", "positional@0", "3", "0", "news", "edition",
        "read", "",
      ],
      environment: home.variables)
    #expect(editions.stdout == "7\n", "\(editions.stdout)")
    // `read` offers the saved queries too, as `@NAME`; `query remove` their names.
    _ = try await NewsBinary.run(
      ["query", "add", "Unread news", #"unread = "yes""#], environment: home.variables)
    let read = try await NewsBinary.run(
      ["---completion", "read", "--", "positional@0", "2", "0", "news", "read", ""],
      environment: home.variables)
    #expect(read.stdout == "1\n2\nOld feed\nKanał drugi\n@Unread news\n", "\(read.stdout)")
    let names = try await NewsBinary.run(
      [
        "---completion", "query", "remove", "--", "positional@0", "3", "0", "news", "query",
        "remove", "",
      ],
      environment: home.variables)
    #expect(names.stdout == "Unread news\n", "\(names.stdout)")
    let empty = try await NewsBinary.run(
      ["---completion", "read", "--", "positional@0", "2", "0", "news", "read", ""],
      environment: ["XDG_DATA_HOME": "/nonexistent"])
    #expect(empty.exitCode == 0 && empty.stdout.isEmpty && empty.stderr.isEmpty)
  }

  @Test("A real bash completes commands, option values, topics and feed titles with the script")
  func bash() async throws {
    let home = try await subscribedHome()
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("news-bash-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    // The script runs the command it completes, `news`, from PATH.
    let binary = folder.appendingPathComponent("news")
    try FileManager.default.moveItem(at: try NewsBinary.copy(into: folder), to: binary)
    let script = try await NewsBinary.run(["--generate-completion-script", "bash"])
    let driver =
      script.stdout + """

        complete_line() {
          COMP_LINE="$1"; COMP_POINT=${#COMP_LINE}
          read -ra COMP_WORDS <<< "$COMP_LINE"
          [[ "$COMP_LINE" == *" " ]] && COMP_WORDS+=("")
          COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 ))
          COMPREPLY=()
          _news news "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
          printf '%s|' "${COMPREPLY[@]}"; echo
        }
        complete_line "news doc"
        complete_line "news --lang "
        complete_line "news topic sp"
        complete_line "news search x --api "
        complete_line "news feed remove Ka"
        complete_line "news feed refresh "

        """
    var variables = home.variables
    variables["PATH"] = binary.deletingLastPathComponent().path + ":/usr/bin:/bin"
    let result = try await Program.run(["bash", "-c", driver], environment: variables)
    #expect(result.stderr.isEmpty, "\(result.stderr)")
    #expect(
      result.stdout.split(separator: "\n") == [
        "doctor|", "pl|en|", "sport|", "v1|v2|v3|", "Kanał drugi|", "1|2|Old feed|Kanał drugi|",
      ], "\(result.stdout)")
  }

  @Test(
    "zsh and fish read their scripts without a syntax error",
    .enabled(
      if: RequiredPrograms.present("/usr/bin/zsh", "/usr/bin/fish"),
      "zsh and fish are not installed (apt-get install zsh fish, as .ci/run does)"))
  func otherShells() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("news-shells-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for (shell, check) in [("zsh", ["zsh", "-n"]), ("fish", ["fish", "--no-execute"])] {
      let script = try await NewsBinary.run(["--generate-completion-script", shell])
      let file = folder.appendingPathComponent("news.\(shell)")
      try Data(script.stdout.utf8).write(to: file)
      let result = try await Program.run(
        check + [file.path], environment: ["PATH": "/usr/bin:/bin"])
      #expect(result.exitCode == 0 && result.stderr.isEmpty, "\(shell): \(result.stderr)")
    }
  }
}
