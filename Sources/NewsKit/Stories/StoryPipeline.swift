import CProcess
import Foundation

/// Groups a long refresh's articles into stories while the rest of its feeds download, on a
/// thread of its own: once `threshold` new articles have been stored, what waits is grouped
/// (as `StoryStore.groupNew` would, a batch at a time, with one grouper for the whole refresh)
/// while the refresh goes on storing; `finish` groups the rest. A refresh that brings fewer
/// articles is grouped once, at the end, as before.
///
/// The grouping of 20,000 articles took as long as downloading and storing them: done after the
/// downloads, it doubled a first refresh of 1,000 feeds; done beside them, it takes the second
/// core a refresh leaves idle while it waits on the network.
public final class StoryPipeline: @unchecked Sendable {
  /// How many articles a grouping reads, groups and writes at a time. Each read and write waits
  /// for the refresh's own write under way (a connection serves one at a time): in batches of
  /// 2,000, grouping had a core for half the time while feeds were stored.
  static let batch = 8_000
  /// How far apart in time two articles of one story may be (the window `StoryStore.group`
  /// seeds and groups with).
  static let window: TimeInterval = 48 * 3600
  /// The most articles handed over and not yet grouped that are held (by default 16,000,
  /// two batches: about 16 MB of typical items): beyond, the refresh has outrun its grouping,
  /// and what it stores from then on is read back (`overflowed`).
  let holding: Int
  /// How many new articles start a grouping during the refresh.
  public let threshold: Int
  private let session: StoreSession
  private let queue = DispatchQueue(label: "news.stories")
  private let lock = NSLock()
  /// New articles stored since the last grouping began (under `lock`).
  private var arrived = 0
  /// Whether a grouping is queued or under way (under `lock`).
  private var busy = false
  /// Whether seeding ahead is queued or under way (under `lock`).
  private var seeding = false
  /// Whether `prepare` was called (under `lock`).
  private var prepared = false
  /// New articles stored in all (under `lock`).
  private var stored = 0
  /// Whether the refresh ended without storing any, so that seeding ahead stops (under
  /// `lock`).
  private var ending = false
  /// New articles handed over as stored and not yet taken by a grouping (under `lock`).
  private var handed: [ArrivedArticle] = []
  /// Whether more were handed over than `holding`: those were let go, and every grouping
  /// from then on reads what waits from the store (under `lock`).
  private var overflowed = false
  /// Whether any articles were handed over (under `lock`): a refresh that hands none over
  /// has every grouping read what waits from the store.
  private var handing = false
  /// The refresh's grouping (on `queue` only).
  private var grouping: StoryGrouping?

  /// A pipeline grouping into `session`'s store.
  public init(session: StoreSession, threshold: Int = 1_000, holding: Int = 16_000) {
    self.session = session
    self.threshold = max(1, threshold)
    self.holding = holding
  }

  /// Seeds the refresh's grouper with the stories of the days around the newest stored
  /// article, on the pipeline's thread while the feeds download: reading
  /// and adding those seeds was a refresh's longest step after its last download (0.2 s for
  /// the 5,500 articles of two days of a heavy reader's year). A refresh that stores nothing
  /// ends it where it is (`finish`).
  public func prepare() {
    let first: Bool = lock.withLock {
      defer { prepared = true }
      return !prepared
    }
    guard first else { return }
    queue.async {
      do {
        self.grouping = try self.session.run { store in
          try StoryStore(store, reader: self.reader(of: store)).seededGrouper(
            for: [], batch: Self.batch, window: Self.window, evidence: false,
            filtering: false, cancelled: { self.lock.withLock { self.ending } })
        }
      } catch {
        // Stopped, or failed: the first grouping seeds as it would have, and says what fails.
        self.grouping = nil
      }
    }
  }

