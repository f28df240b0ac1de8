/// Measures text in terminal columns, one grapheme cluster at a time.
///
/// CJK and emoji take two columns, combining marks and joiners none, everything else one. A
/// cluster is as wide as its first character, except that an emoji made wide by U+FE0F takes two.
/// glibc's `wcwidth` gets ZWJ sequences, VS16 and skin tones wrong, so this uses its own tables
/// (`DisplayWidthTable`, generated from Unicode data).
public enum DisplayWidth {
  /// The columns a string takes.
  public static func of<S: StringProtocol>(_ text: S) -> Int {
    let latin = text.utf8.withContiguousStorageIfAvailable(latinWidth) ?? nil
    return latin ?? text.reduce(0) { $0 + of($1) }
  }

  /// The columns of text whose every scalar is printable ASCII or one of U+00A0–U+02FF, read
  /// from its bytes: each is one column and a cluster of its own (no scalar below U+0300
  /// joins another); nil for any other text. Polish words went a Character at a time
  /// (1,600 instructions a word, most of wrapping a list).
  static func latinWidth(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    var columns = 0
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case 0x20...0x7E:
        index += 1
      case 0xC2 where index + 1 < bytes.count && bytes[index + 1] >= 0xA0:
        index += 2
      case 0xC3...0xCB:
        index += 2
      default:
        return nil
      }
      columns += 1
    }
    return columns
  }

  /// The columns one grapheme cluster takes.
  public static func of(_ character: Character) -> Int {
    let scalars = character.unicodeScalars
    guard let first = scalars.first?.value else { return 0 }
    if scalars.count == 1 && first >= 0x20 && first < 0x7F { return 1 }
    // A keycap (1️⃣) is an emoji however plain its base.
    if scalars.contains("\u{20E3}") { return 2 }
    if first < 0x20 || (0x7F..<0xA0).contains(first) { return 0 }
    if first < 0x7F { return 1 }
    if contains(DisplayWidthTable.wide, first) { return 2 }
    if scalars.contains("\u{FE0F}") && contains(DisplayWidthTable.wideWithVS16, first) {
      return 2
    }
    if contains(DisplayWidthTable.zero, first) { return 0 }
    return 1
  }

  /// Binary search in a flat table of lo, hi pairs.
  static func contains(_ table: [UInt32], _ value: UInt32) -> Bool {
    var low = 0
    var high = table.count / 2 - 1
    guard high >= 0, value >= table[0], value <= table[table.count - 1] else { return false }
    while low <= high {
      let middle = (low + high) / 2
      if value < table[middle * 2] {
        high = middle - 1
      } else if value > table[middle * 2 + 1] {
        low = middle + 1
      } else {
        return true
      }
    }
    return false
  }
}
