import Foundation

@testable import NewsKit

/// A Google Reader API service in memory, for sync tests that need no PHP: subscriptions,
/// items, unread and starred states, and the calls `news sync` makes. It can misbehave on
/// purpose: continuations that repeat or never end, answers too large for big batches,
/// refused subscriptions. It reads item ids as Miniflux 2.2.0–2.2.8 does: the long form
/// right, a short one as hexadecimal (`i=10` is item 16), so a client that sends the short
/// decimal form loses items and marks here as it would there.
final class FakeReaderService: @unchecked Sendable {
  struct Item {
    var id: String
    var feed: String
    var title: String?
    var link: String?
    var content = "Body"
  }

  private let lock = NSLock()
  var feeds: [(id: String, url: String, title: String)] = []
  var items: [Item] = []
  var unread: Set<String> = []
  var starred: Set<String> = []
  /// How the ids list pages: `nil` pages normally (all at once); `.repeating` always sends the
  /// same continuation; `.growing` a new one every time.
  enum Paging { case repeating, growing }
  var paging: Paging?
  /// Contents answers for more items than this are "too large" (the transport's body bound).
  var largestBatch = Int.max
  /// Subscriptions refused with a 400 and this reason.
  var refuse: String?
  private(set) var requests: [HTTPRequest] = []

  static let server = "http://127.0.0.1:9/api/greader.php"

  func locked<T>(_ body: () -> T) -> T { lock.withLock(body) }

  /// An environment whose network is this service.
  func environment(now: @escaping @Sendable () -> Date = { Date(timeIntervalSince1970: 1.7e9) })
    -> NewsEnvironment
  {
    NewsEnvironment(send: { try self.answer($0) }, now: now)
  }

  func answer(_ request: HTTPRequest) throws -> HTTPResponse {
    try lock.withLock {
      requests.append(request)
      let path = request.url.path
      let form = Self.fields(String(decoding: request.body ?? Data(), as: UTF8.self))
      let query = Self.fields(request.url.query ?? "")
      if path.hasSuffix("/token") { return Self.text("WRITE") }
      if path.hasSuffix("/subscription/list") {
        let list = feeds.map { ["id": $0.id, "url": $0.url, "title": $0.title] }
        return try Self.json(["subscriptions": list])
      }
      if path.hasSuffix("/stream/items/ids") {
        let stream = query.first { $0.0 == "s" }?.1 ?? ""
        let ids =
          stream.hasPrefix("feed/")
          ? items.filter { $0.feed == stream }.map(\.id)
          : stream.hasSuffix("starred")
            ? items.map(\.id).filter(starred.contains) : items.map(\.id).filter(unread.contains)
        var body: [String: Any] = ["itemRefs": ids.map { ["id": $0] }]
        switch paging {
        case .repeating: body["continuation"] = "again"
        case .growing: body["continuation"] = "page\(requests.count)"
        case nil: break
        }
        return try Self.json(body)
      }
      if path.hasSuffix("/stream/items/contents") {
        let asked = form.filter { $0.0 == "i" }.compactMap { Self.itemID($0.1) }
        if asked.count > largestBatch { throw TransportError.tooLarge }
        let found = items.filter { asked.contains($0.id) }.map { item -> [String: Any] in
          var entry: [String: Any] = [
            "id": Self.longID(item.id), "origin": ["streamId": item.feed],
            "summary": ["content": item.content],
          ]
          if let title = item.title { entry["title"] = title }
          if let link = item.link { entry["canonical"] = [["href": link]] }
          return entry
        }
        return try Self.json(["items": found])
      }
      if path.hasSuffix("/edit-tag") {
        let ids = form.filter { $0.0 == "i" }.compactMap { Self.itemID($0.1) }
        for (key, value) in form where key == "a" || key == "r" {
          let adding = key == "a"
          if value.hasSuffix("/read") {
            if adding { unread.subtract(ids) } else { unread.formUnion(ids) }
          } else if value.hasSuffix("/starred") {
            if adding { starred.formUnion(ids) } else { starred.subtract(ids) }
          }
        }
        return Self.text("OK")
      }
      if path.hasSuffix("/subscription/edit") {
        if let refuse { return HTTPResponse(status: 400, body: Data(refuse.utf8)) }
        let stream = form.first { $0.0 == "s" }?.1 ?? ""
        let url = String(stream.dropFirst(5))
        if form.contains(where: { $0 == ("ac", "subscribe") }) {
          // Like a real service: a feed it has already is not subscribed twice.
          if !feeds.contains(where: { $0.url == url }) { feeds.append((stream, url, "Subscribed")) }
        } else {
          feeds.removeAll { $0.id == stream }
        }
        return Self.text("OK")
      }
      return HTTPResponse(status: 404)
    }
  }

  /// An item id as Miniflux 2.2.6 reads `i=`: the long form's 16 hex digits, or a short form
  /// read as hexadecimal too (its bug); in decimal, as items are kept here.
  static func itemID(_ text: String) -> String? {
    let prefix = "tag:google.com,2005:reader/item/"
    let hex = text.hasPrefix(prefix) ? String(text.dropFirst(prefix.count)) : text
    return UInt64(hex, radix: 16).map(String.init)
  }

  /// The long form of a decimal item id, as streams give it.
  static func longID(_ decimal: String) -> String {
    let hex = String(UInt64(decimal) ?? 0, radix: 16)
    return "tag:google.com,2005:reader/item/" + String(repeating: "0", count: 16 - hex.count) + hex
  }

  static func fields(_ text: String) -> [(String, String)] {
    text.split(separator: "&").map { pair in
      let parts = pair.split(separator: "=", maxSplits: 1).map {
        String($0).removingPercentEncoding ?? String($0)
      }
      return (parts[0], parts.count > 1 ? parts[1] : "")
    }
  }

  static func text(_ text: String) -> HTTPResponse {
    HTTPResponse(status: 200, body: Data(text.utf8))
  }

  static func json(_ object: Any) throws -> HTTPResponse {
    HTTPResponse(status: 200, body: try JSONSerialization.data(withJSONObject: object))
  }
}
