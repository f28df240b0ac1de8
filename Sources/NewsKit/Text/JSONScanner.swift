/// Reads a JSON document's bytes in one pass, making Swift values only of what it is asked for.
///
/// A caller walks objects and arrays itself (`nextKey`, `nextElement`) and, for each value,
/// either reads it leniently (`lenientString`, `lenientInt`, `lenientList`) or skips it
/// (`skipValue`); nothing is built for what is skipped, yet all of it is checked, so a
/// truncated or broken document is still refused. More lenient than the JSON grammar where a
/// server may slip: raw control characters inside strings, lone surrogate escapes (read as
/// U+FFFD) and leading zeros are read, not refused. Nesting is bounded by `depthLimit`.
struct JSONScanner {
  /// The document is not JSON: broken, truncated or nested too deep.
  struct Malformed: Error {}

  /// Deepest nesting read, as deep as Foundation's decoder goes.
  static let depthLimit = 512

  let bytes: UnsafeBufferPointer<UInt8>
  /// Whether the whole document has been checked as UTF-8 by the caller, so that a string
  /// without escapes, cut between two ASCII quotes, is valid too and made without checking it
  /// again (each string's check was a tenth of reading a page).
  let checkedUTF8: Bool
  var index = 0
  var depth = 0
  /// Whether the object or array just entered has had no member yet (no comma before one).
  private var atFirstMember = false

  init(_ bytes: UnsafeBufferPointer<UInt8>, checkedUTF8: Bool = false) {
    self.bytes = bytes
    self.checkedUTF8 = checkedUTF8
  }

