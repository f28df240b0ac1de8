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

  /// A page's readable text (nil when it holds no article) and the picture it announces
  /// (`og:image`), relative addresses resolved against `url`.
  public static func page(_ data: Data, contentType: String?, url: URL?) -> (
    text: ReadableText?, image: String?
  ) {
    let document = HTMLDocument(PageEncoding.utf8(data, contentType: contentType))
    return (extract(document), PageImage.address(in: document, base: url))
  }

  /// The readable text of a page already in UTF-8; nil when it holds no article.
  static func extract(html bytes: [UInt8]) -> ReadableText? {
    extract(HTMLDocument(bytes))
  }

  /// The readable text of a parsed page; nil when it holds no article.
  static func extract(_ document: HTMLDocument) -> ReadableText? {
    // Read trusting every sign first; when that keeps too little, trust fewer names and
    // keep the attempt with the most words (Readability's retries).
    var text = ReadableText(blocks: [])
    var words = 0
    for trust in NodeSignals.Trust.allCases {
      let attempt = read(document, trust: trust)
      let count = attempt.wordCount
      if count > words { (text, words) = (attempt, count) }
      if words >= retryBelow { break }
    }
    // A page rendered in the browser has its article only in its JSON-LD; a page whose
    // HTML gave a teaser or the wrong part has more words there.
    if let declared = StructuredArticle.body(in: document.structuredData) {
      let count = declared.wordCount
      if count > words * 2 { (text, words) = (declared, count) }
    }
    return words >= minimumWords ? text : nil
  }

  /// Fewer words than this and the page is read again trusting fewer names.
  static let retryBelow = minimumWords

  /// The blocks of the article a page's tree holds, as one level of trust finds it.
  static func read(_ document: HTMLDocument, trust: NodeSignals.Trust) -> ReadableText {
    let page = PageAnalysis(document, trust: trust)
    guard let chosen = page.article() else { return ReadableText(blocks: []) }
    var builder = BlockBuilder(page: page)
    for node in chosen { builder.readChosen(node) }
    return ReadableText(blocks: builder.finish())
  }
}