  /// Tells the pipeline `count` new articles were stored, handing over those of them whose
  /// ids are known (`arrived`: grouped without reading them back); starts a grouping when
  /// enough are waiting and none is under way.
  public func stored(_ count: Int, arrived given: [ArrivedArticle] = []) {
    let start: Bool = lock.withLock {
      arrived += count
      stored += count
      handing = handing || !given.isEmpty
      if !overflowed {
        if handed.count + given.count > holding {
          (handed, overflowed) = ([], true)
        } else {
          handed += given
        }
      }
      guard arrived >= threshold, !busy else { return false }
      (arrived, busy) = (0, true)
      return true
    }
    guard !start else {
      queue.async {
        self.group(progress: .silent, last: false)
        self.lock.withLock { self.busy = false }
      }
      return
    }
    let ahead: Bool = lock.withLock {
      guard !given.isEmpty, !busy, !seeding, !overflowed else { return false }
      seeding = true
      return true
    }
    guard ahead else { return }
    queue.async {
      self.seedAhead()
      self.lock.withLock { self.seeding = false }
    }
  }

  /// Seeds the prepared grouping with the stored articles of the days around what was handed
  /// over and not yet grouped (on `queue`), while the refresh goes on downloading: the first
  /// grouping then finds them read. They were read by it, after the downloads (a ninth of the
  /// instructions of 2,000 new articles into a year of 1,000,000). The same seeds either way.
  private func seedAhead() {
    guard var current = grouping else { return }
    let times = lock.withLock { handed.map(\.at) }
    guard !times.isEmpty else { return }
    // A seeding that fails leaves no grouping: the next grouping seeds anew, as after `prepare`.
    grouping = nil
    grouping = try? session.run { store in
      try StoryStore(store, reader: self.reader(of: store)).seedUncovered(
        times, window: Self.window, into: &current)
      return current
    }
  }

  /// Groups what is still waiting, after any grouping under way, telling `progress`.
  public func finish(progress: StoreProgress = .silent) async {
    lock.withLock { ending = stored == 0 }
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      queue.async {
        self.group(progress: progress, last: true)
        done.resume()
      }
    }
  }

  /// Waits until the grouping under way, if any, is over, starting none.
  public func settle() async {
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      queue.async { done.resume() }
    }
  }

  /// A read-only connection to `store`'s file for a grouping's reads, so that they go beside
  /// the refresh's writes (WAL), not after the write under way on the one connection; none
  /// where the store is read-only or the file cannot be opened again (then the reads wait).
  private func reader(of store: ArticleStore) -> ArticleStore? {
    guard !store.isReadOnly else { return nil }
    return try? StoreOpener.openReader(store.url, schema: session.schema)
  }

  /// `settle`, blocking (for tests).
  func settled() { queue.sync {} }

  /// The times the refresh's grouping has read the stories of, once settled (for tests).
  func covered() -> [ClosedRange<Double>] { queue.sync { grouping?.covered ?? [] } }

  /// Groups the waiting articles (on `queue`). Articles of a later grouping may be older than
  /// an earlier one's (feeds arrive in any order), so the grouper forgets nothing; its seeds
  /// all have their words unless it is made by the `last` grouping (a refresh of fewer than
  /// `threshold` new articles), which alone knows every article they could meet.
  ///
  /// What was handed over is grouped as it is; the store's waiting list is read only by the
  /// last grouping (articles whose ids were not certain: none, mostly), once the refresh has
  /// outrun the grouping, or when nothing is handed over.
  private func group(progress: StoreProgress, last: Bool) {
    let taken: [ArrivedArticle]? = lock.withLock {
      defer { handed = [] }
      return overflowed || !handing ? nil : handed
    }
    _ = session.tryWrite { store in
      let stories = StoryStore(store, reader: reader(of: store))
      if let taken, !taken.isEmpty {
        _ = try stories.group(
          into: &grouping, arrived: taken, batch: Self.batch, filteringSeeds: last,
          forgetting: false, progress: progress)
      }
      if last || taken == nil {
        _ = try stories.group(
          into: &grouping, batch: Self.batch, filteringSeeds: last, forgetting: false,
          progress: progress)
      }
    }
    news_process_trim()
  }
}
