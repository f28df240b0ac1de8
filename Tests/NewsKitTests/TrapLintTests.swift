import Foundation
import TestSupport
import Testing

/// Keeps the two classes of trap that outside data once reached out of the sources: a digit
/// test that says yes to digits of other scripts (`Character.isNumber` accepts `٢` and `²`,
/// which `Int(_:)` then refuses) and a force-unwrapped conversion (`Int(text)!`), which together
/// stopped `feed add` and every refresh on one feed's `pubDate` zone of `+٠٢٠٠`.
@Suite("Traps: ASCII digits, no forced conversions")
struct TrapLintTests {
  /// A digit test with no ASCII test on its line (word splitting, which tests letters too,
  /// rightly takes the digits of every script); a numeric conversion unwrapped with `!`.
  static let trapping = [
    #"^(?!.*isASCII)(?!.*isLetter).*(\.isNumber|\.isWholeNumber|\.wholeNumberValue|\.isHexDigit)"#,
    #"\b(Int|Int8|Int16|Int32|Int64|UInt|UInt8|UInt16|UInt32|UInt64|Double|Float|Decimal|Unicode\.Scalar)\((?:[^()]|\([^()]*\))*\)!"#,
  ]

  /// The offending lines of a text, as `line: text`.
  static func offences(in text: String) throws -> [String] {
    try SourceLint.offences(in: text, patterns: trapping)
  }

  @Test("No source tests digits without ASCII or unwraps a numeric conversion with !")
  func noTraps() throws {
    let files = try SourceLint.swiftFiles()
    #expect(files.count >= 200)
    var offences: [String] = []
    for (file, text) in files {
      offences += try Self.offences(in: text).map { "\(file):\($0)" }
    }
    #expect(offences.isEmpty, "\(offences.joined(separator: "\n"))")
  }

  @Test("The lint catches each trapping form, and passes the safe ones")
  func lintCatches() throws {
    for line in [
      "guard digits.allSatisfy(\\.isNumber) else { return nil }",
      "hours = Int(digits.prefix(2))!", "let scalar = Unicode.Scalar(value)!",
      "let n = Int64(text)!", "if c.isHexDigit { x = c.hexDigitValue! }",
    ] {
      #expect(try Self.offences(in: line).count == 1, "\(line)")
    }
    for line in [
      "guard digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }",
      "guard let hours = Int(digits.prefix(2)) else { return nil }",
      "text.split { !$0.isLetter && !$0.isNumber }", "let v = Int(text) ?? 0",
      "let url = URL(string: \"https://example.com\")!", "// Int(x)! in a comment",
    ] {
      #expect(try Self.offences(in: line).isEmpty, "\(line)")
    }
  }
}
