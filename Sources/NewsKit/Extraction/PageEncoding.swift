import Foundation

/// Turns a web page's bytes into UTF-8, honouring the encoding it declares.
///
/// A byte-order mark wins, then the HTTP `Content-Type` charset, then a `<meta charset>` or
/// `<meta http-equiv="Content-Type" content="…; charset=…">` in the first 2 KB, as browsers
/// read them; the conversion itself, and the rules for a declaration that contradicts the
/// bytes, are the feeds' (`FeedEncoding`).
enum PageEncoding {
  static func utf8(_ data: Data, contentType: String?) -> [UInt8] {
    let header = contentType.flatMap(FeedEncoding.charset(inContentType:))
    let declared = header ?? metaCharset(in: data.prefix(2048))
    return FeedEncoding.utf8(data, contentType: declared.map { "text/html; charset=\($0)" })
  }

  /// The charset a page's `<meta>` declares, lower-cased.
  static func metaCharset(in head: Data) -> String? {
    let text = String(decoding: head, as: UTF8.self).lowercased()
    var searchFrom = text.startIndex
    while let meta = text.range(of: "<meta", range: searchFrom..<text.endIndex) {
      let end = text[meta.upperBound...].firstIndex(of: ">") ?? text.endIndex
      let tag = text[meta.upperBound..<end]
      if let charset = tag.range(of: "charset") {
        let rest = tag[charset.upperBound...].drop {
          $0 == " " || $0 == "=" || $0 == "\"" || $0 == "'"
        }
        let name = rest.prefix {
          $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_")
        }
        if !name.isEmpty { return name == "utf8" ? "utf-8" : String(name) }
      }
      searchFrom = end
    }
    return nil
  }
}
