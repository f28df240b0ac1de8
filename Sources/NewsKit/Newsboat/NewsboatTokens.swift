import Foundation

/// newsboat's way of splitting a line of `urls` or `config` into words (its
/// `tokenize_quoted`): whitespace between words, `"…"` keeps spaces with `\"`, `\\`, `\n`,
/// `\t` and `\r` escapes inside, and a `#` starting a word ends the line.
enum NewsboatTokens {
  /// The words of a line; at most `limit` (a line of a million words is cut, not looped over).
  static func split(_ line: Substring, limit: Int = 4_096) -> [String] {
    var words: [String] = []
    var rest = line.unicodeScalars[...]
    let delimiters: Set<Unicode.Scalar> = [" ", "\t", "\r", "\n"]
    while words.count < limit {
      guard let start = rest.firstIndex(where: { !delimiters.contains($0) }) else { break }
      rest = rest[start...]
      guard let first = rest.first, first != "#" else { break }
      if first == "\"" {
        var word = String.UnicodeScalarView()
        var iterator = rest.dropFirst().makeIterator()
        var consumed = 1
        var closed = false
        while let scalar = iterator.next() {
          consumed += 1
          if scalar == "\"" {
            closed = true
            break
          }
          if scalar == "\\", let escaped = iterator.next() {
            consumed += 1
            switch escaped {
            case "n": word.append("\n")
            case "r": word.append("\r")
            case "t": word.append("\t")
            case "`": word.append(contentsOf: "\\`".unicodeScalars)
            default: word.append(escaped)
            }
            continue
          }
          word.append(scalar)
        }
        words.append(String(word))
        rest = closed ? rest.dropFirst(consumed) : rest[rest.endIndex...]
      } else {
        let end = rest.firstIndex(where: { delimiters.contains($0) }) ?? rest.endIndex
        words.append(String(rest[..<end]))
        rest = rest[end...]
      }
    }
    return words
  }
}
