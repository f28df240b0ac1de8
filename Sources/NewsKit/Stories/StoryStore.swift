import Foundation
import GRDB

/// The Stories room's tables: each stored article's story, kept so that a story keeps its id
/// across runs and grows as coverage arrives. Over the store's one connection.
///
/// Articles are grouped as they arrive (`groupNew`), a bounded batch at a time: the new ones,
/// oldest first, against the stories of the articles grouped in the 48 hours before them,
/// whose stories stay as they were. A list never regroups the store.
public struct StoryStore: Sendable {
  /// The store whose connection this uses.
  let store: ArticleStore

  /// The stories' tables of `store`.
  public init(_ store: ArticleStore) { self.store = store }

  /// Groups every stored article that has no story yet, oldest first, `batch` to a
  /// transaction; returns how many were grouped. One grouper serves all the batches, seeded
  /// once with the articles grouped in the `window` before the first new one, so the work
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
    let (waiting, others) = try store.database.read { db in
      (try Self.ungroupedIDs(in: db), try Self.byStoredKey(evidence, in: db))
    }
    guard !waiting.isEmpty else { return 0 }
    var (grouper, storyIDs) = try seededGrouper(
      for: waiting, batch: max(1, batch), window: window, evidence: !evidence.isEmpty,
      filtering: filteringSeeds)
    var grouped = 0
    for start in stride(from: 0, to: waiting.count, by: max(1, batch)) {
      let ids = waiting[start..<min(waiting.count, start + max(1, batch))].map(\.id)
      try store.database.write { db in
        var words: [String: Int] = [:]
        var joined: [Int64: (count: Int, newest: Double)] = [:]
        // The batch's words are counted before any of it is grouped, as a page's are: the
        // first articles into an empty store must not weigh every word as rare (two items of
        // one feed that share its name and "item" were one story). Text words count too: a
        // word every summary of a feed has ("The post … appeared first on …") must weigh as
        // little as that says.
        let articles = try Self.articles(ids, in: db)
        let read = articles.map { article in
          (
            title: StoryWords.terms(in: article.input.title),
            text: StoryGrouper.textTerms(of: article.input)
          )
        }
        for (item, article) in zip(read, articles) {
          grouper.terms.count(item.title + item.text)
          grouper.outlets.count(
            title: item.title, outlet: article.input.source,
            published: article.input.published, summary: item.text)
          for word in Set(item.title + item.text + [""]) { words[word, default: 0] += 1 }
        }
        for (position, var article) in articles.enumerated() {
          article.input.otherSources = others[article.input.key] ?? []
          let index = grouper.add(
            article.input, title: read[position].title, text: read[position].text)
          func counted(_ story: Int64, at: Double) {
            let before = joined[story]
            joined[story] = ((before?.count ?? 0) + 1, max(before?.newest ?? 0, at))
          }
          if index == storyIDs.count {
            // A new story: its first article stands alone, with no story row yet.
            storyIDs.append(.alone(article: article.id))
            try Self.join(article: article.id, story: nil, in: db)
            grouped += 1
            continue
          }
          if case .alone(let first) = storyIDs[index],
            let made = try Self.storyOfAlone(first, in: db)
          {
            storyIDs[index] = .stored(made.id)
            counted(made.id, at: made.at)
          }
          var story: Int64?
          if case .stored(let id) = storyIDs[index] { story = id }
          try Self.join(article: article.id, story: story, in: db)
          if let story { counted(story, at: article.at) }
          grouped += 1
        }
        // Counts are written once a batch: a word or a story once, however many articles.
        try Self.countWords(words, in: db)
        try Self.count(joined, in: db)
        // In the same transaction: a batch that fails leaves its articles waiting.
        try Self.grouped(ids, in: db)
      }
      progress.report(min(waiting.count, start + max(1, batch)), waiting.count)
      // What the next batch cannot reach any more is let go.
      let last = waiting[min(waiting.count, start + max(1, batch)) - 1].at
      grouper.forget(before: Date(timeIntervalSince1970: last - window))
    }
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
    let hex = String(hash, radix: 16)
    return "s" + String(repeating: "0", count: 16 - hex.count) + hex
  }
}
