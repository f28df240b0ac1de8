import Foundation
import Localization

/// The JSON documents of the commands that change something (subscribe, unsubscribe, import,
/// sign in and out, delete editions, open): one object each, every key present.
public enum ChangeJSONView {
  /// `feed add`: `{"feeds": [{"address", "status", "id", "title", "url", "articles", "error"}]}`,
  /// one per address typed; status `added`, `already_subscribed` or `failed`.
  public static func added(_ outcomes: [FeedAddOutcome], addresses: [String], strings: StringTable)
    -> String
  {
    let items = zip(addresses, outcomes).map { address, outcome -> JSONValue in
      let (status, feed, error): (String, FeedSubscription?, NewsError?) =
        switch outcome {
        case .added(let feed): ("added", feed, nil)
        case .alreadySubscribed(let feed): ("already_subscribed", feed, nil)
        case .failed(_, let error): ("failed", nil, error)
        }
      return .object(
        [
          ("address", .string(AddressMask.mask(TerminalSanitizer.sanitize(address)))),
          ("status", .string(status)),
        ] + feedMembers(feed) + [
          ("articles", .int(feed?.articles)),
          ("error", .string(error.map { ErrorView.text($0, strings: strings).what })),
        ])
    }
    return JSONValue.object([("feeds", .array(items))]).rendered() + "\n"
  }

  /// `feed remove`: `{"removed": [{"id", "title", "url"}]}`.
  public static func removed(_ feeds: [FeedSubscription]) -> String {
    JSONValue.object([("removed", .array(feeds.map { .object(feedMembers($0)) }))]).rendered()
      + "\n"
  }

  /// `feed import`: `{"added", "already_subscribed", "ignored", "ids"}` (the ids of the feeds
  /// added).
  public static func imported(_ result: FeedImportResult) -> String {
    JSONValue.object([
      ("added", .int(result.added)), ("already_subscribed", .int(result.alreadySubscribed)),
      ("ignored", .int(result.ignored)), ("ids", .array(result.ids.map { .int(Int($0)) })),
    ]).rendered() + "\n"
  }

  /// `sync login` and `sync logout`: whether signed in now, to which server, as whom.
  public static func account(signedIn: Bool, server: String?, user: String?, changed: Bool)
    -> String
  {
    JSONValue.object([
      ("signed_in", .bool(signedIn)),
      ("server", .string(server.map(TerminalSanitizer.sanitize))),
      ("user", .string(user.map(TerminalSanitizer.sanitize))), ("changed", .bool(changed)),
    ]).rendered() + "\n"
  }

  /// `mark-read`: `{"marked_read": count}`.
  public static func markedRead(_ count: Int) -> String {
    JSONValue.object([("marked_read", .int(count))]).rendered() + "\n"
  }

  /// `edition delete`: `{"deleted": [ids]}`.
  public static func deleted(_ ids: [Int64]) -> String {
    JSONValue.object([("deleted", .array(ids.map { .int(Int($0)) }))]).rendered() + "\n"
  }

  /// `open`: `{"number", "link", "opened"}`: whether a browser took the link.
  public static func opened(number: Int, link: String, opened: Bool) -> String {
    JSONValue.object([
      ("number", .int(number)), ("link", .string(link)), ("opened", .bool(opened)),
    ]).rendered() + "\n"
  }

  static func feedMembers(_ unsafeFeed: FeedSubscription?) -> [(String, JSONValue)] {
    let feed = unsafeFeed.map(FeedListView.sanitized)
    return [
      ("id", .int(feed.map { Int($0.id) })), ("title", .string(feed?.title)),
      ("url", .string(feed.map { AddressMask.mask(TerminalSanitizer.sanitize($0.url)) })),
    ]
  }
}
