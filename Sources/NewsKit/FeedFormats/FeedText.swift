import Foundation

/// A text field of a feed: its value and whether it is HTML or plain text.
///
/// Atom says which with `type` (`text`, `html`, `xhtml`, or a MIME type whose content is
/// base64), Atom 0.3 with `mode`; RSS fields are HTML in practice. A plain-text title keeps a
/// literal `<blink>`; an HTML one loses its tags when it is cleaned.
public struct FeedText: Sendable, Equatable {
  /// The text, as HTML when `isHTML`.
  public var value: String
  /// Whether `value` is HTML.
  public var isHTML: Bool

  /// A text from its parts.
  public init(_ value: String, isHTML: Bool) {
    self.value = value
    self.isHTML = isHTML
  }

  /// The cleaned plain text, or nil when nothing is left: HTML is stripped and decoded once
  /// (a feed says what it escaped; `&lt;blink&gt;` in HTML is the text `<blink>`), plain text
  /// is only sanitised.
  public var cleaned: String? {
    TextCleaner.cleanPlain(isHTML ? HTMLEntities.decode(HTMLText.stripTags(value)) : value)
  }

  /// How an element's content is to be read.
  enum Mode: Equatable {
    case text, html, xhtml
    case base64(html: Bool)

    /// The mode an element's attributes ask for; `atom` says whether the default is Atom's
    /// plain text or RSS's HTML.
    static func of(_ attributes: [String: String], atom: Bool) -> Mode {
      if let mode = attributes["mode"]?.lowercased() {  // Atom 0.3: type defaults to text/plain
        let html = attributes["type"]?.lowercased().contains("html") == true
        switch mode {
        case "base64": return .base64(html: html)
        case "xml": return .xhtml
        case "escaped": return html ? .html : .text
        default: break
        }
      }
      guard let type = attributes["type"]?.lowercased().trimmingWhitespace(),
        !type.isEmpty
      else { return atom ? .text : .html }
      switch type {
      case "text", "text/plain": return .text
      case "html", "text/html": return .html
      case "xhtml", "application/xhtml+xml": return .xhtml
      default:
        if type.hasSuffix("+xml") || type.hasSuffix("/xml") { return .xhtml }
        if type.hasPrefix("text/") { return .text }
        // RFC 4287 §4.1.3.3: any other MIME type is base64.
        return atom ? .base64(html: false) : .html
      }
    }
  }

  /// Reads an element's raw content (UTF-8, entities and CDATA as written) in a mode.
  static func read(_ raw: ArraySlice<UInt8>, mode: Mode) -> FeedText {
    switch mode {
    case .xhtml:
      return FeedText(trimmed(String(decoding: raw, as: UTF8.self)), isHTML: true)
    case .html:
      return FeedText(trimmed(flatten(raw, keepTags: true)), isHTML: true)
    case .text:
      return FeedText(trimmed(flatten(raw, keepTags: false)), isHTML: false)
    case .base64(let html):
      let encoded = flatten(raw, keepTags: false).filter { !$0.isWhitespace }
      guard let data = Data(base64Encoded: encoded, options: .ignoreUnknownCharacters) else {
        return FeedText("", isHTML: false)
      }
      return FeedText(trimmed(String(decoding: data, as: UTF8.self)), isHTML: html)
    }
  }

  /// The content with CDATA sections taken literally, comments dropped, character data
  /// entity-decoded, and tags kept as markup (`keepTags`) or dropped with their text kept.
  static func flatten(_ raw: ArraySlice<UInt8>, keepTags: Bool) -> String {
    // Most elements hold no markup at all (a title; a description escaped as text): decoded
    // at once, not built up in a second String.
    let hasMarkup = raw.withUnsafeBufferPointer { bytes in
      guard let start = bytes.baseAddress else { return false }
      return memchr(start, Int32(UInt8(ascii: "<")), bytes.count) != nil
    }
    if !hasMarkup { return HTMLEntities.decode(String(decoding: raw, as: UTF8.self)) }
    var output = ""
    output.reserveCapacity(raw.count)
    var index = raw.startIndex
    func starts(_ marker: String) -> Bool {
      raw[index...].starts(with: marker.utf8)
    }
    func firstIndex(of marker: String, from start: Int) -> Int? {
      let wanted = Array(marker.utf8)
      var position = start
      while position + wanted.count <= raw.endIndex {
        if raw[position] == wanted[0], raw[position...].starts(with: wanted) { return position }
        position += 1
      }
      return nil
    }
    // The next ">" is remembered, so `<a<a<a…` without one is not searched to the end again
    // for every `<` (see `HTMLText.CloseFinder`).
    var knownClose: Int?
    var noCloseFrom = Int.max
    func close(from start: Int) -> Int? {
      if start >= noCloseFrom { return nil }
      if let knownClose, knownClose >= start { return knownClose }
      guard let found = firstIndex(of: ">", from: start) else {
        noCloseFrom = start
        return nil
      }
      knownClose = found
      return found
    }
    while index < raw.endIndex {
      if starts("<![CDATA[") {
        let end = firstIndex(of: "]]>", from: index + 9) ?? raw.endIndex
        output += String(decoding: raw[(index + 9)..<end], as: UTF8.self)
        index = min(end + 3, raw.endIndex)
      } else if starts("<!--") {
        index = firstIndex(of: "-->", from: index + 4).map { $0 + 3 } ?? raw.endIndex
      } else if raw[index] == UInt8(ascii: "<"), index + 1 < raw.endIndex,
        isTagStart(raw[index + 1]), let close = close(from: index)
      {
        if keepTags { output += String(decoding: raw[index...close], as: UTF8.self) }
        index = close + 1
      } else {
        var end = index + 1
        while end < raw.endIndex, raw[end] != UInt8(ascii: "<") { end += 1 }
        output += HTMLEntities.decode(String(decoding: raw[index..<end], as: UTF8.self))
        index = end
      }
    }
    return output
  }

  static func isTagStart(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "/") || byte == UInt8(ascii: "!") || byte == UInt8(ascii: "?")
      || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
  }

  static func trimmed(_ text: String) -> String {
    text.trimmingWhitespace()
  }
}
