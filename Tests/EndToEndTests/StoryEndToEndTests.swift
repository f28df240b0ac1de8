import Foundation
import GRDB
import TestSupport
import Testing

/// Stories as a user meets them: one line per story with its other outlets, `show` listing the
/// coverage, `story N` listing it like any list, `--no-stories` and `stories = false`, JSON,
/// both languages; and a provider's page filled with stories.
@Suite("news, end to end, stories: one line per event, many sources")
struct StoryEndToEndTests {
  final class Home: @unchecked Sendable {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("news-stories-\(UUID().uuidString)")
    var variables: [String: String] {
      ["XDG_DATA_HOME": directory.path, "XDG_CONFIG_HOME": directory.path + "/config"]
    }
    deinit { try? FileManager.default.removeItem(at: directory) }

    func run(_ arguments: [String], _ extra: [String: String] = [:]) async throws
      -> NewsBinary.Result
    {
      try await NewsBinary.run(arguments, environment: variables.merging(extra) { $1 })
    }
  }

  /// Three papers' Snake Island story (Gamma's the newest) and two articles alone.
  static let feeds: [String: [(title: String, hour: Int, summary: String)]] = [
    "alpha": [
      ("Russia withdraws troops from Snake Island in Black Sea", 10, "Russian forces left."),
      ("Heatwave closes schools across Spain", 9, "Temperatures hit 44 degrees."),
    ],
    "beta": [
      ("Russian troops pull out of Snake Island, Black Sea outpost", 11, "A goodwill gesture."),
      ("Stock markets fall as inflation fears grow", 8, "Markets slid."),
    ],
    "gamma": [("Snake Island: Russia withdraws troops in Black Sea", 12, "Ukraine claims it.")],
  ]

  static func feed(_ name: String) -> String {
    let items = (feeds[name] ?? []).enumerated().map { index, item in
      """
      <item><title>\(item.title)</title><link>https://\(name).example/\(index)</link>
      <pubDate>Thu, 30 Jun 2022 \(item.hour):00:00 GMT</pubDate>
      <description>\(item.summary)</description></item>
      """
    }
    return """
      <?xml version="1.0"?><rss version="2.0"><channel><title>\(name.capitalized) News</title>
      <link>https://\(name).example/</link>\(items.joined())</channel></rss>
      """
  }

