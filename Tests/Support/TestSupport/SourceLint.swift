import Foundation

/// Lines of source that match patterns a lint forbids, comments left out: the shared part of
/// the tests that keep a class of mistake out of `Sources/` (typed store reads, traps).
public enum SourceLint {
  /// The repository's `Sources` folder.
  public static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources")

  /// The offending lines of a text, as `line: text`.
  public static func offences(in text: String, patterns: [String]) throws -> [String] {
    let expressions = try patterns.map { try NSRegularExpression(pattern: $0) }
    var found: [String] = []
    for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      let code = String(line).components(separatedBy: "//").first ?? ""
      let range = NSRange(code.startIndex..., in: code)
      if expressions.contains(where: { $0.firstMatch(in: code, range: range) != nil }) {
        found.append("\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
      }
    }
    return found
  }

  /// Every Swift file under `Sources`, by path inside it, with its text.
  public static func swiftFiles() throws -> [(path: String, text: String)] {
    let enumerator = FileManager.default.enumerator(atPath: sources.path)
    return try (enumerator?.compactMap { $0 as? String } ?? []).filter { $0.hasSuffix(".swift") }
      .sorted().map {
        ($0, try String(contentsOf: sources.appendingPathComponent($0), encoding: .utf8))
      }
  }
}
