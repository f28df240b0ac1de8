import Foundation
import TestSupport
import Testing

@testable import NewsKit

@Suite("Editions: make, resume, library")
struct EditionsControllerTests {
  let general = ["en-rivers-semantic", "pl-rzeki-blog", "de-bahn-semantic", "en-consent-wall"]
  let tech = ["en-chips-divs", "fr-vignes-divs", "es-museo-css", "missing-page"]

  func world() -> EditionWorld {
    let world = EditionWorld()
    world.links = [
      "General": general.map { EditionWorld.link($0, host: "a.example") },
      "Tech": tech.map { EditionWorld.link($0, host: "b.example") },
    ]
    return world
  }

  @Test(
    "make: each topic's headlines, every page downloaded and read; text, no text and 404 told apart"
  )
  func make() async throws {
    let world = world()
    defer { world.remove() }
    let editions = try world.controller()
    let recipe = try editions.recipe(topics: ["news", "technologia"], feeds: false, perTopic: 10)
    #expect(recipe.topics == [.news, .tech])
    let start = try await editions.prepare(recipe)
    #expect(!start.resumed && start.missingTopics.isEmpty)
    let steps = Steps()
    let result = try await editions.download((try start.edition()), jobs: 8) { steps.add($0) }
    let summary = result.summary
    #expect(summary.articles == 8 && summary.done == 8 && summary.state == .complete)
    #expect(summary.withoutText == 2)  // the consent wall, the 404
    #expect(result.pages == 8 && summary.bytes > 5_000)
    #expect(steps.values.map(\.done) == Array(0...8))
    #expect(steps.values.last?.bytes ?? 0 > 20_000)
    let model = try editions.articles(of: summary, page: 1, pageSize: 100)
    let byLink = Dictionary(uniqueKeysWithValues: model.articles.map { ($0.link ?? "", $0) })
    let rivers = try #require(byLink[EditionWorld.link("en-rivers-semantic")])
    #expect(rivers.fullTextStatus == .text)
    #expect(rivers.fullText?.hasPrefix("Britain's rivers are measurably cleaner") == true)
    #expect(byLink[EditionWorld.link("en-consent-wall")]?.fullTextStatus == .noText)
    let missing = byLink[EditionWorld.link("missing-page", host: "b.example")]
    #expect(missing?.fullTextStatus == .unavailable && missing?.fullText == nil)
    #expect(missing?.summary != nil)
    // The edition became the last list: `news show 1` is its first article.
    let library = try LibraryController.open(
      settings: try world.settings(), environment: world.environment)
    #expect(try library.article(1).article.link == model.articles[0].link)
  }

  @Test(
    "An edition keeps each article's picture with its page, counted in its size, and has it offline; images = off fetches none"
  )
  func pictures() async throws {
    let world = world()
    defer { world.remove() }
    let address = "https://img.example/rivers.png"
    let png = Fixtures.data("images/rb.png")
    world.images = [EditionWorld.link("en-rivers-semantic"): address]
    world.pictures = [address: png]
    let editions = try world.controller()
    let start = try await editions.prepare(
      try editions.recipe(topics: ["news"], feeds: false, perTopic: 10))
    let steps = Steps()
    let result = try await editions.download(try start.edition(), jobs: 4) { steps.add($0) }
    #expect(world.requests.filter { $0 == address }.count == 1)
    let kept = try editions.read { try EditionStore($0).picture(address) }
    #expect(kept == png)
    // Its bytes are the edition's: in its size and in the progress.
    let texts = try editions.read { store in
      try store.database.read { try Int.fetchOne($0, sql: "SELECT SUM(bytes) FROM article_text") }
    }
    #expect(result.summary.bytes == (texts ?? 0) + png.count)
    #expect((steps.values.last?.bytes ?? 0) >= png.count)
    // Offline: the picture's host unreachable, the edition's copy is drawn.
    world.unreachable = ["img.example"]
    let settings = try world.settings()
    let offline = try await PictureFetcher(
      environment: world.environment, timeout: 5, cache: nil,
      stored: EditionsController.storedPicture(settings: settings, environment: world.environment)
    ).fetch(address)
    #expect(offline == png)
    // Deleting the edition lets the picture go with it.
    _ = try editions.delete(["1"])
    #expect(try editions.read { try EditionStore($0).picture(address) } == nil)

    let off = self.world()
    defer { off.remove() }
    off.images = world.images
    off.pictures = world.pictures
    var quiet = try off.settings()
    quiet.images = .off
    let withoutPictures = try off.controller(quiet)
    let made = try await withoutPictures.prepare(
      try withoutPictures.recipe(topics: ["news"], feeds: false, perTopic: 10))
    _ = try await withoutPictures.download(try made.edition(), jobs: 4)
    #expect(!off.requests.contains(address), "images = off: no picture fetched")
  }

