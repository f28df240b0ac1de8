import Foundation
import NewsKit
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

  @Test("The root help keeps its columns at every width from 30 to 200, in both languages")
  func rootHelpAtEveryWidth() async throws {
    for language in ["en", "pl"] {
      // The binary at a few widths; the layout it applies (HelpLayout) at every width, to the
      // help it prints unwrapped.
      for width in [30, 33, 40, 59, 60, 80, 200] {
        let result = try await NewsBinary.run(
          ["--help", "--lang", language], environment: ["COLUMNS": String(width)])
        #expect(result.exitCode == 0)
        Self.checkColumns(result.stdout, width: width, label: "\(width) \(language)")
        if language == "pl" {
          for word in Self.english { #expect(!result.stdout.contains(word), "\(width): \(word)") }
        }
      }
      let unwrapped = try await NewsBinary.run(
        ["--help", "--lang", language], environment: ["COLUMNS": String(HelpLayout.unwrapped)])
      for width in 30...200 {
        let help = HelpLayout.reflow(unwrapped.stdout, width: width)
        Self.checkColumns(help, width: width, label: "\(width) \(language), laid out")
      }
    }
  }

  @Test(
    "Each command's help keeps its columns, narrow and wide, in both languages; no line is wider",
    arguments: [30, 40, 59, 60, 80, 120, 200])
  func hangingIndent(width: Int) async throws {
    for language in ["en", "pl"] {
      for command in [
        ["search"], ["feed"], ["feed", "add"], ["sync", "login"], ["edition", "make"],
        ["config"], ["watch", "add"],
      ] {
        let result = try await NewsBinary.run(
          command + ["--help", "--lang", language], environment: ["COLUMNS": String(width)])
        #expect(result.exitCode == 0)
        Self.checkColumns(result.stdout, width: width, label: "\(width) \(language) \(command)")
        if language == "pl" {
          let lines = result.stdout.split(separator: "\n")
          let usage = lines.first { $0.hasPrefix("UŻYCIE") } ?? ""
          for english in [
            "<options>", "<subcommand>", "<topic>", "<feed>", "<file>", "<name>", "<url>",
          ] {
            #expect(!usage.contains(english), "\(command): \(usage)")
          }
          for word in Self.english { #expect(!result.stdout.contains(word), "\(command): \(word)") }
        }
      }
    }
  }

  /// The layout rules of a help screen at `width`: no line wider; at column 0 only headings;
  /// the overview and usage continue under their first word; every description hangs under
  /// its column (26 when wide, 6 below 60), an example command or a long label continues at 4.
  static func checkColumns(_ help: String, width: Int, label: String) {
    let hang = width < 60 ? 6 : 26
    var block = 0
    var continues = false
    for line in help.split(separator: "\n", omittingEmptySubsequences: false) {
      #expect(line.count <= width, "\(label): \(line)")
      let indent = line.prefix { $0 == " " }.count
      if line.isEmpty {
        block = 0
        continue
      }
      if indent == 0 {
        let heading = line.prefix { $0 != ":" }
        #expect(
          line.contains(":") && heading.allSatisfy { $0.isLetter || $0 == " " },
          "\(label): at column 0: \(line)")
        // The overview and usage lines continue under their text, after the heading.
        block = line == heading + ":" ? 0 : heading.count + 2
        continue
      }
      if block > 0 {
        #expect(indent == block, "\(label): \(line)")
        continue
      }
      // A line at 2 (an example, a label, prose) may continue at 4.
      if indent == 2 || (indent == 4 && continues) {
        continues = true
        continue
      }
      continues = false
      #expect(indent == hang, "\(label): \(line)")
    }
  }
}
