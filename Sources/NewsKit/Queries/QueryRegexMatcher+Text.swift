import Foundation

/// Matching UTF-8 text, folded byte by byte as it is read.
extension QueryRegexMatcher {
  /// Whether the pattern occurs anywhere in `text` (UTF-8; invalid bytes read as U+FFFD).
  ///
  /// The loop reads the transition table through a pointer and leaves it only for a
  /// transition not made yet or a character outside ASCII: about 2 ns a byte. Where the
  /// search has started nothing, the bytes that start nothing are passed over eight at a time
  /// (`QueryRegexSkip`); a character outside ASCII below U+3000 is folded from a flat table
  /// (`QueryRegexFolds`).
  public func matches(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
    let count = text.count
    if count == 0 { return matchesEmpty }
    var state = initial
    if matched[Int(state)] { return true }
    var index = 0
    let base = text.baseAddress!
    while index < count {
      // ASCII, as long as the transitions are known. `step` may move the table (it grows), so
      // these pointers are taken again after each one, and used only in this loop.
      let (fastTable, fastMatched, restarted) = (table, matched, restartState)
      var known = true
      while index < count {
        // Where nothing has started, the bytes that start nothing are passed over at once.
        if state == restarted, let skip {
          index = skip.next(in: base, from: index, count: count)
          if index == count { break }
        }
        let byte = text[index]
        guard byte < 0x80 else { break }
        let next = fastTable[Int(state) &* 256 &+ Int(byte | (byte &- 0x41 < 26 ? 0x20 : 0))]
        guard next >= 0 else {
          known = false
          break
        }
        state = next
        index &+= 1
        if fastMatched[Int(state)] { return true }
      }
      if known && index == count { return matchesAtEnd[Int(state)] }
      let byte = text[index]
      if byte < 0x80 {
        state = step(state, Self.lower[Int(byte)])
        index += 1
        if matched[Int(state)] { return true }
        continue
      }
      let (scalar, length) = Self.decode(text, at: index)
      index += length
      // Latin, Greek, Cyrillic and punctuation: the folded bytes from a flat table, each
      // through the transition table where it is known.
      if let packed = flat.packed(scalar, folding: { fold($0) }) {
        for place in 0..<Int(packed >> 24) - 1 {
          let byte = UInt8(truncatingIfNeeded: packed >> (8 * place))
          let next = table[Int(state) &* 256 &+ Int(byte)]
          state = next >= 0 ? next : step(state, byte)
          if matched[Int(state)] { return true }
        }
        continue
      }
      for folded in fold(scalar) {
        state = step(state, folded)
        if matched[Int(state)] { return true }
      }
    }
    return matchesAtEnd[Int(state)]
  }

  /// ASCII lower-cased, byte by byte.
  static let lower: [UInt8] = (0...255).map { byte in
    (0x41...0x5A).contains(byte) ? UInt8(byte + 0x20) : UInt8(byte)
  }

  /// Whether the pattern occurs in a string.
  public func matches(_ text: String) -> Bool {
    var copy = text
    return copy.withUTF8 { matches($0) }
  }

  func fold(_ scalar: Unicode.Scalar) -> [UInt8] {
    if let known = folds[scalar.value] { return known }
    let folded = TextFolding.foldedUTF8(scalar)
    if folds.count < 65_536 { folds[scalar.value] = folded }
    return folded
  }

  /// The scalar at `index` of UTF-8 bytes, and how many bytes it took; a byte that starts no
  /// valid sequence is U+FFFD, one byte long.
  static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (Unicode.Scalar, Int) {
    let lead = bytes[index]
    let length = lead >= 0xF5 ? 0 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC2 ? 2 : 0
    guard length > 0, index + length <= bytes.count else { return ("\u{FFFD}", 1) }
    var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
    for offset in 1..<length {
      let next = bytes[index + offset]
      guard next & 0xC0 == 0x80 else { return ("\u{FFFD}", 1) }
      value = value << 6 | UInt32(next & 0x3F)
    }
    guard let scalar = Unicode.Scalar(value) else { return ("\u{FFFD}", length) }
    return (scalar, length)
  }
}
