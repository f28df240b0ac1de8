/// Makes untrusted text safe to print on a terminal.
///
/// Removes whole escape sequences (CSI such as colour or cursor moves, OSC such as titles,
/// hyperlinks and clipboard writes, DCS, SOS, PM and APC strings), their 8-bit C1 forms, every
/// other C0 and C1 control character, DEL, and the bidirectional controls that can make text read
/// differently from how it is stored. Tabs, line breaks and Unicode line separators become
/// spaces, because every field `news` prints is a single line of prose.
public enum TerminalSanitizer {
  /// The text with nothing left that a terminal would act on.
  public static func sanitize(_ text: String) -> String {
    if !needsAction(in: text) { return text }
    let scalars = Array(text.unicodeScalars)
    var output = String.UnicodeScalarView()
    var index = 0
    while index < scalars.count {
      let value = scalars[index].value
      switch value {
      case 0x1B:
        index = endOfEscape(scalars, at: index)
      case 0x9B:
        index = endOfControlSequence(scalars, from: index + 1)
      case 0x90, 0x98, 0x9D, 0x9E, 0x9F:
        index = endOfControlString(scalars, from: index + 1)
      case 0x09...0x0D, 0x85, 0x2028, 0x2029:
        output.append(" ")
        index += 1
      case 0x00...0x1F, 0x7F...0x9F, 0xFEFF:
        index += 1
      case _ where isBidiControl(value):
        index += 1
      default:
        output.append(scalars[index])
        index += 1
      }
    }
    return String(output)
  }

  /// Whether any scalar of `text` is removed or replaced (`needsAction`), read from its UTF-8
  /// bytes: a lead byte is never a continuation byte, so each encoded form is found where it
  /// starts. Decoding the scalars for the same answer took five times as long for text that is
  /// not ASCII, and every field of every line printed is asked.
  static func needsAction(in text: String) -> Bool {
    var text = text
    return text.withUTF8(needsAction(in:))
  }

  /// `needsAction` of a text's UTF-8 bytes.
  static func needsAction(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let count = bytes.count
    var index = 0
    while index < count {
      // Eight printable ASCII bytes (0x20–0x7E) at a time, the most of any text: a byte
      // below 0x20 borrows into its top bit, one of 0x7F or more sets it with one added.
      if let base = bytes.baseAddress {
        while index + 8 <= count {
          let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
          let below = (word &- 0x2020_2020_2020_2020) & ~word
          let above = (word &+ 0x0101_0101_0101_0101) | word
          if (below | above) & 0x8080_8080_8080_8080 != 0 { break }
          index += 8
        }
      }
      guard index < count else { break }
      let byte = bytes[index]
      if byte < 0x20 || byte == 0x7F { return true }
      if byte >= 0xC2 {
        let second = index + 1 < count ? bytes[index + 1] : 0
        let third = index + 2 < count ? bytes[index + 2] : 0
        switch (byte, second) {
        case (0xC2, 0x80...0x9F): return true  // C1 controls
        case (0xD8, 0x9C): return true  // U+061C
        case (0xE2, 0x80):  // U+200E, U+200F, U+2028–U+202E
          if third == 0x8E || third == 0x8F || (0xA8...0xAE).contains(third) { return true }
        case (0xE2, 0x81):  // U+2066–U+2069
          if (0xA6...0xA9).contains(third) { return true }
        case (0xEF, 0xBB):  // U+FEFF
          if third == 0xBF { return true }
        default: break
        }
      }
      index += 1
    }
    return false
  }

  /// Whether a scalar is removed or replaced: a control, DEL, a BOM, a line separator or a
  /// bidi control.
  static func needsAction(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    return value < 0x20 || (0x7F...0x9F).contains(value) || value == 0xFEFF || value == 0x2028
      || value == 0x2029 || isBidiControl(value)
  }

  /// Whether a code point is one of the bidi embedding, override, isolate or mark controls.
  public static func isBidiControl(_ value: UInt32) -> Bool {
    switch value {
    case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: return true
    default: return false
    }
  }

  /// The index after the escape sequence that starts with the ESC at `start`.
  static func endOfEscape(_ scalars: [Unicode.Scalar], at start: Int) -> Int {
    let next = start + 1
    guard next < scalars.count else { return next }
    switch scalars[next].value {
    case 0x5B:  // [  CSI
      return endOfControlSequence(scalars, from: next + 1)
    case 0x5D, 0x50, 0x58, 0x5E, 0x5F:  // ]  P  X  ^  _  OSC, DCS, SOS, PM, APC
      return endOfControlString(scalars, from: next + 1)
    case 0x20...0x2F:  // intermediates, then one final byte (ESC ( B)
      var index = next
      while index < scalars.count, (0x20...0x2F).contains(scalars[index].value) { index += 1 }
      if index < scalars.count, (0x30...0x7E).contains(scalars[index].value) { index += 1 }
      return index
    case 0x30...0x7E:  // a two-character sequence (ESC c, ESC 7, ESC \)
      return next + 1
    default:
      return next
    }
  }

  /// The index after a CSI's parameters, intermediates and final byte.
  static func endOfControlSequence(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
    var index = start
    while index < scalars.count, (0x20...0x3F).contains(scalars[index].value) { index += 1 }
    if index < scalars.count, (0x40...0x7E).contains(scalars[index].value) { index += 1 }
    return index
  }

  /// The index after a control string's terminator (BEL, ST or ESC \\); an ESC that starts
  /// something else ends the string and is left to be read as the next sequence. When the string
  /// is never terminated only its introducer is dropped: without it the rest is plain text.
  static func endOfControlString(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
    var index = start
    while index < scalars.count {
      switch scalars[index].value {
      case 0x07, 0x9C:
        return index + 1
      case 0x1B:
        let next = index + 1
        return next < scalars.count && scalars[next] == "\\" ? next + 1 : index
      default:
        index += 1
      }
    }
    return start
  }
}
