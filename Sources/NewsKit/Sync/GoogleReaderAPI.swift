import Foundation
import Localization

/// An article as the reader service sends it.
struct RemoteItem: Sendable {
  /// The item id in decimal, whatever form the server sent.
  var id: String
  /// The stream id of its feed.
  var feed: String?
  var article: Article
}

/// The Google Reader API calls `news sync` makes, and what their answers mean. Answers are read
/// leniently (JSONSerialization: numbers as strings or numbers, missing keys) and an answer
/// that is not the expected JSON at all is `syncUndecodable` (exit 65).
extension GoogleReaderClient: ReaderService {
  static let readingList = "user/-/state/com.google/reading-list"
  static let read = "user/-/state/com.google/read"
  static let starred = "user/-/state/com.google/starred"
  static let labelPrefix = "user/-/label/"
  /// The category each server files a feed under when it is given none.
  static let defaultCategories: [ReaderServerKind: String] = [
    .miniflux: "All", .freshRSS: "Uncategorized",
  ]
  /// Item ids sent in one `edit-tag` or `stream/items/contents` request.
  static let batch = 250
  var batch: Int { Self.batch }
  /// The prefix of an item id's long form, which every Google Reader API server reads right.
  static let longIDPrefix = "tag:google.com,2005:reader/item/"

