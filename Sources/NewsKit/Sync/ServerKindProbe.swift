import Foundation
import Localization

/// Tells which Google Reader API server an address is, so messages can name it and its slips
/// can be mended: FreshRSS's API ends in `greader.php`; Miniflux answers `GET <address>/version`
/// with its version number alone (no credential is sent for it); anything else is `greader`.
enum ServerKindProbe {
  static func kind(of server: String, environment: NewsEnvironment, timeout: Double) async
    -> ReaderServerKind
  {
    let guessed = SyncAccount.guessedKind(server)
    guard guessed == .greader,
      let url = URL(string: (server.hasSuffix("/") ? server : server + "/") + "version")
    else { return guessed }
    let sender = ResilientSender(
      environment: environment, policy: RetryPolicy(maxRetries: 0), secret: nil)
    guard
      let response = try? await sender.fetch(
        HTTPRequest(
          url: url, headers: [("User-Agent", "news/\(NewsVersion.current)")],
          timeout: timeout)),
      (200..<300).contains(response.status)
    else { return .greader }
    return isVersion(String(decoding: response.body.prefix(64), as: UTF8.self))
      ? .miniflux : .greader
  }

  /// The kind of the server at an address that answered neither API: Miniflux when its
  /// origin says so (the address had a path Miniflux does not have, such as FreshRSS's
  /// `/api/greader.php`), else the kind the address itself stands for.
  static func kind(ofRootOf server: String, environment: NewsEnvironment, timeout: Double) async
    -> ReaderServerKind
  {
    guard var root = URLComponents(string: server) else { return .greader }
    root.path = "/"
    root.user = nil
    root.password = nil
    root.query = nil
    root.fragment = nil
    if let origin = root.string,
      await kind(of: origin, environment: environment, timeout: timeout) == .miniflux
    {
      return .miniflux
    }
    return SyncAccount.guessedKind(server)
  }

  /// Whether a body is a bare version number, as Miniflux's `/version` answers (`2.2.6`).
  static func isVersion(_ text: String) -> Bool {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    let parts = trimmed.split(separator: ".", omittingEmptySubsequences: false)
    return (2...4).contains(parts.count)
      && parts.allSatisfy {
        !$0.isEmpty && $0.count <= 6 && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber)
      }
  }
}
