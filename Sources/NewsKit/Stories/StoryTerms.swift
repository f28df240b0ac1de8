import Foundation

/// How common each story word is among the articles seen: the rarer a word, the more sharing
/// it says two articles tell one story (inverse document frequency). Words are numbered as
/// they are first seen, so that articles are compared by number, not by text.
public struct StoryTerms: Sendable {
  /// How many articles were counted.
  public private(set) var documents = 0
  /// Each word's number.
  private(set) var ids: [String: Int] = [:]
  /// In how many counted articles each word (by number) stands.
  private(set) var counts: [Int] = []
  /// Each number's word.
  private(set) var words: [String] = []
  /// For each word (by number), the count of `documents` when it was last counted: an article's
  /// repeated word is counted once without a set made for each article (1 % of a refresh's
  /// instructions).
  private var countedAt: [Int] = []

  public init() {}

  /// Weights counted before: `documents` articles, each word in as many as `counts` says.
  public init(documents: Int, counts: [String: Int]) {
    self.documents = documents
    for (term, count) in counts.sorted(by: { $0.key < $1.key }) {
      let id = id(of: term)
      self.counts[id] = count
    }
  }

  /// A word's number, given one if it has none yet.
  mutating func id(of term: String) -> Int {
    if let id = ids[term] { return id }
    ids[term] = counts.count
    counts.append(0)
    countedAt.append(0)
    words.append(term)
    return counts.count - 1
  }

  /// In how many of the articles counted since `counts` was `before` each word stands, the
  /// words they do not have left out.
  func counted(since before: [Int]) -> [String: Int] {
    var counted: [String: Int] = [:]
    for id in counts.indices {
      let earlier = id < before.count ? before[id] : 0
      if counts[id] > earlier { counted[words[id]] = counts[id] - earlier }
    }
    return counted
  }

  /// Counts one article's words (each once).
  public mutating func count(_ terms: [String]) {
    count(ids: terms.map { id(of: $0) })
  }

  /// Counts one article's words by number (`id(of:)`), each once.
  mutating func count(ids: [Int]) {
    documents += 1
    for id in ids {
      guard countedAt[id] != documents else { continue }
      countedAt[id] = documents
      counts[id] += 1
    }
  }

  /// Counts the title of each text.
  public mutating func count(titles: [String]) {
    for title in titles { count(StoryWords.terms(in: title)) }
  }

  /// How many counted articles have a word.
  public func documents(with term: String) -> Int {
    ids[term].map { counts[$0] } ?? 0
  }

  /// Sorts an article's few dozen word entries by insertion, in place: the library's sort
  /// (a merge sort with its runs and buffer) took 6,000 instructions for fifty numbers.
  /// Longer lists go to the library's.
  static func sortSmall(_ entries: inout [Int]) {
    guard entries.count <= 128 else { return entries.sort() }
    entries.withUnsafeMutableBufferPointer { entries in
      for index in entries.indices.dropFirst() {
        let entry = entries[index]
        var position = index
        while position > 0, entries[position - 1] > entry {
          entries[position] = entries[position - 1]
          position -= 1
        }
        entries[position] = entry
      }
    }
  }

  /// A word's weight: `log((N + 1) / (df + 0.5))`, high for a rare word, never negative.
  func weight(of id: Int) -> Double {
    let count = id < counts.count ? counts[id] : 0
    return max(0, log((Double(documents) + 1) / (Double(count) + 0.5)))
  }

  /// A unit vector of an article's words, sorted by number, title words counting twice what
  /// its text's do.
  mutating func vector(title: [String], text: [String]) -> [(id: Int, weight: Double)] {
    vector(title: title.map { id(of: $0) }, text: text.map { id(of: $0) })
  }

  /// `vector` of words by number: a word of the title weighs its weight, one of the text only
  /// half of it, once each, whatever the repeats.
  func vector(title: [Int], text: [Int]) -> [(id: Int, weight: Double)] {
    // By number, a word's title entry before its text entry: the first of each is kept. Each
    // entry is one number (the word's, then 0 for the title, 1 for the text), so that sorting
    // compares integers: sorting pairs by a closure was 1 % of a refresh's instructions.
    var entries = title.map { $0 << 1 } + text.map { $0 << 1 | 1 }
    Self.sortSmall(&entries)
    var vector: [(id: Int, weight: Double)] = []
    vector.reserveCapacity(entries.count)
    for entry in entries where vector.last?.id != entry >> 1 {
      let id = entry >> 1
      vector.append((id, entry & 1 == 1 ? weight(of: id) / 2 : weight(of: id)))
    }
    let norm = vector.reduce(0) { $0 + $1.weight * $1.weight }.squareRoot()
    guard norm > 0 else { return [] }
    return vector.map { (id: $0.id, weight: $0.weight / norm) }
  }
}
