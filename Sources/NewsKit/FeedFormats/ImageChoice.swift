/// The picture of an entry, chosen among those its feed names: Media RSS thumbnails and image
/// contents (the widest under `maximumWidth` when widths are given), image enclosures.
struct ImageChoice: Sendable, Equatable {
  /// A picture a feed names, with its width when the feed gave one.
  struct Candidate: Sendable, Equatable {
    var url: String
    var width: Int?
  }

  /// The widest picture taken: a wider one is more than a terminal shows, and costly to fetch.
  static let maximumWidth = 2_000
  /// The most candidates weighed for one entry (a feed may list hundreds of sizes).
  static let maximumCandidates = 32

  private(set) var candidates: [Candidate] = []

  /// Adds a candidate, up to the bound.
  mutating func add(_ url: String, width: String?) {
    guard candidates.count < Self.maximumCandidates, !candidates.contains(where: { $0.url == url })
    else { return }
    let pixels = width.flatMap { Int($0.trimmingWhitespace()) }.flatMap { $0 > 0 ? $0 : nil }
    candidates.append(Candidate(url: url, width: pixels))
  }

  /// The widest candidate under the limit; else the first whose width is not known; else the
  /// narrowest of those over it. Nil when there is none.
  var best: String? {
    let fitting = candidates.filter { ($0.width ?? .max) <= Self.maximumWidth }
    if let widest = fitting.max(by: { ($0.width ?? 0) < ($1.width ?? 0) }) { return widest.url }
    if let unknown = candidates.first(where: { $0.width == nil }) { return unknown.url }
    return candidates.min { ($0.width ?? 0) < ($1.width ?? 0) }?.url
  }

  /// Whether a media type (or Media RSS `medium`) is an image's.
  static func isImage(_ kind: String?) -> Bool {
    guard let kind = kind?.lowercased() else { return false }
    return kind == "image" || kind.hasPrefix("image/")
  }
}
