import Foundation

/// Fetches an article's picture when the user asks for it: from the cache, else from its
/// address, bounded like any request (8 MB, the timeout), kept only when its bytes are a
/// picture.
public struct PictureFetcher: Sendable {
  let environment: NewsEnvironment
  let timeout: Double
  let cache: PictureCache?
  /// The picture an edition keeps at an address (offline reading), looked at first.
  let stored: @Sendable (String) -> Data?

  public init(
    environment: NewsEnvironment, timeout: Double, cache: PictureCache?,
    stored: @escaping @Sendable (String) -> Data? = { _ in nil }
  ) {
    self.environment = environment
    self.timeout = timeout
    self.cache = cache
    self.stored = stored
  }

  /// The picture's bytes; a NewsError for the network, `PictureProblem` for what came.
  public func fetch(_ address: String) async throws -> Data {
    if let kept = stored(address), DecodedPicture.kind(kept) != nil { return kept }
    if let kept = cache?.read(address), DecodedPicture.kind(kept) != nil { return kept }
    guard let url = URL(string: address), LinkPolicy.web(address) != nil else {
      throw PictureProblem.unreadable
    }
    let request = HTTPRequest(
      url: url,
      headers: [
        ("Accept", "image/webp,image/png,image/jpeg,image/gif;q=0.9,*/*;q=0.1"),
        ("User-Agent", "Mozilla/5.0 (compatible; news/\(NewsVersion.current))"),
      ], timeout: timeout)
    let response: HTTPResponse
    do {
      response = try await ResilientSender(
        environment: environment, policy: RetryPolicy(maxRetries: 1), secret: nil
      ).fetch(request)
    } catch NewsError.undecodable(.tooLarge) {
      throw PictureProblem.tooLarge
    }
    guard (200..<300).contains(response.status) else {
      throw NewsError.download(host: url.host ?? address, .status(response.status))
    }
    // The bytes say what it is, whatever the header claims.
    guard DecodedPicture.kind(response.body) != nil else { throw PictureProblem.unreadable }
    cache?.write(response.body, for: address)
    return response.body
  }
}
