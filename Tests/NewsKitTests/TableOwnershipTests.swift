import Foundation
import Testing

/// The house rule for the store: each room owns the tables its migrations create. A room's SQL
/// names its own tables and those of lower rooms (the Store room's articles), never a table of
/// another capability; no room extends the Store room's types (it has its own store type).
@Suite("Architecture: each room owns its tables")
struct TableOwnershipTests {
  /// The string literals of a source file, where its SQL is.
  static func literals(in text: String) -> [String] {
    text.matches(of: #/"""[\s\S]*?"""|"(?:[^"\\\n]|\\.)*"/#).map { String($0.output) }
  }

  /// The tables a source's migrations create.
  static func tablesCreated(in text: String) -> [String] {
    literals(in: text).flatMap { literal in
      literal.matches(of: #/(?i)CREATE (?:VIRTUAL )?TABLE (?:IF NOT EXISTS )?(\w+)/#)
        .map { String($0.output.1) }
    }
  }

  /// The tables a source's SQL names: after FROM, JOIN, INTO, UPDATE, TABLE and REFERENCES,
  /// and the table of an index (`ON name(`).
  static func tablesNamed(in text: String) -> Set<String> {
    let pattern =
      #/(?i)\b(?:FROM|JOIN|INTO|UPDATE|TABLE(?: IF NOT EXISTS)?|REFERENCES)\s+(\w+)|\bON\s+(\w+)\s*\(/#
    return Set(
      literals(in: text).flatMap { literal in
        literal.matches(of: pattern).compactMap { match in
          (match.output.1 ?? match.output.2).map(String.init)
        }
      })
  }

  /// Every table with the room that creates it.
  static func owners() throws -> [String: String] {
    var owners: [String: String] = [:]
    for room in try ArchitectureTests.rooms() {
      for file in try ArchitectureTests.files(in: room) {
        for table in tablesCreated(in: file.text) { owners[table] = room }
      }
    }
    return owners
  }

  /// Where a room's SQL names a table it may not: one of a room not below it.
  static func trespasses(room: String, path: String, text: String, owners: [String: String])
    -> [String]
  {
    guard let layer = ArchitectureTests.layers[room] else { return ["\(path): no layer"] }
    return tablesNamed(in: text).sorted().compactMap { table in
      guard let owner = owners[table], owner != room,
        (ArchitectureTests.layers[owner] ?? .max) >= layer
      else { return nil }
      return "\(path) names \(table) (\(owner))"
    }
  }

  @Test("Every table has one room, and the capabilities' tables are theirs")
  func tablesHaveOwners() throws {
    let owners = try Self.owners()
    #expect(owners["article"] == "Store")
    #expect(owners["article_text"] == "Store")
    #expect(owners["feed"] == "Subscriptions")
    #expect(owners["sync_queue"] == "Subscriptions")
    #expect(owners["feed_tag"] == "Subscriptions")
    #expect(owners["edition"] == "Editions")
    #expect(owners["edition_article"] == "Editions")
    #expect(owners["article_picture"] == "Editions")
    #expect(owners["watch_match"] == "Watches")
    #expect(owners["google_link"] == "KeylessLinks")
    #expect(owners["story_article"] == "Stories")
    #expect(owners["story_pending"] == "Stories")
    #expect(owners["story_seed"] == "Stories")
    #expect(owners["saved_query"] == "Queries")
    // One more name than tables: `story_article_alone`, the copy `v16-stories-alone` rebuilds
    // `story_article` through, is a table of the Stories room too while it lasts.
    #expect(owners["story_article_alone"] == "Stories")
    #expect(owners["article_search_words"] == "Store")
    #expect(owners["key_recent"] == "Store")
    #expect(owners["key_settled"] == "Store")
    // And `article_rebuilt`, the copy `v24-key-tiers` makes `article` again through.
    #expect(owners["article_rebuilt"] == "Store")
    #expect(owners.count == 27, "\(owners.keys.sorted())")
  }

  @Test("No room's SQL names another capability's table, nor the Store room a higher one")
  func sqlStaysInItsRoom() throws {
    let owners = try Self.owners()
    var found: [String] = []
    for room in try ArchitectureTests.rooms() {
      for file in try ArchitectureTests.files(in: room) {
        found += Self.trespasses(room: room, path: file.path, text: file.text, owners: owners)
      }
    }
    #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
  }

  @Test("No room extends a type the Store room declares")
  func noExtensionOfStoreTypes() throws {
    let storeTypes = Set(
      try ArchitectureTests.files(in: "Store").flatMap { ArchitectureTests.declaredTypes($0.text) })
    #expect(storeTypes.isSuperset(of: ["ArticleStore", "StoreSession", "StoreSchema"]))
    var found: [String] = []
    for room in try ArchitectureTests.rooms() where room != "Store" {
      for file in try ArchitectureTests.files(in: room) {
        found += Self.extensions(of: storeTypes, in: file.text).map { "\(file.path) extends \($0)" }
      }
    }
    #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
  }

  /// The types of `types` a source extends.
  static func extensions(of types: Set<String>, in text: String) -> [String] {
    text.matches(of: #/(?m)^(?:public |internal |fileprivate |private )?extension (\w+)/#)
      .map { String($0.output.1) }.filter(types.contains)
  }

  @Test("The scans see SQL in strings, not in code or comments, and judge by layer")
  func scansFindTables() {
    let text = #"""
      // Reads FROM feed in a comment.
      let sql = "SELECT id FROM edition_article JOIN article ON article.id = 1"
      let ddl = """
        CREATE TABLE IF NOT EXISTS watch (id INTEGER);
        CREATE INDEX watch_by_id ON watch(id);
        """
      extension ArticleStore {}
      """#
    #expect(Self.tablesNamed(in: text) == ["edition_article", "article", "watch"])
    #expect(Self.tablesCreated(in: text) == ["watch"])
    #expect(Self.extensions(of: ["ArticleStore"], in: text) == ["ArticleStore"])
    let owners = ["article": "Store", "edition_article": "Editions", "watch": "Watches"]
    #expect(
      Self.trespasses(room: "Watches", path: "w", text: text, owners: owners)
        == ["w names edition_article (Editions)"])
    #expect(
      Self.trespasses(room: "Store", path: "s", text: text, owners: owners)
        == ["s names edition_article (Editions)", "s names watch (Watches)"])
  }
}
