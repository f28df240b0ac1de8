import Foundation
import TestSupport
import Testing

@testable import NewsKit

/// `ByteScan`'s eight-bytes-at-a-time lower-casing gives what a byte at a time gives, for every
/// byte in every place of a word.
@Suite("Bytes read eight at a time as one at a time")
struct ByteScanWordTests {
  /// Eight bytes as one number, the first lowest (as `loadUnaligned` reads them here).
  static func word(_ bytes: [UInt8]) -> UInt64 {
    bytes.enumerated().reduce(0) { $0 | UInt64($1.element) << (8 * $1.offset) }
  }

  @Test("Each of the 256 bytes, in each of the eight places, is lower-cased as alone")
  func lowercasing() {
    var random = SeededGenerator(seed: 8)
    for byte in 0...255 {
      for place in 0..<8 {
        var bytes = (0..<8).map { _ in UInt8.random(in: 0...255, using: &random) }
        bytes[place] = UInt8(byte)
        let alone = bytes.map { $0 &+ ($0 &- 0x41 < 26 ? 0x20 : 0) }
        #expect(ByteScan.lowercasedASCII(Self.word(bytes)) == Self.word(alone), "\(bytes)")
      }
    }
  }
}
