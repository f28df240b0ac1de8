import Foundation

/// How `StoryGrouper` tells a near copy from another edition: one outlet's template filled
/// anew, another day's report with other figures.
extension StoryGrouper {
  /// Whether two articles of one outlet that share most word triples are one article run
  /// again rather than its template filled anew: the title words other than its template's
  /// meet (half of the fewer at least; "Fręch - Sherif" and "Linette - Sharma" do not), and on
  /// another day the figures are the same (a daily report's are not).
  static func sameOutletCopy(
    _ member: Member, _ other: Member, templates: [Int], apart: TimeInterval,
    gap: TimeInterval
  ) -> Bool {
    // Title words are distinct and sorted (`Member.titleWords`): the two are walked together,
    // templates left out, with no set made (one outlet's feed of 2,000 items compared each
    // with hundreds of its own: the sets were most of a refresh's grouping).
    let (mine, theirs) = (member.titleWords, other.titleWords)
    var (i, j) = (0, 0)
    var (own, their, shared) = (0, 0, 0)
    while i < mine.count || j < theirs.count {
      if j == theirs.count || i < mine.count && mine[i] < theirs[j] {
        if !templates.contains(mine[i]) { own += 1 }
        i += 1
      } else if i == mine.count || theirs[j] < mine[i] {
        if !templates.contains(theirs[j]) { their += 1 }
        j += 1
      } else {
        if !templates.contains(mine[i]) { (own, their, shared) = (own + 1, their + 1, shared + 1) }
        (i, j) = (i + 1, j + 1)
      }
    }
    if own > 0 || their > 0 {
      guard 2 * shared >= min(own, their), own > 0, their > 0 else { return false }
    }
    guard apart >= gap else { return true }
    return member.numbers == other.numbers
  }

  /// The word triples of a text's words (by number), each once, in order of their hash, for
  /// telling near copies.
  static func triples(_ ids: [Int]) -> [UInt64] {
    guard ids.count >= 3 else { return [] }
    var found: [UInt64] = []
    found.reserveCapacity(ids.count - 2)
    for start in 0...(ids.count - 3) {
      let pair = UInt64(ids[start]) &* 1_000_003 &+ UInt64(ids[start + 1])
      found.append(pair &* 1_000_003 &+ UInt64(ids[start + 2]))
    }
    return Self.distinct(found)
  }

  /// Numbers sorted, each once: an article's few dozen are sorted in place for less than
  /// hashing them into a set.
  static func distinct<Number: BinaryInteger>(_ numbers: [Number]) -> [Number] {
    var sorted = numbers
    sorted.sort()
    var kept = 0
    for number in sorted where kept == 0 || sorted[kept - 1] != number {
      sorted[kept] = number
      kept += 1
    }
    sorted.removeLast(sorted.count - kept)
    return sorted
  }

  /// The numbers among a title's story words, and among the title's and its text's, each
  /// once, hashed in order of their text; nil where there are none. Each word is looked at
  /// once, and nothing is made for the many that are no numbers (a filtered copy and a set of
  /// every article's words, twice, were a seventh of adding one to a grouper).
  static func figures(title: [String], text: [String]) -> (title: UInt64?, all: UInt64?) {
    var found: [String] = []
    for word in title where isFigure(word) { found.append(word) }
    let inTitle = found.count
    for word in text where isFigure(word) { found.append(word) }
    guard !found.isEmpty else { return (nil, nil) }
    func hash(_ figures: ArraySlice<String>) -> UInt64? {
      figures.isEmpty ? nil : StoryOutlets.hash(Set(figures).sorted().joined(separator: " "))
    }
    return (hash(found[..<inTitle]), hash(found[...]))
  }

  /// Whether a story word is a number (ASCII digits: `StoryWords` keeps numbers whole); the
  /// first byte alone tells most words.
  static func isFigure(_ word: String) -> Bool {
    guard let first = word.utf8.first, first >= 0x30, first <= 0x39 else { return false }
    return word.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
  }
}
