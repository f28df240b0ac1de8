/// Recognises a link that resolving against a feed's address would give back as written: most
/// items' links (`https://site/path?query`), whose resolution through Foundation's `URL` was
/// 1.5 % of a first refresh's instructions.
///
/// Conservative: anything that `URL` might change or refuse (another scheme, upper case in
/// the scheme, a user, an unusual port, dot segments, percent signs not followed by two hex
/// digits, characters outside RFC 3986's set, brackets, a second `#`) goes through `URL` as
/// before.
/// `AbsoluteLinkTests` holds the two to the same result.
enum AbsoluteLink {
  /// Whether `link` (trimmed) is an `http` or `https` address that resolves to itself.
  static func isPlain(_ link: String) -> Bool {
    var link = link
    return link.withUTF8 { bytes in
      let count = bytes.count
      var index: Int
      if starts(bytes, with: "https://") {
        index = 8
      } else if starts(bytes, with: "http://") {
        index = 7
      } else {
        return false
      }
      // The host: letters, digits, dots and dashes, starting with a letter or digit; then an
      // optional port of one to five digits.
      let hostStart = index
      while index < count, isHostByte(bytes[index]) { index += 1 }
      guard index > hostStart, isAlphanumeric(bytes[hostStart]) else { return false }
      if index < count, bytes[index] == UInt8(ascii: ":") {
        index += 1
        let portStart = index
        while index < count, (0x30...0x39).contains(bytes[index]) { index += 1 }
        guard index > portStart, index - portStart <= 5 else { return false }
      }
      guard index == count || bytes[index] == UInt8(ascii: "/") else { return false }
      // The rest: RFC 3986's characters, `%` only before two hex digits, no dot segment, one
      // `#` at most (`URL` writes a second one as `%23`).
      var fragment = false
      while index < count {
        let byte = bytes[index]
        if byte == UInt8(ascii: "%") {
          guard index + 2 < count, isHex(bytes[index + 1]), isHex(bytes[index + 2]) else {
            return false
          }
          index += 3
          continue
        }
        guard isPathByte(byte) else { return false }
        if byte == UInt8(ascii: "#") {
          if fragment { return false }
          fragment = true
        }
        if byte == UInt8(ascii: "."), bytes[index - 1] == UInt8(ascii: "/") { return false }
        index += 1
      }
      return true
    }
  }

  static func starts(_ bytes: UnsafeBufferPointer<UInt8>, with prefix: StaticString) -> Bool {
    guard bytes.count >= prefix.utf8CodeUnitCount else { return false }
    let start = prefix.utf8Start
    for offset in 0..<prefix.utf8CodeUnitCount where bytes[offset] != start[offset] {
      return false
    }
    return true
  }

  static func isAlphanumeric(_ byte: UInt8) -> Bool {
    (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
  }

  static func isHostByte(_ byte: UInt8) -> Bool {
    isAlphanumeric(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
  }

  static func isHex(_ byte: UInt8) -> Bool {
    (0x30...0x39).contains(byte) || (0x41...0x46).contains(byte) || (0x61...0x66).contains(byte)
  }

  /// RFC 3986's unreserved and reserved characters, brackets and `%` aside.
  static func isPathByte(_ byte: UInt8) -> Bool {
    if isAlphanumeric(byte) { return true }
    switch byte {
    case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"),
      UInt8(ascii: ":"), UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "#"),
      UInt8(ascii: "@"), UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "&"),
      UInt8(ascii: "'"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "*"),
      UInt8(ascii: "+"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "="):
      return true
    default:
      return false
    }
  }
}