  func object(_ data: Data) throws -> [String: Any] {
    guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
      throw undecodable
    }
    return object
  }

  /// The error for an answer that cannot be understood, naming this server's kind.
  var undecodable: NewsError { .syncUndecodable(server: host, kind: account.kind) }

  func verify() async throws {
    _ = try await get("reader/api/0/token")
  }

  /// The subscriptions, with their folders.
  func subscriptions() async throws -> [RemoteFeed] {
    let body = try object(
      try await get("reader/api/0/subscription/list", query: [("output", "json")]))
    guard let list = body["subscriptions"] as? [[String: Any]] else { throw undecodable }
    let kind = account.kind
    return list.compactMap { entry in
      guard let id = entry["id"] as? String else { return nil }
      let url = (entry["url"] as? String) ?? (id.hasPrefix("feed/") ? String(id.dropFirst(5)) : "")
      guard !url.isEmpty else { return nil }
      let folder = (entry["categories"] as? [[String: Any]])?.first.flatMap { category in
        (category["label"] as? String)
          ?? (category["id"] as? String).map { String($0.split(separator: "/").last ?? "") }
      }
      // Miniflux puts every feed in a category, "All" by default, and FreshRSS a feed without
      // one in "Uncategorized": neither is a folder the reader made.
      let named = folder.flatMap(TextCleaner.cleanPlain).flatMap {
        Self.defaultCategories[kind] == $0 ? nil : $0
      }
      return RemoteFeed(
        id: id, url: url, title: ServerText.feed(entry["title"] as? String, kind: kind),
        site: entry["htmlUrl"] as? String, folder: named)
    }
  }

  func itemIDs(_ list: RemoteList, pages: Int? = nil) async throws
    -> (ids: [String], limit: SyncLimit?)
  {
    switch list {
    case .unread: return try await itemIDs(Self.readingList, excludingRead: true, pages: pages)
    case .starred: return try await itemIDs(Self.starred, pages: pages)
    case .feed(let stream): return try await itemIDs(stream, pages: pages)
    }
  }

  /// The ids of a stream's items, page by page, without the read ones when asked; the walk
  /// ends at the sync's bounds, and then says which one it reached.
  func itemIDs(_ stream: String, excludingRead: Bool = false, pages: Int? = nil) async throws
    -> (ids: [String], limit: SyncLimit?)
  {
    var ids: [String] = []
    var walkBounds = bounds
    if let pages { walkBounds.pagesPerList = pages }
    var walk = PageWalk(bounds: walkBounds, deadline: deadline)
    var continuation: String?
    while true {
      var query = [("s", stream), ("n", "10000"), ("output", "json")]
      if excludingRead { query.append(("xt", Self.read)) }
      if let continuation { query.append(("c", continuation)) }
      let data = try await get("reader/api/0/stream/items/ids", query: query)
      guard let page = ItemReferences.scan(data) else { throw undecodable }
      let taken = page.ids.prefix(walk.room).compactMap { Self.decimalID($0) }
      ids += taken
      continuation = page.continuation.flatMap { $0.isEmpty || page.ids.isEmpty ? nil : $0 }
      if let limit = walk.record(
        count: page.ids.count, continuation: continuation, now: environment.now())
      {
        return (ids, limit)
      }
      if continuation == nil { return (ids, nil) }
    }
  }

  /// The contents of some items, in one request, named in the long form (Miniflux 2.2.0–2.2.8
  /// reads a short id as hexadecimal and silently leaves items out); items with neither title
  /// nor link, or with an id that is not one, are left out.
  func contents(_ ids: [String]) async throws -> [RemoteItem] {
    let answer = try await postAllowingBadRequest(
      "reader/api/0/stream/items/contents?output=json",
      form: ids.compactMap(Self.longID).map { ("i", $0) })
    guard let data = answer.body else {
      // Miniflux's way of saying that none of the items exist (deleted there).
      if account.kind == .miniflux, answer.refusal?.contains("no items returned") == true {
        return []
      }
      throw undecodable
    }
    let body = try object(data)
    let kind = account.kind
    return (body["items"] as? [[String: Any]] ?? []).compactMap { Self.item($0, kind: kind) }
  }

  func mark(_ ids: [String], _ mark: RemoteMark) async throws {
    switch mark {
    case .read: try await edit(ids, add: Self.read)
    case .star: try await edit(ids, add: Self.starred)
    case .unstar: try await edit(ids, remove: Self.starred)
    }
  }

  /// The bound the sync's time has reached, if it has.
  func overTime() -> SyncLimit? {
    environment.now() >= deadline ? .time(Int(bounds.seconds)) : nil
  }

  /// Adds or removes a state (read, starred) on items, in batches, each named in the long form.
  func edit(_ ids: [String], add: String? = nil, remove: String? = nil) async throws {
    let long = ids.compactMap(Self.longID)
    for start in stride(from: 0, to: long.count, by: Self.batch) {
      var form = long[start..<min(start + Self.batch, long.count)].map { ("i", $0) }
      if let add { form.append(("a", add)) }
      if let remove { form.append(("r", remove)) }
      _ = try await post("reader/api/0/edit-tag", form: form)
    }
  }

  /// Subscribes to a feed, in a folder and with a title when given; a server that will not
  /// (it cannot fetch the feed: FreshRSS answers 400) is `subscriptionRefused` with its words.
  func subscribe(_ url: String, title: String?, folder: String?) async throws {
    var form = [("ac", "subscribe"), ("s", "feed/" + url)]
    if let title { form.append(("t", title)) }
    if let folder { form.append(("a", Self.labelPrefix + folder)) }
    let server = host
    _ = try await post(
      "reader/api/0/subscription/edit", form: form,
      refused: { NewsError.subscriptionRefused(url: url, server: server, reason: $0) })
  }

  /// Unsubscribes from a stream (`feed/…`).
  func unsubscribe(_ stream: String) async throws {
    _ = try await post(
      "reader/api/0/subscription/edit", form: [("ac", "unsubscribe"), ("s", stream)])
  }

  /// An item id in the long form (`tag:google.com,2005:reader/item/<16 hex digits>`), from
  /// its decimal form; nil for anything that is not a decimal id.
  static func longID(_ decimal: String) -> String? {
    guard let number = UInt64(decimal) else { return nil }
    let hex = String(number, radix: 16)
    return longIDPrefix + String(repeating: "0", count: 16 - hex.count) + hex
  }

  /// An item id in decimal, from the long form (`tag:google.com,2005:reader/item/<16 hex>`),
  /// the short decimal form, or a JSON number; any other JSON type (a boolean, an array, a
  /// fraction) is refused.
  static func decimalID(_ value: Any?) -> String? {
    if let number = value as? NSNumber {
      // A JSON true or false arrives as a number too; its type code says so.
      let type = String(cString: number.objCType)
      guard type != "c", type != "B", number.doubleValue >= 0,
        number.doubleValue == number.doubleValue.rounded(), number.doubleValue < 1.8e19
      else { return nil }
      return String(number.uint64Value)
    }
    guard !(value is Bool), let text = value as? String else { return nil }
    if !text.isEmpty, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }) {
      return UInt64(text).map(String.init)
    }
    guard text.hasPrefix("tag:google.com"), let slash = text.lastIndex(of: "/"),
      text[..<slash].hasSuffix("/item")
    else { return nil }
    return UInt64(text[text.index(after: slash)...], radix: 16).map(String.init)
  }

  static func item(_ entry: [String: Any], kind: ReaderServerKind = .greader) -> RemoteItem? {
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
    let title = ServerText.item(entry["title"] as? String, kind: kind)
    let link = LinkPolicy.web(href("canonical") ?? href("alternate"))
    // Nothing to show and nothing to open: not an article.
    guard title != nil || link != nil else { return nil }
    let article = Article(
      title: title,
      summary: TextCleaner.clean(content("summary") ?? content("content")).map {
        String($0.prefix(600))
      },
      published: published.flatMap { Date.representable(secondsSince1970: $0) },
      source: ServerText.feed(origin?["title"] as? String, kind: kind),
      link: link,
      author: ServerText.item(entry["author"] as? String, kind: kind))
    return RemoteItem(id: id, feed: origin?["streamId"] as? String, article: article)
  }
}

