import Foundation

/// Folds text for matching what a person typed: lower case, no diacritics.
public enum TextFolding {
  /// `Świat` and `swiat` fold to the same key; so do `Łódź` and `lodz`.
  public static func fold(_ text: String) -> String {
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
