/// Trimming without Foundation's `trimmingCharacters(in:)`, which on Linux bridges through
/// `NSString` and UTF-16 and was a sixth of a feed refresh's time.
extension StringProtocol {
  /// The text without leading and trailing white space and line breaks: the set
  /// `CharacterSet.whitespacesAndNewlines` holds (Unicode's White_Space and the zero-width space).
  public func trimmingWhitespace() -> String {
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { !isSpace($0) }) else { return "" }
    var last = scalars.index(before: scalars.endIndex)
    while isSpace(scalars[last]) { last = scalars.index(before: last) }
    var trimmed = String.UnicodeScalarView()
    trimmed.append(contentsOf: scalars[first...last])
    return String(trimmed)
  }

  private func isSpace(_ scalar: Unicode.Scalar) -> Bool {
    scalar == " " || scalar.properties.isWhitespace || scalar.value == 0x200B
  }
}