  static func json(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  @Test("Feeds: a story is one line; show lists its coverage; story N lists it like any list")
  func feedStories() async throws {
    let server = try LoopbackServer { request in
      CannedResponse(
        body: Data(Self.feed(String(request.path.dropFirst().prefix { $0 != "." })).utf8))
    }
    defer { server.stop() }
    let home = Home()
    let add = try await home.run(
      ["feed", "add"] + ["alpha", "beta", "gamma"].map { server.baseURL + $0 + ".xml" })
    #expect(add.exitCode == 0, "\(add.stderr)")

    let read = try await home.run(["read", "--offline"], ["COLUMNS": "100"])
    #expect(read.exitCode == 0 && read.stderr.isEmpty, "\(read.stderr)")
    #expect(
      read.stdout.contains(
        "1. Snake Island: Russia withdraws troops in Black Sea\n"
          + "   30 Jun 2022, 12:00 · Gamma News\n   +2 sources: Beta News, Alpha News\n"),
      "\(read.stdout)")
    #expect(read.stdout.contains("2. Heatwave closes schools across Spain\n"))
    #expect(read.stdout.contains("3. Stock markets fall") && !read.stdout.contains("4. "))
    let polish = try await home.run(["read", "--offline", "--lang", "pl"])
    #expect(polish.stdout.contains("   +2 źródła: Beta News, Alpha News\n"), "\(polish.stdout)")

    // show 1: the article, then every article of its story, newest first.
    let show = try await home.run(["show", "1"], ["COLUMNS": "100"])
    #expect(show.stdout.contains("3 articles on this story\n"), "\(show.stdout)")
    for link in ["https://gamma.example/0", "https://beta.example/0", "https://alpha.example/0"] {
      #expect(show.stdout.contains(link + "\n"))
    }
    let shown = try Self.json(try await home.run(["show", "1", "--json"]).stdout)
    let story = try #require(shown["story"] as? [String: Any])
    let others = try #require(story["articles"] as? [[String: Any]])
    #expect(story["size"] as? Int == 3 && others.count == 2)
    #expect(Set(others[0].keys) == ["title", "source", "link", "published"])
    #expect(others[0]["published"] as? String == "2022-06-30T11:00:00Z")

    // story 1: its three articles, numbered like any list; open 3 then means the third.
    let coverage = try Self.json(try await home.run(["story", "1", "--json"]).stdout)
    #expect(
      coverage["kind"] as? String == "story"
        && coverage["story"] as? String == story["id"] as? String)
    let articles = try #require(coverage["articles"] as? [[String: Any]])
    #expect(
      articles.compactMap { $0["link"] as? String }.map { String($0.prefix(13)) } == [
        "https://gamma", "https://beta.", "https://alpha",
      ])
    let third = try await home.run(["show", "3"])
    #expect(third.stdout.hasPrefix("Russia withdraws troops from Snake Island in Black Sea\n"))
    let text = try await home.run(["story", "1", "--lang", "pl"])
    #expect(
      text.stdout.hasPrefix("Wydarzenie: „Snake Island: Russia withdraws troops in Black Sea”\n"))
    let alone = try await home.run(["read", "--offline"])
    let heatwave = try await home.run(["story", "2"])
    #expect(
      alone.exitCode == 0 && heatwave.stdout.contains("1. Heatwave closes schools")
        && !heatwave.stdout.contains("2. "))
  }

  @Test(
    "--no-stories is in the help of every command whose list folds",
    arguments: [
      ["search"], ["topic"], ["read"], ["story"], ["edition", "read"], ["watch", "read"],
      ["watch", "run"],
    ])
  func noStoriesInHelp(command: [String]) async throws {
    let help = try await Home().run(command + ["--help"])
    #expect(help.exitCode == 0 && help.stdout.contains("--no-stories"), "\(help.stdout)")
  }

  @Test("--no-stories and stories = false list every article, each with its story's id and size")
  func everyArticle() async throws {
    let server = try LoopbackServer { request in
      CannedResponse(
        body: Data(Self.feed(String(request.path.dropFirst().prefix { $0 != "." })).utf8))
    }
    defer { server.stop() }
    let home = Home()
    _ = try await home.run(
      ["feed", "add"] + ["alpha", "beta", "gamma"].map { server.baseURL + $0 + ".xml" })
    // A refresh groups what arrived into stories, before any list asks.
    #expect(try await home.run(["feed", "refresh", "--force"]).exitCode == 0)
    let database = try DatabaseQueue(
      path: home.directory.appendingPathComponent("news/news.sqlite").path)
    let grouped = try await database.read {
      try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM story_article")
    }
    #expect(grouped == 5)
    let flagged = try Self.json(
      try await home.run(["read", "--offline", "--no-stories", "--json"]).stdout)
    let articles = try #require(flagged["articles"] as? [[String: Any]])
    #expect(articles.count == 5)
    let stories = articles.map { $0["story"] as? [String: Any] }
    #expect(stories.compactMap { $0?["size"] as? Int } == [3, 3, 3])
    #expect(Set(stories.compactMap { $0?["id"] as? String }).count == 1)
    #expect(stories.allSatisfy { ($0?["articles"] as? [Any])?.isEmpty ?? true })
    #expect(articles.filter { $0["story"] is NSNull }.count == 2)

    let config = home.directory.appendingPathComponent("config/news")
    try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
    try "stories = false\n".write(
      to: config.appendingPathComponent("config.toml"), atomically: true, encoding: .utf8)
    let configured = try await home.run(["read", "--offline"])
    #expect(configured.stdout.contains("5. ") && !configured.stdout.contains("sources"))
    let settings = try Self.json(try await home.run(["config", "--json"]).stdout)
    #expect(settings["stories"] as? Bool == false)
    try "stories = \"no\"\n".write(
      to: config.appendingPathComponent("config.toml"), atomically: true, encoding: .utf8)
    let wrong = try await home.run(["read", "--offline"])
    #expect(wrong.exitCode == 78)
    #expect(
      wrong.stderr.contains("Give true or false, without quotes, e.g. stories = false."),
      "\(wrong.stderr)")
  }

  /// A v2 search page of `size` articles from `first`: articles 1–3 are one story told by
  /// three papers, the others each their own.
  static func searchPage(page: Int, size: Int) -> String {
    let subjects = [
      "Russia withdraws troops from Snake Island in Black Sea",
      "Russian troops pull out of Snake Island, Black Sea outpost",
      "Snake Island: Russia withdraws troops from Black Sea island",
      "Heatwave closes schools across Spain", "Stock markets fall as inflation fears grow",
      "Tennis champion wins Wimbledon final in five sets", "Parliament passes new climate law",
      "Volcano erupts on remote Pacific island", "Central bank raises interest rates again",
      "Football club signs record striker",
    ]
    let articles = (0..<size).map { offset -> String in
      let number = (page - 1) * size + offset
      return """
        {"title": "\(subjects[number % subjects.count])", "link": "https://paper\(number).example/a", \
        "published_date": "2025-07-29 1\(number % 10):00:00", "clean_url": "paper\(number).example", \
        "excerpt": null}
        """
    }
    return """
      {"status": "ok", "total_hits": 100, "page": \(page), "page_size": \(size), \
      "articles": [\(articles.joined(separator: ","))]}
      """
  }

  /// A v2 search answer of `size` articles: the Snake Island story told by papers 0, 40 and 80,
  /// every other article of words of its own.
  static func wideResult(size: Int) -> String {
    let story = [
      0: "Russia withdraws troops from Snake Island in Black Sea",
      40: "Russian troops pull out of Snake Island, Black Sea outpost",
      80: "Snake Island: Russia withdraws troops from Black Sea island",
    ]
    let articles = (0..<size).map { number -> String in
      let title = story[number] ?? "Qa\(number)x wb\(number)y ec\(number)z"
      return """
        {"title": "\(title)", "link": "https://paper\(number).example/a", \
        "published_date": "2025-07-29 10:\(10 + number % 50):00", \
        "clean_url": "paper\(number).example", "excerpt": null}
        """
    }
    return """
      {"status": "ok", "total_hits": 1000, "page": 1, "page_size": \(size), \
      "articles": [\(articles.joined(separator: ","))]}
      """
  }

  @Test("The top five carry every outlet of the first 100 results, in one request")
  func wholeCoverage() async throws {
    let server = try LoopbackServer { request in
      .json(Self.wideResult(size: min(100, Int(request.queryValue("page_size") ?? "5") ?? 5)))
    }
    defer { server.stop() }
    let home = Home()
    let api = ["NEWSCATCHER_API_URL": server.baseURL + "api/", "NEWSCATCHER_API_KEY": "k"]
    for extra in [[], ["--no-store"]] {
      let result = try await home.run(["search", "news", "--json"] + extra, api)
      #expect(result.exitCode == 0, "\(result.stderr)")
      let articles = try #require(try Self.json(result.stdout)["articles"] as? [[String: Any]])
      #expect(articles.count == 5)
      let first = try #require(articles.first?["story"] as? [String: Any], "\(extra)")
      #expect(first["size"] as? Int == 3)
      let others = try #require(first["articles"] as? [[String: Any]])
      #expect(
        Set(others.compactMap { $0["source"] as? String }) == [
          "paper40.example", "paper80.example",
        ])
    }
    #expect(server.requests.map { $0.queryValue("page_size") } == ["100", "100"])
    #expect(server.requests.map { $0.queryValue("page") } == ["1", "1"])
    // The line says so.
    let text = try await home.run(["search", "news"], api)
    #expect(text.stdout.contains("+2 sources: paper40.example, paper80.example"), "\(text.stdout)")
    // Only the articles up to the last line shown are marked seen (1–5): the other 95 of the
    // hundred, papers 40 and 80 among them, are new to a reader.
    let database = try DatabaseQueue(
      path: home.directory.appendingPathComponent("news/news.sqlite").path)
    let seen = try await database.read {
      try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM article WHERE seen_at IS NOT NULL")
    }
    #expect(seen == 5)
    // With --no-stories nothing folds: the page is what it shows.
    _ = try await home.run(["search", "news", "--no-stories"], api)
    #expect(server.requests.last?.queryValue("page_size") == "5")
  }

  @Test("A page of stories is full: a folded page is filled from the next one")
  func filledWithStories() async throws {
    let server = try LoopbackServer { request in
      .json(Self.searchPage(page: Int(request.queryValue("page") ?? "1") ?? 1, size: 5))
    }
    defer { server.stop() }
    let home = Home()
    let api = ["NEWSCATCHER_API_URL": server.baseURL + "api/", "NEWSCATCHER_API_KEY": "k"]
    let result = try await home.run(["search", "news", "--json"], api)
    #expect(result.exitCode == 0, "\(result.stderr)")
    #expect(server.requests.map { $0.queryValue("page") ?? "1" } == ["1", "2"])
    let articles = try #require(try Self.json(result.stdout)["articles"] as? [[String: Any]])
    #expect(articles.count == 5)
    let first = try #require(articles.first?["story"] as? [String: Any])
    #expect(first["size"] as? Int == 3)
    #expect((first["articles"] as? [[String: Any]])?.count == 2)
    #expect(articles.dropFirst().allSatisfy { $0["story"] is NSNull })
    // Without a store the page is grouped within itself, and not filled.
    let page = try #require(
      try Self.json(try await home.run(["search", "news", "--json", "--no-store"], api).stdout)[
        "articles"] as? [[String: Any]])
    #expect(page.count == 3 && (page[0]["story"] as? [String: Any])?["size"] as? Int == 3)
  }
}
