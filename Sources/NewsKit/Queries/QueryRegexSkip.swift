/// Finds the next byte a DFA must read in a state most bytes leave as it is: one of up to four
/// ASCII bytes, or any byte outside ASCII (whose folding may give one of them). Eight bytes
/// are looked at a time, each of the four compared by the zero-byte trick: a byte of
/// `word ^ target` is zero where `word` has the target, and `(x - 0x01…) & ~x & 0x80…` marks
/// the lowest such byte exactly (a borrow only reaches the bytes above it).
struct QueryRegexSkip: Sendable {
  /// The bytes looked for, each repeated over a word; unused places hold 0xFF…, which no
  /// ASCII byte equals.
  private let targets: (UInt64, UInt64, UInt64, UInt64)
  /// The bytes looked for, for the last few bytes of a text.
  private let bytes: [UInt8]

  private static let ones: UInt64 = 0x0101_0101_0101_0101
  private static let highs: UInt64 = 0x8080_8080_8080_8080

  /// A skip for up to four ASCII bytes; nil for more (the search then reads every byte).
  init?(_ bytes: [UInt8]) {
    guard bytes.count <= 4, bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
    self.bytes = bytes
    let words = bytes.map { UInt64($0) &* Self.ones } + Array(repeating: ~0, count: 4 - bytes.count)
    targets = (words[0], words[1], words[2], words[3])
  }

  /// The index of the first byte at or after `index` that is one of the bytes or outside
  /// ASCII; `count` when none is.
  func next(in text: UnsafePointer<UInt8>, from index: Int, count: Int) -> Int {
    var index = index
    while index &+ 8 <= count {
      let word = UInt64(
        littleEndian: UnsafeRawPointer(text + index).loadUnaligned(as: UInt64.self))
      var hits = word & Self.highs
      hits |= Self.zeroBytes(word ^ targets.0)
      hits |= Self.zeroBytes(word ^ targets.1)
      hits |= Self.zeroBytes(word ^ targets.2)
      hits |= Self.zeroBytes(word ^ targets.3)
      if hits != 0 { return index &+ hits.trailingZeroBitCount / 8 }
      index &+= 8
    }
    while index < count {
      let byte = text[index]
      if byte >= 0x80 || bytes.contains(byte) { return index }
      index &+= 1
    }
    return count
  }

  /// The high bit of each zero byte of `word`, exact up to the lowest one.
  @inline(__always)
  private static func zeroBytes(_ word: UInt64) -> UInt64 {
    (word &- ones) & ~word & highs
  }
}
