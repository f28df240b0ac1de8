import Foundation
import Localization
import NewsKit
import Testing

/// Counts how many items a streamed document has rendered so far.
private final class RenderCount: @unchecked Sendable {
  private let lock = NSLock()
  private var rendered = 0
  var value: Int { lock.withLock { rendered } }
  func add() { lock.withLock { rendered += 1 } }
}

/// JSON lists are written an article at a time (an edition's full texts are never one string),
/// and the streamed text is the same, byte for byte, as the document rendered whole.
@Suite("Streamed output")
struct StreamedOutputTests {
  static let members: [(String, JSONValue)] = [
    ("kind", .string("edition")), ("query", .null), ("page", .int(1)),
    ("nested", .object([("a", .array([.int(1), .string("x\u{1}\"")])), ("b", .object([]))])),
    ("seconds", .seconds(1.23456)), ("empty", .array([])),
  ]

  static func item(_ index: Int) -> JSONValue {
    .object([
      ("title", .string("Tytuł \(index) zażółć")),
      ("blocks", .array((0..<index).map { .object([("text", .string("block \($0)"))]) })),
    ])
  }

  @Test("Streamed, a document is the whole rendering byte for byte, for 0, 1 and 3 items")
  func sameText() {
    for count in [0, 1, 3] {
      let items = (0..<count).map(Self.item)
      let whole = JSONValue.object(Self.members + [("articles", .array(items))]).rendered() + "\n"
      let streamed = JSONValue.streamedObject(
        Self.members, arrayKey: "articles", count: count, item: { Self.item($0) })
      #expect(streamed.joined() == whole, "\(count) items")
      #expect(streamed.count == (count == 0 ? 1 : count + 2))
    }
  }

  @Test("Each item is rendered only when its part is asked for, one part an item")
  func lazy() {
    let rendered = RenderCount()
    let streamed = JSONValue.streamedObject(
      Self.members, arrayKey: "articles", count: 3,
      item: {
        rendered.add()
        return Self.item($0)
      })
    #expect(rendered.value == 0)
    _ = streamed.part(0)
    #expect(rendered.value == 0)
    let second = streamed.part(2)
    #expect(rendered.value == 1)
    #expect(
      second.contains("Tytuł 1") && !second.contains("Tytuł 0") && !second.contains("Tytuł 2"))
  }

  @Test("A JSON list is one part an article, each with its own full text; text lists are one part")
  func listingParts() async throws {
    var articles = (1...4).map {
      Article(
        title: "Story \($0)", summary: "S", source: "example.com",
        link: "https://example.com/\($0)")
    }
    for index in articles.indices { articles[index].fullText = "Full text \(index + 1)." }
    let model = NewsModel(articles: articles, total: 4, page: 1)
    var settings = try SettingsResolver.resolve(CommandLineOptions(), environment: [:])
    settings.json = true
    let environment = NewsEnvironment(
      send: { _ in throw NewsError.undecodable(.unexpectedShape) }, variables: [:])
    let json = await CommandOutput.listing(
      Listing(model: model), heading: .edition(7, "Edition 7"), settings: settings,
      environment: environment)
    #expect(json.streamedStdout.count == 6)
    for index in 1...4 {
      let part = json.streamedStdout.part(index)
      #expect(part.contains("Full text \(index).") && part.contains("Story \(index)"))
      #expect(!part.contains("Story \(index % 4 + 1)\""))
    }
    #expect(json.stdout == JSONView.render(model, heading: .edition(7, "Edition 7"), language: .en))
    let object = try #require(
      JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    #expect((object["articles"] as? [[String: Any]])?.count == 4 && object["edition"] as? Int == 7)
    settings.json = false
    let text = await CommandOutput.listing(
      Listing(model: model), heading: .edition(7, "Edition 7"), settings: settings,
      environment: environment)
    #expect(text.streamedStdout.count == 1 && text.stdout.contains("Story 4"))
  }
}
