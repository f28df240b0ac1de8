/// A tolerant tokenizer for web pages: start and end tags with their attributes, and text.
///
/// Pages are not well-formed: unquoted and repeated attributes, stray `<` and `&`, tags cut off
/// at the end, unclosed comments. This reads UTF-8 bytes once, never fails, and skips what a
/// reader never sees: comments, doctypes, processing instructions, and the content of
/// `script`, `style`, `template` and the like (read up to their end tag as browsers do, so a
/// `<p>` inside a script string is not a paragraph). Entities in text and attribute values are
/// decoded; nothing else is interpreted.
struct HTMLTokenizer {
  /// One piece of the page.
  enum Token: Equatable {
    /// `<name …>`; the name lower-cased; only the attributes extraction reads are kept.
    case start(name: String, attributes: [String: String], selfClosing: Bool)
    /// `</name>`.
    case end(name: String)
    /// Text between tags, entities decoded, whitespace as found.
    case text(String)
  }

  /// Elements whose content is not markup, read raw up to their end tag; only `title`'s is kept.
  static let rawText: Set<String> = [
    "script", "style", "template", "textarea", "xmp", "iframe", "noembed", "noframes",
    "noscript", "svg", "math", "title",
  ]
  /// The attributes anything downstream looks at.
  static let keptAttributes: Set<String> = [
    "id", "class", "href", "role", "hidden", "aria-hidden", "style", "itemprop", "property",
    "name", "content", "charset", "http-equiv", "lang", "type",
  ]

  private let bytes: [UInt8]
  private var position = 0
  /// What to do with a raw-text element's content: skip it, hand it over as text (entities
  /// decoded: `title`), or as it is (a JSON-LD script, parsed as JSON later).
  enum RawContent {
    case skip, text, verbatim
  }

  private var pendingRaw: (name: String, content: RawContent)?
  private var pendingEnd: String?

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// The next token, or nil at the end of the page.
  mutating func next() -> Token? {
    if let name = pendingEnd {
      pendingEnd = nil
      return .end(name: name)
    }
    if let raw = pendingRaw {
      pendingRaw = nil
      let content = rawContent(until: raw.name)
      guard raw.content != .skip, !content.isEmpty else { return .end(name: raw.name) }
      pendingEnd = raw.name
      return .text(raw.content == .text ? HTMLEntities.decode(content) : content)
    }
    while position < bytes.count {
      guard bytes[position] == UInt8(ascii: "<") else { return text() }
      if starts(with: "<!--") {
        position = find("-->", from: position + 4).map { $0 + 3 } ?? bytes.count
        continue
      }
      if starts(with: "<!") || starts(with: "<?") {
        position = find(">", from: position + 2).map { $0 + 1 } ?? bytes.count
        continue
      }
      if let tag = tag() { return tag }
      if position >= bytes.count { return nil }
      return text(includingFirst: true)
    }
    return nil
  }

  /// Text up to the next `<`; a `<` that starts no tag is text too.
  private mutating func text(includingFirst: Bool = false) -> Token {
    let start = position
    if includingFirst { position += 1 }
    while position < bytes.count, bytes[position] != UInt8(ascii: "<") { position += 1 }
    let raw = String(decoding: bytes[start..<position], as: UTF8.self)
    return .text(raw.utf8.contains(UInt8(ascii: "&")) ? HTMLEntities.decode(raw) : raw)
  }

