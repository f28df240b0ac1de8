import Foundation
import TestSupport
import Testing

/// What the binary says about command lines it cannot carry out, in both languages: exit 64,
/// nothing on stdout, and a message that names what was typed and what to do.
@Suite("news, end to end, command-line mistakes")
struct ParsingEndToEndTests {
  @Test(
    "Each mistake is exit 64 with a message in the reader's language",
    arguments: [
      (["search", "x", "--timeout", "-1"], "en", "--timeout must be a number of seconds above 0"),
      (["search", "x", "-n", "-5"], "en", "--count must be a whole number from 1 to 100"),
      (["--version=1"], "en", "The option “--version” takes no value."),
      (["search", "x", "--json=yes"], "en", "The option “--json” takes no value."),
      (["search", "x", "--json=yes"], "pl", "Opcja „--json” nie przyjmuje wartości."),
      (["serach", "x"], "en", "There is no command “serach”. Did you mean “search”?"),
      (["serach", "x"], "pl", "Nie ma polecenia „serach”. Czy chodziło o „search”?"),
      (["--lang", "pl", "bogus"], "pl", "Nie ma polecenia „bogus”."),
      (["topic", "sprot"], "pl", "Nieznany temat „sprot”. Czy chodziło o „sport”?"),
      (["topic", "swiaat"], "pl", "Czy chodziło o „świat”?"),
      (
        ["search", "x", "--colr", "never"], "pl",
        "Nieznana opcja „--colr”. Czy chodziło o „--color”?"
      ),
      (
        ["--colr", "never", "search", "x"], "en", "Unknown option “--colr”. Did you mean “--color”?"
      ),
    ])
  func mistakes(arguments: [String], language: String, message: String) async throws {
    let result = try await NewsBinary.run(
      arguments + ["--no-store"], environment: ["NEWS_LANG": language])
    #expect(result.exitCode == 64)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.hasPrefix("news: "), "\(result.stderr)")
    #expect(result.stderr.contains(message), "\(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 2, "\(result.stderr)")
    if language == "pl" {
      for english in ["Unknown", "Unexpected", "does not take", "Missing", "Did you mean"] {
        #expect(!result.stderr.contains(english), "\(result.stderr)")
      }
    }
  }

  @Test(
    "Real typos at every level get what was meant: commands, a group's subcommands, options",
    arguments: [
      ("feed ad http://x.example", "“feed add”"), ("feed rm 1", "“feed remove”"),
      ("feed mv 1 TVN24", "“feed rename”"), ("feed ls", "“feed list”"),
      ("feed lst", "“feed list”"), ("feed refesh", "“feed refresh”"),
      ("watch ad x", "“watch add”"), ("watch lst", "“watch list”"), ("watch rnu", "“watch run”"),
      ("edition mk", "“edition make”"), ("edition mak", "“edition make”"),
      ("edition raed", "“edition read”"), ("sync logn x", "“sync login”"),
      ("sync stauts", "“sync status”"), ("filter ad x", "“filter add”"),
      ("filter rm 1", "“filter remove”"), ("version", "“--version”"), ("--verison", "“--version”"),
      ("--vesion", "“--version”"), ("search x --jsno", "“--json”"), ("serach x", "“search”"),
      ("sarch x", "“search”"), ("topc sport", "“topic”"), ("topisc", "“topics”"),
      ("saev 1", "“save”"), ("opne 1", "“open”"), ("doctr", "“doctor”"), ("conifg", "“config”"),
      ("raed", "“read”"), ("markread", "“mark-read”"), ("search x --ofline", "“--offline”"),
    ])
  func realTypos(typed: String, meant: String) async throws {
    let result = try await NewsBinary.run(
      typed.split(separator: " ").map(String.init), environment: ["NEWS_LANG": "en"])
    #expect(result.exitCode == 64)
    #expect(result.stderr.contains("Did you mean \(meant)?"), "\(typed): \(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 2, "\(result.stderr)")
  }

  @Test("A short option with its value attached reads as it does for head: -n1, -lpl")
  func attachedShortValues() async throws {
    let server = try LoopbackServer { _ in .json(Fixtures.text("v3-search.json")) }
    defer { server.stop() }
    let environment = [
      "NEWSCATCHER_API_KEY": "k", "NEWSCATCHER_API_URL": server.baseURL, "NEWS_LANG": "en",
    ]
    let result = try await NewsBinary.run(
      ["topic", "Świat", "-n1", "-lpl", "--no-store"], environment: environment)
    #expect(result.exitCode == 0, "\(result.stderr)")
    #expect(!result.stderr.contains("or:"))
    // One line shown (the request asks for the first hundred, which stories group over).
    #expect(result.stdout.contains("\n1. ") && !result.stdout.contains("\n2. "), "\(result.stdout)")
    #expect(server.requests.first?.queryValue("lang") == "pl")
  }

  @Test("A Polish unknown topic lists the Polish names")
  func polishTopicList() async throws {
    let result = try await NewsBinary.run(
      ["topic", "pogoda", "--no-store"], environment: ["NEWS_LANG": "pl"])
    #expect(result.exitCode == 64)
    #expect(result.stderr.contains("wiadomości, sport, technologia, świat"))
  }

  @Test(
    "A base URL with an impossible port is a configuration error (78), not a network one",
    arguments: ["http://127.0.0.1:99999/", "http://127.0.0.1:0/", "http://127.0.0.1:-1/"])
  func impossiblePort(url: String) async throws {
    let result = try await NewsBinary.run(
      ["search", "x", "--no-store"],
      environment: ["NEWSCATCHER_API_KEY": "k", "NEWSCATCHER_API_URL": url])
    #expect(result.exitCode == 78, "\(result.stderr)")
    #expect(result.stderr.contains("is not a valid http or https address"))
  }

  @Test("A key with a line break is refused before any request: 78, the key never shown")
  func keyWithLineBreak() async throws {
    let server = try LoopbackServer { _ in .json("{}") }
    defer { server.stop() }
    let result = try await NewsBinary.run(
      ["search", "x", "--no-store"],
      environment: [
        "NEWSCATCHER_API_KEY": "abc123\r\nX-Injected: yes", "NEWSCATCHER_API_URL": server.baseURL,
      ])
    #expect(result.exitCode == 78)
    #expect(result.stderr.contains("NEWSCATCHER_API_KEY holds a line break"))
    #expect(!result.stderr.contains("abc123") && !result.stderr.contains("Injected"))
    #expect(server.requests.isEmpty)
  }

  @Test("--colour is --color, before or after the command")
  func colourSpelling() async throws {
    for arguments in [["--colour", "always", "topics"], ["topics", "--colour=always"]] {
      let result = try await NewsBinary.run(arguments)
      #expect(result.exitCode == 0, "\(result.stderr)")
      #expect(result.stdout.contains("\u{1B}["), "\(arguments)")
    }
  }
}
