import Foundation

/// The readable text of an article page: its paragraphs, headings, list items and quotes.
public struct ReadableText: Sendable, Equatable {
  /// What a block of text is.
  public enum Kind: Sendable, Equatable {
    case paragraph, heading, item, quote
  }

  /// One block: a paragraph, a heading, a list item or a quoted paragraph.
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

  /// The text as the store keeps it: blocks separated by blank lines, a heading after `## `,
  /// a list item after `• `, a quoted paragraph after `> `.
  public var stored: String {
    blocks.map { block in
      switch block.kind {
      case .paragraph: block.text
      case .heading: "## " + block.text
      case .item: "• " + block.text
      case .quote: "> " + block.text
      }
    }.joined(separator: "\n\n")
  }

  /// The blocks of stored text (the inverse of `stored`).
  public init(stored: String) {
    blocks = stored.components(separatedBy: "\n\n").compactMap { part in
      let text = part.trimmingCharacters(in: .whitespacesAndNewlines)
      guard !text.isEmpty else { return nil }
      for (marker, kind) in [("## ", Kind.heading), ("• ", .item), ("> ", .quote)]
      where text.hasPrefix(marker) {
        return Block(kind, String(text.dropFirst(marker.count)))
      }
      return Block(.paragraph, text)
    }
  }

  /// How many words the text has.
  public var wordCount: Int {
    blocks.reduce(0) { $0 + Self.words(in: $1.text).count }
  }

  /// The words of a text, lower-cased: runs of letters and digits.
  public static func words(in text: String) -> [Substring] {
    text.lowercased().split { !$0.isLetter && !$0.isNumber }
  }
}
