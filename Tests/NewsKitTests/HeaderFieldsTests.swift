import Foundation
import TestSupport
import Testing

@testable import NewsKit

/// A response's header block and a `Content-Type`'s charset, read on the bytes, give what
/// Foundation's trimming gave.
@Suite("Header fields")
struct HeaderFieldsTests {
  /// The reading before it was done on the bytes: lines split at line breaks, name and value
  /// trimmed by Foundation.
  static func foundationFields(_ block: String) -> [String: String] {
    var fields: [String: String] = [:]
    for line in block.split(whereSeparator: \.isNewline).dropFirst() {
      guard let colon = line.firstIndex(of: ":") else { continue }
      let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
      fields[name] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
    return fields
  }

  @Test("A real block: the status line dropped, names lower-cased, the last repeat kept")
  func realBlock() {
    let block =
      "HTTP/1.1 200 OK\r\nContent-Type:\ttext/xml; charset=\"ISO-8859-2\" \r\n"
      + "ETag: \"a:b\"\r\nSet-Cookie: one\r\nset-cookie:two\r\nno colon here\r\n"
      + "X-Empty:\r\nX-Title:  Zażółć gęślą  \r\n\r\n"
    #expect(
      CurlTransport.headerFields(block) == [
        "content-type": "text/xml; charset=\"ISO-8859-2\"", "etag": "\"a:b\"",
        "set-cookie": "two", "x-empty": "", "x-title": "Zażółć gęślą",
      ])
  }

  @Test("Random blocks read as Foundation's trimming read them")
  func agreesWithFoundation() {
    var random = SeededGenerator(seed: 7230)
    let pieces = [
      "a", "B", "x-y", ":", " ", "\t", "\r\n", "\n", "\r", "\u{0B}", "\u{0C}", "é", "ł", "\"", ";",
      "=", "1",
    ]
    for _ in 0..<2_000 {
      let block = (0..<Int.random(in: 0...40, using: &random)).map { _ in
        pieces.randomElement(using: &random) ?? ""
      }.joined()
      #expect(
        CurlTransport.headerFields(block) == Self.foundationFields(block),
        "\(block.debugDescription)")
    }
  }

  @Test(
    "A charset: quotes, spaces and tabs taken off its ends, lower-cased",
    arguments: [
      ("text/xml; charset=ISO-8859-2", "iso-8859-2"),
      ("text/xml;charset = \"Windows-1250\"", "windows-1250"),
      ("text/xml; Charset=\t'koi8-r' ", "koi8-r"),
      ("text/xml; charset=utf8", "utf-8"),
      ("text/xml; charset=\"\"", nil),
      ("text/xml", nil),
      ("text/xml; boundary=x; charset=UTF-8", "utf-8"),
    ] as [(String, String?)])
  func charset(value: String, expected: String?) {
    #expect(FeedEncoding.charset(inContentType: value) == expected)
  }
}
