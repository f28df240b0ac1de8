import Foundation

/// A feed's address, checked and normalised so the same feed is one subscription however it
/// was written (`HTTP://Example.org:80/feed#x` and `http://example.org/feed`).
public struct FeedAddress: Sendable, Equatable {
  /// The address as it will be fetched.
  public let url: URL
  /// The key that makes a subscription unique: scheme and host lower-cased, the default port
  /// and the fragment dropped, an empty path written as `/`.
  public let key: String
  /// The command that makes the feed (`exec:`, `filter:`), nil for a feed at an address.
  public let command: FeedCommand?

  /// What the store keeps as the feed's address: the address, or the command line.
  public var stored: String { command?.text ?? url.absoluteString }

  /// A command feed (`FeedCommand`), or nil when `text` is none: only what a user typed or
  /// newsboat's `urls` holds is read this way.
  public init?(command text: String) {
    guard let command = FeedCommand(text) else { return nil }
    self.command = command
    url = command.filtered ?? URL(fileURLWithPath: "/")
    key = command.text
  }

  /// The address in `text`, or nil when it is not an http(s) URL with a host, or is longer than
  /// any address the store keeps (`StoreBounds.address`).
  public init?(_ text: String) {
    guard text.utf8.count <= 4 * StoreBounds.address else { return nil }
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard trimmed.utf8.count <= StoreBounds.address,
      var components = URLComponents(string: trimmed),
      let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
      let host = components.host?.lowercased(), !host.isEmpty,
      components.port.map({ (1...65_535).contains($0) }) ?? true
    else { return nil }
    components.scheme = scheme
    components.host = host
    components.fragment = nil
    if components.port == (scheme == "https" ? 443 : 80) { components.port = nil }
    if components.path.isEmpty { components.path = "/" }
    // Percent-encoding may lengthen it: the address as kept is what is bounded.
    guard let url = components.url, url.absoluteString.utf8.count <= StoreBounds.address else {
      return nil
    }
    self.url = url
    key = url.absoluteString
    command = nil
  }

  /// The key two servers' spellings of one feed share: `key` without a trailing slash on a
  /// path (`…/feed/` and `…/feed` are one feed to a reader service).
  public var matchKey: String {
    guard url.path.count > 1, key.hasSuffix("/") else { return key }
    return String(key.dropLast())
  }
}
