import Foundation

/// Folds text for matching what a person typed: lower case, no diacritics.
public enum TextFolding {
  /// `Świat` and `swiat` fold to the same key; so do `Łódź` and `lodz`.
  ///
  /// Foundation's decomposition is quadratic in the length of its input on Linux (a 1 MB title
  /// took seconds), so the text is folded in pieces of a few hundred scalars, cut at a space
  /// where there is one and otherwise before a scalar that starts a character (combining
  /// class 0), where decomposition and lower-casing cannot see across the cut.
  public static func fold(_ text: String) -> String {
    if text.utf8.count <= chunkSize { return foldPiece(Substring(text)) }
    var folded = ""
    folded.reserveCapacity(text.utf8.count)
    for piece in pieces(of: text) {
      folded += foldPiece(Substring(text.unicodeScalars[piece]))
    }
    return folded
  }

  /// The text cut into pieces of at most `4 × chunkSize` scalars: at a space once a piece has
  /// `chunkSize` scalars, else before a character-starting scalar once it has four times that.
  static func pieces(of text: String) -> [Range<String.UnicodeScalarView.Index>] {
    let scalars = text.unicodeScalars
    var pieces: [Range<String.UnicodeScalarView.Index>] = []
    var start = scalars.startIndex
    var count = 0
    var index = start
    while index < scalars.endIndex {
      let scalar = scalars[index]
      if count >= chunkSize,
        scalar == " "
          || count >= chunkSize * 4
            && scalar.properties.canonicalCombiningClass == .notReordered
      {
        pieces.append(start..<index)
        start = index
        count = 0
      }
      count += 1
      index = scalars.index(after: index)
    }
    if start < scalars.endIndex { pieces.append(start..<scalars.endIndex) }
    return pieces
  }

  /// Scalars folded at once.
  static let chunkSize = 256

  static func foldPiece(_ text: Substring) -> String {
    var folded = String.UnicodeScalarView()
    for scalar in text.lowercased().decomposedStringWithCanonicalMapping.unicodeScalars {
      switch scalar.properties.generalCategory {
      case .nonspacingMark, .enclosingMark, .spacingMark:
        continue
      default:
        // ł and đ do not decompose; fold them by hand.
        switch scalar {
        case "ł": folded.append("l")
        case "đ": folded.append("d")
        case "ø": folded.append("o")
        default: folded.append(scalar)
        }
      }
    }
    return String(folded)
  }

  /// The optimal-string-alignment distance: insertions, deletions, substitutions and swaps of
  /// neighbours each cost one, so `sprot` is one step from `sport`.
  public static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { table[i][0] = i }
    for j in 0...b.count { table[0][j] = j }
    for i in 1...a.count {
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var best = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
        if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
          best = min(best, table[i - 2][j - 2] + 1)
        }
        table[i][j] = best
      }
    }
    return table[a.count][b.count]
  }
}
