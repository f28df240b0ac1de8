/// Turns the raw bytes of JSON strings and numbers into Swift values, leniently.
enum JSONText {
  /// The byte an escape such as `\n` stands for; nil when the letter is not an escape.
  static func unescaped(_ letter: UInt8) -> UInt8? {
    switch letter {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): letter
    case UInt8(ascii: "b"): 0x08
    case UInt8(ascii: "f"): 0x0C
    case UInt8(ascii: "n"): 0x0A
    case UInt8(ascii: "r"): 0x0D
    case UInt8(ascii: "t"): 0x09
    default: nil
    }
  }

  /// The value of four hexadecimal digits; nil when one is not a digit.
  static func hexValue(_ digits: Slice<UnsafeBufferPointer<UInt8>>) -> UInt32? {
    var value: UInt32 = 0
    for digit in digits {
      let nibble: UInt8
      switch digit {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): nibble = digit - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): nibble = digit - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): nibble = digit - UInt8(ascii: "A") + 10
      default: return nil
      }
      value = value << 4 | UInt32(nibble)
    }
    return value
  }

  /// The text of bytes already known to be valid UTF-8 (a string without escapes in a
  /// document checked whole), copied without checking them again.
  static func checkedString(_ raw: UnsafeBufferPointer<UInt8>) -> String {
    String(copying: UTF8Span(unchecked: Swift.Span(_unsafeElements: raw)))
  }

  /// The text of a string token the scanner has checked; a lone surrogate reads as U+FFFD.
  static func string(_ raw: UnsafeBufferPointer<UInt8>, escaped: Bool) -> String {
    guard escaped else { return String(decoding: raw, as: UTF8.self) }
    var text: [UInt8] = []
    text.reserveCapacity(raw.count)
    var index = 0
    while index < raw.count {
      let byte = raw[index]
      guard byte == UInt8(ascii: "\\") else {
        text.append(byte)
        index += 1
        continue
      }
      let letter = raw[index + 1]
      guard letter == UInt8(ascii: "u") else {
        text.append(unescaped(letter) ?? letter)
        index += 2
        continue
      }
      var scalar = hexValue(raw[(index + 2)..<(index + 6)]) ?? 0xFFFD
      index += 6
      if (0xD800..<0xDC00).contains(scalar), index + 6 <= raw.count,
        raw[index] == UInt8(ascii: "\\"), raw[index + 1] == UInt8(ascii: "u"),
        let low = hexValue(raw[(index + 2)..<(index + 6)]), (0xDC00..<0xE000).contains(low)
      {
        scalar = 0x10000 + (scalar - 0xD800) << 10 + (low - 0xDC00)
        index += 6
      }
      UTF8.encode(Unicode.Scalar(scalar) ?? "\u{FFFD}") { text.append($0) }
    }
    return String(decoding: text, as: UTF8.self)
  }

  /// A number as text the way it reads as a whole number, else as a `Double`; nil when it
  /// is too large for either.
  static func numberText(_ token: String) -> String? {
    if let whole = wholeNumber(token) { return String(whole) }
    guard let number = Double(token), number.isFinite else { return nil }
    return String(number)
  }

  /// A number that is whole (`12`, `1.0`, `1e3`) and fits an `Int`.
  static func wholeNumber(_ token: String) -> Int? {
    if let whole = Int(token) { return whole }
    guard let number = Double(token), number.isFinite else { return nil }
    return Int(exactly: number)
  }

  /// A number as an `Int`: whole, or cut to its whole part below 10^15.
  static func integer(_ token: String) -> Int? {
    if let whole = wholeNumber(token) { return whole }
    guard let number = Double(token), number.isFinite, abs(number) < 1e15 else { return nil }
    return Int(number)
  }

  /// Text with tabs and spaces of every kind taken off both ends.
  static func trimmingSpaces(_ text: String) -> Substring {
    let isSpace = { (character: Character) in
      character == "\t"
        || character.unicodeScalars.allSatisfy { $0.properties.generalCategory == .spaceSeparator }
    }
    let start = text.firstIndex { !isSpace($0) } ?? text.endIndex
    let end = text.lastIndex { !isSpace($0) }.map(text.index(after:)) ?? start
    return text[start..<end]
  }
}
