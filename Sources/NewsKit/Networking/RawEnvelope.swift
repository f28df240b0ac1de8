/// The part of every Newscatcher answer around the articles, success or error, read leniently.
///
/// Success: `status`, `total_hits`, `page`, `articles`. "No matches" is a success without
/// `articles`. Errors come as `{"message"}` (RapidAPI), `{"status":"error","error_code",
/// "message"}` (v2) or `{"message","status_code","status"}` (v3).
struct RawEnvelope: Decodable {
  var status: String?
  var message: String?
  var errorCode: String?
  var statusCode: Int?
  var totalHits: Int?
  var page: Int?
  /// nil when the key is absent or null; `hasMalformedArticles` when it is there but no list.
  var articles: [RawArticle]?
  var hasMalformedArticles: Bool
  /// Whether `articles` stopped at the decoding limit with more elements left.
  var hasMore = false

  /// The `userInfo` key for the most elements of `articles` to decode; the rest are skipped,
  /// which spares converting the strings of articles that will never be shown.
  static let limitKey = CodingUserInfoKey(rawValue: "news.articleLimit")!

  enum CodingKeys: String, CodingKey {
    case status, message, page, articles, detail
    case errorCode = "error_code"
    case statusCode = "status_code"
    case totalHits = "total_hits"
  }

  init(from decoder: Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    status = container.lenientString(.status)
    message = container.lenientString(.message) ?? container.lenientString(.detail)
    errorCode = container.lenientString(.errorCode)
    statusCode = container.lenientInt(.statusCode)
    totalHits = container.lenientInt(.totalHits)
    page = container.lenientInt(.page)
    if container.contains(.articles), (try? container.decodeNil(forKey: .articles)) == false {
      let limit = decoder.userInfo[Self.limitKey] as? Int ?? .max
      if var list = try? container.nestedUnkeyedContainer(forKey: .articles) {
        var decoded: [RawArticle] = []
        var seen = 0
        while !list.isAtEnd && seen < limit {
          seen += 1
          guard let element = try? list.decode(LossyArticle.self) else { break }
          if let article = element.article { decoded.append(article) }
        }
        articles = decoded
        hasMore = !list.isAtEnd
        hasMalformedArticles = false
      } else {
        articles = nil
        hasMalformedArticles = true
      }
    } else {
      articles = nil
      hasMalformedArticles = false
    }
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
