import Foundation
import NewsKit
import TestSupport
import Testing

/// A feed subscribed as `http://user:password@host/feed.xml`: every command that can print its
/// address shows `user:***@host`, in text, JSON and errors; only `feed export` writes the
/// password, so that the OPML imports back.
@Suite("news, end to end, a feed's password is never shown")
struct FeedAddressMaskEndToEndTests {
  static let password = "S3cretPW77"

  @Test("add, list, refresh, read, show, remove, errors, doctor: user:***@host; export keeps it")
  func everyCommandMasks() async throws {
    let server = try LoopbackServer { request in
      switch request.path {
      case "/feed.xml": CannedResponse(status: 200, body: Fixtures.data("atom.xml"))
      case "/loop": CannedResponse(status: 302, headers: [("Location", "/loop")], body: Data())
      case "/bad": CannedResponse(status: 302, headers: [("Location", "http://[::1")], body: Data())
      default: CannedResponse(status: 500, body: Data("down".utf8))
      }
    }
    defer { server.stop() }
    let home = FeedEndToEndTests.Home()
    let withPassword = server.baseURL.replacingOccurrences(
      of: "://", with: "://ann:\(Self.password)@")
    let masked = server.baseURL.replacingOccurrences(of: "://", with: "://ann:***@")
    var runs: [(String, NewsBinary.Result)] = []
    func run(_ arguments: [String]) async throws -> NewsBinary.Result {
      let result = try await NewsBinary.run(arguments, environment: home.variables)
      runs.append((arguments.joined(separator: " "), result))
      return result
    }
    let add = try await run(["feed", "add", withPassword + "feed.xml"])
    #expect(add.exitCode == 0, "\(add.stderr)")
    _ = try await run(["feed", "add", withPassword + "feed.xml", "--json"])
    // Each failure names the feed and its address, never the news API's variables; a server's
    // fault is 69 (network) or 65 (answer), never 64.
    for (path, code) in [("loop", 69), ("bad", 65), ("down", 69)] {
      let failed = try await run(["feed", "add", withPassword + path])
      #expect(failed.exitCode == Int32(code), "\(path): \(failed.stderr)")
      #expect(failed.stderr.contains("feed at \(masked + path) "), "\(failed.stderr)")
      #expect(!failed.stderr.contains("NEWSCATCHER"), "\(failed.stderr)")
      let polish = try await run(["feed", "add", withPassword + path, "--lang", "pl"])
      #expect(polish.stderr.contains("pod adresem \(masked + path)"), "\(polish.stderr)")
      _ = try await run(["feed", "add", withPassword + path, "--json"])
    }
    let list = try await run(["feed", "list", "--json"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [String: Any])
    let feeds = try #require(object["feeds"] as? [[String: Any]])
    #expect(feeds.first?["url"] as? String == masked + "feed.xml")
    let text = try await run(["feed", "list"])
    #expect(text.stdout.contains(masked + "feed.xml"), "\(text.stdout)")
    for arguments in [
      ["feed", "refresh"], ["feed", "refresh", "--json"], ["read"], ["read", "--json"],
      ["show", "1"], ["show", "1", "--json"], ["doctor"], ["doctor", "--json"],
      ["feed", "list", "--lang", "pl"], ["feed", "remove", "1", "--json"],
    ] {
      _ = try await run(arguments + ["--no-color"].filter { _ in arguments[0] != "doctor" })
    }
    for (command, result) in runs {
      #expect(!result.stdout.contains(Self.password), "\(command): \(result.stdout)")
      #expect(!result.stderr.contains(Self.password), "\(command): \(result.stderr)")
    }
    // Subscribed again, the export writes the address whole: it must import back.
    _ = try await NewsBinary.run(
      ["feed", "add", withPassword + "feed.xml"], environment: home.variables)
    let export = try await NewsBinary.run(["feed", "export"], environment: home.variables)
    #expect(export.stdout.contains("xmlUrl=\"\(withPassword)feed.xml\""), "\(export.stdout)")
  }

  @Test("The mask: the password of every address in a text, a user alone kept")
  func mask() {
    #expect(
      AddressMask.mask("see https://ann:pw@h.example/f and ftp://bob:x@y/z")
        == "see https://ann:***@h.example/f and ftp://bob:***@y/z")
    #expect(AddressMask.mask("https://ann@h.example/f") == "https://ann@h.example/f")
    #expect(AddressMask.mask("https://h.example/a@b") == "https://h.example/a@b")
    #expect(AddressMask.mask("“https://a:b:c@h/”") == "“https://a:***@h/”")
  }
}
