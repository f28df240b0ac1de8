import Foundation
import Testing

@testable import NewsKit

/// The sync account file: what is written reads back the same and stays valid TOML, whatever
/// the values hold; no password is ever kept.
@Suite("Sync account file")
struct SyncAccountFileTests {
  /// Whether a file is made of comments and `key = "basic string"` lines that TOML reads:
  /// no raw control character inside a value, only the escapes TOML knows.
  static func isValidTOML(_ text: String) -> Bool {
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.isEmpty || line.hasPrefix("#") { continue }
      guard let equals = line.range(of: " = \"") else { return false }
      let key = line[..<equals.lowerBound]
      guard !key.isEmpty, key.allSatisfy({ $0.isLetter || $0 == "_" }) else { return false }
      var scalars = line[equals.upperBound...].unicodeScalars.makeIterator()
      var closed = false
      while let scalar = scalars.next() {
        if closed { return false }
        if scalar.value < 0x20 || scalar.value == 0x7F { return false }
        if scalar == "\"" {
          closed = true
        } else if scalar == "\\" {
          guard let escape = scalars.next(), "btnfr\"\\uU".unicodeScalars.contains(escape) else {
            return false
          }
          if escape == "u" {
            for _ in 0..<4 {
              guard let digit = scalars.next(), digit.properties.isASCIIHexDigit else {
                return false
              }
            }
          }
        }
      }
      if !closed { return false }
    }
    return true
  }

  @Test(
    "Values with quotes, backslashes, =, any script and control characters round-trip as valid TOML",
    arguments: [
      #"plain"#, #"quo"te"#, #"back\slash"#, #"ends with \"#, #"\""#, #"\\\""#, "a = b",
      "zażółć 密码", "", "line\nbreak", "tab\tand\r\u{1B}[31m\u{7F}", "\u{0}nul",
    ])
  func roundTrip(value: String) throws {
    let account = SyncAccount(
      server: "https://rss.example.org/api/greader.php?x=" + value, user: #"ania "a""# + value,
      token: "ania/" + value)
    let text = SyncAccountFile.render(account)
    #expect(Self.isValidTOML(text))
    #expect(text.split(separator: "\n").count == 5)
    #expect(SyncAccountFile.parse(text) == account)
  }

  @Test("A file without server or user is no account; unknown lines are ignored")
  func incomplete() {
    #expect(SyncAccountFile.parse("user = \"u\"\n") == nil)
    #expect(SyncAccountFile.parse("") == nil)
    let account = SyncAccountFile.parse(
      "# note\nserver = \"http://h\"\nuser = \"u\"\nother = \"x\"\nbroken line\n")
    #expect(account == SyncAccount(server: "http://h", user: "u"))
  }

  @Test("Written with mode 0600 without a password, replaced in place, removed on logout")
  func writes() throws {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("news-acct-\(UUID())")
    defer { try? FileManager.default.removeItem(at: home) }
    let variables = ["XDG_CONFIG_HOME": home.path]
    let account = SyncAccount(server: "http://h", user: "u", token: "t")
    try SyncAccountFile.save(account, environment: variables)
    try SyncAccountFile.save(account, environment: variables)
    let path = try #require(SyncAccountFile.path(environment: variables))
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    #expect((attributes[.posixPermissions] as? Int) == 0o600)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: home.path + "/news") == ["sync.toml"])
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(SyncAccountFile.parse(text) == account)
    #expect(!text.contains("password"))
    #expect(SyncAccountFile.remove(environment: variables))
    #expect(!SyncAccountFile.remove(environment: variables))
  }

  @Test("A password an older news kept is dropped from the file the first time it is read")
  func oldPasswordDropped() throws {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("news-acct-\(UUID())")
    defer { try? FileManager.default.removeItem(at: home) }
    try FileManager.default.createDirectory(
      at: home.appendingPathComponent("news"), withIntermediateDirectories: true)
    let path = home.appendingPathComponent("news/sync.toml").path
    try "server = \"http://h\"\nuser = \"u\"\npassword = \"hunter2-secret\"\ntoken = \"t\"\n"
      .write(toFile: path, atomically: true, encoding: .utf8)
    let environment = NewsEnvironment.live()
    var scoped = environment
    scoped.variables = ["XDG_CONFIG_HOME": home.path]
    let account = try #require(SyncAccountFile.load(environment: scoped))
    #expect(account == SyncAccount(server: "http://h", user: "u", token: "t"))
    let after = try String(contentsOfFile: path, encoding: .utf8)
    #expect(!after.contains("hunter2-secret"))
    #expect(SyncAccountFile.parse(after) == account)
  }

  @Test("Messages and JSON show the server without user:password@")
  func masked() {
    #expect(
      SyncAccount.masked("https://ania:hunter2@rss.example/api/greader.php")
        == "https://rss.example/api/greader.php")
    #expect(SyncAccount.masked("http://h:8080/a@b") == "http://h:8080/a@b")
    #expect(SyncAccount.masked("not a url") == "not a url")
  }
}