  @Test("Pages are fetched concurrently within the bounds: `jobs` in all, four per host")
  func bounds() async throws {
    let world = world()
    defer { world.remove() }
    world.pageDelay = 0.02
    world.links["General"] =
      (0..<12).map { EditionWorld.link("en-library-br?\($0)", host: "a.example") }
      + (0..<12).map { EditionWorld.link("fr-velos-br?\($0)", host: "h\($0).example") }
    let editions = try world.controller()
    let start = try await editions.prepare(
      try editions.recipe(topics: ["news"], feeds: false, perTopic: 30))
    _ = try await editions.download((try start.edition()), jobs: 6)
    #expect(world.peakConcurrency.perHost <= 4)
    #expect(world.peakConcurrency.total <= 6 && world.peakConcurrency.total >= 2)
  }

  @Test(
    "A lost network leaves the edition incomplete; make makes a new one, make --resume takes it up and fetches only what failed"
  )
  func resume() async throws {
    let world = world()
    defer { world.remove() }
    world.unreachable = ["b.example"]
    let editions = try world.controller()
    let recipe = try editions.recipe(topics: ["news", "tech"], feeds: false, perTopic: 10)
    let first = try await editions.prepare(recipe)
    let interrupted = try await editions.download((try first.edition()), jobs: 8).summary
    // Every page was tried: it finished, incomplete (not interrupted).
    #expect(interrupted.state == .incomplete && interrupted.done == 4 && interrupted.articles == 8)
    #expect(try editions.list().first?.state == .incomplete)

    world.unreachable = []
    // A plain make makes a new edition: what the user asked for, with what is new since.
    let fresh = try await editions.prepare(recipe)
    #expect(!fresh.resumed && fresh.id != first.id)
    _ = try editions.delete([String(try fresh.edition())])
    let before = world.requests.count
    let again = try await editions.prepare(recipe, resume: true)
    #expect(again.resumed && again.id == first.id)
    let done = try await editions.download((try again.edition()), jobs: 8).summary
    #expect(done.state == .complete && done.done == 8)
    let fetched = world.requests.dropFirst(before)
    #expect(fetched.count == 4 && fetched.allSatisfy { $0.contains("b.example") })
    // Another recipe makes a new edition; pages whose text is stored are not fetched again.
    let other = try await editions.prepare(
      try editions.recipe(topics: ["tech"], feeds: false, perTopic: 10))
    #expect(!other.resumed && other.id != first.id)
    let count = world.requests.count
    _ = try await editions.download((try other.edition()), jobs: 8)
    #expect(world.requests.count == count)
  }

  /// A controller over `world` subscribed to one feed whose items link to these pages.
  func subscribed(_ world: EditionWorld, to pages: [String]) throws -> EditionsController {
    world.feedLinks = pages.map { EditionWorld.link($0, host: "c.example") }
    let editions = try world.controller()
    let address = try #require(FeedAddress("https://feeds.example/feed.xml"))
    _ = try editions.write {
      try FeedStore($0).subscribe(
        [FeedCandidate(address: address, title: "A feed", site: nil)], at: world.clock.now())
    }
    return editions
  }

