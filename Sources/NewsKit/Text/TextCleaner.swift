/// Cleans one text field from the network into what `news` shows and prints as JSON.
///
/// HTML tags out, entities decoded (twice where the text was escaped twice), escape sequences
/// and control characters stripped, whitespace collapsed; empty text and placeholders such as
/// `NA` or `unknown` become nil.
public enum TextCleaner {
  /// Values that APIs send to mean "no value".
  static let placeholders: Set<String> = ["na", "n/a", "none", "null", "nil", "unknown", "-"]

  /// The cleaned text, or nil when nothing meaningful is left.
  public static func clean(_ raw: String?) -> String? {
    guard var raw, !raw.isEmpty else { return nil }
    let text = raw.withUTF8(cleaned) ?? raw
    guard !text.isEmpty, !isPlaceholder(text) else { return nil }
    return text
  }

  /// The text of `bytes` with its markup read, controls out and spaces collapsed, made a String
  /// once at the end (five were made and checked as UTF-8 before, most of what a summary's
  /// cleaning cost); nil when that is the text itself.
  static func cleaned(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
    let plain = HTMLText.plainBytes(bytes)
    let needsSanitizing =
      plain.map { $0.withUnsafeBufferPointer(TerminalSanitizer.needsAction(in:)) }
      ?? TerminalSanitizer.needsAction(in: bytes)
    // Text with controls in it is rare: the sanitiser reads its scalars from a String.
    if needsSanitizing {
      let text =
        plain.map { String(decoding: $0, as: UTF8.self) } ?? String(decoding: bytes, as: UTF8.self)
      return collapseWhitespace(TerminalSanitizer.sanitize(text))
    }
    guard let plain else { return needsCollapsing(bytes) ? collapsed(bytes) : nil }
    return plain.withUnsafeBufferPointer {
      needsCollapsing($0) ? collapsed($0) : String(decoding: $0, as: UTF8.self)
    }
  }

  /// Whether text is one of the placeholders; only short text can be.
  static func isPlaceholder(_ text: String) -> Bool {
    text.utf8.count <= 7 && placeholders.contains(text.lowercased())
  }

  /// Cleans text that is not HTML (a domain, a URL): control characters out, spaces collapsed.
  public static func cleanPlain(_ raw: String?) -> String? {
    guard let raw, !raw.isEmpty else { return nil }
    let text = collapseWhitespace(TerminalSanitizer.sanitize(raw))
    guard !text.isEmpty, !isPlaceholder(text) else { return nil }
    return text
  }

  /// Runs of spaces become one; the ends are trimmed of spaces, including non-breaking and
  /// ideographic ones, which stay when they are inside the text ("10 000").
  public static func collapseWhitespace(_ text: String) -> String {
    var text = text
    // Most text has nothing to collapse: it is given back, not copied a byte at a time and
    // checked again as UTF-8 (2 % of a refresh's instructions).
    return text.withUTF8 { needsCollapsing($0) ? collapsed($0) : nil } ?? text
  }

  /// Whether `collapsed` would drop a byte: a space at either end or beside another, a wide
  /// space at the start, or one that only spaces follow.
  static func needsCollapsing(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let first = bytes.first, let last = bytes.last else { return false }
    if first == 0x20 || last == 0x20 || wideSpaceLength(bytes, at: 0) > 0 { return true }
    for index in bytes.indices {
      let byte = bytes[index]
      if byte == 0x20 {
        if index + 1 < bytes.count, bytes[index + 1] == 0x20 { return true }
      } else if byte >= 0xC2, wideSpaceLength(bytes, at: index) > 0,
        isOnlyWideSpaces(bytes, from: index)
      {
        return true
      }
    }
    return false
  }

  /// The text of `bytes` with its runs of spaces made one and its ends trimmed, written
  /// straight into the String's memory (through an array, a byte at a time, and copied again
  /// into the String, 1.7 % of a first refresh's instructions).
  static func collapsed(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    String(unsafeUninitializedCapacity: bytes.count) { output in
      // Each byte written stands for one read, a pending space for one skipped: the output
      // never outgrows the input.
      var count = 0
      var pendingSpace = false
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        if byte == 0x20 {
          pendingSpace = count > 0
          index += 1
          continue
        }
        // Only a lead byte of 0xC2 or more can start a wide space.
        if byte >= 0xC2 {
          let wide = wideSpaceLength(bytes, at: index)
          if wide > 0 && (count == 0 || isOnlyWideSpaces(bytes, from: index)) {
            index += wide
            continue
          }
        }
        if pendingSpace {
          output[count] = 0x20
          count += 1
        }
        pendingSpace = false
        // This byte and the run after it that collapsing leaves as it is, copied whole (a byte
        // at a time, two thirds of collapsing a summary): bytes that cannot start a space of
        // any kind, and single spaces between them.
        var end = index + 1
        while end < bytes.count {
          if !mayStartSpace(bytes[end]) {
            end += 1
          } else if bytes[end] == 0x20, end + 1 < bytes.count, !mayStartSpace(bytes[end + 1]) {
            end += 2
          } else {
            break
          }
        }
        if let from = bytes.baseAddress, let to = output.baseAddress {
          (to + count).update(from: from + index, count: end - index)
        }
        count += end - index
        index = end
      }
      return count
    }
  }

  /// Whether a byte can start a space that collapsing drops: U+0020, or the first byte of a
  /// wide one (`wideSpaceLength`: 0xC2, 0xE1, 0xE2, 0xE3); no other byte of UTF-8 can.
  @inline(__always)
  static func mayStartSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0xC2 || (0xE1...0xE3).contains(byte)
  }

  /// The UTF-8 length of a Unicode space other than U+0020 at `index` (no-break, ideographic,
  /// the U+2000 family, zero-width, narrow no-break, medium mathematical), or 0.
  static func wideSpaceLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
    let first = bytes[index]
    if first == 0xC2, index + 1 < bytes.count, bytes[index + 1] == 0xA0 { return 2 }
    guard index + 2 < bytes.count else { return 0 }
    let second = bytes[index + 1]
    let third = bytes[index + 2]
    switch (first, second) {
    case (0xE3, 0x80) where third == 0x80: return 3
    case (0xE2, 0x80) where (0x80...0x8B).contains(third) || third == 0xAF: return 3
    case (0xE2, 0x81) where third == 0x9F: return 3
    case (0xE1, 0x9A) where third == 0x80: return 3
    default: return 0
    }
  }

  /// Whether nothing but spaces of any kind follow from `index`.
  static func isOnlyWideSpaces(_ bytes: UnsafeBufferPointer<UInt8>, from index: Int) -> Bool {
    var position = index
    while position < bytes.count {
      if bytes[position] == 0x20 {
        position += 1
        continue
      }
      let wide = wideSpaceLength(bytes, at: position)
      guard wide > 0 else { return false }
      position += wide
    }
    return true
  }
}
