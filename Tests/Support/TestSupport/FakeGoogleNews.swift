import Foundation

/// A loopback Google News that speaks both steps of link decoding: article pages carrying a
/// signature and a timestamp, and the batchexecute endpoint answering each envelope by its
/// request id. Articles it does not know get a page without a signature; `refused` ones get a
/// null answer in the batch.
public struct FakeGoogleNews: Sendable {
  /// Publisher addresses by article id.
  public var addresses: [String: String]
  /// Ids whose batch answer is a refusal (null data).
  public var refused: Set<String> = []

  public init(addresses: [String: String], refused: Set<String> = []) {
    self.addresses = addresses
    self.refused = refused
  }

  /// An article id of the newer kind (the payload a token, not the address), base64url.
  public static func tokenID(_ token: String) -> String {
    id(payload: "AU_yqL" + token)
  }

  /// A legacy id: the payload is the address itself, then an AMP field.
  public static func legacyID(_ address: String) -> String {
    id(payload: address, amp: address + "/amp")
  }

  static func id(payload: String, amp: String? = nil) -> String {
    var bytes: [UInt8] = [0x08, 0x13, 0x22] + varint(payload.utf8.count) + Array(payload.utf8)
    if let amp { bytes += [0xD2, 0x01] + varint(amp.utf8.count) + Array(amp.utf8) }
    return Data(bytes).base64EncodedString().replacingOccurrences(of: "+", with: "-")
      .replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
  }

  static func varint(_ value: Int) -> [UInt8] {
    var value = value
    var bytes: [UInt8] = []
    repeat {
      var byte = UInt8(value & 0x7F)
      value >>= 7
      if value > 0 { byte |= 0x80 }
      bytes.append(byte)
    } while value > 0
    return bytes
  }

  /// The answer to one request.
  public func answer(_ request: ReceivedRequest) -> CannedResponse {
    if request.path.hasPrefix("/rss/articles/") {
      let id = String(request.path.dropFirst("/rss/articles/".count))
      let attributes =
        addresses[id] != nil || refused.contains(id)
        ? " data-n-a-sg=\"SIG-\(id.prefix(8))\" data-n-a-ts=\"1732000000\"" : ""
      let page =
        "<html><body><c-wiz><div jscontroller=\"x\" jsname=\"y\"\(attributes)></div></c-wiz>"
        + "</body></html>"
      return CannedResponse(
        headers: [("Content-Type", "text/html; charset=utf-8")], body: Data(page.utf8))
    }
    if request.path == "/_/DotsSplashUi/data/batchexecute", request.method == "POST" {
      return CannedResponse(
        headers: [("Content-Type", "application/json; charset=utf-8")],
        body: Data(batchAnswer(request.body).utf8))
    }
    return CannedResponse(status: 404)
  }

  /// `)]}'`, then one row per envelope of the form's `f.req`.
  public func batchAnswer(_ form: Data) -> String {
    let text = String(decoding: form, as: UTF8.self)
    guard text.hasPrefix("f.req="),
      let value = String(text.dropFirst(6)).removingPercentEncoding,
      let outer = try? JSONSerialization.jsonObject(with: Data(value.utf8)) as? [[Any]],
      let envelopes = outer.first as? [[Any]]
    else { return ")]}'\n\n[]" }
    var rows: [Any] = []
    for envelope in envelopes {
      guard envelope.count >= 4, let inner = envelope[1] as? String,
        let requestID = envelope[3] as? String,
        let fields = try? JSONSerialization.jsonObject(with: Data(inner.utf8)) as? [Any],
        fields.count >= 5, let id = fields[2] as? String, fields[4] is String
      else { continue }
      let data: Any =
        refused.contains(id) || addresses[id] == nil
        ? NSNull()
        : String(
          decoding: try! JSONSerialization.data(
            withJSONObject: ["garturlres", addresses[id]!, 1] as [Any]), as: UTF8.self)
      rows.append(["wrb.fr", "Fbv4je", data, NSNull(), NSNull(), NSNull(), requestID] as [Any])
    }
    rows.append(["di", 42])
    let json = try! JSONSerialization.data(withJSONObject: rows)
    return ")]}'\n\n\(json.count)\n" + String(decoding: json, as: UTF8.self) + "\n"
  }
}
