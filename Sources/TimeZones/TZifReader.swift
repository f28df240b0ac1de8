/// Reads the parts of a TZif file (RFC 8536): headers, data blocks, the footer.
struct TZifReader {
  let bytes: [UInt8]
  var position = 0

  /// The counts a header gives.
  struct Header {
    var version: Int
    var isUTCCount: Int
    var isStandardCount: Int
    var leapCount: Int
    var timeCount: Int
    var typeCount: Int
    var characterCount: Int

    /// Bytes of the data block after this header.
    func blockSize(timeSize: Int) -> Int {
      timeCount * timeSize + timeCount + typeCount * 6 + characterCount
        + leapCount * (timeSize + 4) + isStandardCount + isUTCCount
    }
  }

  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  mutating func skip(_ count: Int) {
    position += count
  }

  /// A 44-byte header: magic, version, reserved bytes, six counts.
  mutating func header() -> Header? {
    guard position + 44 <= bytes.count, bytes[position..<(position + 4)].elementsEqual("TZif".utf8)
    else { return nil }
    let versionByte = bytes[position + 4]
    let version = versionByte == 0 ? 1 : Int(versionByte) - 0x30
    position += 20
    let counts = (0..<6).map { _ in Int(integer(size: 4)) }
    let header = Header(
      version: version, isUTCCount: counts[0], isStandardCount: counts[1], leapCount: counts[2],
      timeCount: counts[3], typeCount: counts[4], characterCount: counts[5])
    guard header.typeCount > 0, counts.allSatisfy({ $0 >= 0 }) else { return nil }
    return header
  }

  /// The transitions and offsets of one data block.
  mutating func block(_ header: Header, timeSize: Int) -> ZoneRules? {
    let start = position
    guard start + header.blockSize(timeSize: timeSize) <= bytes.count else { return nil }
    let times = (0..<header.timeCount).map { _ in integer(size: timeSize) }
    let base = position
    let indices = (0..<header.timeCount).map { Int(bytes[base + $0]) }
    position += header.timeCount
    var types: [Int32] = []
    for _ in 0..<header.typeCount {
      types.append(Int32(truncatingIfNeeded: integer(size: 4)))
      position += 2
    }
    guard indices.allSatisfy({ $0 < types.count }) else { return nil }
    position = start + header.blockSize(timeSize: timeSize)
    return ZoneRules(
      transitions: times, offsets: indices.map { types[$0] }, initial: types[0], rule: nil)
  }

  /// The footer: a POSIX TZ string between two line feeds.
  mutating func footer() -> String? {
    guard position < bytes.count, bytes[position] == 0x0A else { return nil }
    let rest = bytes[(position + 1)...]
    guard let end = rest.firstIndex(of: 0x0A) else { return nil }
    return String(decoding: rest[..<end], as: UTF8.self)
  }

  /// A big-endian signed integer of 4 or 8 bytes.
  mutating func integer(size: Int) -> Int64 {
    var value: UInt64 = 0
    for index in 0..<size { value = value << 8 | UInt64(bytes[position + index]) }
    position += size
    return size == 4 ? Int64(Int32(bitPattern: UInt32(value))) : Int64(bitPattern: value)
  }
}
