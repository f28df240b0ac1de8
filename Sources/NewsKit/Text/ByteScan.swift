#if canImport(Glibc)
  import Glibc
#endif

/// A run of bytes up to a marker byte, found with `memchr` and copied whole: the text between
/// tags and between entities, which the HTML and entity passes copied a byte at a time (the
/// most instructions of cleaning a summary).
enum ByteScan {
  /// Where the first `marker` at or after `start` is; `bytes.count` when there is none.
  static func next(_ marker: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    guard start < bytes.count, let base = bytes.baseAddress,
      let found = memchr(base + start, Int32(marker), bytes.count - start)
    else { return bytes.count }
    return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
  }

  /// Eight bytes with each of `A`–`Z` lower-cased, as a byte at a time would (`byte + 0x20`);
  /// every other byte, 0x80 and above too, as it was.
  static func lowercasedASCII(_ word: UInt64) -> UInt64 {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    let low = word & ~highs
    // A byte's high bit set where its low seven bits are `A` or more, and where `Z` or less:
    // no carry leaves a byte (seven bits plus at most 0x3F).
    let fromA = low &+ (0x80 &- 0x41) &* ones
    let pastZ = low &+ (0x80 &- 0x5B) &* ones
    let upper = fromA & ~pastZ & ~word & highs
    return word | (upper >> 2)
  }

  /// Appends the bytes from `start` up to the next `marker` (or the end) to `output`; returns
  /// where the marker is, or `bytes.count`.
  static func copy(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, upTo marker: UInt8,
    into output: inout [UInt8]
  ) -> Int {
    let stop = next(marker, in: bytes, from: start)
    if stop > start {
      output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<stop]))
    }
    return stop
  }
}
