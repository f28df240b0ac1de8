/// A scalar read from valid UTF-8 bytes where it starts: what the byte-level readers (folding,
/// wrapping) decode beside their ASCII fast paths.
enum UTF8Scalar {
  /// The scalar whose UTF-8 starts at `index` (a lead byte), and how many bytes it takes.
  static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (
    value: UInt32, length: Int
  ) {
    let lead = bytes[index]
    let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
    guard length > 1 else { return (UInt32(lead), 1) }
    var value = UInt32(lead) & (0xFF >> UInt32(length + 1))
    for offset in 1..<length where index + offset < bytes.count {
      value = value << 6 | UInt32(bytes[index + offset] & 0x3F)
    }
    return (value, length)
  }

  /// The scalar whose UTF-8 ends just before `end`.
  static func decode(_ bytes: UnsafeBufferPointer<UInt8>, endingAt end: Int) -> UInt32 {
    var start = end - 1
    while start > 0, bytes[start] & 0xC0 == 0x80 { start -= 1 }
    return decode(bytes, at: start).value
  }
}
