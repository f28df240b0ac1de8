/// The text of an HTML fragment, worked out on its bytes and made a String at most once.
extension HTMLText {
  /// The text of an HTML fragment: tags stripped, then entities decoded, and once more if the
  /// fragment had been escaped twice (`&lt;p&gt;` or `&amp;#8217;`). What decoding reveals is
  /// stripped only when it is HTML (`&lt;p&gt;`): `&lt;vector&gt;` is the text `<vector>`.
  public static func plainText(_ html: String) -> String {
    var html = html
    return html.withUTF8 { plainBytes($0).map { String(decoding: $0, as: UTF8.self) } } ?? html
  }

  /// The bytes of `plainText`; nil when they are the fragment's own. Each step hands the next
  /// its bytes: a String made and checked as UTF-8 between the steps was half of what cleaning
  /// a summary cost.
  static func plainBytes(_ html: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
    var steps = 0
    let tagless = stripped(html, steps: &steps)
    let decoded = tagless.flatMap { $0.withUnsafeBufferPointer(HTMLEntities.decoded) }
    guard let once = decoded ?? tagless ?? HTMLEntities.decoded(html) else {
      return nil
    }
    return once.withUnsafeBufferPointer { bytes -> [UInt8]? in
      if bytes.count == html.count, bytes.elementsEqual(html) { return nil }
      guard mayHoldMarkup(bytes) else { return once }
      let holdsTags =
        holdsHTMLTags(bytes)
        ?? holdsHTMLTagsByCharacters(String(decoding: bytes, as: UTF8.self))
      guard holdsTags, let again = stripped(bytes, steps: &steps) else {
        return HTMLEntities.decoded(bytes) ?? once
      }
      return again.withUnsafeBufferPointer(HTMLEntities.decoded) ?? again
    }
  }
}
