import Foundation

/// Finds the article in a news page and returns its readable text.
///
/// Readability's method, written for this tree: boilerplate is dropped by tag, role,
/// visibility and class/id names (`NodeSignals`); every paragraph-like element scores by its
/// length and commas, and passes its score up to five ancestors (fully to its parent, half to
/// its grandparent, less beyond); each candidate's score is scaled down by its link density;
/// the best candidate, climbed to an ancestor that scores better, is taken with the siblings
/// that score near it. Within it, blocks that look like furniture (link lists, "Advertisement",
/// forms, image galleries, headings of the page) are cleaned out before the text is read.
public enum ReadableExtractor {
  /// Fewer words than this is not an article (a consent wall, a video page, an error page).
  public static let minimumWords = 40
  static let scored: Set<String> = ["p", "pre", "td"]
  static let paragraphLike: Set<String> = ["div", "section", "article", "main"]
  static let blockInside: Set<String> = [
    "blockquote", "dl", "div", "img", "ol", "p", "pre", "table", "ul", "section", "article",
    "h1", "h2", "h3", "h4", "h5", "h6",
  ]
  static let cleaned: Set<String> = [
    "div", "section", "ul", "ol", "table", "dl", "aside", "fieldset", "center",
  ]

  /// The readable text of a page's bytes, in whatever encoding the page or its header
  /// declares; nil when the page holds no article.
  public static func extract(_ data: Data, contentType: String? = nil) -> ReadableText? {
    extract(html: PageEncoding.utf8(data, contentType: contentType))
  }

  /// The readable text of a page already in UTF-8; nil when it holds no article.
  static func extract(html bytes: [UInt8]) -> ReadableText? {
    let document = HTMLDocument(bytes)
    let page = PageAnalysis(document)
    var text = ReadableText(blocks: [])
    if let chosen = page.article() {
      var builder = BlockBuilder(page: page)
      for node in chosen { builder.read(node) }
      text = ReadableText(blocks: builder.finish())
    }
    // A page rendered in the browser has its article only in its JSON-LD; a page whose
    // HTML gave a teaser or the wrong part has more words there.
    if let declared = StructuredArticle.body(in: document.structuredData),
      declared.wordCount > text.wordCount * 2
    {
      text = declared
    }
    return text.wordCount >= minimumWords ? text : nil
  }
}
