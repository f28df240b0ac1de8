/// Decodes HTML character references the way browsers do (the WHATWG rules).
///
/// Handles named references (`&amp;`, `&eacute;`, all 2,231 of them, and the legacy ones written
/// without a semicolon), decimal and hex references (`&#8217;`, `&#x2019;`), and the references to
/// 0x80–0x9F that pages mean as Windows-1252 (`&#x92;` is ’, `&#x97;` is —). A reference that
/// names nothing stays as it was written.
public enum HTMLEntities {
  /// The named references, parsed once on first use.
  static let named: [String: String] = {
    var table: [String: String] = [:]
    table.reserveCapacity(2300)
    for line in HTMLEntityTable.packed.split(separator: "\n") {
      guard let colon = line.lastIndex(of: ":") else { continue }
      let name = line[..<colon]
      var value = String.UnicodeScalarView()
      for hex in line[line.index(after: colon)...].split(separator: "+") {
        if let code = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(code) {
          value.append(scalar)
        }
      }
      table[String(name)] = String(value)
    }
    return table
  }()

  /// The longest legacy name (written without `;`) is six letters long.
  static let longestLegacyName = 6

  /// What Windows-1252 puts at 0x80–0x9F; the five unassigned bytes keep their C1 code points.
  static let windows1252: [UInt32: UInt32] = [
    0x80: 0x20AC, 0x82: 0x201A, 0x83: 0x0192, 0x84: 0x201E, 0x85: 0x2026, 0x86: 0x2020,
    0x87: 0x2021, 0x88: 0x02C6, 0x89: 0x2030, 0x8A: 0x0160, 0x8B: 0x2039, 0x8C: 0x0152,
    0x8E: 0x017D, 0x91: 0x2018, 0x92: 0x2019, 0x93: 0x201C, 0x94: 0x201D, 0x95: 0x2022,
    0x96: 0x2013, 0x97: 0x2014, 0x98: 0x02DC, 0x99: 0x2122, 0x9A: 0x0161, 0x9B: 0x203A,
    0x9C: 0x0153, 0x9E: 0x017E, 0x9F: 0x0178,
  ]

  /// The text with every character reference replaced by what it stands for.
  public static func decode(_ text: String) -> String {
    guard text.utf8.contains(UInt8(ascii: "&")) else { return text }
    let scalars = Array(text.unicodeScalars)
    var output = String.UnicodeScalarView()
    var index = 0
    while index < scalars.count {
      if scalars[index] == "&", let (decoded, next) = reference(in: scalars, at: index) {
        output.append(contentsOf: decoded.unicodeScalars)
        index = next
      } else {
        output.append(scalars[index])
        index += 1
      }
    }
    return String(output)
  }

  /// The reference starting at `start` (an `&`) and the index after it, if it is one.
  static func reference(in scalars: [Unicode.Scalar], at start: Int) -> (String, Int)? {
    var index = start + 1
    guard index < scalars.count else { return nil }
    if scalars[index] == "#" {
      return numeric(in: scalars, from: index + 1)
    }
    var name = ""
    while index < scalars.count, name.unicodeScalars.count < 32,
      isASCIILetterOrDigit(scalars[index])
    {
      name.unicodeScalars.append(scalars[index])
      index += 1
    }
    guard !name.isEmpty else { return nil }
    if index < scalars.count, scalars[index] == ";", let value = named[name + ";"] {
      return (value, index + 1)
    }
    // Legacy references without a semicolon: the longest known prefix wins (&copy2020 is ©2020).
    var length = min(name.unicodeScalars.count, longestLegacyName)
    while length > 1 {
      let prefix = String(String.UnicodeScalarView(name.unicodeScalars.prefix(length)))
      if let value = named[prefix] {
        return (value, start + 1 + length)
      }
      length -= 1
    }
    return nil
  }

  /// A decimal or hex reference whose digits start at `start`.
  static func numeric(in scalars: [Unicode.Scalar], from start: Int) -> (String, Int)? {
    var index = start
    var radix: UInt32 = 10
    if index < scalars.count, scalars[index] == "x" || scalars[index] == "X" {
      radix = 16
      index += 1
    }
    var value: UInt32 = 0
    var digits = 0
    while index < scalars.count, let digit = digitValue(scalars[index], radix: radix) {
      value = min(value &* radix &+ digit, 0x11_0000)
      digits += 1
      index += 1
    }
    guard digits > 0 else { return nil }
    if index < scalars.count, scalars[index] == ";" {
      index += 1
    }
    return (String(character(for: value)), index)
  }

  /// The character a numeric reference stands for, per WHATWG.
  static func character(for value: UInt32) -> Unicode.Scalar {
    if let mapped = windows1252[value] {
      return Unicode.Scalar(mapped)!
    }
    guard value != 0, let scalar = Unicode.Scalar(value) else {
      return "\u{FFFD}"
    }
    return scalar
  }

  static func digitValue(_ scalar: Unicode.Scalar, radix: UInt32) -> UInt32? {
    switch scalar.value {
    case 0x30...0x39: return scalar.value - 0x30
    case 0x41...0x46 where radix == 16: return scalar.value - 0x41 + 10
    case 0x61...0x66 where radix == 16: return scalar.value - 0x61 + 10
    default: return nil
    }
  }

  static func isASCIILetterOrDigit(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: return true
    default: return false
    }
  }
}
