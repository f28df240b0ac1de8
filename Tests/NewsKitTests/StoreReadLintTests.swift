import Foundation
import TestSupport
import Testing

/// Keeps every read of the store going through `LenientRow` and `LenientQuery`: GRDB's typed
/// fetches and typed row subscripts stop the program (or throw a raw decoding error) on a
/// value of the wrong storage class, which a damaged or hand-edited store may hold anywhere.
@Suite("Store reads: one tolerant layer")
struct StoreReadLintTests {
  /// What traps or throws on a wrong type: `Int64.fetchOne(…)`, `String.fetchAll(…)` and the
  /// like, `row["title"] as String?`, `row[0] as Int64`, `id = row["id"]`, records decoded by
  /// GRDB.
  static let trapping = [
    #"\b(Int|Int8|Int16|Int32|Int64|UInt|UInt8|UInt16|UInt32|UInt64|Double|Float|String|Bool|Date|Data|URL)\??\.fetch(One|All|Set|Cursor)\("#,
    #"\[\s*("[^"]*"|\d+)\s*\]\s*as\s+(?!DatabaseValue\b)[A-Z]"#,
    #"=\s*[a-z][A-Za-z]*\[\s*"[a-z_]+"\s*\]\s*$"#,
    #"\bFetchableRecord\b|\bDecodableRecord\b"#,
  ]

  /// The offending lines of a text, as `line: text`.
  static func offences(in text: String) throws -> [String] {
    try SourceLint.offences(in: text, patterns: trapping)
  }

  @Test("No source file that uses GRDB reads a value with a typed accessor")
  func noTrappingAccessors() throws {
    var checked = 0
    var offences: [String] = []
    for (file, text) in try SourceLint.swiftFiles() {
      guard text.contains("import GRDB") else { continue }
      checked += 1
      offences += try Self.offences(in: text).map { "\(file):\($0)" }
    }
    #expect(checked >= 8)
    #expect(offences.isEmpty, "\(offences.joined(separator: "\n"))")
  }

  @Test("The lint catches each trapping form, and passes the lenient ones")
  func lintCatches() throws {
    for line in [
      #"let id = try Int64.fetchOne(db, sql: "SELECT 1")"#,
      #"let ids = try String.fetchAll(db, sql: q)"#,
      #"let title = row["title"] as String?"#, #"let n = row[0] as Int64"#,
      #"    id = existing["id"]"#, "struct A: FetchableRecord {}",
    ] {
      #expect(try Self.offences(in: line).count == 1, "\(line)")
    }
    for line in [
      #"switch (row[column] as DatabaseValue).storage {"#,
      #"let id = try LenientQuery.integer(db, sql: "SELECT 1")"#,
      #"let title = columns.text("title")"#, #"// Int64.fetchOne( in a comment"#,
    ] {
      #expect(try Self.offences(in: line).isEmpty, "\(line)")
    }
  }
}
