import Foundation

/// The article text a page declares in its JSON-LD (`articleBody` of a schema.org
/// `NewsArticle`, `Article`, `BlogPosting` …).
///
/// Pages rendered in the browser often carry no article in their HTML at all, only in this
/// metadata; other pages carry a teaser there. The extractor takes it when it holds clearly
/// more words than what the page's HTML gave.
enum StructuredArticle {
  /// The longest `articleBody` in the page's JSON-LD blocks, as paragraphs (its line breaks),
  /// cleaned like every other text; nil when there is none.
  static func body(in blocks: [String]) -> ReadableText? {
    var best: String?
    for block in blocks {
      guard let data = block.data(using: .utf8),
        let json = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
      else { continue }
      for body in bodies(in: json, depth: 0) where body.count > (best?.count ?? 0) {
        best = body
      }
    }
    guard let best else { return nil }
    let paragraphs = best.split(whereSeparator: \.isNewline).compactMap {
      TextCleaner.clean(String($0)).map { ReadableText.Block(.paragraph, $0) }
    }
    return paragraphs.isEmpty ? nil : ReadableText(blocks: paragraphs)
  }

  /// Every `articleBody` string in a JSON value: objects, `@graph` and other arrays, nested
  /// objects (`mainEntity`), a few levels deep.
  static func bodies(in value: Any, depth: Int) -> [String] {
    guard depth < 8 else { return [] }
    if let array = value as? [Any] {
      return array.flatMap { bodies(in: $0, depth: depth + 1) }
    }
    guard let object = value as? [String: Any] else { return [] }
    var found: [String] = []
    if let body = object["articleBody"] as? String { found.append(body) }
    for (key, nested) in object where key != "articleBody" {
      found += bodies(in: nested, depth: depth + 1)
    }
    return found
  }
}
