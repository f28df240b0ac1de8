import Foundation
import GRDB

/// One grouping of stored articles, over one or more calls of `StoryStore.group`: the grouper,
/// seeded with the stories before the first new article, and the stored story each of its
/// stories stands for.
struct StoryGrouping {
  var grouper: StoryGrouper
  var storyIDs: [StoryStore.StoryRow]
  /// The times whose grouped articles are seeded, in order, apart.
  var covered: [ClosedRange<Double>] = []
  /// The seeded articles.
  var seeded: Set<Int64> = []
  /// Seeds whose words were read from their text, to be kept by the next `write`.
  var unkept: [(id: Int64, at: Double, title: [String], text: [String])] = []
  /// Articles grouped but gone from the store before they were written: a story one of them
  /// began is begun again by its next article.
  var gone: Set<Int64> = []
  /// Each seeded stored story's number in the grouper.
  private var number: [StoryStore.StoryRow: Int] = [:]

  init(grouper: StoryGrouper, storyIDs: [StoryStore.StoryRow]) {
    self.grouper = grouper
    self.storyIDs = storyIDs
  }

  /// Adds a grouped article to the grouper in its stored story, with the words given (none:
  /// it keeps its story's size and times, and nothing is compared with it).
  mutating func seed(_ seed: StoryStore.Stored, title: [String], text: [String]) {
    let story = number[seed.storyID] ?? storyIDs.count
    if story == storyIDs.count {
      storyIDs.append(seed.storyID)
      number[seed.storyID] = story
    }
    _ = grouper.add(seed.input, title: title, text: text, into: story)
    seeded.insert(seed.id)
  }

  /// Groups a batch of articles (oldest first) in memory: each one's story, as the grouper's
  /// number; and in how many of them each story word (and the empty word: all) stands.
  mutating func group(_ articles: [StoryStore.Stored]) -> (
    stories: [Int], words: [String: Int], read: [(title: [String], text: [String])]
  ) {
    // The batch's words are counted before any of it is grouped, as a page's are: the first
    // articles into an empty store must not weigh every word as rare (two items of one feed
    // that share its name and "item" were one story). Text words count too: a word every
    // summary of a feed has ("The post … appeared first on …") must weigh as little as that
    // says.
    let read = Self.words(of: articles)
    let before = grouper.terms.counts
    // Each word looked up once, here, and its number given to `add` too: looked up again
    // there, the words' look-ups were 3.4 % of a first refresh's instructions.
    var numbered: [(title: [Int], text: [Int])] = []
    numbered.reserveCapacity(articles.count)
    for (item, article) in zip(read, articles) {
      let ids = (
        title: item.title.map { grouper.terms.id(of: $0) },
        text: item.text.map { grouper.terms.id(of: $0) }
      )
      grouper.terms.count(ids: ids.title + ids.text)
      numbered.append(ids)
      grouper.outlets.count(
        title: item.title, outlet: article.input.source, published: article.input.published,
        summary: item.text)
    }
    var words = grouper.terms.counted(since: before)
    // The empty word: all of them.
    words[""] = articles.count
    let stories = articles.indices.map { index in
      grouper.add(
        articles[index].input, title: read[index].title, text: read[index].text,
        numbered: numbered[index])
    }
    return (stories, words, read)
  }

  /// Each article's story words, title and text, read on every core at once for a batch of
  /// some size: reading depends on nothing but the article, and was a sixth of a grouping.
  static func words(of articles: [StoryStore.Stored]) -> [(title: [String], text: [String])] {
    let parts = min(8, ProcessInfo.processInfo.activeProcessorCount)
    guard parts > 1, articles.count >= 64 else { return articles.map(\.storyWords) }
    var words = [(title: [String], text: [String])](repeating: ([], []), count: articles.count)
    let size = (articles.count + parts - 1) / parts
    words.withUnsafeMutableBufferPointer { words in
      // Each part writes its own slots only.
      nonisolated(unsafe) let slots = words
      DispatchQueue.concurrentPerform(iterations: parts) { part in
        for index in (part * size)..<min(articles.count, (part + 1) * size) {
          slots[index] = articles[index].storyWords
        }
      }
    }
    return words
  }

  /// An article's story words: its title's, and its text's as `StoryGrouper.textTerms` reads.
  static func read(_ input: StoryInput) -> (title: [String], text: [String]) {
    (StoryWords.terms(in: input.title), StoryGrouper.textTerms(of: input))
  }

  /// Writes a grouped batch: each article's story (a new story's first article alone, with no
  /// story row yet; a row made when a second joins), the stories' sizes and newest times, the
  /// words' counts, once a batch, and each article's words (`read`, beside `articles`) with
  /// the seeds' read from their text, for the days `StorySeedWords` keeps. Articles not in
  /// `present` (when given) are gone from the store: grouped, but not written. Returns how
  /// many articles it wrote.
  mutating func write(
    _ articles: [StoryStore.Stored], stories: [Int], words: [String: Int],
    read: [(title: [String], text: [String])], present: Set<Int64>? = nil, in db: Database
  ) throws -> Int {
    let stored = { (id: Int64) in present?.contains(id) ?? true }
    if let cutoff = StorySeedWords.cutoff(fetched: articles.compactMap(\.fetched)) {
      try StorySeedWords.forget(before: cutoff, in: db)
      // By index: filtering the pairs copied every article (its texts retained and released).
      var kept = unkept.filter { $0.at >= cutoff }
      for index in articles.indices where articles[index].at >= cutoff && stored(articles[index].id)
      {
        kept.append((articles[index].id, articles[index].at, read[index].title, read[index].text))
      }
      try StorySeedWords.keep(kept, in: db)
      unkept = []
    }
    var joined: [Int64: (count: Int, newest: Double)] = [:]
    func counted(_ story: Int64, at: Double) {
      let before = joined[story]
      joined[story] = ((before?.count ?? 0) + 1, max(before?.newest ?? 0, at))
    }
    var written = 0
    // Joins are written together, before a story is made of an article alone (which reads
    // that article's row) and at the end.
    var joins: [(article: Int64, at: Double, story: Int64?)] = []
    joins.reserveCapacity(articles.count)
    for (position, index) in stories.enumerated() {
      let (id, at) = (articles[position].id, articles[position].at)
      guard stored(id) else {
        // A story it began keeps its place, for the next of its articles to begin.
        if index == storyIDs.count {
          storyIDs.append(.alone(article: id))
          gone.insert(id)
        }
        continue
      }
      written += 1
      if index < storyIDs.count, case .alone(let first) = storyIDs[index], gone.contains(first) {
        storyIDs[index] = .alone(article: id)
        joins.append((id, at, nil))
        continue
      }
      if index == storyIDs.count {
        storyIDs.append(.alone(article: id))
        joins.append((id, at, nil))
        continue
      }
      if case .alone(let first) = storyIDs[index] {
        try StoryStore.join(joins, in: db)
        joins.removeAll(keepingCapacity: true)
        if let made = try StoryStore.storyOfAlone(first, in: db) {
          storyIDs[index] = .stored(made.id)
          counted(made.id, at: made.at)
        }
      }
      var story: Int64?
      if case .stored(let made) = storyIDs[index] { story = made }
      joins.append((id, at, story))
      if let story { counted(story, at: at) }
    }
    try StoryStore.join(joins, in: db)
    try StoryStore.countWords(words, in: db)
    try StoryStore.count(joined, in: db)
    return written
  }
}
