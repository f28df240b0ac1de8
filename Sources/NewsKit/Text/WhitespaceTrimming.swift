/// Trimming without Foundation's `trimmingCharacters(in:)`, which on Linux bridges through
/// `NSString` and UTF-16 and was a sixth of a feed refresh's time.
extension String {
  /// The text without leading and trailing white space and line breaks: the set
  /// `CharacterSet.whitespacesAndNewlines` holds (Unicode's White_Space and the zero-width space).
  /// Text with nothing to trim is returned as it is, without a copy.
  public func trimmingWhitespace() -> String {
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { !Self.isSpace($0) }) else { return "" }
    var last = scalars.index(before: scalars.endIndex)
    while Self.isSpace(scalars[last]) { last = scalars.index(before: last) }
    if first == scalars.startIndex && scalars.index(after: last) == scalars.endIndex {
      return self
    }
    return String(scalars[first...last])
  }

  static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII { return scalar == " " || (0x09...0x0D).contains(scalar.value) }
    return scalar.properties.isWhitespace || scalar.value == 0x200B
  }
}

extension Substring {
  /// The text without the spaces and tabs at either end (HTTP's optional white space, a MIME
  /// parameter's).
  func trimmingSpacesAndTabs() -> Substring {
    trimmingBytes { $0 == 0x20 || $0 == 0x09 }
  }

  /// The text without the ASCII bytes `trimmed` names at either end, found on the UTF-8 bytes
  /// (a byte outside ASCII is never trimmed: it is part of a longer character).
  func trimmingBytes(where trimmed: (UInt8) -> Bool) -> Substring {
    let bytes = utf8
    var start = bytes.startIndex
    var end = bytes.endIndex
    while start < end, bytes[start] < 0x80, trimmed(bytes[start]) {
      bytes.formIndex(after: &start)
    }
    while start < end {
      let before = bytes.index(before: end)
      guard bytes[before] < 0x80, trimmed(bytes[before]) else { break }
      end = before
    }
    return self[start..<end]
  }
}
