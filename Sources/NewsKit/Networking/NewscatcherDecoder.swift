import Foundation

/// Turns a Newscatcher HTTP response into a `NewsModel`, or into the `NewsError` it means.
public enum NewscatcherDecoder {
  /// Longest API message quoted back to the user.
  static let messageLimit = 200

  /// Decodes a response of one API generation; `endpoint` is the address asked, for messages,
  /// and `now` the time an HTTP-date `Retry-After` is counted from.
  public static func decode(
    _ response: HTTPResponse, version: APIVersion, endpoint: String, page: Int, now: Date
  ) throws -> NewsModel {
    // JSON must be UTF-8; the decoder would otherwise only notice bad bytes inside the
    // strings it is asked for, and quietly drop those fields.
    let isUTF8 = String(validating: response.body, as: UTF8.self) != nil
    let envelope =
      isUTF8 ? try? JSONDecoder().decode(RawEnvelope.self, from: response.body) : nil
    guard (200..<300).contains(response.status) else {
      throw error(
        status: response.status, envelope: envelope, response: response, version: version,
        endpoint: endpoint, now: now)
    }
    guard let envelope else {
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
    guard let raws = envelope.articles else {
      throw NewsError.undecodable(.unexpectedShape)
    }
    let articles = raws.map { ArticleMapper.article(from: $0, version: version) }
      .filter { $0.title != nil || $0.summary != nil || $0.link != nil }
    return NewsModel(
      articles: articles, total: envelope.totalHits, page: envelope.page ?? page)
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

  static func isJSON(_ body: Data) -> Bool {
    (try? JSONSerialization.jsonObject(with: body, options: [.fragmentsAllowed])) != nil
  }
}
