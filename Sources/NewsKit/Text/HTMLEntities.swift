/// Decodes HTML character references the way browsers do (the WHATWG rules).
///
/// Handles named references (`&amp;`, `&eacute;`, all 2,231 of them, and the legacy ones written
/// without a semicolon), decimal and hex references (`&#8217;`, `&#x2019;`), and the references to
/// 0x80–0x9F that pages mean as Windows-1252 (`&#x92;` is ’, `&#x97;` is —). A reference that
/// names nothing stays as it was written. Works on UTF-8 bytes: it runs for every title and
/// summary shown.
public enum HTMLEntities {
  /// The longest legacy name (written without `;`) is six letters long.
  static let longestLegacyName = 6
  /// The longest name in the table.
  static let longestName = 32

  /// What Windows-1252 puts at 0x80–0x9F; the five unassigned bytes keep their C1 code points.
  static let windows1252: [UInt32] = [
    0x20AC, 0x81, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039,
    0x0152, 0x8D, 0x017D, 0x8F, 0x90, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
    0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x9D, 0x017E, 0x0178,
  ]

  /// The text with every character reference replaced by what it stands for.
  public static func decode(_ text: String) -> String {
    var text = text
    return text.withUTF8 { decoded($0).map { String(decoding: $0, as: UTF8.self) } } ?? text
  }

