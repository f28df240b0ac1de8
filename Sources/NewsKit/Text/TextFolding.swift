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
    // On the contiguous bytes: ASCII copied lower-cased, other scalars decoded from the bytes
    // (through the UTF-8 or scalar views, a byte or a scalar at a time, the test and the copy
    // were 4 % of a refresh's instructions, and folding Polish a sixth of a `search --offline`).
    var contiguous = text
    return contiguous.withUTF8 { bytes in
      if bytes.allSatisfy({ $0 < 0x80 }) { return bytes.map(lowercaseASCII) }
      var folded: [UInt8] = []
      folded.reserveCapacity(bytes.count)
      // A run of scalars of other scripts, folded by Foundation at once: where it starts.
      var runStart: Int?
      var runLength = 0
      func flush(upTo end: Int) {
        guard let start = runStart else { return }
        let run = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        folded += foundationFold(Substring(run)).utf8
        runStart = nil
        runLength = 0
      }
      var index = 0
      while index < bytes.count {
        if bytes[index] < 0x80 {
          // A run of ASCII copied whole and lower-cased in place: appended a byte at a time,
          // each append checked the array's storage (a sixth of folding a Polish summary).
          flush(upTo: index)
          var end = index + 1
          while end < bytes.count, bytes[end] < 0x80 { end += 1 }
          let start = folded.count
          folded.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<end]))
          folded.withUnsafeMutableBufferPointer { output in
            for position in start..<output.count {
              output[position] = lowercaseASCII(output[position])
            }
          }
          index = end
          continue
        }
        let (value, length) = UTF8Scalar.decode(bytes, at: index)
        if let fold = tableFold(value) {
          flush(upTo: index)
          folded += LatinFoldTable.bytes[fold]
        } else {
          if runStart == nil { runStart = index }
          runLength += 1
          if runLength >= runLimit { flush(upTo: index + length) }
        }
        index += length
      }
      flush(upTo: bytes.count)
      return folded
    }
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
