import Foundation
import GRDB

/// The Stories room's tables: each stored article's story, kept so that a story keeps its id
/// across runs and grows as coverage arrives. Over the store's one connection.
///
/// Articles are grouped as they arrive (`groupNew`), a bounded batch at a time: the new ones,
/// oldest first, against the stories of the articles grouped within 48 hours of them,
/// whose stories stay as they were. A list never regroups the store.
public struct StoryStore: Sendable {
  /// The store whose connection this uses.
  let store: ArticleStore
  /// A read-only connection to the same file that grouping reads through, when given: a
  /// refresh's grouping then reads beside the refresh's writes (WAL) instead of after them.
  let reader: ArticleStore?

  /// The stories' tables of `store`, read through `reader` when given.
  public init(_ store: ArticleStore, reader: ArticleStore? = nil) {
    self.store = store
    self.reader = reader
  }

  /// The connection grouping reads through: only what is committed, which is all a grouping
  /// needs (its own batches and the refresh's written ones).
  var reads: DatabaseQueue { (reader ?? store).database }

  /// Groups every stored article that has no story yet, oldest first, `batch` to a
  /// transaction; returns how many were grouped. One grouper serves all the batches, seeded
  /// once with the articles grouped within the `window` of a new one, so the work
  /// grows with the articles, however many arrive at once. `evidence` gives, by article key
  /// (`StoredArticle.key`), the other outlets a provider named for an article that arrived in
  /// this run (Google News's): the store does not keep them.
  /// `progress` is told how many of the waiting articles are grouped, after each batch.
  @discardableResult
  public func groupNew(
    batch: Int = 2_000, window: TimeInterval = 48 * 3600, evidence: [String: [String]] = [:],
    progress: StoreProgress = .silent
  ) throws -> Int {
    try groupNew(
      batch: batch, window: window, evidence: evidence, filteringSeeds: true, progress: progress)
  }

  /// `groupNew`, with every seed read for its words when `filteringSeeds` is false (for the
  /// test that filtering changes nothing).
  func groupNew(
    batch: Int, window: TimeInterval, evidence: [String: [String]], filteringSeeds: Bool,
    progress: StoreProgress = .silent
  ) throws -> Int {
    var grouping: StoryGrouping?
    return try group(
      into: &grouping, batch: batch, window: window, evidence: evidence,
      filteringSeeds: filteringSeeds, forgetting: true, progress: progress)
  }

  /// Groups the articles waiting now with `grouping`'s grouper, made and seeded with the 48 hours
  /// around them at the first call, then kept for the next (a refresh groups what
  /// arrived while more downloads: `StoryPipeline`). Each batch is read, grouped without the
  /// store (a refresh goes on writing), then written in one transaction. `filteringSeeds`
  /// reads without their words the seeds no waiting article could join: only for a grouper no
  /// later call uses (a grouping kept for later calls groups articles this call has not seen,
  /// and one of those joined no stored story its first articles shared no words with).
  /// `forgetting` lets the
  /// grouper drop what the next batch cannot reach, which holds only when no later call brings
  /// older articles.
  ///
  /// `arrived`, when given, are the articles to group instead of the waiting list (a refresh
  /// hands over what it has just written: `StoryPipeline`), none read from the store.
  func group(
    into grouping: inout StoryGrouping?, arrived: [ArrivedArticle]? = nil, batch: Int = 2_000,
    window: TimeInterval = 48 * 3600, evidence: [String: [String]] = [:],
    filteringSeeds: Bool = true, forgetting: Bool, progress: StoreProgress = .silent
  ) throws -> Int {
    let size = max(1, batch)
    // Sorted by their order, then gathered: sorting the rows themselves moved each one, its
    // texts and words with it, a dozen times (1.4 % of a refresh's instructions).
    let given = arrived.map { arrived in
      let rows = arrived.map(Stored.init(arrived:))
      return rows.indices.sorted { (rows[$0].at, rows[$0].id) < (rows[$1].at, rows[$1].id) }
        .map { rows[$0] }
    }
    // The first batch's articles are read with the waiting list: during a refresh each read
    // waits for the refresh's write under way (one connection), 70 ms at a time for typical
    // items, and a grouping beside the downloads made three such waits a batch.
    let (waiting, others, first) =
      try given.map {
        ($0.map { (id: $0.id, at: $0.at) }, [String: [String]](), Array($0.prefix(size)))
      }
      ?? reads.reading { db in
        let waiting = try Self.ungroupedIDs(in: db)
        // Nothing waiting (a search run again): the evidence's keys are not hashed for nothing
        // (50 keys, 0.9 M instructions of a search).
        guard !waiting.isEmpty else { return (waiting, [:], []) }
        return (
          waiting, try Self.byStoredKey(evidence, in: db),
          try Self.articles(waiting.prefix(size).map(\.id), in: db)
        )
      }
    guard !waiting.isEmpty else { return 0 }
    var current: StoryGrouping
    if let grouping {
      current = grouping
      try seedUncovered(waiting.map(\.at), window: window, into: &current)
    } else {
      current = try seededGrouper(
        for: waiting, batch: size, window: window, evidence: !evidence.isEmpty,
        filtering: filteringSeeds)
    }
    current.grouper.reserve(articles: waiting.count)
    // A batch that failed is in the grouper and not in the store: the next call starts anew.
    grouping = nil
    var grouped = 0
    for start in stride(from: 0, to: waiting.count, by: size) {
      let ids = waiting[start..<min(waiting.count, start + size)].map(\.id)
      var articles =
        start == 0
        ? first
        : try given.map { Array($0[start..<min($0.count, start + size)]) }
          ?? reads.reading { db in try Self.articles(ids, in: db) }
      for index in articles.indices {
        articles[index].input.otherSources = others[articles[index].input.key] ?? []
      }
      let (stories, words, read) = current.group(articles)
      try store.database.write { db in
        // In the same transaction: a batch that fails leaves its articles waiting. One handed
        // over and gone since (deleted, or grouped by another `news`) is not written.
        let waited = try Self.grouped(ids, in: db)
        grouped += try current.write(
          articles, stories: stories, words: words, read: read,
          present: given == nil ? nil : waited, in: db)
      }
      progress.report(min(waiting.count, start + size), waiting.count)
      // What the next batch cannot reach any more is let go.
      if forgetting {
        let last = waiting[min(waiting.count, start + size) - 1].at
        current.grouper.forget(before: Date(timeIntervalSince1970: last - window))
      }
    }
    grouping = current
    return grouped
  }

  /// `evidence` by the keys as grouping reads them (`columns`: hexadecimal of the hashed key).
  static func byStoredKey(_ evidence: [String: [String]], in db: Database) throws -> [String:
    [String]]
  {
    guard !evidence.isEmpty, let salt = try ArticleKeys.read(in: db) else { return [:] }
    return Dictionary(
      evidence.map { (ArticleKeys.hexKey($0.key, salt: salt), $0.value) }, uniquingKeysWith: +)
  }

  /// A story's id from its first article's key: `s` and 16 hex digits of its FNV-1a hash.
  static func key(for articleKey: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in articleKey.utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    // Written digit by digit: `String(_:radix:)` is generic, and its first use looked its
    // types up by name (300,000 instructions of a search).
    let digits = Array("0123456789abcdef".utf8)
    var text: [UInt8] = [UInt8(ascii: "s")]
    for shift in stride(from: 60, through: 0, by: -4) {
      text.append(digits[Int((hash >> UInt64(shift)) & 0xF)])
    }
    return String(decoding: text, as: UTF8.self)
  }
}
