import Foundation
import GRDB

/// An article's story words as the store keeps them (`story_seed`) for the days a grouping
/// reads as seeds: read from its title and summary once, when it is grouped, instead of at
/// every refresh that seeds its days. A refresh of 100 feeds into a heavy reader's year
/// (1,000,000 articles, 2,740 a day) seeded about 7,800 stored articles and read each one's
/// words again: a third of its CPU.
///
/// Kept for the articles of the last `keptFor` before the newest fetch (a refresh's articles
/// are mostly of now, and seed the 48 hours either side); an older seed has none and is read
/// from its text, as before. A blob: `version`, then the title's words and the text's, each a count and each
/// word its length and UTF-8 bytes (LEB128 numbers). Changing what `StoryWords.terms` or
/// `StoryGrouper.textTerms` read means raising `version`: words of another version are read
/// again from the text.
enum StorySeedWords {
  /// The version of the words' reading the blob holds.
  static let version: UInt8 = 1
  /// How long after an article's time its words are kept.
  static let keptFor: TimeInterval = 7 * 86_400
  /// The longest blob read back (a damaged store's row is read from the text instead).
  static let longest = 64 * 1_024

  /// The blob of an article's story words.
  static func encode(title: [String], text: [String]) -> [UInt8] {
    var bytes: [UInt8] = [version]
    bytes.reserveCapacity(1 + (title.count + text.count) * 8)
    for words in [title, text] {
      append(words.count, to: &bytes)
      for word in words {
        append(word.utf8.count, to: &bytes)
        bytes.append(contentsOf: word.utf8)
      }
    }
    return bytes
  }

  /// The words of a blob `encode` made; nil for another version or damaged bytes.
  static func decode(_ data: Data) -> (title: [String], text: [String])? {
    guard data.count <= longest else { return nil }
    return data.withUnsafeBytes { raw -> (title: [String], text: [String])? in
      let bytes = raw.bindMemory(to: UInt8.self)
      guard bytes.first == version else { return nil }
      var position = 1
      func number() -> Int? {
        var value = 0
        var shift = 0
        while position < bytes.count, shift < 28 {
          let byte = bytes[position]
          position += 1
          value |= Int(byte & 0x7f) << shift
          if byte < 0x80 { return value }
          shift += 7
        }
        return nil
      }
      func words() -> [String]? {
        guard let count = number(), count <= bytes.count else { return nil }
        var words: [String] = []
        words.reserveCapacity(count)
        for _ in 0..<count {
          guard let length = number(), length <= bytes.count - position else { return nil }
          words.append(
            String(
              decoding: UnsafeBufferPointer(rebasing: bytes[position..<(position + length)]),
              as: UTF8.self))
          position += length
        }
        return words
      }
      guard let title = words(), let text = words(), position == bytes.count else { return nil }
      return (title, text)
    }
  }

  /// Appends `value` as LEB128.
  private static func append(_ value: Int, to bytes: inout [UInt8]) {
    var value = UInt(max(0, value))
    while value >= 0x80 {
      bytes.append(UInt8(value & 0x7f) | 0x80)
      value >>= 7
    }
    bytes.append(UInt8(value))
  }

  /// Keeps these articles' words (each by its time and id), replacing any kept before.
  static func keep(
    _ articles: [(id: Int64, at: Double, title: [String], text: [String])], in db: Database
  ) throws {
    try insert.run(articles.count, in: db) { row, binder, first in
      binder.bind(articles[row].at, at: first)
      binder.bind(articles[row].id, at: first + 1)
      binder.bind(
        bytes: encode(title: articles[row].title, text: articles[row].text), at: first + 2)
    }
  }

  /// `keep`'s insert, many rows a statement.
  private static let insert = BatchedInsert(
    "INSERT OR REPLACE INTO story_seed (at, article_id, words)", width: 3)

  /// Lets go of the words of articles of before `time` (the front of the table: it is in time
  /// order).
  static func forget(before time: Double, in db: Database) throws {
    try db.cachedStatement(sql: "DELETE FROM story_seed WHERE at < ?").execute(arguments: [time])
  }

  /// The time before which a batch of articles lets kept words go, from when its articles
  /// were fetched (`fetched`: the clock of the refresh or list that brought them, where
  /// their own dates may be anything a feed says): `keptFor` before the last.
  static func cutoff(fetched: [Double]) -> Double? {
    fetched.max().map { $0 - keptFor }
  }
}
