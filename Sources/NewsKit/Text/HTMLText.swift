/// Turns an HTML fragment into plain text: tags out, entities decoded.
///
/// Works on UTF-8 bytes: tags and their names are ASCII, and this runs for every title and
/// summary shown.
public enum HTMLText {
  /// Tags that sit inside a line of text; every other tag stands for a break and becomes a space.
  static let inlineTags = [
    "a", "abbr", "b", "bdi", "bdo", "cite", "code", "data", "dfn", "em", "font", "i", "kbd",
    "mark", "q", "s", "samp", "small", "span", "strike", "strong", "sub", "sup", "time", "tt",
    "u", "var", "wbr",
  ]
  /// Tags whose content is not text at all.
  static let hiddenContentTags = ["script", "style", "template", "noscript"]
  /// The two lists as packed names (`packedName`): a summary's tags are told apart by comparing
  /// numbers, not by making each name a String and hashing it into a set (half of the cost of
  /// stripping a typical summary's tags).
  static let inlinePacked = inlineTags.map(packedName)
  static let hiddenPacked = hiddenContentTags.map(packedName)

  /// The text with tags, comments and script or style content removed.
  ///
  /// A `<` that does not start a tag (as in `a < b`) is kept.
  public static func stripTags(_ text: String) -> String {
    var steps = 0
    return stripTags(text, steps: &steps)
  }

  /// `stripTags`, counting the bytes it examines in `steps` (for the linearity tests).
  static func stripTags(_ text: String, steps: inout Int) -> String {
    var text = text
    return text.withUTF8 { stripped($0, steps: &steps).map { String(decoding: $0, as: UTF8.self) } }
      ?? text
  }

