import Foundation
import TestSupport
import Testing

/// Feeds the user's own command makes (issue 58, point 6): `exec:` and `filter:` as newsboat
/// has them, run without a shell, bounded, said in `feed list`, never exported; and the query
/// attributes `guid` and `feedindex`.
@Suite("news, end to end: exec: and filter: feeds, guid and feedindex")
struct CommandFeedEndToEndTests {
  static func script(_ home: ScratchHome, _ name: String, _ body: String) throws -> URL {
    let folder = home.directory.appendingPathComponent("bin")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent(name)
    try ("#!/bin/sh\n" + body).write(to: file, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file.path)
    return file
  }

  @Test("exec: with its words, filter: through sed, failures said, guid and feedindex in queries")
  func commandFeeds() async throws {
    let server = try LoopbackServer { _ in
      CannedResponse(
        headers: [("Content-Type", "application/rss+xml")],
        body: Data(
          ("<?xml version=\"1.0\"?><rss version=\"2.0\"><channel><title>Plain</title>"
            + "<item><title>Original title</title><link>https://plain.example/1</link></item>"
            + "</channel></rss>").utf8))
    }
    defer { server.stop() }
    let home = ScratchHome()
    _ = try Self.script(
      home, "make-feed",
      """
      echo "<?xml version=\\"1.0\\"?><rss version=\\"2.0\\"><channel><title>Made: $1</title>"
      echo "<item><title>From my script</title><link>https://mine.example/1</link>"
      echo "<guid>mine-1</guid></item></channel></rss>"

      """)
    _ = try Self.script(home, "fails", "exit 3\n")
    // Words as a shell splits them (no shell: `;` is an argument), ~ the home folder.
    let added = try await home.run(["feed", "add", "exec:~/bin/make-feed 'two words' ;"])
    #expect(added.exitCode == 0 && added.stdout.contains("Made: two words"), "\(added.stderr)")
    let filtered = try await home.run([
      "feed", "add", "filter:sed s/Original/Filtered/:" + server.baseURL + "plain.xml",
    ])
    #expect(filtered.exitCode == 0, "\(filtered.stderr)")
    let failing = try await home.run(["feed", "add", "exec:~/bin/fails"])
    #expect(failing.exitCode == 65)
    #expect(
      failing.stderr.contains("gave no feed: its command failed (exit status 3)"),
      "\(failing.stderr)")
    let missing = try await home.run(["feed", "add", "exec:~/bin/nothing-here"], language: "pl")
    #expect(missing.stderr.contains("nie udało się uruchomić jego polecenia"), "\(missing.stderr)")
    // Output past what a feed may be is cut off and said, never read whole.
    _ = try Self.script(home, "endless", "yes '<item>'\n")
    let endless = try await home.run(["feed", "add", "exec:~/bin/endless"])
    #expect(endless.exitCode == 65 && endless.stderr.contains("8 MB"), "\(endless.stderr)")
    // feed list names the command; read lists what it made; a refresh runs it again.
    let list = try await home.run(["feed", "list"])
    #expect(list.stdout.contains("exec:~/bin/make-feed 'two words' ;"), "\(list.stdout)")
    let read = try await home.run(["read", "--no-stories"])
    #expect(read.exitCode == 0 && read.stdout.contains("From my script"), "\(read.stderr)")
    #expect(read.stdout.contains("Filtered title") && !read.stdout.contains("Original title"))
    // newsboat's guid and feedindex.
    let byGuid = try await home.run([
      "read", "--offline", "--query", #"guid = "mine-1" and feedindex = 1"#,
    ])
    #expect(byGuid.stdout.contains("From my script") && !byGuid.stdout.contains("Filtered"))
    let second = try await home.run(["read", "--offline", "--query", "feedindex = 2"])
    #expect(second.stdout.contains("Filtered title") && !second.stdout.contains("From my script"))
    // A command line is the user's alone: an OPML file leaves it out.
    let opml = try await home.run(["feed", "export"])
    #expect(!opml.stdout.contains("exec:") && opml.stdout.contains("filter:") == false)
  }
}
