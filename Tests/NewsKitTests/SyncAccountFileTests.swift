import Foundation
import Testing

@testable import NewsKit

/// The sync account file: what is written reads back the same, whatever the password holds.
@Suite("Sync account file")
struct SyncAccountFileTests {
  @Test(
    "Passwords with quotes, backslashes, = and letters of any script round-trip",
    arguments: [
      #"plain"#, #"quo"te"#, #"back\slash"#, #"ends with \"#, #"\""#, #"\\\""#, "a = b",
      "zażółć 密码", "",
    ])
  func roundTrip(password: String) throws {
    let account = SyncAccount(
      server: "https://rss.example.org/api/greader.php", user: #"ania "a""#,
      password: password, token: "ania/abc")
    #expect(SyncAccountFile.parse(SyncAccountFile.render(account)) == account)
  }

  @Test("A file without server or user is no account; unknown lines are ignored")
  func incomplete() {
    #expect(SyncAccountFile.parse("user = \"u\"\n") == nil)
    #expect(SyncAccountFile.parse("") == nil)
    let account = SyncAccountFile.parse(
      "# note\nserver = \"http://h\"\nuser = \"u\"\nother = \"x\"\nbroken line\n")
    #expect(account == SyncAccount(server: "http://h", user: "u", password: ""))
  }

  @Test("Written with mode 0600, replaced in place, removed on logout")
  func writes() throws {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("news-acct-\(UUID())")
    defer { try? FileManager.default.removeItem(at: home) }
    let variables = ["XDG_CONFIG_HOME": home.path]
    let account = SyncAccount(server: "http://h", user: "u", password: "p", token: "t")
    try SyncAccountFile.save(account, environment: variables)
    try SyncAccountFile.save(account, environment: variables)
    let path = try #require(SyncAccountFile.path(environment: variables))
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    #expect((attributes[.posixPermissions] as? Int) == 0o600)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: home.path + "/news") == ["sync.toml"])
    #expect(SyncAccountFile.parse(try String(contentsOfFile: path, encoding: .utf8)) == account)
    #expect(SyncAccountFile.remove(environment: variables))
    #expect(!SyncAccountFile.remove(environment: variables))
  }
}