  @Test(
    "--feeds adds the subscriptions' unread (unopened) articles, refreshed first, a list having shown them or not; articles of an earlier edition are left out"
  )
  func feeds() async throws {
    let world = world()
    defer { world.remove() }
    let editions = try subscribed(world, to: ["fr-velos-br", "en-library-br"])
    // A list showed them (they are no longer new): they are still unread.
    let fetched = try await editions.unreadFeedArticles()
    #expect(fetched.count == 2)
    _ = try editions.write { try $0.show(fetched.map(\.id), at: world.clock.now()) }
    let recipe = try editions.recipe(topics: ["tech"], feeds: true, perTopic: 2)
    #expect(recipe.topics == [.tech] && recipe.feeds)
    let start = try await editions.prepare(recipe)
    let summary = try await editions.download((try start.edition()), jobs: 4).summary
    #expect(summary.articles == 4 && summary.state == .complete)
    let links = try editions.articles(of: summary, page: 1, pageSize: 10).articles.compactMap(
      \.link)
    #expect(links.contains(EditionWorld.link("fr-velos-br", host: "c.example")))
    #expect(links.contains(EditionWorld.link("en-library-br", host: "c.example")))
    // In an edition now: the next edition from feeds alone has nothing to add.
    let next = try await editions.prepare(
      try editions.recipe(topics: [], feeds: true, perTopic: nil))
    #expect(next.id == nil)
  }

  @Test(
    "Filters apply before downloading: a hidden feed article is left out, its page never asked"
  )
  func filtersFirst() async throws {
    let world = world()
    defer { world.remove() }
    let editions = try subscribed(world, to: ["fr-velos-br", "en-library-br"])
    _ = try editions.write { try $0.addFilter(phrase: "velos", source: nil, at: world.clock.now()) }
    let start = try await editions.prepare(
      try editions.recipe(topics: [], feeds: true, perTopic: nil))
    let summary = try await editions.download((try start.edition()), jobs: 4).summary
    #expect(summary.articles == 1)
    let links = try editions.articles(of: summary, page: 1, pageSize: 10).articles.compactMap(
      \.link)
    #expect(links == [EditionWorld.link("en-library-br", host: "c.example")])
    #expect(!world.requests.contains { $0.contains("fr-velos-br") && !$0.contains("feed.xml") })
  }

  @Test("With the provider unreachable, the unread feed articles make the edition")
  func providerDown() async throws {
    let world = world()
    defer { world.remove() }
    world.failingThemes = ["Tech", "General"]
    let editions = try subscribed(world, to: ["en-library-br"])
    let start = try await editions.prepare(
      try editions.recipe(topics: ["tech", "news"], feeds: false, perTopic: 2))
    #expect(start.missingTopics == [.tech, .news])
    let summary = try await editions.download((try start.edition()), jobs: 4).summary
    #expect(summary.articles == 1)
  }

  @Test(
    "Only http(s) links are fetched: a file: or javascript: link keeps its summary, as does a page too large"
  )
  func onlyWebLinks() async throws {
    let world = world()
    defer { world.remove() }
    world.links["General"] = [
      "file:///etc/passwd", "javascript:alert(1)", EditionWorld.link("en-rivers-semantic"),
      EditionWorld.link("huge"),
    ]
    let editions = try world.controller()
    let start = try await editions.prepare(
      try editions.recipe(topics: ["news"], feeds: false, perTopic: 10))
    let summary = try await editions.download((try start.edition()), jobs: 4).summary
    // A page too large to read is given up, not tried again: the edition is complete.
    #expect(summary.state == .complete && summary.withoutText == 3)
    #expect(world.requests.allSatisfy { $0.hasPrefix("https://") })
  }

