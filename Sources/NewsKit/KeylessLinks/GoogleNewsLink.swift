import Foundation

/// The facts of Google News article links (`…/rss/articles/<id>`) and of the two requests that
/// turn one into the publisher's address, as googlenewsdecoder does them: the id, its legacy
/// form that holds the address itself, the page's signature, the batch request and its answer.
public enum GoogleNewsLink {
  /// The article id of a Google News link on `origin` (same scheme, host and port), from a
  /// path ending in `articles/<id>` or `read/<id>`; nil for any other link.
  public static func articleID(in link: String, origin: URL) -> String? {
    guard let url = URL(string: link), url.scheme?.lowercased() == origin.scheme?.lowercased(),
      url.host?.lowercased() == origin.host?.lowercased(), url.port == origin.port
    else { return nil }
    let parts = url.path.split(separator: "/")
    guard parts.count >= 2, ["articles", "read"].contains(parts[parts.count - 2]) else {
      return nil
    }
    let id = String(parts[parts.count - 1])
    let allowed = id.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_=".contains($0)) }
    return allowed && id.count <= 4_096 ? id : nil
  }

  /// The publisher's address a legacy id carries in itself: base64url of 0x08 0x13 0x22, a
  /// varint length and the address (then optional fields). Nil when the payload is a newer
  /// token (`AU_yqL…`, which needs the network) or the id is not of that shape.
  public static func legacyAddress(_ id: String) -> String? {
    var text = id.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
    text += String(repeating: "=", count: (4 - text.count % 4) % 4)
    guard let data = Data(base64Encoded: text) else { return nil }
    let bytes = [UInt8](data)
    guard bytes.count > 4, bytes[0] == 0x08, bytes[1] == 0x13, bytes[2] == 0x22 else {
      return nil
    }
    var index = 3
    var length = 0
    var shift = 0
    while index < bytes.count, shift < 28 {
      let byte = bytes[index]
      length |= Int(byte & 0x7F) << shift
      index += 1
      if byte & 0x80 == 0 { break }
      shift += 7
    }
    guard length > 0, index + length <= bytes.count else { return nil }
    let payload = String(decoding: bytes[index..<(index + length)], as: UTF8.self)
    guard !payload.hasPrefix("AU_yqL"), let url = URL(string: payload),
      let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https", url.host != nil
    else { return nil }
    return payload
  }

  /// `data-n-a-sg` (signature) and `data-n-a-ts` (timestamp) from an article page.
  public static func signature(in page: Data) -> (signature: String, timestamp: String)? {
    let html = String(decoding: page.prefix(2 * 1_048_576), as: UTF8.self)
    guard let signature = attribute("data-n-a-sg", in: html),
      let timestamp = attribute("data-n-a-ts", in: html)
    else { return nil }
    return (signature, timestamp)
  }

  static func attribute(_ name: String, in html: String) -> String? {
    guard let start = html.range(of: name + "=\"") else { return nil }
    let rest = html[start.upperBound...].prefix(4_096)
    guard let end = rest.firstIndex(of: "\"") else { return nil }
    let value = String(rest[..<end])
    return value.isEmpty ? nil : value
  }

  /// One item of a batch: the request id that matches its answer, the article id, and the
  /// page's timestamp and signature.
  public struct Item: Sendable, Equatable {
    public var requestID: String
    public var id: String
    public var timestamp: String
    public var signature: String
  }

  /// The client context googlenewsdecoder sends with every item.
  static var clientContext: [Any] {
    [
      [
        "X", "X", ["X", "X"], NSNull(), NSNull(), 1, 1, "US:en", NSNull(), 1, NSNull(), NSNull(),
        NSNull(), NSNull(), NSNull(), 0, 1,
      ] as [Any],
      "X", "X", 1, [1, 1, 1], 1, 1, NSNull(), 0, 0, NSNull(), 0,
    ]
  }

  /// The form body of one batchexecute POST: `f.req` = `[[envelope, …]]`, each envelope
  /// `["Fbv4je", "<inner JSON>", null, "<request id>"]`.
  public static func batchBody(_ items: [Item]) -> Data {
    let envelopes: [Any] = items.map { item in
      let timestamp: Any = Int(item.timestamp) ?? item.timestamp
      let inner: [Any] = ["garturlreq", clientContext, item.id, timestamp, item.signature]
      let innerJSON = json(inner)
      return ["Fbv4je", innerJSON, NSNull(), item.requestID] as [Any]
    }
    var allowed = CharacterSet.alphanumerics
    allowed.insert(charactersIn: "-._~")
    let value = json([envelopes]).addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
    return Data(("f.req=" + value).utf8)
  }

  static func json(_ value: Any) -> String {
    let data = (try? JSONSerialization.data(withJSONObject: value, options: [])) ?? Data("[]".utf8)
    return String(decoding: data, as: UTF8.self)
  }

  /// The addresses a batchexecute answer gives, by request id: after `)]}'`, rows
  /// `["wrb.fr", "Fbv4je", "<data>", …, "<request id>"]` whose data is `["garturlres", url, …]`;
  /// a refusal (null data) or a row that is not an http(s) address is left out.
  public static func parseBatch(_ body: Data) -> [String: String] {
    var text = String(decoding: body.prefix(4 * 1_048_576), as: UTF8.self)
    if let prefix = text.range(of: ")]}'") { text = String(text[prefix.upperBound...]) }
    // Answers may come in chunks, each a length line then a JSON array: read every array.
    var found: [String: String] = [:]
    for line in text.split(whereSeparator: \.isNewline) where line.first == "[" {
      guard let rows = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any] else {
        continue
      }
      for case let row as [Any] in rows where row.count >= 3 {
        guard (row[0] as? String) == "wrb.fr", let data = row[2] as? String,
          let answer = try? JSONSerialization.jsonObject(with: Data(data.utf8)) as? [Any],
          answer.count >= 2, (answer[0] as? String) == "garturlres",
          let address = answer[1] as? String, let url = URL(string: address),
          ["http", "https"].contains(url.scheme?.lowercased() ?? ""), url.host != nil,
          let requestID = row.dropFirst(3).reversed().compactMap({ $0 as? String }).first
        else { continue }
        found[requestID] = address
      }
    }
    return found
  }
}
