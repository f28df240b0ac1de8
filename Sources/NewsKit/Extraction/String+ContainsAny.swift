extension String {
  /// Whether any of the words occurs in the string, compared byte for byte (the class and id
  /// names of every element are searched this way, so Foundation's locale-aware search is
  /// too slow for it). `atWordStart` asks for the word at the start of a name or after a
  /// character that is not a lower-case letter: `text` in `post-text`, not in `context`.
  func containsAny(of words: [String], atWordStart: Bool = false) -> Bool {
    var haystack = self
    return haystack.withUTF8 { bytes in
      words.contains { word in
        var needle = word
        return needle.withUTF8 { Self.occurs($0, in: bytes, atWordStart: atWordStart) }
      }
    }
  }

  /// Whether `needle` occurs in `haystack` (at a word's start, when asked).
  static func occurs(
    _ needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>,
    atWordStart: Bool = false
  ) -> Bool {
    guard let first = needle.first else { return true }
    guard needle.count <= haystack.count else { return false }
    var start = 0
    while start <= haystack.count - needle.count {
      if haystack[start] == first,
        !atWordStart || start == 0 || !(0x61...0x7A).contains(haystack[start - 1])
      {
        var matched = 1
        while matched < needle.count, haystack[start + matched] == needle[matched] { matched += 1 }
        if matched == needle.count { return true }
      }
      start += 1
    }
    return false
  }
}
