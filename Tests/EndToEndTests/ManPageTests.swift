import Foundation
import Localization
import TestSupport
import Testing

@Suite("The man page")
struct ManPageTests {
  static let page = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("docs/news.1")

  /// Text as the generator escapes it for roff (man(7)).
  func escaped(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": out += "\\e"
      case "-": out += "\\-"
      case "\u{2013}": out += "\\(en"
      case "\u{2014}": out += "\\(em"
      case _ where scalar.value > 127: out += String(format: "\\[u%04X]", scalar.value)
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  @Test(
    "docs/news.1 matches the binary: every command, option and help text (scripts/generate-man-page)"
  )
  func matchesBinary() async throws {
    let text = try String(contentsOf: Self.page, encoding: .utf8)
    let dump = try await NewsBinary.run(["--experimental-dump-help"])
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(dump.stdout.utf8)) as? [String: Any])
    let root = try #require(json["command"] as? [String: Any])
    // Every command with its full name ("feed add"), nested ones included.
    func flatten(_ command: [String: Any], _ prefix: String) -> [(String, [String: Any])] {
      let name = (prefix + " " + (command["commandName"] as? String ?? "")).trimmingCharacters(
        in: .whitespaces)
      let children = (command["subcommands"] as? [[String: Any]] ?? [])
        .filter { $0["commandName"] as? String != "help" }
      return [(name, command)] + children.flatMap { flatten($0, name == "news" ? "" : name) }
    }
    let commands = flatten(root, "")
    var checked = 0
    for (fullName, command) in commands {
      let name = fullName.hasPrefix("news ") ? String(fullName.dropFirst(5)) : fullName
      if name != "news" {
        #expect(text.contains(".TP\n\\fB\(escaped("news " + name))\\fR"), "\(name)")
      }
      #expect(text.contains(escaped(command["abstract"] as? String ?? "")), "\(name) abstract")
      for argument in command["arguments"] as? [[String: Any]] ?? [] {
        guard argument["shouldDisplay"] as? Bool ?? true else { continue }
        let preferred = argument["preferredName"] as? [String: Any]
        if argument["kind"] as? String != "positional", let option = preferred?["name"] as? String {
          let dashes = preferred?["kind"] as? String == "long" ? "--" : "-"
          #expect(text.contains("\\fB\(escaped(dashes + option))\\fR"), "\(option)")
        }
        #expect(text.contains(escaped(argument["abstract"] as? String ?? "")), "\(name)")
        checked += 1
      }
    }
    #expect(checked > 30)
  }

  @Test("EXIT STATUS, ENVIRONMENT and FILES are there, and the en dash of 1–100 survives")
  func sections() throws {
    let text = try String(contentsOf: Self.page, encoding: .utf8)
    for section in ["EXIT STATUS", "ENVIRONMENT", "FILES", "OPTIONS", "COMMANDS"] {
      #expect(text.contains(".SH \(section)\n"), "\(section)")
    }
    for code in ["0", "64", "65", "69", "74", "75", "77", "78", "130"] {
      #expect(text.contains(".TP\n\\fB\(code)\\fR\n"), "exit \(code)")
    }
    for variable in [
      "NEWSCATCHER_API_KEY", "NEWS_GOOGLE_RSS_URL", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "BROWSER",
      "TZ", "NEWS_LANG", "COLUMNS",
    ] {
      #expect(text.contains(".TP\n\\fB\(escaped(variable))\\fR"), "\(variable)")
    }
    #expect(text.contains("config.toml") && text.contains("news.sqlite"))
    #expect(text.contains("1\\(en100"))
    #expect(!text.contains("1100"))
  }

  @Test("READER KEYS lists every row of the reader's ? help, as the English table has them")
  func readerKeys() throws {
    let text = try String(contentsOf: Self.page, encoding: .utf8)
    let section = try #require(
      text.components(separatedBy: ".SH READER KEYS\n").last?
        .components(separatedBy: ".SH ").first)
    let rows = Language.en.strings.screen.helpRows
    #expect(rows.count > 10)
    var expected = ""
    for row in rows {
      expected += ".TP\n\\fB\(escaped(row.keys))\\fR\n\(escaped(row.action))\n"
    }
    #expect(section.contains(expected), "scripts/generate-man-page writes the rows in order")
    #expect(text.contains(".SH EXAMPLES\n.TP\n\\fBnews\\fR\n"))
    #expect(text.contains(".TP\n\\fBnews doctor\\fR\n"))
  }

  @Test(
    "man --warnings renders the page without a warning",
    .enabled(
      if: RequiredPrograms.present("/usr/bin/man"),
      "man is not installed (apt-get install man-db, as .ci/run does)"))
  func rendersCleanly() async throws {
    let result = try await Program.run(
      ["man", "--warnings", "-l", Self.page.path],
      environment: ["PATH": "/usr/bin:/bin", "MANWIDTH": "80", "LANG": "C.UTF-8"])
    #expect(result.exitCode == 0)
    #expect(result.stderr.isEmpty, "\(result.stderr)")
    #expect(result.stdout.contains("READER KEYS") && result.stdout.contains("EXAMPLES"))
    // A manual of user commands, each shared option said once.
    let header = try #require(result.stdout.split(separator: "\n").first)
    #expect(header.contains("User Commands") && !header.contains("BSD"), "\(header)")
    #expect(result.stdout.components(separatedBy: "--timeout seconds").count - 1 == 1)
    #expect(result.stdout.split(separator: "\n").count < 700)
  }
}