  /// The bytes of `decode`; nil when there is no `&` and so nothing to decode. Valid UTF-8
  /// stays valid: a reference is ASCII, and what it stands for is written whole.
  static func decoded(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
    guard bytes.contains(UInt8(ascii: "&")) else { return nil }
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      // The text up to the next `&`, copied whole.
      index = ByteScan.copy(bytes, from: index, upTo: UInt8(ascii: "&"), into: &output)
      guard index < bytes.count else { break }
      if let next = reference(in: bytes, at: index, into: &output) {
        index = next
      } else {
        output.append(bytes[index])
        index += 1
      }
    }
    return output
  }

  /// Appends what the reference at `start` (an `&`) stands for and returns the index after it,
  /// or returns nil when it is not a reference.
  static func reference(
    in bytes: UnsafeBufferPointer<UInt8>, at start: Int, into output: inout [UInt8]
  ) -> Int? {
    var index = start + 1
    guard index < bytes.count else { return nil }
    if bytes[index] == UInt8(ascii: "#") {
      return numeric(in: bytes, from: index + 1, into: &output)
    }
    while index < bytes.count, index - start <= longestName, isAlphanumeric(bytes[index]) {
      index += 1
    }
    let nameLength = index - start - 1
    guard nameLength > 0 else { return nil }
    let name = UnsafeBufferPointer(rebasing: bytes[(start + 1)..<index])
    if index < bytes.count, bytes[index] == UInt8(ascii: ";") {
      // The markup a feed escapes (`&lt;p&gt;`) and the usual signs, without the table's
      // binary search: looking up names was 1.2 % of a first refresh's instructions.
      if let value = common(name) {
        output.append(value)
        return index + 1
      }
      if let value = lookUp(name, semicolon: true) {
        output.append(contentsOf: value.utf8)
        return index + 1
      }
    }
    // Legacy references without a semicolon: the longest known prefix wins (&copy2020 is ©2020).
    var length = min(nameLength, longestLegacyName)
    while length > 1 {
      if let value = lookUp(UnsafeBufferPointer(rebasing: name[0..<length]), semicolon: false) {
        output.append(contentsOf: value.utf8)
        return start + 1 + length
      }
      length -= 1
    }
    return nil
  }

  /// The value of `&lt;`, `&gt;`, `&amp;`, `&quot;` and `&apos;` (one ASCII byte each), as the
  /// table has them; nil for any other name.
  @inline(__always)
  static func common(_ name: UnsafeBufferPointer<UInt8>) -> UInt8? {
    guard (2...4).contains(name.count) else { return nil }
    // The name's bytes as one number (a name has no zero byte: one number a name).
    var packed: UInt32 = 0
    for byte in name { packed = packed << 8 | UInt32(byte) }
    switch packed {
    case 0x6C74: return UInt8(ascii: "<")  // lt
    case 0x6774: return UInt8(ascii: ">")  // gt
    case 0x61_6D70: return UInt8(ascii: "&")  // amp
    case 0x7175_6F74: return UInt8(ascii: "\"")  // quot
    case 0x6170_6F73: return UInt8(ascii: "'")  // apos
    default: return nil
    }
  }

  /// Binary search of the sorted table for a name (with `;` appended when asked).
  static func lookUp(_ name: UnsafeBufferPointer<UInt8>, semicolon: Bool) -> String? {
    let records = HTMLEntityTable.records
    let starts = HTMLEntityTable.starts
    let bytes = UnsafeBufferPointer(
      start: records.utf8Start, count: records.utf8CodeUnitCount)
    var low = 0
    var high = starts.count - 1
    while low <= high {
      let middle = (low + high) / 2
      let start = Int(starts[middle])
      var separator = start
      while bytes[separator] != 1 { separator += 1 }
      let order = compare(
        name, semicolon: semicolon, with: UnsafeBufferPointer(rebasing: bytes[start..<separator]))
      if order == 0 {
        var end = separator + 1
        while bytes[end] != 0 { end += 1 }
        return String(decoding: bytes[(separator + 1)..<end], as: UTF8.self)
      }
      if order < 0 { high = middle - 1 } else { low = middle + 1 }
    }
    return nil
  }

  /// Byte order of `name` (+ `;`) against a table entry's name: negative, zero or positive.
  static func compare(
    _ name: UnsafeBufferPointer<UInt8>, semicolon: Bool, with other: UnsafeBufferPointer<UInt8>
  ) -> Int {
    let length = name.count + (semicolon ? 1 : 0)
    for position in 0..<min(length, other.count) {
      let byte = position < name.count ? name[position] : UInt8(ascii: ";")
      if byte != other[position] { return Int(byte) - Int(other[position]) }
    }
    return length - other.count
  }

  /// A decimal or hex reference whose digits start at `start`.
  static func numeric(
    in bytes: UnsafeBufferPointer<UInt8>, from start: Int, into output: inout [UInt8]
  ) -> Int? {
    var index = start
    var radix: UInt32 = 10
    if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "x") {
      radix = 16
      index += 1
    }
    var value: UInt32 = 0
    var digits = 0
    while index < bytes.count, let digit = digitValue(bytes[index], radix: radix) {
      value = min(value &* radix &+ digit, 0x11_0000)
      digits += 1
      index += 1
    }
    guard digits > 0 else { return nil }
    if index < bytes.count, bytes[index] == UInt8(ascii: ";") {
      index += 1
    }
    // Encoded straight into the output: a String made for each reference was most of what
    // one cost.
    UTF8.encode(character(for: value)) { output.append($0) }
    return index
  }

  /// The character a numeric reference stands for, per WHATWG.
  static func character(for value: UInt32) -> Unicode.Scalar {
    if (0x80...0x9F).contains(value) {
      return Unicode.Scalar(windows1252[Int(value - 0x80)]) ?? "\u{FFFD}"
    }
    guard value != 0, let scalar = Unicode.Scalar(value) else {
      return "\u{FFFD}"
    }
    return scalar
  }

  static func digitValue(_ byte: UInt8, radix: UInt32) -> UInt32? {
    switch byte {
    case 0x30...0x39: return UInt32(byte - 0x30)
    case 0x41...0x46 where radix == 16: return UInt32(byte - 0x41 + 10)
    case 0x61...0x66 where radix == 16: return UInt32(byte - 0x61 + 10)
    default: return nil
    }
  }

  static func isAlphanumeric(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: return true
    default: return false
    }
  }
}
