import Foundation
import TestSupport
import Testing

/// `news read --query` as a user runs it: the list, its heading and JSON, and a malformed
/// query told with its place, in both languages, exit 64.
@Suite("news, end to end, queries")
struct QueryEndToEndTests {
  @Test("read --query: matches, JSON, errors with the place in both languages")
  func readQuery() async throws {
    let server = try FeedTagEndToEndTests.server()
    defer { server.stop() }
    let home = FeedEndToEndTests.Home()
    try await FeedTagEndToEndTests.subscribed(server, home)
    _ = try await NewsBinary.run(["feed", "tag", "1", "Nature"], environment: home.variables)
    let read = try await NewsBinary.run(
      ["read", "--offline", "--no-stories", "--query", #"title =~ "ERUPTS" and tags # "nature""#],
      environment: home.variables)
    #expect(read.exitCode == 0, "\(read.stderr)")
    #expect(
      read.stdout.hasPrefix(
        "Matching title =~ \"ERUPTS\" and tags # \"nature\": the newest articles\nShowing 1 article\n"
      ), "\(read.stdout)")
    #expect(read.stdout.contains("Volcano erupts near the village"))
    let json = try await NewsBinary.run(
      ["read", "--offline", "--no-stories", "--json", "--query", #"feedtitle !~ "volcano""#],
      environment: home.variables)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    #expect(object["kind"] as? String == "feed")
    #expect(object["query"] as? String == #"feedtitle !~ "volcano""#)
    let titles = (object["articles"] as? [[String: Any]] ?? []).compactMap {
      $0["title"] as? String
    }
    #expect(
      titles.sorted() == ["Harbour ash closes the airport", "Harbour erupts near the village"])

    let bad = try await NewsBinary.run(
      ["read", "--offline", "--query", #"title =~ "(volc""#], environment: home.variables)
    #expect(bad.exitCode == 64 && bad.stdout.isEmpty)
    #expect(
      bad.stderr.hasPrefix(
        "news: “title =~ \"(volc\"” is not a query: at character 11, the regular expression is "
          + "not one: a parenthesis is not closed or not opened."), "\(bad.stderr)")
    let polish = try await NewsBinary.run(
      ["read", "--offline", "--lang", "pl", "--query", "title"], environment: home.variables)
    #expect(polish.exitCode == 64)
    #expect(
      polish.stderr.hasPrefix(
        "news: „title” nie jest zapytaniem: przy 6. znaku oczekiwano operatora: "),
      "\(polish.stderr)")
  }
}
