import Foundation

/// A subscription as the reader service lists it.
struct RemoteFeed: Sendable, Equatable {
  /// Its stream id, `feed/…`.
  var id: String
  var url: String
  var title: String?
  var site: String?
  /// The first label (category) it is in.
  var folder: String?
}

/// An article as the reader service sends it.
struct RemoteItem: Sendable {
  /// The item id in decimal, the form every Google Reader API accepts back.
  var id: String
  /// The stream id of its feed.
  var feed: String?
  var article: Article
}

/// The Google Reader API calls `news sync` makes, and what their answers mean. Answers are read
/// leniently (JSONSerialization: numbers as strings or numbers, missing keys) and an answer
/// that is not the expected JSON at all is `syncUndecodable` (exit 65).
extension GoogleReaderClient {
  static let readingList = "user/-/state/com.google/reading-list"
  static let read = "user/-/state/com.google/read"
  static let starred = "user/-/state/com.google/starred"
  static let labelPrefix = "user/-/label/"
  /// Item ids sent in one `edit-tag` or `stream/items/contents` request.
  static let batch = 250

  func object(_ data: Data) throws -> [String: Any] {
    guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
      throw NewsError.syncUndecodable(server: host)
    }
    return object
  }

  /// The subscriptions, with their folders.
  func subscriptions() async throws -> [RemoteFeed] {
    let body = try object(
      try await get("reader/api/0/subscription/list", query: [("output", "json")]))
    guard let list = body["subscriptions"] as? [[String: Any]] else {
      throw NewsError.syncUndecodable(server: host)
    }
    return list.compactMap { entry in
      guard let id = entry["id"] as? String else { return nil }
      let url = (entry["url"] as? String) ?? (id.hasPrefix("feed/") ? String(id.dropFirst(5)) : "")
      guard !url.isEmpty else { return nil }
      let folder = (entry["categories"] as? [[String: Any]])?.first.flatMap { category in
        (category["label"] as? String)
          ?? (category["id"] as? String).map { String($0.split(separator: "/").last ?? "") }
      }
      return RemoteFeed(
        id: id, url: url, title: TextCleaner.clean(entry["title"] as? String),
        site: entry["htmlUrl"] as? String, folder: folder.flatMap(TextCleaner.cleanPlain))
    }
  }

  /// The ids of a stream's items (all of them, page by page), without the read ones when asked.
  func itemIDs(_ stream: String, excludingRead: Bool = false) async throws -> [String] {
    var ids: [String] = []
    var continuation: String?
    repeat {
      var query = [("s", stream), ("n", "10000"), ("output", "json")]
      if excludingRead { query.append(("xt", Self.read)) }
      if let continuation { query.append(("c", continuation)) }
      let body = try object(try await get("reader/api/0/stream/items/ids", query: query))
      let references = body["itemRefs"] as? [[String: Any]] ?? []
      ids += references.compactMap { Self.decimalID($0["id"]) }
      continuation = (body["continuation"] as? String).flatMap { $0.isEmpty ? nil : $0 }
      if references.isEmpty { continuation = nil }
    } while continuation != nil
    return ids
  }

  /// The contents of items, fetched in batches.
  func contents(_ ids: [String]) async throws -> [RemoteItem] {
    var items: [RemoteItem] = []
    for start in stride(from: 0, to: ids.count, by: Self.batch) {
      let chunk = ids[start..<min(start + Self.batch, ids.count)]
      let data = try await post(
        "reader/api/0/stream/items/contents?output=json", form: chunk.map { ("i", $0) })
      let body = try object(data)
      items += (body["items"] as? [[String: Any]] ?? []).compactMap(Self.item)
    }
    return items
  }

  /// Adds or removes a state (read, starred) on items, in batches.
  func edit(_ ids: [String], add: String? = nil, remove: String? = nil) async throws {
    for start in stride(from: 0, to: ids.count, by: Self.batch) {
      var form = ids[start..<min(start + Self.batch, ids.count)].map { ("i", $0) }
      if let add { form.append(("a", add)) }
      if let remove { form.append(("r", remove)) }
      _ = try await post("reader/api/0/edit-tag", form: form)
    }
  }

  /// Subscribes to a feed, in a folder and with a title when given.
  func subscribe(_ url: String, title: String?, folder: String?) async throws {
    var form = [("ac", "subscribe"), ("s", "feed/" + url)]
    if let title { form.append(("t", title)) }
    if let folder { form.append(("a", Self.labelPrefix + folder)) }
    _ = try await post("reader/api/0/subscription/edit", form: form)
  }

  /// Unsubscribes from a stream (`feed/…`).
  func unsubscribe(_ stream: String) async throws {
    _ = try await post(
      "reader/api/0/subscription/edit", form: [("ac", "unsubscribe"), ("s", stream)])
  }

  /// An item id in decimal, from the long form (`tag:google.com,2005:reader/item/<16 hex>`),
  /// the short hex form or decimal.
  static func decimalID(_ value: Any?) -> String? {
    let text: String
    if let number = value as? NSNumber {
      text = number.stringValue
    } else if let string = value as? String {
      text = string
    } else {
      return nil
    }
    if let slash = text.range(of: "/item/", options: .backwards) {
      return UInt64(text[slash.upperBound...], radix: 16).map(String.init)
    }
    return UInt64(text).map(String.init)
  }

  static func item(_ entry: [String: Any]) -> RemoteItem? {
    guard let id = decimalID(entry["id"]) else { return nil }
    func href(_ key: String) -> String? {
      (entry[key] as? [[String: Any]])?.first?["href"] as? String
    }
    func content(_ key: String) -> String? {
      (entry[key] as? [String: Any])?["content"] as? String
    }
    let origin = entry["origin"] as? [String: Any]
    let published =
      (entry["published"] as? NSNumber)?.doubleValue
      ?? (entry["published"] as? String).flatMap(Double.init)
    let article = Article(
      title: TextCleaner.clean(entry["title"] as? String),
      summary: TextCleaner.clean(content("summary") ?? content("content")).map {
        String($0.prefix(600))
      },
      published: published.flatMap { LenientRow.representableDate($0) },
      source: TextCleaner.clean(origin?["title"] as? String),
      link: TextCleaner.cleanPlain(href("canonical") ?? href("alternate")),
      author: TextCleaner.clean(entry["author"] as? String))
    return RemoteItem(id: id, feed: origin?["streamId"] as? String, article: article)
  }
}
