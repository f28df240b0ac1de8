import Foundation

/// Turns a Newscatcher HTTP response into a `NewsModel`, or into the `NewsError` it means.
public enum NewscatcherDecoder {
  /// Longest API message quoted back to the user.
  static let messageLimit = 200

  /// Decodes a response of one API generation; `endpoint` is the address asked, for messages.
  public static func decode(
    _ response: HTTPResponse, version: APIVersion, endpoint: String, page: Int
  ) throws -> NewsModel {
    let envelope = try? JSONDecoder().decode(RawEnvelope.self, from: response.body)
    guard (200..<300).contains(response.status) else {
      throw error(
        status: response.status, envelope: envelope, response: response, version: version,
        endpoint: endpoint)
    }
    guard let envelope else {
      throw NewsError.undecodable(isJSON(response.body) ? .unexpectedShape : .notJSON)
    }
    if envelope.reportsError {
      if let status = envelope.statusCode, status >= 400 {
        throw error(
          status: status, envelope: envelope, response: response, version: version,
          endpoint: endpoint)
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
    return NewsModel(
      articles: articles, total: envelope.totalHits, page: envelope.page ?? page)
  }

  /// The error an HTTP failure status means.
  static func error(
    status: Int, envelope: RawEnvelope?, response: HTTPResponse, version: APIVersion,
    endpoint: String
  ) -> NewsError {
    switch status {
    case 401, 403:
      return .keyRejected(status: status, api: version)
    case 429:
      return .rateLimited(retryAfterSeconds: retryAfterSeconds(response.headers["retry-after"]))
    case 404:
      return .configuration(.endpointNotFound(endpoint))
    case 408, 500...:
      return .server(status: status)
    default:
      return .requestRejected(status: status, message: cleanMessage(envelope?.message))
    }
  }

  /// `Retry-After` as whole seconds, when it is given as seconds.
  static func retryAfterSeconds(_ value: String?) -> Int? {
    guard let value, let seconds = Int(value.trimmingCharacters(in: .whitespaces)), seconds >= 0
    else { return nil }
    return seconds
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
