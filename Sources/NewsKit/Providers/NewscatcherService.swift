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
      pageSize: settings.count)
    let request = endpoint.request(for: query, timeout: settings.timeout)
    let sender = ResilientSender(environment: environment, policy: policy, secret: apiKey)
    let response = try await sender.fetch(request)
    let path = request.url.lastPathComponent
    do {
      return try NewscatcherDecoder.decode(
        response, version: settings.api, endpoint: endpoint.endpointURL(path),
        page: settings.page, now: environment.now(), limit: settings.count)
    } catch let error as NewsError {
      throw error.redacting(apiKey)
    }
  }
}

extension NewsError {
  /// The same error with every occurrence of `secret` in quoted server text masked, so a
  /// server that echoes the key cannot make `news` print it.
  public func redacting(_ secret: String) -> NewsError {
    guard !secret.isEmpty else { return self }
    func mask(_ text: String?) -> String? {
      text?.replacingOccurrences(of: secret, with: "••••")
    }
    switch self {
    case .requestRejected(let status, let message):
      return .requestRejected(status: status, message: mask(message))
    case .undecodable(.apiError(let message)):
      return .undecodable(.apiError(mask(message)))
    default:
      return self
    }
  }
}
