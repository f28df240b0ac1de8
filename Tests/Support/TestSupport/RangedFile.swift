import Foundation

extension CannedResponse {
  /// What a server that honours `Range` answers for `file`: 206 with the part asked for and
  /// its `Content-Range`, 416 past the end, the whole file (200) when no range is asked.
  public static func ranged(_ file: Data, for request: ReceivedRequest, type: String = "audio/mpeg")
    -> CannedResponse
  {
    guard let range = request.headers["range"], range.hasPrefix("bytes=") else {
      return CannedResponse(status: 200, headers: [("Content-Type", type)], body: file)
    }
    let bounds = range.dropFirst(6).split(separator: "-", omittingEmptySubsequences: false)
    let first = Int(bounds[0]) ?? 0
    guard first < file.count else {
      return CannedResponse(status: 416, headers: [("Content-Range", "bytes */\(file.count)")])
    }
    let last = min(
      bounds.count > 1 ? Int(bounds[1]) ?? file.count - 1 : file.count - 1, file.count - 1)
    return CannedResponse(
      status: 206,
      headers: [("Content-Type", type), ("Content-Range", "bytes \(first)-\(last)/\(file.count)")],
      body: file.subdata(in: first..<(last + 1)))
  }

  /// The first byte a request's `Range` asks for; 0 when it asks for none.
  public static func rangeStart(_ request: ReceivedRequest) -> Int {
    guard let range = request.headers["range"], range.hasPrefix("bytes=") else { return 0 }
    return Int(range.dropFirst(6).split(separator: "-").first ?? "") ?? 0
  }
}
