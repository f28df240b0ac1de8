import Foundation

/// Fetches an enclosure into a file, a range at a time, so that no file however large is held
/// in memory, a stopped download goes on where it stopped, and every part is retried and
/// bounded like any request.
///
/// Each part is a `Range` request through the same sender as feeds (retries, redirects, the
/// per-request timeout), appended to `name.part`; its size follows the network's speed (about
/// two seconds a part, between 256 KB and 8 MB), which is also how often progress is said. A
/// server that ignores `Range` sends the whole file at once, which is then kept if it fits the
/// transport's 8 MB; a file larger than `maximumBytes` stops the download.
public struct EnclosureDownloader: Sendable {
  let environment: NewsEnvironment
  /// Seconds each part may take.
  let timeout: Double

  /// The largest file downloaded: 4 GB (a long video podcast is under 2).
  public static let maximumBytes = 4 << 30
  static let smallestPart = 256 << 10
  static let largestPart = CurlTransport.maximumBodySize
  /// The seconds a part should take.
  static let secondsPerPart = 2.0
  /// How often the server may send back something else than what was asked, each time starting
  /// over, before the download stops.
  static let maximumRestarts = 2

  public init(environment: NewsEnvironment, timeout: Double) {
    self.environment = environment
    self.timeout = max(timeout, 30)
  }

  /// Downloads `url` to `target`, going on from a `.part` file left before; says progress after
  /// every part. A file already finished is not fetched again.
  public func download(
    _ url: URL, to target: DownloadTarget, progress: (DownloadProgress) -> Void
  ) async throws -> DownloadResult {
    let file = PartFile(target: target)
    if let size = file.finished() {
      return DownloadResult(
        url: url.absoluteString, path: target.path, bytes: size, resumedFrom: 0,
        alreadyThere: true)
    }
    try file.makeFolder()
    var resumedFrom = file.size()
    var offset = resumedFrom
    var total: Int?
    var part = Self.smallestPart
    var restarts = 0
    let sender = ResilientSender(environment: environment, policy: .standard, secret: nil)
    progress(DownloadProgress(bytes: offset, total: nil, resumedFrom: resumedFrom))
    while total.map({ offset < $0 }) ?? true {
      let started = environment.now()
      let request = HTTPRequest(
        url: url,
        headers: [
          ("Range", "bytes=\(offset)-\(offset + part - 1)"),
          // A compressed answer's ranges would be of the compressed bytes.
          ("Accept-Encoding", "identity"),
        ], timeout: timeout)
      let host = url.host ?? url.absoluteString
      let response: HTTPResponse
      do {
        response = try await sender.fetch(request)
      } catch NewsError.undecodable(.tooLarge) {
        // A whole file over the transport's limit: the server does not send parts.
        throw NewsError.download(host: host, .wholeOnly(limit: Self.largestPart))
      }
      switch response.status {
      case 206:
        guard let range = ContentRange(response.headers["content-range"]),
          range.first == offset, response.body.count == range.last - range.first + 1
        else {
          // Not the bytes asked for: start over, a bounded number of times.
          restarts += 1
          guard restarts <= Self.maximumRestarts else {
            throw NewsError.download(host: host, .unusableRange)
          }
          (offset, total, resumedFrom) = (0, nil, 0)
          continue
        }
        total = range.total
        if let size = total, size > Self.maximumBytes {
          file.discard()
          throw NewsError.download(host: host, .tooLarge(bytes: size))
        }
        try file.write(response.body, at: offset)
        offset += response.body.count
        // The size unknown (`*`), a part shorter than asked was the last.
        if total == nil, response.body.count < part { total = offset }
      case 200:
        // The whole file, the range ignored: nothing of an earlier run is kept.
        try file.write(response.body, at: 0)
        resumedFrom = 0
        offset = response.body.count
        total = offset
      case 416:
        // Nothing after `offset`: the file was whole already (or is empty), or it changed.
        if ContentRange.unsatisfiedTotal(response.headers["content-range"]) == offset {
          total = offset
        } else {
          restarts += 1
          guard offset > 0, restarts <= Self.maximumRestarts else {
            throw NewsError.download(host: host, .unusableRange)
          }
          (offset, total, resumedFrom) = (0, nil, 0)
          continue
        }
      default:
        throw NewsError.download(host: host, .status(response.status))
      }
      if offset > Self.maximumBytes {
        file.discard()
        throw NewsError.download(host: host, .tooLarge(bytes: offset))
      }
      progress(DownloadProgress(bytes: offset, total: total, resumedFrom: resumedFrom))
      part = Self.nextPart(
        bytes: response.body.count,
        seconds: environment.now().timeIntervalSince(started), previous: part)
    }
    try file.finish()
    return DownloadResult(
      url: url.absoluteString, path: target.path, bytes: offset, resumedFrom: resumedFrom,
      alreadyThere: false)
  }

  /// The next part's size: what the last one's speed fetches in `secondsPerPart`, at most
  /// twice the last, within the bounds.
  static func nextPart(bytes: Int, seconds: Double, previous: Int) -> Int {
    let speed = seconds > 0.001 ? Double(bytes) / seconds : Double(largestPart)
    let wanted = Int(min(speed * secondsPerPart, Double(previous * 2)))
    return min(max(wanted, smallestPart), largestPart)
  }
}
