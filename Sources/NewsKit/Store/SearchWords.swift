/// The words offline search matches and ranks by, split the same way from a search and from an
/// article's folded text, and as the index's tokenizer (SQLite's `unicode61`) splits them: a
/// word is a run of letters, digits and private-use characters (categories L*, N*, Co). A
/// search word the tokenizer split in two would be a phrase, which an index without word
/// places (`detail = none`) cannot match: Hindi's vowel signs, marks, part a word.
enum SearchWords {
  /// The words of folded text: the runs of letters and digits (ASCII read byte by byte, other
  /// scripts by their Unicode properties), as slices of the text.
  static func split(_ folded: String) -> [Substring] {
    var words: [Substring] = []
    forEachWord(in: folded) { words.append($0) }
    return words
  }

  /// Calls `body` with each word of folded text, in order, without collecting them.
  static func forEachWord(in folded: String, _ body: (Substring) -> Void) {
    var start: String.Index?
    let scalars = folded.unicodeScalars
    var index = scalars.startIndex
    while index < scalars.endIndex {
      if isWordScalar(scalars[index]) {
        if start == nil { start = index }
      } else if let first = start {
        body(folded[first..<index])
        start = nil
      }
      index = scalars.index(after: index)
    }
    if let first = start { body(folded[first..<folded.endIndex]) }
  }

  /// Calls `body` with each word of folded text given as UTF-8 (`TextFolding.foldedUTF8`), as
  /// slices of its bytes: ranking reads a thousand texts this way without making a string.
  static func forEachWord(inUTF8 folded: [UInt8], _ body: (ArraySlice<UInt8>) -> Void) {
    var start = -1
    var index = 0
    let count = folded.count
    while index < count {
      let byte = folded[index]
      var length = 1
      let isWord: Bool
      if byte < 0x80 {
        isWord =
          (0x30...0x39).contains(byte) || (0x61...0x7A).contains(byte)
          || (0x41...0x5A).contains(byte)
      } else {
        var value: UInt32
        if byte >= 0xF0 {
          length = 4
          value = UInt32(byte & 0x07)
        } else if byte >= 0xE0 {
          length = 3
          value = UInt32(byte & 0x0F)
        } else {
          length = 2
          value = UInt32(byte & 0x1F)
        }
        length = min(length, count - index)
        for offset in 1..<max(length, 1) {
          value = value << 6 | UInt32(folded[index + offset] & 0x3F)
        }
        isWord = Unicode.Scalar(value).map(isWordScalar) ?? false
      }
      if isWord {
        if start < 0 { start = index }
      } else if start >= 0 {
        body(folded[start..<index])
        start = -1
      }
      index += length
    }
    if start >= 0 { body(folded[start..<count]) }
  }

  /// Whether a scalar belongs to a word: a letter, a digit or a private-use character.
  static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: return true
    case 0..<0x80: return false
    default:
      switch scalar.properties.generalCategory {
      case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
        .decimalNumber, .letterNumber, .otherNumber, .privateUse:
        return true
      default: return false
      }
    }
  }
}
