/// A lenient pull tokenizer for the XML of news feeds.
///
/// Feeds are full of small violations: HTML entities such as `&nbsp;` that XML does not define,
/// stray ampersands, undeclared prefixes, literal HTML inside a title. FoundationXML's XMLParser
/// rejects those, and linking it loads libxml2 and the system ICU on every start of `news`.
/// This reads elements and attributes from UTF-8 bytes, skips comments, processing instructions
/// and DOCTYPEs, and can hand over the raw content of an element (`rawContent`) for the feed
/// parser to read as text, HTML or XHTML. Every byte is looked at a bounded number of times:
/// `steps` counts the work, so tests can check that it grows linearly with the input.
struct XMLTokenizer {
  /// One piece of the document.
  enum Token: Equatable {
    /// `<name a="b">`, `selfClosing` for `<name/>`; names lower-cased, prefixes kept.
    case start(name: String, attributes: [String: String], selfClosing: Bool)
    /// `</name>`.
    case end(name: String)
    /// Character data between tags (the feed parser reads text through `rawContent`).
    case text
  }

  private let bytes: [UInt8]
  private var position = 0
  /// The bytes examined so far.
  private(set) var steps = 0
  /// Set when the document ended inside a tag or an element's content.
  private(set) var endedEarly = false
  /// Where the last start tag's name was, to find its end tag in `rawContent`.
  private var lastName: Range<Int> = 0..<0

  init(_ data: [UInt8]) {
    bytes = data
  }

  /// The next token, or nil at the end of the document.
  mutating func next() -> Token? {
    while position < bytes.count {
      steps += 1
      if bytes[position] != UInt8(ascii: "<") {
        // The text up to the next tag, found by `memchr`; each byte still one step.
        let next = nextOpening(from: position)
        steps += next - position
        position = next
        return .text
      }
      if starts(with: "<![CDATA[", at: position) {
        position = find("]]>", from: position + 9).map { $0 + 3 } ?? bytes.count
        return .text
      }
      if starts(with: "<!--", at: position) {
        position = find("-->", from: position + 4).map { $0 + 3 } ?? bytes.count
        continue
      }
      if starts(with: "<?", at: position) {
        position = find("?>", from: position + 2).map { $0 + 2 } ?? bytes.count
        continue
      }
      if starts(with: "<!", at: position) {
        skipDeclaration()
        continue
      }
      if let tag = readTag() {
        return tag
      }
      if position >= bytes.count { return nil }
      // A "<" that starts no tag is text.
      position += 1
      return .text
    }
    return nil
  }

  /// The raw bytes of the element whose start tag was just read, up to its matching end tag
  /// (same name, nested ones counted; CDATA and comments skipped over), and moves past that
  /// end tag. When the document ends first, returns what there is with `closed` false.
  mutating func rawContent() -> (raw: ArraySlice<UInt8>, closed: Bool) {
    let start = position
    let name = bytes[lastName]
    var depth = 0
    var index = position
    while index < bytes.count {
      steps += 1
      guard bytes[index] == UInt8(ascii: "<") else {
        // On to the next `<` at once (a byte at a time, 1.6 % of a first refresh's
        // instructions), each byte passed still one step.
        let next = nextOpening(from: index + 1)
        steps += next - index - 1
        index = next
        continue
      }
      if starts(with: "<![CDATA[", at: index) {
        index = find("]]>", from: index + 9).map { $0 + 3 } ?? bytes.count
        continue
      }
      if starts(with: "<!--", at: index) {
        index = find("-->", from: index + 4).map { $0 + 3 } ?? bytes.count
        continue
      }
      let closing = index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/")
      let nameStart = index + (closing ? 2 : 1)
      guard matchesName(name, at: nameStart) else {
        index += 1
        continue
      }
      let after = nameStart + name.count
      let close = find(">", from: after)
      if closing {
        if depth == 0 {
          position = close.map { $0 + 1 } ?? bytes.count
          return (bytes[start..<index], close != nil)
        }
        depth -= 1
      } else if let close, bytes[close - 1] != UInt8(ascii: "/") {
        depth += 1
      }
      index = close.map { $0 + 1 } ?? bytes.count
    }
    position = bytes.count
    endedEarly = true
    return (bytes[start..<bytes.count], false)
  }

  /// Where the next `<` at or after `index` is; the end when there is none.
  private func nextOpening(from index: Int) -> Int {
    bytes.withUnsafeBufferPointer { ByteScan.next(UInt8(ascii: "<"), in: $0, from: index) }
  }

