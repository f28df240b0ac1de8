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
