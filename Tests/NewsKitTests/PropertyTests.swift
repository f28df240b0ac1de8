import Foundation
import NewsKit
import PropertyBased
import TestSupport
import Testing

/// Random input, many times over: nothing crashes, nothing dangerous gets through.
@Suite("Properties on random input")
struct PropertyTests {
  /// Scalars chosen to hit the edge cases: escape introducers and terminators, C0 and C1
  /// controls, bidi controls, entity syntax, tags, JSON syntax, and ordinary text.
  static let tricky: [Character] = [
    "\u{1B}", "[", "]", "P", "\\", "\u{07}", "\u{9B}", "\u{9C}", "\u{9D}", "\u{90}", "\u{85}",
    "\u{00}", "\u{08}", "\r", "\n", "\t", "\u{7F}", "\u{202E}", "\u{2066}", "\u{200F}",
    "\u{061C}", "&", "#", "x", "2", "7", ";", "<", ">", "/", "p", "a", "m", "p", "\"", "{",
    "}", ",", ":", "ż", "東", "👍", "\u{200D}", " ",
  ]

  static let trickyText = Gen<Character?>.element(of: tricky).map { $0! }.string(of: 0...60)

  static func isSafe(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value >= 0x20 && !(0x7F...0x9F).contains(scalar.value)
      && !TerminalSanitizer.isBidiControl(scalar.value)
  }

  @Test("The sanitiser never lets ESC, a C0 or C1 control or a bidi control through")
  func sanitiser() async {
    await propertyCheck(count: 2000, input: Self.trickyText) { text in
      let output = TerminalSanitizer.sanitize(text)
      #expect(output.unicodeScalars.allSatisfy(Self.isSafe))
    }
  }

  @Test("Cleaning (entities decoded first) is just as safe, whatever the entities decode to")
  func cleaner() async {
    let entities = Gen<String?>.element(
      of: [
        "&#27;", "&#x1b;", "&#x9b;", "&#155;", "&#x9d;", "&#8238;", "&#x202e;", "&#7;", "&#0;",
        "&amp;", "&lt;", "&gt;", "&nbsp;", "&#x92;", "&#128077;", "&ZeroWidthSpace;", "&lrm;",
        "&rlm;", "[31m", "]0;t", "<b>", "</p>", "text",
      ] as [String]
    ).map { $0! }
    await propertyCheck(count: 2000, input: entities.array(of: 0...12), Self.trickyText) {
      pieces, noise in
      let cleaned = TextCleaner.clean(pieces.joined() + noise) ?? ""
      #expect(cleaned.unicodeScalars.allSatisfy(Self.isSafe))
      #expect(cleaned == cleaned.trimmingCharacters(in: .whitespaces))
    }
  }

  @Test("The decoder never crashes on random bytes, whatever the status")
  func decoderBytes() async {
    let bytes = Gen<UInt8>.value(in: 0...255).array(of: 0...200)
    let statuses = Gen<Int?>.element(of: [200, 204, 400, 401, 404, 429, 500] as [Int]).map { $0! }
    await propertyCheck(count: 1000, input: bytes, statuses) { bytes, status in
      let response = HTTPResponse(status: status, body: Data(bytes))
      do {
        _ = try NewscatcherDecoder.decode(
          response, version: .v2, endpoint: "x", page: 1, now: Date())
      } catch {
        #expect(error is NewsError)
      }
    }
  }

  @Test("The decoder never crashes on JSON-like noise, and what it returns is clean")
  func decoderJSON() async {
    let values = Gen<String?>.element(
      of: [
        "null", "1", "-2.5e3", "\"9301\"", "\"NA\"", "\"\\u001b[2J\"", "[]", "{}", "[\"a\",1]",
        "\"&#27;]52;c;x&#7;\"", "true", "\"2020-12-30 17:04:22\"", "\"\\u202eevil\"",
      ] as [String]
    ).map { $0! }
    let keys = Gen<String?>.element(
      of: [
        "title", "summary", "excerpt", "description", "authors", "author", "published_date",
        "clean_url", "domain_url", "link", "rank", "topic", "theme", "language",
      ] as [String]
    ).map { $0! }
    let field = keys.map { "\"\($0)\":" }
    await propertyCheck(count: 1000, input: field.array(of: 0...8), values.array(of: 8)) {
      names, picked in
      let members = zip(names, picked).map { $0 + $1 }.joined(separator: ",")
      let body = #"{"status":"ok","total_hits":"3","articles":[{"# + members + "}]}"
      for version in APIVersion.allCases {
        guard
          let model = try? NewscatcherDecoder.decode(
            HTTPResponse(status: 200, body: Data(body.utf8)), version: version, endpoint: "x",
            page: 1, now: Date())
        else { continue }
        for article in model.articles {
          let text = [article.title, article.summary, article.source, article.link, article.author]
            .compactMap { $0 }.joined()
          #expect(text.unicodeScalars.allSatisfy(Self.isSafe))
        }
      }
    }
  }
}
