import PropertyBased
import Testing

@testable import NewsKit

/// The byte check of UTF-8 answers as the standard library's validation does.
@Suite("UTF-8 checked on its bytes")
struct UTF8CheckTests {
  static func library(_ bytes: [UInt8]) -> Bool {
    FuzzTargets.libraryAcceptsUTF8(bytes)
  }

  static func ours(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBufferPointer(UTF8Check.isValid)
  }

  @Test("Every sequence of one and two bytes, and every lead with every second byte")
  func exhaustive() {
    for first in 0...255 {
      #expect(Self.ours([UInt8(first)]) == Self.library([UInt8(first)]), "\(first)")
      for second in 0...255 {
        let pair = [UInt8(first), UInt8(second)]
        #expect(Self.ours(pair) == Self.library(pair), "\(pair)")
        for third: UInt8 in [0x7F, 0x80, 0xBF, 0xC0] where first >= 0xE0 {
          let triple = pair + [third]
          #expect(Self.ours(triple) == Self.library(triple), "\(triple)")
          for fourth: UInt8 in [0x7F, 0x80, 0xBF, 0xC0] where first >= 0xF0 || fourth == 0x80 {
            let quadruple = triple + [fourth]
            #expect(Self.ours(quadruple) == Self.library(quadruple), "\(quadruple)")
          }
        }
      }
    }
  }

  /// Pieces of text: ASCII runs of every length around the eight-byte steps, Polish, wide and
  /// emoji text, and bytes that break it (lone leads and continuations, overlongs, surrogates,
  /// past U+10FFFF).
  static let pieces = Gen<[UInt8]?>.element(of: [
    Array("a".utf8), Array("abcdefg".utf8), Array("abcdefgh".utf8), Array("ż".utf8),
    Array("東".utf8), Array("👍".utf8), Array("\u{10FFFF}".utf8), [0x80], [0xBF], [0xC0, 0x80],
    [0xC1, 0xBF], [0xC2], [0xE0, 0x80, 0x80], [0xE0, 0xA0], [0xED, 0xA0, 0x80],
    [0xED, 0x9F, 0xBF], [0xF0, 0x8F, 0xBF, 0xBF], [0xF4, 0x90, 0x80, 0x80], [0xF5], [0xFF],
    [0xF0, 0x9F, 0x91],
  ]).map { $0! }.array(of: 0...16).map { $0.flatMap { $0 } }

  @Test("Random text, whole and broken, is valid exactly when the library says so")
  func random() async {
    await propertyCheck(count: 5000, input: Self.pieces) { bytes in
      #expect(Self.ours(bytes) == Self.library(bytes), "\(bytes)")
    }
  }
}
