import Foundation
import NewsKit
import TestSupport
import Testing

/// The tables NewsKit keeps of the commands agree with the commands the binary parses.
@Suite("news, end to end: the command tables")
struct CommandTableEndToEndTests {
  @Test("The option table names exactly the binary's commands (libcurl's early load reads it)")
  func optionTableNamesEveryCommand() async throws {
    let dump = try await NewsBinary.run(["--experimental-dump-help"])
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(dump.stdout.utf8)) as? [String: Any])
    let root = try #require(json["command"] as? [String: Any])
    let names = try #require(root["subcommands"] as? [[String: Any]]).compactMap {
      $0["commandName"] as? String
    }
    #expect(names.count > 10)
    #expect(Set(names) == Set(NetworkPreload.commands))
  }
}
