import Foundation

/// What the fuzz targets hold the byte-level paths to: the String-level ways they replaced, and
/// the standard library's own check of UTF-8.
extension FuzzTargets {
  /// Cleaning a field on its bytes gives what its String steps gave, and the byte check of
  /// UTF-8 answers as the standard library does.
  static func checkCleaning(_ data: Data, _ input: String) {
    let once = HTMLEntities.decode(HTMLText.stripTags(input))
    let markup = once.utf8.contains(UInt8(ascii: "<")) || once.utf8.contains(UInt8(ascii: "&"))
    let plain =
      once == input || !markup
      ? once : HTMLEntities.decode(HTMLText.holdsHTMLTags(once) ? HTMLText.stripTags(once) : once)
    precondition(HTMLText.plainText(input) == plain, "plain text disagrees")
    let collapsed = TextCleaner.collapseWhitespace(TerminalSanitizer.sanitize(plain))
    let expected = collapsed.isEmpty || TextCleaner.isPlaceholder(collapsed) ? nil : collapsed
    precondition(TextCleaner.clean(input) == (input.isEmpty ? nil : expected), "clean disagrees")
    let bytes = [UInt8](data)
    let library = bytes.withUnsafeBufferPointer {
      (try? UTF8Span(validating: Swift.Span(_unsafeElements: $0))) != nil
    }
    precondition(bytes.withUnsafeBufferPointer(UTF8Check.isValid) == library, "UTF-8 check")
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
