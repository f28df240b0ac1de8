import Foundation

@testable import NewsKit

/// The way pages were read before `JSONScanner`: Foundation's `JSONDecoder` with lenient
/// containers. Kept only as the oracle `EnvelopeReadingTests` holds the one-pass reader to.
///
/// It spells the JSON keys itself (`CodingKeys`) rather than borrowing the reader's `Field`s, so
/// that a key misspelt in the reader is caught, not shared. Its `try?`s are the old decoder's
/// leniency, not a test's assertions.
struct ReferenceEnvelope: Decodable {
  var envelope = RawEnvelope()

  enum CodingKeys: String, CodingKey {
    case status, message, page, articles, detail
    case errorCode = "error_code"
    case statusCode = "status_code"
    case totalHits = "total_hits"
  }

  /// The page as the reference reads it, `limit` elements of `articles` at most.
  static func decode(_ body: Data, limit: Int?) -> RawEnvelope? {
    let decoder = JSONDecoder()
    if let limit { decoder.userInfo[limitKey] = limit }
    return (try? decoder.decode(Self.self, from: body))?.envelope
  }

  static let limitKey = CodingUserInfoKey(rawValue: "test.articleLimit")!

  init(from decoder: Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    envelope.status = container.lenientString(.status)
    envelope.message = container.lenientString(.message) ?? container.lenientString(.detail)
    envelope.errorCode = container.lenientString(.errorCode)
    envelope.statusCode = container.lenientInt(.statusCode)
    envelope.totalHits = container.lenientInt(.totalHits)
    envelope.page = container.lenientInt(.page)
    guard container.contains(.articles), (try? container.decodeNil(forKey: .articles)) == false
    else { return }
    guard var list = try? container.nestedUnkeyedContainer(forKey: .articles) else {
      envelope.hasMalformedArticles = true
      return
    }
    let limit = decoder.userInfo[Self.limitKey] as? Int ?? .max
    var decoded: [RawArticle] = []
    var seen = 0
    while !list.isAtEnd && seen < limit {
      seen += 1
      let element = try list.decode(ReferenceArticle.self)
      if let article = element.article { decoded.append(article) }
    }
    envelope.articles = decoded
    envelope.hasMore = !list.isAtEnd
  }
}

/// One element of `articles` as the reference reads it: an article, or nil when not an object.
struct ReferenceArticle: Decodable {
  var article: RawArticle?

  enum CodingKeys: String, CodingKey {
    case title, summary, excerpt, description, content, link, author, authors, language, topic
    case theme, rights, media
    case publishedDate = "published_date"
    case publishedDatePrecision = "published_date_precision"
    case cleanURL = "clean_url"
    case domainURL = "domain_url"
    case fullDomainURL = "full_domain_url"
    case nameSource = "name_source"
  }

  init(from decoder: Decoder) throws {
    guard let container = try? decoder.container(keyedBy: CodingKeys.self) else { return }
    var raw = RawArticle()
    raw.title = container.lenientString(.title)
    raw.summary = container.lenientString(.summary)
    raw.excerpt = container.lenientString(.excerpt)
    raw.description = container.lenientString(.description)
    raw.content = container.lenientString(.content)
    raw.publishedDate = container.lenientString(.publishedDate)
    raw.publishedDatePrecision = container.lenientString(.publishedDatePrecision)
    raw.cleanURL = container.lenientString(.cleanURL)
    raw.domainURL = container.lenientString(.domainURL)
    raw.fullDomainURL = container.lenientString(.fullDomainURL)
    raw.nameSource = container.lenientString(.nameSource)
    raw.rights = container.lenientString(.rights)
    raw.media = container.lenientString(.media)
    raw.link = container.lenientString(.link)
    raw.author = container.lenientString(.author)
    raw.authors = container.lenientList(.authors)
    raw.language = container.lenientString(.language)
    raw.topic = container.lenientString(.topic)
    raw.theme = container.lenientString(.theme)
    article = raw
  }
}
/// The reference's lenient reads, as they were in `NewsKit` before `JSONScanner`.
extension KeyedDecodingContainer {
  /// A string, number or boolean as text; nil when absent, null or of another shape.
  func lenientString(_ key: Key) -> String? {
    guard contains(key), (try? decodeNil(forKey: key)) == false else { return nil }
    if let text = try? decode(String.self, forKey: key) { return text }
    if let number = try? decode(Int.self, forKey: key) { return String(number) }
    if let number = try? decode(Double.self, forKey: key) { return String(number) }
    if let flag = try? decode(Bool.self, forKey: key) { return String(flag) }
    return nil
  }

  /// A whole number sent as a number or as a string ("9301"); nil otherwise.
  func lenientInt(_ key: Key) -> Int? {
    guard contains(key), (try? decodeNil(forKey: key)) == false else { return nil }
    if let number = try? decode(Int.self, forKey: key) { return number }
    if let number = try? decode(Double.self, forKey: key), number.isFinite,
      abs(number) < 1e15
    {
      return Int(number)
    }
    if let text = try? decode(String.self, forKey: key) {
      return Int(text.trimmingCharacters(in: .whitespaces))
    }
    return nil
  }

  /// A list of names sent as an array of strings or as one comma-joined string.
  func lenientList(_ key: Key) -> [String] {
    guard contains(key), (try? decodeNil(forKey: key)) == false else { return [] }
    if let items = try? decode([LenientText].self, forKey: key) {
      return items.compactMap(\.text)
    }
    if let text = try? decode(String.self, forKey: key) {
      return text.split(separator: ",").map(String.init)
    }
    return []
  }
}

/// One element of a list that may hold strings, numbers, nulls or anything else.
struct LenientText: Decodable {
  let text: String?

  init(from decoder: Decoder) throws {
    let container = try? decoder.singleValueContainer()
    text =
      (try? container?.decode(String.self))
      ?? (try? container?.decode(Int.self)).map { String($0) }
  }
}
