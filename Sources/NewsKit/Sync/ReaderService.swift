import Foundation
import Localization

/// A list of items on a reader service.
enum RemoteList: Sendable, Equatable {
  /// The unread items of every subscription.
  case unread
  /// The starred items.
  case starred
  /// One subscription's items, newest first: its stream id.
  case feed(String)
}

/// A change of an item's state on a reader service.
enum RemoteMark: Sendable, Equatable {
  case read
  case star
  case unstar
}

/// What `news sync` asks of a reader service, whichever API it speaks: the Google Reader API
/// (FreshRSS, Miniflux, …) or tt-rss's JSON API. Item ids are decimal strings here, whatever
/// form the server uses; each client turns them into the server's form.
protocol ReaderService: Actor {
  /// Who signs in where; after `login`, with the token.
  var account: SyncAccount { get }
  /// The server's host (and port), as messages name it.
  var host: String { get }
  /// Item ids named in one request.
  var batch: Int { get }
  /// Signs in with the password; the token (a tt-rss session id), also kept in `account`.
  func login(password: String) async throws -> String
  /// One request that succeeds only when the server takes the saved sign-in (`news doctor`).
  func verify() async throws
  /// The subscriptions, with their folders.
  func subscriptions() async throws -> [RemoteFeed]
  /// The ids of a list's items, page by page within the sync's bounds (`pages` narrows them);
  /// the bound reached, if one was.
  func itemIDs(_ list: RemoteList, pages: Int?) async throws -> (ids: [String], limit: SyncLimit?)
  /// The items with these ids, in one request.
  func contents(_ ids: [String]) async throws -> [RemoteItem]
  /// Changes a state of items, in batches.
  func mark(_ ids: [String], _ mark: RemoteMark) async throws
  /// Subscribes to a feed; a server that will not is `subscriptionRefused` with its words.
  func subscribe(_ url: String, title: String?, folder: String?) async throws
  /// Unsubscribes from a subscription, by its stream id.
  func unsubscribe(_ stream: String) async throws
  /// The bound the sync's time has reached, if it has.
  func overTime() -> SyncLimit?
}

/// Makes the client for an account's kind of server.
enum ReaderServices {
  static func client(
    _ account: SyncAccount, environment: NewsEnvironment, timeout: Double,
    bounds: SyncBounds = SyncBounds()
  ) -> any ReaderService {
    if account.kind == .ttrss {
      return TTRSSClient(
        account: account, environment: environment, timeout: timeout, bounds: bounds)
    }
    return GoogleReaderClient(
      account: account, environment: environment, timeout: timeout, bounds: bounds)
  }
}
