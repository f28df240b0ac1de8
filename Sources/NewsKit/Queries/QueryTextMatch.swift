import CSQLiteShim
import Foundation
import GRDB

/// The SQL function `news_match(pattern, text)` queries compile to for text: the pattern's
/// first byte says how it matches, the rest is what (`QueryTextMatch.pattern`):
/// `r` a regular expression, `e` equal, `w` one of the words, `t` one of the tags (separated
/// by U+001F), all folded as search folds text.
final class QueryTextMatch: @unchecked Sendable {
  let matcher: QueryRegexMatcher

  init(matcher: QueryRegexMatcher) { self.matcher = matcher }

  /// The separator of the tags of a tag list.
  static let tagSeparator = "\u{1F}"

  /// The pattern text for a kind and a value.
  static func pattern(_ kind: Character, _ value: String) -> String { String(kind) + value }

  /// The match a pattern stands for; nil for a pattern that is not one. Equal, word and tag
  /// become regular expressions of their text, so that every kind runs the same DFA.
  static func compile(_ pattern: String) -> QueryTextMatch? {
    guard let kind = pattern.first else { return nil }
    let value = String(pattern.dropFirst())
    let regex: String
    switch kind {
    case "r": regex = value
    case "e": regex = "^" + literal(value) + "$"
    // One of the words: the word, or one of its inflected forms (`WordForms`).
    case "w":
      let stems = value.contains(" ") ? [] : WordForms.stems(Substring(TextFolding.fold(value)))
      let forms =
        [literal(value)]
        + stems.map { literal(String($0)) + "[^ ]{0,\(WordForms.maximumEnding)}" }
      regex = "(^| )(" + forms.joined(separator: "|") + ")( |$)"
    case "t": regex = "(^|\(tagSeparator))" + literal(value) + "(\(tagSeparator)|$)"
    default: return nil
    }
    return (try? QueryRegex(regex)).map { QueryTextMatch(matcher: QueryRegexMatcher($0)) }
  }

  /// Text as a regular expression that matches just it: ASCII punctuation escaped.
  static func literal(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      if scalar.isASCII, !scalar.properties.isAlphabetic, !("0"..."9").contains(scalar),
        scalar != " ", scalar.value >= 0x20
      {
        out.append("\\")
      }
      out.unicodeScalars.append(scalar)
    }
    return out
  }

  func matches(_ text: UnsafeBufferPointer<UInt8>) -> Bool { matcher.matches(text) }

  /// Defines `news_match` on a connection.
  static func install(on db: Database) throws {
    let code = news_sqlite_create_match(
      UnsafeMutableRawPointer(db.sqliteConnection), "news_match",
      { pattern, length in
        guard let pattern else { return nil }
        let text = String(
          decoding: UnsafeBufferPointer(start: pattern, count: Int(length)), as: UTF8.self)
        guard let match = QueryTextMatch.compile(text) else { return nil }
        return Unmanaged.passRetained(match).toOpaque()
      },
      { compiled, text, length in
        guard let compiled, let text else { return 0 }
        let match = Unmanaged<QueryTextMatch>.fromOpaque(compiled).takeUnretainedValue()
        return match.matches(UnsafeBufferPointer(start: text, count: Int(length))) ? 1 : 0
      },
      { compiled in
        guard let compiled else { return }
        Unmanaged<QueryTextMatch>.fromOpaque(compiled).release()
      })
    guard code == 0 else { throw DatabaseError(resultCode: ResultCode(rawValue: code)) }
  }
}
