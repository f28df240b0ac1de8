import Foundation

/// The part of every Newscatcher answer around the articles, success or error, read leniently.
///
/// Success: `status`, `total_hits`, `page`, `articles`. "No matches" is a success without
/// `articles`. Errors come as `{"message"}` (RapidAPI), `{"status":"error","error_code",
/// "message"}` (v2) or `{"message","status_code","status"}` (v3).
struct RawEnvelope: Equatable {
  var status: String?
  var message: String?
  var errorCode: String?
  var statusCode: Int?
  var totalHits: Int?
  var page: Int?
  /// nil when the key is absent or null; `hasMalformedArticles` when it is there but no list.
  var articles: [RawArticle]?
  var hasMalformedArticles = false
  /// Whether `articles` stopped at the reading limit with more elements left.
  var hasMore = false

  /// A key read, by its name in the JSON.
  enum Field: String, CaseIterable {
    case status, message, detail, page, articles
    case errorCode = "error_code"
    case statusCode = "status_code"
    case totalHits = "total_hits"

    /// Every field, made once.
    static let every = JSONFields(allCases)
  }

  /// Reads a page in one pass; nil when it is not one whole JSON document, or not an object,
  /// or not UTF-8 (a decoder would otherwise only notice bad bytes inside the strings it is
  /// asked for, and quietly drop those fields). With a `limit`, only that many elements of
  /// `articles` are read (objects or not) and the rest are checked and passed over.
  static func read(_ body: Data, limit: Int?) -> RawEnvelope? {
    body.withUnsafeBytes { raw in
      let bytes = raw.bindMemory(to: UInt8.self)
      guard UTF8Check.isValid(bytes) else { return nil }
      var scanner = JSONScanner(bytes, checkedUTF8: true)
      do {
        let envelope = try read(from: &scanner, limit: limit ?? .max)
        try scanner.finish()
        return envelope
      } catch {
        return nil
      }
    }
  }

  private static func read(from scanner: inout JSONScanner, limit: Int)
    throws(JSONScanner.Malformed) -> RawEnvelope?
  {
    var envelope = RawEnvelope()
    var detail: String?
    let isObject = try scanner.readMembers(Field.every) {
      (field, scanner) throws(JSONScanner.Malformed) in
      switch field {
      case .status: envelope.status = try scanner.lenientString()
      case .message: envelope.message = try scanner.lenientString()
      case .detail: detail = try scanner.lenientString()
      case .errorCode: envelope.errorCode = try scanner.lenientString()
      case .statusCode: envelope.statusCode = try scanner.lenientInt()
      case .totalHits: envelope.totalHits = try scanner.lenientInt()
      case .page: envelope.page = try scanner.lenientInt()
      case .articles: try envelope.readArticles(from: &scanner, limit: limit)
      }
    }
    guard isObject else { return nil }
    envelope.message = envelope.message ?? detail
    return envelope
  }

  /// Reads `articles`: null leaves it nil, a list gives its objects, anything else is malformed.
  private mutating func readArticles(from scanner: inout JSONScanner, limit: Int)
    throws(JSONScanner.Malformed)
  {
    guard try scanner.beginArray() else {
      hasMalformedArticles = scanner.peek() != UInt8(ascii: "n")
      try scanner.skipValue()
      return
    }
    var list: [RawArticle] = []
    var seen = 0
    while try scanner.nextElement() {
      guard seen < limit else {
        hasMore = true
        try scanner.skipValue()
        continue
      }
      seen += 1
      if let article = try RawArticle.read(from: &scanner) { list.append(article) }
    }
    articles = list
  }

  /// Whether the body says the request failed, whatever the HTTP status was.
  var reportsError: Bool {
    status?.lowercased() == "error" || errorCode != nil
      || (statusCode.map { $0 >= 400 } ?? false)
  }

  /// Whether the body is the API's way of saying nothing matched.
  var reportsNoMatches: Bool {
    guard articles == nil, !hasMalformedArticles, !reportsError else { return false }
    let text = (status ?? "").lowercased()
    return text.contains("no match") || totalHits == 0
  }
}
