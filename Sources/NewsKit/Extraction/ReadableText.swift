import Foundation

/// The readable text of an article page: its paragraphs, headings, list items, quotes and
/// picture captions.
public struct ReadableText: Sendable, Equatable {
  /// What a block of text is.
  public enum Kind: Sendable, Equatable {
    case paragraph, heading, item, quote, caption
  }

  /// One block: a paragraph, a heading, a list item, a quoted paragraph or a caption.
  public struct Block: Sendable, Equatable {
    public var kind: Kind
    public var text: String

    public init(_ kind: Kind, _ text: String) {
      self.kind = kind
      self.text = text
    }
  }

  /// The blocks, in reading order.
  public var blocks: [Block]

  public init(blocks: [Block]) {
    self.blocks = blocks
  }

  /// The most text kept of one article, in UTF-8 bytes: a page of 8 MiB of text made an
  /// edition of 32 such pages take 2.8 GB to print. Past it, the text ends at a block with
  /// `cutMark`.
  public static let longestStored = 1_048_576
  /// The last block of a text cut at `longestStored`.
  public static let cutMark = "[…]"

  /// The text as the store keeps it: blocks separated by blank lines, a heading after `## `,
  /// a list item after `• `, a quoted paragraph after `> `, a caption after `^ `; at most
  /// `longestStored` bytes, whole blocks, then `cutMark`.
  public var stored: String {
    var text = ""
    for block in blocks {
      let marked =
        switch block.kind {
        case .paragraph: block.text
        case .heading: "## " + block.text
        case .item: "• " + block.text
        case .quote: "> " + block.text
        case .caption: "^ " + block.text
        }
      let separator = text.isEmpty ? "" : "\n\n"
      guard text.utf8.count + separator.utf8.count + marked.utf8.count <= Self.longestStored else {
        // A first block longer than the whole allowance is kept in part.
        if text.isEmpty {
          var bytes = 0
          text = String(
            String.UnicodeScalarView(
              marked.unicodeScalars.prefix {
                bytes += String($0).utf8.count
                return bytes <= Self.longestStored
              }))
        }
        return text + "\n\n" + Self.cutMark
      }
      text += separator + marked
    }
    return text
  }

  /// The blocks of stored text (the inverse of `stored`).
  public init(stored: String) {
    blocks = stored.components(separatedBy: "\n\n").compactMap { part in
      let text = part.trimmingCharacters(in: .whitespacesAndNewlines)
      guard !text.isEmpty else { return nil }
      for (marker, kind) in [
        ("## ", Kind.heading), ("• ", .item), ("> ", .quote), ("^ ", .caption),
      ]
      where text.hasPrefix(marker) {
        return Block(kind, String(text.dropFirst(marker.count)))
      }
      return Block(.paragraph, text)
    }
  }

  /// How many words the article's body has (captions left out).
  public var wordCount: Int {
    blocks.reduce(0) { total, block in
      block.kind == .caption ? total : total + Self.countWords(in: block.text)
    }
  }

  /// The text without its captions: what a reader of the body reads.
  public var body: ReadableText {
    ReadableText(blocks: blocks.filter { $0.kind != .caption })
  }

  /// Minutes a reader takes over the body, at 230 words a minute (one Chinese or Japanese
  /// character counts as a word, read faster: 500 a minute); at least 1.
  public var readingMinutes: Int {
    var words = 0.0
    for block in blocks where block.kind != .caption {
      Self.forEachWord(in: block.text) { range in
        words +=
          block.text.unicodeScalars[range].count == 1
            && Self.isUnspaced(block.text.unicodeScalars[range.lowerBound]) ? 230.0 / 500 : 1
      }
    }
    return max(1, Int((words / 230).rounded()))
  }

  /// How many words a text has, as `words(in:)` splits them; ASCII text byte by byte.
  static func countWords(in text: String) -> Int {
    var count = 0
    guard text.utf8.allSatisfy({ $0 < 0x80 }) else {
      forEachWord(in: text) { _ in count += 1 }
      return count
    }
    var inWord = false
    for byte in text.utf8 {
      let isWord =
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte)
        || (0x61...0x7A).contains(byte)
      if isWord, !inWord { count += 1 }
      inWord = isWord
    }
    return count
  }

  /// The words of a text, lower-cased: runs of letters and digits, and each Chinese or
  /// Japanese character on its own (those scripts put no spaces between words, so a run
  /// would be a whole clause and a long article would count as a handful of "words").
  public static func words(in text: String) -> [Substring] {
    let lowered = text.lowercased()
    var words: [Substring] = []
    forEachWord(in: lowered) { range in words.append(Substring(lowered.unicodeScalars[range])) }
    return words
  }

  /// Calls `body` with the range of each word of a text, in one pass over its scalars.
  static func forEachWord(in text: String, _ body: (Range<String.Index>) -> Void) {
    let scalars = text.unicodeScalars
    var start: String.Index?
    var index = scalars.startIndex
    while index < scalars.endIndex {
      let scalar = scalars[index]
      let next = scalars.index(after: index)
      if isUnspaced(scalar) {
        if let begun = start { body(begun..<index) }
        start = nil
        body(index..<next)
      } else if isWordScalar(scalar, inWord: start != nil) {
        if start == nil { start = index }
      } else if let begun = start {
        body(begun..<index)
        start = nil
      }
      index = next
    }
    if let begun = start { body(begun..<scalars.endIndex) }
  }

  /// Whether a scalar is part of a word: a letter or digit, or a mark that follows one.
  static func isWordScalar(_ scalar: Unicode.Scalar, inWord: Bool) -> Bool {
    if scalar.isASCII {
      let value = scalar.value
      return (0x30...0x39).contains(value) || (0x41...0x5A).contains(value)
        || (0x61...0x7A).contains(value)
    }
    let properties = scalar.properties
    if properties.isAlphabetic || properties.numericType != nil { return true }
    guard inWord else { return false }
    switch properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark: return true
    default: return false
    }
  }

  /// Whether a scalar belongs to a script written without spaces between words: Han
  /// ideographs, hiragana, katakana (Korean Hangul is written with spaces).
  static func isUnspaced(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x3040...0x30FF, 0x31F0...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF,
      0xFF66...0xFF9F, 0x20000...0x2FA1F:
      return true
    default: return false
    }
  }
}
