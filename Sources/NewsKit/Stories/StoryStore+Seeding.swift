import Foundation
import GRDB

/// How `StoryStore.groupNew` prepares its grouper: the stories of the last 48 hours, as the
/// new articles will be compared with them.
extension StoryStore {
  /// A grouper holding the articles grouped within `window` of one of `waiting` (either side:
  /// a join is inside the window, and an old article arriving reads its own days, not every
  /// day since: with 1,000,000 stored, a feed's item of 2023 made a refresh read them all,
  /// 32 s), each in its stored story; with the stored story of each of the grouper's stories.
  ///
  /// When the new articles fit one batch (a list's page, a feed refresh), only the stories a
  /// new article could join (one of their seeds shares enough words with it) are seeded with
  /// their words; the other seeds join their stories as members without words, which keeps
  /// the stories' sizes and times, so the stories come out as with every seed read in full.
  /// The word weights are read for the words used only. A page's grouping then costs what its own articles cost, not
  /// what the 48 hours before it hold (2,880 seeds made a page of 100 take 120 ms).
  func seededGrouper(
    for waiting: [(id: Int64, at: Double)], batch: Int, window: TimeInterval, evidence: Bool,
    filtering: Bool = true, cancelled: () -> Bool = { false }
  ) throws -> StoryGrouping {
    let (spans, arriving) = try reads.reading { db in
      // And the days of the newest article stored: what a refresh brings after this first
      // call (`StoryPipeline`) is mostly of now, and joins the stories of now.
      let spans = Self.spans(
        of: (waiting.map(\.at) + [try Self.newestTime(in: db)].compactMap { $0 }).sorted(),
        window: window)
      return (
        spans,
        filtering && waiting.count <= batch ? try Self.articles(waiting.map(\.id), in: db) : nil
      )
    }
    let seeds = try spans.flatMap { try grouped(in: $0, cancelled: cancelled) }
    // Each seed's words beside it, the seeds read where they lie: a loop over an array of
    // (seed, words) copied each element, and its dozen references retained and released, at
    // each of four passes (a seventh of seeding a year's store's window).
    var titles: [[String]] = []
    var texts: [[String]] = []
    titles.reserveCapacity(seeds.count)
    texts.reserveCapacity(seeds.count)
    for index in seeds.indices {
      if index % 1_024 == 0, cancelled() { throw CancellationError() }
      let words = seeds[index].storyWords
      titles.append(words.title)
      texts.append(words.text)
    }
    // The stories a new article could join: those with a seed that shares enough words with
    // one new article (`fewestSharedWords`, one where a provider named outlets); all when the
    // new articles are too many to read ahead.
    let minimum = evidence ? 1 : StoryGrouper(terms: StoryTerms()).fewestSharedWords
    var reachable: Set<StoryRow>?
    var arrivingWords: Set<String>?
    if let arriving {
      var withWord: [String: [Int]] = [:]
      for (index, article) in arriving.enumerated() {
        let words = Set(
          StoryWords.terms(in: article.input.title) + StoryGrouper.textTerms(of: article.input))
        for word in words { withWord[word, default: []].append(index) }
      }
      arrivingWords = Set(withWord.keys)
      var found: Set<StoryRow> = []
      for index in seeds.indices where !found.contains(seeds[index].storyID) {
        var shared: [Int: Int] = [:]
        for word in Set(titles[index] + texts[index]) {
          for index in withWord[word] ?? [] { shared[index, default: 0] += 1 }
        }
        if shared.values.contains(where: { $0 >= minimum }) { found.insert(seeds[index].storyID) }
      }
      reachable = found
    }
    let sharing = seeds.indices.map { reachable?.contains(seeds[$0].storyID) ?? true }
    let terms = try reads.reading { db -> StoryTerms in
      guard let arrivingWords else { return try Self.terms(in: db) }
      var needed = arrivingWords
      for index in seeds.indices where sharing[index] {
        needed.formUnion(titles[index])
        needed.formUnion(texts[index])
      }
      // Many words are read faster in one pass over the table than one by one.
      return needed.count > 1_000 ? try Self.terms(in: db) : try Self.terms(of: needed, in: db)
    }
    var grouper = StoryGrouper(terms: terms)
    grouper.window = window
    // What each outlet repeated in the window counts, every seed read.
    for index in seeds.indices {
      grouper.outlets.count(
        title: titles[index], outlet: seeds[index].input.source,
        published: seeds[index].input.published, summary: texts[index])
    }
    // The grouper's stories are numbered by the stored stories they stand for.
    var grouping = StoryGrouping(grouper: grouper, storyIDs: [])
    for index in seeds.indices {
      if index % 1_024 == 0, cancelled() { throw CancellationError() }
      grouping.seed(
        seeds[index], title: sharing[index] ? titles[index] : [],
        text: sharing[index] ? texts[index] : [])
    }
    grouping.covered = spans
    for index in seeds.indices where seeds[index].words == nil {
      grouping.unkept.append((seeds[index].id, seeds[index].at, titles[index], texts[index]))
    }
    return grouping
  }

  /// Seeds `grouping` (kept across calls, its seeds all with their words) with the grouped
  /// articles of the windows around `times` it has not read: a later call of a refresh brings
  /// articles of other days than its first (a feed's archive, a slow feed's old items), which
  /// joined none of their days' stories.
  func seedUncovered(_ times: [Double], window: TimeInterval, into grouping: inout StoryGrouping)
    throws
  {
    let missing = Self.spans(of: times.sorted(), window: window).flatMap {
      Self.uncovered($0, by: grouping.covered)
    }
    guard !missing.isEmpty else { return }
    let seeds = try reads.reading { db in
      try missing.flatMap { try Self.grouped(in: $0, in: db) }
    }
    for seed in seeds where !grouping.seeded.contains(seed.id) {
      let (title, text) = seed.storyWords
      if seed.words == nil { grouping.unkept.append((seed.id, seed.at, title, text)) }
      grouping.grouper.outlets.count(
        title: title, outlet: seed.input.source, published: seed.input.published, summary: text)
      grouping.seed(seed, title: title, text: text)
    }
    grouping.covered = Self.spans(merging: grouping.covered + missing)
  }

  /// The counts of these story words (and of all articles, the empty word).
  static func terms(of words: Set<String>, in db: Database) throws -> StoryTerms {
    let statement = try db.cachedStatement(sql: "SELECT documents FROM story_word WHERE word = ?")
    func count(_ word: String) throws -> Int? {
      try Row.fetchOne(statement, arguments: [word]).flatMap {
        LenientRow(row: $0).integer("documents").map { Int(clamping: $0) }
      }
    }
    var counts: [String: Int] = [:]
    for word in words.sorted() {
      if let found = try count(word) { counts[word] = found }
    }
    return StoryTerms(documents: try count("") ?? 0, counts: counts)
  }
}
