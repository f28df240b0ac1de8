import Foundation

/// What the fuzz targets hold the byte-level paths to: the String-level ways they replaced, and
/// the standard library's own check of UTF-8.
extension FuzzTargets {
  /// `HTMLText.plainText` as it was before it worked on bytes: each step a String.
  static func plainTextByStrings(_ html: String) -> String {
    let once = HTMLEntities.decode(HTMLText.stripTags(html))
    let markup = once.utf8.contains(UInt8(ascii: "<")) || once.utf8.contains(UInt8(ascii: "&"))
    guard once != html, markup else { return once }
    return HTMLEntities.decode(HTMLText.holdsHTMLTags(once) ? HTMLText.stripTags(once) : once)
  }

  /// `TextCleaner.clean` as it was: plain text, sanitised, collapsed, each a String.
  static func cleanByStrings(_ raw: String?) -> String? {
    guard let raw, !raw.isEmpty else { return nil }
    let text = TextCleaner.collapseWhitespace(TerminalSanitizer.sanitize(plainTextByStrings(raw)))
    return text.isEmpty || TextCleaner.isPlaceholder(text) ? nil : text
  }

  /// Whether bytes are UTF-8 as the standard library's check says.
  static func libraryAcceptsUTF8(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBufferPointer {
      (try? UTF8Span(validating: Swift.Span(_unsafeElements: $0))) != nil
    }
  }

  /// Cleaning a field on its bytes gives what its String steps gave, and the byte check of
  /// UTF-8 answers as the standard library does.
  static func checkCleaning(_ data: Data, _ input: String) {
    precondition(HTMLText.plainText(input) == plainTextByStrings(input), "plain text disagrees")
    precondition(TextCleaner.clean(input) == cleanByStrings(input), "clean disagrees")
    let bytes = [UInt8](data)
    precondition(
      bytes.withUnsafeBufferPointer(UTF8Check.isValid) == libraryAcceptsUTF8(bytes), "UTF-8 check")
  }

  /// Every text of a decoded page is valid UTF-8: its strings were made without a check of
  /// their own, from a page checked whole.
  static func checkValidText(_ model: NewsModel) {
    for article in model.articles {
      for text in [article.title, article.summary, article.source, article.link, article.author] {
        guard let text else { continue }
        let bytes = Array(text.utf8)
        precondition(Array(String(decoding: bytes, as: UTF8.self).utf8) == bytes, "bad UTF-8")
      }
    }
  }
}
