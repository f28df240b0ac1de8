import Foundation
import TestSupport
import Testing

@testable import NewsKit

/// Subscriptions: OPML in the shapes real readers write, autodiscovery, add, remove, import,
/// export, through the real HTTP stack against a loopback server.
@Suite("Feed subscriptions")
struct FeedSubscriptionTests {
  let now = Date(timeIntervalSince1970: 1_700_000_000)

  @Test(
    "OPML from newsboat, FreshRSS, Feedly and Inoreader: feeds, titles, nested folders",
    arguments: [
      ("newsboat.opml", 4, ["LWN.net", "TVN24 – najnowsze"], [nil, nil]),
      ("freshrss.opml", 3, ["Example Blog", "LWN.net"], ["Uncategorized", "Tech"]),
      ("feedly.opml", 3, ["BBC News - World", "Rzeczpospolita"], ["News", "News"]),
      ("inoreader.opml", 3, ["Gazeta Wyborcza Kraków", "Onet"], ["Polska/Regiony", "Polska"]),
    ] as [(String, Int, [String], [String?])])
  func readsOPML(file: String, count: Int, titles: [String], folders: [String?]) throws {
    let entries = try OPML.read(Fixtures.data("opml/" + file))
    #expect(entries.count == count)
    #expect(Array(entries.prefix(2).map(\.title)) == titles)
    #expect(Array(entries.prefix(2).map(\.folder)) == folders)
  }

  @Test("A cut-off file, an RSS feed or an HTML page is not OPML")
  func notOPML() {
    for data in [
      Fixtures.data("opml/broken.opml"), Fixtures.data("atom.xml"),
      Fixtures.data("not-a-feed.html"), Data(),
    ] {
      #expect(throws: OPML.Failure.notOPML) { try OPML.read(data) }
    }
  }

  @Test("Export writes OPML 2.0 that reads back to the same feeds, titles and folders")
  func roundTrip() throws {
    let entries = [
      OPMLEntry(
        url: "https://a.example/feed?x=1&y=2", title: "A & <B>", site: "https://a.example/"),
      OPMLEntry(url: "https://b.example/rss", title: "Bé „cytat”", folder: "Polska/Regiony"),
      OPMLEntry(url: "https://c.example/atom", title: "C", folder: "Polska"),
      OPMLEntry(url: "https://d.example/j", title: nil, folder: "Tech"),
    ]
    let text = OPML.write(entries, title: "t", date: now)
    #expect(text.contains(#"<opml version="2.0">"#))
    let back = try OPML.read(Data(text.utf8))
    #expect(Set(back.map(\.url)) == Set(entries.map(\.url)))
    for entry in entries {
      let read = try #require(back.first { $0.url == entry.url })
      #expect(read.folder == entry.folder)
      #expect(read.title == (entry.title ?? entry.url))
    }
  }