  /// The next significant byte, after white space; nil at the end.
  mutating func peek() -> UInt8? {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x0A, 0x0D, 0x09: index += 1
      default: return bytes[index]
      }
    }
    return nil
  }

  /// Reads `byte`, after white space; anything else there is malformed.
  mutating func expect(_ byte: UInt8) throws(Malformed) {
    guard peek() == byte else { throw Malformed() }
    index += 1
  }

  /// Enters the object that comes next and returns true, or returns false, reading nothing,
  /// when the next value is something else.
  mutating func beginObject() throws(Malformed) -> Bool {
    try begin(UInt8(ascii: "{"))
  }

  /// Enters the array that comes next, as `beginObject` does.
  mutating func beginArray() throws(Malformed) -> Bool {
    try begin(UInt8(ascii: "["))
  }

  private mutating func begin(_ opening: UInt8) throws(Malformed) -> Bool {
    guard peek() == opening else { return false }
    depth += 1
    guard depth <= Self.depthLimit else { throw Malformed() }
    index += 1
    atFirstMember = true
    return true
  }

  /// The next key of the object entered, with its colon read; nil, and the object left, at
  /// its end.
  mutating func nextKey() throws(Malformed) -> JSONKey? {
    guard try next(closing: UInt8(ascii: "}")) else { return nil }
    guard peek() == UInt8(ascii: "\"") else { throw Malformed() }
    let key = try stringToken()
    try expect(UInt8(ascii: ":"))
    return JSONKey(bytes: UnsafeBufferPointer(rebasing: bytes[key.range]), escaped: key.escaped)
  }

  /// Whether another element of the array entered comes next; false, and the array left, at
  /// its end.
  mutating func nextElement() throws(Malformed) -> Bool {
    try next(closing: UInt8(ascii: "]"))
  }

  /// Reads the comma before a member or the closing bracket; whether a member comes.
  private mutating func next(closing: UInt8) throws(Malformed) -> Bool {
    guard let byte = peek() else { throw Malformed() }
    // A closed object or array was a member of the one around it, never its first-to-come.
    if byte == closing {
      index += 1
      depth -= 1
      atFirstMember = false
      return false
    }
    if atFirstMember {
      atFirstMember = false
    } else {
      guard byte == UInt8(ascii: ",") else { throw Malformed() }
      index += 1
      guard let after = peek(), after != closing else { throw Malformed() }
    }
    return true
  }

  /// Passes over the next value, checking it without keeping anything.
  mutating func skipValue() throws(Malformed) {
    switch peek() {
    case UInt8(ascii: "\""): _ = try stringToken()
    case UInt8(ascii: "{"):
      _ = try beginObject()
      while try nextKey() != nil { try skipValue() }
    case UInt8(ascii: "["):
      _ = try beginArray()
      while try nextElement() { try skipValue() }
    case UInt8(ascii: "t"): try literal("true")
    case UInt8(ascii: "f"): try literal("false")
    case UInt8(ascii: "n"): try literal("null")
    default: _ = try numberToken()
    }
  }

  /// Checks that nothing but white space follows the document.
  mutating func finish() throws(Malformed) {
    guard peek() == nil else { throw Malformed() }
  }

  /// The raw text of the string that starts here, quotes left out, and whether it has escapes.
  mutating func stringToken() throws(Malformed) -> (range: Range<Int>, escaped: Bool) {
    index += 1
    let start = index
    var escaped = false
    while index < bytes.count {
      skipPlainBytes()
      guard index < bytes.count else { break }
      switch bytes[index] {
      case UInt8(ascii: "\""):
        index += 1
        return (start..<index - 1, escaped)
      case UInt8(ascii: "\\"):
        escaped = true
        guard index + 1 < bytes.count else { throw Malformed() }
        if bytes[index + 1] == UInt8(ascii: "u") {
          guard index + 6 <= bytes.count,
            JSONText.hexValue(bytes[(index + 2)..<(index + 6)]) != nil
          else { throw Malformed() }
          index += 6
        } else {
          guard JSONText.unescaped(bytes[index + 1]) != nil else { throw Malformed() }
          index += 2
        }
      default: index += 1
      }
    }
    throw Malformed()
  }

  /// Moves past eight bytes at a time while none is a quote or a backslash: most of a page is
  /// the text inside its strings, and reading it a byte at a time was a tenth of reading one.
  private mutating func skipPlainBytes() {
    guard let base = bytes.baseAddress else { return }
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    while index + 8 <= bytes.count {
      let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
      // A byte of `quotes` or `backslashes` is zero where the word has that byte; a word
      // with a zero byte, and only such a word, keeps a high bit in `(x - ones) & ~x`.
      let quotes = word ^ (ones &* 0x22)
      let backslashes = word ^ (ones &* 0x5C)
      let found = ((quotes &- ones) & ~quotes | (backslashes &- ones) & ~backslashes) & highs
      if found != 0 { return }
      index += 8
    }
  }

  /// The raw text of the number that starts here: a sign, digits, a fraction and an exponent.
  mutating func numberToken() throws(Malformed) -> Range<Int> {
    let start = index
    if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
    try digits()
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      try digits()
    }
    if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
      {
        index += 1
      }
      try digits()
    }
    return start..<index
  }

  private mutating func digits() throws(Malformed) {
    let start = index
    while index < bytes.count, bytes[index] &- UInt8(ascii: "0") < 10 { index += 1 }
    guard index > start else { throw Malformed() }
  }

  private mutating func literal(_ word: StaticString) throws(Malformed) {
    let count = word.utf8CodeUnitCount
    guard index + count <= bytes.count,
      (0..<count).allSatisfy({ bytes[index + $0] == word.utf8Start[$0] })
    else { throw Malformed() }
    index += count
  }
}

/// A key of a JSON object as its raw bytes, compared without making a string.
struct JSONKey {
  let bytes: UnsafeBufferPointer<UInt8>
  let escaped: Bool

  /// Whether the key reads as `name`, its escapes read. Compared as two byte buffers: walking
  /// the name's UTF-8 view a byte at a time was 2 % of a search's instructions (each article's
  /// every key against a list of field names).
  static func == (key: JSONKey, name: String) -> Bool {
    guard !key.escaped else { return JSONText.string(key.bytes, escaped: true) == name }
    var name = name
    return name.withUTF8 { $0.count == key.bytes.count && $0.elementsEqual(key.bytes) }
  }
}
