import Foundation
import TestSupport
import Testing

/// A podcast's audio as a user meets it (issue 58, point 5): in `show`, in JSON, in queries.
@Suite("news, end to end: enclosures in show, JSON and queries")
struct EnclosureEndToEndTests {
  @Test(
    "show names the audio and its size, in both languages; JSON has enclosures; queries see them")
  func podcast() async throws {
    let server = try LoopbackServer { _ in
      CannedResponse(
        headers: [("Content-Type", "application/rss+xml")],
        body: Data(
          ("<?xml version=\"1.0\"?><rss version=\"2.0\"><channel><title>Podcast</title>"
            + "<item><title>Episode 7</title><link>https://pod.example/7</link>"
            + "<enclosure url=\"https://pod.example/7.mp3\" type=\"audio/mpeg\" length=\"24300000\"/>"
            + "</item><item><title>A post</title><link>https://pod.example/post</link></item>"
            + "</channel></rss>").utf8))
    }
    defer { server.stop() }
    let home = ScratchHome()
    #expect(try await home.run(["feed", "add", server.baseURL + "pod.xml"]).exitCode == 0)
    let list = try await home.run([
      "read", "--offline", "--no-stories", "--query", #"enclosure_type = "audio/mpeg""#,
    ])
    #expect(list.stdout.contains("Episode 7") && !list.stdout.contains("A post"), "\(list.stdout)")
    let shown = try await home.run(["show", "1"])
    #expect(shown.stdout.contains("Enclosure: audio/mpeg, 24.3 MB\nhttps://pod.example/7.mp3"))
    let polish = try await home.run(["show", "1"], language: "pl")
    #expect(polish.stdout.contains("Załącznik: audio/mpeg, 24,3 MB"), "\(polish.stdout)")
    let json = try await home.run(["show", "1", "--json"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let enclosures = try #require(object["enclosures"] as? [[String: Any]])
    #expect(enclosures.count == 1)
    #expect(enclosures[0]["url"] as? String == "https://pod.example/7.mp3")
    #expect(enclosures[0]["type"] as? String == "audio/mpeg")
    #expect(enclosures[0]["length"] as? Int == 24_300_000)
    let byURL = try await home.run([
      "read", "--offline", "--query", #"enclosure_url =~ "7\.mp3$""#, "--no-stories",
    ])
    #expect(byURL.stdout.contains("Episode 7") && !byURL.stdout.contains("A post"))
  }
}
