import Foundation
import Testing

@testable import NewsKit

/// The process's environment variables as read from the C library's table.
@Suite("Environment variables read from the C library's table")
struct ProcessVariablesTests {
  /// The variables of a table made of `entries` (each a C string, then a null entry).
  static func read(_ entries: [[UInt8]]) -> [String: String] {
    let strings = entries.map { bytes -> UnsafeMutablePointer<CChar>? in
      let copy = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
      for (index, byte) in bytes.enumerated() { copy[index] = CChar(bitPattern: byte) }
      copy[bytes.count] = 0
      return copy
    }
    defer { strings.forEach { $0?.deallocate() } }
    var table = strings + [nil]
    return table.withUnsafeMutableBufferPointer { ProcessVariables.read($0.baseAddress!) }
  }

  @Test("Each entry split at its first '=', the first of a name counting; nameless ones left out")
  func splitting() {
    let variables = Self.read(
      ["A=1", "B=x=y", "C=", "NOEQUALS", "=nameless", "A=2", "D=zażółć"].map { Array($0.utf8) })
    #expect(variables == ["A": "1", "B": "x=y", "C": "", "D": "zażółć"])
  }

  @Test("Bytes that are not UTF-8 are replaced, not dropped with their variable")
  func invalidBytes() {
    let variables = Self.read([Array("E=a".utf8) + [0xFF] + Array("b".utf8)])
    #expect(variables == ["E": "a\u{FFFD}b"])
  }

  @Test("The process's own table reads as getenv and Foundation read it")
  func sameAsGetenv() throws {
    // Read only: setting a variable here would change the table under the other tests.
    let variables = ProcessVariables.read()
    try #require(!variables.isEmpty)
    for (name, value) in variables {
      #expect(String(cString: try #require(getenv(name))) == value, "\(name)")
    }
    // The same names as Foundation reads; values are checked against getenv above, which
    // reads a name given twice as its first (Foundation's choice there is its own).
    #expect(Set(variables.keys) == Set(ProcessInfo.processInfo.environment.keys))
  }
}
