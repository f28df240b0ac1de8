/// A lenient pull tokenizer for the XML of news feeds.
///
/// Feeds are full of small violations: HTML entities such as `&nbsp;` that XML does not define,
/// stray ampersands, undeclared prefixes. FoundationXML's XMLParser rejects those, and linking it
/// loads libxml2 and the system ICU on every start of `news` (about 2 ms). This reads elements,
/// attributes, text and CDATA from UTF-8 bytes, decodes every HTML and XML entity, skips
/// comments, processing instructions and DOCTYPEs, and leaves the judgement of structure to the
/// feed parser.
struct XMLTokenizer {
  /// One piece of the document.
  enum Token: Equatable {
    /// `<name a="b">`, `selfClosing` for `<name/>`.
    case start(name: String, attributes: [String: String], selfClosing: Bool)
    /// `</name>`.
    case end(name: String)
    /// Character data with entities decoded, or a CDATA section as it is.
    case text(String)
  }

  private let bytes: [UInt8]
  private var position = 0

  init(_ data: [UInt8]) {
    bytes = data
  }

  /// The next token, or nil at the end of the document.
  mutating func next() -> Token? {
    while position < bytes.count {
      if bytes[position] != UInt8(ascii: "<") {
        return .text(readText())
      }
      if starts(with: "<![CDATA[") {
        let start = position + 9
        let end = find("]]>", from: start) ?? bytes.count
        position = min(end + 3, bytes.count)
        return .text(String(decoding: bytes[start..<end], as: UTF8.self))
      }
      if starts(with: "<!--") {
        position = (find("-->", from: position + 4).map { $0 + 3 }) ?? bytes.count
        continue
      }
      if starts(with: "<?") {
        position = (find("?>", from: position + 2).map { $0 + 2 }) ?? bytes.count
        continue
      }
      if starts(with: "<!") {
        skipDeclaration()
        continue
      }
      if let tag = readTag() {
        return tag
      }
      // A "<" that starts no tag is text.
      position += 1
      return .text("<")
    }
    return nil
  }

  private mutating func readText() -> String {
    let start = position
    while position < bytes.count, bytes[position] != UInt8(ascii: "<") { position += 1 }
    return HTMLEntities.decode(String(decoding: bytes[start..<position], as: UTF8.self))
  }

  private mutating func readTag() -> Token? {
    var index = position + 1
    let closing = index < bytes.count && bytes[index] == UInt8(ascii: "/")
    if closing { index += 1 }
    let nameStart = index
    while index < bytes.count, isNameByte(bytes[index]) { index += 1 }
    guard index > nameStart else { return nil }
    let name = String(decoding: bytes[nameStart..<index], as: UTF8.self).lowercased()
    var attributes: [String: String] = [:]
    var selfClosing = false
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: ">") {
        position = index + 1
        return closing
          ? .end(name: name) : .start(name: name, attributes: attributes, selfClosing: selfClosing)
      }
      if byte == UInt8(ascii: "/") {
        selfClosing = true
        index += 1
      } else if isNameByte(byte) {
        let attributeStart = index
        while index < bytes.count, isNameByte(bytes[index]) { index += 1 }
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
            while index < bytes.count, bytes[index] != quote { index += 1 }
            value = String(decoding: bytes[valueStart..<min(index, bytes.count)], as: UTF8.self)
            index += 1
          } else {
            let valueStart = index
            while index < bytes.count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: ">") {
              index += 1
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
    return nil
  }

  private mutating func skipDeclaration() {
    var depth = 0
    while position < bytes.count {
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

  private func starts(with marker: String) -> Bool {
    let wanted = Array(marker.utf8)
    guard position + wanted.count <= bytes.count else { return false }
    return bytes[position..<(position + wanted.count)].elementsEqual(wanted)
  }

  private func find(_ marker: String, from start: Int) -> Int? {
    let wanted = Array(marker.utf8)
    var index = start
    while index + wanted.count <= bytes.count {
      if bytes[index] == wanted[0], bytes[index..<(index + wanted.count)].elementsEqual(wanted) {
        return index
      }
      index += 1
    }
    return nil
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