  @Test("Autodiscovery finds the announced feeds in the head, resolved, in order")
  func discovery() {
    let page = """
      <!DOCTYPE html><html><head><base href="https://example.org/blog/">
      <link rel="stylesheet" href="s.css">
      <link rel="alternate" type="application/rss+xml" href="feed.rss">
      <LINK REL="Alternate Feed" TYPE="application/atom+xml" HREF="/atom.xml">
      <link rel="alternate" type="text/html" href="/fr/">
      </head><body><link rel="alternate" type="application/rss+xml" href="/late.xml"></body></html>
      """
    let found = FeedDiscovery.feeds(
      in: Data(page.utf8), pageURL: URL(string: "https://x.example/")!)
    #expect(
      found.map(\.absoluteString) == [
        "https://example.org/blog/feed.rss", "https://example.org/atom.xml",
      ])
  }

  @Test("The same feed written differently is one subscription")
  func addressKeys() {
    let a = FeedAddress("HTTP://Example.ORG:80/feed#top")
    let b = FeedAddress(" http://example.org/feed ")
    #expect(a != nil && a?.key == b?.key)
    #expect(FeedAddress("https://example.org")?.key == "https://example.org/")
    for bad in ["ftp://x/feed", "example.org/feed", "http://", "http://x:99999/", ""] {
      #expect(FeedAddress(bad) == nil, "\(bad)")
    }
  }

  /// A controller over a store in a temporary folder, with the real HTTP stack.
  func controller(_ temporary: TemporaryStore) throws -> FeedsController {
    let environment = NewsEnvironment(
      send: CurlTransport.send, now: { now },
      variables: ["XDG_DATA_HOME": temporary.directory.path], sleep: { _ in })
    let settings = try SettingsResolver.resolve(
      CommandLineOptions(timeout: "5"), environment: environment.variables)
    return try FeedsController.open(settings: settings, environment: environment)
  }

  @Test(
    "An import files a known feed in the file's folder; a file without one leaves it where it is")
  func importMovesIntoFolder() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let feeds = try controller(temporary)
    func opml(_ body: String) -> Data {
      Data("<opml version=\"2.0\"><body>\(body)</body></opml>".utf8)
    }
    _ = try feeds.importOPML(opml(#"<outline xmlUrl="https://a.example/rss"/>"#), name: "1")
    #expect(try feeds.list().first?.folder == nil)
    let moved = try feeds.importOPML(
      opml(#"<outline text="Tech"><outline xmlUrl="https://a.example/rss"/></outline>"#), name: "2")
    #expect(moved == FeedImportResult(added: 0, alreadySubscribed: 1, ignored: 0))
    #expect(try feeds.list().first?.folder == "Tech")
    _ = try feeds.importOPML(opml(#"<outline xmlUrl="https://a.example/rss"/>"#), name: "3")
    #expect(try feeds.list().first?.folder == "Tech")
  }

  @Test(
    "OPML folders keep 8 levels and 200 characters, on import and export; a deep file stays small")
  func folderBounds() throws {
    let deep =
      String(repeating: "<outline text=\"level\">", count: 20_000)
      + #"<outline xmlUrl="https://a.example/rss"/>"#
      + String(repeating: "</outline>", count: 20_000)
    let entries = try OPML.read(Data("<opml version=\"2.0\"><body>\(deep)</body></opml>".utf8))
    let folder = try #require(entries.first?.folder)
    #expect(folder.split(separator: "/").count == OPML.maximumDepth)
    let long = String(repeating: "x", count: 1_000)
    let wide = try OPML.read(
      Data(
        #"<opml version="2.0"><body><outline text="\#(long)"><outline text="\#(long)"><outline xmlUrl="https://b.example/rss"/></outline></outline></body></opml>"#
          .utf8))
    #expect(wide.first?.folder?.count == OPML.maximumFolderLength)
    // A folder stored before the bound (by an older news) is cut on export too.
    let exported = OPML.write(
      [
        OPMLEntry(
          url: "https://c.example/rss",
          folder: Array(repeating: "f", count: 50).joined(separator: "/"))
      ],
      title: "t", date: now)
    #expect(exported.components(separatedBy: "<outline text=\"f\"").count - 1 == OPML.maximumDepth)
    #expect(exported.count < 2_000)
  }

  @Test("add: a feed, a page announcing one, the same again, a page with none, a 404, ftp")
  func add() async throws {
    let server = try LoopbackServer { request in
      switch request.path {
      case "/feed.xml": return CannedResponse(status: 200, body: Fixtures.data("atom.xml"))
      case "/feed.json":
        return .json(#"{"version":"https://jsonfeed.org/version/1.1","title":"JSON","items":[]}"#)
      case "/":
        return CannedResponse(
          status: 200,
          body: Data(
            #"<html><head><link rel="alternate" type="application/feed+json" href="/feed.json"></head></html>"#
              .utf8))
      case "/plain": return CannedResponse(status: 200, body: Fixtures.data("not-a-feed.html"))
      default: return CannedResponse(status: 404)
      }
    }
    defer { server.stop() }
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let feeds = try controller(temporary)
    let base = "http://127.0.0.1:\(server.port)"
    let outcomes = await feeds.add([
      base + "/feed.xml", base + "/", base + "/feed.xml#again", base + "/plain", base + "/gone",
      "ftp://example.org/feed",
    ])
    #expect(outcomes.count == 6)
    guard case .added(let atom) = outcomes[0], case .added(let json) = outcomes[1],
      case .alreadySubscribed(let same) = outcomes[2]
    else { Issue.record("\(outcomes)"); return }
    #expect(atom.title == "Example Atom Feed" && atom.site == "https://blog.example.org/")
    #expect(json.title == "JSON" && json.url == base + "/feed.json")
    #expect(same.id == atom.id)
    #expect(outcomes[3] == .failed(base + "/plain", .noFeedFound(base + "/plain", status: nil)))
    #expect(outcomes[4] == .failed(base + "/gone", .noFeedFound(base + "/gone", status: 404)))
    #expect(
      outcomes[5]
        == .failed("ftp://example.org/feed", .usage(.invalidFeedURL("ftp://example.org/feed"))))
    #expect(try feeds.list().count == 2)
  }

  @Test("remove by id, address or a unique part of the title; unknown or ambiguous changes nothing")
  func remove() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let feeds = try controller(temporary)
    _ = try feeds.importOPML(Fixtures.data("opml/feedly.opml"), name: "feedly.opml")
    let all = try feeds.list()
    #expect(all.count == 3)
    #expect(throws: NewsError.usage(.unknownFeed("nope"))) { try feeds.remove(["nope"]) }
    #expect(throws: NewsError.self) { try feeds.remove(["rzecz", "BBC", "e"]) }
    #expect(try feeds.list().count == 3)
    let removed = try feeds.remove([
      "RZECZPOSPOLITA", "http://FEEDS.bbci.co.uk:80/news/world/rss.xml",
      String(all.first { $0.title == "Nature" }!.id),
    ])
    #expect(removed.map(\.name).sorted() == ["BBC News - World", "Nature", "Rzeczpospolita"])
    #expect(try feeds.list().isEmpty)
  }

  @Test("import: all the web feeds at once, duplicates skipped, a broken file changes nothing")
  func importing() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let feeds = try controller(temporary)
    let first = try feeds.importOPML(Fixtures.data("opml/newsboat.opml"), name: "n")
    #expect(first == FeedImportResult(added: 2, alreadySubscribed: 0, ignored: 2, ids: [1, 2]))
    // Inoreader's list repeats Feedly's BBC feed with a fragment: the same subscription.
    _ = try feeds.importOPML(Fixtures.data("opml/feedly.opml"), name: "f")
    let second = try feeds.importOPML(Fixtures.data("opml/inoreader.opml"), name: "i")
    #expect(second.added == 2 && second.alreadySubscribed == 1 && second.ignored == 0)
    #expect(second.ids.count == 2 && !second.ids.contains(1) && !second.ids.contains(2))
    let before = try feeds.list()
    #expect(throws: NewsError.notOPML("b")) {
      try feeds.importOPML(Fixtures.data("opml/broken.opml"), name: "b")
    }
    #expect(try feeds.list() == before)
    #expect(before.first { $0.title == "Gazeta Wyborcza Kraków" }?.folder == "Polska/Regiony")
    // Export, then import into an empty store: the same set, folders kept.
    let exported = try feeds.exportOPML()
    let other = TemporaryStore()
    defer { other.remove() }
    let fresh = try controller(other)
    _ = try fresh.importOPML(Data(exported.utf8), name: "export")
    let again = try fresh.list()
    #expect(Set(again.map(\.url)) == Set(before.map(\.url)))
    #expect(
      Set(again.map { "\($0.title ?? "")|\($0.folder ?? "")" })
        == Set(before.map { "\($0.title ?? "")|\($0.folder ?? "")" }))
  }
}