  @Test(
    "Topics: the config's edition.topics, else news, world, tech; --feeds alone; a failing topic is reported, all failing throw"
  )
  func topics() async throws {
    let world = world()
    defer { world.remove() }
    var config = ConfigFile()
    config.editionTopics = "sport,Świat"
    let configured = try world.controller(try world.settings(config: config))
    #expect(
      try configured.recipe(topics: [], feeds: false, perTopic: nil).topics == [.sport, .world])
    let plain = try world.controller()
    let recipe = try plain.recipe(topics: [], feeds: false, perTopic: nil)
    #expect(recipe.topics == [.news, .world, .tech] && recipe.perTopic == 10)
    #expect(try plain.recipe(topics: [], feeds: true, perTopic: nil).topics.isEmpty)
    #expect(throws: NewsError.self) {
      try plain.recipe(topics: ["nope"], feeds: false, perTopic: nil)
    }

    world.failingThemes = ["Tech"]
    let start = try await plain.prepare(recipe)
    #expect(start.missingTopics == [.tech])
    #expect(try plain.summary((try start.edition())).articles == 4)
    world.failingThemes = ["Tech", "General"]
    await #expect(throws: NewsError.network(host: "v3-api.newscatcherapi.com")) {
      _ = try await plain.prepare(try plain.recipe(topics: ["tech"], feeds: false, perTopic: 3))
    }
  }

  @Test(
    "delete removes editions and their texts, not saved articles' texts; unknown ids delete nothing"
  )
  func delete() async throws {
    let world = world()
    defer { world.remove() }
    let editions = try world.controller()
    let start = try await editions.prepare(
      try editions.recipe(topics: ["news"], feeds: false, perTopic: 10))
    let summary = try await editions.download((try start.edition()), jobs: 4).summary
    _ = try editions.articles(of: summary, page: 1, pageSize: 10)
    let library = try LibraryController.open(
      settings: try world.settings(), environment: world.environment)
    let kept = try library.save(1)
    #expect(throws: NewsError.usage(.unknownEdition("99"))) {
      try editions.delete(["\((try start.edition()))", "99"])
    }
    #expect(try editions.list().count == 1)
    let id = try start.edition()
    #expect(try editions.delete(["\(id)"]) == [id])
    #expect(try editions.list().isEmpty)
    let after = try library.article(1)
    #expect(after.id == kept.id && after.article.fullText != nil)
    #expect(try library.article(2).article.fullText == nil)
    #expect(throws: NewsError.usage(.noEditions)) { try editions.find(nil) }
  }

  @Test("The library keeps the configured number of editions and megabytes: the oldest go first")
  func prune() async throws {
    let world = world()
    defer { world.remove() }
    var config = ConfigFile()
    config.editionKeep = "2"
    let editions = try world.controller(try world.settings(config: config))
    var made: [Int64] = []
    for round in 0..<3 {
      world.links["General"] = [EditionWorld.link("en-rivers-semantic?\(round)")]
      let start = try await editions.prepare(
        try editions.recipe(topics: ["news"], feeds: false, perTopic: 10))
      let result = try await editions.download((try start.edition()), jobs: 4)
      made.append((try start.edition()))
      #expect(result.pruned == (round == 2 ? [made[0]] : []))
    }
    #expect(try editions.list().map(\.id) == [made[2], made[1]])
    config.editionKeep = nil
    config.editionMaxMB = "1"
    var small = try world.settings(config: config)
    small.edition.maxBytes = 3_000  // one edition's text is about 1.6 kB
    let bySize = try world.controller(small)
    world.links["General"] = [EditionWorld.link("pl-rzeki-blog")]
    let start = try await bySize.prepare(
      try bySize.recipe(topics: ["news"], feeds: false, perTopic: 10))
    let result = try await bySize.download((try start.edition()), jobs: 4)
    #expect(result.pruned == [made[1]])
    let newest = try start.edition()
    #expect(try bySize.list().map(\.id) == [newest, made[2]])
  }

  @Test("An edition a process is downloading shows as downloading, and is not downloaded twice")
  func lock() async throws {
    let world = world()
    defer { world.remove() }
    let editions = try world.controller()
    let start = try await editions.prepare(
      try editions.recipe(topics: ["news"], feeds: false, perTopic: 10))
    let lock = try #require(
      EditionLock.take(storeURL: world.temporary.url, edition: (try start.edition())))
    #expect(try editions.summary((try start.edition())).state == .downloading)
    let result = try await editions.download((try start.edition()), jobs: 4)
    #expect(result.alreadyRunning && result.pages == 0)
    lock.release(storeURL: world.temporary.url, edition: (try start.edition()))
    #expect(try editions.summary((try start.edition())).state == .interrupted)
    #expect(try await editions.download((try start.edition()), jobs: 4).summary.state == .complete)
  }
}

/// Progress reports, collected from the tasks that make them.
final class Steps: @unchecked Sendable {
  private let lock = NSLock()
  private var collected: [EditionProgress] = []
  func add(_ progress: EditionProgress) { lock.withLock { collected.append(progress) } }
  var values: [EditionProgress] { lock.withLock { collected } }
}

extension EditionStart {
  /// The edition made, which a test needs to be there.
  func edition() throws -> Int64 { try #require(id) }
}
