import Foundation
import Testing

/// The house rules of the code, checked on its sources (docs/architecture.md describes them):
/// rooms of NewsKit only name types of their own layer or lower ones, every room has a layer,
/// no two rooms differ by a plural, and the executable stays thin.
@Suite("Architecture: rooms, layers, thin commands")
struct ArchitectureTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  static let newsKit = root.appendingPathComponent("Sources/NewsKit")

  /// Each room's layer, lowest first; a room may name types of its own layer and lower ones.
  static let layers: [String: Int] = [
    // Foundation: articles and errors, text cleaning, terminal text.
    "Model": 0, "Text": 0, "Terminal": 0,
    // The reader's keys, their names and the actions the configuration binds them to.
    "Keys": 0,
    // The world a run sees: the environment of closures, settings, configuration.
    "Environment": 1,
    // Reading and keeping: HTTP, the store, feed formats, page extraction.
    "Networking": 2, "Store": 2, "FeedFormats": 2, "Extraction": 2,
    // The query language: parsed, its regular expressions, compiled to SQL with columns the
    // rooms that own the tables give it.
    "Queries": 2,
    // Capabilities: news providers, subscriptions, sync, editions, keyless links.
    "Providers": 3, "Subscriptions": 3, "Sync": 3, "Diagnosis": 3, "Editions": 3, "KeylessLinks": 3,
    "Watches": 3, "Stories": 3,
    // Downloading enclosures: a file fetched in ranges, named, kept when stopped.
    "Downloads": 3,
    // Pictures: fetched when asked, decoded within bounds, drawn for the terminal.
    "Images": 3,
    // Coming from newsboat: its files read and imported into the capabilities' tables.
    "Newsboat": 3,
    // The store's schema: every capability's tables, in the order they shipped.
    "Schema": 3,
    // What commands call and what they print.
    "Controllers": 4, "Views": 4,
    // The entry points the fuzzers drive, one per parser of outside data.
    "Fuzzing": 4,
    // The two interactive front ends.
    "LineMode": 5, "FullScreen": 5,
  ]

  /// Names a lower room may use although a higher room declares a type of that name.
  static let allowed: [String: String] = [
    // `KeyedDecodingContainer`'s own associated type, not the reader's `Key`.
    "Networking/LenientDecoding.swift Key": "KeyedDecodingContainer.Key"
  ]

  /// The Swift files of a room, by path inside NewsKit.
  static func files(in room: String) throws -> [(path: String, text: String)] {
    let folder = newsKit.appendingPathComponent(room)
    let enumerator = try #require(FileManager.default.enumerator(atPath: folder.path))
    return try enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
      .map { file in
        (
          room + "/" + file,
          try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
        )
      }
  }

  /// The rooms: the folders of NewsKit.
  static func rooms() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: newsKit.path).filter { name in
      var isFolder: ObjCBool = false
      return FileManager.default.fileExists(
        atPath: newsKit.appendingPathComponent(name).path, isDirectory: &isFolder)
        && isFolder.boolValue
    }.sorted()
  }

  /// Types declared at the top level of a file.
  static func declaredTypes(_ text: String) -> [String] {
    let pattern =
      #/(?m)^(?:public |internal |fileprivate |private |package )?(?:final )?(?:indirect )?(?:struct|enum|class|protocol|actor|typealias) ([A-Z]\w*)/#
    return text.matches(of: pattern).map { String($0.output.1) }
  }

  /// The capitalised words of code, comments and string literals left out.
  static func names(in text: String) -> Set<String> {
    var code = text.replacing(#/"""[\s\S]*?"""/#, with: "\"\"")
    code = code.replacing(#/"(?:[^"\\\n]|\\.)*"/#, with: "\"\"")
    code = code.replacing(#///[^\n]*/#, with: "")
    code = code.replacing(#//\*[\s\S]*?\*//#, with: "")
    return Set(code.matches(of: #/\b[A-Z]\w*\b/#).map { String($0.output) })
  }

  @Test("Every room of NewsKit has a layer, and no two rooms differ by a plural")
  func roomsHaveLayers() throws {
    let rooms = try Self.rooms()
    #expect(Set(rooms) == Set(Self.layers.keys), "rooms \(rooms), layers \(Self.layers.keys)")
    for room in rooms {
      #expect(!rooms.contains(room + "s"), "\(room) and \(room)s")
    }
  }

  @Test("Layers only point down: no room names a type a higher room declares")
  func layersPointDown() throws {
    var owner: [String: String] = [:]
    var sources: [(room: String, path: String, text: String)] = []
    for room in try Self.rooms() {
      for file in try Self.files(in: room) {
        sources.append((room, file.path, file.text))
        for type in Self.declaredTypes(file.text) { owner[type] = room }
      }
    }
    #expect(owner.count > 200)
    var upward: [String] = []
    for source in sources {
      let layer = try #require(Self.layers[source.room])
      for name in Self.names(in: source.text).sorted() {
        guard let room = owner[name], let higher = Self.layers[room], higher > layer,
          Self.allowed[source.path + " " + name] == nil
        else { continue }
        upward.append("\(source.path) names \(name) (\(room))")
      }
    }
    #expect(upward.isEmpty, "\(upward.joined(separator: "\n"))")
  }

  /// Where a name breaks the one pattern for controllers, command runs and results, or nil.
  static func patternBreak(type: String, kind: String, room: String) -> String? {
    if type.hasSuffix("Run") || (type.hasSuffix("Runs") && !type.hasSuffix("CommandRuns")) {
      return "\(type): a result ends in Result, what a command calls in CommandRuns"
    }
    if type.hasSuffix("CommandRuns") && (room != "Controllers" || kind != "enum") {
      return "\(type): command runs are an enum in Controllers"
    }
    if type.hasSuffix("Controller") && kind != "struct" {
      return "\(type): a controller is a struct"
    }
    return nil
  }

  @Test("One pattern: <What>Controller structs, <Command>CommandRuns enums in Controllers, results")
  func controllersFollowOnePattern() throws {
    let declaration =
      #/(?m)^(?:public |internal )?(?:final )?(struct|enum|class|actor) ([A-Z]\w*)/#
    var breaks: [String] = []
    var runs = 0
    for room in try Self.rooms() {
      for file in try Self.files(in: room) {
        for match in file.text.matches(of: declaration) {
          let (kind, type) = (String(match.output.1), String(match.output.2))
          if type.hasSuffix("CommandRuns") { runs += 1 }
          if let found = Self.patternBreak(type: type, kind: kind, room: room) {
            breaks.append("\(file.path): \(found)")
          }
        }
      }
    }
    #expect(runs >= 6)
    #expect(breaks.isEmpty, "\(breaks.joined(separator: "\n"))")
    #expect(Self.patternBreak(type: "WatchRun", kind: "struct", room: "Watches") != nil)
    #expect(Self.patternBreak(type: "SearchCommandRuns", kind: "enum", room: "Views") != nil)
    #expect(Self.patternBreak(type: "FeedsController", kind: "class", room: "Subscriptions") != nil)
    #expect(Self.patternBreak(type: "WatchRunResult", kind: "struct", room: "Watches") == nil)
  }

  @Test("The scan sees a type named from a lower room, and not one named in a comment or string")
  func scanFindsNames() {
    let text = """
      /// Uses FeedsController in a comment.
      struct Example { let store: ArticleStore; let word = "ReaderState" }
      """
    #expect(Self.names(in: text).contains("ArticleStore"))
    #expect(!Self.names(in: text).contains("FeedsController"))
    #expect(!Self.names(in: text).contains("ReaderState"))
    #expect(Self.declaredTypes(text) == ["Example"])
  }

  // The total grows with the commands (1,800 held 36; issue 42 brings tags, saved queries
  // and the newsboat import; issue 58 `feed rename`, `read --new`, `bookmark` and `download`);
  // what keeps a command thin is the file's bound.
  @Test("The executable is thin: at most 2,200 lines, no file over 180")
  func thinCommands() throws {
    let folder = Self.root.appendingPathComponent("Sources/news")
    var total = 0
    for file in try FileManager.default.contentsOfDirectory(atPath: folder.path)
    where file.hasSuffix(".swift") {
      let lines = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
        .utf8.filter { $0 == 0x0A }.count
      #expect(lines <= 180, "Sources/news/\(file): \(lines) lines")
      total += lines
    }
    #expect(total <= 2200, "Sources/news: \(total) lines")
  }
}
