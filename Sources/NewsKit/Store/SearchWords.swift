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
