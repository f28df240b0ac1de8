/// The folded bytes of each scalar below `limit` a matcher has met, packed in a word: up to
/// three bytes from the lowest, and their count plus one in the top byte (0: not met yet;
/// 0xFF: more than three, read from the fold itself).
///
/// A dictionary of folds hashed each scalar of a title outside ASCII: with the DFA's own
/// lookups, that was most of the time a query spent on Polish titles.
final class QueryRegexFolds: @unchecked Sendable {
  /// The scalars kept: U+0000–U+2FFF (Latin, Greek, Cyrillic, general punctuation).
  static let limit: UInt32 = 0x3000
  /// Packed folds, 48 KB; zero until met.
  private let words = UnsafeMutablePointer<UInt32>.allocate(capacity: Int(QueryRegexFolds.limit))

  init() { words.initialize(repeating: 0, count: Int(Self.limit)) }

  deinit { words.deallocate() }

  /// `scalar`'s folded bytes packed, `folding` it the first time; nil for a scalar outside
  /// the table or one that folds to more than three bytes.
  @inline(__always)
  func packed(_ scalar: Unicode.Scalar, folding: (Unicode.Scalar) -> [UInt8]) -> UInt32? {
    let value = scalar.value
    guard value < Self.limit else { return nil }
    var packed = words[Int(value)]
    if packed == 0 {
      packed = Self.pack(folding(scalar))
      words[Int(value)] = packed
    }
    return packed >> 24 == 0xFF ? nil : packed
  }

  /// Up to three bytes and their count plus one; 0xFF… for more.
  static func pack(_ bytes: [UInt8]) -> UInt32 {
    guard bytes.count <= 3 else { return 0xFF00_0000 }
    var packed = UInt32(bytes.count + 1) << 24
    for (place, byte) in bytes.enumerated() { packed |= UInt32(byte) << (8 * place) }
    return packed
  }
}