  /// Whether `name` (ASCII case ignored) stands at `index` and ends there.
  private mutating func matchesName(_ name: ArraySlice<UInt8>, at index: Int) -> Bool {
    guard index + name.count <= bytes.count else { return false }
    for (offset, byte) in name.enumerated() {
      steps += 1
      if Self.lower(bytes[index + offset]) != Self.lower(byte) { return false }
    }
    let after = index + name.count
    return after == bytes.count || !isNameByte(bytes[after])
  }

  private mutating func readTag() -> Token? {
    var index = position + 1
    let closing = index < bytes.count && bytes[index] == UInt8(ascii: "/")
    if closing { index += 1 }
    let nameStart = index
    while index < bytes.count, isNameByte(bytes[index]) {
      index += 1
      steps += 1
    }
    guard index > nameStart else { return nil }
    let name = String(decoding: bytes[nameStart..<index], as: UTF8.self).lowercased()
    var attributes: [String: String] = [:]
    var selfClosing = false
    while index < bytes.count {
      steps += 1
      let byte = bytes[index]
      if byte == UInt8(ascii: ">") {
        position = index + 1
        if closing { return .end(name: name) }
        lastName = nameStart..<(nameStart + name.utf8.count)
        return .start(name: name, attributes: attributes, selfClosing: selfClosing)
      }
      if byte == UInt8(ascii: "/") {
        selfClosing = true
        index += 1
      } else if isNameByte(byte) {
        selfClosing = false
        let attributeStart = index
        while index < bytes.count, isNameByte(bytes[index]) {
          index += 1
          steps += 1
        }
        let attribute = String(decoding: bytes[attributeStart..<index], as: UTF8.self).lowercased()
        while index < bytes.count, isSpace(bytes[index]) { index += 1 }
        var value = ""
        if index < bytes.count, bytes[index] == UInt8(ascii: "=") {
          index += 1
          while index < bytes.count, isSpace(bytes[index]) { index += 1 }
          if index < bytes.count,
            bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'")
          {
            let quote = bytes[index]
            let valueStart = index + 1
            index = valueStart
            while index < bytes.count, bytes[index] != quote {
              index += 1
              steps += 1
            }
            value = String(decoding: bytes[valueStart..<min(index, bytes.count)], as: UTF8.self)
            index += 1
          } else {
            let valueStart = index
            while index < bytes.count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: ">") {
              index += 1
              steps += 1
            }
            value = String(decoding: bytes[valueStart..<index], as: UTF8.self)
          }
        }
        attributes[attribute] = HTMLEntities.decode(value)
      } else {
        index += 1
      }
    }
    // The document ended inside a tag: a cut-off feed.
    position = bytes.count
    endedEarly = true
    return nil
  }

  private mutating func skipDeclaration() {
    var depth = 0
    while position < bytes.count {
      steps += 1
      switch bytes[position] {
      case UInt8(ascii: "["): depth += 1
      case UInt8(ascii: "]"): depth -= 1
      case UInt8(ascii: ">") where depth <= 0:
        position += 1
        return
      default: break
      }
      position += 1
    }
  }

  private func starts(with marker: StaticString, at index: Int) -> Bool {
    let count = marker.utf8CodeUnitCount
    guard index + count <= bytes.count else { return false }
    return marker.withUTF8Buffer { wanted in
      for offset in 0..<count where bytes[index + offset] != wanted[offset] { return false }
      return true
    }
  }

  /// The index of the first `marker` at or after `start`.
  private mutating func find(_ marker: StaticString, from start: Int) -> Int? {
    // Each candidate found by `memchr`, each byte passed still one step.
    var index = start
    let first = marker.withUTF8Buffer { $0[0] }
    while index < bytes.count {
      let next = bytes.withUnsafeBufferPointer { ByteScan.next(first, in: $0, from: index) }
      guard next < bytes.count else {
        steps += bytes.count - index
        return nil
      }
      steps += next - index + 1
      if starts(with: marker, at: next) { return next }
      index = next + 1
    }
    return nil
  }

  private static func lower(_ byte: UInt8) -> UInt8 {
    (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
  }

  private func isNameByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: ":"), UInt8(ascii: "-"),
      UInt8(ascii: "_"), UInt8(ascii: "."):
      return true
    default:
      return byte >= 0x80
    }
  }

  private func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }
}
