import Foundation
import TestSupport
import Testing

/// Help in both languages, only what applies to each command, and notices that fit the width.
@Suite("news, end to end, help and notices")
struct HelpEndToEndTests {
  static let english = [
    "USAGE:", "OPTIONS:", "ARGUMENTS:", "SUBCOMMANDS:", "OVERVIEW:",
    "Show help information", "Show the version", "See 'news help", "(default:",
  ]

  @Test(
    "Polish help has no English words of the option parser",
    arguments: [
      ["--help"], ["topic", "--help"], ["search", "-h"], ["help", "saved"], ["show", "--help"],
      ["edition"], ["feed"], ["edition", "make", "--help"], ["feed", "refresh", "--help"],
    ])
  func polishHelp(arguments: [String]) async throws {
    let result = try await NewsBinary.run(arguments, environment: ["NEWS_LANG": "pl"])
    #expect(result.exitCode == 0)
    for word in Self.english {
      #expect(!result.stdout.contains(word), "\(word) in \(result.stdout)")
    }
    #expect(result.stdout.contains("UŻYCIE:") && result.stdout.contains("OPCJE:"))
    #expect(result.stdout.contains("Pokaż tę pomoc."))
  }

  @Test(
    "Each command's help lists only the options that apply to it",
    arguments: [
      (
        "saved", ["--count", "--json", "--theme"],
        ["--page", "--provider", "--timeout", "--verbose"]
      ),
      ("show", ["--json", "--theme"], ["--count", "--page", "--no-store"]),
      ("open", ["--lang", "--json"], ["--count", "--page", "--theme"]),
      ("save", ["--json", "--verbose", "--timeout"], ["--count", "--page", "--theme"]),
      ("topics", ["--api", "--json"], ["--count", "--page", "--timeout"]),
      ("search", ["--offline", "--page", "--timeout", "--count"], []),
    ])
  func helpPerCommand(command: String, shown: [String], hidden: [String]) async throws {
    let result = try await NewsBinary.run([command, "--help"])
    #expect(result.exitCode == 0)
    for option in shown { #expect(result.stdout.contains(option), "\(command): \(option)") }
    for option in hidden { #expect(!result.stdout.contains(option), "\(command): \(option)") }
  }

  @Test("Every shared option is accepted by every command, before or after its name")
  func sharedOptionsEverywhere() async throws {
    let server = try LoopbackServer { _ in .json(Fixtures.text("v3-search.json")) }
    defer { server.stop() }
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("news-opt-\(UUID())")
    defer { try? FileManager.default.removeItem(at: home) }
    let environment = [
      "NEWSCATCHER_API_KEY": "k", "NEWSCATCHER_API_URL": server.baseURL,
      "XDG_DATA_HOME": home.path, "XDG_CONFIG_HOME": home.path, "BROWSER": "/bin/true",
    ]
    // What a wrapper or an alias passes to every command.
    let shared = [
      "--verbose", "--timeout", "30", "--page", "1", "--lang", "en", "--color", "never", "-n",
      "3", "--theme", "dark", "--api", "v3", "--provider", "newscatcher",
    ]
    let commands: [[String]] = [
      ["search", "x"], ["topics"], ["topic", "sport"], ["show", "1"], ["open", "1"],
      ["save", "1"], ["unsave", "1"], ["saved"], ["config"], ["feed", "list"],
      ["read", "--offline"],
      ["edition", "list"], ["sync", "status"], ["sync", "logout"],
    ]
    for command in commands {
      for arguments in [shared + command, command + shared] {
        let result = try await NewsBinary.run(arguments, environment: environment)
        #expect(result.exitCode == 0, "\(arguments): \(result.stderr)")
      }
    }
    // --no-store is honoured where the store is what the command acts on.
    let show = try await NewsBinary.run(["--no-store", "show", "1"], environment: environment)
    #expect(show.exitCode == 64 && show.stderr.hasPrefix("news: The article store is off"))
    let topics = try await NewsBinary.run(["topics", "--no-store"], environment: environment)
    #expect(topics.exitCode == 0)
  }

  @Test("An option of one command only is refused elsewhere, by name")
  func foreignOptions() async throws {
    for arguments in [["search", "x", "--line"], ["--line", "saved"], ["topics", "--force"]] {
      let result = try await NewsBinary.run(arguments)
      #expect(result.exitCode == 64, "\(arguments)")
      #expect(
        result.stderr.contains("--line") || result.stderr.contains("--force"),
        "\(result.stderr)")
    }
  }

  @Test("topic shows its argument as required; without it, the topics are listed")
  func topicArgument() async throws {
    let help = try await NewsBinary.run(["topic", "--help"])
    #expect(help.stdout.contains("<topic>") && !help.stdout.contains("[<topic>]"))
    let missing = try await NewsBinary.run(["topic"], environment: ["NEWS_LANG": "pl"])
    #expect(missing.exitCode == 64)
    #expect(missing.stderr.hasPrefix("news: Nie podano tematu.\n"))
  }

  @Test("The root help names the environment variables a user needs")
  func environmentInHelp() async throws {
    let result = try await NewsBinary.run(["--help"])
    for variable in ["NEWS_GOOGLE_RSS_URL", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "BROWSER", "TZ"] {
      #expect(result.stdout.contains(variable), "\(variable)")
    }
  }

  @Test("Notices on stderr are wrapped by words to COLUMNS, like the list")
  func noticesWrap() async throws {
    let server = try LoopbackServer { _ in
      CannedResponse(status: 200, body: Fixtures.data("google-search-en.xml"))
    }
    let address = server.baseURL + "rss"
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("news-wrap-\(UUID())")
    defer { try? FileManager.default.removeItem(at: home) }
    for language in ["en", "pl"] {
      _ = try await NewsBinary.run(
        ["search", "x"],
        environment: [
          "NEWS_LANG": language, "NEWS_GOOGLE_RSS_URL": address, "XDG_DATA_HOME": home.path,
        ])
    }
    server.stop()
    // The service is gone: the stored list, and a notice that says so.
    for language in ["en", "pl"] {
      let result = try await NewsBinary.run(
        ["search", "x"],
        environment: [
          "COLUMNS": "40", "NEWS_LANG": language, "NEWS_GOOGLE_RSS_URL": address,
          "XDG_DATA_HOME": home.path,
        ])
      #expect(result.exitCode == 0)
      let lines = result.stderr.split(separator: "\n")
      #expect(lines.count > 1, "\(result.stderr)")
      #expect(lines.allSatisfy { $0.count <= 40 }, "\(result.stderr)")
      #expect(!result.stderr.contains("  "))
    }
  }

  @Test(
    "Help keeps its hanging indent at 40, 80 and 120 columns in both languages; no line is wider",
    arguments: [40, 80, 120])
  func hangingIndent(width: Int) async throws {
    for language in ["en", "pl"] {
      for command in [
        [], ["search"], ["feed"], ["feed", "add"], ["sync", "login"], ["edition", "make"],
      ] {
        let result = try await NewsBinary.run(
          command + ["--help", "--lang", language], environment: ["COLUMNS": String(width)])
        #expect(result.exitCode == 0)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        for line in lines {
          #expect(line.count <= width, "\(width) \(language) \(command): \(line)")
        }
        // Every description line hangs under its label's description column: 26 when wide,
        // 6 when narrow; nothing starts in between.
        // The usage line continues under its first word instead.
        let hang = width < 60 ? 6 : 26
        var inUsage = false
        for line in lines {
          if line.hasPrefix("USAGE") || line.hasPrefix("UŻYCIE") { inUsage = true }
          if line.isEmpty { inUsage = false }
          guard !inUsage, line.hasPrefix("   ") else { continue }
          let indent = line.prefix { $0 == " " }.count
          #expect(indent == hang, "\(width) \(language) \(command): \(line)")
        }
        if language == "pl" {
          let usage = lines.first { $0.hasPrefix("UŻYCIE") } ?? ""
          for english in [
            "<options>", "<subcommand>", "<topic>", "<feed>", "<file>", "<name>", "<url>",
          ] {
            #expect(!usage.contains(english), "\(command): \(usage)")
          }
        }
      }
    }
  }
}