/// Reads the answer of `stream/items/ids` — `{"itemRefs": [{"id": "…"}, …], "continuation": "…"}`
/// — in one pass over its bytes: only the values of `id` and `continuation` keys, as strings or
/// numbers. JSONSerialization, then JSONDecoder, took a quarter of an incremental sync over
/// 10,000 unread items.
enum ItemReferences {
  static func scan(_ data: Data) -> (ids: [String], continuation: String?)? {
    var steps = 0
    return scan(data, steps: &steps)
  }

  /// `scan`, adding the bytes it examined to `steps`: each byte once, however the body is
  /// broken (a string that never closes ends the scan, where each later quote once started
  /// another search to the end of the body).
  static func scan(_ data: Data, steps: inout Int) -> (ids: [String], continuation: String?)? {
    let bytes = [UInt8](data)
    let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\"), colon = UInt8(ascii: ":")
    func isSpace(_ byte: UInt8) -> Bool {
      byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }
    guard bytes.first(where: { !isSpace($0) }) == UInt8(ascii: "{") else { return nil }
    /// The end of the string whose opening quote is at `start` (the index of its closing quote).
    func stringEnd(_ start: Int) -> Int? {
      var index = start + 1
      while index < bytes.count, bytes[index] != quote {
        index += bytes[index] == backslash ? 2 : 1
        steps += 1
      }
      return index < bytes.count ? index : nil
    }
    var ids: [String] = []
    var continuation: String?
    var index = 0
    while index < bytes.count {
      steps += 1
      guard bytes[index] == quote else {
        index += 1
        continue
      }
      // No string closes after this quote: nothing later can be a whole key or value.
      guard let end = stringEnd(index) else { break }
      let key = bytes[(index + 1)..<end]
      index = end + 1
      var value = index
      while value < bytes.count, isSpace(bytes[value]) { value += 1 }
      guard value < bytes.count, bytes[value] == colon else { continue }
      let isID = key.elementsEqual("id".utf8)
      guard isID || key.elementsEqual("continuation".utf8) else { continue }
      value += 1
      while value < bytes.count, isSpace(bytes[value]) { value += 1 }
      guard value < bytes.count else { break }
      let text: String
      if bytes[value] == quote {
        guard let close = stringEnd(value) else { break }
        text = String(decoding: bytes[(value + 1)..<close], as: UTF8.self)
        index = close + 1
      } else {
        var close = value
        while close < bytes.count, (0x30...0x39).contains(bytes[close]) { close += 1 }
        text = String(decoding: bytes[value..<close], as: UTF8.self)
        index = close
      }
      if isID { ids.append(text) } else { continuation = text }
    }
    return (ids, continuation)
  }
}
