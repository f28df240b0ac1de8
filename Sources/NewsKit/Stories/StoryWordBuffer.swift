import Foundation

/// The bytes of the word a `StoryWordReader` is reading, in memory of its own: written in
/// place, with no copy-on-write check or bounds check at every byte (through an array held by
/// the reader, those were most of the cost of reading a text's words); grown for the rare word
/// longer than its room (a long number, kept whole).
final class StoryWordBuffer {
  /// The bytes; `count` of them written.
  private(set) var bytes: UnsafeMutablePointer<UInt8>
  private(set) var count = 0
  private var capacity: Int

  init(capacity: Int = 32) {
    self.capacity = capacity
    bytes = .allocate(capacity: capacity)
  }

  deinit { bytes.deallocate() }

  /// Adds a byte.
  @inline(__always)
  func append(_ byte: UInt8) {
    if count == capacity { grow() }
    bytes[count] = byte
    count += 1
  }

  /// Forgets the bytes written.
  @inline(__always)
  func removeAll() { count = 0 }

  /// The first `length` bytes written.
  func prefix(_ length: Int) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(start: bytes, count: min(length, count))
  }

  private func grow() {
    let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity * 2)
    larger.update(from: bytes, count: count)
    bytes.deallocate()
    bytes = larger
    capacity *= 2
  }
}