  /// A tag at the current `<`, or nil (and the position unchanged) when none starts there.
  private mutating func tag() -> Token? {
    var index = position + 1
    let closing = index < bytes.count && bytes[index] == UInt8(ascii: "/")
    if closing { index += 1 }
    let nameStart = index
    guard index < bytes.count, Self.isLetter(bytes[index]) else { return nil }
    while index < bytes.count, Self.isNameByte(bytes[index]) { index += 1 }
    let name = Self.lowercased(bytes[nameStart..<index])
    var attributes: [String: String] = [:]
    var selfClosing = false
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: ">") {
        position = index + 1
        if closing { return .end(name: name) }
        if Self.rawText.contains(name), !selfClosing {
          let isJSONLD =
            name == "script" && attributes["type"]?.lowercased().contains("ld+json") == true
          pendingRaw = (name, name == "title" ? .text : isJSONLD ? .verbatim : .skip)
        }
        return .start(name: name, attributes: attributes, selfClosing: selfClosing)
      }
      if byte == UInt8(ascii: "/") {
        selfClosing = true
        index += 1
        continue
      }
      guard !Self.isSpace(byte) else {
        index += 1
        continue
      }
      selfClosing = false
      let attributeStart = index
      while index < bytes.count, !Self.isSpace(bytes[index]),
        bytes[index] != UInt8(ascii: "="), bytes[index] != UInt8(ascii: ">"),
        bytes[index] != UInt8(ascii: "/") || index == attributeStart
      {
        index += 1
      }
      let attribute = Self.lowercased(bytes[attributeStart..<index])
      while index < bytes.count, Self.isSpace(bytes[index]) { index += 1 }
      var value = ""
      if index < bytes.count, bytes[index] == UInt8(ascii: "=") {
        index += 1
        while index < bytes.count, Self.isSpace(bytes[index]) { index += 1 }
        let valueStart: Int
        let valueEnd: Int
        if index < bytes.count,
          bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'")
        {
          let quote = bytes[index]
          valueStart = index + 1
          index = valueStart
          while index < bytes.count, bytes[index] != quote { index += 1 }
          valueEnd = index
          index = min(index + 1, bytes.count)
        } else {
          valueStart = index
          while index < bytes.count, !Self.isSpace(bytes[index]), bytes[index] != UInt8(ascii: ">")
          {
            index += 1
          }
          valueEnd = index
        }
        if Self.keptAttributes.contains(attribute) {
          value = String(decoding: bytes[valueStart..<valueEnd], as: UTF8.self)
        }
      }
      if Self.keptAttributes.contains(attribute), attributes[attribute] == nil {
        attributes[attribute] =
          value.utf8.contains(UInt8(ascii: "&")) ? HTMLEntities.decode(value) : value
      }
    }
    // Cut off inside a tag: the rest of the page is not shown by a browser either.
    position = bytes.count
    return nil
  }

  /// The raw content up to `</name` (ASCII case ignored), moving past the end tag.
  private mutating func rawContent(until name: String) -> String {
    let start = position
    let marker = Array(("</" + name).utf8)
    var index = position
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "<"), index + marker.count <= bytes.count {
        var matches = true
        for offset in 1..<marker.count
        where Self.lowerByte(bytes[index + offset]) != marker[offset] {
          matches = false
          break
        }
        let after = index + marker.count
        if matches, after == bytes.count || !Self.isNameByte(bytes[after]) {
          let content = String(decoding: bytes[start..<index], as: UTF8.self)
          position = find(">", from: after).map { $0 + 1 } ?? bytes.count
          return content
        }
      }
      index += 1
    }
    position = bytes.count
    return String(decoding: bytes[start...], as: UTF8.self)
  }

  private func starts(with marker: StaticString) -> Bool {
    let count = marker.utf8CodeUnitCount
    guard position + count <= bytes.count else { return false }
    let pointer = marker.utf8Start
    for offset in 0..<count where bytes[position + offset] != pointer[offset] { return false }
    return true
  }

  private func find(_ marker: StaticString, from start: Int) -> Int? {
    let count = marker.utf8CodeUnitCount
    let pointer = marker.utf8Start
    var index = start
    while index + count <= bytes.count {
      if bytes[index] == pointer[0] {
        var matches = true
        for offset in 1..<max(count, 1) where bytes[index + offset] != pointer[offset] {
          matches = false
          break
        }
        if matches { return index }
      }
      index += 1
    }
    return nil
  }

  static func lowerByte(_ byte: UInt8) -> UInt8 {
    (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
  }

  static func lowercased(_ slice: ArraySlice<UInt8>) -> String {
    String(decoding: slice.map(lowerByte), as: UTF8.self)
  }

  static func isLetter(_ byte: UInt8) -> Bool {
    (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
  }

  static func isNameByte(_ byte: UInt8) -> Bool {
    isLetter(byte) || (0x30...0x39).contains(byte) || byte == UInt8(ascii: "-")
      || byte == UInt8(ascii: ":") || byte == UInt8(ascii: "_")
  }

  static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
  }
}
