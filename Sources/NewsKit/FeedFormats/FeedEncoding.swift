import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Turns a feed's bytes into UTF-8, whatever encoding it declares.
///
/// The encoding comes from a byte-order mark, else the HTTP `Content-Type` charset, else the
/// XML declaration (`<?xml … encoding="…"?>`), else UTF-8. When the header and the document
/// disagree and one of them says UTF-8, the bytes decide (servers often send `utf-8` for
/// everything). A feed that declares nothing and is not valid UTF-8 is read as Windows-1252,
/// as is one that declares ISO-8859-1 or ASCII (what browsers do: such feeds hold curly quotes
/// from 1252). Everything else, ISO-8859-2, Windows-1250 and the multi-byte legacy encodings
/// (EUC-KR, Shift_JIS, GB2312, Big5) included, is converted by the C library's iconv, unless
/// the bytes are valid UTF-8 with letters beyond ASCII (a declaration left over from a
/// template: text in those encodings is almost never valid UTF-8 by chance).
enum FeedEncoding {
  /// The document as UTF-8 bytes, without a byte-order mark.
  static func utf8(_ data: Data, contentType: String? = nil) -> [UInt8] {
    let bytes = [UInt8](data)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return Array(bytes.dropFirst(3)) }
    if bytes.starts(with: [0xFF, 0xFE]) { return convert(bytes.dropFirst(2), from: "UTF-16LE") }
    if bytes.starts(with: [0xFE, 0xFF]) { return convert(bytes.dropFirst(2), from: "UTF-16BE") }
    if bytes.starts(with: [0x3C, 0x00, 0x3F, 0x00]) {
      return convert(bytes[...], from: "UTF-16LE")
    }
    if bytes.starts(with: [0x00, 0x3C, 0x00, 0x3F]) {
      return convert(bytes[...], from: "UTF-16BE")
    }
    let header = contentType.flatMap(charset(inContentType:))
    let prolog = declaredEncoding(in: bytes)
    let isUTF8 = bytes.withUnsafeBufferPointer(UTF8Check.isValid)
    let chosen: String?
    switch (header, prolog) {
    case (let header?, let prolog?) where header != prolog:
      chosen = (isUTF8 && (header == "utf-8" || prolog == "utf-8")) ? "utf-8" : header
    default:
      chosen = header ?? prolog
    }
    guard let name = chosen, name != "utf-8" else {
      return isUTF8 ? bytes : convert(bytes[...], from: "CP1252")
    }
    // A single-byte encoding declared over bytes that are valid UTF-8 with letters beyond
    // ASCII: the declaration is a template's leftover (text in ISO-8859-2 or 1252 is almost
    // never valid UTF-8 by chance).
    if isUTF8, isSingleByte(name), bytes.contains(where: { $0 >= 0x80 }) { return bytes }
    // The same for a multi-byte legacy encoding (GB2312, Shift_JIS, EUC-KR …), once enough
    // characters beyond ASCII make chance impossible: a page saved as UTF-8 keeps its old
    // `<meta charset=gb2312>`, and read as GB18030 it turns into mojibake.
    if isUTF8, bytes.lazy.filter({ $0 >= 0xC2 }).prefix(8).count == 8 { return bytes }
    if name == "utf-16" { return convert(bytes[...], from: "UTF-16") }
    return convert(bytes[...], from: iconvName(for: name))
  }

  /// The name iconv knows for a declared encoding; the Western single-byte family is read as
  /// Windows-1252, its superset, and the Chinese and Korean encodings as their supersets.
  static func iconvName(for declared: String) -> String {
    switch declared {
    case "iso-8859-1", "latin1", "latin-1", "iso8859-1", "iso_8859-1", "us-ascii", "ascii",
      "windows-1252", "cp1252", "x-cp1252":
      return "CP1252"
    case "gb2312", "gbk", "x-gbk", "gb_2312-80": return "GB18030"
    case "euc-kr", "ks_c_5601-1987", "x-windows-949", "windows-949": return "CP949"
    case "shift_jis", "shift-jis", "sjis", "x-sjis", "ms_kanji", "windows-31j": return "CP932"
    case "x-cp1250", "cp1250": return "CP1250"
    default: return declared.uppercased()
    }
  }

  /// Whether an encoding has one byte per character (the ISO-8859 and Windows families).
  static func isSingleByte(_ name: String) -> Bool {
    name.hasPrefix("iso-8859") || name.hasPrefix("iso8859") || name.hasPrefix("windows-125")
      || name.hasPrefix("cp125") || name.hasPrefix("latin") || name == "us-ascii"
      || name.hasPrefix("koi8")
  }

  /// The `charset` parameter of a `Content-Type` value, lower-cased.
  static func charset(inContentType value: String) -> String? {
    for parameter in value.split(separator: ";").dropFirst() {
      let parts = parameter.split(separator: "=", maxSplits: 1)
      guard parts.count == 2,
        parts[0].trimmingSpacesAndTabs().lowercased() == "charset"
      else { continue }
      let name = parts[1].trimmingBytes { " \t\"'".utf8.contains($0) }.lowercased()
      return name.isEmpty ? nil : (name == "utf8" ? "utf-8" : name)
    }
    return nil
  }

  /// The `encoding` of an XML declaration at the start of the document, lower-cased.
  static func declaredEncoding(in bytes: [UInt8]) -> String? {
    guard bytes.starts(with: Array("<?xml".utf8)) else { return nil }
    let head = String(decoding: bytes.prefix(256).prefix { $0 != UInt8(ascii: ">") }, as: UTF8.self)
    guard let range = head.range(of: "encoding") else { return nil }
    let rest = head[range.upperBound...].drop { $0 == " " || $0 == "=" }
    guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
    let name = rest.dropFirst().prefix { $0 != quote }.lowercased()
    return name.isEmpty ? nil : (name == "utf8" ? "utf-8" : name)
  }

  /// The bytes converted to UTF-8 by iconv; a byte that is not valid in the encoding becomes
  /// U+FFFD and reading goes on. An encoding iconv does not know is read as Windows-1252.
  static func convert(_ input: ArraySlice<UInt8>, from encoding: String) -> [UInt8] {
    var converter = iconv_open("UTF-8", encoding)
    if converter == iconv_t(bitPattern: -1) { converter = iconv_open("UTF-8", "CP1252") }
    guard converter != iconv_t(bitPattern: -1) else { return Array(input) }
    defer { iconv_close(converter) }
    var output = [UInt8]()
    output.reserveCapacity(input.count * 2)
    var source = Array(input)
    var buffer = [UInt8](repeating: 0, count: 65_536)
    let replacement: [UInt8] = [0xEF, 0xBF, 0xBD]
    source.withUnsafeMutableBufferPointer { sourceBuffer in
      var inPointer = UnsafeMutableRawPointer(sourceBuffer.baseAddress)?
        .assumingMemoryBound(to: CChar.self)
      var inLeft = sourceBuffer.count
      while inLeft > 0 {
        let (result, code, produced) = buffer.withUnsafeMutableBufferPointer {
          outBuffer -> (Int, Int32, Int) in
          var outPointer = UnsafeMutableRawPointer(outBuffer.baseAddress)?
            .assumingMemoryBound(to: CChar.self)
          var outLeft = outBuffer.count
          let result = iconv(converter, &inPointer, &inLeft, &outPointer, &outLeft)
          return (result, errno, outBuffer.count - outLeft)
        }
        output.append(contentsOf: buffer[0..<produced])
        guard result == -1 else { break }
        switch code {
        case E2BIG:
          continue
        case EILSEQ:
          output.append(contentsOf: replacement)
          inPointer = inPointer.map { $0 + 1 }
          inLeft -= 1
        default:
          // An incomplete sequence at the end (EINVAL), or anything else: stop here.
          output.append(contentsOf: replacement)
          inLeft = 0
        }
      }
    }
    return output
  }
}
