import Foundation

/// Folds text for matching what a person typed: lower case, no diacritics.
public enum TextFolding {
  /// `Świat` and `swiat` fold to the same key; so do `Łódź` and `lodz`.
  ///
  /// Folding is context-free, one scalar at a time (lower-casing maps each scalar on its own,
  /// decomposition too, and the marks it separates are dropped), so it is done in one pass:
  /// ASCII by hand, Latin letters from a table, and only runs of other scripts through
  /// Foundation, whose decomposition is slow per call and quadratic in the length of its input
  /// on Linux (a 1 MB title took seconds). Storing a feed article folds its title and summary,
  /// so this is on the path of every refresh.
  public static func fold(_ text: String) -> String {
    String(decoding: foldedUTF8(text), as: UTF8.self)
  }

  /// `fold(text)` as UTF-8 bytes, for readers that split words on bytes.
  static func foldedUTF8(_ text: String) -> [UInt8] {
    // ASCII on its contiguous bytes: through the UTF-8 view, a byte at a time, the test and
    // the copy were 4 % of a refresh's instructions.
    var contiguous = text
    if let ascii = contiguous.withUTF8({ bytes in
      bytes.allSatisfy { $0 < 0x80 } ? bytes.map(lowercaseASCII) : nil
    }) {
      return ascii
    }
    var folded: [UInt8] = []
    folded.reserveCapacity(text.utf8.count)
    var run = String.UnicodeScalarView()
    var runLength = 0
    func flush() {
      guard runLength > 0 else { return }
      folded += foundationFold(Substring(String(run))).utf8
      run = String.UnicodeScalarView()
      runLength = 0
    }
    for scalar in text.unicodeScalars {
      if scalar.isASCII {
        flush()
        folded.append(lowercaseASCII(UInt8(scalar.value)))
      } else if let fold = tableFold(scalar.value) {
        flush()
        folded += LatinFoldTable.bytes[fold]
      } else {
        run.append(scalar)
        runLength += 1
        if runLength >= runLimit { flush() }
      }
    }
    flush()
    return folded
  }

  /// One scalar folded, as UTF-8: what `fold` makes of it anywhere in a text (folding is one
  /// scalar at a time), for matchers that fold as they read.
  public static func foldedUTF8(_ scalar: Unicode.Scalar) -> [UInt8] {
    if scalar.isASCII { return [lowercaseASCII(UInt8(scalar.value))] }
    if let fold = tableFold(scalar.value) { return Array(LatinFoldTable.bytes[fold]) }
    return Array(foundationFold(Substring(String(scalar))).utf8)
  }

  static func lowercaseASCII(_ byte: UInt8) -> UInt8 {
    (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
  }

  /// Where a non-ASCII scalar's fold lies in `LatinFoldTable.bytes`, if the table has it
  /// (Latin, Greek, Cyrillic, General Punctuation: `LatinFoldTable`).
  @inline(__always)
  static func tableFold(_ value: UInt32) -> Range<Int>? {
    let entry: Int
    if value < LatinFoldTable.end {
      entry = Int(value) - 0x80
    } else if value >= LatinFoldTable.secondStart, value < LatinFoldTable.secondEnd {
      entry = LatinFoldTable.end - 0x80 + Int(value) - LatinFoldTable.secondStart
    } else {
      return nil
    }
    return Int(LatinFoldTable.starts[entry])..<Int(LatinFoldTable.starts[entry + 1])
  }

  /// Scalars of other scripts folded by Foundation at once, at most.
  static let runLimit = 256

  /// Foundation's fold of a whole piece: lower-cased, decomposed, marks dropped; the reference
  /// the one-pass fold agrees with.
  static func foundationFold(_ text: Substring) -> String {
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
