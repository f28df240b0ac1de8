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

  /// The inputs a campaign kept for a target (`Fuzz/Grown/<target>.tar.gz`, made by
  /// `scripts/fuzz merge`), unpacked with tar; none when the target has no grown corpus yet.
  static func grown(_ target: String) throws -> [Data] {
    let archive = fuzz.appendingPathComponent("Grown/\(target).tar.gz")
    guard FileManager.default.fileExists(atPath: archive.path) else { return [] }
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("news-grown-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let tar = Process()
    tar.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    tar.arguments = ["tar", "-xzf", archive.path, "-C", folder.path]
    try tar.run()
    tar.waitUntilExit()
    #expect(tar.terminationStatus == 0, "tar -xzf \(archive.path)")
    return try FileManager.default.contentsOfDirectory(
      at: folder, includingPropertiesForKeys: nil
    ).sorted { $0.path < $1.path }.map { try Data(contentsOf: $0) }
  }

  @Test("Each parser of outside data has a target, seeds and a dictionary")
  func everyTargetIsSeeded() throws {
    let names = FuzzTargets.all.map(\.name)
    for expected in [
      "feeds", "opml", "newscatcher", "extractor", "text", "greader", "ttrss", "googlenews",
      "config", "dates", "store-row", "query", "newsboat", "pictures", "graphics-query", "http",
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

  @Test(
    "Every input a fuzzing campaign kept (Fuzz/Grown) runs through its target",
    arguments: FuzzTargets.all.map(\.name))
  func grownCorpusRuns(name: String) throws {
    let target = try #require(FuzzTargets.named(name))
    let inputs = try Self.grown(name)
    // Pictures are decoded by Debian's libraries, loaded with dlopen and not instrumented: the
    // campaign sees only news' own header reading, scaling and encoding, and keeps fewer inputs.
    let least = name == "pictures" ? 20 : 50
    #expect(
      inputs.count >= least, "\(name): \(inputs.count) inputs in Fuzz/Grown/\(name).tar.gz")
    for input in inputs { target.run(input) }
  }
}
