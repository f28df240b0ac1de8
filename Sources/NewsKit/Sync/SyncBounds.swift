import Foundation

/// The bounds one `news sync` keeps to, whatever the reader service sends: pages and item ids
/// per list, and the whole sync's time. Hitting one ends that loop; what was fetched is kept and
/// the sync says which bound it was (exit 65).
public struct SyncBounds: Sendable, Equatable {
  /// Pages of one list (`stream/items/ids` continuations) read at most.
  public var pagesPerList: Int
  /// Item ids of one list read at most.
  public var idsPerList: Int
  /// Seconds the whole sync may take; checked between requests, each bounded by `--timeout`.
  public var seconds: Double

  public init(pagesPerList: Int = 100, idsPerList: Int = 100_000, seconds: Double = 600) {
    self.pagesPerList = pagesPerList
    self.idsPerList = idsPerList
    self.seconds = seconds
  }
}

/// One walk over a server's pages, page by page: ends on a repeated continuation, after
/// `pagesPerList` pages or `idsPerList` ids, or past the sync's deadline.
struct PageWalk {
  let bounds: SyncBounds
  let deadline: Date
  private var continuations: Set<String> = []
  private(set) var pages = 0
  private(set) var items = 0

  init(bounds: SyncBounds, deadline: Date) {
    self.bounds = bounds
    self.deadline = deadline
  }

  /// How many of a page's items may still be taken.
  var room: Int { max(0, bounds.idsPerList - items) }

  /// Records a page of `count` items and the continuation it gave; the bound that stops the
  /// walk, if one does (a walk whose last page has no continuation just ends).
  mutating func record(count: Int, continuation: String?, now: Date) -> SyncLimit? {
    pages += 1
    items += count
    guard let continuation else { return nil }
    if items >= bounds.idsPerList { return .items(bounds.idsPerList) }
    if !continuations.insert(continuation).inserted { return .repeatedContinuation }
    if pages >= bounds.pagesPerList { return .pages(bounds.pagesPerList) }
    if now >= deadline { return .time(Int(bounds.seconds)) }
    return nil
  }
}