  /// The bytes of `stripTags`; nil when there is no `<` and so nothing to strip. Valid UTF-8
  /// stays valid: every cut starts and ends at an ASCII byte.
  static func stripped(_ bytes: UnsafeBufferPointer<UInt8>, steps: inout Int) -> [UInt8]? {
    guard bytes.contains(UInt8(ascii: "<")) else { return nil }
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count)
    var closes = CloseFinder()
    var index = 0
    while index < bytes.count {
      // The text up to the next `<`, copied whole.
      let stop = ByteScan.copy(bytes, from: index, upTo: UInt8(ascii: "<"), into: &output)
      steps += stop - index + 1
      index = stop
      guard index < bytes.count else { break }
      guard index + 1 < bytes.count, startsTag(bytes[index + 1]) else {
        output.append(bytes[index])
        index += 1
        continue
      }
      if hasPrefix(bytes, at: index, "<!--") {
        let next = end(of: "-->", in: bytes, from: index + 4) ?? bytes.count
        steps += next - index
        index = next
        continue
      }
      guard let close = closes.next(in: bytes, from: index, steps: &steps) else {
        output.append(bytes[index])
        index += 1
        continue
      }
      let name = packedTagName(bytes, from: index + 1)
      let isClosing = bytes[index + 1] == UInt8(ascii: "/")
      index = close + 1
      if !isClosing, let name, hiddenPacked.contains(name) {
        let next =
          end(of: "</\(unpacked(name))", in: bytes, from: index).flatMap {
            firstIndex(of: UInt8(ascii: ">"), in: bytes, from: $0).map { $0 + 1 }
          } ?? bytes.count
        steps += next - index
        index = next
      }
      if name.map({ !inlinePacked.contains($0) }) ?? true {
        output.append(UInt8(ascii: " "))
      }
    }
    return output
  }

  /// Elements an escaped-twice fragment is made of; anything else in angle brackets is text.
  static let htmlTagNames: Set<String> = [
    "a", "abbr", "article", "aside", "audio", "b", "blockquote", "br", "center", "cite", "code",
    "dd", "del", "div", "dl", "dt", "em", "figcaption", "figure", "font", "footer", "h1", "h2",
    "h3", "h4", "h5", "h6", "header", "hr", "i", "iframe", "img", "ins", "li", "mark", "ol", "p",
    "picture", "pre", "q", "s", "script", "section", "small", "source", "span", "strike",
    "strong", "style", "sub", "sup", "table", "tbody", "td", "th", "thead", "time", "tr", "u",
    "ul", "video",
  ]

  /// Whether the text holds a tag of `htmlTagNames` (`<p>`, `</em>`, `<br/>`, `<a href=…>`).
  ///
  /// Read from the bytes; where a `<` or a name meets a non-ASCII scalar, which may join it
  /// into one Character (a combining mark, a prepended sign), the Characters answer.
  static func holdsHTMLTags(_ text: String) -> Bool {
    var text = text
    return text.withUTF8(holdsHTMLTags) ?? holdsHTMLTagsByCharacters(text)
  }

  /// `holdsHTMLTags` read from the bytes; nil where only the Characters can tell.
  static func holdsHTMLTags(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
    var index = ByteScan.next(UInt8(ascii: "<"), in: bytes, from: 0)
    while index < bytes.count {
      if index > 0, bytes[index - 1] >= 0x80 { return nil }
      var start = index + 1
      while start < bytes.count, bytes[start] == UInt8(ascii: "/") { start += 1 }
      var end = start
      var name: [UInt8] = []
      while end < bytes.count, isLetter(bytes[end]) || (0x30...0x39).contains(bytes[end]) {
        if name.count <= longestTagName {
          name.append(bytes[end] | (isLetter(bytes[end]) ? 0x20 : 0))
        }
        end += 1
      }
      if end < bytes.count, bytes[end] >= 0x80 { return nil }
      if end - start <= longestTagName,
        htmlTagNames.contains(String(decoding: name, as: UTF8.self))
      {
        return true
      }
      index = ByteScan.next(UInt8(ascii: "<"), in: bytes, from: index + 1)
    }
    return false
  }

  /// The longest name of `htmlTagNames` (`figcaption`).
  static let longestTagName = 10

  /// `holdsHTMLTags`, asked of the text's Characters.
  static func holdsHTMLTagsByCharacters(_ text: String) -> Bool {
    var rest = Substring(text)
    while let open = rest.firstIndex(of: "<") {
      rest = rest[rest.index(after: open)...]
      let name = rest.drop { $0 == "/" }.prefix { $0.isLetter || $0.isNumber }.lowercased()
      if htmlTagNames.contains(name) { return true }
    }
    return false
  }

  /// Finds the next `>` in linear time over a whole document: a search that found one at `c`
  /// answers every later search from before `c`, and a search that found none answers every
  /// later one. Without this, text such as `<b<b<b…` (no `>` at all) made each `<` scan to the
  /// end: seconds for 100 KB.
  struct CloseFinder {
    var known: Int?
    var noneFrom = Int.max

    mutating func next(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, steps: inout Int)
      -> Int?
    {
      if start >= noneFrom { return nil }
      if let known, known >= start { return known }
      guard let found = HTMLText.firstIndex(of: UInt8(ascii: ">"), in: bytes, from: start) else {
        steps += bytes.count - start
        noneFrom = start
        return nil
      }
      steps += found - start
      known = found
      return found
    }
  }

  static func mayHoldMarkup(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    bytes.contains(UInt8(ascii: "<")) || bytes.contains(UInt8(ascii: "&"))
  }

  static func startsTag(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "/") || byte == UInt8(ascii: "!") || byte == UInt8(ascii: "?")
      || isLetter(byte)
  }

  static func isLetter(_ byte: UInt8) -> Bool {
    (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
  }

  /// The lower-cased name of the tag whose name starts at `start` (after `<`, maybe `/`),
  /// packed into a number (`packedName`); nil for a name of more than eight bytes, which no
  /// list here holds.
  static func packedTagName(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> UInt64? {
    var index = start
    if index < bytes.count, bytes[index] == UInt8(ascii: "/") { index += 1 }
    var packed: UInt64 = 0
    var length = 0
    while index < bytes.count, isLetter(bytes[index]) || (0x30...0x39).contains(bytes[index]) {
      guard length < 8 else { return nil }
      let byte = bytes[index] | (isLetter(bytes[index]) ? 0x20 : 0)
      packed |= UInt64(byte) << (8 * length)
      length += 1
      index += 1
    }
    return packed
  }

  /// A name of at most eight bytes (letters and digits, none zero) as one number, its first
  /// byte lowest; an empty name is 0.
  static func packedName(_ name: String) -> UInt64 {
    var packed: UInt64 = 0
    for (offset, byte) in name.utf8.prefix(8).enumerated() {
      packed |= UInt64(byte) << (8 * offset)
    }
    return packed
  }

  /// The name a packed name stands for.
  static func unpacked(_ packed: UInt64) -> String {
    var bytes: [UInt8] = []
    var rest = packed
    while rest != 0 {
      bytes.append(UInt8(truncatingIfNeeded: rest))
      rest >>= 8
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  static func firstIndex(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int)
    -> Int?
  {
    var index = start
    while index < bytes.count {
      if bytes[index] == byte { return index }
      index += 1
    }
    return nil
  }

  /// Whether `marker` (ASCII) is at `index`, ignoring case.
  static func hasPrefix(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, _ marker: String)
    -> Bool
  {
    var marker = marker
    return marker.withUTF8 { hasPrefix(bytes, at: index, $0) }
  }

  /// `hasPrefix` of a marker's bytes (a short marker's String is read without copying it to
  /// the heap, which an array of its bytes did at every tag).
  static func hasPrefix(
    _ bytes: UnsafeBufferPointer<UInt8>, at index: Int, _ wanted: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    guard index + wanted.count <= bytes.count else { return false }
    for offset in 0..<wanted.count {
      let byte = bytes[index + offset]
      let folded = isLetter(byte) ? byte | 0x20 : byte
      let expected = isLetter(wanted[offset]) ? wanted[offset] | 0x20 : wanted[offset]
      if folded != expected { return false }
    }
    return true
  }

  /// The index just past the first `marker` at or after `start`.
  static func end(of marker: String, in bytes: UnsafeBufferPointer<UInt8>, from start: Int)
    -> Int?
  {
    var marker = marker
    return marker.withUTF8 { wanted in
      var index = start
      while index + wanted.count <= bytes.count {
        if hasPrefix(bytes, at: index, wanted) { return index + wanted.count }
        index += 1
      }
      return nil
    }
  }
}
