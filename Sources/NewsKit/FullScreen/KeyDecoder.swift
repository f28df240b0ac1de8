/// Turns the bytes a terminal sends into keys.
///
/// Arrows, Home/End and PgUp/PgDn come in the encodings terminals use: CSI (`ESC [ A`,
/// `ESC [ 5 ~`, with modifiers as in `ESC [ 1 ; 5 A`) and SS3 (`ESC O A`, the application
/// cursor mode). Esc alone and the start of a sequence look the same, so a lone ESC is held until
/// either more bytes arrive or `escapeTimeout` passes with none: `flush(at:)` then gives it as
/// Esc. Times are nanoseconds on any monotonic clock; tests pass their own. UTF-8 is assembled
/// across reads; sequences no key stands for are dropped, never typed as text.
public struct KeyDecoder: Sendable {
  /// How long a lone ESC waits for the rest of a sequence: 50 ms, far above the gap between the
  /// bytes of one sequence even over ssh, far below what a person notices.
  public static let escapeTimeout: UInt64 = 50_000_000

  var pending: [UInt8] = []
  var pendingSince: UInt64?

  /// A decoder with nothing pending.
  public init() {}

  /// When `flush(at:)` should be called if no more bytes come, or nil when nothing waits.
  public var deadline: UInt64? {
    pendingSince.map { $0 + Self.escapeTimeout }
  }

  /// The keys in `bytes`, which arrived at `now`, after what was pending.
  public mutating func decode(_ bytes: [UInt8], at now: UInt64) -> [Key] {
    pending += bytes
    var keys: [Key] = []
    var index = 0
    while index < pending.count {
      guard let (key, length) = Self.key(in: pending, from: index) else { break }
      if let key { keys.append(key) }
      index += length
    }
    pending.removeFirst(index)
    pendingSince = pending.isEmpty ? nil : (index > 0 || pendingSince == nil ? now : pendingSince)
    return keys
  }

  /// What is pending once `escapeTimeout` has passed since it arrived: a lone ESC is Esc, and
  /// whatever followed it is read anew; a cut-off character is dropped.
  public mutating func flush(at now: UInt64) -> [Key] {
    guard let deadline, now >= deadline else { return [] }
    let waiting = pending
    pending = []
    pendingSince = nil
    guard waiting.first == 0x1B else { return [] }
    return [.escape] + decode(Array(waiting.dropFirst()), at: now)
  }

  /// The key at `start` and how many bytes it took (a nil key for bytes that mean none), or nil
  /// when the bytes so far are the start of something longer.
  static func key(in bytes: [UInt8], from start: Int) -> (Key?, Int)? {
    let byte = bytes[start]
    switch byte {
    case 0x1B: return escape(in: bytes, from: start)
    case 0x0D, 0x0A: return (.enter, 1)
    case 0x7F, 0x08: return (.backspace, 1)
    case 0x09: return (.tab, 1)
    case 0x00..<0x20: return (.control(Character(Unicode.Scalar(byte + 0x60))), 1)
    case 0x20..<0x7F: return (.character(Character(Unicode.Scalar(byte))), 1)
    default: return utf8(in: bytes, from: start)
    }
  }

  /// A sequence starting with ESC.
  static func escape(in bytes: [UInt8], from start: Int) -> (Key?, Int)? {
    guard start + 1 < bytes.count else { return nil }
    switch bytes[start + 1] {
    case UInt8(ascii: "["):
      return csi(in: bytes, from: start)
    case UInt8(ascii: "O"):
      guard start + 2 < bytes.count else { return nil }
      return (final(bytes[start + 2], parameter: nil), 3)
    case 0x1B:
      // Esc pressed twice, or Esc then a sequence: the first is Esc on its own.
      return (.escape, 1)
    case UInt8(ascii: "_"), UInt8(ascii: "P"), UInt8(ascii: "]"), UInt8(ascii: "^"):
      return terminalString(in: bytes, from: start)
    default:
      // Alt with a key: Esc, then the key read on its own.
      return (.escape, 1)
    }
  }

  /// A terminal's string (APC, DCS, OSC, PM) up to its end (`ESC \` or BEL): an answer to a
  /// question asked before the keys were read (the pictures' burst) that came late, never a
  /// key. Waits for its end; one that never ends is given as keys by `flush` (Alt with a key).
  static func terminalString(in bytes: [UInt8], from start: Int) -> (Key?, Int)? {
    var index = start + 2
    while index < bytes.count {
      if bytes[index] == 0x07 { return (nil, index + 1 - start) }
      if bytes[index] == 0x1B, index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\\") {
        return (nil, index + 2 - start)
      }
      index += 1
    }
    return nil
  }

  /// `ESC [` parameters, intermediates, a final byte.
  static func csi(in bytes: [UInt8], from start: Int) -> (Key?, Int)? {
    var index = start + 2
    while index < bytes.count, (0x20...0x3F).contains(bytes[index]) { index += 1 }
    guard index < bytes.count else { return nil }
    let parameters = bytes[(start + 2)..<index]
    let first = parameters.split(separator: UInt8(ascii: ";")).first.flatMap {
      Int(String(decoding: $0, as: UTF8.self))
    }
    let length = index + 1 - start
    guard (0x40...0x7E).contains(bytes[index]) else { return (nil, length) }
    return (final(bytes[index], parameter: first), length)
  }

  /// The key a final byte names, with the first parameter for `~` sequences.
  static func final(_ byte: UInt8, parameter: Int?) -> Key? {
    switch byte {
    case UInt8(ascii: "A"): return .up
    case UInt8(ascii: "B"): return .down
    case UInt8(ascii: "C"): return .right
    case UInt8(ascii: "D"): return .left
    case UInt8(ascii: "H"): return .home
    case UInt8(ascii: "F"): return .end
    case UInt8(ascii: "M"): return .enter  // keypad Enter in application mode
    case UInt8(ascii: "~"):
      switch parameter {
      case 1, 7: return .home
      case 4, 8: return .end
      case 3: return .delete
      case 5: return .pageUp
      case 6: return .pageDown
      default: return nil
      }
    default: return nil
    }
  }

  /// One UTF-8 character; invalid bytes are dropped one at a time.
  static func utf8(in bytes: [UInt8], from start: Int) -> (Key?, Int)? {
    let lead = bytes[start]
    let length: Int
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0...0xEF: length = 3
    case 0xF0...0xF4: length = 4
    default: return (nil, 1)
    }
    guard start + length <= bytes.count else {
      // A character cut between reads waits for its rest, unless what came is not its rest.
      let rest = bytes[(start + 1)...]
      return rest.allSatisfy { $0 & 0xC0 == 0x80 } ? nil : (nil, 1)
    }
    let slice = Array(bytes[start..<(start + length)])
    guard let text = String(validating: slice, as: UTF8.self), let character = text.first else {
      return (nil, 1)
    }
    return (.character(character), length)
  }
}
