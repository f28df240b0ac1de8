import Foundation

/// Turns a Newscatcher HTTP response into a `NewsModel`, or into the `NewsError` it means.
public enum NewscatcherDecoder {
  /// Longest API message quoted back to the user.
  static let messageLimit = 200

  /// Decodes a response of one API generation; `endpoint` is the address asked, for messages,
  /// and `now` the time an HTTP-date `Retry-After` is counted from. With a `limit`, only that
  /// many distinct articles are cleaned and returned (duplicates are dropped on the way); the
  /// rest of a long page is never converted.
  public static func decode(
    _ response: HTTPResponse, version: APIVersion, endpoint: String, page: Int, now: Date,
    limit: Int? = nil
  ) throws -> NewsModel {
    // Room for duplicates and empty entries; a second pass reads everything if that is short.
    // A body that is not UTF-8 reads as no envelope (`RawEnvelope.read`).
    let firstPass = limit.map { $0 * 2 + 4 }
    let envelope = RawEnvelope.read(response.body, limit: firstPass)
    guard (200..<300).contains(response.status) else {
      throw error(
        status: response.status, envelope: envelope, response: response, version: version,
        endpoint: endpoint, now: now)
    }
    guard var envelope else {
      let isUTF8 = [UInt8](response.body).withUnsafeBufferPointer(UTF8Check.isValid)
      throw NewsError.undecodable(
        isUTF8 && isJSON(response.body) ? .unexpectedShape : .notJSON)
    }
    if envelope.reportsError {
      if let status = envelope.statusCode, status >= 400 {
        throw error(
          status: status, envelope: envelope, response: response, version: version,
          endpoint: endpoint, now: now)
      }
      throw NewsError.undecodable(.apiError(cleanMessage(envelope.message)))
    }
    if envelope.reportsNoMatches {
      return NewsModel(articles: [], total: 0, page: page)
    }
    guard envelope.articles != nil else {
      throw NewsError.undecodable(.unexpectedShape)
    }
    var articles = distinct(envelope.articles ?? [], version: version, limit: limit)
    if let limit, articles.count < limit, envelope.hasMore,
      let whole = RawEnvelope.read(response.body, limit: nil)
    {
      envelope = whole
      articles = distinct(whole.articles ?? [], version: version, limit: limit)
    }
    return NewsModel(
      articles: articles, total: envelope.totalHits, page: envelope.page ?? page)
  }

  /// Clean articles in order, each story once, none without a title, summary or link; at most
  /// `limit`, and no raw article past that is cleaned.
  static func distinct(_ raws: [RawArticle], version: APIVersion, limit: Int?) -> [Article] {
    var deduplicator = ArticleDeduplicator(capacity: min(raws.count, limit ?? raws.count))
    var articles: [Article] = []
    for raw in raws {
      if let limit, articles.count >= limit { break }
      let article = NewscatcherMapper.article(from: raw, version: version)
      guard article.title != nil || article.summary != nil || article.link != nil,
        deduplicator.admit(article)
      else { continue }
      articles.append(article)
    }
    return articles
  }

  /// The error an HTTP failure status means.
  static func error(
    status: Int, envelope: RawEnvelope?, response: HTTPResponse, version: APIVersion,
    endpoint: String, now: Date
  ) -> NewsError {
    switch status {
    case 401, 403:
      return .keyRejected(status: status, api: version)
    case 429:
      return .rateLimited(
        retryAfterSeconds: RetryAfter.seconds(response.headers["retry-after"], now: now))
    case 404:
      return .configuration(.endpointNotFound(endpoint))
    case 408, 500...:
      return .server(status: status)
    default:
      return .requestRejected(status: status, message: cleanMessage(envelope?.message))
    }
  }

  static func cleanMessage(_ message: String?) -> String? {
    guard let text = TextCleaner.clean(message) else { return nil }
    guard text.count > messageLimit else { return text }
    return String(text.prefix(messageLimit)) + "…"
  }

  /// Whether `body` is one whole JSON document, whatever its shape.
  static func isJSON(_ body: Data) -> Bool {
    body.withUnsafeBytes { raw in
      var scanner = JSONScanner(raw.bindMemory(to: UInt8.self))
      do {
        try scanner.skipValue()
        try scanner.finish()
        return true
      } catch {
        return false
      }
    }
  }
}
