import Foundation
import TestSupport
import Testing

@testable import NewsKit

/// The tables NewsKit keeps of the commands agree with the commands the binary parses.
@Suite("news, end to end: the command tables")
struct CommandTableEndToEndTests {
  /// argument-parser's description of every command, from the binary.
  static func dump() async throws -> [String: Any] {
    let dump = try await NewsBinary.run(["--experimental-dump-help"])
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(dump.stdout.utf8)) as? [String: Any])
    return try #require(json["command"] as? [String: Any])
  }

  /// Every option of `command` and its subcommands (but `help`), as the generator lists them.
  static func declared(in command: [String: Any], path: String) -> [DeclaredOption] {
    let arguments = command["arguments"] as? [[String: Any]] ?? []
    var found: [DeclaredOption] = arguments.flatMap { argument -> [DeclaredOption] in
      guard let kind = argument["kind"] as? String, kind == "option" || kind == "flag" else {
        return []
      }
      let names = argument["names"] as? [[String: String]] ?? []
      let short = names.first { $0["kind"] == "short" }?["name"].map { "-" + $0 }
      return names.filter { $0["kind"] == "long" }.compactMap { $0["name"] }.map {
        DeclaredOption(command: path, long: "--" + $0, short: short, takesValue: kind == "option")
      }
    }
    for sub in command["subcommands"] as? [[String: Any]] ?? [] {
      guard let name = sub["commandName"] as? String, name != "help" else { continue }
      found += declared(in: sub, path: path.isEmpty ? name : path + " " + name)
    }
    return found
  }

  @Test("The option table names exactly the binary's commands (libcurl's early load reads it)")
  func optionTableNamesEveryCommand() async throws {
    let root = try await Self.dump()
    let names = try #require(root["subcommands"] as? [[String: Any]]).compactMap {
      $0["commandName"] as? String
    }
    #expect(names.count > 10)
    #expect(Set(names) == Set(NetworkPreload.commands))
    #expect(Set(names.filter { $0 != "help" }) == Set(CommandOptionTable.commandNames))
  }

  @Test("A line's command path names the command and the group's subcommand the binary parses")
  func commandPaths() async throws {
    let root = try await Self.dump()
    var checked = 0
    for command in try #require(root["subcommands"] as? [[String: Any]]) {
      let name = try #require(command["commandName"] as? String)
      #expect(CommandOptionTable.commandPath(["-n", "3", name, "x"]) == "news \(name)")
      for sub in command["subcommands"] as? [[String: Any]] ?? [] {
        let subName = try #require(sub["commandName"] as? String)
        guard subName != "help" else { continue }
        let line = ["--lang", "pl", name, "--json", subName, "--bogus"]
        #expect(CommandOptionTable.commandPath(line) == "news \(name) \(subName)", "\(line)")
        checked += 1
      }
    }
    #expect(checked > 20)
    #expect(CommandOptionTable.commandPath(["--bogus"]) == "news")
    #expect(CommandOptionTable.commandPath([]) == "news")
    #expect(CommandOptionTable.commandPath(["feed", "nonsense"]) == "news feed")
    #expect(CommandOptionTable.commandPath(["help", "search"]) == "news help")
  }

  @Test("The option table is what argument-parser declares, option by option, command by command")
  func optionTableIsTheDeclarations() async throws {
    var seen: [DeclaredOption] = []
    for option in Self.declared(in: try await Self.dump(), path: "") where !seen.contains(option) {
      seen.append(option)
    }
    #expect(seen.count > 200)
    let missing = seen.filter { !CommandOptionTable.declared.contains($0) }
    let extra = CommandOptionTable.declared.filter { !seen.contains($0) }
    // After changing an option in Sources/news: regenerate the table with the command at the
    // head of Sources/NewsKit/Environment/Generated/DeclaredOptions.swift.
    #expect(missing.isEmpty, "declared but not in the table: \(missing)")
    #expect(extra.isEmpty, "in the table but not declared: \(extra)")
  }
}
