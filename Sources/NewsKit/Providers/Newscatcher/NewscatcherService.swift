import Foundation

/// Asks the Newscatcher API for one query and returns the decoded model.
///
/// Shared by the search and topic controllers: builds the request for the configured
/// generation, sends it through the environment, maps transport failures and error bodies to
/// `NewsError`, and keeps the API key out of every error it throws.
struct NewscatcherService: NewsProvider {
  let environment: NewsEnvironment
  let settings: Settings
  var policy = RetryPolicy.standard

  func fetch(_ subject: NewsQuery.Subject) async throws -> NewsModel {
    guard let apiKey = settings.apiKey else { throw NewsError.missingAPIKey }
    let endpoint = NewscatcherEndpoint(
      version: settings.api, baseURL: settings.baseURL, apiKey: apiKey)
    let query = NewsQuery(
      subject: subject, language: settings.language, page: settings.page,
      pageSize: settings.fetchCount)
    let request = endpoint.request(for: query, timeout: settings.timeout)
    let sender = ResilientSender(environment: environment, policy: policy, secret: apiKey)
    let response = try await sender.fetch(request)
    let path = request.url.lastPathComponent
    // A server that echoes the key (some error and debug bodies do) must not get it shown,
    // stored or put in JSON: it is masked in everything decoded from the answer.
    let redactor = sender.redactor
    do {
      return redactor.mask(
        try NewscatcherDecoder.decode(
          response, version: settings.api, endpoint: endpoint.endpointURL(path),
          page: settings.page, now: environment.now(), limit: settings.fetchCount))
    } catch let error as NewsError {
      throw error.redacting(redactor)
    }
  }
}

extension NewsError {
  /// The same error with the secret masked in all quoted server text.
  func redacting(_ redactor: Redactor) -> NewsError {
    switch self {
    case .requestRejected(let status, let message):
      return .requestRejected(status: status, message: redactor.mask(message))
    case .undecodable(.apiError(let message)):
      return .undecodable(.apiError(redactor.mask(message)))
    case .configuration(.endpointNotFound(let url)):
      return .configuration(.endpointNotFound(redactor.mask(url)))
    default:
      return self
    }
  }
}
