/// Percent-encodes query parameters strictly, byte by byte.
///
/// Only RFC 3986's unreserved characters (letters, digits, `-`, `.`, `_`, `~`) pass through; every
/// other byte of the UTF-8 form becomes `%XX`. So a space is `%20`, `+` is `%2B`, `&` is `%26`,
/// and `ż` or an emoji become their UTF-8 bytes: nothing a person types can change the
/// meaning of the query.
public enum QueryEncoding {
  /// One value, percent-encoded.
  public static func encode(_ value: String) -> String {
    var encoded = ""
    encoded.reserveCapacity(value.utf8.count)
    for byte in value.utf8 {
      if isUnreserved(byte) {
        encoded.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        encoded += "%" + hexDigit(byte >> 4) + hexDigit(byte & 0x0F)
      }
    }
    return encoded
  }

  /// A file path for an SQLite URI: every byte but the unreserved ones and `/` encoded.
  public static func encodePath(_ path: String) -> String {
    path.split(separator: "/", omittingEmptySubsequences: false).map { encode(String($0)) }
      .joined(separator: "/")
  }

  /// `name=value` pairs joined with `&`, each side encoded.
  public static func query(_ parameters: [(String, String)]) -> String {
    parameters.map { encode($0.0) + "=" + encode($0.1) }.joined(separator: "&")
  }

  static func isUnreserved(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
      UInt8(ascii: "_"), UInt8(ascii: "~"):
      return true
    default:
      return false
    }
  }

  static func hexDigit(_ nibble: UInt8) -> String {
    String(UnicodeScalar(nibble < 10 ? nibble + 48 : nibble + 55))
  }
}
