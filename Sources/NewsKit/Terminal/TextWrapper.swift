/// Wraps text to a width in terminal columns.
///
/// Breaks at spaces (a non-breaking space keeps "10 000" together); a word wider than the line is
/// broken between grapheme clusters. No line it returns is wider than the width, unless the width
/// is below two columns and a character needs two.
public enum TextWrapper {
  /// The ellipsis that ends cut text.
  public static let ellipsis = "…"

  /// Lines of plain text wrapped by words to `width`, each ending in a newline: how messages
  /// on stdout are printed, so a narrow terminal never splits a word.
  public static func paragraphs(_ lines: [String], width: Int) -> String {
    lines.flatMap { wrap($0, width: width) }.map { $0 + "\n" }.joined()
  }

  /// The lines of `text` wrapped to `width` columns.
  /// A web address in lines of at most `width` columns, broken after `/`, `-`, `?`, `&`, `=`
  /// or `#` where one falls in the line, else at the width: every character kept, in order,
  /// so the lines joined give the address back.
  public static func wrapLink(_ link: String, width: Int) -> [String] {
    let width = max(width, 1)
    var lines: [String] = []
    var rest = Substring(link)
    // The width of what is left, less each line as it is cut: measuring the rest again for
    // every line made a 40 KB address take seconds (the work grew with its square).
    var remaining = DisplayWidth.of(rest)
    while remaining > width {
      var cut = rest.startIndex
      var used = 0
      var lastBreak: Substring.Index?
      while cut < rest.endIndex {
        let next = DisplayWidth.of(rest[cut])
        if used + next > width { break }
        used += next
        if "/-?&=#".contains(rest[cut]) { lastBreak = rest.index(after: cut) }
        cut = rest.index(after: cut)
      }
      if cut == rest.startIndex { cut = rest.index(after: cut) }
      // A break near the end of the line, not one at its start that would leave it nearly empty.
      if let lastBreak, rest.distance(from: rest.startIndex, to: lastBreak) > width / 3 {
        cut = lastBreak
      }
      lines.append(String(rest[..<cut]))
      remaining -= DisplayWidth.of(rest[..<cut])
      rest = rest[cut...]
    }
    if !rest.isEmpty || lines.isEmpty { lines.append(String(rest)) }
    return lines
  }

  public static func wrap(_ text: String, width: Int) -> [String] {
    wrap(text, width: width, stoppingAt: .max)
  }

  /// `wrap`, stopped once `limit` lines are whole: the first `limit` lines are `wrap`'s, and
  /// there are `limit` or more exactly when `wrap` gives as many. A list's summary shows three
  /// lines of what was a whole summary measured and wrapped.
  static func wrap(_ text: String, width: Int, stoppingAt limit: Int) -> [String] {
    let width = max(width, 1)
    var lines: [String] = []
    var line = ""
    var lineWidth = 0
    for word in words(text) {
      if lines.count >= limit { return lines }
      let wordWidth = DisplayWidth.of(word)
      if lineWidth > 0 && lineWidth + 1 + wordWidth <= width {
        // Appended as a Substring: `" " + word` took the generic path, a Character at a time
        // (1,900 instructions a word, a fifth of drawing a list).
        line.append(" ")
        line.append(contentsOf: word)
        lineWidth += 1 + wordWidth
        continue
      }
      if lineWidth > 0 {
        lines.append(line)
      }
      if wordWidth <= width {
        line = String(word)
        lineWidth = wordWidth
      } else {
        var pieces = breakWord(word, width: width)
        let last = pieces.removeLast()
        lines += pieces
        line = last
        lineWidth = DisplayWidth.of(last)
      }
    }
    if lineWidth > 0 || lines.isEmpty {
      lines.append(line)
    }
    return lines
  }

  /// `text` cut into pieces of at most `width` columns, between grapheme clusters.
  public static func breakWord<S: StringProtocol>(_ text: S, width: Int) -> [String] {
    var pieces: [String] = []
    var piece = ""
    var pieceWidth = 0
    for character in text {
      let characterWidth = DisplayWidth.of(character)
      if pieceWidth + characterWidth > width && pieceWidth > 0 {
        pieces.append(piece)
        piece = ""
        pieceWidth = 0
      }
      piece.append(character)
      pieceWidth += characterWidth
    }
    pieces.append(piece)
    return pieces
  }

  /// At most `maxLines` lines of `text` wrapped to `width`; when text was left out, the last
  /// line ends with an ellipsis.
  public static func wrap(_ text: String, width: Int, maxLines: Int) -> [String] {
    let lines = wrap(text, width: width, stoppingAt: maxLines > 0 ? maxLines + 1 : .max)
    guard lines.count > maxLines, maxLines > 0 else { return lines }
    var last = lines[maxLines - 1]
    while !last.isEmpty && DisplayWidth.of(last) + DisplayWidth.of(ellipsis) > max(width, 1) {
      last.removeLast()
    }
    while let end = last.last, end == " " || ",;:.-–—".contains(end) {
      last.removeLast()
    }
    return Array(lines.prefix(maxLines - 1)) + [last + ellipsis]
  }

  /// The words of `text` between spaces, as `split(separator: " ")` gives them (splitting
  /// Characters was most of wrapping a list: 3 of the 40 million instructions of a `read`).
  static func words(_ text: String) -> [Substring] {
    spaceSeparatedWords(text) ?? text.split(separator: " ", omittingEmptySubsequences: true)
  }

  /// The words, found from the bytes; nil where a space may not stand alone as a Character:
  /// when the scalar beside it is past the simple ones (a combining mark after it joins it, a
  /// prepended sign before it too), and the Characters must say.
  static func spaceSeparatedWords(_ text: String) -> [Substring]? {
    let utf8 = text.utf8
    var starts: [Int] = []
    var ends: [Int] = []
    let found: Bool? = utf8.withContiguousStorageIfAvailable { bytes in
      var start = 0
      var index = 0
      while index < bytes.count {
        guard bytes[index] == 0x20 else {
          index += 1
          continue
        }
        if index > 0, bytes[index - 1] >= 0x80,
          !standsApart(UTF8Scalar.decode(bytes, endingAt: index))
        {
          return false
        }
        if index + 1 < bytes.count, bytes[index + 1] >= 0x80,
          !standsApart(UTF8Scalar.decode(bytes, at: index + 1).value)
        {
          return false
        }
        if index > start {
          starts.append(start)
          ends.append(index)
        }
        index += 1
        start = index
      }
      if bytes.count > start {
        starts.append(start)
        ends.append(bytes.count)
      }
      return true
    }
    guard found == true else { return nil }
    return zip(starts, ends).map { start, end in
      text[
        utf8.index(utf8.startIndex, offsetBy: start)..<utf8.index(utf8.startIndex, offsetBy: end)]
    }
  }

  /// Whether a scalar never joins a space beside it into one Character: Latin, Latin-1 and
  /// most punctuation (dashes, quotes, the ellipsis) are never a mark, a joiner or prepended.
  static func standsApart(_ scalar: UInt32) -> Bool {
    scalar < 0x300 || (0x2010...0x2027).contains(scalar) || (0x2030...0x205E).contains(scalar)
  }
}
