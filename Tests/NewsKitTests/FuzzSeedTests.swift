import Foundation
import NewsKit
import Testing

/// Every fuzz target over its seeds and over every input that ever made one fail
/// (`Fuzz/Corpus/<target>`, `Fuzz/Regressions/<target>`), in the normal build: the targets keep
/// compiling and the crashes found stay fixed. `scripts/fuzz` runs them under libFuzzer.
@Suite("Fuzz targets: seeds and regressions")
struct FuzzSeedTests {
  static let fuzz = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fuzz")

  static func files(_ folder: String, _ target: String) throws -> [URL] {
    let directory = fuzz.appendingPathComponent(folder).appendingPathComponent(target)
    guard FileManager.default.fileExists(atPath: directory.path) else { return [] }
    return try FileManager.default.contentsOfDirectory(
      at: directory, includingPropertiesForKeys: nil
    ).sorted { $0.path < $1.path }
  }

  @Test("Each parser of outside data has a target, seeds and a dictionary")
  func everyTargetIsSeeded() throws {
    let names = FuzzTargets.all.map(\.name)
    for expected in [
      "feeds", "opml", "newscatcher", "extractor", "text", "greader", "ttrss", "googlenews",
      "config", "dates", "store-row",
    ] {
      #expect(names.contains(expected), "\(expected)")
    }
    for name in names {
      #expect(try Self.files("Corpus", name).count >= 3, "\(name): seeds")
      let dictionary = Self.fuzz.appendingPathComponent("Dictionaries/\(name).dict")
      let tokens = try String(contentsOf: dictionary, encoding: .utf8).split(separator: "\n")
        .filter { $0.hasPrefix("\"") }
      #expect(tokens.count >= 10, "\(name): dictionary")
    }
  }

  @Test(
    "Every seed and every regression runs through its target",
    arguments: FuzzTargets.all.map(\.name))
  func seedsRun(name: String) throws {
    let target = try #require(FuzzTargets.named(name))
    let inputs = try Self.files("Corpus", name) + Self.files("Regressions", name)
    #expect(!inputs.isEmpty)
    for input in inputs { target.run(try Data(contentsOf: input)) }
    // And the inputs a byte mutator starts from: nothing, one byte, every byte.
    for edge in [Data(), Data([0]), Data([0xFF]), Data((0...255).map(UInt8.init))] {
      target.run(edge)
    }
  }
}
